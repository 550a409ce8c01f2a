/// The current shape of a spendrop store, and the SQL that makes a new one.
///
/// Promises: a store made with `create` and a store migrated from any past version to
/// `currentVersion` have the same tables, columns, constraints and indexes.
public enum StoreSchema {
    /// The schema version this build writes and reads (`PRAGMA user_version`).
    public static let currentVersion = 4

    /// Creates every table and index of the current schema in an empty database and sets its version.
    static func create(in database: SQLiteDatabase) throws(SQLiteError) {
        try database.execute(historicalDefinition(version: currentVersion)!)
    }

    /// The tables, indexes and triggers of schema `version` exactly as that version shipped, and
    /// its `user_version`: what the Data safety suite's fixtures build old stores from. nil for a
    /// version that never existed.
    public static func historicalDefinition(version: Int) -> String? {
        let layers = [MigrationSQL.version1Tables, MigrationSQL.version2Tables, MigrationSQL.version3Tables,
                      MigrationSQL.version4Tables]
        guard (1...currentVersion).contains(version) else { return nil }
        let tables = version == 1 ? layers[0] : layers[1..<version].joined()
        return tables + "PRAGMA user_version = \(version);\n"
    }

    /// The tables a store of the current version has.
    public static let tables = ["accounts", "transactions", "people", "paybook_entries", "splits", "split_parts",
                                "settlements", "category_choices", "daily_totals"]
}
