/// Why an arithmetic step on `Money` was refused: it never wraps around and never mixes
/// currencies silently.
public enum MoneyError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The two amounts are in different currencies; convert one first.
    case currencyMismatch(Currency, Currency)
    /// The result does not fit in the integer range of minor units.
    case overflow

    public var description: String {
        switch self {
        case .currencyMismatch(let left, let right):
            return "cannot combine \(left.code) with \(right.code); record them separately or convert one first"
        case .overflow:
            return "the amount is too large to record"
        }
    }
}
