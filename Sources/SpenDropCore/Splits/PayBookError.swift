/// Why the PayBook refused an entry; each case reads as one sentence a person can act on.
///
/// Promises: a refused entry changes nothing, and the sentence names who owes whom and how much,
/// so the user can see what a valid settlement would be.
public enum PayBookError: Error, Equatable, Sendable, CustomStringConvertible {
    /// An entry with this id is already recorded.
    case duplicateEntryID(PayBookEntryID)
    /// A settlement of zero or less.
    case nonPositiveSettlement(Money)
    /// A settlement from a person to themselves.
    case settlementWithSelf(Person)
    /// The two people owe each other nothing in this currency.
    case nothingOwed(Person, Person, Currency)
    /// The payment goes the wrong way: `to` owes `from` the amount `owedBack`.
    case wrongDirection(from: Person, to: Person, owedBack: Money)
    /// The payment is more than `from` owes `to`.
    case overSettlement(from: Person, to: Person, amount: Money, owed: Money)
    /// A balance would no longer fit in the integer range of minor units.
    case amountTooLarge

    public var description: String {
        switch self {
        case .duplicateEntryID(let id):
            return "The PayBook already has an entry with id \(id)."
        case .nonPositiveSettlement(let amount):
            return "A settlement must be more than zero, not \(amount)."
        case .settlementWithSelf:
            return "A settlement needs two different people."
        case .nothingOwed(let one, let other, let currency):
            return "\(OwingSentence.settledUp(one, other)) in \(currency.code); there is nothing to pay."
        case .wrongDirection(let from, let to, let owedBack):
            return "\(OwingSentence.owes(to, from, owedBack)), so a payment from \(from.objectName) "
                + "to \(to.objectName) would go the wrong way."
        case .overSettlement(let from, let to, let amount, let owed):
            let excess = Money(minorUnits: amount.minorUnits - owed.minorUnits, currency: amount.currency)
            return "\(OwingSentence.owes(from, to, owed)); paying \(amount) would be \(excess) too much."
        case .amountTooLarge:
            return "The balance would be too large to record."
        }
    }
}
