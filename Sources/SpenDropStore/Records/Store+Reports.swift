import Foundation
import SpenDropCore

/// Sums for reports, read from `daily_totals` for whole UTC days and from the transactions
/// themselves (through the covering `transactions_for_reports` index) for the partial days at a
/// period's edges, so a report costs the same for a month or for all time.
extension Store {
    /// One (currency, kind, category) sum over a span.
    struct SpanTotal: Hashable {
        let currency: String
        let kind: String
        let category: String
        var amount: Int64
        var count: Int
    }

    /// The cash-flow card for `period` in `currency` (transfers excluded).
    public func cashFlowCard(in period: ReportingPeriod, currency: Currency) throws(StoreError) -> CashFlowCard {
        try cashFlowSeries(over: [period], currency: currency)[0]
    }

    /// One cash-flow card per period.
    public func cashFlowSeries(over periods: [ReportingPeriod], currency: Currency) throws(StoreError) -> [CashFlowCard] {
        try read {
            try periods.map { period in
                let totals = try spanTotals(period.interval)
                var moneyIn: Int64 = 0, moneyOut: Int64 = 0, count = 0, others = 0
                for total in totals where total.kind != "transfer" {
                    guard total.currency == currency.code else {
                        others += total.count
                        continue
                    }
                    count += total.count
                    if total.kind == "in" { moneyIn += total.amount } else { moneyOut += total.amount }
                }
                return try CashFlowCard(period: period, moneyIn: Money(minorUnits: moneyIn, currency: currency),
                                        moneyOut: Money(minorUnits: moneyOut, currency: currency),
                                        transactionCount: count, otherCurrencyCount: others)
            }
        }
    }

    /// Money Out by category for `period`, with the cash-flow view of its sub-periods.
    public func breakdown(of period: ReportingPeriod, calendar: ReportingCalendar, currency: Currency) throws(StoreError) -> CategoryBreakdown {
        let totals: [CategoryBreakdown.Total] = try read {
            try spanTotals(period.interval)
                .filter { $0.currency == currency.code && $0.kind == "out" }
                .map { CategoryBreakdown.Total(category: $0.category.isEmpty ? nil : $0.category, amountMinor: $0.amount,
                                               transactionCount: $0.count) }
        }
        var earliest: Date?, latest: Date?
        if period.interval == nil {
            try read {
                try database.query(sql: "SELECT min(utc_day), max(utc_day) FROM daily_totals WHERE currency = ? AND kind = 'out'",
                                        arguments: [.text(currency.code)]) { row in
                    earliest = row.optionalInt64(0).map { Date(timeIntervalSince1970: TimeInterval($0 * 86_400)) }
                    latest = row.optionalInt64(1).map { Date(timeIntervalSince1970: TimeInterval($0 * 86_400 + 86_399)) }
                }
            }
        }
        let series = try cashFlowSeries(over: calendar.subPeriods(of: period, earliest: earliest, latest: latest), currency: currency)
        do {
            return try CategoryBreakdown(period: period, currency: currency, totals: totals, cashFlow: series)
        } catch {
            throw .unreadable("the totals of \(period) do not fit in an amount")
        }
    }

    /// Every (currency, kind, category) sum over `interval` (all time when nil).
    func spanTotals(_ interval: DateInterval?) throws -> [SpanTotal] {
        var sums: [String: SpanTotal] = [:]
        func add(_ row: SQLiteRow) {
            let key = "\(row.text(0) ?? "")|\(row.text(1) ?? "")|\(row.text(2) ?? "")"
            sums[key, default: SpanTotal(currency: row.text(0) ?? "", kind: row.text(1) ?? "", category: row.text(2) ?? "",
                                         amount: 0, count: 0)].amount += row.int64(3)
            sums[key]!.count += Int(row.int64(4))
        }
        guard let interval else {
            try database.query(sql: Store.allTimeTotalsSQL, arguments: [], add)
            return Array(sums.values)
        }
        let start = Int64(interval.start.timeIntervalSince1970.rounded(.up))
        let end = Int64(interval.end.timeIntervalSince1970.rounded(.up))
        let firstFullDay = (start + 86_399).floorDivided(by: 86_400)
        let endOfFullDays = end.floorDivided(by: 86_400)
        let raw = Store.edgeTotalsSQL
        if firstFullDay >= endOfFullDays {
            try database.query(sql: raw, arguments: [.integer(start), .integer(end)], add)
        } else {
            try database.query(sql: Store.fullDayTotalsSQL, arguments: [.integer(firstFullDay), .integer(endOfFullDays)], add)
            try database.query(sql: raw, arguments: [.integer(start), .integer(firstFullDay * 86_400)], add)
            try database.query(sql: raw, arguments: [.integer(endOfFullDays * 86_400), .integer(end)], add)
        }
        return Array(sums.values)
    }

    /// All time: every row of `daily_totals`.
    static let allTimeTotalsSQL = """
        SELECT currency, kind, category, sum(total_minor), sum(transaction_count) FROM daily_totals GROUP BY 1, 2, 3
        """

    /// The whole UTC days of a span (`utc_day` from, to): rows of `daily_totals`.
    static let fullDayTotalsSQL = """
        SELECT currency, kind, category, sum(total_minor), sum(transaction_count) FROM daily_totals
        WHERE utc_day >= ? AND utc_day < ? GROUP BY 1, 2, 3
        """

    /// The partial days at a span's edges (`occurred_at` from, to): transactions found through the
    /// `transactions_for_reports` index, each counted less other people's part of it.
    static let edgeTotalsSQL = """
        SELECT currency, kind, coalesce(category, ''), sum(amount_minor - others_minor), count(*) FROM transactions
        WHERE occurred_at >= ? AND occurred_at < ? GROUP BY 1, 2, 3
        """

    /// Every query reports run, with what its two parameters mean, so a benchmark can show
    /// `EXPLAIN QUERY PLAN` for each.
    public static let reportQueries: [(label: String, sql: String)] = [
        ("all time (daily_totals)", allTimeTotalsSQL),
        ("whole days of a period (daily_totals; utc_day from, to)", fullDayTotalsSQL),
        ("partial days at the edges (transactions; occurred_at from, to)", edgeTotalsSQL),
    ]
}
