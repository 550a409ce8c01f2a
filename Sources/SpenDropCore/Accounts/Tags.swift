import Foundation

/// Tags on transactions: labels that cut across categories, such as a trip or a project.
///
/// Promises: a tag is written lower case, without surrounding spaces or a leading `#`; a list
/// keeps each tag once, sorted, so the same tags always read, store and export the same way;
/// blank tags are dropped.
public enum Tags {
    public static func normalised(_ tags: [String]) -> [String] {
        var seen: Set<String> = []
        var kept: [String] = []
        for tag in tags {
            var text = tag.trimmingCharacters(in: .whitespaces)
            while text.hasPrefix("#") { text.removeFirst() }
            text = text.trimmingCharacters(in: .whitespaces).lowercased()
            if !text.isEmpty, seen.insert(text).inserted { kept.append(text) }
        }
        return kept.sorted()
    }

    /// Spending by tag over `transactions` in `period` and `currency`: each tag's counted Money
    /// Out (a transaction with two tags counts under both) and, as nil, the untagged spending.
    /// Largest first, then by name.
    public static func spending(
        of transactions: [Transaction], owed: [OwedShare] = [], in period: ReportingPeriod,
        currency: Currency
    ) throws(MoneyError) -> [(tag: String?, amount: Money, count: Int)] {
        var sums: [String?: (Int64, Int)] = [:]
        // My shares of bills others paid are spending too, untagged (such a bill carries no tag).
        for share in owed where share.amount.currency == currency && period.contains(day: share.day) {
            let sum = sums[nil] ?? (0, 0)
            let (total, overflow) = sum.0.addingReportingOverflow(share.amount.minorUnits)
            if overflow { throw .overflow }
            sums[nil] = (total, sum.1 + 1)
        }
        for transaction in transactions
        where transaction.kind == .moneyOut && transaction.amount.currency == currency
            && period.contains(day: transaction.day)
        {
            let keys: [String?] = transaction.tags.isEmpty ? [nil] : transaction.tags
            for key in keys {
                let sum = sums[key] ?? (0, 0)
                let (total, overflow) = sum.0.addingReportingOverflow(transaction.countedAmount.minorUnits)
                if overflow { throw .overflow }
                sums[key] = (total, sum.1 + 1)
            }
        }
        return ordered(
            sums.map { (tag: $0.key, amount: Money(minorUnits: $0.value.0, currency: currency), count: $0.value.1) })
    }

    /// Rows of spending by tag in the order screens show them: largest first, then by tag, the
    /// untagged (nil) after tags of the same amount.
    public static func ordered(
        _ rows: [(tag: String?, amount: Money, count: Int)]
    ) -> [(tag: String?, amount: Money, count: Int)] {
        rows.sorted { left, right in
            if left.amount.minorUnits != right.amount.minorUnits {
                return left.amount.minorUnits > right.amount.minorUnits
            }
            switch (left.tag, right.tag) {
            case (let a?, let b?): return a < b
            case (_?, nil): return true
            default: return false
            }
        }
    }
}
