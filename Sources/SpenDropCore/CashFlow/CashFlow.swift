import Foundation

/// Computes cash-flow cards: one for a period, or one per sub-period for the cash-flow view.
///
/// Promises: a transaction counts in a period when the day it happened on is one of the period's, for its counted
/// amount (other people's part of it left out, see `SharedMoney`); my share of a bill someone
/// else paid (`OwedShare`) counts as Money Out on its day; transfers are excluded;
/// sums are exact and throw rather than overflow.
/// - Complexity: O(n) for a card; O(n log k) for a series of k sub-periods.
public enum CashFlow {
    public static func card(
        for transactions: [Transaction], owed: [OwedShare] = [], in period: ReportingPeriod,
        currency: Currency
    ) throws(MoneyError) -> CashFlowCard {
        try series(for: transactions, owed: owed, over: [period], currency: currency)[0]
    }

    /// One card per period of `periods`, which must be in order and not overlap.
    public static func series(
        for transactions: [Transaction], owed: [OwedShare] = [], over periods: [ReportingPeriod],
        currency: Currency
    ) throws(MoneyError) -> [CashFlowCard] {
        var moneyIn = [Int64](repeating: 0, count: periods.count)
        var moneyOut = [Int64](repeating: 0, count: periods.count)
        var counts = [Int](repeating: 0, count: periods.count)
        var others = [Int](repeating: 0, count: periods.count)
        let bucket = PeriodLocator(periods)
        for transaction in transactions {
            if transaction.isTransfer { continue }
            guard let index = bucket.index(of: transaction.day) else { continue }
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
            guard let index = bucket.index(of: share.day) else { continue }
            guard share.amount.currency == currency else {
                others[index] += 1
                continue
            }
            counts[index] += 1
            var overflow = false
            (moneyOut[index], overflow) = moneyOut[index].addingReportingOverflow(share.amount.minorUnits)
            if overflow { throw .overflow }
        }
        var cards: [CashFlowCard] = []
        for (index, period) in periods.enumerated() {
            cards.append(
                try CashFlowCard(
                    period: period,
                    moneyIn: Money(minorUnits: moneyIn[index], currency: currency),
                    moneyOut: Money(minorUnits: moneyOut[index], currency: currency),
                    transactionCount: counts[index], otherCurrencyCount: others[index]))
        }
        return cards
    }
}

/// Finds which of a list of ordered, non-overlapping periods holds an instant, by binary search.
struct PeriodLocator {
    private let firstDays: [Int64]
    private let lastDays: [Int64]
    private let hasAllTime: Bool

    init(_ periods: [ReportingPeriod]) {
        hasAllTime = periods.count == 1 && periods[0].days == nil
        firstDays = periods.compactMap { $0.days?.lowerBound }
        lastDays = periods.compactMap { $0.days?.upperBound }
    }

    /// The period `day` is one of the days of.
    func index(of day: CalendarDay) -> Int? {
        if hasAllTime { return 0 }
        let number = day.daysSinceEpoch
        var low = 0, high = firstDays.count
        while low < high {
            let middle = (low + high) / 2
            if firstDays[middle] <= number { low = middle + 1 } else { high = middle }
        }
        let candidate = low - 1
        guard candidate >= 0, number <= lastDays[candidate] else { return nil }
        return candidate
    }
}
