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
    /// What kept the last `openStore` from opening the store, nil when it opened.
    public private(set) var problem: StoreProblem?
    /// Whether the open store was opened for reading only (see `openStoreForReading`).
    public private(set) var isReadOnly = false

    public init() {}

    /// Opens the store at `location` with `opener`: ready with its URL, or safe mode with the
    /// problem, the URL and any backup.
    @discardableResult
    public func openStore(at location: StoreLocation, using opener: StoreOpener) -> StoreStatus {
        adopt(opener.open(location))
    }

    /// Opens the store for a command that only reads: as `openStore` does, and when the store
    /// cannot be written (no permission, a read-only disk), for reading only (`isReadOnly`).
    @discardableResult
    public func openStoreForReading(at location: StoreLocation, using opener: StoreOpener) -> StoreStatus {
        let opened = opener.open(location)
        if case .failure(.notWritable) = opened { return adopt(opener.openForReading(location)) }
        return adopt(opened)
    }

    private func adopt(_ result: Result<OpenedStore, StoreProblem>) -> StoreStatus {
        switch result {
        case .success(let opened):
            problem = nil
            store = Store(database: opened.database)
            openedNewStore = opened.createdNew
            isReadOnly = opened.readOnly
            status = .ready(storeURL: opened.url)
        case .failure(let problem):
            self.problem = problem
            store = nil
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
    public func closeStore() {
        guard let store else { return }
        let url = status.storeURL
        if isReadOnly {
            // Nothing was written and nothing may be: no checkpoint, no stamp.
            store.database.close()
            self.store = nil
            isReadOnly = false
            status = .safeMode(reason: "store closed", storeURL: url, backupURL: nil)
            return
        }
        try? store.database.checkpointTruncatingLog()
        let damaged = store.database.sawDamage
        store.database.close()
        self.store = nil
        if let url {
            if damaged { StoreCheckStamp.forget(url) } else { StoreCheckStamp.stamp(url) }
        }
        status = .safeMode(reason: "store closed", storeURL: url, backupURL: nil)
    }

    /// Opens the store with the standard opener: backups before migrations, the system clock.
    @discardableResult
    public func openStore(at location: StoreLocation, fileManager: FileManager) -> StoreStatus {
        openStore(at: location, using: StoreOpener(fileManager: fileManager, now: Date.init))
    }
}
