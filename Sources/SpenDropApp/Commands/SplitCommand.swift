import Basics
import SpenDropCore
import SpenDropStore

/// `spendrop split AMOUNT MERCHANT --with NAME[,NAME…]`: shares a bill between you and others.
/// When you paid, the bill is also recorded as Money Out, linked to the split. `--group NAME` keeps
/// it with a trip's other bills (`paybook --group NAME`).
enum SplitCommand: AppCommand {
    static let spec = CommandSpec(
        ["split"], "split a bill with friends; PayBook shows who owes whom",
        positionals: [
            .init("AMOUNT", "the whole bill"), .init("MERCHANT", "where it was"),
        ], options: [with, mode, parts, paidBy, account, date, category, tag, group])
    static let with = CommandOption("--with", "NAME[,NAME…]", "who shares it with you", required: true)
    static let mode = CommandOption(
        "--mode", "MODE", "how it is split (default equal)", allowed: ["equal", "exact", "percent", "shares"])
    static let parts = CommandOption(
        "--parts", "P,P,…", "each person's amount, percent or shares, you first, for the other modes")
    static let paidBy = CommandOption.text(
        "--paid-by", "me|NAME", "who paid the bill (default me)", field: "--paid-by name")
    static let account = CommandOption(
        "--account", "A", "the account a bill you paid left (default: the first in its currency)")
    static let date = CommandOption.day("--date", "the day (default: today)")
    static let category = CommandOption.text(
        "--category", "C", "the category of the bill (my share of it is my spending)", field: "category")
    static let tag = CommandOption("--tag", "T", "a tag on the bill, whoever paid it; repeat for more")
    static let group = CommandOption.text(
        "--group", "NAME", "keep it with a trip's other bills; 'paybook --group NAME' shows their balances",
        field: "group name")

    static func run(_ words: [String], context: AppContext) throws {
        let arguments = try CommandArguments(words, spec: spec)
        let positional = arguments.positional
        // A bare amount is in the currency of the account named for the bill, as for `add`.
        let named = try arguments.value(Self.account)
        let opened = try named.map { (_: String) throws in try context.store() }
        let accountCurrency = try opened.flatMap { (store: Store) throws in
            try AccountChoice.currency(ofAccountNamed: named, store: store, context: context)
        }
        let total = try InputReading.positiveAmount(positional[0], context: context, defaultCurrency: accountCurrency)
        let merchant = try InputReading.text(positional[1], field: "merchant")
        let with = try arguments.value(Self.with) ?? ""
        let names = try with.split(separator: ",", omittingEmptySubsequences: false).map { (name: Substring) throws in
            try InputReading.text(String(name), field: "person's name in --with")
        }
        if names.contains(where: { ["me", "you"].contains($0.lowercased()) }) {
            throw AppError.usage(
                "you are always in a split, so --with lists only the others (--with Aisyah,Ben); --paid-by me says you paid"
            )
        }
        let participants = [Person.me] + names.map { Person($0) }
        let payer = Person(try arguments.value(Self.paidBy) ?? "me")
        let category = try arguments.value(Self.category)
        let group = try arguments.value(Self.group)
        let tags = try InputReading.tags(arguments.values(Self.tag))
        guard payer.isMe || participants.contains(payer) else {
            throw AppError.usage("--paid-by '\(payer)' is not in the split; name someone from --with, or me")
        }
        let mode = try splitMode(arguments, participants: participants.count, total: total, context: context)
        let day = try arguments.value(Self.date) ?? context.today
        let split: Split
        do {
            split = try SplitCalculator.split(total, among: participants, paidBy: payer, mode: mode)
        } catch {
            throw AppError.refused(error.description)
        }
        let store: Store
        if let opened { store = opened } else { store = try context.store() }
        let parts = split.parts.map {
            "\($0.person.isMe ? "you" : $0.person.description) \(MoneyFormatter.format($0.amount))"
        }
        let sentence = try ChangeRecording.run(
            store, context: context,
            { () throws -> String in
                let group = try PayBookCommand.spelling(ofGroup: group, store: store)
                var bill = ""
                if payer.isMe {
                    let account = try AccountChoice.resolve(
                        named, currency: total.currency, store: store, context: context)
                    let moment = InputReading.moment(on: day, context: context)
                    var draft = SharedMoney.bill(
                        split, account: account.id, at: moment.instant, utcOffset: moment.utcOffset, merchant: merchant,
                        category: category, note: "split with \(names.joined(separator: ", "))")
                    draft.tags = Tags.normalised(tags)
                    bill =
                        " (\(try store.recordSplitBill(draft, split: split, entryID: PayBookEntryID("split-\(context.makeID())"), day: day, group: group)))"
                } else {
                    let id = try store.record(
                        PayBookEntry(
                            id: PayBookEntryID("split-\(context.makeID())"), day: day, record: .split(split),
                            group: group),
                        description: merchant, category: category, tags: tags)
                    bill = id.map { " (\($0))" } ?? ""
                }
                let inGroup = group.map { " in \($0)" } ?? ""
                return
                    "Split \(MoneyFormatter.format(total)) at \(merchant)\(bill)\(inGroup): \(parts.joined(separator: ", "))."
            }, summary: { $0 })
        context.output.line(TerminalText.visible(sentence))
        let book: PayBook = try store.payBook()
        for person in participants where !person.isMe {
            context.output.line(book.balance(with: person, in: total.currency).description + ".")
        }
    }

    static func splitMode(
        _ arguments: CommandArguments, participants: Int, total: Money, context: AppContext
    ) throws -> SplitMode {
        let mode = try arguments.value(Self.mode) ?? "equal"
        let parts =
            try arguments.value(Self.parts)?.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } ?? []
        if mode != "equal" && parts.isEmpty {
            throw AppError.usage("--mode \(mode) needs --parts with one value for you and each person, in order")
        }
        switch mode {
        case "equal":
            if !parts.isEmpty { throw AppError.usage("--parts goes with --mode exact, percent or shares") }
            return .equal
        case "exact":
            return .exact(
                try parts.map { (text: String) throws(AppError) in
                    try InputReading.amount(
                        text.contains(where: \.isLetter) ? text : "\(total.currency.code) \(text)", context: context)
                })
        case "percent":
            return .percent(
                basisPoints: try parts.map { (text: String) throws(AppError) in
                    guard let points = BasisPoints.parse(text.hasSuffix("%") ? String(text.dropLast()) : text) else {
                        throw AppError.usage("'\(text)' is not a percentage like 33.33")
                    }
                    return points
                })
        case "shares":
            return .shares(
                try parts.map { (text: String) throws(AppError) in
                    guard let shares = Int(text) else {
                        throw AppError.usage("'\(text)' is not a whole number of shares")
                    }
                    return shares
                })
        default:
            throw AppError.usage("--mode is equal, exact, percent or shares, not '\(mode)'")
        }
    }
}
