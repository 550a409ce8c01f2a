import CSQLite

/// The statements a connection runs, each with its parameters written in (`sqlite3_expanded_sql`),
/// handed to a closure as they start: for benchmarks that rerun the very same SQL elsewhere, and
/// for diagnosing what a screen asks.
///
/// Promises: only statements run from this connection's code (not those inside triggers) are
/// reported; turning tracing off (`nil`) releases the closure.
final class SQLiteStatementTrace {
    let body: (String) -> Void

    init(_ body: @escaping (String) -> Void) {
        self.body = body
    }
}

extension SQLiteDatabase {
    /// Calls `body` with the expanded SQL of every statement this connection starts, until called
    /// again with nil.
    public func traceStatements(_ body: ((String) -> Void)?) {
        guard let body else {
            sqlite3_trace_v2(handle, 0, nil, nil)
            trace = nil
            return
        }
        // The connection keeps the closure (`trace`) as long as SQLite may call it.
        let box = SQLiteStatementTrace(body)
        trace = box
        let context = Unmanaged.passUnretained(box).toOpaque()
        sqlite3_trace_v2(
            handle, UInt32(SQLITE_TRACE_STMT),
            { _, context, statement, unexpanded in
                guard let context, let statement else { return 0 }
                // A statement inside a trigger is reported with its text starting "--": not ours.
                if let text = unexpanded?.assumingMemoryBound(to: CChar.self), text.pointee == 0x2D, text[1] == 0x2D {
                    return 0
                }
                let box = Unmanaged<SQLiteStatementTrace>.fromOpaque(context).takeUnretainedValue()
                guard let expanded = sqlite3_expanded_sql(OpaquePointer(statement)) else { return 0 }
                defer { sqlite3_free(expanded) }
                box.body(String(cString: expanded))
                return 0
            }, context)
    }
}
