import Basics
import CSQLite
import Foundation
import SpenDropCore

/// One open SQLite connection: the only door to the `sqlite3_*` C API in spendrop.
///
/// Shaped like GRDB's core: `execute(sql:arguments:)`, `query(sql:arguments:_:)`,
/// `scalar(sql:arguments:)` and `textRows(sql:arguments:)`, each binding through the one path of
/// `SQLiteStatement`; `statement(sql:)` for a loop that runs one statement many times.
///
/// Promises: every failure becomes an `SQLiteError` with the extended code, the message and the
/// `errno` behind it; every connection has the same busy timeout and pragmas from its first
/// statement; prepared statements are cached per SQL text and reused; the connection is closed
/// by `close()` or when released.
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

        var mayWrite: Bool { self == .readWrite || self == .readWriteCreate }
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
    let writes = SQLiteWriteGuard()
    /// The closure `traceStatements` reports to, kept while tracing is on.
    var trace: SQLiteStatementTrace?

    /// Whether any statement on this connection was answered with SQLite's "damaged" codes
    /// (`SQLITE_CORRUPT`, `SQLITE_NOTADB`): a store that said so is not vouched for at close.
    public var sawDamage: Bool { failures.sawDamage }

    public init(path: String, mode: OpenMode) throws(SQLiteError) {
        _ = SQLiteDatabase.processSetUp
        var flags = SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE
        var name = path
        switch mode {
        case .readOnly: flags |= SQLITE_OPEN_READONLY
        case .readOnlyImmutable:
            flags |= SQLITE_OPEN_READONLY | SQLITE_OPEN_URI
            name = "file:" + TextEscaping.uriPath(path) + "?mode=ro&immutable=1"
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
        // Every connection waits for another's lock the same while, enforces foreign keys and,
        // when it may write, syncs every commit to the disk, whoever opened it.
        sqlite3_busy_timeout(opened, SQLiteDatabase.busyTimeoutMilliseconds)
        let pragmas = mode.mayWrite ? SQLiteDatabase.writerPragmas : SQLiteDatabase.readerPragmas
        let pragmaCode = sqlite3_exec(opened, pragmas, nil, nil, nil)
        guard pragmaCode == SQLITE_OK else {
            let failure = SQLiteError(
                code: sqlite3_extended_errcode(opened), message: String(cString: sqlite3_errmsg(opened)),
                context: pragmas, systemErrno: sqlite3_system_errno(opened))
            sqlite3_close_v2(opened)
            throw failure
        }
    }

    /// Runs once, before the process's first connection: SQLite stops keeping memory statistics
    /// (nothing reads them), so an allocation no longer takes a process-wide lock. SQLite refuses
    /// the change once it is initialised, which leaves it as it was.
    private static let processSetUp: Void = { _ = spendrop_sqlite3_stop_memory_statistics() }()

    /// Set on every connection at open. `synchronous = FULL` syncs the log at each commit, so a
    /// power cut cannot take back a command that said it was done.
    static let readerPragmas = "PRAGMA foreign_keys = ON;"
    static let writerPragmas = "PRAGMA foreign_keys = ON; PRAGMA synchronous = FULL;"

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
        traceStatements(nil)
        sqlite3_close_v2(handle)
    }

    /// Runs SQL that returns no rows. Without arguments it may hold several statements (a schema,
    /// a migration step); with arguments it is one statement, prepared once and reused.
    public func execute(sql: String, arguments: [SQLiteValue] = []) throws(SQLiteError) {
        if arguments.isEmpty {
            try runScript(sql)
        } else {
            try statement(sql: sql).execute(arguments: arguments)
        }
    }

    /// Runs each statement of `sql` in turn, as `sqlite3_exec` does, except that a statement the
    /// write guard refused is compiled again (and only it) once the writes it makes are ready.
    private func runScript(_ sql: String) throws(SQLiteError) {
        let outcome: Result<Void, SQLiteError> = sql.withCString { start in
            var next: UnsafePointer<CChar>? = start
            while let text = next, text.pointee != 0 {
                var prepared: OpaquePointer?
                var tail: UnsafePointer<CChar>?
                var code = SQLITE_OK
                for attempt in 1...writes.attempts {
                    code = sqlite3_prepare_v2(handle, text, -1, &prepared, &tail)
                    // Not on the last attempt: SQLite's own error is the one to report.
                    do throws(SQLiteError) {
                        guard attempt < writes.attempts, try writes.readyRefused(after: code) else { break }
                    } catch {
                        return .failure(error)
                    }
                }
                guard code == SQLITE_OK else { return .failure(self.error(code, context: sql)) }
                next = tail
                // Only white space or a comment was left.
                guard let prepared else { continue }
                defer { sqlite3_finalize(prepared) }
                var attempts = 0
                while true {
                    code = sqlite3_step(prepared)
                    if code == SQLITE_ROW { continue }
                    if code == SQLITE_DONE { break }
                    attempts += 1
                    do throws(SQLiteError) {
                        guard attempts < writes.attempts, try writes.readyRefused(after: code) else {
                            return .failure(self.error(code, context: sql))
                        }
                    } catch {
                        return .failure(error)
                    }
                    sqlite3_reset(prepared)
                }
            }
            return .success(())
        }
        try outcome.get()
    }

    /// From now on, no statement that inserts, updates or deletes rows of `tables` (itself, by a
    /// trigger or by a foreign key's cascade) runs before `makeReady` was called with that kind of
    /// write to that table since the last rollback: SQLite's authorizer refuses to compile it,
    /// `makeReady` runs with the writes it named, and the statement is compiled again. Statements
    /// compiled before are dropped, so none escapes the guard.
    public func guardWrites(to tables: Set<String>, makeReady: @escaping (Set<SQLiteWrite>) throws -> Void) {
        cache.removeAll()
        writes.tables = Set(tables.map { $0.lowercased() })
        writes.makeReady = makeReady
        writes.ready = []
        installAuthorizer()
        // A rollback takes back what `makeReady` created in its transaction.
        sqlite3_rollback_hook(
            handle,
            { context in
                guard let context else { return }
                Unmanaged<SQLiteWriteGuard>.fromOpaque(context).takeUnretainedValue().ready = []
            }, Unmanaged.passUnretained(writes).toOpaque())
    }

    /// Forgets that writes to `table` were made ready, so the next one asks `makeReady` again
    /// (after what was made for it changed, as a bulk load's dropped trigger), statements compiled
    /// already included: setting the authorizer again makes SQLite compile every one anew.
    public func forgetReady(_ table: String) {
        writes.forget(table.lowercased())
        installAuthorizer()
    }

    private func installAuthorizer() {
        sqlite3_set_authorizer(
            handle,
            { context, action, first, second, database, _ in
                guard let context else { return SQLITE_OK }
                return Unmanaged<SQLiteWriteGuard>.fromOpaque(context).takeUnretainedValue()
                    .decide(action, first: first, second: second, database: database)
            }, Unmanaged.passUnretained(writes).toOpaque())
    }

    /// Runs a query with `arguments` bound and calls `row` for each result row.
    public func query(sql: String, arguments: [SQLiteValue] = [], _ row: (SQLiteRow) throws -> Void) throws {
        try statement(sql: sql).query(arguments: arguments, row)
    }

    /// The first column of the first row as an integer, or nil when there is no row or it is NULL.
    public func scalar(sql: String, arguments: [SQLiteValue] = []) throws(SQLiteError) -> Int64? {
        try statement(sql: sql).scalar(arguments: arguments)
    }

    /// Every row as text columns (NULL as nil): for checks and pragmas, prepared each time.
    public func textRows(sql: String, arguments: [SQLiteValue] = []) throws(SQLiteError) -> [[String?]] {
        try SQLiteStatement(database: handle, sql: sql, failures: failures, writes: writes).textRows(
            arguments: arguments)
    }

    /// The prepared statement for `sql`, made once and reused: for a loop that runs it many times.
    public func statement(sql: String) throws(SQLiteError) -> SQLiteStatement {
        if let cached = cache[sql] { return cached }
        let statement = try SQLiteStatement(database: handle, sql: sql, failures: failures, writes: writes)
        cache[sql] = statement
        return statement
    }

    /// Whether a transaction is open on this connection.
    public var isInTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }

    /// Runs `body` in a transaction: committed when it returns, rolled back when it throws. Inside
    /// another transaction it becomes a savepoint, so a failed inner part rolls back alone.
    public func transaction<Result>(_ kind: TransactionKind = .immediate, _ body: () throws -> Result) throws -> Result
    {
        if isInTransaction {
            try execute(sql: "SAVEPOINT nested")
            do {
                let result = try body()
                try execute(sql: "RELEASE nested")
                return result
            } catch {
                // SQLite's rollback hook is not told of a savepoint's rollback.
                writes.ready = []
                try? execute(sql: "ROLLBACK TO nested")
                try? execute(sql: "RELEASE nested")
                throw error
            }
        }
        try execute(sql: "BEGIN \(kind.rawValue)")
        do {
            let result = try body()
            try execute(sql: "COMMIT")
            return result
        } catch {
            try? execute(sql: "ROLLBACK")
            throw error
        }
    }

    /// `PRAGMA user_version`: the schema version this store says it has.
    public func userVersion() throws(SQLiteError) -> Int {
        Int(try scalar(sql: "PRAGMA user_version") ?? 0)
    }

    public func setUserVersion(_ version: Int) throws(SQLiteError) {
        try execute(sql: "PRAGMA user_version = \(version)")
    }

    public var lastInsertedRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    /// How many rows the last INSERT, UPDATE or DELETE changed.
    public var changes: Int64 { Int64(sqlite3_changes(handle)) }

    /// Whether SQLite opened the main database read-only (it does so silently when the file
    /// cannot be written).
    public var isReadOnly: Bool { sqlite3_db_readonly(handle, "main") == 1 }

    /// Copies the whole database into a new file at `path` with SQLite's online backup, which is
    /// safe while this connection or others use the database.
    public func backup(to path: String) throws(SQLiteError) {
        let target = try SQLiteDatabase(path: path, mode: .readWriteCreate)
        guard let backup = sqlite3_backup_init(target.handle, "main", handle, "main") else {
            throw error(sqlite3_errcode(target.handle), context: "starting a backup to \(path)", of: target.handle)
        }
        var code: Int32
        var locked: Bool
        repeat {
            code = sqlite3_backup_step(backup, 1024)
            locked = SQLiteDatabase.isLocked(code)
            if locked { sqlite3_sleep(25) }
        } while code == SQLITE_OK || locked
        let finished = sqlite3_backup_finish(backup)
        if code != SQLITE_DONE || finished != SQLITE_OK {
            throw error(code != SQLITE_DONE ? code : finished, context: "backing up to \(path)", of: target.handle)
        }
    }

    /// Whether a backup step met another connection's lock (`SQLITE_BUSY`, `SQLITE_LOCKED`): the
    /// backup waits a moment and steps again.
    private static func isLocked(_ code: Int32) -> Bool { code == SQLITE_BUSY || code == SQLITE_LOCKED }

    /// `PRAGMA integrity_check`: healthy only when the answer is exactly one row, `ok`.
    public func integrityProblems() throws(SQLiteError) -> [String] {
        SQLiteDatabase.problems(in: try textRows(sql: "PRAGMA integrity_check").compactMap { $0.first ?? nil })
    }

    /// `PRAGMA quick_check`: every page and b-tree read, without comparing indexes to their tables
    /// (about a fifth of `integrity_check`'s time). Healthy only when the answer is one row, `ok`.
    public func quickCheckProblems() throws(SQLiteError) -> [String] {
        SQLiteDatabase.problems(in: try textRows(sql: "PRAGMA quick_check").compactMap { $0.first ?? nil })
    }

    /// A check's answer as one problem a line: SQLite packs several into one row, under a
    /// `*** in database main ***` heading, which says nothing on its own.
    static func problems(in answer: [String]) -> [String] {
        guard answer != ["ok"] else { return [] }
        return answer.flatMap { $0.split(separator: "\n") }.map { $0.trimmingCharacters(in: .whitespaces) }.filter {
            line in
            let heading = line.hasPrefix("***") && line.hasSuffix("***")
            return !line.isEmpty && !heading
        }
    }

    /// `PRAGMA wal_checkpoint(TRUNCATE)`: copies everything in the write-ahead log into the main
    /// file and empties the log. Throws when another connection kept it from finishing.
    public func checkpointTruncatingLog() throws(SQLiteError) {
        let answer = try textRows(sql: "PRAGMA wal_checkpoint(TRUNCATE)").first ?? []
        if answer.first == "1" {
            throw SQLiteError(
                code: SQLITE_BUSY, message: "another connection is using the store",
                context: "PRAGMA wal_checkpoint(TRUNCATE)")
        }
    }

    /// Whether the open transaction holds foreign key violations that `defer_foreign_keys` put off
    /// until COMMIT, which would then fail: asked of SQLite's own counter, without a scan.
    public var hasUnresolvedForeignKeys: Bool {
        var current: Int32 = 0, highest: Int32 = 0
        return sqlite3_db_status(handle, SQLITE_DBSTATUS_DEFERRED_FKS, &current, &highest, 0) == SQLITE_OK
            && current > 0
    }

    /// `PRAGMA foreign_key_check`: one description per row that breaks a foreign key.
    public func foreignKeyProblems() throws(SQLiteError) -> [String] {
        try textRows(sql: "PRAGMA foreign_key_check").map { row in
            "\(row[0] ?? "?") row \(row[1] ?? "?") refers to a missing \(row[2] ?? "?") row"
        }
    }

    private func error(_ code: Int32, context: String, of connection: OpaquePointer? = nil) -> SQLiteError {
        let connection = connection ?? handle
        let extended = sqlite3_extended_errcode(connection)
        let failure = SQLiteError(
            code: extended == 0 ? code : extended, message: String(cString: sqlite3_errmsg(connection)),
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
