import Foundation
import SpenDropCore

/// The most money a store may hold in one currency, so that no total any screen adds up (a
/// balance, a month's cash flow, a breakdown, a PayBook balance) can pass what a 64-bit integer
/// holds: every write is checked against it before it commits, and one that would pass it is
/// refused whole.
///
/// Promises: a store within capacity has, in each currency, a sum of every amount, received
/// amount, opening balance (either sign), split bill and settlement of at most
/// `largestVolumeMinor` (a quarter of `Int64.max`), so any sum or difference of its totals fits an
/// `Int64`. The check costs a read of the small tables (daily totals, splits, settlements,
/// accounts) and scans the transactions only when that read cannot vouch for the store.
enum LedgerCapacity {
    /// A quarter of `Int64.max` minor units: RM 23,058,430,092,136,939.51.
    static let largestVolumeMinor: Int64 = Int64.max / 4

    /// An upper bound of a currency's volume, from tables that stay small: the daily totals hold
    /// each transaction's amount less the others' share, and the others' share of a transaction
    /// is at most its split bill or its settlement. A received amount is only ever in the
    /// currency of a transfer's destination, between accounts of two currencies: a store whose
    /// accounts share one currency holds none, and otherwise each transfer adds at most the
    /// largest amount of the destination's currency (counted with `transfersSQL`).
    private static let boundSQL = """
        SELECT currency, sum(v) FROM (
            SELECT currency, total(total_minor) AS v FROM daily_totals GROUP BY currency
            UNION ALL SELECT currency, 2 * total(total_minor) FROM splits GROUP BY currency
            UNION ALL SELECT currency, 2 * total(amount_minor) FROM settlements GROUP BY currency
            UNION ALL SELECT currency, total(abs(opening_minor)) FROM accounts GROUP BY currency
        ) GROUP BY currency
        """
    /// How many transfers the store holds, and how many currencies its accounts have.
    private static let transfersSQL = """
        SELECT (SELECT total(transaction_count) FROM daily_totals WHERE kind = 'transfer'), (SELECT count(DISTINCT currency) FROM accounts)
        """

    /// Each currency's volume, read from every row, exactly: each value is added as its high and
    /// low 32 bits, two sums no count of rows below 2³¹ can overflow, joined as an `Int128`.
    private static let exactSQL = """
        SELECT currency, sum(high), sum(low) FROM (
            SELECT currency, sum(amount_minor >> 32) AS high, sum(amount_minor & 4294967295) AS low FROM transactions GROUP BY currency
            UNION ALL SELECT received_currency, sum(received_minor >> 32), sum(received_minor & 4294967295) FROM transactions
                WHERE received_minor IS NOT NULL GROUP BY received_currency
            UNION ALL SELECT currency, sum(total_minor >> 32), sum(total_minor & 4294967295) FROM splits GROUP BY currency
            UNION ALL SELECT currency, sum(amount_minor >> 32), sum(amount_minor & 4294967295) FROM settlements GROUP BY currency
            UNION ALL SELECT currency, sum(abs(opening_minor) >> 32), sum(abs(opening_minor) & 4294967295) FROM accounts GROUP BY currency
        ) GROUP BY currency
        """

    /// Each currency's exact volume when some currency's bound passes the limit (the rows are
    /// then read in full), nil when the small tables vouch for every currency.
    static func volumesIfNearLimit(_ database: SQLiteDatabase) throws(SQLiteError) -> [String: Int128]? {
        // The bound is added up in floating point: vouching only below 99 % of the limit leaves
        // room for its rounding.
        let limit = Double(largestVolumeMinor) * 0.99
        let counts = try database.textRows(sql: transfersSQL).first ?? []
        let transfers = counts.first.flatMap { $0 }.flatMap(Double.init) ?? 0
        let accountCurrencies = counts.count > 1 ? counts[1].flatMap(Int.init) ?? 0 : 0
        let bounds = try database.textRows(sql: boundSQL).compactMap { row -> (code: String, bound: Double)? in
            guard row.count == 2, let code = row[0], let bound = row[1].flatMap(Double.init) else { return nil }
            return (code, bound)
        }
        let nearLimit = bounds.contains { currency in
            let largest = Double(MoneyParser.largestAmount(in: Currency(code: currency.code) ?? .myr).minorUnits)
            return currency.bound + (accountCurrencies > 1 ? transfers * largest : 0) > limit
        }
        guard nearLimit else { return nil }
        return try exactVolumes(database)
    }

    /// Each currency's volume, every row read.
    static func exactVolumes(_ database: SQLiteDatabase) throws(SQLiteError) -> [String: Int128] {
        var volumes: [String: Int128] = [:]
        for row in try database.textRows(sql: exactSQL) {
            guard row.count == 3, let code = row[0], let high = row[1].flatMap(Int64.init),
                let low = row[2].flatMap(Int64.init)
            else { continue }
            volumes[code, default: 0] += Int128(high) << 32 + Int128(low)
        }
        return volumes
    }

    /// The currencies whose volume passes the limit in `database` as it is, in code order.
    static func currenciesOverLimit(_ database: SQLiteDatabase) throws(SQLiteError) -> [String] {
        guard let volumes = try volumesIfNearLimit(database) else { return [] }
        return volumes.filter { $0.value > Int128(largestVolumeMinor) }.keys.sorted()
    }

    /// The sentence for a store whose `code` amounts pass the limit.
    static func overLimit(_ code: String) -> String {
        let currency = Currency(code: code) ?? .myr
        let largest = MoneyFormatter.format(Money(minorUnits: largestVolumeMinor, currency: currency))
        return
            "the \(code) amounts in the store add up to more than \(largest), more than spendrop can add up without error"
    }

    /// Throws `StoreError.refused`, naming the currency and the limit, when the rows in `database`
    /// (in the caller's transaction) hold more than the store may in some currency, unless the
    /// write made that currency's volume no larger than it was before it (a delete from a store an
    /// older spendrop let grow past the limit): the store as it was is read through a connection
    /// of its own, which sees only what was committed, and only then.
    static func check(_ database: SQLiteDatabase) throws(StoreError) {
        let over: [(key: String, value: Int128)], before: [String: Int128]
        do throws(SQLiteError) {
            guard let after = try volumesIfNearLimit(database) else { return }
            over = after.filter { $0.value > Int128(largestVolumeMinor) }.sorted { $0.key < $1.key }
            guard !over.isEmpty else { return }
            let committed = try SQLiteDatabase(path: database.path, mode: .readOnly)
            defer { committed.close() }
            before = try exactVolumes(committed)
        } catch {
            throw .sqlite(error)
        }
        if let (code, _) = over.first(where: { $0.value > before[$0.key] ?? 0 }) {
            throw .refused(
                "this would make \(overLimit(code)); nothing was changed. Keep amounts that large in a store of their own"
            )
        }
    }
}
