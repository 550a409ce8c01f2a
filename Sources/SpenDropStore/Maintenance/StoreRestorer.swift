import Foundation

/// Replaces the store with a backup, the way `spendrop restore FILE` promises: everything is
/// checked before anything is replaced, and the replaced store is kept.
///
/// Promises:
/// - The file is checked in full, read-only, first: SQLite header and size, `integrity_check`
///   ok, `foreign_key_check` empty, a `user_version` from 1 to the current version and every
///   table and column of that version. Anything else is refused and nothing is touched.
/// - The backup is copied with SQLite's online backup to a temporary name in the store's folder
///   and the copy is checked again (the same checks, the same row counts) before it is used.
/// - The replaced store is kept in `backups/`: any log a killed writer left is first replayed
///   (`StoreRecovery`), then the store is copied with the online backup and verified, so the kept
///   copy is consistent; only when spendrop cannot open it (safe mode) are its bytes copied as they
///   are, together with its `-wal` and `-journal`. Then every `-journal`, `-wal` and `-shm` of the
///   old store is removed, and only then is the checked copy renamed over the store, in one step:
///   no log of the old store can ever be applied to the restored one.
/// - Any failure before that rename leaves the store as it was (the checkpoint moves committed
///   rows from the log into the file and changes nothing a reader sees) and removes the copy; the
///   store is never missing or half replaced.
/// - A v1-v3 backup is restored as it is and migrated the next time spendrop opens it, behind a
///   backup of its own, like any old store.
/// - From the copy of the replaced store until the rename, it holds the store's gate alone
///   (`StoreGate`): every other spendrop's connection has closed, and one that comes waits and then
///   opens the restored store. No write lands in the replaced file after it was copied.
/// - Warning: close this process's own connection first (`DataContainer.closeStore()`): the
///   restore waits for it like any other, then gives up and changes nothing.
public struct StoreRestorer {
    public var fileManager: FileManager
    public var now: () -> Date
    /// Runs after the replaced store was kept and just before the rename; a throw stops the restore
    /// there. The Data safety suite injects a failure with it.
    public var beforeReplacing: () throws -> Void
    /// How long the restore waits for other spendrops to close the store (`StoreGate`).
    public var gateWaitMilliseconds: Int

    public init(
        fileManager: FileManager, now: @escaping () -> Date, beforeReplacing: @escaping () throws -> Void = {},
        gateWaitMilliseconds: Int = StoreGate.exclusiveWaitMilliseconds
    ) {
        self.fileManager = fileManager
        self.now = now
        self.beforeReplacing = beforeReplacing
        self.gateWaitMilliseconds = gateWaitMilliseconds
    }

    /// Checks `file` and, when it passes, makes it the store at `location`.
    public func restore(from file: URL, into location: StoreLocation) throws(StoreError) -> RestoreOutcome {
        let source = file.standardizedFileURL
        let store = location.databaseURL
        if source.resolvingSymlinksInPath().path == store.standardizedFileURL.resolvingSymlinksInPath().path {
            throw .refused(
                "\(source.path) is the store itself; name a backup, such as one in \(location.backupsDirectory.path)")
        }
        if let target = StoreFileProbe.symbolicLinkTarget(store) {
            throw .problem(.symbolicLink(store, target: target))
        }
        let checked = StoreExamination.run(source, fileManager: fileManager, rowRules: false)
        guard checked.exists else { throw .refused("there is no file at \(source.path). Nothing was changed.") }
        if let finding = checked.findings.first {
            throw .refused("\(source.path) cannot be restored: it \(finding). Nothing was changed.")
        }
        guard let version = checked.version else {
            throw .refused("\(source.path) has no schema version. Nothing was changed.")
        }

        let staging = location.directory.appendingPathComponent(".\(store.lastPathComponent).restoring-\(getpid())")
        func removeStaging() {
            for suffix in ["", "-journal", "-wal", "-shm"] {
                try? fileManager.removeItem(atPath: staging.path + suffix)
            }
        }
        removeStaging()
        do {
            try PrivateFolder.make(location.directory, fileManager: fileManager)
            if let failure = AtomicFileWriter.createEmpty(staging) { throw StoreError.fileSystem(failure) }
            try StoreFileReader.open(source, fileManager: fileManager).backup(to: staging.path)
            let copy = StoreExamination.run(staging, fileManager: fileManager, rowRules: false)
            if let finding = copy.findings.first {
                throw StoreError.refused("the copy of \(source.lastPathComponent) \(finding)")
            }
            guard copy.version == version, copy.rowCounts == checked.rowCounts else {
                throw StoreError.refused(
                    "the copy of \(source.lastPathComponent) does not hold the same rows (\(copy.rowCounts) against \(checked.rowCounts))"
                )
            }
            // From the copy of the replaced store until the checked copy is in its place, no other
            // spendrop has the store open: a write it made now would land in neither.
            let gate: StoreGate
            switch StoreGate.acquire(.exclusive, at: location, waitingUpTo: gateWaitMilliseconds) {
            case .success(let held): gate = held
            case .failure(.busy(let waited)):
                throw StoreError.refused(
                    "another spendrop kept \(store.path) open for the \(StoreProblem.seconds(waited)) spendrop waited. Nothing was changed. Run the restore again when it has finished"
                )
            case .failure(.unavailable(let detail)):
                throw StoreError.fileSystem("could not lock the store against other spendrops (\(detail))")
            }
            defer { gate.release() }
            let kept = try keepStore(at: store, backups: location.backupsDirectory)
            try beforeReplacing()
            for suffix in ["-journal", "-wal", "-shm"] where fileManager.fileExists(atPath: store.path + suffix) {
                guard unlink(store.path + suffix) == 0 else {
                    throw StoreError.fileSystem(
                        "removing the replaced store's \(store.lastPathComponent)\(suffix): \(String(cString: strerror(errno)))"
                    )
                }
            }
            guard rename(staging.path, store.path) == 0 else {
                throw StoreError.fileSystem(
                    "renaming the checked copy over \(store.path): \(String(cString: strerror(errno)))")
            }
            StoreCheckStamp.forget(store)
            syncDirectory(location.directory)
            return RestoreOutcome(
                source: source, storeURL: store, version: version,
                accountCount: checked.rowCounts["accounts"], transactionCount: checked.transactionCount ?? 0,
                keptStore: kept?.url, keptAsRawBytes: kept?.raw ?? false)
        } catch let error as StoreError {
            removeStaging()
            throw error
        } catch let error as SQLiteError {
            removeStaging()
            throw .sqlite(error)
        } catch {
            removeStaging()
            throw .fileSystem("\(error)")
        }
    }

    /// Keeps the store about to be replaced in `backups/`: through SQLite when spendrop can open
    /// it, as raw bytes when it is in safe mode; nil when there is no store.
    private func keepStore(at store: URL, backups: URL) throws(StoreError) -> (url: URL, raw: Bool)? {
        let writer = BackupWriter(directory: backups, fileManager: fileManager, now: now)
        switch StoreFileProbe.inspect(store, fileManager: fileManager) {
        case .missing:
            return nil
        case .problem:
            return (try writer.copyRaw(store, reason: "before-restore"), true)
        case .looksLikeSQLite:
            _ = StoreRecovery.recover(store, fileManager: fileManager)
            guard let database = openable(store) else {
                return (try writer.copyRaw(store, reason: "before-restore"), true)
            }
            defer { database.close() }
            do { try database.checkpointTruncatingLog() } catch { throw .sqlite(error) }
            do throws(StoreError) {
                return (try writer.backUp(database, reason: "before-restore"), false)
            } catch {
                // SQLite opened it but its copy is damaged: keep the bytes as they are instead.
                guard case .backupNotVerified = error else { throw error }
                return (try writer.copyRaw(store, reason: "before-restore"), true)
            }
        }
    }

    /// A writable connection to `store` when spendrop would open it (not in safe mode). The
    /// version is read through a read-only connection first, so a store from a newer spendrop is
    /// never opened for writing, not even for the checkpoint a closing connection makes.
    private func openable(_ store: URL) -> SQLiteDatabase? {
        guard let version = try? StoreFileReader.open(store, fileManager: fileManager).userVersion(),
            (1...StoreSchema.currentVersion).contains(version)
        else { return nil }
        guard fileManager.isWritableFile(atPath: store.path),
            let database = try? SQLiteDatabase(path: store.path, mode: .readWrite), !database.isReadOnly,
            let version = try? database.userVersion(), (1...StoreSchema.currentVersion).contains(version),
            (try? database.textRows(sql: "SELECT count(*) FROM sqlite_master")) != nil
        else { return nil }
        return database
    }

    /// Makes the rename durable: the folder's entry is flushed to disk.
    private func syncDirectory(_ directory: URL) {
        let descriptor = open(directory.path, O_RDONLY)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }
}

/// What `StoreRestorer.restore` did.
public struct RestoreOutcome: Sendable {
    /// The backup that is now the store.
    public let source: URL
    public let storeURL: URL
    /// The restored store's schema version; below the current one it is migrated on next open.
    public let version: Int
    public let accountCount: Int64?
    public let transactionCount: Int64
    /// Where the replaced store was kept; nil when there was none.
    public let keptStore: URL?
    /// Whether the replaced store was kept byte for byte because spendrop could not open it.
    public let keptAsRawBytes: Bool

    public var migratesOnNextOpen: Bool { version < StoreSchema.currentVersion }
}
