import Foundation
import SelfTestRunner
import SpenDropCore

/// The report across months (`MonthlyStatement`, `report`): rows by category however spelt, the
/// totals, averages and net a person would add up, and each month's figures as that month's
/// breakdown and balances show them.
enum MonthlyReportChecks {
    static let months = ["2026-10", "2026-11", "2026-12"].map { BudgetMonth($0)! }

    static func myr(_ minor: Int64) -> Money { Money(minorUnits: minor, currency: .myr) }

    static var all: [SelfTestCheck] {
        [
            SelfTestCheck(
                "a category spelt two ways is one row named as first used; rows go largest first, uncategorised last; totals, a rounded average and the net add up"
            ) { _ in
                let statement = MonthlyStatement(
                    currency: .myr, months: months,
                    totals: [
                        [(false, "Food", 1_250), (false, nil, 700), (true, "Salary", 350_000)],
                        [(false, "food", 3_000), (false, "Transport", 4_000)],
                        [(false, "FOOD", 1), (true, nil, 0)],
                    ], names: [CategoryIdentity.key("food"): "Food"])
                return .all([
                    .equal(statement.spending.map(\.category), ["Food", "Transport", nil], "rows, uncategorised last"),
                    .equal(statement.spending.first?.amounts, [myr(1_250), myr(3_000), myr(1)], "Food by month"),
                    .equal(statement.spending.first?.total, myr(4_251), "Food's total"),
                    .equal(statement.spending.first?.average, myr(1_417), "RM 42.51 ÷ 3 = RM 14.17"),
                    .equal(statement.spendingTotal.amounts, [myr(1_950), myr(7_000), myr(1)], "spending each month"),
                    .equal(statement.income.map(\.category), ["Salary"], "income; a row of nothing left out"),
                    .equal(statement.net.amounts, [myr(348_050), myr(-7_000), myr(-1)], "net each month"),
                    .equal(statement.net.average, myr(113_683), "RM 3,410.49 ÷ 3 = RM 1,136.83, half away from zero"),
                ])
            },
            SelfTestCheck("a sparkline runs from the lowest block to the full one; equal values all lowest") { _ in
                .all([
                    .equal(Sparkline.text([0, 700, 350, 100]), "▁█▄▂", "four months: 100 of 700 is one block up"),
                    .equal(Sparkline.text([5, 5]), "▁▁", "equal"),
                    .equal(Sparkline.text([]), "", "none"),
                ])
            },
            SelfTestCheck(
                "report's months are each month's breakdown and accounts as they stood at its end"
            ) { context in
                let app = AppHarness(location: try AppHarness.emptyStore(context, "report"))
                let made = [
                    app.run(["accounts", "add", "Maybank", "--opening", "1000"]).status,
                    app.run(["add", "12.50", "Kopi", "--category", "Food", "--date", "2026-10-03"]).status,
                    app.run(["add", "40", "Petrol", "--category", "Transport", "--date", "2026-11-03"]).status,
                    app.run(["income", "3500", "Salary", "--category", "Salary", "--date", "2026-11-25"]).status,
                    app.run(["add", "30", "Nasi", "--category", "food", "--date", "2026-12-01"]).status,
                    app.run([
                        "split", "20", "Tealive", "--with", "Ben", "--paid-by", "Ben", "--category", "Drinks",
                        "--date", "2026-11-09",
                    ]).status,
                ]
                let report = app.run(["report", "--from", "2026-10", "--to", "2026-12", "--json"])
                let object = report.json
                guard let statement = (object["statements"] as? [[String: Any]])?.first else {
                    return .that(false, expected: "a report object", actual: report.output + report.errors)
                }
                let minor = AppHarness.minor
                var checks: [CheckVerdict] = [.equal(made, [0, 0, 0, 0, 0, 0], "the history's commands")]
                let spendingTotals = (statement["spending_total"] as? [String: Any])?["amounts"] as? [Any] ?? []
                for (index, month) in months.enumerated() {
                    let breakdown = app.run(["breakdown", "--month", month.description, "--json"])
                    checks.append(
                        .equal(
                            minor(spendingTotals.count > index ? spendingTotals[index] : nil),
                            minor(breakdown.json["total"]),
                            "\(month) spending against its breakdown"))
                }
                let balances = (object["balances"] as? [[String: Any]])?.first?["balances"] as? [Any] ?? []
                checks.append(
                    .equal(
                        balances.map(minor), [98_750, 444_750, 441_750],
                        "Maybank at each month's end"))
                return .all(checks)
            },
            SelfTestCheck(
                "any month on a screen: accounts and the PayBook as they stood at a day's end, Home and transactions for a month, one person's history"
            ) { context in
                let app = AppHarness(location: try AppHarness.emptyStore(context, "as-of"))
                let made = [
                    app.run(["accounts", "add", "Maybank", "--opening", "100"]).status,
                    app.run(["split", "30", "Dinner", "--with", "Aisyah", "--date", "2026-10-03"]).status,
                    app.run(["settle", "Aisyah", "5", "--date", "2026-11-01"]).status,
                    app.run(["add", "40", "Petrol", "--date", "2026-11-03"]).status,
                ]
                let octoberAccounts = app.run(["accounts", "--as-of", "2026-10-31"]).output
                let before = app.run(["accounts", "--as-of", "2026-10-02"]).output
                let owed = app.run(["paybook", "--as-of", "2026-10-31"]).output
                let settled = app.run(["paybook", "--as-of", "2026-11-01"]).output
                let history = app.run(["paybook", "aisyah"]).output
                let home = app.run(["home", "--month", "2026-11", "--json"]).output
                let listed = app.run(["transactions", "--month", "2026-11"]).output
                let span = app.run(["home", "--from", "2026-10-01", "--to", "2026-11-30"]).output
                // The settlement's money moved to 20 October: the settlement with it.
                let moved = app.run(["edit", "2", "--date", "2026-10-20"]).status
                let october = app.run(["paybook", "--as-of", "2026-10-31"]).output
                return .all([
                    .equal(made, [0, 0, 0, 0], "the history's commands"),
                    .contains(octoberAccounts, "Maybank    RM 70.00"),
                    .contains(before, "Maybank    RM 100.00"),
                    .contains(owed, "Aisyah owes you RM 15.00"),
                    .contains(settled, "Aisyah owes you RM 10.00"),
                    .equal(moved, 0, "edit of the settlement's day"),
                    .contains(october, "Aisyah owes you RM 10.00"),
                    .equal(
                        history,
                        "PayBook with Aisyah\n  2026-10-03  Dinner: RM 30.00 paid by you  +RM 15.00  Aisyah owes you RM 15.00\n"
                            + "  2026-11-01  Aisyah paid you RM 5.00        -RM 5.00  Aisyah owes you RM 10.00\n",
                        "paybook aisyah"),
                    .that(
                        home.contains("\"period\" : \"2026-11\"") && home.contains("\"minor\" : 4000"),
                        expected: "November's card: RM 40.00 out, the RM 5.00 settled being no income",
                        actual: home),
                    .contains(span, "Home — cash flow for 2026-10-01 to 2026-11-30"),
                    .contains(span, "Money out  RM 55.00"),
                    .that(
                        listed.contains("Petrol") && listed.contains("Aisyah") && !listed.contains("Dinner"),
                        expected: "November's two: the settlement and Petrol", actual: listed),
                ])
            },
            SelfTestCheck(
                "accounts --convert and the report show each balance in your currency at the rate in force on the day shown, and no net worth while a rate is missing"
            ) { context in
                let app = AppHarness(location: try AppHarness.emptyStore(context, "convert"))
                let made = [
                    app.run(["accounts", "add", "Maybank", "--opening", "1000"]).status,
                    app.run(["accounts", "add", "Wise", "--currency", "USD", "--opening", "250"]).status,
                    app.run(["accounts", "add", "Yen", "--currency", "JPY", "--opening", "5000"]).status,
                    app.run(["rates", "set", "USD", "4.45", "--date", "2026-11-01"]).status,
                    app.run(["rates", "set", "JPY", "0.0301", "--date", "2026-12-01"]).status,
                ]
                let today = app.run(["accounts", "--convert"]).output
                let november = app.run(["accounts", "--convert", "--as-of", "2026-11-15"]).output
                let report = app.run(["report", "--from", "2026-10", "--to", "2026-12"]).output
                let reportJSON = app.run(["report", "--from", "2026-10", "--to", "2026-12", "--json"]).json
                let convertedByReport =
                    ((reportJSON["net_worth_converted"] as? [String: Any])?["balances"] as? [Any] ?? []).map(
                        AppHarness.minor)
                let convertedByAccounts = ["2026-10-31", "2026-11-30", "2026-12-31"].map { day in
                    AppHarness.minor(app.run(["accounts", "--as-of", day, "--convert", "--json"]).json["net_worth"])
                }
                return .all([
                    .equal(made, [0, 0, 0, 0, 0], "accounts and rates"),
                    .equal(
                        convertedByReport, convertedByAccounts,
                        "report's converted net worth against accounts --as-of --convert"),
                    .equal(
                        convertedByReport, [nil, nil, 226_300], "October and November lack a rate; December has both"),
                    .contains(report, "Net worth, all in MYR                      no rate      no rate  RM 2,263.00"),
                    .contains(
                        report, "No JPY rate on or before the end of 2026-11, so 2 months have no converted net worth"),
                    .contains(
                        report, "No USD rate on or before the end of 2026-10, so that month has no converted net worth"),
                    .contains(today, "US$250.00  ≈ RM 1,112.50 at 4.45 on 2026-11-01"),
                    .contains(today, "¥5,000  ≈ RM 150.50 at 0.0301 on 2026-12-01"),
                    .contains(today, "Net worth in MYR: RM 2,263.00"),
                    .contains(november, "(no JPY rate on or before 2026-11-15)"),
                    .contains(november, "Net worth in MYR cannot be given: no JPY rate on or before 2026-11-15"),
                ])
            },
            SelfTestCheck(
                "report --html writes one page with its three charts, every mark titled with its figure, names escaped, and keeps a file that is there"
            ) { context in
                let app = AppHarness(location: try AppHarness.emptyStore(context, "report-page"))
                let made = [
                    app.run(["add", "12.50", "Kopi <3", "--category", "Food & drink", "--date", "2026-10-03"]).status,
                    app.run(["add", "40", "Petrol", "--category", "Transport", "--date", "2026-11-03"]).status,
                    app.run(["budget", "set", "Transport", "30", "--from", "2026-11"]).status,
                ]
                let page = try context.makeScratchDirectory("page").appendingPathComponent("report.html")
                let written = app.run(["report", "--from", "2026-10", "--to", "2026-11", "--html", page.path])
                let html = (try? String(contentsOf: page, encoding: .utf8)) ?? ""
                let again = app.run(["report", "--from", "2026-10", "--to", "2026-11", "--html", page.path])
                return .all([
                    .equal(made, [0, 0, 0], "the history's commands"),
                    .equal(written.status, 0, written.errors),
                    .equal(
                        ["id=\"spending\"", "id=\"net-worth\"", "id=\"budgets\""].map { html.contains($0) },
                        [true, true, true], "the three charts"),
                    .contains(html, "<title>2026-10 Food &amp; drink: RM 12.50</title>"),
                    .contains(html, "<title>2026-11 Transport: RM 40.00</title>"),
                    .contains(html, "<title>Transport spent: RM 40.00</title>"),
                    .equal(html.contains("<script"), false, "a script on the page"),
                    .equal(again.status, 1, "a second write without --force"),
                    .contains(again.errors, "already exists and is left as it is"),
                ])
            },
        ]
    }
}
