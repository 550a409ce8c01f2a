import Basics
import SpenDropCore
import SpenDropStore

/// `spendrop transfer AMOUNT --from A --to B [--received AMOUNT] [--date D]`: moves money between
/// two accounts; between two currencies, `--received` says what arrived.
enum TransferCommand: AppCommand {
    static let spec = CommandSpec(
        ["transfer"], "move money between two of your accounts (neither income nor spending)",
        positionals: [.init("AMOUNT", "how much moves")], options: [from, to, received, date, note])
    static let from = CommandOption("--from", "A", "the account it leaves", required: true)
    static let to = CommandOption("--to", "B", "the account it reaches", required: true)
    static let received = CommandOption(
        "--received", "AMOUNT", "between two currencies: what reached B, in its currency (\"USD 100\")")
    static let date = CommandOption.day("--date", "the day (default: today)")
    static let note = CommandOption.text("--note", "N", "a note", field: "note", required: false)

    static func run(_ words: [String], context: AppContext) throws {
        let arguments = try CommandArguments(words, spec: spec)
        guard let fromName = try arguments.value(Self.from), let toName = try arguments.value(Self.to) else {
            throw AppError.usage("'transfer' needs --from ACCOUNT and --to ACCOUNT")
        }
        let day = try arguments.value(Self.date)
        let note = try arguments.value(Self.note) ?? ""
        let store = try context.store()
        let sentence = try ChangeRecording.run(
            store, context: context,
            { () throws -> String in
                // A bare amount is in the currency of the account it leaves.
                let amount = try InputReading.positiveAmount(
                    arguments.positional[0], context: context,
                    defaultCurrency: try AccountChoice.currency(
                        ofAccountNamed: fromName, store: store, context: context))
                let source = try AccountChoice.resolve(
                    fromName, currency: amount.currency, store: store, context: context)
                // The destination is in the currency received, when one is given.
                let toCurrency =
                    try AccountChoice.currency(ofAccountNamed: toName, store: store, context: context)
                    ?? amount.currency
                let received = try arguments.value(Self.received).map { (text: String) throws(AppError) in
                    try InputReading.positiveAmount(text, context: context, defaultCurrency: toCurrency)
                }
                let destination = try AccountChoice.resolve(
                    toName, currency: received?.currency ?? amount.currency, store: store, context: context)
                let moment = InputReading.moment(on: day, context: context)
                let draft = Transaction(
                    id: TransactionID(0), kind: .transfer(destination: destination.id), account: source.id,
                    amount: amount,
                    occurredAt: moment.instant, utcOffset: moment.utcOffset, note: note, received: received)
                let stored: Transaction = try store.record(draft)
                return "Moved \(MoneyFormatter.format(amount)) from \(source.name) to \(destination.name)"
                    + (received.map { ", \(MoneyFormatter.format($0)) arriving" } ?? "") + " (\(stored.id))."
            }, summary: { $0 })
        context.output.line(TerminalText.visible(sentence))
    }
}
