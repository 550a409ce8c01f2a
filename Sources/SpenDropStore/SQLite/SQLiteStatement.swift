import CSQLite

/// A prepared statement: bind values, step through rows, read columns, reset to reuse.
///
/// Promises: finalized when released; every failure is an `SQLiteError` naming the SQL.
public final class SQLiteStatement {
    private let handle: OpaquePointer
    private let database: OpaquePointer
    private let failures: SQLiteFailureLog
    public let sql: String

    /// SQLite copies bound text at once (SQLITE_TRANSIENT), so Swift strings need not outlive the call.
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    init(database: OpaquePointer, sql: String, failures: SQLiteFailureLog) throws(SQLiteError) {
        var prepared: OpaquePointer?
        let code = sqlite3_prepare_v2(database, sql, -1, &prepared, nil)
        guard code == SQLITE_OK, let prepared else {
            let failure = SQLiteError(code: sqlite3_extended_errcode(database), message: String(cString: sqlite3_errmsg(database)),
                                      context: sql, systemErrno: sqlite3_system_errno(database))
            failures.note(failure)
            throw failure
        }
        self.handle = prepared
        self.database = database
        self.failures = failures
        self.sql = sql
    }

    deinit {
        sqlite3_finalize(handle)
    }

    /// Resets the statement and binds `values` to its parameters in order.
    public func bind(_ values: [SQLiteValue]) throws(SQLiteError) {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let code: Int32
            switch value {
            case .integer(let number): code = sqlite3_bind_int64(handle, index, number)
            case .text(let text): code = sqlite3_bind_text(handle, index, text, -1, SQLiteStatement.transient)
            case .null: code = sqlite3_bind_null(handle, index)
            }
            if code != SQLITE_OK { throw failure(code) }
        }
    }

    /// Binds one parameter (1 for the first) and leaves the others as they are: for a loop that
    /// binds every parameter of a reused statement each time, without building an array of values.
    public func bind(_ value: Int64, at index: Int32) throws(SQLiteError) {
        let code = sqlite3_bind_int64(handle, index, value)
        if code != SQLITE_OK { throw failure(code) }
    }

    public func bind(_ text: String, at index: Int32) throws(SQLiteError) {
        let code = sqlite3_bind_text(handle, index, text, -1, SQLiteStatement.transient)
        if code != SQLITE_OK { throw failure(code) }
    }

    /// Binds `text` at `index` without SQLite copying it, runs `body` (which steps the
    /// statement), then binds NULL there again so no pointer outlives the text. Saves an
    /// allocation and a copy per text parameter in a loop of millions of rows.
    public func bindingUncopied<Result>(_ text: String, at index: Int32, _ body: () throws -> Result) throws -> Result {
        try text.withCString { pointer in
            let code = sqlite3_bind_text(handle, index, pointer, -1, nil)
            if code != SQLITE_OK { throw failure(code) }
            defer { sqlite3_bind_null(handle, index) }
            return try body()
        }
    }

    public func bindNull(at index: Int32) throws(SQLiteError) {
        let code = sqlite3_bind_null(handle, index)
        if code != SQLITE_OK { throw failure(code) }
    }

    /// Runs a statement whose parameters are bound to completion, then resets it (the bindings stay).
    public func runBound() throws(SQLiteError) {
        defer { sqlite3_reset(handle) }
        while try step() {}
    }

    /// Advances to the next row: true when there is one, false when the statement is done.
    @discardableResult
    public func step() throws(SQLiteError) -> Bool {
        let code = sqlite3_step(handle)
        switch code {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default: throw failure(code)
        }
    }

    /// Ends the current pass so the statement holds no read lock; bindings stay.
    public func reset() {
        sqlite3_reset(handle)
    }

    /// Binds, runs to completion and resets: for statements that return no rows.
    public func run(_ values: [SQLiteValue] = []) throws(SQLiteError) {
        try bind(values)
        while try step() {}
        sqlite3_reset(handle)
    }

    /// How many columns each result row has.
    public var columnCount: Int32 { sqlite3_column_count(handle) }

    public func int64(_ column: Int32) -> Int64 {
        sqlite3_column_int64(handle, column)
    }

    public func text(_ column: Int32) -> String? {
        sqlite3_column_text(handle, column).map { String(cString: $0) }
    }

    public func isNull(_ column: Int32) -> Bool {
        sqlite3_column_type(handle, column) == SQLITE_NULL
    }

    public func optionalInt64(_ column: Int32) -> Int64? {
        isNull(column) ? nil : int64(column)
    }

    private func failure(_ code: Int32) -> SQLiteError {
        let extended = sqlite3_extended_errcode(database)
        let failure = SQLiteError(code: extended == 0 ? code : extended, message: String(cString: sqlite3_errmsg(database)),
                                  context: sql, systemErrno: sqlite3_system_errno(database))
        failures.note(failure)
        return failure
    }
}
