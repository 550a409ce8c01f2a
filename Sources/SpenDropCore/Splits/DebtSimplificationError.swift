/// Why a set of balances cannot be simplified; each case reads as one sentence.
public enum DebtSimplificationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Two balances are in different currencies; simplify each currency on its own.
    case mixedCurrencies(Currency, Currency)
    /// The balances do not sum to zero; carries their sum.
    case unbalanced(Money)
    /// The balances are too large to add up.
    case amountTooLarge

    public var description: String {
        switch self {
        case .mixedCurrencies(let one, let other):
            return "The balances mix \(one.code) and \(other.code); simplify each currency on its own."
        case .unbalanced(let sum):
            return "The balances add up to \(sum) instead of zero, so they cannot all be paid off."
        case .amountTooLarge:
            return "The balances are too large to add up."
        }
    }
}
