/// Divides a whole number of minor units in proportion to weights so that the parts add up to
/// exactly the total (the largest remainder method, also called Hamilton's method).
///
/// Each part is first the exact share rounded down; the units left over (fewer than the number
/// of parts) go one each to the largest remainders. Equal remainders go to `favoured` first, then
/// in the order of the weights. Every part is therefore its exact share rounded down or up, and a
/// zero weight always gets zero.
///
/// - Complexity: O(n log n) for n weights; products are taken at full width, so no weight or
///   total can overflow.
public enum LargestRemainder {
    /// - Precondition: `total >= 0`, every weight `>= 0`, and the weights add up to `weightSum > 0`
    ///   without overflow.
    public static func apportion(_ total: Int64, weights: [UInt64], weightSum: UInt64, favoured: Int?) -> [Int64] {
        precondition(total >= 0 && weightSum > 0, "apportion needs a non-negative total and a positive weight sum")
        let amount = UInt64(total)
        var parts: [Int64] = []
        var remainders: [UInt64] = []
        parts.reserveCapacity(weights.count)
        remainders.reserveCapacity(weights.count)
        for weight in weights {
            let (quotient, remainder) = weightSum.dividingFullWidth(amount.multipliedFullWidth(by: weight))
            parts.append(Int64(quotient))
            remainders.append(remainder)
        }
        let leftover = parts.reduce(total) { $0 - $1 }
        let order = weights.indices.sorted { left, right in
            if remainders[left] != remainders[right] { return remainders[left] > remainders[right] }
            if (left == favoured) != (right == favoured) { return left == favoured }
            return left < right
        }
        for index in order.prefix(Int(leftover)) { parts[index] += 1 }
        return parts
    }
}
