import Foundation

/// `spendrop doctor --repair`: mends what can be mended without losing a row, instead of a
/// restore that would throw away everything newer than the backup.
///
/// Promises: the store's folders lose any permission of group and others; data derived from
/// other rows (`StoreInvariants` whose rule has a repair) is rebuilt from those rows in one
/// transaction, only after a verified backup of the store as it was; a failure anywhere leaves
/// the rows as they were. Rows that disagree among themselves (a split whose shares do not add up
/// to its bill) are never touched: nothing can tell which of them is right.
public struct StoreRepair {
    public var fileManager: FileManager
    public var now: () -> Date

    public init(fileManager: FileManager, now: @escaping () -> Date) {
        self.fileManager = fileManager
        self.now = now
    }

    /// A folder made private: where, and the mode it had.
    public struct Tightened: Sendable, Equatable {
        public let folder: URL
        public let formerMode: mode_t
    }

    /// The store's folder and its `backups/`, each made private if group or others could use it;
    /// what was changed, and the folders that could not be (with why).
    public func tightenFolders(_ location: StoreLocation) -> (tightened: [Tightened], failed: [String]) {
        var tightened: [Tightened] = [], failed: [String] = []
        for folder in [location.directory, location.backupsDirectory] {
            guard let mode = PrivateFolder.looseMode(of: folder) else { continue }
            if let failure = PrivateFolder.tighten(folder) {
                failed.append("\(folder.path): \(failure)")
            } else {
                tightened.append(Tightened(folder: folder, formerMode: mode))
            }
        }
        return (tightened, failed)
    }

    /// What a rebuild did: the backup taken first and each rule rebuilt with the rows that broke it.
    public struct Rebuilt: Sendable {
        public let backup: URL
        public let rules: [(rebuilt: String, count: Int)]
    }

    /// Rebuilds the derived data of the open `store` whose folder is `location`; nil when nothing
    /// needed it (and then no backup is taken).
    public func rebuildDerivedData(of store: Store, at location: StoreLocation) throws(StoreError) -> Rebuilt? {
        let database = store.database
        let needed: Bool
        do { needed = try StoreInvariants.violations(in: database).contains(where: \.isRepairable) } catch {
            throw .sqlite(error)
        }
        guard needed else { return nil }
        let backup = try BackupWriter(directory: location.backupsDirectory, fileManager: fileManager, now: now)
            .backUp(database, reason: "before-repair")
        do {
            let rules = try database.transaction { () throws -> [(rebuilt: String, count: Int)] in
                try StoreInvariants.repair(database)
            }
            return Rebuilt(backup: backup, rules: rules)
        } catch let error as SQLiteError {
            throw .sqlite(error)
        } catch {
            throw .fileSystem("\(error)")
        }
    }
}
