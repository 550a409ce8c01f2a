import Foundation

/// What one check prints on one of its process's streams (standard output or standard error), in
/// a child process: the stream goes to a file of the child's own while the check runs, and is read
/// back when it ends, to travel with the check's result (shown beside a failure, and in JUnit's
/// `system-out` and `system-err`).
///
/// Promises: the stream is the child's own again after `end()`, whatever the check did; at most
/// the last `limit` bytes are kept, said to be cut when they are. The standard error file is
/// emptied only when the next check begins, so when a check crashes its last words are still
/// there for the parent to read (`ChildProcess.errorSummary`).
final class CheckOutputCapture {
    static let limit = 4_096
    /// The files a child's captures use in its run folder, which its parent reads after a crash.
    static let outputFileName = ".check-output"
    static let errorFileName = ".check-errors"
    private let file: URL
    private let descriptor: Int32
    private let stream: Int32
    private var saved: Int32 = -1

    /// A capture of `stream` (1 or 2) into `file`, made empty; nil when it cannot be made
    /// (nothing is captured then).
    init?(file: URL, stream: Int32 = 1) {
        let descriptor = open(file.path, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return nil }
        self.file = file
        self.descriptor = descriptor
        self.stream = stream
    }

    deinit {
        close(descriptor)
        unlink(file.path)
    }

    /// From now on the stream goes to the capture.
    func begin() {
        fflush(nil)
        saved = dup(stream)
        _ = ftruncate(descriptor, 0)
        lseek(descriptor, 0, SEEK_SET)
        dup2(descriptor, stream)
    }

    /// The stream is the child's own again; what the check wrote, its last `limit` bytes.
    func end() -> String {
        fflush(nil)
        if saved >= 0 {
            dup2(saved, stream)
            close(saved)
            saved = -1
        }
        return CheckOutputCapture.tail(descriptor: descriptor)
    }

    /// The last `limit` bytes of the capture file at `url` (another process's), "" when there is none.
    static func tail(of url: URL) -> String {
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return "" }
        defer { close(descriptor) }
        return tail(descriptor: descriptor)
    }

    private static func tail(descriptor: Int32) -> String {
        let size = Int(lseek(descriptor, 0, SEEK_END))
        guard size > 0 else { return "" }
        let kept = min(size, limit)
        var bytes = [UInt8](repeating: 0, count: kept)
        let read = pread(descriptor, &bytes, kept, off_t(size - kept))
        var tail = bytes.prefix(max(0, read))
        guard size > kept else { return String(decoding: tail, as: UTF8.self) }
        // Cut at a line's start, so the first line kept is whole.
        if let newline = tail.firstIndex(of: UInt8(ascii: "\n")), newline < tail.endIndex - 1 {
            tail = tail[(newline + 1)...]
        }
        return "[… \(size - tail.count) bytes before]\n" + String(decoding: tail, as: UTF8.self)
    }
}

/// A check's standard output and standard error, captured apart, in a child's run folder.
struct CheckCapture {
    let output: CheckOutputCapture?
    let errors: CheckOutputCapture?

    init(runDirectory: URL) {
        output = CheckOutputCapture(
            file: runDirectory.appendingPathComponent(CheckOutputCapture.outputFileName), stream: 1)
        errors = CheckOutputCapture(
            file: runDirectory.appendingPathComponent(CheckOutputCapture.errorFileName), stream: 2)
    }

    func begin() {
        output?.begin()
        errors?.begin()
    }

    /// What the check wrote on each stream.
    func end() -> (output: String, errors: String) {
        (output?.end() ?? "", errors?.end() ?? "")
    }
}
