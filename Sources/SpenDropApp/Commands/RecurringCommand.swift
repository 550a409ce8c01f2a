import Basics
import SpenDropCore
import SpenDropStore

/// `spendrop recurring` lists the recurring bills with their next day; `recurring add AMOUNT
/// MERCHANT --every day|week|month|year [--day N] [--account A] [--category C] [--from D]
/// [--until D]` adds one; `recurring edit ID [--amount A] [--day N] [--account A] [--category C]
/// [--until D]` changes one from its next booking on; `recurring remove ID` stops one (what was
/// booked stays). Bills that have come due are booked when spendrop next runs a command.
enum RecurringCommand: AppCommand {
    static let spec = CommandSpec(
        ["recurring"], "bills that come again: each with its next day", json: true,
        subcommands: [
            addSpec,
            editSpec,
            removeSpec,
        ])

    struct RuleJSON: Encodable {
        let id: Int64
        let amount: MoneyJSON
        let merchant: String
        let account: String
        let category: String?
        let every: String
        let day: Int?
        let from: String
        let until: String?
        let last_booked: String?
        let next: String?
        /// Why the bill is not being booked (its account is closed); absent while it is.
        let stopped: String?
    }

    struct ScreenJSON: Encodable {
        let screen = "recurring"
        let recurring: [RuleJSON]
    }

    static func run(_ words: [String], context: AppContext) throws {
        if words.first == "add" { return try add(Array(words.dropFirst()), context: context) }
        if words.first == "remove" { return try remove(Array(words.dropFirst()), context: context) }
        if words.first == "edit" { return try edit(Array(words.dropFirst()), context: context) }
        let arguments = try CommandArguments(words, spec: spec)
        let store = try context.readableStore()
        let stored = try store.recurrences()
        let all = try store.accounts()
        let accounts = Dictionary(uniqueKeysWithValues: all.map { ($0.id, $0.name) })
        let closed = Set(all.filter(\.isClosed).map(\.id))
        let rows = stored.map { item in
            RuleJSON(
                id: item.id, amount: MoneyJSON(item.rule.amount), merchant: item.rule.merchant,
                account: accounts[item.rule.account] ?? "",
                category: item.rule.category, every: item.rule.every.rawValue, day: item.rule.day,
                from: item.rule.from.description,
                until: item.rule.until?.description, last_booked: item.lastBooked?.description,
                next: item.rule.next(after: item.lastBooked ?? context.today).map(\.description),
                stopped: closed.contains(item.rule.account)
                    ? "\(accounts[item.rule.account] ?? "its account") is closed; 'spendrop accounts reopen' books it again"
                    : nil)
        }
        if arguments.wantsJSON {
            JSONOutput.write(ScreenJSON(recurring: rows), to: context.output)
            return
        }
        let style = TerminalStyle(context)
        context.output.line(style.bold("Recurring bills"))
        if rows.isEmpty {
            context.output.line("  None yet: 'spendrop recurring add 54.90 Netflix --every month' adds one.")
        }
        for row in rows {
            let when = row.stopped.map { "stopped: \($0)" } ?? row.next.map { "next \($0)" } ?? "ended"
            context.output.line(
                "  #\(row.id)  \(TerminalText.visible(row.merchant))  \(row.amount.display) every \(row.every)"
                    + " · \(TerminalText.visible(row.account)) · \(when)")
        }
    }

    static let addSpec = CommandSpec(
        ["recurring", "add"], "add a bill that comes every day, week, month or year; booked as it comes due",
        positionals: [.init("AMOUNT", "the bill"), .init("MERCHANT", "who it is paid to")],
        options: [every, day, account, category, from, until])
    static let every = CommandOption(
        "--every", "PERIOD", "how often", allowed: RecurrenceRule.Every.allCases.map(\.rawValue), required: true
    ) {
        (text: String) throws(AppError) in
        guard let every = RecurrenceRule.Every(rawValue: text) else {
            throw AppError.usage("--every is day, week, month or year")
        }
        return every
    }
    static let day = CommandOption(
        "--day", "N",
        "for a week: the weekday, 1 Monday to 7 Sunday; for a month: the day, 1 to 31 "
            + "(the last day in shorter months)"
    ) { (text: String) throws(AppError) -> Int in
        guard let number = Int(text) else { throw AppError.usage("--day takes a whole number, not '\(text)'") }
        return number
    }
    static let account = CommandOption("--account", "A", "the account it leaves (default: the first in its currency)")
    static let category = CommandOption.text("--category", "C", "its category", field: "category")
    static let from = CommandOption.day("--from", "the first day it is due (default: today)")
    static let until = CommandOption.day("--until", "the last day it may be due")
    static let editSpec = CommandSpec(
        ["recurring", "edit"], "change a recurring bill from its next booking on; what was booked stays",
        positionals: [.init("ID", "its id, as 'recurring' lists it")],
        options: [amount, day, account, category, until])
    static let amount = CommandOption("--amount", "AMOUNT", "the bill; a bare number is in the account's currency")

    static func edit(_ words: [String], context: AppContext) throws {
        let arguments = try CommandArguments(words, spec: editSpec)
        let id = try billID(arguments.positional[0])
        let amountText = try arguments.value(Self.amount)
        let day = try arguments.value(Self.day)
        let accountName = try arguments.value(Self.account)
        let category = try arguments.value(Self.category)
        let until = try arguments.value(Self.until)
        guard amountText != nil || day != nil || accountName != nil || category != nil || until != nil else {
            throw AppError.usage("say what to change: --amount, --day, --account, --category or --until")
        }
        let store = try context.store()
        let sentence = try ChangeRecording.run(
            store, context: context,
            { () throws -> String in
                guard let stored = try store.recurrences().first(where: { $0.id == id }) else {
                    throw StoreError.refusal(.noRecurringBill(id))
                }
                let accounts = try store.accounts()
                let before = stored.rule
                var account = accounts.first { $0.id == before.account }
                if let accountName {
                    account = try AccountChoice.resolve(
                        accountName, currency: before.amount.currency, store: store, context: context)
                }
                guard let account else { throw StoreError.refused("recurring bill #\(id) has no account") }
                let amount =
                    try amountText.map {
                        try InputReading.positiveAmount($0, context: context, defaultCurrency: account.currency)
                    } ?? before.amount
                guard account.currency == amount.currency else {
                    throw AppError.refused(
                        LedgerError.currencyDiffersFromAccount(
                            amount: amount.currency, account: account.currency, accountName: account.name
                        ).description + "; give --amount in \(account.currency.code) as well")
                }
                // A new day starts with the period after the last one booked, so no month (or week)
                // is booked twice: a bill booked on 15 November moved to the 20th next comes on
                // 20 December.
                var from = before.from
                if let day, day != before.day, let booked = stored.lastBooked {
                    from = RecurringCommand.startOfPeriod(after: booked, every: before.every)
                }
                let after: RecurrenceRule
                do throws(RecurrenceError) {
                    after = try RecurrenceRule(
                        amount: amount, merchant: before.merchant, account: account.id,
                        category: category ?? before.category, every: before.every, day: day ?? before.day,
                        from: from, until: until ?? before.until)
                } catch { throw AppError.usage(error.description) }
                _ = try store.changeRecurrence(id, to: after)
                let names = Dictionary(uniqueKeysWithValues: accounts.map { ($0.id, $0.name) })
                var changed: [String] = []
                func note(_ what: String, _ old: String, _ new: String) {
                    if old != new { changed.append("\(what) \(old) → \(new)") }
                }
                note("amount", MoneyFormatter.format(before.amount), MoneyFormatter.format(after.amount))
                note("day", shownDay(before), shownDay(after))
                note("account", names[before.account] ?? "?", account.name)
                note("category", before.category ?? "none", after.category ?? "none")
                note("last day", before.until?.description ?? "none", after.until?.description ?? "none")
                let next = after.next(after: stored.lastBooked)
                return changed.isEmpty
                    ? "Recurring bill #\(id) (\(before.merchant)) already has those values; nothing changed."
                    : "Changed recurring bill #\(id) (\(before.merchant)): \(changed.joined(separator: "; ")); "
                        + (next.map { "from its next booking, \($0)." } ?? "it comes due no more.")
            }, summary: { $0 })
        context.output.line(TerminalText.visible(sentence))
    }

    /// The first day of the week (from Monday) or month after the one holding `day`; the day after
    /// it for a daily bill. A yearly bill has no day to change.
    static func startOfPeriod(after day: CalendarDay, every: RecurrenceRule.Every) -> CalendarDay {
        switch every {
        case .day, .year: return CalendarDay(daysSinceEpoch: day.daysSinceEpoch + 1)!
        case .week: return CalendarDay(daysSinceEpoch: day.daysSinceEpoch + 8 - Int64(isoWeekday(day)))!
        case .month: return BudgetMonth(day).next.firstDay
        }
    }

    /// 1 Monday … 7 Sunday (1970-01-01 was a Thursday, 4).
    static func isoWeekday(_ day: CalendarDay) -> Int {
        Int((day.daysSinceEpoch + 3) - (day.daysSinceEpoch + 3).floorDivided(by: 7) * 7) + 1
    }

    /// The day a bill comes on, as `--day` says it: given, else its first day's day of the month
    /// or weekday.
    static func shownDay(_ rule: RecurrenceRule) -> String {
        if let day = rule.day { return String(day) }
        switch rule.every {
        case .month: return String(rule.from.day)
        case .week: return String(isoWeekday(rule.from))
        case .day, .year: return "none"
        }
    }

    /// `12` or `#12`: a recurring bill's id.
    static func billID(_ written: String) throws -> Int64 {
        let text = written.hasPrefix("#") ? String(written.dropFirst()) : written
        guard let id = Int64(text), id > 0 else {
            throw AppError.usage("'\(written)' is not a recurring bill's id; 'spendrop recurring' lists them")
        }
        return id
    }

    static let removeSpec = CommandSpec(
        ["recurring", "remove"], "stop a recurring bill; what was booked stays",
        positionals: [.init("ID", "its id, as 'recurring' lists it")])

    static func add(_ words: [String], context: AppContext) throws {
        let arguments = try CommandArguments(words, spec: addSpec)
        let named = try arguments.value(Self.account)
        let store = try context.store()
        let accountCurrency = try AccountChoice.currency(ofAccountNamed: named, store: store, context: context)
        let amount = try InputReading.positiveAmount(
            arguments.positional[0], context: context, defaultCurrency: accountCurrency)
        let merchant = try InputReading.text(arguments.positional[1], field: "merchant")
        let category = try arguments.value(Self.category)
        guard let every = try arguments.value(Self.every) else {
            throw AppError.usage("--every is day, week, month or year")
        }
        let day = try arguments.value(Self.day)
        let from = try arguments.value(Self.from) ?? context.today
        let until = try arguments.value(Self.until)
        let sentence = try ChangeRecording.run(
            store, context: context,
            { () throws -> String in
                // Inside the change: a Cash account made for the bill goes with it when it is undone.
                let account = try AccountChoice.resolve(
                    named, currency: amount.currency, store: store, context: context)
                // Checked now, as `add` checks it: a bill the account cannot keep would never book.
                guard account.currency == amount.currency else {
                    throw AppError.refused(
                        LedgerError.currencyDiffersFromAccount(
                            amount: amount.currency, account: account.currency, accountName: account.name
                        ).description)
                }
                let rule: RecurrenceRule
                do throws(RecurrenceError) {
                    rule = try RecurrenceRule(
                        amount: amount, merchant: merchant, account: account.id, category: category, every: every,
                        day: day,
                        from: from, until: until)
                } catch { throw AppError.usage(error.description) }
                let id: Int64 = try store.addRecurrence(rule)
                return
                    "Added recurring bill #\(id): \(MoneyFormatter.format(amount)) to \(merchant) every \(every.rawValue) from \(from)"
                    + (until.map { " until \($0)" } ?? "") + ", out of \(account.name); booked as it comes due."
            }, summary: { $0 })
        context.output.line(TerminalText.visible(sentence))
    }

    static func remove(_ words: [String], context: AppContext) throws {
        let arguments = try CommandArguments(words, spec: removeSpec)
        let id = try billID(arguments.positional[0])
        let store = try context.store()
        let sentence = try ChangeRecording.run(
            store, context: context,
            { () throws -> String in
                let removed: StoredRecurrence = try store.removeRecurrence(id)
                return "Stopped recurring bill #\(id) (\(removed.rule.merchant)); what was booked stays."
            }, summary: { $0 })
        context.output.line(TerminalText.visible(sentence))
    }
}
