import CSQLite

/// One open SQLite connection: the only door to the `sqlite3_*` C API in spendrop.
///
/// Promises: every failure becomes an `SQLiteError` with the extended code and message; the
/// connection is closed when the value is released.
/// - Warning: not thread-safe; use one connection from one thread.
public final class SQLiteDatabase {
    /// How a connection opens its file.
    public enum OpenMode: Sendable {
        case readOnly
        case readWrite
        case readWriteCreate
    }

    private let handle: OpaquePointer
    public let path: String

    public init(path: String, mode: OpenMode) throws(SQLiteError) {
        var flags = SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE
        switch mode {
        case .readOnly: flags |= SQLITE_OPEN_READONLY
        case .readWrite: flags |= SQLITE_OPEN_READWRITE
        case .readWriteCreate: flags |= SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
        }
        var opened: OpaquePointer?
        let code = sqlite3_open_v2(path, &opened, flags, nil)
        guard code == SQLITE_OK, let opened else {
            let message = opened.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close_v2(opened)
            throw SQLiteError(code: code, message: message, context: "opening \(path)")
        }
        handle = opened
        self.path = path
    }

    deinit {
        sqlite3_close_v2(handle)
    }

    /// Runs one or more statements that return no rows.
    public func execute(_ sql: String) throws(SQLiteError) {
        let code = sqlite3_exec(handle, sql, nil, nil, nil)
        if code != SQLITE_OK { throw error(code, context: sql) }
    }

    /// Runs a query and returns every row as text columns (NULL as nil).
    public func rows(_ sql: String) throws(SQLiteError) -> [[String?]] {
        var statement: OpaquePointer?
        let prepared = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
        guard prepared == SQLITE_OK, let statement else { throw error(prepared, context: sql) }
        defer { sqlite3_finalize(statement) }
        var result: [[String?]] = []
        while true {
            let step = sqlite3_step(statement)
            if step == SQLITE_DONE { return result }
            guard step == SQLITE_ROW else { throw error(step, context: sql) }
            let columns = sqlite3_column_count(statement)
            result.append((0..<columns).map { column in
                sqlite3_column_text(statement, column).map { String(cString: $0) }
            })
        }
    }

    /// Sets how long a write waits for another connection's lock before giving up.
    public func setBusyTimeout(milliseconds: Int32) throws(SQLiteError) {
        let code = sqlite3_busy_timeout(handle, milliseconds)
        if code != SQLITE_OK { throw error(code, context: "setting the busy timeout") }
    }

    private func error(_ code: Int32, context: String) -> SQLiteError {
        SQLiteError(code: sqlite3_extended_errcode(handle), message: String(cString: sqlite3_errmsg(handle)), context: context)
    }
}
