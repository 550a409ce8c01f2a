import Foundation
import SelfTestRunner
import SpenDropStore

/// The SQL door every part of the store goes through: the same waiting, keys and syncing on every
/// connection, and arguments that can never be bound to the wrong place or silently left NULL.
enum ConnectionChecks {
    static var all: [SelfTestCheck] {
        [
            SelfTestCheck(
                "an SQLite error names the first line of the statement it met: 80 characters whole, a longer one cut to 77 and ..."
            ) { _ in
                let eighty = "SELECT " + String(repeating: "x", count: 73), longer = eighty + "y"
                let said = [eighty, longer, "UPDATE accounts SET name = ?\nWHERE id = ?"].map {
                    SQLiteError(code: 19, message: "constraint failed", context: $0).description
                }
                return .equal(
                    said,
                    [
                        "SQLite error 19: constraint failed (while \(eighty))",
                        "SQLite error 19: constraint failed (while \(eighty.prefix(77))...)",
                        "SQLite error 19: constraint failed (while UPDATE accounts SET name = ?)",
                    ], "what each error says")
            },
            SelfTestCheck(
                "close puts a write-ahead log's writes into the file and removes the log at once, while the connection is still held; a second close does nothing"
            ) { context in
                let file = try context.makeScratchDirectory("close-now").appendingPathComponent("store.sqlite")
                let database = try SQLiteDatabase(path: file.path, mode: .readWriteCreate)
                _ = try database.textRows(sql: "PRAGMA journal_mode = WAL")
                try database.execute(sql: "CREATE TABLE t (x TEXT); INSERT INTO t VALUES ('kept')")
                let logBefore = FileManager().fileExists(atPath: file.path + "-wal")
                database.close()
                database.close()
                let logAfter = FileManager().fileExists(atPath: file.path + "-wal")
                // Immutable: reads the file alone, never a log.
                let rows = try SQLiteDatabase(path: file.path, mode: .readOnlyImmutable).textRows(
                    sql: "SELECT x FROM t")
                return withExtendedLifetime(database) {
                    .all([
                        .equal(logBefore, true, "a log before close"), .equal(logAfter, false, "a log after close"),
                        .equal(rows, [["kept"]], "the file's rows, read without the log"),
                    ])
                }
            },
            SelfTestCheck("every connection, however opened, waits 10 s for a lock and checks foreign keys") {
                context in
                let path = try context.makeScratchDirectory("connections").appendingPathComponent("store.sqlite").path
                let writer = try SQLiteDatabase(path: path, mode: .readWriteCreate)
                try writer.execute(sql: "CREATE TABLE t (x INTEGER)")
                writer.close()
                var verdicts: [CheckVerdict] = []
                for (name, mode) in [
                    ("read-only", SQLiteDatabase.OpenMode.readOnly), ("immutable", .readOnlyImmutable),
                    ("writable", .readWrite),
                ] {
                    let database = try SQLiteDatabase(path: path, mode: mode)
                    let settings = try ["busy_timeout", "foreign_keys"].map {
                        try database.textRows(sql: "PRAGMA \($0)").first?.first ?? nil
                    }
                    verdicts.append(.equal(settings, ["10000", "1"], "\(name): busy_timeout, foreign_keys"))
                }
                return .all(verdicts)
            },
            SelfTestCheck(
                "a connection answered with SQLite's damage code remembers it, so closing it vouches for nothing"
            ) { context in
                let file = try context.makeScratchDirectory("damage-seen").appendingPathComponent("store.sqlite")
                do {
                    let writer = try SQLiteDatabase(path: file.path, mode: .readWriteCreate)
                    defer { writer.close() }
                    try writer.execute(
                        sql: """
                            CREATE TABLE t (x TEXT);
                            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 200) INSERT INTO t SELECT hex(randomblob(100)) FROM n;
                            """)
                }
                let database = try SQLiteDatabase(path: file.path, mode: .readOnly)
                defer { database.close() }
                let before = database.sawDamage
                // Every page after the first (the schema) overwritten in place, before this connection read any.
                var bytes = [UInt8](try Data(contentsOf: file))
                let pageSize = Int(bytes[16]) << 8 | Int(bytes[17])
                for offset in pageSize..<bytes.count { bytes[offset] = 0x5A }
                try Data(bytes).write(to: file)
                var answer = "rows"
                do { _ = try database.textRows(sql: "SELECT count(*), max(x) FROM t") } catch let error as SQLiteError {
                    answer = "\(error.primary)"
                }
                return .all([
                    .equal(before, false, "damage seen before reading"),
                    .equal(answer, "corrupt", "SQLite's answer"),
                    .equal(database.sawDamage, true, "damage seen after SQLite's answer"),
                ])
            },
            SelfTestCheck(
                "a copy of a database larger than one step of SQLite's backup (1,024 pages) holds every page and every byte of its rows"
            ) { context in
                let folder = try context.makeScratchDirectory("large-copy")
                let source = try SQLiteDatabase(
                    path: folder.appendingPathComponent("source.sqlite").path, mode: .readWriteCreate)
                defer { source.close() }
                // 600 KB of rows in pages of 512 bytes: about 1,200 pages.
                try source.execute(
                    sql: """
                        PRAGMA page_size = 512;
                        CREATE TABLE t (b BLOB);
                        WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 12) INSERT INTO t SELECT randomblob(50000) FROM n;
                        """)
                let copyPath = folder.appendingPathComponent("copy.sqlite").path
                try source.backup(to: copyPath)
                let copy = try SQLiteDatabase(path: copyPath, mode: .readOnly)
                defer { copy.close() }
                let digest =
                    "SELECT count(*), sum(length(b)), hex(min(substr(b, 1, 8))), hex(max(substr(b, -8))) FROM t"
                return .all([
                    .that(
                        (try source.scalar(sql: "PRAGMA page_count") ?? 0) > 1_024, expected: "more than 1,024 pages",
                        actual: "\(try source.scalar(sql: "PRAGMA page_count") ?? 0) pages"),
                    .equal(
                        try copy.scalar(sql: "PRAGMA page_count"), try source.scalar(sql: "PRAGMA page_count"),
                        "the copy's pages"),
                    .equal(
                        try copy.textRows(sql: digest), try source.textRows(sql: digest),
                        "rows, lengths, first and last bytes"),
                    .equal(try copy.integrityProblems(), [], "integrity_check of the copy"),
                ])
            },
            SelfTestCheck(
                "a statement trace reports each statement the connection runs with its arguments written in, none from inside a trigger, and nothing once off"
            ) { context in
                let path = try context.makeScratchDirectory("trace").appendingPathComponent("store.sqlite").path
                let database = try SQLiteDatabase(path: path, mode: .readWriteCreate)
                try database.execute(
                    sql:
                        "CREATE TABLE t (x INTEGER); CREATE TABLE u (y INTEGER); CREATE TRIGGER t_copied AFTER INSERT ON t BEGIN INSERT INTO u VALUES (new.x); END;"
                )
                var traced: [String] = []
                database.traceStatements { traced.append($0) }
                for value in [5, 6] {
                    try database.execute(sql: "INSERT INTO t (x) VALUES (?)", arguments: [.integer(Int64(value))])
                }
                database.traceStatements(nil)
                try database.execute(sql: "INSERT INTO t (x) VALUES (?)", arguments: [.integer(7)])
                return .all([
                    .equal(
                        traced, ["INSERT INTO t (x) VALUES (5)", "INSERT INTO t (x) VALUES (6)"],
                        "the statements traced"),
                    .equal(try database.scalar(sql: "SELECT count(*) FROM u"), 3, "rows the trigger copied"),
                ])
            },
            SelfTestCheck(
                "a write guard set again on a connection asks its own make-ready for every write, though the one before made them ready"
            ) { context in
                let path = try context.makeScratchDirectory("guard-again").appendingPathComponent("store.sqlite").path
                let database = try SQLiteDatabase(path: path, mode: .readWriteCreate)
                try database.execute(sql: "CREATE TABLE t (x INTEGER)")
                var first: [SQLiteWrite] = [], second: [SQLiteWrite] = []
                database.guardWrites(to: ["t"]) { first.append(contentsOf: $0) }
                try database.execute(sql: "INSERT INTO t (x) VALUES (?)", arguments: [.integer(1)])
                database.guardWrites(to: ["t"]) { second.append(contentsOf: $0) }
                try database.execute(sql: "INSERT INTO t (x) VALUES (?)", arguments: [.integer(2)])
                return .all([
                    .equal(first, [SQLiteWrite(.insert, into: "t")], "what the first guard made ready"),
                    .equal(second, [SQLiteWrite(.insert, into: "t")], "what the second guard made ready"),
                    .equal(try database.scalar(sql: "SELECT count(*) FROM t"), 2, "rows written"),
                ])
            },
            SelfTestCheck("a statement given fewer arguments than parameters is refused and writes nothing") {
                context in
                let path = try context.makeScratchDirectory("arguments").appendingPathComponent("store.sqlite").path
                let database = try SQLiteDatabase(path: path, mode: .readWriteCreate)
                try database.execute(sql: "CREATE TABLE t (name TEXT, amount INTEGER)")
                var refusal = "none"
                do {
                    try database.execute(sql: "INSERT INTO t VALUES (?, ?)", arguments: [.text("Kopi")])
                } catch let error as SQLiteError {
                    refusal = error.message
                }
                return .all([
                    .equal(refusal, "1 arguments for 2 parameters", "the refusal"),
                    .equal(try database.scalar(sql: "SELECT count(*) FROM t"), 0, "rows written"),
                ])
            },
            SelfTestCheck("a broken constraint fails with SQLite's extended code and is not taken for damage") {
                context in
                let path = try context.makeScratchDirectory("constraint").appendingPathComponent("store.sqlite").path
                let database = try SQLiteDatabase(path: path, mode: .readWriteCreate)
                defer { database.close() }
                try database.execute(sql: "CREATE TABLE t (name TEXT UNIQUE)")
                try database.execute(sql: "INSERT INTO t VALUES ('Kopi')")
                var code: Int32 = 0
                do { try database.execute(sql: "INSERT INTO t VALUES (?)", arguments: [.text("Kopi")]) } catch let error
                    as SQLiteError
                { code = error.code }
                return .all([
                    .equal(code, 2067, "the failure's code (2067 is SQLITE_CONSTRAINT_UNIQUE)"),
                    .equal(database.sawDamage, false, "seen as damage"),
                ])
            },
            SelfTestCheck("a reused statement binds each run afresh: text, NULL and numbers land where they were given")
            { context in
                let path = try context.makeScratchDirectory("rebinding").appendingPathComponent("store.sqlite").path
                let database = try SQLiteDatabase(path: path, mode: .readWriteCreate)
                try database.execute(sql: "CREATE TABLE t (name TEXT, note TEXT, amount INTEGER)")
                let insert = try database.statement(sql: "INSERT INTO t VALUES (?, ?, ?)")
                // A long merchant (heap storage) and a short one (inline storage) are both read in place.
                let long = String(repeating: "Restoran Nasi Kandar Pelita ", count: 8)
                try insert.execute(arguments: [.text(long), .text("first"), .integer(1_250)])
                try insert.execute(arguments: [.text("Kopi"), .null, .integer(-3)])
                var rows: [String] = []
                try database.query(sql: "SELECT name, note, amount FROM t ORDER BY rowid") { row in
                    rows.append("\(row.text(0)?.count ?? -1)|\(row.text(1) ?? "NULL")|\(row.int64(2))")
                }
                return .equal(rows, ["\(long.count)|first|1250", "4|NULL|-3"])
            },
            SelfTestCheck("SQL that holds two statements cannot be prepared to run with arguments") { context in
                let path = try context.makeScratchDirectory("two-statements").appendingPathComponent("store.sqlite")
                    .path
                let database = try SQLiteDatabase(path: path, mode: .readWriteCreate)
                try database.execute(sql: "CREATE TABLE t (name TEXT)")
                var refused = false
                do {
                    try database.execute(sql: "INSERT INTO t VALUES (?); DROP TABLE t", arguments: [.text("x")])
                } catch let error as SQLiteError {
                    refused = error.primary == .misuse
                }
                return .all([
                    .that(refused, expected: "refused as a misuse", actual: refused ? "refused" : "ran"),
                    .equal(
                        try database.scalar(sql: "SELECT count(*) FROM t"), 0, "rows written; the table is still there"),
                ])
            },
        ]
    }
}
