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

        /// The key of the row being added: its key columns' bytes, a space between them.
        var scratch: [UInt8] = []

        mutating func add(_ values: UnsafeMutablePointer<OpaquePointer?>, count: Int, keyCount: Int) {
            scratch.removeAll(keepingCapacity: true)
            for part in 0..<keyCount {
                if part > 0 { scratch.append(UInt8(ascii: " ")) }
                // sqlite3_value_text first, then sqlite3_value_bytes: the order SQLite documents.
                if let text = sqlite3_value_text(values[part]) {
                    scratch.append(
                        contentsOf: UnsafeBufferPointer(start: text, count: Int(sqlite3_value_bytes(values[part]))))
                }
            }
            if keys.isEmpty { width = count - keyCount }
            let sameKey =
                last >= 0 && lastKey.count == scratch.count
                && (scratch.isEmpty
                    || lastKey.withUnsafeBufferPointer { known in
                        scratch.withUnsafeBufferPointer { memcmp(known.baseAddress!, $0.baseAddress!, $0.count) == 0 }
                    })
            if !sameKey {
                if let known = index[scratch] {
                    last = known
                } else {
                    last = keys.count
                    keys.append(scratch)
                    sums.append(contentsOf: repeatElement(0, count: width))
                    index[scratch] = last
                }
                lastKey = scratch
            }
            let base = last * width
            let used = min(count - keyCount, width)
            sums.withUnsafeMutableBufferPointer { buffer in
                for position in 0..<used {
                    buffer[base + position] &+= sqlite3_value_int64(values[keyCount + position])
                }
            }
        }

        var answer: [UInt8] {
            var text: [UInt8] = []
            for group in keys.indices.sorted(by: { keys[$0].lexicographicallyPrecedes(keys[$1]) }) {
                if !text.isEmpty { text.append(UInt8(ascii: ";")) }
                text.append(contentsOf: keys[group])
                text.append(UInt8(ascii: ":"))
                text.append(
                    contentsOf: sums[(group * width)..<((group + 1) * width)].map(String.init).joined(separator: ",")
                        .utf8)
            }
            return text
        }
    }

    /// Defines `grouped_sums` on this connection, and `grouped_sums2`, `grouped_sums3` whose first
    /// two or three arguments together are the key (`grouped_sums2(kind, currency, …)` groups as
    /// `grouped_sums(kind || ' ' || currency, …)` does, without building that text for every row).
    /// Defining them again is harmless.
    public func defineGroupedSums() throws(SQLiteError) {
        for keyCount in 1...3 {
            try defineGroupedSums(keyCount: keyCount)
        }
    }

    private func defineGroupedSums(keyCount: Int) throws(SQLiteError) {
        let name = keyCount == 1 ? "grouped_sums" : "grouped_sums\(keyCount)"
        let code = sqlite3_create_function_v2(
            handle, name, -1, SQLITE_UTF8 | SQLITE_DETERMINISTIC,
            UnsafeMutableRawPointer(bitPattern: keyCount), nil,
            { context, count, values in
                let keyCount = Int(bitPattern: sqlite3_user_data(context))
                guard Int(count) >= keyCount, let values,
                    let slot = sqlite3_aggregate_context(context, Int32(MemoryLayout<UnsafeMutableRawPointer?>.size))?
                        .assumingMemoryBound(to: UnsafeMutableRawPointer?.self)
                else { return }
                if slot.pointee == nil {
                    let fresh = UnsafeMutablePointer<GroupedSums>.allocate(capacity: 1)
                    fresh.initialize(to: GroupedSums())
                    slot.pointee = UnsafeMutableRawPointer(fresh)
                }
                let state = slot.pointee!.assumingMemoryBound(to: GroupedSums.self)
                state.pointee.add(values, count: Int(count), keyCount: keyCount)
            },
            { context in
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
                    sqlite3_result_text(
                        context, bytes.baseAddress!.assumingMemoryBound(to: CChar.self), length,
                        unsafeBitCast(-1, to: sqlite3_destructor_type.self))
                }
            }, nil)
        if code != SQLITE_OK {
            throw SQLiteError(code: code, message: "could not define \(name)", context: "sqlite3_create_function_v2")
        }
    }
}
