import Foundation

/// The channel a child's `ChildRecord` lines travel on, apart from its standard output: a file
/// the parent names in the child's environment, which the child appends to and the parent reads
/// as it grows. What a check prints (with or without a newline, shaped like a record or not)
/// goes to standard output and can never be taken for a record or split one.
///
/// Promises: each record is appended with one `write` to a file opened `O_APPEND`, so a record
/// is never interleaved with another; the parent hands over only complete lines.
enum RecordChannel {
    /// The environment variable that names the file.
    static let environmentKey = "SPENDROP_SELFTEST_RECORDS"

    /// Where a child writes its records: the file its parent named, else standard output (a
    /// child launched by hand).
    static func sink(environment: [String: String], fallback: any TextOutput) -> any TextOutput {
        guard let path = environment[environmentKey] else { return fallback }
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return fallback }
        return Writer(descriptor: descriptor)
    }

    /// Appends each text to a child's record file, going on after a partial or interrupted `write`.
    final class Writer: TextOutput {
        private let descriptor: Int32

        init(descriptor: Int32) {
            self.descriptor = descriptor
        }

        func write(_ text: String) {
            let bytes = Array(text.utf8)
            var written = 0
            while written < bytes.count {
                let count = bytes[written...].withUnsafeBufferPointer {
                    Glibc.write(descriptor, $0.baseAddress, $0.count)
                }
                if count <= 0 { if errno == EINTR { continue } else { return } }
                written += count
            }
        }
    }

    /// Reads a child's record file as it grows.
    final class Reader {
        let url: URL
        private var handle: FileHandle?
        private var pending = Data()

        init(url: URL) {
            self.url = url
        }

        /// Every complete line appended since the last call.
        func lines() -> [String] {
            if handle == nil { handle = FileHandle(forReadingAtPath: url.path) }
            guard let handle, let more = try? handle.readToEnd(), !more.isEmpty else { return [] }
            pending.append(more)
            guard let lastNewline = pending.lastIndex(of: UInt8(ascii: "\n")) else { return [] }
            let complete = pending[pending.startIndex..<lastNewline]
            pending = Data(pending[pending.index(after: lastNewline)...])
            return complete.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true)
                .map { String(decoding: $0, as: UTF8.self) }
        }
    }
}
