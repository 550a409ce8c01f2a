import Basics
import SpenDropCore
import SpenDropStore

/// `spendrop budget [--month YYYY-MM]` shows each category's monthly limit, what was spent, what
/// is left, how much of the month is gone and the pace; `budget --year YYYY` or `--from YYYY-MM
/// [--to YYYY-MM]` each category over those months (`BudgetSpan`); `budget set CATEGORY AMOUNT [--from
/// YYYY-MM] [--rollover [--carry-overspending]]` sets a limit from a month on; `budget unset
/// CATEGORY [--from YYYY-MM]` ends it from a month on, earlier months kept.
enum BudgetCommand: AppCommand {
    static let spec = CommandSpec(
        ["budget"], "monthly limits per category: spent, left and pace, this month unless told otherwise",
        options: [month, MonthSpanChoice.year, MonthSpanChoice.from, MonthSpanChoice.to], json: true,
        subcommands: [setSpec, unsetSpec])
    static let month = monthOption("--month", "that month")
    static let setSpec = CommandSpec(
        ["budget", "set"], "set a category's monthly limit from a month on",
        positionals: [
            .init("CATEGORY", "the category, as transactions name it"), .init("AMOUNT", "the monthly limit"),
        ],
        options: [setFrom], flags: [rollover, carryOverspending])
    static let setFrom = monthOption("--from", "the first month it applies to (default: this month)")
    static let rollover = CommandSpec.Flag("--rollover", "add what is left of a month's limit to the next month's")
    static let carryOverspending = CommandSpec.Flag(
        "--carry-overspending", "with rollover, take what a month overspent from the next month's")
    static let unsetSpec = CommandSpec(
        ["budget", "unset"], "end a category's budget from a month on; the months before keep theirs",
        positionals: [.init("CATEGORY", "the category")], options: [unsetFrom])
    static let unsetFrom = monthOption("--from", "the first month without it (default: this month)")

    struct StatusJSON: Encodable {
        let category: String
        let limit: MoneyJSON
        let rolled_over: MoneyJSON
        let spent: MoneyJSON
        let left: MoneyJSON
        let spent_basis_points: Int
        let pace: String
        let pace_amount: MoneyJSON?
    }

    struct ScreenJSON: Encodable {
        let screen = "budget"
        let month: String
        let month_gone_basis_points: Int
        let budgets: [StatusJSON]
    }

    static func run(_ words: [String], context: AppContext) throws {
        if words.first == "set" { return try set(Array(words.dropFirst()), context: context) }
        if words.first == "unset" { return try unset(Array(words.dropFirst()), context: context) }
        let arguments = try CommandArguments(words, spec: spec)
        if let months = try MonthSpanChoice.months(arguments, today: context.today, monthsWithoutFrom: nil) {
            guard try arguments.value(Self.month) == nil else {
                throw AppError.usage("give --month, --year or --from/--to, one of them")
            }
            return try showSpan(months, arguments: arguments, context: context)
        }
        let month =
            try arguments.value(Self.month)
            ?? BudgetMonth(context.today)
        let store = try context.readableStore()
        let statuses: [BudgetStatus] = try store.budgetStatuses(
            in: month, today: context.today, calendar: context.calendar)
        let gone = BudgetReport.daysGone(of: month, today: context.today)
        if arguments.wantsJSON {
            JSONOutput.write(
                ScreenJSON(
                    month: month.description, month_gone_basis_points: gone * 10_000 / month.days,
                    budgets: statuses.map { status in
                        let amount: Money? = {
                            if case .over(let money) = status.pace { return money };
                            if case .overAtThisRate(let money) = status.pace { return money }; return nil
                        }()
                        return StatusJSON(
                            category: status.category, limit: MoneyJSON(status.limit),
                            rolled_over: MoneyJSON(status.rolledOver),
                            spent: MoneyJSON(status.spent), left: MoneyJSON(status.left),
                            spent_basis_points: status.spentBasisPoints,
                            pace: {
                                switch status.pace {
                                case .onTrack: "on-track";
                                case .overAtThisRate: "over-at-this-rate";
                                case .over: "over"
                                }
                            }(),
                            pace_amount: amount.map(MoneyJSON.init))
                    }), to: context.output)
            return
        }
        let style = TerminalStyle(context)
        context.output.line(style.bold("Budgets") + " — \(month) (\(gone) of \(Counted.text(month.days, "day")) gone)")
        if statuses.isEmpty {
            context.output.line("  No budgets for \(month): 'spendrop budget set Food 500' sets a monthly limit.")
            return
        }
        let width = min(24, max(8, statuses.map { DisplayWidth.of(TerminalText.visible($0.category)) }.max() ?? 0))
        // Amounts right-aligned in their columns, as the other lists have them.
        let columns = statuses.map { [$0.limit, $0.spent, $0.left].map(MoneyFormatter.format) }
        let widths = (0..<3).map { column in columns.map { DisplayWidth.of($0[column]) }.max() ?? 0 }
        func aligned(_ text: String, _ column: Int) -> String { DisplayWidth.rightAligned(text, to: widths[column]) }
        for (status, amounts) in zip(statuses, columns) {
            let name = DisplayWidth.cell(TerminalText.visible(status.category), width: width)
            let pace = status.pace == .onTrack ? style.green(status.paceText) : style.red(status.paceText)
            context.output.line(
                "  \(name)  \(aligned(amounts[0], 0))  spent \(aligned(amounts[1], 1))  left \(aligned(amounts[2], 2))  \(pace)"
                    + (status.rolledOver.minorUnits > 0
                        ? "  (\(MoneyFormatter.format(status.rolledOver)) rolled over)" : ""))
        }
    }

    struct SpanMonthJSON: Encodable {
        let month: String
        let limit: MoneyJSON
        let spent: MoneyJSON
        let left: MoneyJSON
    }

    struct SpanLineJSON: Encodable {
        let category: String
        let allowance: MoneyJSON
        let spent: MoneyJSON
        let left: MoneyJSON
        let months: Int
        let months_over: Int
        let by_month: [SpanMonthJSON]
    }

    struct SpanJSON: Encodable {
        let screen = "budget"
        let from: String
        let to: String
        let budgets: [SpanLineJSON]
    }

    /// Each category over `months`: what they allowed, spent and left, and how many went over.
    static func showSpan(_ months: [BudgetMonth], arguments: CommandArguments, context: AppContext) throws {
        let store = try context.readableStore()
        let span = BudgetSpan(
            statuses: try months.map {
                try store.budgetStatuses(in: $0, today: context.today, calendar: context.calendar)
            })
        let range = months.count == 1 ? "\(months[0])" : "\(months.first!) to \(months.last!)"
        if arguments.wantsJSON {
            JSONOutput.write(
                SpanJSON(
                    from: months.first!.description, to: months.last!.description,
                    budgets: span.lines.map { line in
                        SpanLineJSON(
                            category: line.category, allowance: MoneyJSON(line.allowance),
                            spent: MoneyJSON(line.spent), left: MoneyJSON(line.left), months: line.months,
                            months_over: line.monthsOver,
                            by_month: line.byMonth.map {
                                SpanMonthJSON(
                                    month: $0.month.description, limit: MoneyJSON($0.limit),
                                    spent: MoneyJSON($0.spent), left: MoneyJSON($0.left))
                            })
                    }), to: context.output)
            return
        }
        let style = TerminalStyle(context)
        context.output.line(style.bold("Budgets") + " — \(range) (\(Counted.text(months.count, "month")))")
        if span.lines.isEmpty {
            context.output.line("  No budgets in \(range): 'spendrop budget set Food 500' sets a monthly limit.")
            return
        }
        let width = min(24, max(8, span.lines.map { DisplayWidth.of(TerminalText.visible($0.category)) }.max() ?? 0))
        let columns = span.lines.map { [$0.allowance, $0.spent, $0.left].map(MoneyFormatter.format) }
        let widths = (0..<3).map { column in columns.map { DisplayWidth.of($0[column]) }.max() ?? 0 }
        func aligned(_ text: String, _ column: Int) -> String { DisplayWidth.rightAligned(text, to: widths[column]) }
        for (line, amounts) in zip(span.lines, columns) {
            let name = DisplayWidth.cell(TerminalText.visible(line.category), width: width)
            let verdict =
                line.monthsOver == 0
                ? style.green("within it in \(line.months == 1 ? "its month" : "all \(line.months) months")")
                : style.red("over in \(line.monthsOver) of \(Counted.text(line.months, "month"))")
            context.output.line(
                "  \(name)  \(aligned(amounts[0], 0))  spent \(aligned(amounts[1], 1))  left \(aligned(amounts[2], 2))  \(verdict)"
            )
        }
    }

    /// `--month YYYY-MM` (or another name): a month from 1970-01 to 2100-12.
    static func monthOption(_ name: String, _ help: String) -> CommandOption<BudgetMonth> {
        CommandOption(name, "YYYY-MM", help) { (text: String) throws(AppError) in
            guard let month = BudgetMonth(text) else {
                throw AppError.usage("\(name) takes a month from 1970-01 to 2100-12 as YYYY-MM, not '\(text)'")
            }
            return month
        }
    }

    static func set(_ words: [String], context: AppContext) throws {
        let arguments = try CommandArguments(words, spec: setSpec)
        let category = try InputReading.text(arguments.positional[0], field: "category")
        let limit = try InputReading.positiveAmount(
            arguments.positional[1], context: context, defaultCurrency: context.defaultCurrency)
        let from = try arguments.value(Self.setFrom) ?? BudgetMonth(context.today)
        let budget: Budget
        do {
            budget = try Budget(
                category: category, limit: limit, from: from, rollover: arguments.has(Self.rollover),
                carryOverspending: arguments.has(Self.carryOverspending))
        } catch { throw AppError.usage(error.description) }
        let store = try context.store()
        let sentence =
            "Budget for \(category): \(MoneyFormatter.format(limit)) a month from \(from)"
            + (budget.carryOverspending
                ? ", what is left or overspent carried into the next month."
                : budget.rollover ? ", what is left rolling over." : ".")
        try ChangeRecording.run(
            store, context: context,
            { () throws in
                try store.setBudget(budget)
            }, summary: { sentence })
        context.output.line(TerminalText.visible(sentence))
    }

    /// `budget unset CATEGORY [--from YYYY-MM]`: ends the budget from that month (this one unless
    /// told), every earlier month's kept for `budget --month`.
    static func unset(_ words: [String], context: AppContext) throws {
        let arguments = try CommandArguments(words, spec: unsetSpec)
        let category = try InputReading.text(arguments.positional[0], field: "category")
        let from = try arguments.value(Self.unsetFrom) ?? BudgetMonth(context.today)
        let store = try context.store()
        let sentence = try ChangeRecording.run(
            store, context: context,
            { () throws -> String in
                let kept: Int? = try store.endBudget(category: category, from: from)
                guard let kept else {
                    throw AppError.refused(
                        "there is no budget for \(category) from \(from); 'spendrop budget' lists them")
                }
                return kept == 0
                    ? "Removed the budget for \(category)."
                    : "Ended the budget for \(category) from \(from); the months before it keep theirs ('spendrop budget --month' shows them)."
            }, summary: { $0 })
        context.output.line(TerminalText.visible(sentence))
    }
}
