import Foundation

/// Opens the store at a location the way DESIGN §5 says: a new store is created at the current
/// schema; an old one is backed up, checked and migrated; anything doubtful is refused.
///
/// Promises: a file that is empty, not a database, damaged, from a newer schema, not a spendrop
/// store or not writable is never written: the result is a `StoreProblem`. A failed migration is
/// rolled back and its backup named. Every store handed back is in WAL mode with foreign keys on
/// and a busy timeout.
public struct StoreOpener {
    /// Whether migrations first write a verified backup (`-ui-testing` stores write none).
    public enum BackupPolicy: Sendable {
        case beforeMigration
        case never
    }

    public var fileManager: FileManager
    public var now: () -> Date
    public var backupPolicy: BackupPolicy
    public var migrator: Migrator
    /// Whether a path may be written; the file system's answer by default. Injected so the Data
    /// safety suite can show what happens with a store that cannot be written, even as root.
    public var isWritable: (String) -> Bool
    /// How long a write waits for another process's lock (every connection's, see `SQLiteDatabase`).
    public static let busyTimeoutMilliseconds = SQLiteDatabase.busyTimeoutMilliseconds

    public init(
        fileManager: FileManager, now: @escaping () -> Date, backupPolicy: BackupPolicy = .beforeMigration,
        migrator: Migrator = Migrator(), isWritable: ((String) -> Bool)? = nil
    ) {
        self.fileManager = fileManager
        self.now = now
        self.backupPolicy = backupPolicy
        self.migrator = migrator
        self.isWritable = isWritable ?? { fileManager.isWritableFile(atPath: $0) }
    }

    /// The open store, whether it was created or migrated, or the problem that keeps it closed.
    public func open(_ location: StoreLocation) -> Result<OpenedStore, StoreProblem> {
        let url = location.databaseURL
        switch StoreFileProbe.inspect(url, fileManager: fileManager) {
        case .problem(let problem):
            return .failure(problem)
        case .missing:
            return create(location)
        case .looksLikeSQLite:
            return openExisting(location)
        }
    }

    /// Opens for reading only a store that cannot be written (no permission, a read-only disk):
    /// only one at the current schema version (an older one needs an upgrade, which writes) and,
    /// when it is not exactly as spendrop left it, whole by `integrity_check`. Nothing is written:
    /// no lock, no log and no stamp when the file has no log of its own to read.
    public func openForReading(_ location: StoreLocation) -> Result<OpenedStore, StoreProblem> {
        let url = location.databaseURL
        guard case .looksLikeSQLite = StoreFileProbe.inspect(url, fileManager: fileManager) else {
            return open(location)
        }
        let logSize = (try? fileManager.attributesOfItem(atPath: url.path + "-wal")[.size] as? NSNumber)?.intValue ?? 0
        let database: SQLiteDatabase
        let version: Int
        do {
            database = try SQLiteDatabase(path: url.path, mode: logSize > 0 ? .readOnly : .readOnlyImmutable)
            version = try database.userVersion()
        } catch {
            return .failure(confirmed(StoreOpener.classify(error, url: url), url: url))
        }
        guard version == StoreSchema.currentVersion else {
            database.close()
            if version > StoreSchema.currentVersion {
                return .failure(.newerSchema(url, found: version, supported: StoreSchema.currentVersion))
            }
            return .failure(
                .notWritable(
                    url,
                    detail:
                        "it is at schema v\(version) and needs an upgrade to v\(StoreSchema.currentVersion), which writes"
                ))
        }
        if !StoreCheckStamp.matches(url) {
            do {
                let problems = try database.integrityProblems()
                guard problems.isEmpty else {
                    database.close()
                    return .failure(
                        .corrupt(url, detail: "integrity_check: \(problems.prefix(3).joined(separator: "; "))"))
                }
            } catch {
                database.close()
                return .failure(confirmed(StoreOpener.classify(error, url: url), url: url))
            }
        }
        return .success(
            OpenedStore(database: database, url: url, createdNew: false, migratedFrom: nil, backup: nil, readOnly: true)
        )
    }

    private func create(_ location: StoreLocation) -> Result<OpenedStore, StoreProblem> {
        let url = location.databaseURL
        do {
            try PrivateFolder.make(location.directory, fileManager: fileManager)
        } catch {
            return .failure(
                .notWritable(
                    url, detail: "cannot create \(location.directory.path): \(FileSystemErrorText.describe(error))"))
        }
        do {
            // Private from its first byte: the log and index SQLite adds later take the same mode.
            _ = AtomicFileWriter.createEmpty(url)
            let database = try SQLiteDatabase(path: url.path, mode: .readWriteCreate)
            try configure(database)
            // Another process may have created the store since the probe: only an empty file
            // gets the schema; anything else is opened as the existing store it now is.
            let created = try database.transaction(.immediate) { () throws -> Bool in
                guard try database.scalar(sql: "SELECT count(*) FROM sqlite_master") == 0 else { return false }
                try StoreSchema.create(in: database)
                return true
            }
            if !created { return openExisting(location) }
            return .success(OpenedStore(database: database, url: url, createdNew: true, migratedFrom: nil, backup: nil))
        } catch {
            return .failure(StoreOpener.classify(error, url: url))
        }
    }

    private func openExisting(_ location: StoreLocation) -> Result<OpenedStore, StoreProblem> {
        let url = location.databaseURL
        guard isWritable(url.path), isWritable(location.directory.path) else {
            return .failure(.notWritable(url, detail: "no write permission for the file or its folder"))
        }
        // Judged before this connection touches anything: did spendrop leave the file exactly so?
        let unchangedSinceChecked = StoreCheckStamp.matches(url)
        let database: SQLiteDatabase
        do {
            database = try SQLiteDatabase(path: url.path, mode: .readWrite)
        } catch {
            return .failure(confirmed(StoreOpener.classify(error, url: url), url: url))
        }
        if database.isReadOnly { return .failure(.notWritable(url, detail: "SQLite could only open it read-only")) }
        let version: Int
        let tables: [String]
        do {
            // The first read replays a hot journal or reads the log, as SQLite recovers any store.
            tables = try database.textRows(sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
                .compactMap { $0[0] }
            version = try database.userVersion()
        } catch {
            database.close()
            return .failure(confirmed(StoreOpener.classify(error, url: url), url: url))
        }
        if version > StoreSchema.currentVersion {
            return .failure(.newerSchema(url, found: version, supported: StoreSchema.currentVersion))
        }
        if version == 0 {
            guard tables.isEmpty else { return .failure(.notASpendropStore(url)) }
            do {
                try configure(database)
                try database.transaction(.immediate) { try StoreSchema.create(in: database) }
            } catch {
                return .failure(StoreOpener.classify(error, url: url))
            }
            return .success(OpenedStore(database: database, url: url, createdNew: true, migratedFrom: nil, backup: nil))
        }
        var backup: URL?
        // Before a migration the backup's own integrity_check reads the copy, which is this store
        // page for page: the store is checked through it, and on its own only when the copy fails,
        // to say whether the store itself is damaged.
        let checkedThroughBackup = version < StoreSchema.currentVersion && backupPolicy == .beforeMigration
        if (version < StoreSchema.currentVersion || !unchangedSinceChecked) && !checkedThroughBackup {
            // Whenever the store is not exactly as spendrop left it (changed by someone else, a
            // copy, a spendrop killed part-way), every page and index is checked.
            do {
                let problems = try database.integrityProblems()
                if !problems.isEmpty {
                    database.close()
                    StoreCheckStamp.forget(url)
                    return .failure(
                        .corrupt(url, detail: "integrity_check: \(problems.prefix(3).joined(separator: "; "))"))
                }
            } catch {
                database.close()
                return .failure(confirmed(StoreOpener.classify(error, url: url), url: url))
            }
        }
        if version < StoreSchema.currentVersion {
            if backupPolicy == .beforeMigration {
                do {
                    backup = try BackupWriter(directory: location.backupsDirectory, fileManager: fileManager, now: now)
                        .backUp(database, reason: "before-migration")
                } catch {
                    if let problems = try? database.integrityProblems(), !problems.isEmpty {
                        database.close()
                        StoreCheckStamp.forget(url)
                        return .failure(
                            .corrupt(url, detail: "integrity_check: \(problems.prefix(3).joined(separator: "; "))"))
                    }
                    if case .sqlite(let failure) = error, case let problem = StoreOpener.classify(failure, url: url),
                        !problem.isAboutTheFile
                    {
                        return .failure(problem)
                    }
                    return .failure(.backupFailed(url, detail: error.description))
                }
            }
            do {
                try migrator.migrate(database, from: version)
            } catch {
                return .failure(
                    .migrationFailed(
                        url, from: version, to: StoreSchema.currentVersion, detail: error.description, backup: backup))
            }
        }
        do {
            try configure(database)
        } catch {
            if version < StoreSchema.currentVersion {
                return .failure(
                    .migratedThenFailed(
                        url, from: version, to: StoreSchema.currentVersion,
                        detail: "switching it to its write-ahead log: \(error.message)"
                            + (error.systemErrno != 0 ? " (\(String(cString: strerror(error.systemErrno))))" : "")))
            }
            return .failure(StoreOpener.classify(error, url: url))
        }
        return .success(
            OpenedStore(
                database: database, url: url, createdNew: false,
                migratedFrom: version < StoreSchema.currentVersion ? version : nil, backup: backup))
    }

    /// WAL mode, and no checkpoint but the one at close (`DataContainer.closeStore`): the store
    /// file stays what it was at open while a launch writes, so a log left by a killed launch can
    /// be told from one that belongs to another file (`StoreLogOwnership`).
    private func configure(_ database: SQLiteDatabase) throws(SQLiteError) {
        _ = try database.textRows(sql: "PRAGMA journal_mode = WAL")
        try database.execute(sql: "PRAGMA wal_autocheckpoint = 0")
    }

    /// What an error at open stands for; damage stays only "suspected" until `confirmed`.
    public static func classify(_ error: Error, url: URL) -> StoreProblem {
        guard let error = error as? SQLiteError else { return .unexpected(url, detail: "\(error)") }
        return StoreProblem.from(error, url: url, waitedMilliseconds: Int(busyTimeoutMilliseconds))
    }

    /// Turns suspected damage into `corrupt` when a read-only `integrity_check` finds problems
    /// (or cannot even read the file); everything else is passed on as it is.
    private func confirmed(_ problem: StoreProblem, url: URL) -> StoreProblem {
        guard case .damageSuspected(_, let detail) = problem else { return problem }
        do {
            let problems = try StoreFileReader.open(url, fileManager: fileManager).integrityProblems()
            if problems.isEmpty { return problem }
            return .corrupt(url, detail: "integrity_check: \(problems.prefix(3).joined(separator: "; "))")
        } catch {
            guard StoreFault.of(error) == .damage else { return problem }
            return .corrupt(url, detail: detail)
        }
    }
}

/// A store that opened: its connection, and what happened on the way.
public struct OpenedStore {
    public let database: SQLiteDatabase
    public let url: URL
    public let createdNew: Bool
    /// The version it was migrated from, when it was.
    public let migratedFrom: Int?
    /// The verified backup taken before migrating, when one was.
    public let backup: URL?
    /// Opened by `openForReading`: every write is refused by SQLite.
    public var readOnly = false
}
