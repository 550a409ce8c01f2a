import Foundation

/// The lock that keeps every spendrop that uses a store apart from a restore replacing it.
///
/// Promises: a connection spendrop opens through `DataContainer` holds the gate shared for as long
/// as it is open; `StoreRestorer` holds it alone from the moment it copies the replaced store
/// until the checked copy is in its place. So no write can land in a file that a restore has
/// already copied: a writer that comes while a restore holds the gate waits, then opens the
/// restored store. A restore waiting for writers to finish is never starved by writers that keep
/// coming: it first takes a turnstile that every new holder must pass.
///
/// The locks are open-file-description locks (`F_OFD_SETLK`) on bytes of `.spendrop.sqlite.lock`
/// beside the store (0600): byte 0 the turnstile, byte 1 the gate, byte 2 the fold
/// (`withFoldLock`). They belong to the open file, not to the process (two gates of one process
/// exclude each other too), and the kernel lets go of them when the process ends however it
/// ends: a killed spendrop never leaves the store locked. Waiting for the gate is bounded by the
/// time given; a gate not had in that time is a `Failure.busy`, never a hang.
public final class StoreGate {
    public enum Mode: Sendable {
        /// Any number of holders at once: every open connection.
        case shared
        /// One holder and nobody else: a restore.
        case exclusive
    }

    /// The lock file beside the store at `location`.
    public static func lockURL(for location: StoreLocation) -> URL {
        location.directory.appendingPathComponent(".\(location.databaseURL.lastPathComponent).lock")
    }

    /// How long a connection waits for a restore to finish before it gives up (a restore copies and
    /// checks the whole replaced store while it holds the gate).
    public static let sharedWaitMilliseconds = 60_000
    /// How long a restore waits for the connections open on the store to close.
    public static let exclusiveWaitMilliseconds = 10_000

    private var descriptor: Int32

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit { release() }

    /// What keeps a gate from being had.
    public enum Failure: Error, Equatable, Sendable {
        /// Another holder kept it for the whole wait.
        case busy(waitedMilliseconds: Int)
        /// The lock file could not be made or opened (a folder that cannot be written, for one).
        case unavailable(String)
    }

    /// The gate of the store at `location` in `mode`, waiting up to `milliseconds` for holders
    /// that exclude it. The store's folder must exist.
    public static func acquire(
        _ mode: Mode, at location: StoreLocation, waitingUpTo milliseconds: Int
    ) -> Result<StoreGate, Failure> {
        let path = lockURL(for: location).path
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { return .failure(.unavailable("\(path): \(String(cString: strerror(errno)))")) }
        let gate = StoreGate(descriptor: descriptor)
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(max(0, milliseconds)) * 1_000_000
        // The turnstile first: while a restore waits for the gate, it holds the turnstile, so no new
        // holder can come between it and the gate.
        guard gate.wait(for: .turnstile, exclusive: true, until: deadline) else {
            return .failure(.busy(waitedMilliseconds: milliseconds))
        }
        guard gate.wait(for: .gate, exclusive: mode == .exclusive, until: deadline) else {
            gate.release()
            return .failure(.busy(waitedMilliseconds: milliseconds))
        }
        if mode == .shared { gate.unlock(.turnstile) }
        return .success(gate)
    }

    /// Lets go of the gate; the next holder may come. Called at most once in effect.
    public func release() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
    }

    // MARK: The fold

    /// Runs `body` holding the fold lock of the store at `store` (byte 2 of its lock file),
    /// `exclusive` for whoever writes the store file from its log and updates its stamp, shared
    /// for whoever judges a log by them (`StoreLogOwnership`): a judgement never sees a stamp and a
    /// file from two different moments. Waits as long as the holder takes (a fold is bounded by
    /// SQLite's busy timeout); without a lock file to lock (a folder that cannot be written),
    /// `body` runs unlocked.
    static func withFoldLock<Result, Failure: Error>(
        _ store: URL, exclusive: Bool, _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let path = lockURL(for: StoreLocation(directory: store.deletingLastPathComponent())).path
        var descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        if descriptor < 0 { descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW) }
        guard descriptor >= 0 else { return try body() }
        defer { close(descriptor) }
        var region = StoreGate.region(.fold, type: exclusive ? F_WRLCK : F_RDLCK)
        while fcntl(descriptor, StoreGate.waitForOpenFileDescriptionLock, &region) != 0 && errno == EINTR {}
        return try body()
    }

    // MARK: The bytes

    private enum Byte: Int {
        case turnstile = 0
        case gate = 1
        case fold = 2
    }

    /// `F_OFD_SETLKW` from Linux's fcntl.h: as `F_OFD_SETLK`, waiting.
    private static let waitForOpenFileDescriptionLock: Int32 = 38

    /// `F_OFD_SETLK` from Linux's fcntl.h, which Swift's Glibc module does not export.
    private static let setOpenFileDescriptionLock: Int32 = 37

    private func wait(for byte: Byte, exclusive: Bool, until deadline: UInt64) -> Bool {
        var pause: UInt32 = 1_000
        while true {
            if lock(byte, type: exclusive ? F_WRLCK : F_RDLCK) { return true }
            guard errno == EAGAIN || errno == EACCES || errno == EINTR, DispatchTime.now().uptimeNanoseconds < deadline
            else { return false }
            usleep(pause)
            pause = min(pause * 2, 20_000)
        }
    }

    private func unlock(_ byte: Byte) {
        _ = lock(byte, type: F_UNLCK)
    }

    private func lock(_ byte: Byte, type: Int32) -> Bool {
        var region = StoreGate.region(byte, type: type)
        return fcntl(descriptor, StoreGate.setOpenFileDescriptionLock, &region) == 0
    }

    /// The one byte `byte` of the lock file, to lock as `type` (`F_RDLCK`, `F_WRLCK`, `F_UNLCK`).
    private static func region(_ byte: Byte, type: Int32) -> flock {
        var region = flock()
        region.l_type = Int16(type)
        region.l_whence = Int16(SEEK_SET)
        region.l_start = off_t(byte.rawValue)
        region.l_len = 1
        return region
    }
}
