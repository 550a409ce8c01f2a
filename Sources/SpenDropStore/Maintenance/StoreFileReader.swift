import Foundation

/// Opens a store file only to read it, leaving nothing beside it.
///
/// Promises: a file with no `-wal` or `-journal` beside it is opened `immutable`, so SQLite
/// creates no `-wal` or `-shm` file (a plain read-only connection to a WAL database leaves both
/// behind). A file with a log beside it is opened read-only the ordinary way, so the log's
/// committed content is read too. Neither ever writes the file.
enum StoreFileReader {
    /// A log that was not written for the file (`StoreLogOwnership`) is never read: the file is
    /// opened `immutable`, as it is.
    static func open(_ url: URL, fileManager: FileManager) throws(SQLiteError) -> SQLiteDatabase {
        let hasLog =
            ["-wal", "-journal"].contains { fileManager.fileExists(atPath: url.path + $0) }
            && StoreLogOwnership.foreignLogReason(url) == nil
        return try SQLiteDatabase(path: url.path, mode: hasLog ? .readOnly : .readOnlyImmutable)
    }

    /// The size of a file in bytes, nil when there is none.
    static func size(_ url: URL, fileManager: FileManager) -> UInt64? {
        (try? fileManager.attributesOfItem(atPath: url.path)[.size] as? NSNumber)?.uint64Value
    }
}

/// A copy of the user's store made without writing to it, for a rehearsal to work on.
public enum StoreCopy {
    /// Copies the store at `location` into a new file at `url` with SQLite's online backup,
    /// opening the store read-only (immutable when no log is beside it), so the store and its
    /// folder are only read.
    public static func copy(_ location: StoreLocation, to url: URL, fileManager: FileManager) throws(SQLiteError) {
        let source = try StoreFileReader.open(location.databaseURL, fileManager: fileManager)
        defer { source.close() }
        try source.backup(to: url.path)
    }
}
