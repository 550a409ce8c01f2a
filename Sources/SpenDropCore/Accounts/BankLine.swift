/// How a bank's statement showed a transaction: the bank's own id for it, when the file gives one
/// (OFX `FITID`), and the text the statement wrote for it, payee and memo as the file had them.
///
/// Promises: two statements of one account that show the same transaction give the same `id`, or,
/// where the bank gives none, the same day, amount and `text`; nothing else about the transaction
/// (its merchant, its category, which rules may change) takes part in finding it again.
public struct BankLine: Hashable, Sendable {
    public let id: String?
    public let text: String

    public init(id: String?, text: String) {
        self.id = id
        self.text = text
    }
}
