import Basics
import Foundation
import SpenDropCore
import SpenDropStore

/// `spendrop report [--from YYYY-MM] [--to YYYY-MM] [--year YYYY] [--json] [--html FILE [--force]]`:
/// how the months went, across months: an income statement in each currency (income and spending
/// by category as rows, the months as columns, each row's total and monthly average, the net of
/// each month), then each account's balance and net worth at each month's end, and, when an account
/// is in another currency, the net worth in your currency at each month's end. On a terminal with
/// colour each row ends with a sparkline of its months; `--html` also writes the page
/// `ReportPage` makes.
///
/// Promises: a month's spending figures are that month's `breakdown` (they read the same sums)
/// and a month's balances are `accounts` as they stood at the end of its last day; a month's
/// converted net worth is `accounts --as-of` its last day `--convert`'s (a missing rate is said).
enum ReportCommand: AppCommand {
    static let spec = CommandSpec(
        ["report"], "income and spending by month, and balances at each month's end",
        options: [from, to, year, html], flags: [force], json: true)
    static let html = CommandOption(
        "--html", "FILE",
        "also write the report as one web page with charts (spending by category, net worth, budgets); no network")
    static let force = CommandSpec.Flag("--force", "with --html, replace FILE if it exists")
    static let from = MonthSpanChoice.from
    static let to = MonthSpanChoice.to
    static let year = MonthSpanChoice.year

    struct RowJSON: Encodable {
        let category: String?
        let uncategorised: Bool
        let amounts: [MoneyJSON]
        let total: MoneyJSON
        let average: MoneyJSON
    }

    struct StatementJSON: Encodable {
        let currency: String
        let income: [RowJSON]
        let income_total: RowJSON
        let spending: [RowJSON]
        let spending_total: RowJSON
        let net: RowJSON
    }

    struct BalanceJSON: Encodable {
        let account: String
        let closed: Bool
        let balances: [MoneyJSON]
    }

    struct WorthJSON: Encodable {
        let currency: String
        let balances: [MoneyJSON]
    }

    /// Net worth in your currency at each month's end: every account at the rate in force on the
    /// month's last day; null for a month whose `missing_rates` is not empty.
    struct ConvertedWorthJSON: Encodable {
        let currency: String
        let balances: [MoneyJSON?]
        let missing_rates: [[String]]
    }

    struct ScreenJSON: Encodable {
        let screen = "report"
        let months: [String]
        let statements: [StatementJSON]
        let balances: [BalanceJSON]
        let net_worth: [WorthJSON]
        let net_worth_converted: ConvertedWorthJSON
    }

    static func run(_ words: [String], context: AppContext) throws {
        let arguments = try CommandArguments(words, spec: spec)
        // Without --from, the twelve months that end with --to (this month unless told).
        let months = try MonthSpanChoice.months(arguments, today: context.today, monthsWithoutFrom: 12)!
        let store = try context.readableStore()
        let periods = months.map { context.calendar.month(year: $0.year, month: $0.month)! }
        let totals = try store.periodTotals(periods, calendar: context.calendar)
        let names = try store.categoryNames()
        let currencies = Set(totals.flatMap { $0.map(\.currency) }).sorted {
            ($0 != context.defaultCurrency ? 1 : 0, $0.code) < ($1 != context.defaultCurrency ? 1 : 0, $1.code)
        }
        let statements = currencies.map { currency in
            MonthlyStatement(
                currency: currency, months: months,
                totals: totals.map { month in
                    month.filter { $0.currency == currency }.map { ($0.isIncome, $0.category, $0.amountMinor) }
                }, names: names)
        }
        let accounts = try store.accounts()
        let balances = try store.balances(atEndOf: months.map(\.lastDay))
        let shown = accounts.filter { account in
            !account.isClosed || (balances[account.id] ?? []).contains { !$0.isZero }
        }
        var worth: [Currency: [Int64]] = [:]
        for account in shown {
            for (index, balance) in (balances[account.id] ?? []).enumerated() {
                worth[account.currency, default: Array(repeating: 0, count: months.count)][index] += balance.minorUnits
            }
        }
        let worthCurrencies = worth.keys.sorted { $0.code < $1.code }
        // Each month's end converts every account at the rate in force that day, as
        // `accounts --as-of DAY --convert` does, so the two say the same net worth.
        let rates = try store.rates()
        let converted = months.indices.map { index in
            NetWorth(
                balances: shown.map {
                    balances[$0.id]?[index] ?? Money.zero($0.currency)
                }, home: context.defaultCurrency, rates: rates, on: months[index].lastDay)
        }
        let convertedWorth = converted.compactMap(\.total)
        if let path = try arguments.value(Self.html) {
            let url = URL(fileURLWithPath: path)
            if !arguments.has(Self.force), context.fileManager.fileExists(atPath: url.path) {
                throw AppError.refused(
                    "\(url.path) already exists and is left as it is; give --force to replace it, or name a new file")
            }
            let page = ReportPage(
                months: months, statement: statements.first { $0.currency == context.defaultCurrency },
                netWorth: convertedWorth.count == months.count
                    ? convertedWorth
                    : (worth[context.defaultCurrency] ?? []).map {
                        Money(minorUnits: $0, currency: context.defaultCurrency)
                    },
                netWorthConverted: convertedWorth.count == months.count
                    && worthCurrencies.contains { $0 != context.defaultCurrency },
                budgets: try store.budgetStatuses(in: months.last!, today: context.today, calendar: context.calendar))
            let destination = try ExportDestination.file(
                url, fileManager: context.fileManager, recordIn: context.storeLocation)
            do {
                try destination.write(page.html())
                try destination.commit()
            } catch {
                destination.abandon()
                throw error
            }
            context.errors.line("Wrote the report's page to \(url.path).")
        }
        if arguments.wantsJSON {
            func row(_ row: MonthlyStatement.Row) -> RowJSON {
                RowJSON(
                    category: row.category, uncategorised: row.category == nil,
                    amounts: row.amounts.map(MoneyJSON.init),
                    total: MoneyJSON(row.total), average: MoneyJSON(row.average))
            }
            JSONOutput.write(
                ScreenJSON(
                    months: months.map(\.description),
                    statements: statements.map {
                        StatementJSON(
                            currency: $0.currency.code, income: $0.income.map(row), income_total: row($0.incomeTotal),
                            spending: $0.spending.map(row), spending_total: row($0.spendingTotal), net: row($0.net))
                    },
                    balances: shown.map { account in
                        BalanceJSON(
                            account: account.name, closed: account.isClosed,
                            balances: (balances[account.id] ?? []).map(MoneyJSON.init))
                    },
                    net_worth: worthCurrencies.map { currency in
                        WorthJSON(
                            currency: currency.code,
                            balances: (worth[currency] ?? []).map {
                                MoneyJSON(Money(minorUnits: $0, currency: currency))
                            })
                    },
                    net_worth_converted: ConvertedWorthJSON(
                        currency: context.defaultCurrency.code,
                        balances: converted.map { $0.total.map(MoneyJSON.init) },
                        missing_rates: converted.map { $0.missing.map(\.code) })), to: context.output)
            return
        }
        let style = TerminalStyle(context)
        let sparklines = context.outputIsTerminal && style.enabled
        var table = Table(months: months, sparklines: sparklines)
        for statement in statements {
            table.heading("\(statement.currency.code) income and spending")
            table.heading("Income")
            for row in statement.income { table.row("  " + (row.category ?? "Uncategorised"), row) }
            table.row("  Total income", statement.incomeTotal)
            table.heading("Spending")
            for row in statement.spending { table.row("  " + (row.category ?? "Uncategorised"), row) }
            table.row("  Total spending", statement.spendingTotal)
            table.row("Net", statement.net)
        }
        if statements.isEmpty { table.heading("No income or spending in these months") }
        table.heading("Balances at each month's end")
        for account in shown {
            let values = balances[account.id] ?? []
            table.row("  " + TerminalText.visible(account.name), values, total: nil, average: nil)
        }
        for currency in worthCurrencies {
            let values = (worth[currency] ?? []).map { Money(minorUnits: $0, currency: currency) }
            table.row("Net worth \(currency.code)", values, total: nil, average: nil)
        }
        if worthCurrencies.contains(where: { $0 != context.defaultCurrency }) {
            table.row(
                "Net worth, all in \(context.defaultCurrency.code)",
                cells: converted.map { $0.total.map(MoneyFormatter.format) ?? "no rate" })
        }
        context.output.line(style.bold("Report") + " — \(months.first!) to \(months.last!)")
        for line in table.lines() { context.output.line(line) }
        if worthCurrencies.contains(where: { $0 != context.defaultCurrency }) {
            context.output.line(
                "Net worth, all in \(context.defaultCurrency.code): every account at the rate in force on each month's last day."
            )
            let missing = Set(converted.flatMap(\.missing)).sorted { $0.code < $1.code }
            for currency in missing {
                let months = zip(months, converted).filter { $0.1.missing.contains(currency) }.map(\.0)
                context.output.line(
                    "No \(currency.code) rate on or before the end of \(months.last!), so "
                        + (months.count == 1 ? "that month has" : "\(months.count) months have")
                        + " no converted net worth; 'spendrop rates set \(currency.code) RATE --date DAY' records one.")
            }
        }
    }

    /// The screen's rows, columns aligned: a name, one amount per month, then the total, the
    /// average and a sparkline where they apply.
    struct Table {
        let months: [BudgetMonth]
        let sparklines: Bool
        private var rows: [(name: String, cells: [String], spark: String?)] = []

        init(months: [BudgetMonth], sparklines: Bool) {
            self.months = months
            self.sparklines = sparklines
        }

        mutating func heading(_ text: String) { rows.append((text, [], nil)) }

        mutating func row(_ name: String, _ row: MonthlyStatement.Row) {
            self.row(name, row.amounts, total: row.total, average: row.average)
        }

        /// A row of cells already written, one per month, with no total, average or sparkline.
        mutating func row(_ name: String, cells: [String]) {
            rows.append((name, cells + ["", ""], nil))
        }

        mutating func row(_ name: String, _ amounts: [Money], total: Money?, average: Money?) {
            let cells =
                amounts.map(MoneyFormatter.format) + [
                    total.map(MoneyFormatter.format) ?? "",
                    average.map(MoneyFormatter.format) ?? "",
                ]
            rows.append((name, cells, sparklines ? Sparkline.text(amounts.map(\.minorUnits)) : nil))
        }

        func lines() -> [String] {
            let header = months.map(\.description) + ["Total", "Average"]
            let nameWidth = rows.map { DisplayWidth.of($0.name) }.max() ?? 0
            var widths = header.map { DisplayWidth.of($0) }
            for row in rows where !row.cells.isEmpty {
                for (index, cell) in row.cells.enumerated() {
                    widths[index] = max(widths[index], DisplayWidth.of(cell))
                }
            }
            func line(_ name: String, _ cells: [String], _ spark: String?) -> String {
                var text = DisplayWidth.padded(name, to: nameWidth)
                for (index, cell) in cells.enumerated() {
                    text += "  " + DisplayWidth.rightAligned(cell, to: widths[index])
                }
                if let spark { text += "  " + spark }
                return text.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
            }
            var out = [line("", header, nil)]
            for row in rows {
                out.append(row.cells.isEmpty ? row.name : line(row.name, row.cells, row.spark))
            }
            return out
        }
    }
}
