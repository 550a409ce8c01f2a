import SpenDropCore
import SpenDropStore

/// `spendrop transfer AMOUNT --from A --to B [--received AMOUNT] [--date D]`: moves money between
/// two accounts; between two currencies, `--received` says what arrived.
enum TransferCommand: AppCommand {
    static let name = "transfer"
    static let spec = CommandSpec(["transfer"], "move money between two of your accounts (neither income nor spending)",
                                  positionals: [.init("AMOUNT", "how much moves")],
                                  options: [.init("--from", "A", "the account it leaves", required: true),
                                            .init("--to", "B", "the account it reaches", required: true),
                                            .init("--received", "AMOUNT", "between two currencies: what reached B, in its currency (\"USD 100\")"),
                                            .init("--date", "YYYY-MM-DD", "the day (default: today)"), .init("--note", "N", "a note")])

    static func run(_ words: [String], context: AppContext) throws(AppError) {
        let arguments = try CommandArguments(words, spec: spec)
        guard let fromName = arguments.value("--from"), let toName = arguments.value("--to") else {
            throw .usage("'transfer' needs --from ACCOUNT and --to ACCOUNT")
        }
        let day = try arguments.value("--date").map { (text: String) throws(AppError) in try InputReading.day(text) }
        let note = try InputReading.text(arguments.value("--note") ?? "", field: "note", required: false)
        let store = try context.store()
        let sentence = try ChangeRecording.run(store, context: context, { () throws(AppError) -> String in
            // A bare amount is in the currency of the account it leaves.
            let amount = try InputReading.positiveAmount(arguments.positional[0], context: context,
                                                         defaultCurrency: try AccountChoice.currency(ofAccountNamed: fromName, store: store, context: context))
            let source = try AccountChoice.resolve(fromName, currency: amount.currency, store: store, context: context)
            // The destination is in the currency received, when one is given.
            let toCurrency = try AccountChoice.currency(ofAccountNamed: toName, store: store, context: context) ?? amount.currency
            let received = try arguments.value("--received").map { (text: String) throws(AppError) in
                try InputReading.positiveAmount(text, context: context, defaultCurrency: toCurrency)
            }
            let destination = try AccountChoice.resolve(toName, currency: received?.currency ?? amount.currency, store: store, context: context)
            let moment = InputReading.moment(on: day, context: context)
            let draft = Transaction(id: TransactionID(0), kind: .transfer(destination: destination.id), account: source.id, amount: amount,
                                    occurredAt: moment.instant, utcOffset: moment.utcOffset, note: note, received: received)
            let stored: Transaction
            do throws(StoreError) { stored = try store.record(draft) } catch { throw InputReading.storeFailure(error, context: context) }
            return "Moved \(MoneyFormatter.format(amount)) from \(source.name) to \(destination.name)"
                + (received.map { ", \(MoneyFormatter.format($0)) arriving" } ?? "") + " (\(stored.id))."
        }, summary: { $0 })
        context.output.line(TerminalText.visible(sentence))
    }
}
