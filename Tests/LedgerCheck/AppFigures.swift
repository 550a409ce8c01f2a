import Foundation

/// spendrop's screens (`accounts`, `transactions`, `breakdown` by category and by tag, `budget`,
/// `report`, `home`, `paybook`, all through `--json`), read into the keys `ReferenceLedger.figures` uses.
///
/// Promises: reads only what the screens print; a screen that fails is an error, never a figure.
enum AppFigures {
    static func read(_ app: AppDriver, zone: TimeZone, months: [String]) -> Result<[String: String], LedgerCheckError> {
        var figures: [String: String] = [:]
        do {
            let accounts = try app.json(["accounts", "--all"], zone: zone).get()
            for account in accounts["accounts"] as? [[String: Any]] ?? [] {
                let balance = money(account["balance"])
                figures["accounts/\(account["name"] as? String ?? "?")"] =
                    "\(balance.currency) \(balance.minor)"
                    + ((account["closed"] as? Bool ?? false) ? " closed" : "")
            }
            for total in accounts["totals"] as? [Any] ?? [] {
                let value = money(total)
                figures["accounts total/\(value.currency)"] = String(value.minor)
            }
            let transactions = try app.json(["transactions", "--limit", "100000"], zone: zone).get()
            for total in transactions["totals"] as? [[String: Any]] ?? [] {
                let (moneyIn, moneyOut, transferred) = (
                    money(total["money_in"]), money(total["money_out"]), money(total["transferred"])
                )
                figures["transactions total/\(moneyIn.currency)"] =
                    "in \(moneyIn.minor) out \(moneyOut.minor) transferred \(transferred.minor)"
            }
            // A span across months: from the 10th of the second month through the 20th of the fourth.
            let days = ReferenceLedger.span(months)
            let spanned = try app.json(["breakdown", "--from", days.from, "--to", days.to], zone: zone).get()
            for row in spanned["categories"] as? [[String: Any]] ?? [] {
                figures["breakdown span/\(row["category"] as? String ?? "?")"] =
                    "\(money(row["amount"]).minor) ×\(row["transactions"] as? Int ?? -1)"
            }
            figures["breakdown span/total"] = String(money(spanned["total"]).minor)
            for month in months {
                let breakdown = try app.json(["breakdown", "--month", month], zone: zone).get()
                for (place, row) in (breakdown["categories"] as? [[String: Any]] ?? []).enumerated() {
                    figures["breakdown \(month)/category \(place + 1)"] =
                        "\(row["category"] as? String ?? "?") \(money(row["amount"]).minor) "
                        + "×\(row["transactions"] as? Int ?? -1) \(row["share_basis_points"] as? Int ?? -1)bp"
                }
                figures["breakdown \(month)/total"] = String(money(breakdown["total"]).minor)
                for row in breakdown["other_currencies"] as? [[String: Any]] ?? [] {
                    let out = money(row["money_out"])
                    figures["breakdown \(month)/other \(out.currency)"] =
                        "\(out.minor) ×\(row["transactions"] as? Int ?? -1)"
                }
                for day in breakdown["cash_flow"] as? [[String: Any]] ?? [] {
                    let (moneyIn, moneyOut) = (money(day["money_in"]).minor, money(day["money_out"]).minor)
                    guard moneyIn != 0 || moneyOut != 0 else { continue }
                    figures["breakdown \(month)/cash flow \(day["period"] as? String ?? "?")"] =
                        "in \(moneyIn) out \(moneyOut)"
                }
                let tags = try app.json(["breakdown", "--month", month, "--by", "tag"], zone: zone).get()
                for row in tags["tags"] as? [[String: Any]] ?? [] {
                    let tag = (row["untagged"] as? Bool ?? false) ? "(untagged)" : row["tag"] as? String ?? "?"
                    figures["breakdown \(month)/tag \(tag)"] =
                        "\(money(row["amount"]).minor) ×\(row["transactions"] as? Int ?? -1)"
                }
            }
            for month in months {
                let budget = try app.json(["budget", "--month", month], zone: zone).get()
                for row in budget["budgets"] as? [[String: Any]] ?? [] {
                    figures["budget \(month)/\((row["category"] as? String ?? "?").lowercased())"] =
                        "\(row["category"] as? String ?? "?") limit \(money(row["limit"]).minor) "
                        + "carried \(money(row["rolled_over"]).minor) spent \(money(row["spent"]).minor)"
                }
            }
            let span = try app.json(["budget", "--from", months.first!, "--to", months.last!], zone: zone).get()
            for row in span["budgets"] as? [[String: Any]] ?? [] {
                let category = row["category"] as? String ?? "?"
                figures["budget span/\(category.lowercased())"] =
                    "\(category) allowance \(money(row["allowance"]).minor) spent \(money(row["spent"]).minor) "
                    + "over \(row["months_over"] as? Int ?? -1) of \(row["months"] as? Int ?? -1)"
            }
            // The report across the same months: each month's income and spending by currency and
            // category, and each account's balance at the month's end (what is not zero).
            let report = try app.json(["report", "--from", months.first!, "--to", months.last!], zone: zone).get()
            let reportMonths = report["months"] as? [String] ?? []
            for statement in report["statements"] as? [[String: Any]] ?? [] {
                let currency = statement["currency"] as? String ?? "?"
                for section in ["income", "spending"] {
                    for row in statement[section] as? [[String: Any]] ?? [] {
                        let name =
                            (row["uncategorised"] as? Bool ?? false)
                            ? "Uncategorised" : row["category"] as? String ?? "?"
                        for (index, amount) in (row["amounts"] as? [Any] ?? []).enumerated()
                        where money(amount).minor != 0 {
                            figures["report \(reportMonths[index])/\(section) \(currency) \(name)"] = String(
                                money(amount).minor)
                        }
                    }
                }
            }
            if let converted = report["net_worth_converted"] as? [String: Any] {
                let missing = converted["missing_rates"] as? [[String]] ?? []
                for (index, total) in (converted["balances"] as? [Any] ?? []).enumerated() {
                    figures["report \(reportMonths[index])/net worth in MYR"] =
                        total is NSNull
                        ? "missing " + (missing.count > index ? missing[index] : []).joined(separator: ",")
                        : "\(money(total).currency) \(money(total).minor)"
                }
            }
            for row in report["balances"] as? [[String: Any]] ?? [] {
                for (index, balance) in (row["balances"] as? [Any] ?? []).enumerated() where money(balance).minor != 0 {
                    figures["report \(reportMonths[index])/balance \(row["account"] as? String ?? "?")"] =
                        "\(money(balance).currency) \(money(balance).minor)"
                }
            }
            let home = try app.json(["home"], zone: zone).get()
            if let card = home["cash_flow"] as? [String: Any] {
                figures["home/\(card["period"] as? String ?? "?")"] =
                    "in \(money(card["money_in"]).minor) out \(money(card["money_out"]).minor) "
                    + "×\(card["transactions"] as? Int ?? -1) other ×\(card["other_currency_transactions"] as? Int ?? -1)"
            }
            for month in months {
                let parts = month.split(separator: "-").compactMap { Int($0) }
                let end = "\(month)-\(Day.two(Day.length(year: parts[0], month: parts[1])))"
                let then = try app.json(["paybook", "--as-of", end], zone: zone).get()
                for row in then["balances"] as? [[String: Any]] ?? [] {
                    let amount = money(row["amount"])
                    if amount.minor != 0 {
                        figures["paybook \(month)/\(row["person"] as? String ?? "?") \(amount.currency)"] = String(
                            amount.minor)
                    }
                }
            }
            let paybook = try app.json(["paybook"], zone: zone).get()
            let groups = paybook["groups"] as? [String] ?? []
            if !groups.isEmpty { figures["paybook groups"] = groups.joined(separator: ", ") }
            for group in groups {
                let book = try app.json(["paybook", "--group", group], zone: zone).get()
                for row in book["balances"] as? [[String: Any]] ?? [] {
                    let amount = money(row["amount"])
                    if amount.minor != 0 {
                        figures[
                            "paybook group \(group.lowercased())/\(row["person"] as? String ?? "?") \(amount.currency)"] =
                            String(amount.minor)
                    }
                }
            }
            for row in paybook["balances"] as? [[String: Any]] ?? [] {
                let amount = money(row["amount"])
                figures["paybook/\(row["person"] as? String ?? "?") \(amount.currency)"] = String(amount.minor)
            }
        } catch {
            return .failure(error)
        }
        return .success(figures)
    }

    /// `{"currency": "MYR", "minor": 1250, …}`.
    static func money(_ value: Any?) -> (currency: String, minor: Int) {
        let object = value as? [String: Any]
        return (object?["currency"] as? String ?? "?", object?["minor"] as? Int ?? Int.min)
    }
}
