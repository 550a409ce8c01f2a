/// The tables and columns a store of each schema version has, read from the SQL that version
/// shipped with, and what a given database lacks of them.
///
/// Promises: the expected shape is built from `StoreSchema.historicalDefinition(version:)` in an
/// in-memory database, so it can never drift from what a store of that version really holds.
enum SchemaShape {
    /// Table name → column names, for every table of `version`.
    static func expected(version: Int) throws(SQLiteError) -> [String: [String]] {
        guard let built = expectedByVersion[version] else { return [:] }
        return try built.get()
    }

    /// Every version's shape, built once per process: the schema of a version never changes.
    private static let expectedByVersion: [Int: Result<[String: [String]], SQLiteError>] = {
        var shapes: [Int: Result<[String: [String]], SQLiteError>] = [:]
        for version in 1...StoreSchema.currentVersion {
            guard let definition = StoreSchema.historicalDefinition(version: version) else { continue }
            shapes[version] = Result { () throws(SQLiteError) in
                let scratch = try SQLiteDatabase(path: ":memory:", mode: .readWriteCreate)
                try scratch.execute(sql: definition)
                return try actual(scratch)
            }
        }
        return shapes
    }()

    /// Table name → column names in their declared order, for every table of `database` (SQLite's
    /// own tables left out), read in one statement.
    static func actual(_ database: SQLiteDatabase) throws(SQLiteError) -> [String: [String]] {
        var shape: [String: [String]] = [:]
        let columns = try database.textRows(
            sql: """
                SELECT m.name, c.name FROM sqlite_master AS m, pragma_table_info(m.name) AS c
                WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%' ORDER BY m.name, c.cid
                """)
        for row in columns {
            guard let table = row[0], let column = row[1] else { continue }
            shape[table, default: []].append(column)
        }
        return shape
    }

    /// What `database` lacks of `version`'s tables and columns: `table splits`, `column accounts.currency`.
    static func missing(in database: SQLiteDatabase, version: Int) throws(SQLiteError) -> [String] {
        let have = try actual(database)
        var missing: [String] = []
        for (table, columns) in try expected(version: version).sorted(by: { $0.key < $1.key }) {
            guard let present = have[table] else {
                missing.append("table \(table)")
                continue
            }
            missing += columns.filter { !present.contains($0) }.map { "column \(table).\($0)" }
        }
        return missing
    }

    /// How many rows each table of `database` has.
    static func rowCounts(_ database: SQLiteDatabase) throws(SQLiteError) -> [String: Int64] {
        var counts: [String: Int64] = [:]
        let tables = try database.textRows(
            sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        for case let table? in tables.map({ $0[0] }) {
            counts[table] =
                try database.scalar(
                    sql: "SELECT count(*) FROM \"\(table.replacingOccurrences(of: "\"", with: "\"\""))\"") ?? 0
        }
        return counts
    }
}
