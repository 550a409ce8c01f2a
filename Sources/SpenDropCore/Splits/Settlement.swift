/// A payment from one person to another that pays off what one owes: recorded by `PayBook`, or
/// suggested by `DebtSimplifier`.
///
/// Promises: a plain value; `PayBook` is what checks that a settlement is allowed.
public struct Settlement: Equatable, Sendable, CustomStringConvertible {
    public let from: Person
    public let to: Person
    public let amount: Money

    public init(from: Person, to: Person, amount: Money) {
        self.from = from
        self.to = to
        self.amount = amount
    }

    /// `You pay Ben RM 4.50`, `Aisyah pays you RM 15.00`, `Ben pays Aisyah RM 5.00`.
    public var description: String {
        "\(from.subjectName) \(from.isMe ? "pay" : "pays") \(to.objectName) \(amount)"
    }
}
