import CSQLite
import Foundation

/// One open SQLite connection: the only door to the `sqlite3_*` C API in spendrop.
///
/// Promises: every failure becomes an `SQLiteError` with the extended code, the message and the
/// `errno` behind it; every connection has the same busy timeout from its first statement;
/// prepared statements are cached per SQL text and reused; the connection is closed by `close()`
/// or when released.
/// - Warning: not thread-safe; use one connection from one thread.
public final class SQLiteDatabase {
    /// How a connection opens its file.
    public enum OpenMode: Sendable {
        case readOnly
        /// Read-only and `immutable`: no locks are taken and no `-wal` or `-shm` file is created
        /// beside the file, which a plain read-only connection to a WAL database leaves behind.
        /// - Warning: only for a file that no connection writes and that has no `-wal` file with
        ///   content, which this mode does not read.
        case readOnlyImmutable
        case readWrite
        case readWriteCreate
    }

    /// How a transaction takes its lock: `immediate` takes the write lock at BEGIN, so two writers
    /// wait on the busy timeout instead of failing part-way.
    public enum TransactionKind: String, Sendable {
        case deferred = "DEFERRED"
        case immediate = "IMMEDIATE"
    }

    let handle: OpaquePointer
    public let path: String
    private var cache: [String: SQLiteStatement] = [:]
    private var isClosed = false
    private let failures = SQLiteFailureLog()

    /// Whether any statement on this connection was answered with SQLite's "damaged" codes
    /// (`SQLITE_CORRUPT`, `SQLITE_NOTADB`): a store that said so is not vouched for at close.
    public var sawDamage: Bool { failures.sawDamage }

    public init(path: String, mode: OpenMode) throws(SQLiteError) {
        var flags = SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE
        var name = path
        switch mode {
        case .readOnly: flags |= SQLITE_OPEN_READONLY
        case .readOnlyImmutable:
            flags |= SQLITE_OPEN_READONLY | SQLITE_OPEN_URI
            name = "file:" + SQLiteDatabase.uriEscaped(path) + "?mode=ro&immutable=1"
        case .readWrite: flags |= SQLITE_OPEN_READWRITE
        case .readWriteCreate: flags |= SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
        }
        var opened: OpaquePointer?
        let code = sqlite3_open_v2(name, &opened, flags, nil)
        guard code == SQLITE_OK, let opened else {
            let message = opened.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            let systemErrno = opened.map { sqlite3_system_errno($0) } ?? 0
            sqlite3_close_v2(opened)
            throw SQLiteError(code: code, message: message, context: "opening \(path)", systemErrno: systemErrno)
        }
        handle = opened
        self.path = path
        // Every connection waits for another's lock the same while, whoever opened it.
        sqlite3_busy_timeout(opened, SQLiteDatabase.busyTimeoutMilliseconds)
    }

    /// How long any statement waits for another connection's lock before SQLITE_BUSY: set on
    /// every connection at open.
    public static let busyTimeoutMilliseconds: Int32 = 10_000

    deinit {
        cache.removeAll()
        if !isClosed { sqlite3_close_v2(handle) }
    }

    /// Closes the connection now: the statements are finalised and, when this is the last
    /// connection to a WAL database, SQLite checkpoints the log into the file and removes it.
    /// The connection must not be used afterwards. Closing twice does nothing.
    public func close() {
        guard !isClosed else { return }
        cache.removeAll()
        isClosed = true
        sqlite3_close_v2(handle)
    }

    /// A path as the path part of an SQLite `file:` URI: `%`, `?` and `#` percent-encoded.
    static func uriEscaped(_ path: String) -> String {
        var result = ""
        for character in path.unicodeScalars {
            switch character {
            case "%": result += "%25"
            case "?": result += "%3f"
            case "#": result += "%23"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    /// Runs one or more statements that return no rows.
    public func execute(_ sql: String) throws(SQLiteError) {
        let code = sqlite3_exec(handle, sql, nil, nil, nil)
        if code != SQLITE_OK { throw error(code, context: sql) }
    }

    /// The prepared statement for `sql`, made once and reused.
    public func statement(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
        if let cached = cache[sql] { return cached }
        let statement = try SQLiteStatement(database: handle, sql: sql, failures: failures)
        cache[sql] = statement
        return statement
    }

    /// Runs a query with `values` bound and calls `row` for each result row.
    public func forEachRow(_ sql: String, _ values: [SQLiteValue] = [], _ row: (SQLiteStatement) throws -> Void) throws {
        let statement = try statement(sql)
        defer { statement.reset() }
        try statement.bind(values)
        while try statement.step() { try row(statement) }
    }

    /// Runs a query and returns every row as text columns (NULL as nil).
    public func rows(_ sql: String, _ values: [SQLiteValue] = []) throws(SQLiteError) -> [[String?]] {
        let statement = try SQLiteStatement(database: handle, sql: sql, failures: failures)
        try statement.bind(values)
        var result: [[String?]] = []
        let columns = statement.columnCount
        while try statement.step() {
            result.append((0..<columns).map { statement.text($0) })
        }
        return result
    }

    /// The first column of the first row as an integer, or nil when there is no row.
    public func scalar(_ sql: String, _ values: [SQLiteValue] = []) throws(SQLiteError) -> Int64? {
        let statement = try statement(sql)
        defer { statement.reset() }
        try statement.bind(values)
        guard try statement.step() else { return nil }
        return statement.optionalInt64(0)
    }

    /// Whether a transaction is open on this connection.
    public var isInTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }

    /// Runs `body` in a transaction: committed when it returns, rolled back when it throws. Inside
    /// another transaction it becomes a savepoint, so a failed inner part rolls back alone.
    public func transaction<Result>(_ kind: TransactionKind = .immediate, _ body: () throws -> Result) throws -> Result {
        if isInTransaction {
            try execute("SAVEPOINT nested")
            do {
                let result = try body()
                try execute("RELEASE nested")
                return result
            } catch {
                try? execute("ROLLBACK TO nested")
                try? execute("RELEASE nested")
                throw error
            }
        }
        try execute("BEGIN \(kind.rawValue)")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    /// `PRAGMA user_version`: the schema version this store says it has.
    public func userVersion() throws(SQLiteError) -> Int {
        Int(try scalar("PRAGMA user_version") ?? 0)
    }

    public func setUserVersion(_ version: Int) throws(SQLiteError) {
        try execute("PRAGMA user_version = \(version)")
    }

    public var lastInsertedRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    /// Whether SQLite opened the main database read-only (it does so silently when the file
    /// cannot be written).
    public var isReadOnly: Bool { sqlite3_db_readonly(handle, "main") == 1 }

    /// Sets how long a write waits for another connection's lock before giving up.
    public func setBusyTimeout(milliseconds: Int32) throws(SQLiteError) {
        let code = sqlite3_busy_timeout(handle, milliseconds)
        if code != SQLITE_OK { throw error(code, context: "setting the busy timeout") }
    }

    /// Copies the whole database into a new file at `path` with SQLite's online backup, which is
    /// safe while this connection or others use the database.
    public func backup(to path: String) throws(SQLiteError) {
        let target = try SQLiteDatabase(path: path, mode: .readWriteCreate)
        guard let backup = sqlite3_backup_init(target.handle, "main", handle, "main") else {
            throw error(sqlite3_errcode(target.handle), context: "starting a backup to \(path)", of: target.handle)
        }
        var code: Int32
        repeat {
            code = sqlite3_backup_step(backup, 1024)
            if code == SQLITE_BUSY || code == SQLITE_LOCKED { sqlite3_sleep(25) }
        } while code == SQLITE_OK || code == SQLITE_BUSY || code == SQLITE_LOCKED
        let finished = sqlite3_backup_finish(backup)
        if code != SQLITE_DONE || finished != SQLITE_OK {
            throw error(code != SQLITE_DONE ? code : finished, context: "backing up to \(path)", of: target.handle)
        }
    }

    /// `PRAGMA integrity_check`: healthy only when the answer is exactly one row, `ok`.
    public func integrityProblems() throws(SQLiteError) -> [String] {
        SQLiteDatabase.problems(in: try rows("PRAGMA integrity_check").compactMap { $0.first ?? nil })
    }

    /// `PRAGMA quick_check`: every page and b-tree read, without comparing indexes to their tables
    /// (about a fifth of `integrity_check`'s time). Healthy only when the answer is one row, `ok`.
    public func quickCheckProblems() throws(SQLiteError) -> [String] {
        SQLiteDatabase.problems(in: try rows("PRAGMA quick_check").compactMap { $0.first ?? nil })
    }

    /// A check's answer as one problem a line: SQLite packs several into one row, under a
    /// `*** in database main ***` heading, which says nothing on its own.
    static func problems(in answer: [String]) -> [String] {
        guard answer != ["ok"] else { return [] }
        return answer.flatMap { $0.split(separator: "\n") }.map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !($0.hasPrefix("***") && $0.hasSuffix("***")) }
    }

    /// `PRAGMA wal_checkpoint(TRUNCATE)`: copies everything in the write-ahead log into the main
    /// file and empties the log. Throws when another connection kept it from finishing.
    public func checkpointTruncatingLog() throws(SQLiteError) {
        let answer = try rows("PRAGMA wal_checkpoint(TRUNCATE)").first ?? []
        if answer.first == "1" {
            throw SQLiteError(code: SQLITE_BUSY, message: "another connection is using the store", context: "PRAGMA wal_checkpoint(TRUNCATE)")
        }
    }

    /// `PRAGMA foreign_key_check`: one description per row that breaks a foreign key.
    public func foreignKeyProblems() throws(SQLiteError) -> [String] {
        try rows("PRAGMA foreign_key_check").map { row in
            "\(row[0] ?? "?") row \(row[1] ?? "?") refers to a missing \(row[2] ?? "?") row"
        }
    }

    private func error(_ code: Int32, context: String, of connection: OpaquePointer? = nil) -> SQLiteError {
        let connection = connection ?? handle
        let extended = sqlite3_extended_errcode(connection)
        let failure = SQLiteError(code: extended == 0 ? code : extended, message: String(cString: sqlite3_errmsg(connection)),
                                  context: context, systemErrno: sqlite3_system_errno(connection))
        if connection == handle { failures.note(failure) }
        return failure
    }
}

/// What went wrong on one connection so far, shared with its statements.
final class SQLiteFailureLog {
    private(set) var sawDamage = false

    func note(_ failure: SQLiteError) {
        if failure.primary == .corrupt || failure.primary == .notADatabase { sawDamage = true }
    }
}
