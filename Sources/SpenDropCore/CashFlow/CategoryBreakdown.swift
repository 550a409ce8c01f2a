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

    /// What was spent in one category, as a store or a scan adds it up.
    public struct Total: Equatable, Sendable {
        public let category: String?
        public let amountMinor: Int64
        public let transactionCount: Int

        public init(category: String?, amountMinor: Int64, transactionCount: Int) {
            self.category = category
            self.amountMinor = amountMinor
            self.transactionCount = transactionCount
        }
    }

    /// The breakdown of totals already summed per category (by a store's query, say), with the
    /// cash-flow view computed alongside. Totals of zero or less are left out of the shares.
    /// Spellings of one category (`CategoryIdentity`) make one row, named as `names` says (by
    /// category key), else by the spelling that sorts first.
    public init(
        period: ReportingPeriod, currency: Currency, totals given: [Total], cashFlow: [CashFlowCard],
        names: [String: String] = [:]
    ) throws(MoneyError) {
        // By category key; nil gathers the uncategorised.
        var merged: [String?: Total] = [:]
        for total in given {
            let key = total.category.map(CategoryIdentity.key)
            let (sum, overflow) = (merged[key]?.amountMinor ?? 0).addingReportingOverflow(total.amountMinor)
            if overflow { throw .overflow }
            let name = total.category.map { category in
                key.flatMap { names[$0] } ?? min(merged[key]?.category ?? category, category)
            }
            merged[key] = Total(
                category: name, amountMinor: sum,
                transactionCount: (merged[key]?.transactionCount ?? 0) + total.transactionCount)
        }
        let totals = Array(merged.values)
        var grand: Int64 = 0
        for total in totals {
            let (sum, overflow) = grand.addingReportingOverflow(total.amountMinor)
            if overflow { throw .overflow }
            grand = sum
        }
        let ordered = totals.sorted { left, right in
            if left.amountMinor != right.amountMinor { return left.amountMinor > right.amountMinor }
            return (left.category ?? CategoryBreakdown.uncategorisedName)
                < (right.category ?? CategoryBreakdown.uncategorisedName)
        }
        let shares =
            grand <= 0
            ? ordered.map { _ in Int64(0) }
            : LargestRemainder.apportion(
                10_000, weights: ordered.map { UInt64(max(0, $0.amountMinor)) }, weightSum: UInt64(grand), favoured: nil
            )
        self.period = period
        self.total = Money(minorUnits: grand, currency: currency)
        self.rows = zip(ordered, shares).map { total, share in
            Row(
                category: total.category, amount: Money(minorUnits: total.amountMinor, currency: currency),
                basisPoints: Int(share), transactionCount: total.transactionCount)
        }
        self.cashFlow = cashFlow
    }

    /// The breakdown of Money Out among `transactions` and my shares of bills others paid
    /// (`owed`) in `period`.
    /// - Complexity: O(n) over the transactions plus O(k log k) for k categories.
    public init(
        transactions: [Transaction], owed: [OwedShare] = [], period: ReportingPeriod, calendar: ReportingCalendar,
        currency: Currency
    ) throws(MoneyError) {
        var tally = CategoryTally()
        var earliest: CalendarDay?, latest: CalendarDay?
        for transaction in transactions where transaction.kind == .moneyOut && transaction.amount.currency == currency {
            let day = transaction.day
            guard period.contains(day: day) else { continue }
            try tally.add(transaction.countedAmount.minorUnits, to: transaction.category)
            if earliest.map({ day < $0 }) ?? true { earliest = day }
            if latest.map({ day > $0 }) ?? true { latest = day }
        }
        for share in owed where share.amount.currency == currency && period.contains(day: share.day) {
            try tally.add(share.amount.minorUnits, to: share.category)
            if earliest.map({ share.day < $0 }) ?? true { earliest = share.day }
            if latest.map({ share.day > $0 }) ?? true { latest = share.day }
        }
        let subPeriods = calendar.subPeriods(
            of: period, earliest: earliest.map { calendar.start(of: $0) }, latest: latest.map { calendar.start(of: $0) }
        )
        // Each category shown as spelt on the earliest day it was used, of any kind, at any time.
        var uses: [String: Int64] = [:]
        for transaction in transactions {
            guard let category = transaction.category else { continue }
            let day = transaction.day.daysSinceEpoch
            if uses[category].map({ day < $0 }) ?? true { uses[category] = day }
        }
        for share in owed {
            guard let category = share.category else { continue }
            if uses[category].map({ share.day.daysSinceEpoch < $0 }) ?? true {
                uses[category] = share.day.daysSinceEpoch
            }
        }
        try self.init(
            period: period, currency: currency,
            totals: tally.keys.indices.map {
                Total(
                    category: tally.keys[$0], amountMinor: tally.amounts[$0],
                    transactionCount: tally.counts[$0])
            },
            cashFlow: try CashFlow.series(for: transactions, owed: owed, over: subPeriods, currency: currency),
            names: CategoryIdentity.names(uses.map { (spelling: $0.key, first: $0.value) }))
    }
}
