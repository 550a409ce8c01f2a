import CSQLite

/// The current row of a running query, read by column (0 for the first).
///
/// Promises: reads only; valid inside the `query` call that handed it out and never after.
public struct SQLiteRow {
    let handle: OpaquePointer

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
}
