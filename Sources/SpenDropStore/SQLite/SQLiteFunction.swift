import CSQLite

/// A Swift predicate of two texts that SQL can call, such as `folded_contains(merchant, ?)`.
///
/// Promises: the function lives as long as the connection (SQLite releases the closure when the
/// connection closes or the name is defined again); each argument reaches the body as its UTF-8
/// bytes, valid only during the call, or nil for NULL; the result is 1 or 0. A call allocates
/// nothing of its own: it runs once per row a filter reads.
extension SQLiteDatabase {
    /// The closure a defined function calls, kept by SQLite as the function's user data.
    private final class PredicateBox {
        let body: (UnsafeBufferPointer<UInt8>?, UnsafeBufferPointer<UInt8>?) -> Bool
        init(_ body: @escaping (UnsafeBufferPointer<UInt8>?, UnsafeBufferPointer<UInt8>?) -> Bool) { self.body = body }
    }

    /// Defines (or redefines) `name` taking two text arguments, answering with `body`.
    /// Marked deterministic: the same arguments always give the same answer.
    public func definePredicate(
        _ name: String,
        _ body: @escaping (UnsafeBufferPointer<UInt8>?, UnsafeBufferPointer<UInt8>?) -> Bool
    ) throws(SQLiteError) {
        let box = Unmanaged.passRetained(PredicateBox(body)).toOpaque()
        let code = sqlite3_create_function_v2(
            handle, name, 2, SQLITE_UTF8 | SQLITE_DETERMINISTIC, box,
            { context, _, values in
                let box = Unmanaged<PredicateBox>.fromOpaque(sqlite3_user_data(context)!).takeUnretainedValue()
                // sqlite3_value_text first, then sqlite3_value_bytes: the order SQLite documents.
                func text(_ value: OpaquePointer?) -> UnsafeBufferPointer<UInt8>? {
                    sqlite3_value_text(value).map {
                        UnsafeBufferPointer(start: $0, count: Int(sqlite3_value_bytes(value)))
                    }
                }
                sqlite3_result_int(context, box.body(text(values![0]), text(values![1])) ? 1 : 0)
            }, nil, nil,
            { pointer in
                if let pointer { Unmanaged<PredicateBox>.fromOpaque(pointer).release() }
            })
        if code != SQLITE_OK {
            throw SQLiteError(code: code, message: "could not define \(name)", context: "sqlite3_create_function_v2")
        }
    }
}
