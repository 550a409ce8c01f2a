import SpenDropCore
import SpenDropStore

/// `spendrop settle NAME AMOUNT`: records a payment between you and NAME, in whichever direction
/// the debt runs; paying more than is owed is refused.
enum SettleCommand: AppCommand {
    static let name = "settle"
    static let spec = CommandSpec(["settle"], "record a payment that settles (part of) a debt", positionals: [
        .init("NAME", "who paid or was paid"), .init("AMOUNT", "how much"),
    ], options: [.init("--date", "YYYY-MM-DD", "the day (default: today)")])

    static func run(_ words: [String], context: AppContext) throws(AppError) {
        let arguments = try CommandArguments(words, spec: spec)
        let positional = arguments.positional
        let person = Person(try InputReading.text(positional[0], field: "person's name"))
        if person.isMe { throw .usage("settle up with someone else, not yourself") }
        let amount = try InputReading.positiveAmount(positional[1], context: context)
        let day = try arguments.value("--date").map { (text: String) throws(AppError) in try InputReading.day(text) } ?? context.today
        let store = try context.store()
        var book: PayBook
        do { book = try store.payBook() } catch { throw InputReading.storeFailure(error, context: context) }
        let settlement: Settlement
        let entryID = PayBookEntryID("settle-\(context.makeID())")
        do {
            settlement = try book.settleUp(with: person, amount: amount, id: entryID, day: day)
        } catch {
            throw .refused(error.description)
        }
        let sentence = "Recorded: \(settlement.from.isMe ? "you paid \(person)" : "\(person) paid you") \(MoneyFormatter.format(amount))."
        try ChangeRecording.run(store, context: context, { () throws(AppError) in
            do throws(StoreError) { try store.record(book.entries.last!, description: "") } catch { throw InputReading.storeFailure(error, context: context) }
        }, summary: { sentence })
        context.output.line(TerminalText.visible(sentence))
        context.output.line(book.balance(with: person, in: amount.currency).description + ".")
    }
}
