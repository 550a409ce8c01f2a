import CSQLite

/// A Swift predicate SQL can call, such as `folded_contains(merchant, ?)`.
///
/// Promises: the function lives as long as the connection (SQLite releases the closure when the
/// connection closes or the name is defined again); each argument reaches the body as its UTF-8
/// bytes, valid only during the call, or nil for NULL; the result is 1 or 0.
extension SQLiteDatabase {
    /// The closure a defined function calls, kept by SQLite as the function's user data.
    private final class PredicateBox {
        let body: ([UnsafeBufferPointer<UInt8>?]) -> Bool
        init(_ body: @escaping ([UnsafeBufferPointer<UInt8>?]) -> Bool) { self.body = body }
    }

    /// Defines (or redefines) `name` taking `arguments` text arguments, answering with `body`.
    /// Marked deterministic: the same arguments always give the same answer.
    public func definePredicate(_ name: String, arguments: Int32, _ body: @escaping ([UnsafeBufferPointer<UInt8>?]) -> Bool) throws(SQLiteError) {
        let box = Unmanaged.passRetained(PredicateBox(body)).toOpaque()
        let code = sqlite3_create_function_v2(handle, name, arguments, SQLITE_UTF8 | SQLITE_DETERMINISTIC, box, { context, count, values in
            let box = Unmanaged<PredicateBox>.fromOpaque(sqlite3_user_data(context)!).takeUnretainedValue()
            var texts: [UnsafeBufferPointer<UInt8>?] = []
            texts.reserveCapacity(Int(count))
            for index in 0..<Int(count) {
                let value = values![index]
                // sqlite3_value_text first, then sqlite3_value_bytes: the order SQLite documents.
                texts.append(sqlite3_value_text(value).map { UnsafeBufferPointer(start: $0, count: Int(sqlite3_value_bytes(value))) })
            }
            sqlite3_result_int(context, box.body(texts) ? 1 : 0)
        }, nil, nil, { pointer in
            if let pointer { Unmanaged<PredicateBox>.fromOpaque(pointer).release() }
        })
        if code != SQLITE_OK { throw SQLiteError(code: code, message: "could not define \(name)", context: "sqlite3_create_function_v2") }
    }
}
