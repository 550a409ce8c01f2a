/// All that one person owes another in one currency, summed over a PayBook's entries: each split
/// part owed to the split's payer, and each settlement from A to B counted as B owing A (as it
/// pays off a debt the other way).
///
/// Promises: a plain value; `PayBook(debts:participants:)` turns a list of them back into the
/// balances that replaying the entries gives.
public struct PayBookDebt: Sendable, Equatable {
    public let debtor: Person
    public let creditor: Person
    public let amount: Money

    public init(debtor: Person, creditor: Person, amount: Money) {
        self.debtor = debtor
        self.creditor = creditor
        self.amount = amount
    }
}
