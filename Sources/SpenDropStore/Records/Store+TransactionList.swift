import Foundation
import SpenDropCore

/// One page of the Transactions screen, answered by SQL: the newest matching transactions and
/// bills someone else paid, how many match, and what they all add up to per currency (a bill
/// someone else paid adds my share to Money Out).
public struct TransactionPage: Sendable {
    /// Newest first: by moment, a bill someone else paid at the start of its day in the calendar
    /// the page was read in; the higher id first at the same moment.
    public let entries: [ListedEntry]
    public let matchingCount: Int
    public let totals: [TransactionTotals]

    /// The transactions among `entries`, in their order.
    public var transactions: [Transaction] {
        entries.compactMap { if case .transaction(let transaction) = $0 { transaction } else { nil } }
    }
}

extension Store {
    /// The Transactions screen for `filter`, without loading the history: the newest `limit`
    /// matches (all when nil) through the index by time, and the count and totals of every match
    /// in one grouped pass.
    ///
    /// Promises: the same transactions, order, count and totals as `TransactionFilter.apply` and
    /// `TransactionTotals.of` over `transactions()` (the Data safety suite compares them); text is
    /// compared as the core compares it, ignoring case and accents: a search by a Swift function
    /// SQL calls per row, a category through the spellings of it the daily totals hold.
    public func transactionPage(
        matching filter: TransactionFilter, calendar: ReportingCalendar, limit: Int?
    ) throws(StoreError) -> TransactionPage {
        let transactions = try transactionOnlyPage(matching: filter, limit: limit)
        let bills = try othersPaidBills(matching: filter)
        if bills.isEmpty { return transactions }
        // A few bills beside the page: merged by moment, then cut to the limit.
        let moment: (ListedEntry) -> (Date, Int64) = { entry in
            switch entry {
            case .transaction(let transaction): (transaction.occurredAt, transaction.id.rawValue)
            case .bill(let bill): (calendar.start(of: bill.day), bill.id.rawValue)
            }
        }
        var entries = (transactions.entries + bills.map(ListedEntry.bill)).sorted { moment($0) > moment($1) }
        if let limit { entries = Array(entries.prefix(limit)) }
        var sums: [Currency: [String: Int64]] = [:]
        for total in transactions.totals {
            sums[total.currency] = [
                "in": total.moneyIn.minorUnits, "out": total.moneyOut.minorUnits,
                "transfer": total.transferred.minorUnits,
            ]
        }
        for bill in bills {
            let (sum, overflow) = sums[bill.myShare.currency, default: [:]]["out", default: 0].addingReportingOverflow(
                bill.myShare.minorUnits)
            if overflow { throw StoreError.unreadable("the totals do not fit in an amount") }
            sums[bill.myShare.currency, default: [:]]["out"] = sum
        }
        return TransactionPage(
            entries: entries, matchingCount: transactions.matchingCount + bills.count, totals: Store.totals(sums))
    }

    /// `transactionPage` over the transactions alone.
    private func transactionOnlyPage(
        matching filter: TransactionFilter, limit: Int?
    ) throws(StoreError) -> TransactionPage {
        try read {
            try defineTextPredicates()
            var conditions: [String] = []
            var arguments: [SQLiteValue] = []
            if let account = filter.account {
                conditions.append("(account_id = ? OR destination_account_id = ?)")
                arguments += [.integer(account.rawValue), .integer(account.rawValue)]
            }
            if let type = filter.type {
                conditions.append("kind = ?")
                arguments.append(.text(type.rawValue))
            }
            if filter.from != nil || filter.through != nil {
                let days = Store.localDays(from: filter.from?.daysSinceEpoch, through: filter.through?.daysSinceEpoch)
                conditions.append(days.condition)
                arguments += days.arguments
            }
            if let category = filter.category {
                // The stored spellings equal to it, case and accents aside, read from `daily_totals`
                // (which holds every category a transaction has): then a plain comparison per row.
                let spellings = try categorySpellings(foldedEqualTo: category)
                conditions.append(
                    spellings.isEmpty
                        ? "0" : "category IN (\(Array(repeating: "?", count: spellings.count).joined(separator: ", ")))"
                )
                arguments += spellings.map { .text($0) }
            }
            if let search = filter.search, !search.isEmpty {
                conditions.append("(folded_contains(merchant, ?) OR folded_contains(note, ?))")
                arguments += [.text(search), .text(search)]
            }
            if let tag = filter.tag {
                conditions.append("id IN (SELECT transaction_id FROM transaction_tags WHERE tag = ?)")
                arguments.append(.text(tag))
            }
            let condition = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
            if !(filter.search ?? "").isEmpty {
                return try textFilteredPage(condition: condition, arguments: arguments, limit: limit)
            }
            var page: [Transaction] = []
            try database.query(
                sql:
                    "SELECT \(TransactionColumn.selectList) FROM transactions \(condition) ORDER BY occurred_at DESC, id DESC LIMIT ?",
                arguments: arguments + [.integer(Int64(limit ?? -1))]
            ) { page.append(try TransactionColumn.transaction(from: $0)) }
            var count = 0
            var sums: [Currency: [String: Int64]] = [:]
            // Unfiltered, the count and totals come from `daily_totals` (counted amounts) plus the
            // few shared transactions' other people's part, through a partial index: no scan.
            let totalsSQL =
                conditions.isEmpty
                ? Store.allTransactionsTotalsSQL
                : "SELECT currency, kind, sum(amount_minor), count(*) FROM transactions \(condition) GROUP BY 1, 2"
            try database.query(sql: totalsSQL, arguments: arguments) { row in
                guard let currency = Currency(code: row.text(0) ?? "") else {
                    throw StoreError.unreadable("a transaction has an unknown currency")
                }
                count += Int(row.int64(3))
                sums[currency, default: [:]][row.text(1) ?? ""] = row.int64(2)
            }
            return TransactionPage(
                entries: try withTags(page).map(ListedEntry.transaction), matchingCount: count,
                totals: Store.totals(sums))
        }
    }

    /// Every category spelling the transactions use that equals `category` ignoring case and
    /// accents (`Café`, `cafe`, `CAFE`), from the daily totals: one row per day, kind and category
    /// rather than per transaction.
    private func categorySpellings(foldedEqualTo category: String) throws -> [String] {
        var spellings: [String] = []
        try database.query(
            sql: "SELECT DISTINCT category FROM daily_totals WHERE folded_equal(category, ?)",
            arguments: [.text(category)]
        ) {
            spellings.append($0.text(0) ?? "")
        }
        return spellings
    }

    /// The page for a text search: every row is read once anyway (no index helps a Swift
    /// comparison), so one pass keeps the count, the totals and the newest `limit` matches (a
    /// bounded list, so memory does not grow with the matches), then reads those rows whole.
    private func textFilteredPage(condition: String, arguments: [SQLiteValue], limit: Int?) throws -> TransactionPage {
        var count = 0
        var sums: [String: Int64] = [:]
        var newest: [(at: Int64, id: Int64)] = []
        let keep = limit ?? Int.max
        try database.query(
            sql: "SELECT occurred_at, id, currency, kind, amount_minor FROM transactions \(condition)",
            arguments: arguments
        ) { row in
            count += 1
            let key = "\(row.text(2) ?? "")|\(row.text(3) ?? "")"
            let (sum, overflow) = sums[key, default: 0].addingReportingOverflow(row.int64(4))
            if overflow { throw StoreError.unreadable("the totals do not fit in an amount") }
            sums[key] = sum
            let entry = (at: row.int64(0), id: row.int64(1))
            if newest.count < keep {
                newest.append(entry)
                if newest.count == keep { newest.sort { ($0.at, $0.id) > ($1.at, $1.id) } }
            } else if let last = newest.last, (entry.at, entry.id) > (last.at, last.id) {
                // Replace the oldest kept match and put the new one in its place by binary search.
                newest.removeLast()
                var low = 0, high = newest.count
                while low < high {
                    let middle = (low + high) / 2
                    if (newest[middle].at, newest[middle].id) > (entry.at, entry.id) {
                        low = middle + 1
                    } else {
                        high = middle
                    }
                }
                newest.insert(entry, at: low)
            }
        }
        newest.sort { ($0.at, $0.id) > ($1.at, $1.id) }
        var page: [Transaction] = []
        for entry in newest {
            try database.query(
                sql: "SELECT \(TransactionColumn.selectList) FROM transactions WHERE id = ?",
                arguments: [.integer(entry.id)]
            ) {
                page.append(try TransactionColumn.transaction(from: $0))
            }
        }
        var byCurrency: [Currency: [String: Int64]] = [:]
        for (key, sum) in sums {
            let parts = key.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
            guard let currency = Currency(code: parts[0]) else {
                throw StoreError.unreadable("a transaction has an unknown currency")
            }
            byCurrency[currency, default: [:]][parts[1]] = sum
        }
        return TransactionPage(
            entries: try withTags(page).map(ListedEntry.transaction), matchingCount: count,
            totals: Store.totals(byCurrency))
    }

    /// Per currency, in code order, the sums by kind as `TransactionTotals`.
    /// Every transaction's currency, kind, summed amount and count, without reading the
    /// transactions: `daily_totals` holds each group's counted amounts (the amount less other
    /// people's part) and counts; other people's parts are added back from the rows that have
    /// one, found through `transactions_with_others_share`.
    static let allTransactionsTotalsSQL = """
        SELECT currency, kind, sum(minor), sum(number) FROM (
            SELECT currency, kind, sum(total_minor) AS minor, sum(transaction_count) AS number FROM daily_totals GROUP BY 1, 2
            UNION ALL
            SELECT currency, kind, sum(others_minor), 0 FROM transactions WHERE others_minor > 0 GROUP BY 1, 2
        ) GROUP BY 1, 2
        """

    static func totals(_ sums: [Currency: [String: Int64]]) -> [TransactionTotals] {
        sums.keys.sorted { $0.code < $1.code }.map { currency in
            let sum = sums[currency]!
            return TransactionTotals(
                currency: currency, moneyIn: Money(minorUnits: sum["in"] ?? 0, currency: currency),
                moneyOut: Money(minorUnits: sum["out"] ?? 0, currency: currency),
                transferred: Money(minorUnits: sum["transfer"] ?? 0, currency: currency))
        }
    }

    /// `folded_equal(a, b)` and `folded_contains(text, part)`: comparisons that ignore letter
    /// case and accents, as the core's filter makes them. NULL text matches nothing. Text that is
    /// all ASCII (most merchants) is compared byte by byte; any other goes through Foundation.
    private func defineTextPredicates() throws(SQLiteError) {
        try database.definePredicate("folded_equal") { text, other in
            guard let text, let other else { return false }
            if FoldedText.isASCII(text) && FoldedText.isASCII(other) { return FoldedText.asciiEqual(text, other) }
            return FoldedText.string(text).compare(FoldedText.string(other), options: FoldedText.options)
                == .orderedSame
        }
        try database.definePredicate("folded_contains") { text, part in
            guard let text, let part else { return false }
            if FoldedText.isASCII(text) && FoldedText.isASCII(part) { return FoldedText.asciiContains(text, part) }
            return FoldedText.string(text).range(of: FoldedText.string(part), options: FoldedText.options) != nil
        }
    }
}

/// Comparing UTF-8 bytes as the core compares strings: ignoring case and accents.
enum FoldedText {
    static let options: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive]

    static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String { String(decoding: bytes, as: UTF8.self) }

    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count {
            if bytes[index] >= 0x80 { return false }
            index += 1
        }
        return true
    }

    static func lower(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte }

    static func asciiEqual(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Bool {
        guard left.count == right.count else { return false }
        var index = 0
        while index < left.count {
            if lower(left[index]) != lower(right[index]) { return false }
            index += 1
        }
        return true
    }

    static func asciiContains(_ text: UnsafeBufferPointer<UInt8>, _ part: UnsafeBufferPointer<UInt8>) -> Bool {
        if part.isEmpty { return true }
        guard part.count <= text.count else { return false }
        let first = lower(part[0])
        var start = 0
        while start <= text.count - part.count {
            if lower(text[start]) == first {
                var index = 1
                while index < part.count, lower(text[start + index]) == lower(part[index]) { index += 1 }
                if index == part.count { return true }
            }
            start += 1
        }
        return false
    }
}
