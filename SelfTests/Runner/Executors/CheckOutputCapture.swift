import Foundation

/// What one check prints on standard output, in a child process: standard output goes to a file
/// of the child's own while the check runs, and is read back when it ends, to travel with the
/// check's result (shown beside a failure and put in JUnit's `system-out`).
///
/// Promises: standard output is the child's own again after `end()`, whatever the check did;
/// at most the last `limit` bytes are kept, said to be cut when they are; standard error is
/// left alone (a crash's last words go to the parent as before).
final class CheckOutputCapture {
    static let limit = 4_096
    private let file: URL
    private let descriptor: Int32
    private var saved: Int32 = -1

    /// A capture into `file`, made empty; nil when it cannot be made (nothing is captured then).
    init?(file: URL) {
        let descriptor = open(file.path, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return nil }
        self.file = file
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
        unlink(file.path)
    }

    /// From now on standard output goes to the capture.
    func begin() {
        fflush(nil)
        saved = dup(1)
        _ = ftruncate(descriptor, 0)
        lseek(descriptor, 0, SEEK_SET)
        dup2(descriptor, 1)
    }

    /// Standard output is the child's own again; what the check printed, its last `limit` bytes.
    func end() -> String {
        fflush(nil)
        if saved >= 0 {
            dup2(saved, 1)
            close(saved)
            saved = -1
        }
        let size = Int(lseek(descriptor, 0, SEEK_END))
        guard size > 0 else { return "" }
        let kept = min(size, Self.limit)
        var bytes = [UInt8](repeating: 0, count: kept)
        let read = pread(descriptor, &bytes, kept, off_t(size - kept))
        let text = String(decoding: bytes.prefix(max(0, read)), as: UTF8.self)
        return size > kept ? "[… \(size - kept) bytes before]\n" + text : text
    }
}
