import Foundation

/// The current shape of a spendrop store, and the SQL that makes a new one.
///
/// Promises: a store made with `create` and a store migrated from any past version to
/// `currentVersion` have the same tables, columns, constraints and indexes.
public enum StoreSchema {
    /// The schema version this build writes and reads (`PRAGMA user_version`): the version the
    /// last migration reaches, so adding a migration is the only way to change it.
    public static let currentVersion = Migration.all.last?.version ?? 1

    /// Creates every table and index of the current schema in an empty database and sets its version.
    static func create(in database: SQLiteDatabase) throws(SQLiteError) {
        try database.execute(sql: currentDefinition ?? historicalDefinition(version: currentVersion)!)
    }

    /// The current schema in SQLite's own words (`sqlite_master.sql` in the order the rows were
    /// made) and its `user_version`, read once from a database the whole history built in memory.
    /// A new store gets exactly that shape without replaying each `ALTER TABLE` and dropped
    /// trigger, each of which makes SQLite re-read and re-check every table, index and trigger.
    /// nil only if the history cannot be built, when `create` replays it instead and fails the way
    /// it does.
    static let currentDefinition: String? = {
        guard let memory = try? SQLiteDatabase(path: ":memory:", mode: .readWriteCreate),
            (try? memory.execute(sql: historicalDefinition(version: currentVersion)!)) != nil,
            let rows = try? memory.textRows(
                sql:
                    "SELECT sql FROM sqlite_master WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY rowid"
            )
        else { return nil }
        return rows.compactMap { $0[0].map { $0 + ";\n" } }.joined() + "PRAGMA user_version = \(currentVersion);\n"
    }()

    /// The tables, indexes and triggers of schema `version` exactly as that version shipped, and
    /// its `user_version`: what the Data safety suite's fixtures build old stores from. nil for a
    /// version that never existed.
    public static func historicalDefinition(version: Int) -> String? {
        let layers = [Migration.firstTables] + Migration.all.map(\.tables)
        guard (1...currentVersion).contains(version) else { return nil }
        let tables = version == 1 ? layers[0] : layers[1..<version].joined()
        return tables + "PRAGMA user_version = \(version);\n"
    }

    /// Every statement that brings a store of schema `version` to the current one, as the migrator
    /// runs them, and the new `user_version`: what the migration benchmark hands the sqlite3 CLI
    /// as the floor (one transaction, no checks).
    /// A step that asks for the migrating zone (version 7) is given UTC, its rows' span unknown.
    public static func migrationSQL(from version: Int) -> String {
        let steps = Migration.all.filter { $0.version > version }
        return zip(Migration.statements(of: steps), steps).map { statements, step in
            statements + (step.zoneDataMoves?(TimeZone(identifier: "UTC")!, nil) ?? "")
        }.joined() + "PRAGMA user_version = \(currentVersion);\n"
    }

    /// The tables a store of the current version has.
    public static let tables = [
        "accounts", "transactions", "people", "paybook_entries", "splits", "split_parts",
        "settlements", "category_choices", "daily_totals", "changes", "change_steps", "retired_ids", "budgets",
        "recurring_rules", "recurring_occurrences", "transaction_tags", "split_tags",
        "exchange_rates", "statement_accounts", "import_rules",
    ]

    /// The names of the triggers that keep `daily_totals` equal to the sums over `transactions`.
    public static let dailyTotalsTriggerNames = [
        "daily_totals_after_insert", "daily_totals_after_delete", "daily_totals_after_update",
    ]

    /// Every trigger of the current schema: the daily totals', the ones that retire deleted ids,
    /// and the one that gives a bill someone else paid its id.
    public static let triggerNames =
        dailyTotalsTriggerNames + [
            "splits_give_bill_id", "splits_retire_bill_id", "splits_retire_changed_bill_id", "transactions_retire_id",
        ]

    /// The SQL that creates those triggers, exactly as the current schema has them.
    public static var dailyTotalsTriggers: String { MigrationSQL.currentDailyTotalsTriggers }

    /// Adds the transactions with ids above `afterID` to `daily_totals` in one grouped pass: what
    /// a bulk load runs once, instead of a trigger per row.
    public static func addDailyTotals(afterID: Int64) -> String { MigrationSQL.addDailyTotals(afterID: afterID) }

    /// A query of the (day, currency, kind, category) groups where `daily_totals` and the sums
    /// over `transactions` differ, each group once whether its row is missing, extra or wrong.
    static let dailyTotalsDifferingGroups = """
        WITH actual AS (
            SELECT \(MigrationSQL.localDay("transactions")) AS local_day, currency, kind, coalesce(category, '') AS category,
                   sum(amount_minor - others_minor) AS total_minor, count(*) AS transaction_count
            FROM transactions GROUP BY 1, 2, 3, 4
        ),
        kept AS (SELECT local_day, currency, kind, category, total_minor, transaction_count FROM daily_totals)
        SELECT local_day, currency, kind, category FROM (SELECT * FROM kept EXCEPT SELECT * FROM actual)
        UNION
        SELECT local_day, currency, kind, category FROM (SELECT * FROM actual EXCEPT SELECT * FROM kept)
        """

    /// A query whose one row is the number of those groups: 0 when they agree.
    public static let dailyTotalsDisagreements = "SELECT count(*) FROM (\(dailyTotalsDifferingGroups))"
}
