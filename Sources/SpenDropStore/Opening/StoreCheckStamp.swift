import Foundation

/// A note, kept beside the store, of the file exactly as spendrop left it after its last command,
/// when the store had been checked and no statement had reported damage.
///
/// Promises: a stamp matches only a file with the same device, inode, size, modification and
/// status-change times and an empty log. Anything that touched the file since (another program,
/// a flipped byte, a copy, a spendrop that was killed before it could stamp) changes the
/// status-change time, which no one can set back, so the next open checks every page again. A
/// missing or unreadable stamp never matches.
public struct StoreCheckStamp: Equatable, Sendable {
    let device: UInt64
    let inode: UInt64
    let size: Int64
    let modified: Int64
    let changed: Int64

    /// `.spendrop.sqlite.checked` beside `spendrop.sqlite`.
    public static func file(for store: URL) -> URL {
        store.deletingLastPathComponent().appendingPathComponent(".\(store.lastPathComponent).checked")
    }

    /// The store file as it is now; nil when it cannot be looked at or its log holds writes.
    static func current(of store: URL) -> StoreCheckStamp? {
        var wal = stat()
        if lstat(store.path + "-wal", &wal) == 0, wal.st_size > 0 { return nil }
        return identity(of: store)
    }

    /// The store file as it is now, whatever its log holds; nil when it is not a plain file.
    static func identity(of store: URL) -> StoreCheckStamp? {
        var info = stat()
        guard lstat(store.path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return StoreCheckStamp(
            device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
            modified: nanoseconds(info.st_mtim), changed: nanoseconds(info.st_ctim))
    }

    /// A file time as one number, in nanoseconds since 1970.
    private static func nanoseconds(_ time: timespec) -> Int64 {
        Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    /// Whether the stamp saved beside `store` describes the file as it is now.
    public static func matches(_ store: URL) -> Bool {
        guard let saved = read(for: store), let now = current(of: store) else { return false }
        return saved == now
    }

    static func read(for store: URL) -> StoreCheckStamp? {
        guard let data = try? Data(contentsOf: file(for: store)) else { return nil }
        let fields = String(decoding: data, as: UTF8.self).split(separator: " ").map { String($0) }
        guard fields.count == 6, fields[0] == "v1", let device = UInt64(fields[1]), let inode = UInt64(fields[2]),
            let size = Int64(fields[3]), let modified = Int64(fields[4]),
            let changed = Int64(fields[5].trimmingCharacters(in: .newlines))
        else { return nil }
        return StoreCheckStamp(device: device, inode: inode, size: size, modified: modified, changed: changed)
    }

    /// Stamps the store as it is now; a failure only means the next open checks again.
    static func stamp(_ store: URL) {
        guard let now = current(of: store) else { return forget(store) }
        let text = "v1 \(now.device) \(now.inode) \(now.size) \(now.modified) \(now.changed)\n"
        AtomicFileWriter.replace(file(for: store), with: Data(text.utf8), durable: false)
    }

    /// Removes the stamp, so the next open checks every page.
    static func forget(_ store: URL) {
        unlink(file(for: store).path)
    }
}
