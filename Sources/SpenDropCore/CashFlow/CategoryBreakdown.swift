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
        var sums: [String?: (amount: Int64, count: Int)] = [:]
        var total: Int64 = 0
        var earliest: Transaction?, latest: Transaction?
        for transaction in transactions where transaction.kind == .moneyOut && transaction.amount.currency == currency {
            guard period.contains(transaction.occurredAt) else { continue }
            let key = transaction.category
            let amount = transaction.amount.minorUnits
            let current = sums[key] ?? (0, 0)
            let (sum, overflow) = current.amount.addingReportingOverflow(amount)
            if overflow { throw .overflow }
            sums[key] = (sum, current.count + 1)
            total = try Money(minorUnits: total, currency: currency).adding(transaction.amount).minorUnits
            if earliest.map({ transaction.occurredAt < $0.occurredAt }) ?? true { earliest = transaction }
            if latest.map({ transaction.occurredAt > $0.occurredAt }) ?? true { latest = transaction }
        }
        let ordered = sums.sorted { left, right in
            if left.value.amount != right.value.amount { return left.value.amount > right.value.amount }
            return (left.key ?? CategoryBreakdown.uncategorisedName) < (right.key ?? CategoryBreakdown.uncategorisedName)
        }
        let shares = LargestRemainder.apportion(10_000, weights: ordered.map(\.value.amount))
        self.period = period
        self.total = Money(minorUnits: total, currency: currency)
        self.rows = zip(ordered, shares).map { entry, share in
            Row(category: entry.key, amount: Money(minorUnits: entry.value.amount, currency: currency),
                basisPoints: Int(share), transactionCount: entry.value.count)
        }
        let subPeriods = calendar.subPeriods(of: period, earliest: earliest?.occurredAt, latest: latest?.occurredAt)
        self.cashFlow = try CashFlow.series(for: transactions, over: subPeriods, currency: currency)
    }
}
