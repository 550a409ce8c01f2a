import Foundation

/// Writes a small file so that it is private from its first byte and never seen half written.
///
/// Promises: the content goes into a new file beside the target, created with `O_EXCL` and the
/// given mode (0600 unless told otherwise), so no other user can open it in between; it is
/// flushed to disk when `durable`, then renamed over the target in one step. On any failure the
/// target is as it was and the file beside it is gone.
public enum AtomicFileWriter {
    /// Returns nil on success, else the reason in words.
    @discardableResult
    public static func replace(_ target: URL, with data: Data, mode: mode_t = 0o600, durable: Bool = true) -> String? {
        let aside = target.deletingLastPathComponent()
            .appendingPathComponent(".\(target.lastPathComponent).\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp")
            .path
        let descriptor = open(aside, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, mode)
        guard descriptor >= 0 else { return "cannot create \(aside): \(String(cString: strerror(errno)))" }
        var failure: String?
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = "writing failed: \(String(cString: strerror(errno)))"
                    return
                }
                offset += written
            }
        }
        if failure == nil, fchmod(descriptor, mode) != 0 {
            failure = "setting its mode failed: \(String(cString: strerror(errno)))"
        }
        if failure == nil, durable, fsync(descriptor) != 0 {
            failure = "flushing failed: \(String(cString: strerror(errno)))"
        }
        if close(descriptor) != 0, failure == nil { failure = "closing failed: \(String(cString: strerror(errno)))" }
        if failure == nil, rename(aside, target.path) != 0 {
            failure = "renaming into place failed: \(String(cString: strerror(errno)))"
        }
        if failure != nil { unlink(aside) }
        return failure
    }

    /// Creates an empty file at `url` with `mode` (0600 unless told otherwise), refusing one that
    /// exists or a link, so a file SQLite then fills is private from its first byte.
    public static func createEmpty(_ url: URL, mode: mode_t = 0o600) -> String? {
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, mode)
        guard descriptor >= 0 else { return "cannot create \(url.path): \(String(cString: strerror(errno)))" }
        fchmod(descriptor, mode)
        close(descriptor)
        return nil
    }
}
