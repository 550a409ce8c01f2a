/// Divides a total among people in a `SplitMode`, exactly to the minor unit.
///
/// Promises:
/// - The parts always add up to exactly the total; no floating-point step is taken.
/// - For `.equal`, `.percent` and `.shares`, each part is its exact share rounded down or up.
///   Leftover minor units go by largest remainder; equal remainders go first to the payer (when
///   the payer takes a part), then in participant order. So RM 10.00 three ways is
///   3.34 / 3.33 / 3.33 when the first person paid, and 3.33 / 3.33 / 3.34 when the third did.
/// - Every refusal is a `SplitError`: the people are checked first (at least one, every name
///   non-blank, nobody twice ignoring case), then the total (more than zero), then the parts.
///
/// - Complexity: O(n log n) for n participants.
public enum SplitCalculator {
    /// Splits `total`, paid by `payer`, among `participants` in order. The payer may be outside
    /// the participants, having paid for others.
    public static func split(
        _ total: Money, among participants: [Person], paidBy payer: Person,
        mode: SplitMode
    ) throws(SplitError) -> Split {
        try checkPeople(participants, payer: payer)
        guard total.minorUnits > 0 else { throw .nonPositiveTotal(total) }

        let amounts: [Int64]
        switch mode {
        case .equal:
            amounts = apportion(
                total, participants, payer, weights: Array(repeating: 1, count: participants.count),
                weightSum: UInt64(participants.count))
        case .exact(let parts):
            try checkCount(parts.count, participants)
            amounts = try exactAmounts(parts, total: total)
        case .percent(let basisPoints):
            try checkCount(basisPoints.count, participants)
            let weights = try percentWeights(basisPoints)
            amounts = apportion(
                total, participants, payer, weights: weights,
                weightSum: UInt64(SplitMode.wholeInBasisPoints))
        case .shares(let shares):
            try checkCount(shares.count, participants)
            let (weights, weightSum) = try shareWeights(shares)
            amounts = apportion(total, participants, payer, weights: weights, weightSum: weightSum)
        }

        let parts = zip(participants, amounts).map { person, amount in
            SplitPart(person: person, amount: Money(minorUnits: amount, currency: total.currency))
        }
        return Split(checkedTotal: total, paidBy: payer, parts: parts)
    }

    private static func checkPeople(_ participants: [Person], payer: Person) throws(SplitError) {
        if participants.isEmpty { throw .noParticipants }
        if payer.isBlank || participants.contains(where: \.isBlank) { throw .blankName }
        var seen = Set<Person>()
        for person in participants where !seen.insert(person).inserted {
            throw .duplicateParticipant(person)
        }
    }

    private static func checkCount(_ parts: Int, _ participants: [Person]) throws(SplitError) {
        if parts != participants.count { throw .wrongNumberOfParts(people: participants.count, parts: parts) }
    }

    private static func exactAmounts(_ parts: [Money], total: Money) throws(SplitError) -> [Int64] {
        var sum: Int64 = 0
        for part in parts {
            if part.currency != total.currency { throw .currencyMismatch(total: total.currency, part: part.currency) }
            if part.isNegative { throw .negativePart(part) }
            let (next, overflow) = sum.addingReportingOverflow(part.minorUnits)
            if overflow { throw .amountTooLarge }
            sum = next
        }
        if sum != total.minorUnits {
            throw .exactPartsDoNotAddUp(partsTotal: Money(minorUnits: sum, currency: total.currency), total: total)
        }
        return parts.map(\.minorUnits)
    }

    private static func percentWeights(_ basisPoints: [Int]) throws(SplitError) -> [UInt64] {
        var sum = 0
        for value in basisPoints {
            if value < 0 { throw .negativePercentage(basisPoints: value) }
            let (next, overflow) = sum.addingReportingOverflow(value)
            if overflow { throw .amountTooLarge }
            sum = next
        }
        if sum != SplitMode.wholeInBasisPoints { throw .percentagesDoNotAddUp(basisPoints: sum) }
        return basisPoints.map { UInt64($0) }
    }

    private static func shareWeights(_ shares: [Int]) throws(SplitError) -> ([UInt64], UInt64) {
        var sum: UInt64 = 0
        for value in shares {
            if value <= 0 { throw .nonPositiveShare(value) }
            let (next, overflow) = sum.addingReportingOverflow(UInt64(value))
            if overflow { throw .amountTooLarge }
            sum = next
        }
        return (shares.map { UInt64($0) }, sum)
    }

    private static func apportion(
        _ total: Money, _ participants: [Person], _ payer: Person,
        weights: [UInt64], weightSum: UInt64
    ) -> [Int64] {
        LargestRemainder.apportion(
            total.minorUnits, weights: weights, weightSum: weightSum,
            favoured: participants.firstIndex(of: payer))
    }
}
