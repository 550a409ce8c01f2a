import Foundation

/// Lets SQLite finish what a killed writer left behind before anyone judges the store: a hot
/// `-journal` is rolled back (the interrupted write is undone) and a `-wal` is checkpointed into
/// the file (committed writes move into `spendrop.sqlite`).
///
/// Promises: only what SQLite itself does on the next ordinary open, done on a connection that
/// may write the logs; never creates a store, never migrates, never changes a committed row. When
/// the folder cannot be written it does nothing and says so.
public enum StoreRecovery {
    /// The logs beside a store, in bytes (0 when absent).
    public struct PendingLogs: Equatable, Sendable {
        public let journalBytes: UInt64
        public let walBytes: UInt64
        public var any: Bool { journalBytes > 0 || walBytes > 0 }
    }

    /// What recovering did.
    public enum Outcome: Equatable, Sendable {
        case nothingPending
        /// A rollback journal of `bytes` was replayed: an interrupted write was undone.
        case rolledBackJournal(bytes: UInt64)
        /// `bytes` of write-ahead log were moved into the store file.
        case checkpointedLog(bytes: UInt64)
        /// Logs are there but could not be replayed (a read-only folder, or SQLite refused).
        case notRecovered(reason: String)

        /// One sentence for `doctor`.
        public var sentence: String? {
            switch self {
            case .nothingPending: return nil
            case .rolledBackJournal(let bytes):
                return
                    "replayed the rollback journal (\(bytes) bytes) an interrupted write left: that write was undone and every committed row kept"
            case .checkpointedLog(let bytes):
                return "moved the write-ahead log (\(bytes) bytes of committed writes) into the store file"
            case .notRecovered(let reason):
                return
                    "could not replay the log beside the store (\(reason)); nothing is lost: the next spendrop with write access to the folder replays it"
            }
        }
    }

    public static func pendingLogs(of store: URL, fileManager: FileManager) -> PendingLogs {
        PendingLogs(
            journalBytes: StoreFileReader.size(URL(fileURLWithPath: store.path + "-journal"), fileManager: fileManager)
                ?? 0,
            walBytes: StoreFileReader.size(URL(fileURLWithPath: store.path + "-wal"), fileManager: fileManager) ?? 0)
    }

    /// Replays whatever log is pending beside `store` when its folder and file can be written.
    public static func recover(_ store: URL, fileManager: FileManager) -> Outcome {
        let pending = pendingLogs(of: store, fileManager: fileManager)
        guard pending.any, fileManager.fileExists(atPath: store.path) else { return .nothingPending }
        if let reason = StoreLogOwnership.foreignLogReason(store) {
            return .notRecovered(reason: "the log was not written for this store file: \(reason); it was left as it is")
        }
        guard fileManager.isWritableFile(atPath: store.path),
            fileManager.isWritableFile(atPath: store.deletingLastPathComponent().path)
        else {
            return .notRecovered(reason: "the store or its folder cannot be written")
        }
        // A store from a newer spendrop is left for that spendrop: not even its log is replayed here.
        if let version = try? StoreFileReader.open(store, fileManager: fileManager).userVersion(),
            version > StoreSchema.currentVersion
        {
            return .notRecovered(reason: "it was written by a newer spendrop (schema v\(version)), which replays it")
        }
        do {
            let database = try SQLiteDatabase(path: store.path, mode: .readWrite)
            defer { database.close() }
            if database.isReadOnly { return .notRecovered(reason: "SQLite could only open it read-only") }
            _ = try database.scalar(sql: "SELECT count(*) FROM sqlite_master")
            if pending.walBytes > 0 {
                // The fold writes the file: its stamp no longer describes it, and goes.
                try StoreLogOwnership.folding(store) { () throws(SQLiteError) in
                    defer { StoreCheckStamp.forget(store) }
                    try database.checkpointTruncatingLog()
                }
            }
        } catch {
            return .notRecovered(reason: error.description)
        }
        if pending.journalBytes > 0, pendingLogs(of: store, fileManager: fileManager).journalBytes == 0 {
            return .rolledBackJournal(bytes: pending.journalBytes)
        }
        if pending.walBytes > 0 { return .checkpointedLog(bytes: pending.walBytes) }
        return .notRecovered(reason: "the journal is still there")
    }
}
