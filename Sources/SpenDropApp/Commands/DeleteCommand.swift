import Basics
import SpenDropCore
import SpenDropStore

/// `spendrop delete ID [--with-split]`: removes one transaction, or one bill someone else paid
/// with what it had me owe, as one change that `undo` reverts. The bill of a split I paid goes
/// only with its split, and only when asked.
enum DeleteCommand: AppCommand {
    static let spec = CommandSpec(
        ["delete"], "delete a transaction; 'spendrop undo' brings it back",
        positionals: [
            .init("ID", "the transaction's id as lists show it: 1042 or #1042")
        ], flags: [withSplit, force])
    static let force = CommandSpec.Flag("--force", "delete a transaction a reconciliation locked")
    static let withSplit = CommandSpec.Flag(
        "--with-split", "also delete the split whose bill it is, so nobody owes for a bill that is gone")

    static func run(_ words: [String], context: AppContext) throws {
        let arguments = try CommandArguments(words, spec: spec)
        let id = try InputReading.transactionID(arguments.positional[0])
        let store = try context.store()
        let sentence = try ChangeRecording.run(
            store, context: context,
            { () throws -> String in
                if try store.othersPaidBill(id) != nil {
                    let bill = try store.deleteOthersPaidBill(id)
                    return
                        "Deleted \(id), the bill \(bill.paidBy) paid at \(bill.merchant) (\(MoneyFormatter.format(bill.total)), your share "
                        + "\(MoneyFormatter.format(bill.myShare))) on \(bill.day), and what it had you owe."
                }
                if !arguments.has(Self.force), try store.transaction(id)?.status == .reconciled {
                    throw StoreError.refusal(.reconciled([id]))
                }
                let accounts = Dictionary(uniqueKeysWithValues: try store.accounts().map { ($0.id, $0) })
                let deleted = try store.deleteTransaction(id, withSplit: arguments.has(Self.withSplit))
                let split =
                    deleted.split.map { " and its split with \($0.others.joined(separator: ", "))" }
                    ?? deleted.settledWith.map { " and the settlement with \($0) it paid" } ?? ""
                return
                    "Deleted \(id) \(describe(deleted.transaction, accounts: accounts)) on \(deleted.transaction.day)\(split)."
            }, summary: { $0 })
        context.output.line(TerminalText.visible(sentence))
    }

    /// `Money Out RM 8.50 at Kopi from Cash`, `Money In RM 3,500.00 from Acme to Maybank`,
    /// `transfer RM 200.00 from Maybank to Cash`.
    static func describe(_ transaction: Transaction, accounts: [AccountID: Account]) -> String {
        let amount = MoneyFormatter.format(transaction.amount)
        let account = accounts[transaction.account]?.name ?? transaction.account.description
        switch transaction.kind {
        case .moneyOut: return "Money Out \(amount) at \(transaction.merchant) from \(account)"
        case .moneyIn: return "Money In \(amount) from \(transaction.merchant) to \(account)"
        case .transfer(let destination):
            return "transfer \(amount) from \(account) to \(accounts[destination]?.name ?? destination.description)"
        }
    }
}
