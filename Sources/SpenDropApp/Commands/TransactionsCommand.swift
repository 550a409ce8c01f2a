import SpenDropCore
import SpenDropStore

/// `spendrop transactions [filters]`: the Transactions tab, newest first, bills someone else paid
/// among them (my share as Money Out from no account of mine).
enum TransactionsCommand: AppCommand {
    static let spec = CommandSpec(
        ["transactions"], "the transactions, newest first, filtered by every option given",
        options: [
            account, category, type, from, to, PeriodChoice.month, PeriodChoice.year, search, tag, limit,
        ], json: true)
    static let account = CommandOption("--account", "A", "only those in or out of account A")
    static let category = CommandOption("--category", "C", "only those in category C")
    static let type = CommandOption(
        "--type", "TYPE", "only money in, money out or transfers",
        allowed: TransactionFilter.TypeFilter.allCases.map(\.rawValue)
    ) { (text: String) throws(AppError) in
        guard let known = TransactionFilter.TypeFilter(rawValue: text) else {
            throw AppError.usage("--type is in, out or transfer, not '\(text)'")
        }
        return known
    }
    static let from = CommandOption.day("--from", "only those on or after that day")
    static let to = CommandOption.day("--to", "only those on or before that day")
    static let search = CommandOption(
        "--search", "TEXT", "only those whose merchant, category or note holds TEXT (case and accents ignored)")
    static let tag = CommandOption("--tag", "T", "only those tagged T") { (text: String) throws(AppError) in
        try InputReading.tags([text])[0]
    }
    static let limit = CommandOption(
        "--limit", "N",
        "show the newest N (0: all; default \(TransactionsCommand.terminalPage) on a terminal, "
            + "all otherwise)"
    ) { (text: String) throws(AppError) in try InputReading.limit(text) }

    /// How many rows a terminal shows unless told otherwise.
    static let terminalPage = 20

    struct ScreenJSON: Encodable {
        let screen = "transactions"
        let title = "Transactions"
        let filters: [String: String]
        let count: Int
        /// One per currency among the matching transactions, in code order.
        let totals: [TotalsJSON]
        let transactions: [TransactionJSON]
    }

    struct TotalsJSON: Encodable {
        let money_in: MoneyJSON
        let money_out: MoneyJSON
        let transferred: MoneyJSON
    }

    static func run(_ words: [String], context: AppContext) throws {
        let arguments = try CommandArguments(words, spec: spec)
        var filter = TransactionFilter(
            category: try arguments.value(Self.category), search: try arguments.value(Self.search),
            tag: try arguments.value(Self.tag))
        filter.type = try arguments.value(Self.type)
        filter.from = try arguments.value(Self.from)
        filter.through = try arguments.value(Self.to)
        // A month or a year is its first through its last day.
        if arguments.isGiven(PeriodChoice.month) || arguments.isGiven(PeriodChoice.year) {
            guard filter.from == nil, filter.through == nil else {
                throw AppError.usage("give --month or --year, or --from/--to, not both")
            }
            let period = try PeriodChoice.period(arguments, context: context, allowsAll: false)
            filter.from = period.days.flatMap { CalendarDay(daysSinceEpoch: $0.lowerBound) }
            filter.through = period.days.flatMap { CalendarDay(daysSinceEpoch: $0.upperBound) }
        }
        if let from = filter.from, let through = filter.through, from > through {
            throw AppError.usage("--from \(from) is after --to \(through), so no day is in between; swap them")
        }
        var limit: Int?
        if let given = try arguments.value(Self.limit) {
            limit = given
        } else if context.outputIsTerminal && !arguments.wantsJSON {
            limit = terminalPage
        }
        let store = try context.readableStore()
        let accounts: [Account] = try store.accounts()
        if let name = try arguments.value(Self.account) {
            guard let account = accounts.first(where: { $0.name.lowercased() == name.lowercased() }) else {
                throw AppError.refused("there is no account named '\(name)'; 'spendrop accounts' lists them")
            }
            filter.account = account.id
        }
        let byID = Dictionary(uniqueKeysWithValues: accounts.map { ($0.id, $0) })
        let page: TransactionPage = try store.transactionPage(
            matching: filter, calendar: context.calendar, limit: limit)
        let rows = page.entries.map { TransactionJSON($0, accounts: byID, calendar: context.calendar) }
        let totals = page.totals
        let matchingCount = page.matchingCount
        var shown: [String: String] = [:]
        for option in spec.options {
            if let value = arguments.text(of: option) { shown[String(option.name.dropFirst(2))] = value }
        }
        if arguments.wantsJSON {
            JSONOutput.write(
                ScreenJSON(
                    filters: shown, count: matchingCount,
                    totals: totals.map {
                        TotalsJSON(
                            money_in: MoneyJSON($0.moneyIn), money_out: MoneyJSON($0.moneyOut),
                            transferred: MoneyJSON($0.transferred))
                    },
                    transactions: rows), to: context.output)
            return
        }
        let style = TerminalStyle(context)
        let described = shown.keys.sorted().map { "\($0) \(shown[$0]!)" }.joined(separator: ", ")
        context.output.line(style.bold("Transactions") + (described.isEmpty ? "" : " — \(described)"))
        if rows.isEmpty { context.output.line("No transactions match.") }
        for line in TransactionTable(rows: rows).lines { context.output.line("  " + line) }
        let total = "\(matchingCount) transaction\(matchingCount == 1 ? "" : "s")"
        if rows.count < matchingCount {
            context.output.line("The newest \(rows.count) of \(total); --limit 0 shows them all.")
        } else {
            context.output.line(total)
        }
        // Every currency on its own line, over every matching transaction, not only the page shown.
        for sum in totals { context.output.line("  " + sum.line) }
    }
}
