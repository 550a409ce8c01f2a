import Basics
import SpenDropCore
import SpenDropStore

/// `spendrop` or `spendrop home [--month YYYY-MM | --year YYYY]`: the Home tab: the cash-flow card
/// of this month (or the one asked for) and recent activity.
enum HomeCommand: AppCommand {
    static let spec = CommandSpec(
        ["home"], "the Home screen: this month's cash-flow card and recent activity (the default)",
        options: [PeriodChoice.month, PeriodChoice.year, PeriodChoice.from, PeriodChoice.to], flags: [convert],
        json: true)
    static let convert = CommandSpec.Flag("--convert", "also show other currencies in yours, at the rates you recorded")

    struct CardJSON: Encodable {
        let period: String
        let money_in: MoneyJSON
        let money_out: MoneyJSON
        let net: MoneyJSON
        let transactions: Int
        let other_currency_transactions: Int

        init(_ card: CashFlowCard) {
            period = card.period.label
            money_in = MoneyJSON(card.moneyIn)
            money_out = MoneyJSON(card.moneyOut)
            net = MoneyJSON(card.net)
            transactions = card.transactionCount
            other_currency_transactions = card.otherCurrencyCount
        }
    }

    struct ScreenJSON: Encodable {
        let screen = "home"
        let title = "Home"
        let cash_flow: CardJSON
        /// The same card for each other currency with transactions this month.
        let other_currencies: [CardJSON]
        let recent: [TransactionJSON]
        /// This month's budgets that are over, heading over at this rate, or 80 % spent.
        let budgets_to_watch: [BudgetWatchJSON]
        /// Recurring bills due in the next 7 days, soonest first.
        let due_soon: [DueJSON]
    }

    struct DueJSON: Encodable {
        let day: String
        let merchant: String
        let amount: MoneyJSON
    }

    struct BudgetWatchJSON: Encodable {
        let category: String
        let spent: MoneyJSON
        let limit: MoneyJSON
        let pace: String
    }

    static func run(_ words: [String], context: AppContext) throws {
        let arguments = try CommandArguments(words, spec: spec)
        let store = try context.readableStore()
        let month = try PeriodChoice.period(arguments, context: context, allowsAll: false)
        let card: CashFlowCard, recent: [TransactionJSON], others: [CashFlowCard], watched: [BudgetStatus],
            due: [DueJSON]
        let weekAhead = CalendarDay(daysSinceEpoch: context.today.daysSinceEpoch + 7)!
        due = try store.recurrences().flatMap { stored in
            stored.rule.occurrences(after: context.today, through: weekAhead).map {
                DueJSON(day: $0.description, merchant: stored.rule.merchant, amount: MoneyJSON(stored.rule.amount))
            }
        }.sorted { ($0.day, $0.merchant) < ($1.day, $1.merchant) }
        watched = try store.budgetStatuses(
            in: BudgetMonth(context.today), today: context.today, calendar: context.calendar
        )
        .filter(\.needsAttention)
        card = try store.cashFlowCard(in: month, calendar: context.calendar, currency: context.defaultCurrency)
        others =
            card.otherCurrencyCount > 0
            ? try OtherCurrencies.cards(
                in: month, besides: context.defaultCurrency, store: store, calendar: context.calendar) : []
        let accounts = Dictionary(uniqueKeysWithValues: try store.accounts().map { ($0.id, $0) })
        recent = try store.transactionPage(matching: TransactionFilter(), calendar: context.calendar, limit: 5).entries
            .map { TransactionJSON($0, accounts: accounts, calendar: context.calendar) }
        if arguments.wantsJSON {
            JSONOutput.write(
                ScreenJSON(
                    cash_flow: CardJSON(card), other_currencies: others.map(CardJSON.init), recent: recent,
                    budgets_to_watch: watched.map {
                        BudgetWatchJSON(
                            category: $0.category, spent: MoneyJSON($0.spent), limit: MoneyJSON($0.limit),
                            pace: $0.paceText)
                    }, due_soon: due), to: context.output)
            return
        }
        let style = TerminalStyle(context)
        context.output.line(style.bold("Home") + " — cash flow for \(month.label)")
        // A store that holds transactions (imported, restored or used elsewhere) needs no welcome.
        if !context.preferences.value(.onboardingCompleted).isOn && recent.isEmpty { welcome(context) }
        context.output.line("  Money in   \(style.green(MoneyFormatter.format(card.moneyIn)))")
        context.output.line("  Money out  \(style.red(MoneyFormatter.format(card.moneyOut)))")
        context.output.line("  Net        \(style.bold(MoneyFormatter.format(card.net)))")
        var rates: [ExchangeRate] = []
        if arguments.has(Self.convert) {
            rates = try store.rates()
        }
        for other in others {
            context.output.line(
                "  " + OtherCurrencies.line(other)
                    + (arguments.has(Self.convert)
                        ? OtherCurrencies.converted(
                            [("in", other.moneyIn), ("out", other.moneyOut)], on: context.today, rates: rates,
                            home: context.defaultCurrency) : ""))
        }
        for status in watched {
            context.output.line(
                "  Budget \(TerminalText.visible(status.category)): \(MoneyFormatter.format(status.spent)) of "
                    + "\(MoneyFormatter.format(status.limit)) spent, " + style.red(status.paceText))
        }
        for bill in due {
            context.output.line("  Due \(bill.day): \(TerminalText.visible(bill.merchant)) \(bill.amount.display)")
        }
        context.output.line(style.bold("Recent activity"))
        if recent.isEmpty {
            context.output.line("  Nothing yet: 'spendrop add 12.50 \"Nasi lemak\"' records your first expense.")
        }
        for line in TransactionTable(rows: recent).lines { context.output.line("  " + line) }
    }

    /// The first Home a person sees starts with three lines on how to begin; once shown,
    /// `onboardingCompleted` is set so it is not shown again (if it cannot be saved, it shows next time).
    static func welcome(_ context: AppContext) {
        context.output.line("  Welcome to spendrop. To start: 'spendrop add 12.50 \"Nasi lemak\"' records money out,")
        context.output.line(
            "  'spendrop income 3500 Salary' money in, and 'spendrop split 30 Dinner --with Aisyah' a shared bill;")
        context.output.line("  'spendrop help' lists every command.")
        try? context.preferences.set(FlagState.on, for: .onboardingCompleted)
    }
}
