import Foundation

/// Computes cash-flow cards: one for a period, or one per sub-period for the cash-flow view.
///
/// Promises: a transaction counts in a period when its instant falls inside it, for its counted
/// amount (other people's part of it left out, see `SharedMoney`); my share of a bill someone
/// else paid (`OwedShare`) counts as Money Out at the start of its day; transfers are excluded;
/// sums are exact and throw rather than overflow.
/// - Complexity: O(n) for a card; O(n log k) for a series of k sub-periods.
public enum CashFlow {
    public static func card(for transactions: [Transaction], owed: [OwedShare] = [], in period: ReportingPeriod,
                            currency: Currency) throws(MoneyError) -> CashFlowCard {
        try series(for: transactions, owed: owed, over: [period], currency: currency)[0]
    }

    /// One card per period of `periods`, which must be in order and not overlap.
    public static func series(for transactions: [Transaction], owed: [OwedShare] = [], over periods: [ReportingPeriod],
                              currency: Currency) throws(MoneyError) -> [CashFlowCard] {
        var moneyIn = [Int64](repeating: 0, count: periods.count)
        var moneyOut = [Int64](repeating: 0, count: periods.count)
        var counts = [Int](repeating: 0, count: periods.count)
        var others = [Int](repeating: 0, count: periods.count)
        let bucket = PeriodLocator(periods)
        for transaction in transactions {
            if transaction.isTransfer { continue }
            guard let index = bucket.index(of: transaction.occurredAt) else { continue }
            if transaction.amount.currency != currency {
                others[index] += 1
                continue
            }
            counts[index] += 1
            let amount = transaction.countedAmount.minorUnits
            let overflow: Bool
            if case .moneyIn = transaction.kind {
                (moneyIn[index], overflow) = moneyIn[index].addingReportingOverflow(amount)
            } else {
                (moneyOut[index], overflow) = moneyOut[index].addingReportingOverflow(amount)
            }
            if overflow { throw .overflow }
        }
        for share in owed {
            guard let index = bucket.index(of: share.occurredAt) else { continue }
            guard share.amount.currency == currency else {
                others[index] += 1
                continue
            }
            counts[index] += 1
            // Equivalent mutant "false to true": the value is overwritten on the next line.
            var overflow = false
            (moneyOut[index], overflow) = moneyOut[index].addingReportingOverflow(share.amount.minorUnits)
            if overflow { throw .overflow }
        }
        var cards: [CashFlowCard] = []
        for (index, period) in periods.enumerated() {
            cards.append(try CashFlowCard(period: period,
                                          moneyIn: Money(minorUnits: moneyIn[index], currency: currency),
                                          moneyOut: Money(minorUnits: moneyOut[index], currency: currency),
                                          transactionCount: counts[index], otherCurrencyCount: others[index]))
        }
        return cards
    }
}

/// Finds which of a list of ordered, non-overlapping periods holds an instant, by binary search.
struct PeriodLocator {
    private let starts: [Date]
    private let ends: [Date]
    private let hasAllTime: Bool

    init(_ periods: [ReportingPeriod]) {
        hasAllTime = periods.count == 1 && periods[0].interval == nil
        starts = periods.compactMap { $0.interval?.start }
        ends = periods.compactMap { $0.interval?.end }
    }

    func index(of instant: Date) -> Int? {
        if hasAllTime { return 0 }
        var low = 0, high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= instant { low = middle + 1 } else { high = middle }
        }
        let candidate = low - 1
        guard candidate >= 0, instant < ends[candidate] else { return nil }
        return candidate
    }
}
