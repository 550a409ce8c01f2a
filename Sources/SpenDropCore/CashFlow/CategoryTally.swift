/// Running totals per category while a breakdown scans its transactions.
///
/// Promises: the same totals a dictionary would give. People keep a few dozen categories, so the
/// first 32 distinct ones are found by a linear scan of small strings (cheaper than hashing each
/// transaction's category); any beyond that go to a dictionary.
/// - Complexity: O(1) amortised per `add` for up to 32 categories, hashing beyond.
struct CategoryTally {
    private(set) var keys: [String?] = []
    private(set) var amounts: [Int64] = []
    private(set) var counts: [Int] = []
    private var overflowPositions: [String?: Int] = [:]
    private static let linearLimit = 32

    /// Adds `amount` to `category`'s total; throws instead of overflowing.
    mutating func add(_ amount: Int64, to category: String?) throws(MoneyError) {
        let position = self.position(of: category)
        let (sum, overflow) = amounts[position].addingReportingOverflow(amount)
        if overflow { throw .overflow }
        amounts[position] = sum
        counts[position] += 1
    }

    private mutating func position(of category: String?) -> Int {
        let linearCount = min(keys.count, CategoryTally.linearLimit)
        for index in 0..<linearCount where keys[index] == category { return index }
        if keys.count > CategoryTally.linearLimit, let position = overflowPositions[category] { return position }
        keys.append(category)
        amounts.append(0)
        counts.append(0)
        if keys.count > CategoryTally.linearLimit { overflowPositions[category] = keys.count - 1 }
        return keys.count - 1
    }
}
