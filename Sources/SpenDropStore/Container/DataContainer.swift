import Foundation

/// Owns the app's one store and says what state it is in.
///
/// Promises: `status` starts as `StoreStatus.initial` and changes only through `openStore`, which
/// the app's launch path calls after self-test flags have been handled, and `closeStore`. A container is made once
/// in main.swift and passed to whoever needs it; there is no shared instance.
public final class DataContainer {
    public private(set) var status: StoreStatus = .initial
    public private(set) var store: Store?
    /// Whether the last `openStore` created a new, empty store (rather than opening one).
    public private(set) var openedNewStore = false
    /// The schema version the last `openStore` migrated the store from, nil when it did not migrate.
    public private(set) var migratedFrom: Int?
    /// What kept the last `openStore` from opening the store, nil when it opened.
    public private(set) var problem: StoreProblem?
    /// Whether the open store was opened for reading only (see `openStoreForReading`).
    public private(set) var isReadOnly = false
    /// The store's gate, held shared while the store is open, so a restore never replaces a file
    /// this connection may still write (`StoreGate`).
    private var gate: StoreGate?

    public init() {}

    /// Opens the store at `location` with `opener`: ready with its URL, or safe mode with the
    /// problem, the URL and any backup.
    @discardableResult
    public func openStore(at location: StoreLocation, using opener: StoreOpener) -> StoreStatus {
        if let refused = enterGate(location, fileManager: opener.fileManager) { return adopt(.failure(refused)) }
        return adopt(opener.open(location))
    }

    /// Opens the store for a command that only reads: as `openStore` does, and when the store
    /// cannot be written (no permission, a read-only disk), for reading only (`isReadOnly`).
    @discardableResult
    public func openStoreForReading(at location: StoreLocation, using opener: StoreOpener) -> StoreStatus {
        if let refused = enterGate(location, fileManager: opener.fileManager) { return adopt(.failure(refused)) }
        let opened = opener.open(location)
        if case .failure(.notWritable) = opened { return adopt(opener.openForReading(location)) }
        return adopt(opened)
    }

    /// Takes the store's gate shared, waiting for a restore in progress to finish; the problem when
    /// a restore kept it the whole wait. A folder that cannot be made or written has no gate to
    /// take, and no restore can be replacing a store there: the store is opened without one.
    private func enterGate(_ location: StoreLocation, fileManager: FileManager) -> StoreProblem? {
        releaseGate()
        try? PrivateFolder.make(location.directory, fileManager: fileManager)
        switch StoreGate.acquire(.shared, at: location, waitingUpTo: StoreGate.sharedWaitMilliseconds) {
        case .success(let held): gate = held
        case .failure(.busy(let waited)): return .locked(location.databaseURL, waitedMilliseconds: waited)
        case .failure(.unavailable): break
        }
        return nil
    }

    private func adopt(_ result: Result<OpenedStore, StoreProblem>) -> StoreStatus {
        switch result {
        case .success(let opened):
            problem = nil
            store = Store(database: opened.database)
            openedNewStore = opened.createdNew
            migratedFrom = opened.migratedFrom
            isReadOnly = opened.readOnly
            status = .ready(storeURL: opened.url)
        case .failure(let problem):
            self.problem = problem
            store = nil
            releaseGate()
            status = .safeMode(reason: problem.description, storeURL: problem.storeURL, backupURL: problem.backupURL)
        }
        return status
    }

    /// Closes the open store: the write-ahead log is checkpointed into the file and removed, so
    /// `spendrop.sqlite` alone holds every committed row, and the connection is closed. The file is
    /// then stamped as checked (see `StoreCheckStamp`) unless a statement reported damage, in which
    /// case the stamp is removed so the next open reads every page. The container goes back to safe
    /// mode with the same URL; a store opened again later is a new connection.
    ///
    /// Called at the end of every launch and before the file is replaced (`spendrop restore`).
    /// Returns why the log could not be folded into the file when that failed (the disk refused
    /// the checkpoint or its sync): every committed row is then still in `-wal`, which the next
    /// open replays, and the caller must say so; nil when the file alone holds every row.
    @discardableResult
    public func closeStore() -> StoreProblem? {
        guard let store else { return nil }
        let url = status.storeURL
        if isReadOnly {
            // Nothing was written and nothing may be: no checkpoint, no stamp.
            store.database.close()
            self.store = nil
            releaseGate()
            isReadOnly = false
            status = .safeMode(reason: "store closed", storeURL: url, backupURL: nil)
            return nil
        }
        // The fold and the stamp that follows it are one step for other spendrops
        // (`StoreLogOwnership.folding`): none judges a log by a stamp the fold made stale.
        func fold() -> StoreProblem? {
            var unfolded: StoreProblem?
            do throws(SQLiteError) {
                try store.database.checkpointTruncatingLog()
            } catch {
                let problem = StoreProblem.from(
                    error, url: url ?? URL(fileURLWithPath: "spendrop.sqlite"),
                    waitedMilliseconds: Int(SQLiteDatabase.busyTimeoutMilliseconds))
                // Another spendrop using the store is no fault: its own close folds the log.
                if case .locked = problem {} else { unfolded = problem }
            }
            let damaged = store.database.sawDamage
            store.database.close()
            if let url {
                if damaged || unfolded != nil { StoreCheckStamp.forget(url) } else { StoreCheckStamp.stamp(url) }
            }
            return unfolded
        }
        let unfolded = url.map { StoreLogOwnership.folding($0) { fold() } } ?? fold()
        self.store = nil
        // Only now may a restore replace the file: the stamp describes the file this connection closed.
        releaseGate()
        status = .safeMode(reason: "store closed", storeURL: url, backupURL: nil)
        return unfolded
    }

    private func releaseGate() {
        gate?.release()
        gate = nil
    }

    /// Opens the store with the standard opener: backups before migrations, the system clock.
    @discardableResult
    public func openStore(at location: StoreLocation, fileManager: FileManager) -> StoreStatus {
        openStore(at: location, using: StoreOpener(fileManager: fileManager, now: Date.init))
    }
}
