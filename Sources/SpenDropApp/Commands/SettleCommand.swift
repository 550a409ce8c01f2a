import Basics
import SpenDropCore
import SpenDropStore

/// `spendrop settle NAME AMOUNT [--account A]`: records a payment between you and NAME, in
/// whichever direction the debt runs, and the money it moved in one of your accounts (Money In
/// when they paid you, Money Out when you paid them; neither income nor spending, see
/// `SharedMoney`). Paying more than is owed is refused. `--group NAME` settles what that group's
/// splits and settlements leave owed, and is recorded in it.
enum SettleCommand: AppCommand {
    static let spec = CommandSpec(
        ["settle"], "record a payment that settles (part of) a debt, and the money it moved",
        positionals: [
            .init("NAME", "who paid or was paid"),
            .init("AMOUNT", "how much; a bare number is in the account's currency"),
        ], options: [account, date, group])
    static let account = CommandOption(
        "--account", "A", "the account the money came into or left (default: the first in its currency)")
    static let date = CommandOption.day("--date", "the day (default: today)")
    static let group = CommandOption.text(
        "--group", "NAME", "settle what is owed within that group (as 'paybook --group NAME' shows it)",
        field: "group name")

    static func run(_ words: [String], context: AppContext) throws {
        let arguments = try CommandArguments(words, spec: spec)
        let positional = arguments.positional
        let person = Person(try InputReading.text(positional[0], field: "person's name"))
        if person.isMe { throw AppError.usage("settle up with someone else, not yourself") }
        // Checked before the store is opened; with --account it is read in that account's currency.
        let accountName = try arguments.value(Self.account)
        if accountName == nil { _ = try InputReading.positiveAmount(positional[1], context: context) }
        let date = try arguments.value(Self.date)
        let group = try arguments.value(Self.group)
        let day = date ?? context.today
        let store = try context.store()
        let (sentence, balance) = try ChangeRecording.run(
            store, context: context,
            { () throws -> (String, String) in
                let accountCurrency = try AccountChoice.currency(
                    ofAccountNamed: accountName, store: store, context: context)
                let amount = try InputReading.positiveAmount(
                    positional[1], context: context, defaultCurrency: accountCurrency)
                // Within a group, what the group's splits and settlements leave owed decides the
                // direction and the most that can be paid; the whole PayBook must still replay.
                let group = try PayBookCommand.spelling(ofGroup: group, store: store)
                var book =
                    try group.map { (name: String) throws in
                        try PayBookCommand.groupBook(name, through: nil, store: store)
                    } ?? store.payBook()
                let settlement: Settlement
                do throws(PayBookError) {
                    settlement = try book.settleUp(
                        with: person, amount: amount, id: PayBookEntryID("settle-\(context.makeID())"), day: day)
                } catch {
                    throw AppError.refused((group.map { "in \($0), " } ?? "") + error.description)
                }
                let recorded = book.entries.last!
                let entry = PayBookEntry(id: recorded.id, day: recorded.day, record: recorded.record, group: group)
                let account = try AccountChoice.resolve(
                    accountName, currency: amount.currency, store: store, context: context)
                let moment = InputReading.moment(on: date, context: context)
                let movement = SharedMoney.movement(
                    of: settlement, account: account.id, at: moment.instant, utcOffset: moment.utcOffset)
                let id: TransactionID = try store.recordSettlement(entry, movement: movement)
                let what =
                    settlement.from.isMe
                    ? "you paid \(person) \(MoneyFormatter.format(amount)) from"
                    : "\(person) paid you \(MoneyFormatter.format(amount)) into"
                return (
                    "Recorded: \(what) \(account.name) (\(id))\(group.map { " in \($0)" } ?? "").",
                    book.balance(with: person, in: amount.currency).description + (group.map { " in \($0)" } ?? "")
                        + "."
                )
            }, summary: { $0.0 })
        context.output.line(TerminalText.visible(sentence))
        context.output.line(TerminalText.visible(balance))
    }
}
