/// Why a split was refused; each case reads as one sentence a person can act on.
///
/// Promises: `SplitCalculator` checks the people first, then the total, then the mode's parts,
/// and reports the first rule broken, so the same input always gives the same error.
public enum SplitError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Nobody to split among.
    case noParticipants
    /// A participant or the payer has an empty name.
    case blankName
    /// The same person is listed twice (names match ignoring case); carries the second listing.
    case duplicateParticipant(Person)
    /// The total is zero or negative. A split divides money someone paid; a refund or a
    /// repayment is a settlement, not a split.
    case nonPositiveTotal(Money)
    /// The mode gives a different number of parts than there are people.
    case wrongNumberOfParts(people: Int, parts: Int)
    /// An exact part is in another currency than the total.
    case currencyMismatch(total: Currency, part: Currency)
    /// An exact part is below zero.
    case negativePart(Money)
    /// The exact parts add up to something other than the total.
    case exactPartsDoNotAddUp(partsTotal: Money, total: Money)
    /// A percentage is below zero.
    case negativePercentage(basisPoints: Int)
    /// The percentages add up to something other than 100%.
    case percentagesDoNotAddUp(basisPoints: Int)
    /// A share count is zero or negative.
    case nonPositiveShare(Int)
    /// Adding the parts, percentages or shares would overflow.
    case amountTooLarge

    public var description: String {
        switch self {
        case .noParticipants:
            return "A split needs at least one person."
        case .blankName:
            return "Every person in a split needs a name."
        case .duplicateParticipant(let person):
            return person.isMe
                ? "You appear more than once in the split; list each person once."
                : "\(person) appears more than once in the split; list each person once."
        case .nonPositiveTotal(let total):
            return "The amount to split must be more than zero, not \(total)."
        case .wrongNumberOfParts(let people, let parts):
            return "The split has \(counted(people, "person", "people")) but \(counted(parts, "part", "parts")); "
                + "give one part per person."
        case .currencyMismatch(let total, let part):
            return "A part is in \(part.code) but the total is in \(total.code); give every part in \(total.code)."
        case .negativePart(let part):
            return "A part cannot be negative, but one is \(part)."
        case .exactPartsDoNotAddUp(let partsTotal, let total):
            return "The parts add up to \(partsTotal), \(shortfall(partsTotal, total)) the total of \(total)."
        case .negativePercentage(let basisPoints):
            return "A percentage cannot be negative, but one is \(BasisPoints.percentText(basisPoints))."
        case .percentagesDoNotAddUp(let basisPoints):
            return "The percentages add up to \(BasisPoints.percentText(basisPoints)), not 100%."
        case .nonPositiveShare(let shares):
            return "Every person needs at least one share, but one has \(shares)."
        case .amountTooLarge:
            return "The amounts are too large to split."
        }
    }

    private func counted(_ count: Int, _ singular: String, _ plural: String) -> String {
        "\(count) \(count == 1 ? singular : plural)"
    }

    /// `RM 1.00 less than` or `RM 1.00 more than`.
    private func shortfall(_ partsTotal: Money, _ total: Money) -> String {
        let (difference, overflow) = total.minorUnits.subtractingReportingOverflow(partsTotal.minorUnits)
        if overflow { return "far more than" }
        let gap = Money(minorUnits: difference < 0 ? -difference : difference, currency: total.currency)
        return difference > 0 ? "\(gap) less than" : "\(gap) more than"
    }
}
