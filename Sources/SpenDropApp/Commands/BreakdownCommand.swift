import Basics
import SpenDropCore
import SpenDropStore

/// `spendrop breakdown [--month YYYY-MM | --year YYYY | --all]`: where the money went, by
/// category with a bar each, and the cash-flow view of the same period.
enum BreakdownCommand: AppCommand {
    static let spec = CommandSpec(
        ["breakdown"], "spending by category with the cash-flow view, for this month unless told otherwise",
        options: [month, year, PeriodChoice.from, PeriodChoice.to, by], flags: [all, convert], json: true)
    static let month = PeriodChoice.month
    static let year = PeriodChoice.year
    static let by = CommandOption(
        "--by", "WHAT", "spending by category (default) or by tag; a transaction with two tags counts under both",
        allowed: ["category", "tag"])
    static let all = PeriodChoice.all
    static let convert = CommandSpec.Flag(
        "--convert", "also show what was spent in other currencies in yours, at the rates you recorded")

    struct CategoryJSON: Encodable {
        let category: String
        let uncategorised: Bool
        let amount: MoneyJSON
        let share_basis_points: Int
        let share: String
        let transactions: Int
        /// For a month: how far the category is over its budget, when it is.
        let over_budget: MoneyJSON?
    }

    struct FlowJSON: Encodable {
        let period: String
        let money_in: MoneyJSON
        let money_out: MoneyJSON
        let net: MoneyJSON
    }

    struct ScreenJSON: Encodable {
        let screen = "breakdown"
        let title = "Breakdown"
        let period: String
        let total: MoneyJSON
        let categories: [CategoryJSON]
        let cash_flow: [FlowJSON]
        /// Transactions of the period in other currencies, which the totals leave out.
        let other_currency_transactions: Int
        /// What went out in each other currency: `breakdown -currency CODE` breaks it down.
        let other_currencies: [OtherJSON]
    }

    struct OtherJSON: Encodable {
        let money_out: MoneyJSON
        let transactions: Int
    }

    struct TagRowJSON: Encodable {
        let tag: String?
        let untagged: Bool
        let amount: MoneyJSON
        let transactions: Int
    }

    struct TagScreenJSON: Encodable {
        let screen = "breakdown"
        let title = "Breakdown"
        let by = "tag"
        let period: String
        let tags: [TagRowJSON]
    }

    static func run(_ words: [String], context: AppContext) throws {
        let arguments = try CommandArguments(words, spec: spec)
        let period = try PeriodChoice.period(arguments, context: context)
        if try arguments.value(Self.by) == "tag" { return try byTag(period, arguments: arguments, context: context) }
        let breakdown: CategoryBreakdown, otherCurrencies: Int, others: [CashFlowCard]
        let store = try context.readableStore()
        breakdown = try store.breakdown(of: period, calendar: context.calendar, currency: context.defaultCurrency)
        otherCurrencies = try store.cashFlowCard(
            in: period, calendar: context.calendar, currency: context.defaultCurrency
        ).otherCurrencyCount
        others =
            otherCurrencies > 0
            ? try OtherCurrencies.cards(
                in: period, besides: context.defaultCurrency, store: store, calendar: context.calendar) : []
        // A month's over-budget categories are marked (budgets are monthly, so other periods are not).
        var overBudget: [String: Money] = [:]
        if period.kind == .month, let month = BudgetMonth(period.label) {
            let statuses: [BudgetStatus] = try store.budgetStatuses(
                in: month, today: context.today, calendar: context.calendar)
            for status in statuses where status.limit.currency == context.defaultCurrency {
                if case .over(let amount) = status.pace { overBudget[CategoryIdentity.key(status.category)] = amount }
            }
        }
        let categories = breakdown.rows.map {
            CategoryJSON(
                category: $0.displayName, uncategorised: $0.category == nil, amount: MoneyJSON($0.amount),
                share_basis_points: $0.basisPoints, share: BasisPoints.percentText($0.basisPoints),
                transactions: $0.transactionCount,
                over_budget: $0.category.flatMap { overBudget[CategoryIdentity.key($0)] }.map(MoneyJSON.init))
        }
        let flows = breakdown.cashFlow.map {
            FlowJSON(
                period: $0.period.label, money_in: MoneyJSON($0.moneyIn), money_out: MoneyJSON($0.moneyOut),
                net: MoneyJSON($0.net))
        }
        if arguments.wantsJSON {
            JSONOutput.write(
                ScreenJSON(
                    period: period.label, total: MoneyJSON(breakdown.total), categories: categories,
                    cash_flow: flows, other_currency_transactions: otherCurrencies,
                    other_currencies: others.map {
                        OtherJSON(money_out: MoneyJSON($0.moneyOut), transactions: $0.transactionCount)
                    }),
                to: context.output)
            return
        }
        let style = TerminalStyle(context)
        context.output.line(
            style.bold("Breakdown") + " — \(period.label): \(MoneyFormatter.format(breakdown.total)) spent")
        if categories.isEmpty { context.output.line("  Nothing spent in \(period.label).") }
        var rates: [ExchangeRate] = []
        if arguments.has(Self.convert) {
            rates = try store.rates()
        }
        // Rates are looked up for the period's last day, or today while the period runs.
        let rateDay =
            period.interval.map { min(context.today, context.calendar.day(of: $0.end.addingTimeInterval(-1))) }
            ?? context.today
        for other in others where !other.moneyOut.isZero {
            context.output.line(
                "  Also spent \(MoneyFormatter.format(other.moneyOut)) in \(other.moneyOut.currency.code) "
                    + "('spendrop breakdown -currency \(other.moneyOut.currency.code)' breaks it down)"
                    + (arguments.has(Self.convert)
                        ? OtherCurrencies.converted(
                            [("", other.moneyOut)], on: rateDay, rates: rates, home: context.defaultCurrency) : ""))
        }
        // Names cut to 24 columns; amounts and shares right-aligned, every share with one decimal.
        let width = min(24, max(8, categories.map { DisplayWidth.of(TerminalText.visible($0.category)) }.max() ?? 0))
        let amountWidth = categories.map { DisplayWidth.of($0.amount.display) }.max() ?? 0
        for category in categories {
            let bar = String(repeating: "█", count: max(1, (category.share_basis_points * 24 + 5_000) / 10_000))
            context.output.line(
                "  \(DisplayWidth.cell(TerminalText.visible(category.category), width: width))  "
                    + "\(DisplayWidth.rightAligned(category.amount.display, to: amountWidth))  "
                    + "\(DisplayWidth.rightAligned(BasisPoints.tenthsText(category.share_basis_points), to: 6))  \(style.green(bar))"
                    + (category.over_budget.map { "  " + style.red("over budget by \($0.display)") } ?? ""))
        }
        context.output.line(style.bold("Cash flow") + " — money in against money out")
        let active = breakdown.cashFlow.filter { $0.transactionCount > 0 }
        if active.isEmpty { context.output.line("  No money in or out in \(period.label).") }
        for card in active {
            context.output.line(
                "  \(card.period.label.padding(toLength: 12, withPad: " ", startingAt: 0)) in \(MoneyFormatter.format(card.moneyIn))  out \(MoneyFormatter.format(card.moneyOut))  net \(MoneyFormatter.format(card.net))"
            )
        }
    }

    /// `breakdown --by tag`: Money Out of the period by tag, the untagged last among equals.
    static func byTag(_ period: ReportingPeriod, arguments: CommandArguments, context: AppContext) throws {
        let store = try context.readableStore()
        let rows: [(tag: String?, amount: Money, count: Int)] = try store.tagSpending(
            in: period, currency: context.defaultCurrency)
        if arguments.wantsJSON {
            JSONOutput.write(
                TagScreenJSON(
                    period: period.label,
                    tags: rows.map {
                        TagRowJSON(
                            tag: $0.tag, untagged: $0.tag == nil, amount: MoneyJSON($0.amount), transactions: $0.count)
                    }), to: context.output)
            return
        }
        context.output.line(TerminalStyle(context).bold("Breakdown by tag") + " — \(period.label)")
        if rows.isEmpty { context.output.line("  Nothing spent in \(period.label).") }
        let names = rows.map { $0.tag.map { "#" + TerminalText.visible($0) } ?? "untagged" }
        let width = min(24, max(8, names.map(DisplayWidth.of).max() ?? 0))
        let amounts = rows.map { MoneyFormatter.format($0.amount) }
        let amountWidth = amounts.map(DisplayWidth.of).max() ?? 0
        for (index, row) in rows.enumerated() {
            context.output.line(
                "  \(DisplayWidth.cell(names[index], width: width))  "
                    + DisplayWidth.rightAligned(amounts[index], to: amountWidth)
                    + "  \(Counted.text(row.count, "transaction"))")
        }
    }
}
