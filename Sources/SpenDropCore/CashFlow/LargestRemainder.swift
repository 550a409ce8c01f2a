/// Shares a whole number of units among weights so the parts add up exactly: each part gets the
/// floor of its exact share, and the units left over go one each to the largest remainders.
///
/// Promises: the parts always sum to `total`; ties between equal remainders go to the earlier
/// index, so callers order the weights by who should win a tie.
/// - Complexity: O(n log n) for n weights.
public enum LargestRemainder {
    /// `total` shared in proportion to non-negative `weights`; all zeros when the weights sum to 0.
    public static func apportion(_ total: Int64, weights: [Int64]) -> [Int64] {
        let weightSum = weights.reduce(Int64(0), +)
        guard weightSum > 0 else { return weights.map { _ in 0 } }
        var parts: [Int64] = []
        var remainders: [(index: Int, remainder: Int64)] = []
        for (index, weight) in weights.enumerated() {
            let product = total.multipliedFullWidth(by: weight)
            let (quotient, remainder) = weightSum.dividingFullWidth(product)
            parts.append(quotient)
            remainders.append((index, remainder))
        }
        var leftover = total - parts.reduce(0, +)
        let order = remainders.sorted { $0.remainder != $1.remainder ? $0.remainder > $1.remainder : $0.index < $1.index }
        for entry in order where leftover > 0 {
            parts[entry.index] += 1
            leftover -= 1
        }
        return parts
    }
}
