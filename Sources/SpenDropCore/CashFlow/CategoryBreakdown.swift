import Foundation

/// Where the money went in a period: Money Out per category with each category's share, and the
/// cash-flow view of the same period.
///
/// Promises: categories are sorted by amount, largest first, then by name; shares are in basis
/// points and sum to exactly 10,000 whenever anything was spent (largest remainder); money with no
/// category is one row named `Uncategorised`; transfers and other currencies are left out.
public struct CategoryBreakdown: Equatable, Sendable {
    /// One row of the breakdown.
    public struct Row: Equatable, Sendable {
        /// nil for uncategorised money.
        public let category: String?
        public let amount: Money
        /// The share of `total` in hundredths of a percent: 2500 is 25.00 %.
        public let basisPoints: Int
        public let transactionCount: Int

        public var displayName: String { category ?? CategoryBreakdown.uncategorisedName }
    }

    public static let uncategorisedName = "Uncategorised"

    public let period: ReportingPeriod
    public let total: Money
    public let rows: [Row]
    /// Money in against money out for each sub-period of `period`.
    public let cashFlow: [CashFlowCard]

    /// - Complexity: O(n) over the transactions plus O(k log k) for k categories.
    public init(transactions: [Transaction], period: ReportingPeriod, calendar: ReportingCalendar,
                currency: Currency) throws(MoneyError) {
        var tally = CategoryTally()
        var total: Int64 = 0
        var earliest: Date?, latest: Date?
        for transaction in transactions where transaction.kind == .moneyOut && transaction.amount.currency == currency {
            let instant = transaction.occurredAt
            guard period.contains(instant) else { continue }
            let amount = transaction.amount.minorUnits
            var overflow = false
            (total, overflow) = total.addingReportingOverflow(amount)
            if overflow { throw .overflow }
            tally.add(amount, to: transaction.category)
            if earliest.map({ instant < $0 }) ?? true { earliest = instant }
            if latest.map({ instant > $0 }) ?? true { latest = instant }
        }
        let ordered = tally.keys.indices.sorted { left, right in
            if tally.amounts[left] != tally.amounts[right] { return tally.amounts[left] > tally.amounts[right] }
            return (tally.keys[left] ?? CategoryBreakdown.uncategorisedName) < (tally.keys[right] ?? CategoryBreakdown.uncategorisedName)
        }
        let shares = total == 0 ? [] : LargestRemainder.apportion(10_000, weights: ordered.map { UInt64(tally.amounts[$0]) },
                                                                  weightSum: UInt64(total), favoured: nil)
        self.period = period
        self.total = Money(minorUnits: total, currency: currency)
        self.rows = zip(ordered, shares).map { position, share in
            Row(category: tally.keys[position], amount: Money(minorUnits: tally.amounts[position], currency: currency),
                basisPoints: Int(share), transactionCount: tally.counts[position])
        }
        let subPeriods = calendar.subPeriods(of: period, earliest: earliest, latest: latest)
        self.cashFlow = try CashFlow.series(for: transactions, over: subPeriods, currency: currency)
    }

}
