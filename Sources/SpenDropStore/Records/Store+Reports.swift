import Foundation
import SpenDropCore

/// Sums for reports, read from `daily_totals`, kept by the day each transaction happened on where
/// it happened, so a report costs the same for a month or for all time and no time zone moves a
/// transaction into another period; my shares of bills others paid (`OwedShare`) are added from
/// the PayBook's own small tables, by their day.
extension Store {
    /// The SQL condition (and its arguments) that keeps transactions whose day, where they
    /// happened, is from day `first` through day `last` (days since 1970-01-01; either may be
    /// open): exact on the local day, and bounded on `occurred_at` as well (no clock is more than
    /// 18 hours from UTC), so the index by time still narrows the rows read.
    static func localDays(
        from first: Int64?, through last: Int64?, table: String = ""
    ) -> (condition: String, arguments: [SQLiteValue]) {
        let prefix = table.isEmpty ? "" : "\(table)."
        var conditions: [String] = [], arguments: [SQLiteValue] = []
        if let first {
            conditions += ["\(prefix)occurred_at >= ?", "\(prefix)occurred_at + \(prefix)utc_offset >= ?"]
            arguments += [.integer(first * 86_400 - 64_800), .integer(first * 86_400)]
        }
        if let last {
            conditions += ["\(prefix)occurred_at < ?", "\(prefix)occurred_at + \(prefix)utc_offset < ?"]
            arguments += [.integer((last + 1) * 86_400 + 64_800), .integer((last + 1) * 86_400)]
        }
        return (conditions.joined(separator: " AND "), arguments)
    }

    /// One (currency, kind, category) sum over a span.
    struct SpanTotal: Hashable {
        let currency: String
        let kind: String
        let category: String
        var amount: Int64
        var count: Int
    }

    /// The cash-flow card for `period` in `currency` (transfers excluded); `calendar` places each
    /// bill someone else paid at the start of its day.
    public func cashFlowCard(
        in period: ReportingPeriod, calendar: ReportingCalendar, currency: Currency
    ) throws(StoreError) -> CashFlowCard {
        try cashFlowSeries(over: [period], calendar: calendar, currency: currency)[0]
    }

    /// One cash-flow card per period.
    public func cashFlowSeries(
        over periods: [ReportingPeriod], calendar: ReportingCalendar, currency: Currency
    ) throws(StoreError) -> [CashFlowCard] {
        try read {
            try periods.map { period in
                let totals = try spanTotals(period, calendar: calendar)
                var moneyIn: Int64 = 0, moneyOut: Int64 = 0, count = 0, others = 0
                for total in totals where total.kind != "transfer" {
                    guard total.currency == currency.code else {
                        others += total.count
                        continue
                    }
                    count += total.count
                    if total.kind == "in" { moneyIn += total.amount } else { moneyOut += total.amount }
                }
                return try CashFlowCard(
                    period: period, moneyIn: Money(minorUnits: moneyIn, currency: currency),
                    moneyOut: Money(minorUnits: moneyOut, currency: currency),
                    transactionCount: count, otherCurrencyCount: others)
            }
        }
    }

    /// Money Out by category for `period`, with the cash-flow view of its sub-periods.
    public func breakdown(
        of period: ReportingPeriod, calendar: ReportingCalendar, currency: Currency
    ) throws(StoreError) -> CategoryBreakdown {
        let totals: [CategoryBreakdown.Total] = try read {
            try spanTotals(period, calendar: calendar)
                .filter { $0.currency == currency.code && $0.kind == "out" }
                .map {
                    CategoryBreakdown.Total(
                        category: $0.category.isEmpty ? nil : $0.category, amountMinor: $0.amount,
                        transactionCount: $0.count)
                }
        }
        var earliest: Date?, latest: Date?
        if period.interval == nil {
            try read {
                try database.query(
                    sql: "SELECT min(local_day), max(local_day) FROM daily_totals WHERE currency = ? AND kind = 'out'",
                    arguments: [.text(currency.code)]
                ) { row in
                    earliest = row.optionalInt64(0).flatMap(CalendarDay.init(daysSinceEpoch:)).map {
                        calendar.start(of: $0)
                    }
                    latest = row.optionalInt64(1).flatMap(CalendarDay.init(daysSinceEpoch:)).map {
                        calendar.start(of: $0)
                    }
                }
                try database.query(
                    sql:
                        "SELECT min(e.occurred_on), max(e.occurred_on) FROM (\(Store.owedSharesSQL)) AS e WHERE e.currency = ?",
                    arguments: Store.owedShareDays(.allTime) + [.text(currency.code)]
                ) { row in
                    for text in [row.text(0), row.text(1)] {
                        guard let text, let day = try? CalendarDay.parse(text) else { continue }
                        let instant = calendar.start(of: day)
                        if earliest.map({ instant < $0 }) ?? true { earliest = instant }
                        if latest.map({ instant > $0 }) ?? true { latest = instant }
                    }
                }
            }
        }
        let series = try cashFlowSeries(
            over: calendar.subPeriods(of: period, earliest: earliest, latest: latest), calendar: calendar,
            currency: currency)
        let names = try categoryNames()
        do {
            return try CategoryBreakdown(
                period: period, currency: currency, totals: totals, cashFlow: series, names: names)
        } catch {
            throw .unreadable("the totals of \(period) do not fit in an amount")
        }
    }

    /// For each category (by `CategoryIdentity.key`), the spelling to show: the one used on its
    /// earliest day (the day a transaction happened on, as `daily_totals` keeps it; a bill someone
    /// else paid, its own day), ties to the first in sort order. Read from the small tables, never the history.
    public func categoryNames() throws(StoreError) -> [String: String] {
        try read {
            var uses: [(spelling: String, first: Int64)] = []
            try database.query(
                sql: "SELECT category, min(local_day) FROM daily_totals WHERE category <> '' GROUP BY category"
            ) { row in
                uses.append((row.text(0) ?? "", row.int64(1)))
            }
            try database.query(
                sql: """
                    SELECT s.category, min(e.occurred_on) FROM splits s JOIN paybook_entries e ON e.id = s.entry_id
                    WHERE s.paid_by_person_id IS NOT NULL AND s.category IS NOT NULL AND s.category <> '' GROUP BY s.category
                    """
            ) { row in
                if let day = try? CalendarDay.parse(row.text(1) ?? "") {
                    uses.append((row.text(0) ?? "", day.daysSinceEpoch))
                }
            }
            return CategoryIdentity.names(uses)
        }
    }

    /// Every (currency, kind, category) sum over `period`: the transactions' counted amounts and,
    /// as Money Out, my shares of bills others paid, each by the day it happened on.
    func spanTotals(_ period: ReportingPeriod, calendar: ReportingCalendar) throws -> [SpanTotal] {
        var sums: [String: SpanTotal] = [:]
        func add(currency: String, kind: String, category: String, amount: Int64, count: Int64) {
            let key = "\(currency)|\(kind)|\(category)"
            sums[key, default: SpanTotal(currency: currency, kind: kind, category: category, amount: 0, count: 0)]
                .amount += amount
            sums[key]!.count += Int(count)
        }
        func add(_ row: SQLiteRow) {
            add(
                currency: row.text(0) ?? "", kind: row.text(1) ?? "", category: row.text(2) ?? "", amount: row.int64(3),
                count: row.int64(4))
        }
        try database.query(
            sql:
                "SELECT occurred_on, currency, category, sum(minor), count(*) FROM (\(Store.owedSharesSQL)) GROUP BY 1, 2, 3",
            arguments: Store.owedShareDays(period)
        ) { row in
            add(
                currency: row.text(1) ?? "", kind: "out", category: row.text(2) ?? "", amount: row.int64(3),
                count: row.int64(4))
        }
        guard let days = period.days else {
            try database.query(sql: Store.allTimeTotalsSQL, arguments: [], add)
            return Array(sums.values)
        }
        try database.query(
            sql: Store.dayTotalsSQL, arguments: [.integer(days.lowerBound), .integer(days.upperBound)], add)
        return Array(sums.values)
    }

    /// All time: every row of `daily_totals`.
    static let allTimeTotalsSQL = """
        SELECT currency, kind, category, sum(total_minor), sum(transaction_count) FROM daily_totals GROUP BY 1, 2, 3
        """

    /// The days of a period (`local_day` from, through, both included): rows of `daily_totals`.
    static let dayTotalsSQL = """
        SELECT currency, kind, category, sum(total_minor), sum(transaction_count) FROM daily_totals
        WHERE local_day BETWEEN ? AND ? GROUP BY 1, 2, 3
        """

    /// The first two arguments of `owedSharesSQL`: the period's first and last day as ISO days, or
    /// days before and after any there is when the period is all time.
    static func owedShareDays(_ period: ReportingPeriod) -> [SQLiteValue] {
        let days = period.days.map { ($0.lowerBound, $0.upperBound) }
        return [
            .text(days.flatMap { CalendarDay(daysSinceEpoch: $0.0) }?.description ?? "0000-00-00"),
            .text(days.flatMap { CalendarDay(daysSinceEpoch: $0.1) }?.description ?? "9999-99-99"),
        ]
    }

    /// My share of each bill someone else paid whose day is between `?1` and `?2` (ISO days, both
    /// included; `owedShareDays`): its day, currency, category ('' for none) and my part (`minor`).
    static let owedSharesSQL = """
        SELECT e.occurred_on AS occurred_on, s.currency AS currency, coalesce(s.category, '') AS category, p.amount_minor AS minor,
               s.entry_id AS entry_id
        FROM splits s JOIN paybook_entries e ON e.id = s.entry_id JOIN split_parts p ON p.entry_id = s.entry_id AND p.person_id IS NULL
        WHERE s.paid_by_person_id IS NOT NULL AND p.amount_minor > 0 AND e.occurred_on BETWEEN ?1 AND ?2
        """

    /// My shares of every bill someone else paid, oldest first, each at the start of its day in
    /// `calendar`: what the stored reports add, for checks to compare with the core's.
    public func owedShares(calendar: ReportingCalendar) throws(StoreError) -> [OwedShare] {
        try payBookEntries().compactMap { entry, category in
            guard case .split(let split) = entry.record else { return nil }
            return SharedMoney.owedShare(of: split, day: entry.day, category: category, calendar: calendar)
        }
    }

    /// Every query reports run, with what its two parameters mean, so a benchmark can show
    /// `EXPLAIN QUERY PLAN` for each.
    public static let reportQueries: [(label: String, sql: String)] = [
        ("all time (daily_totals)", allTimeTotalsSQL),
        ("the days of a period (daily_totals; local_day from, through)", dayTotalsSQL),
    ]
}

extension Store {
    /// Money Out by tag in `period` and `currency` (`Tags.spending`'s rule, answered in SQL): each
    /// tag's counted spending, a transaction with two tags under both, and the untagged as nil,
    /// my shares of bills others paid among them; each by the day it happened on.
    public func tagSpending(
        in period: ReportingPeriod, currency: Currency
    ) throws(StoreError) -> [(tag: String?, amount: Money, count: Int)] {
        try read {
            var owedAmount: Int64 = 0, owedCount: Int64 = 0
            let owedWindow = Store.owedShareDays(period) + [.text(currency.code)]
            try database.query(
                sql: """
                    SELECT sum(minor), count(*) FROM (\(Store.owedSharesSQL)) AS o
                    WHERE currency = ?3 AND NOT EXISTS (SELECT 1 FROM split_tags st WHERE st.entry_id = o.entry_id)
                    """, arguments: owedWindow
            ) { row in
                owedAmount += row.int64(0)
                owedCount += row.int64(1)
            }
            // My shares of tagged bills someone else paid, under each of their tags.
            var owedByTag: [String: (amount: Int64, count: Int64)] = [:]
            try database.query(
                sql: """
                    SELECT st.tag, sum(o.minor), count(*) FROM (\(Store.owedSharesSQL)) AS o JOIN split_tags st ON st.entry_id = o.entry_id
                    WHERE o.currency = ?3 GROUP BY st.tag
                    """, arguments: owedWindow
            ) { owedByTag[$0.text(0) ?? ""] = ($0.int64(1), $0.int64(2)) }
            var window = ""
            var arguments: [SQLiteValue] = [.text(currency.code)]
            if let days = period.days {
                let local = Store.localDays(from: days.lowerBound, through: days.upperBound, table: "t")
                window = " AND " + local.condition
                arguments += local.arguments
            }
            var rows: [(tag: String?, amount: Money, count: Int)] = []
            try database.query(
                sql: """
                    SELECT tt.tag, sum(t.amount_minor - t.others_minor), count(*) FROM transaction_tags tt JOIN transactions t ON t.id = tt.transaction_id
                    WHERE t.kind = 'out' AND t.currency = ?\(window) GROUP BY tt.tag
                    """, arguments: arguments
            ) { row in
                let tag = row.text(0) ?? ""
                let owed = owedByTag.removeValue(forKey: tag) ?? (0, 0)
                rows.append(
                    (
                        tag: tag, amount: Money(minorUnits: row.int64(1) + owed.amount, currency: currency),
                        count: Int(row.int64(2) + owed.count)
                    ))
            }
            for (tag, owed) in owedByTag {
                rows.append(
                    (tag: tag, amount: Money(minorUnits: owed.amount, currency: currency), count: Int(owed.count)))
            }
            try database.query(
                sql: """
                    SELECT sum(t.amount_minor - t.others_minor), count(*) FROM transactions t
                    WHERE t.kind = 'out' AND t.currency = ?\(window) AND NOT EXISTS (SELECT 1 FROM transaction_tags tt WHERE tt.transaction_id = t.id)
                    """, arguments: arguments
            ) { row in
                let (amount, count) = (row.int64(0) + owedAmount, row.int64(1) + owedCount)
                if count > 0 {
                    rows.append((tag: nil, amount: Money(minorUnits: amount, currency: currency), count: Int(count)))
                }
            }
            return Tags.ordered(rows)
        }
    }
}
