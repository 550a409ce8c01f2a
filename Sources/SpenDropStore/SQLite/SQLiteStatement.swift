import CSQLite
import Foundation

/// A prepared statement, reused for many runs: `execute(arguments:)` for statements without rows,
/// `query(arguments:_:)` and `scalar(arguments:)` for rows.
///
/// Promises: every run binds its arguments through one path — text is handed to SQLite without a
/// copy for the length of the run and unbound after it, so no pointer outlives the string — and
/// ends with the statement reset, holding no lock; finalized when released; every failure is an
/// `SQLiteError` naming the SQL.
public final class SQLiteStatement {
    private let handle: OpaquePointer
    private let database: OpaquePointer
    private let failures: SQLiteFailureLog
    private let writes: SQLiteWriteGuard
    public let sql: String

    init(database: OpaquePointer, sql: String, failures: SQLiteFailureLog, writes: SQLiteWriteGuard) throws(SQLiteError)
    {
        var prepared: OpaquePointer?
        var rest = ""
        var code = SQLITE_OK
        for attempt in 1...writes.attempts {
            code = sql.withCString { text in
                var tail: UnsafePointer<CChar>?
                let code = sqlite3_prepare_v2(database, text, -1, &prepared, &tail)
                if let tail { rest = String(cString: tail).trimmingCharacters(in: .whitespacesAndNewlines) }
                return code
            }
            // Refused for a write not ready: made ready, compiled again (not after the
            // last attempt, whose error is the one to report).
            guard attempt < writes.attempts, try writes.readyRefused(after: code) else { break }
        }
        guard rest.isEmpty else {
            sqlite3_finalize(prepared)
            throw SQLiteError(
                code: SQLITE_MISUSE,
                message: "a prepared statement holds one statement, but more follows: \(rest.prefix(40))",
                context: sql)
        }
        guard code == SQLITE_OK, let prepared else {
            let failure = SQLiteError(
                code: sqlite3_extended_errcode(database), message: String(cString: sqlite3_errmsg(database)),
                context: sql, systemErrno: sqlite3_system_errno(database))
            failures.note(failure)
            throw failure
        }
        self.handle = prepared
        self.database = database
        self.failures = failures
        self.writes = writes
        self.sql = sql
    }

    deinit {
        sqlite3_finalize(handle)
    }

    /// Runs the statement with `arguments` bound to its parameters in order, to completion.
    public func execute(arguments: [SQLiteValue] = []) throws(SQLiteError) {
        try run(arguments) { () throws(SQLiteError) in
            while try step() {}
        }
    }

    /// Runs the query with `arguments` bound and calls `row` for each result row, in order.
    /// The row is valid only inside the call; an error `row` throws stops the query and is rethrown.
    public func query(arguments: [SQLiteValue] = [], _ row: (SQLiteRow) throws -> Void) throws {
        let current = SQLiteRow(handle: handle)
        var stoppedBy: (any Error)?
        try run(arguments) { () throws(SQLiteError) in
            while try step() {
                do { try row(current) } catch { stoppedBy = error; return }
            }
        }
        if let stoppedBy { throw stoppedBy }
    }

    /// The first column of the first row as an integer; nil when there is no row or it is NULL.
    public func scalar(arguments: [SQLiteValue] = []) throws(SQLiteError) -> Int64? {
        let current = SQLiteRow(handle: handle)
        return try run(arguments) { () throws(SQLiteError) -> Int64? in
            try step() ? current.optionalInt64(0) : nil
        }
    }

    /// Every row as text columns (NULL as nil).
    public func textRows(arguments: [SQLiteValue] = []) throws(SQLiteError) -> [[String?]] {
        let current = SQLiteRow(handle: handle)
        let columns = sqlite3_column_count(handle)
        return try run(arguments) { () throws(SQLiteError) -> [[String?]] in
            var rows: [[String?]] = []
            while try step() { rows.append((0..<columns).map { current.text($0) }) }
            return rows
        }
    }

    /// The one binding path: binds `arguments` (text without a copy, for the length of `body`),
    /// runs `body`, then resets the statement and clears every binding, whatever `body` did.
    private func run<Result>(
        _ arguments: [SQLiteValue], _ body: () throws(SQLiteError) -> Result
    ) throws(SQLiteError) -> Result {
        defer {
            sqlite3_reset(handle)
            sqlite3_clear_bindings(handle)
        }
        let expected = Int(sqlite3_bind_parameter_count(handle))
        guard arguments.count == expected else {
            // A caller's mistake, told as such rather than run with a parameter silently NULL.
            throw SQLiteError(
                code: SQLITE_RANGE, message: "\(arguments.count) arguments for \(expected) parameters", context: sql)
        }
        return try bind(arguments[...], then: body)
    }

    private func bind<Result>(
        _ rest: ArraySlice<SQLiteValue>, then body: () throws(SQLiteError) -> Result
    ) throws(SQLiteError) -> Result {
        guard let value = rest.first else { return try body() }
        let index = Int32(rest.startIndex + 1)
        switch value {
        case .integer(let number):
            let code = sqlite3_bind_int64(handle, index, number)
            if code != SQLITE_OK { throw failure(code) }
            return try bind(rest.dropFirst(), then: body)
        case .null:
            let code = sqlite3_bind_null(handle, index)
            if code != SQLITE_OK { throw failure(code) }
            return try bind(rest.dropFirst(), then: body)
        case .text(let text):
            // No destructor: SQLite reads the string in place, which is valid only inside
            // withCString, so the parameter is unbound before the pointer goes away.
            let outcome: Swift.Result<Result, SQLiteError> = text.withCString { pointer in
                let code = sqlite3_bind_text(handle, index, pointer, -1, nil)
                guard code == SQLITE_OK else { return .failure(failure(code)) }
                defer { sqlite3_bind_null(handle, index) }
                return Swift.Result { () throws(SQLiteError) -> Result in try bind(rest.dropFirst(), then: body) }
            }
            return try outcome.get()
        }
    }

    /// Advances to the next row: true when there is one, false when the statement is done.
    /// A statement SQLite compiles again after a schema change (a rollback took a trigger away)
    /// may be refused by the write guard before it runs: its writes are made ready and it starts
    /// again, no row having been touched.
    private func step() throws(SQLiteError) -> Bool {
        var attempts = 0
        while true {
            let code = sqlite3_step(handle)
            switch code {
            case SQLITE_ROW: return true
            case SQLITE_DONE: return false
            default:
                attempts += 1
                guard attempts < writes.attempts, try writes.readyRefused(after: code) else { throw failure(code) }
                sqlite3_reset(handle)
            }
        }
    }

    private func failure(_ code: Int32) -> SQLiteError {
        let extended = sqlite3_extended_errcode(database)
        let failure = SQLiteError(
            code: extended == 0 ? code : extended, message: String(cString: sqlite3_errmsg(database)),
            context: sql, systemErrno: sqlite3_system_errno(database))
        failures.note(failure)
        return failure
    }
}
