import Foundation
import SpenDropStore

/// A private folder for snapshots and downloads while a command works on them, made on first use.
///
/// Promises: the folder is new, made by `mkdtemp` (mode 0700, owned by this user, never an
/// existing folder and never reached through a link) under `parent`, and named
/// `spendrop-<pid>-XXXXXX` with a marker file holding this process's id, so a later launch can
/// remove one a killed spendrop left and no folder of the user's that is merely named like one
/// (`TemporaryLeftovers`). Files spendrop puts in it are 0600. `remove()` deletes it and what it holds.
public final class ScratchFolder {
    /// Where folders are made: the temporary folder (`$TMPDIR`, else /tmp).
    public let parent: URL
    private var made: URL?

    public init(parent: URL) {
        self.parent = parent
    }

    /// The folder, made the first time it is asked for.
    public func directory() throws(AppError) -> URL {
        if let made { return made }
        var template = Array(
            parent.appendingPathComponent("\(TemporaryLeftovers.scratchPrefix)\(getpid())-XXXXXX").path.utf8CString)
        let created = template.withUnsafeMutableBufferPointer { buffer in mkdtemp(buffer.baseAddress!) }
        guard created != nil else {
            throw .refused(
                "could not make a private scratch folder in \(parent.path): \(String(cString: strerror(errno))); set TMPDIR to a folder you can write"
            )
        }
        let url = URL(
            fileURLWithPath: String(cString: template.withUnsafeBufferPointer { $0.baseAddress! }), isDirectory: true)
        made = url
        // The proof a later sweep needs before removing the folder (`TemporaryLeftovers`).
        let marker = url.appendingPathComponent(TemporaryLeftovers.scratchMarker)
        if let failure = AtomicFileWriter.replace(
            marker, with: TemporaryLeftovers.scratchMarkerContents(pid: getpid()), durable: false)
        {
            throw .refused(
                "could not mark the private scratch folder \(url.path): \(failure); set TMPDIR to a folder you can write"
            )
        }
        return url
    }

    /// A new private (0600) empty file in the folder, for SQLite or a download to fill.
    public func newFile(_ name: String) throws(AppError) -> URL {
        let url = try directory().appendingPathComponent(name)
        if let failure = AtomicFileWriter.createEmpty(url) {
            throw .refused("could not prepare a scratch file: \(failure)")
        }
        return url
    }

    /// Removes the folder and everything in it, if it was made.
    public func remove(fileManager: FileManager) {
        guard let made else { return }
        try? fileManager.removeItem(at: made)
        self.made = nil
    }
}
