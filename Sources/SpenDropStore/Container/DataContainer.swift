import Foundation

/// Owns the app's one store connection and says what state it is in.
///
/// Promises: `status` starts as `StoreStatus.initial` and changes only through `openStore(at:)`,
/// which the app's launch path calls after self-test flags have been handled. A container is
/// made once in main.swift and passed to whoever needs it; there is no shared instance.
public final class DataContainer {
    public private(set) var status: StoreStatus = .initial
    public private(set) var database: SQLiteDatabase?

    public init() {}

    /// Opens (creating when missing) the store at `location`, in WAL mode with foreign keys on and
    /// a busy timeout. On failure the container is in safe mode with the reason and the URL.
    @discardableResult
    public func openStore(at location: StoreLocation, fileManager: FileManager) -> StoreStatus {
        let url = location.databaseURL
        do {
            try fileManager.createDirectory(at: location.directory, withIntermediateDirectories: true)
            let database = try SQLiteDatabase(path: url.path, mode: .readWriteCreate)
            _ = try database.rows("SELECT count(*) FROM sqlite_master")
            try database.setBusyTimeout(milliseconds: 5_000)
            _ = try database.rows("PRAGMA journal_mode = WAL")
            try database.execute("PRAGMA foreign_keys = ON")
            self.database = database
            status = .ready(storeURL: url)
        } catch {
            database = nil
            status = .safeMode(reason: "\(error)", storeURL: url, backupURL: nil)
        }
        return status
    }
}
