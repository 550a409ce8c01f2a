import Foundation

/// The next unclaimed check of a supervised launch, counted in a file its children share: each
/// child claims one check when it is ready for the next, so every child keeps working until the
/// plan runs out, however unevenly the checks' costs fall.
///
/// Promises: the counter is read and advanced under an exclusive `flock`, so every number from 0
/// up is handed out once across all processes; `exhaust` makes every later claim come back empty.
final class CheckClaims {
    private let descriptor: Int32
    /// How many checks there are to claim: a claim at or past it is empty.
    let count: Int

    /// Makes the counter file at `url`, starting at 0.
    init(creatingAt url: URL, count: Int) throws {
        descriptor = open(url.path, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        self.count = count
        guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path]) }
        write(0)
    }

    /// Opens the counter file a supervising parent made at `path`.
    init(openingAt path: String, count: Int) throws {
        descriptor = open(path, O_RDWR | O_CLOEXEC)
        self.count = count
        guard descriptor >= 0 else { throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: path]) }
    }

    deinit { close(descriptor) }

    /// The next check's index, or nil when every check has been claimed.
    func claim() -> Int? {
        locked {
            let next = read()
            guard next < count else { return nil }
            write(next + 1)
            return next
        }
    }

    /// Whether every check has been claimed.
    var isExhausted: Bool { locked { read() >= count } }

    /// Claims whatever is left, so that children stop claiming.
    func exhaust() {
        locked { write(count) }
    }

    private func locked<T>(_ body: () -> T) -> T {
        while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
        defer { flock(descriptor, LOCK_UN) }
        return body()
    }

    private func read() -> Int {
        var value: Int64 = 0
        let got = withUnsafeMutableBytes(of: &value) { pread(descriptor, $0.baseAddress, 8, 0) }
        // A counter that cannot be read hands out nothing more.
        return got == 8 ? Int(Int64(littleEndian: value)) : count
    }

    private func write(_ value: Int) {
        var stored = Int64(value).littleEndian
        _ = withUnsafeBytes(of: &stored) { pwrite(descriptor, $0.baseAddress, 8, 0) }
    }
}
