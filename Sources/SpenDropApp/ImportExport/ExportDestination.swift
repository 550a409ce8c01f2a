import Foundation
import SpenDropStore

/// Where an export goes: the command's output stream in large pieces, or a file that appears
/// under its name only once it is complete.
///
/// Promises: text is passed on in pieces of about 64 KB, so an export of any size holds one piece
/// in memory. A file is written under a temporary name in the same folder, flushed to disk and
/// renamed over `url` by `commit()`; until then (and after `abandon()` or a failure) `url` is
/// exactly as it was. The file is private (0600) from its first byte whatever the umask, because an
/// export holds the user's finances; the temporary name carries the process id and is recorded
/// beside the store, so a launch after a killed export removes it (`TemporaryLeftovers`).
final class ExportDestination {
    private var buffer: [UInt8] = []
    private let flushBytes: ([UInt8]) throws -> Void
    private let finish: () throws -> Void
    private let cleanUp: () -> Void
    private static let pieceSize = 1 << 16

    private init(
        flush: @escaping ([UInt8]) throws -> Void, finish: @escaping () throws -> Void, cleanUp: @escaping () -> Void
    ) {
        self.flushBytes = flush
        self.finish = finish
        self.cleanUp = cleanUp
        buffer.reserveCapacity(ExportDestination.pieceSize + 4096)
    }

    static func stream(_ sink: TextSink) -> ExportDestination {
        ExportDestination(flush: { sink.write(String(decoding: $0, as: UTF8.self)) }, finish: {}, cleanUp: {})
    }

    static func file(
        _ url: URL, fileManager: FileManager, recordIn location: StoreLocation
    ) throws(AppError) -> ExportDestination {
        let directory = url.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .refused("there is no folder \(directory.path) to write \(url.lastPathComponent) into")
        }
        let partial = directory.appendingPathComponent(".\(url.lastPathComponent).partial-\(getpid())")
        try? fileManager.removeItem(at: partial)
        let record = TemporaryLeftovers.remember(partial, in: location)
        if let failure = AtomicFileWriter.createEmpty(partial) {
            TemporaryLeftovers.forget(record)
            throw .refused("cannot write into \(directory.path): \(failure)")
        }
        guard let handle = FileHandle(forWritingAtPath: partial.path) else {
            try? fileManager.removeItem(at: partial)
            TemporaryLeftovers.forget(record)
            throw .refused("cannot write into \(directory.path)")
        }
        return ExportDestination(
            flush: { try handle.write(contentsOf: $0) },
            finish: {
                try handle.synchronize()
                try handle.close()
                guard rename(partial.path, url.path) == 0 else {
                    throw AppError.refused(
                        "cannot rename the finished export to \(url.path): \(String(cString: strerror(errno)))")
                }
                TemporaryLeftovers.forget(record)
            },
            cleanUp: {
                try? handle.close()
                try? fileManager.removeItem(at: partial)
                TemporaryLeftovers.forget(record)
            })
    }

    func write(_ text: String) throws {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= ExportDestination.pieceSize { try flush() }
    }

    /// Passes on what is left and, for a file, puts it in place.
    func commit() throws {
        do {
            try flush()
            try finish()
        } catch {
            cleanUp()
            throw error
        }
    }

    /// Drops a file that will not be finished; the stream keeps what it already printed.
    func abandon() {
        cleanUp()
    }

    private func flush() throws {
        guard !buffer.isEmpty else { return }
        try flushBytes(buffer)
        buffer.removeAll(keepingCapacity: true)
    }
}
