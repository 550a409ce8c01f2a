import Foundation

/// One step of the schema history: from `version - 1` to `version`, with the rows it promises to
/// keep.
///
/// Promises: `statements` run inside the migrator's transaction; `accounting` is checked before
/// that transaction commits.
struct Migration: Sendable {
    let version: Int
    let summary: String
    /// The tables, indexes and triggers this version adds, exactly as it shipped.
    let tables: String
    /// What moves the old rows into them, after `tables`.
    let dataMoves: String
    /// For a step whose moves depend on the time zone the store is migrated in (version 7): the
    /// moves for that zone, given the first and last `occurred_at` of the store (nil when empty).
    var zoneDataMoves: (@Sendable (TimeZone, (first: Int64, last: Int64)?) -> String)? = nil
    let accounting: [RowAccounting]

    /// Everything the step runs.
    var statements: String { tables + dataMoves }

    /// What each of `steps` runs when they run together, in order: an index a later step drops
    /// (`DROP INDEX IF EXISTS name`) is neither built nor dropped, since nothing reads it between.
    /// The SQL is searched as bytes: every upgrade runs this, and Foundation's character-wise
    /// search (`components(separatedBy:)`, `range(of:)`) cost more than running the SQL did.
    static func statements(of steps: [Migration]) -> [String] {
        var sql = steps.map { Array($0.statements.utf8) }
        for index in sql.indices {
            for name in droppedIndexes(in: sql[index]) {
                let creation = Array("CREATE INDEX ".utf8) + name + Array(" ON ".utf8)
                guard let builder = sql[..<index].lastIndex(where: { $0.offset(of: creation) != nil }),
                    let start = sql[builder].offset(of: creation)
                else { continue }
                let end =
                    sql[builder][(start + creation.count)...].firstIndex(of: UInt8(ascii: ";")).map { $0 + 1 }
                    ?? sql[builder].count
                sql[builder].removeSubrange(start..<end)
                let drop = Array("DROP INDEX IF EXISTS ".utf8) + name + [UInt8(ascii: ";")]
                while let at = sql[index].offset(of: drop) {
                    sql[index].removeSubrange(at..<at + drop.count)
                }
            }
        }
        return sql.map { String(decoding: $0, as: UTF8.self) }
    }

    /// The names in `DROP INDEX IF EXISTS name;` statements.
    private static func droppedIndexes(in sql: [UInt8]) -> [[UInt8]] {
        let marker = Array("DROP INDEX IF EXISTS ".utf8)
        var names: [[UInt8]] = []
        var from = 0
        while let found = sql.offset(of: marker, from: from) {
            let start = found + marker.count
            guard let end = sql[start...].firstIndex(of: UInt8(ascii: ";")) else { break }
            names.append(Array(sql[start..<end]))
            from = end
        }
        return names
    }

    /// The first shipped schema (expenses only), which no migration makes.
    static let firstTables = MigrationSQL.version1Tables

    /// Every migration, oldest first. Version 1 (expenses only) is the first shipped schema.
    static let all: [Migration] = [
        Migration(
            version: 2,
            summary:
                "accounts, transfers and income: each v1 expense becomes Money Out from a Cash account of its currency",
            tables: MigrationSQL.version2Tables,
            dataMoves: """
                INSERT INTO accounts (name, currency, opening_minor)
                    SELECT CASE WHEN currency = 'MYR' THEN 'Cash' ELSE 'Cash ' || currency END, currency, 0
                    FROM (SELECT DISTINCT currency FROM expenses ORDER BY currency);
                INSERT INTO accounts (name, currency, opening_minor)
                    SELECT 'Cash', 'MYR', 0 WHERE NOT EXISTS (SELECT 1 FROM accounts);
                INSERT INTO transactions (id, kind, account_id, amount_minor, currency, occurred_at, merchant, category, note)
                    SELECT e.id, 'out', a.id, e.amount_minor, e.currency,
                           CAST(strftime('%s', e.spent_on || ' 12:00:00') AS INTEGER), e.merchant, e.category, e.note
                    FROM expenses e JOIN accounts a ON a.currency = e.currency;
                DROP TABLE expenses;
                """,
            accounting: [
                RowAccounting(
                    // Each day weighted by its row's id, so a day moved to another row shows too.
                    label: "every expense is Money Out with its id, amount, text and day",
                    before: .tally(
                        Tally(
                            "expenses", key: ["currency"],
                            values: [
                                "1", "amount_minor", "id",
                                "length(merchant) + length(coalesce(category, '')) + length(note)",
                                "(unixepoch(spent_on) / 86400) * id",
                            ])),
                    after: .tally(
                        Tally(
                            "transactions", key: ["currency"],
                            values: [
                                "1", "amount_minor", "id",
                                "length(merchant) + length(coalesce(category, '')) + length(note)",
                                "((occurred_at - 43200) / 86400) * id",
                            ], filter: "kind = 'out'"))),
                RowAccounting(
                    label: "nothing but the expenses became a transaction",
                    before: .tally(Tally("expenses", key: ["''"], values: ["1"])),
                    after: .tally(Tally("transactions", key: ["''"], values: ["1"]))),
            ]),
        Migration(
            version: 3,
            summary: "people, splits, settlements and learned categories; an index for reports by time",
            tables: MigrationSQL.version3Tables, dataMoves: "",
            accounting: [
                RowAccounting(
                    label: "accounts are unchanged",
                    before:
                        "SELECT count(*), sum(id), sum(opening_minor), group_concat(name || currency, ',') FROM accounts",
                    after:
                        "SELECT count(*), sum(id), sum(opening_minor), group_concat(name || currency, ',') FROM accounts"
                ),
                RowAccounting(label: "transactions are unchanged", before: transactionCensus, after: transactionCensus),
            ]),
        Migration(
            version: 4,
            summary: "daily totals kept by triggers for fast reports, built from every existing transaction",
            tables: MigrationSQL.version4Tables,
            dataMoves: MigrationSQL.addDailyTotals(afterID: Int64.min, counted: MigrationSQL.countedV4),
            accounting: [
                RowAccounting(
                    label: "transactions are unchanged",
                    before: transactionCensus,
                    after: transactionCensus),
                RowAccounting(
                    label: "daily totals add up to the transactions",
                    before: .tally(Tally("transactions", key: ["currency", "kind"], values: ["1", "amount_minor"])),
                    after: dailyTotalsCensus),
            ]),
        Migration(
            version: 5,
            summary:
                "my share of a bill I paid is my spending; settlements move money; a change log for undo and history; ids never reused",
            tables: MigrationSQL.version5Tables,
            dataMoves: """
                UPDATE transactions SET others_minor = others.minor FROM (\(MigrationSQL.othersShareOfBills)) AS others
                WHERE transactions.id = others.id;
                """,
            accounting: [
                RowAccounting(label: "transactions are unchanged", before: transactionCensus, after: transactionCensus),
                RowAccounting(
                    label: "daily totals count my share of each bill I paid",
                    before: .tally(
                        Tally(
                            "transactions t LEFT JOIN (\(MigrationSQL.othersShareOfBills)) AS others ON others.id = t.id",
                            key: ["t.currency", "t.kind"], values: ["1", "t.amount_minor - coalesce(others.minor, 0)"])),
                    after: dailyTotalsCensus),
                RowAccounting(
                    label: "accounts, people and the PayBook are unchanged", before: otherRowsCensus,
                    after: otherRowsCensus),
            ]),
        Migration(
            version: 6,
            summary:
                "a bill someone else paid keeps its category, so my share of it is my spending in that category; monthly budgets",
            tables: MigrationSQL.version6Tables, dataMoves: "",
            accounting: [
                RowAccounting(label: "transactions are unchanged", before: transactionCensus, after: transactionCensus),
                RowAccounting(
                    label: "accounts, people and the PayBook are unchanged", before: otherRowsCensus,
                    after: otherRowsCensus),
            ]),
        Migration(
            version: 7,
            summary:
                "each transaction keeps the day it happened on where it happened (the offset from UTC of its clock; existing "
                + "transactions take the offset of the time zone the store is migrated in); daily totals by that day",
            tables: MigrationSQL.version7Tables, dataMoves: "",
            zoneDataMoves: { zone, span in ZoneOffsets.version7DataMoves(zone: zone, span: span) },
            accounting: [
                RowAccounting(label: "transactions are unchanged", before: transactionCensus, after: transactionCensus),
                RowAccounting(
                    label: "daily totals add up to the same sums", before: dailyTotalsCensus, after: dailyTotalsCensus),
                RowAccounting(
                    label: "accounts, people and the PayBook are unchanged", before: otherRowsCensus,
                    after: otherRowsCensus),
            ]),
        Migration(
            version: 8,
            summary:
                "a bill someone else paid has an id, as a transaction has, so it is listed, edited and deleted like one",
            tables: MigrationSQL.version8Tables, dataMoves: MigrationSQL.version8DataMoves,
            accounting: [
                RowAccounting(label: "transactions are unchanged", before: transactionCensus, after: transactionCensus),
                RowAccounting(
                    label: "accounts, people and the PayBook are unchanged", before: otherRowsCensus,
                    after: otherRowsCensus),
                RowAccounting(
                    label: "every bill someone else paid has an id of its own",
                    before: "SELECT count(*) FROM splits WHERE paid_by_person_id IS NOT NULL",
                    after:
                        "SELECT count(DISTINCT bill_id) FROM splits WHERE paid_by_person_id IS NOT NULL AND bill_id > (SELECT coalesce(max(id), 0) FROM transactions)"
                ),
            ]),
        Migration(
            version: 9,
            summary:
                "a transaction keeps the bank's id and text for it and whether a statement cleared it; statement "
                + "accounts remembered; rules that set a category or merchant on import",
            tables: MigrationSQL.version9Tables, dataMoves: "",
            accounting: columnsOnlyAccounting),
        Migration(
            version: 10,
            summary: "a split or settlement may belong to a named group, such as a trip",
            tables: MigrationSQL.version10Tables, dataMoves: "",
            accounting: columnsOnlyAccounting),
    ]

    /// What a step that only adds columns and tables promises: every row as it was.
    static let columnsOnlyAccounting = [
        RowAccounting(label: "transactions are unchanged", before: transactionCensus, after: transactionCensus),
        RowAccounting(
            label: "accounts, people and the PayBook are unchanged", before: otherRowsCensus, after: otherRowsCensus),
        RowAccounting(
            label: "daily totals add up to the same sums", before: dailyTotalsCensus, after: dailyTotalsCensus),
    ]

    /// Counts and sums of every table but transactions that change when a row is lost or altered.
    static let otherRowsCensus = """
        SELECT (SELECT count(*) || ':' || total(id) || ':' || total(opening_minor) || ':' || total(length(name)) FROM accounts),
               (SELECT count(*) || ':' || total(length(name)) FROM people),
               (SELECT count(*) || ':' || total(id) FROM paybook_entries),
               (SELECT count(*) || ':' || total(total_minor) FROM splits),
               (SELECT count(*) || ':' || total(amount_minor) FROM split_parts),
               (SELECT count(*) || ':' || total(amount_minor) FROM settlements),
               (SELECT count(*) FROM category_choices)
        """

    /// Counts and sums that change when any transaction is lost, added or altered, per kind and
    /// currency.
    static let transactionCensus = RowQuery.tally(
        Tally(
            "transactions", key: ["kind", "currency"],
            values: [
                "1", "amount_minor", "id", "occurred_at", "account_id",
                "length(merchant) + length(coalesce(category, '')) + length(note)",
            ]))

    /// What the daily totals add up to per currency and kind: rows counted and amounts.
    static let dailyTotalsCensus = RowQuery.tally(
        Tally("daily_totals", key: ["currency", "kind"], values: ["transaction_count", "total_minor"]))
}

private extension Array where Element == UInt8 {
    /// Where `needle` first occurs at or after `from`, as a byte offset.
    func offset(of needle: [UInt8], from: Int = 0) -> Int? {
        guard !needle.isEmpty, count >= needle.count else { return nil }
        var start = from
        while start <= count - needle.count {
            if self[start] == needle[0], self[start..<start + needle.count].elementsEqual(needle) { return start }
            start += 1
        }
        return nil
    }
}
