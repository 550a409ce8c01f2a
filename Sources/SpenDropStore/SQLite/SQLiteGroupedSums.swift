import CSQLite
import Foundation

/// `grouped_sums(key, value, …)`: an aggregate SQL can call that sums each value per key in one
/// pass, with no sort, and answers one text such as `in MYR:3,1250;out MYR:7,9800`.
///
/// Promises: keys in byte order, each with its sums in argument order (a NULL value adds 0,
/// integers wrap rather than fail, so two answers are equal exactly when every sum is); no rows
/// gives the empty text. The same question as `GROUP BY key` with `sum(value)`s, without the
/// sorter, which on a million rows is most of the time such a query takes.
extension SQLiteDatabase {
    /// The running sums of one call of the aggregate, kept behind SQLite's aggregate context in
    /// memory of its own (a plain value reached through a pointer: no reference counting or
    /// exclusivity checks per row).
    private struct GroupedSums {
        var keys: [[UInt8]] = []
        /// Every group's sums one after another, `width` each.
        var sums: [Int64] = []
        var width = 0
        /// The group the previous row went to, and its key: rows come in runs of the same key.
        var last = -1
        var lastKey: [UInt8] = []
        var index: [[UInt8]: Int] = [:]

        mutating func add(key: UnsafeBufferPointer<UInt8>, values: UnsafeMutablePointer<OpaquePointer?>, count: Int) {
            if keys.isEmpty { width = count }
            let sameKey = last >= 0 && lastKey.count == key.count
                && (key.isEmpty || lastKey.withUnsafeBufferPointer { memcmp($0.baseAddress!, key.baseAddress!, key.count) == 0 })
            if !sameKey {
                let bytes = Array(key)
                if let known = index[bytes] {
                    last = known
                } else {
                    last = keys.count
                    keys.append(bytes)
                    sums.append(contentsOf: repeatElement(0, count: width))
                    index[bytes] = last
                }
                lastKey = bytes
            }
            let base = last * width
            let used = min(count, width)
            sums.withUnsafeMutableBufferPointer { buffer in
                for position in 0..<used { buffer[base + position] &+= sqlite3_value_int64(values[position + 1]) }
            }
        }

        var answer: [UInt8] {
            var text: [UInt8] = []
            for group in keys.indices.sorted(by: { keys[$0].lexicographicallyPrecedes(keys[$1]) }) {
                if !text.isEmpty { text.append(UInt8(ascii: ";")) }
                text.append(contentsOf: keys[group])
                text.append(UInt8(ascii: ":"))
                text.append(contentsOf: sums[(group * width)..<((group + 1) * width)].map(String.init).joined(separator: ",").utf8)
            }
            return text
        }
    }

    /// Defines `grouped_sums` on this connection (again, harmlessly, when it already is).
    public func defineGroupedSums() throws(SQLiteError) {
        let code = sqlite3_create_function_v2(handle, "grouped_sums", -1, SQLITE_UTF8 | SQLITE_DETERMINISTIC, nil, nil, { context, count, values in
            guard count >= 1, let values,
                  let slot = sqlite3_aggregate_context(context, Int32(MemoryLayout<UnsafeMutableRawPointer?>.size))?
                      .assumingMemoryBound(to: UnsafeMutableRawPointer?.self) else { return }
            if slot.pointee == nil {
                let fresh = UnsafeMutablePointer<GroupedSums>.allocate(capacity: 1)
                fresh.initialize(to: GroupedSums())
                slot.pointee = UnsafeMutableRawPointer(fresh)
            }
            let state = slot.pointee!.assumingMemoryBound(to: GroupedSums.self)
            // sqlite3_value_text first, then sqlite3_value_bytes: the order SQLite documents.
            let text = sqlite3_value_text(values[0])
            let key = UnsafeBufferPointer(start: text, count: text == nil ? 0 : Int(sqlite3_value_bytes(values[0])))
            state.pointee.add(key: key, values: values, count: Int(count) - 1)
        }, { context in
            let slot = sqlite3_aggregate_context(context, 0)?.assumingMemoryBound(to: UnsafeMutableRawPointer?.self)
            var answer: [UInt8] = []
            if let slot, let pointer = slot.pointee {
                let state = pointer.assumingMemoryBound(to: GroupedSums.self)
                answer = state.pointee.answer
                state.deinitialize(count: 1)
                state.deallocate()
                slot.pointee = nil
            }
            let length = Int32(answer.count)
            answer.append(0)
            answer.withUnsafeBytes { bytes in
                // SQLITE_TRANSIENT: SQLite copies the text before this buffer goes away.
                sqlite3_result_text(context, bytes.baseAddress!.assumingMemoryBound(to: CChar.self), length,
                                    unsafeBitCast(-1, to: sqlite3_destructor_type.self))
            }
        }, nil)
        if code != SQLITE_OK { throw SQLiteError(code: code, message: "could not define grouped_sums", context: "sqlite3_create_function_v2") }
    }
}
