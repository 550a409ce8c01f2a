import Foundation

/// Why the store is in safe mode or a command stopped: what was found, as facts (the app adds
/// what the user can do, `StoreProblem.sentence`). The file is never written while one of these stands.
///
/// Promises: each kind of fault has its own case and its own sentence; `corrupt` alone stands for
/// damage an integrity check confirmed (or a file cut short with no log that could complete it),
/// the only case where restoring a backup is the way forward.
public enum StoreProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// A zero-byte file where the store should be.
    case emptyFile(URL)
    /// The file is not an SQLite database at all.
    case notADatabase(URL, detail: String)
    /// The file is an SQLite database, damaged as `integrity_check` confirmed, or cut short with
    /// no log beside it that holds the missing pages.
    case corrupt(URL, detail: String)
    /// SQLite answered "damaged" but a full check could not confirm it (or could not run).
    case damageSuspected(URL, detail: String)
    /// An SQLite database with tables that are not spendrop's.
    case notASpendropStore(URL)
    /// A store from a newer spendrop.
    case newerSchema(URL, found: Int, supported: Int)
    /// The file or its folder cannot be written.
    case notWritable(URL, detail: String)
    /// The disk has no room for the write (or for SQLite's `-shm` index).
    case diskFull(URL, detail: String)
    /// Another process held the store's lock for longer than spendrop waits.
    case locked(URL, waitedMilliseconds: Int)
    /// The disk reported an input/output error.
    case ioError(URL, detail: String)
    /// Migrating failed and was rolled back; the store is as it was.
    case migrationFailed(URL, from: Int, to: Int, detail: String, backup: URL?)
    /// Making the safety backup before a migration failed, so nothing was migrated.
    case backupFailed(URL, detail: String)
    /// Anything else SQLite or the system answered.
    case unexpected(URL, detail: String)
    /// The store's name is a symbolic link: spendrop keeps its store as a plain file (its logs,
    /// its lock and a restore's rename all sit beside the name), so it does not follow one.
    case symbolicLink(URL, target: String)
    /// The store was migrated and that was committed, then a later step (switching it to its
    /// write-ahead log) failed: the migration is kept, and no sentence may say nothing changed.
    case migratedThenFailed(URL, from: Int, to: Int, detail: String)
    /// A write-ahead log beside the store was written for another file (`StoreLogOwnership`):
    /// replaying it could add rows the store never had.
    case foreignLog(URL, detail: String)

    public var storeURL: URL {
        switch self {
        case .emptyFile(let url), .notADatabase(let url, _), .corrupt(let url, _), .damageSuspected(let url, _),
            .notASpendropStore(let url), .newerSchema(let url, _, _), .notWritable(let url, _), .diskFull(let url, _),
            .locked(let url, _), .ioError(let url, _), .migrationFailed(let url, _, _, _, _), .backupFailed(let url, _),
            .unexpected(let url, _), .symbolicLink(let url, _), .migratedThenFailed(let url, _, _, _),
            .foreignLog(let url, _):
            return url
        }
    }

    public var backupURL: URL? {
        if case .migrationFailed(_, _, _, _, let backup) = self { return backup }
        return nil
    }

    /// Whether the file itself is at fault (damaged, foreign, newer), as opposed to the machine
    /// around it (disk, permissions, another process), where waiting or freeing space is the fix.
    public var isAboutTheFile: Bool {
        switch self {
        case .emptyFile, .notADatabase, .corrupt, .damageSuspected, .notASpendropStore, .newerSchema, .migrationFailed,
            .symbolicLink, .foreignLog:
            return true
        case .notWritable, .diskFull, .locked, .ioError, .backupFailed, .unexpected, .migratedThenFailed: return false
        }
    }

    /// The problem an SQLite error at `url` stands for. Damage is only `damageSuspected` here: an
    /// integrity check has to confirm it before it becomes `corrupt`.
    public static func from(_ error: SQLiteError, url: URL, waitedMilliseconds: Int) -> StoreProblem {
        let said =
            "SQLite says: \(error.message)"
            + (error.systemErrno != 0 ? " (\(String(cString: strerror(error.systemErrno))))" : "")
        switch StoreFault.of(error) {
        case .diskFull: return .diskFull(url, detail: said)
        case .readOnly(let fileSystem):
            return .notWritable(url, detail: fileSystem ? "the file system is mounted read-only; \(said)" : said)
        case .locked: return .locked(url, waitedMilliseconds: waitedMilliseconds)
        case .ioError: return .ioError(url, detail: said)
        case .damage:
            return error.primary == .notADatabase
                ? .notADatabase(url, detail: said) : .damageSuspected(url, detail: said)
        case .cannotOpen: return .notWritable(url, detail: said)
        case .other: return .unexpected(url, detail: "SQLite error \(error.code): \(error.message)")
        }
    }

    /// What happened, in facts: the file, what was found, and that nothing was changed (or what
    /// was). What to do about it, which names commands, is the app's to say.
    public var description: String {
        let path = storeURL.path
        switch self {
        case .emptyFile:
            return "\(path) is an empty file where the store should be. Nothing was changed."
        case .notADatabase(_, let detail):
            return "\(path) is not a spendrop store (\(detail)). Nothing was changed."
        case .corrupt(_, let detail):
            return "\(path) is damaged (\(detail)). Nothing was changed."
        case .damageSuspected(_, let detail):
            return "SQLite reported damage in \(path) (\(detail)). Nothing was changed."
        case .notASpendropStore:
            return "\(path) is an SQLite database but not a spendrop store. Nothing was changed."
        case .newerSchema(_, let found, let supported):
            return
                "\(path) was written by a newer spendrop (schema v\(found); this build knows up to v\(supported)). Nothing was changed."
        case .notWritable(_, let detail):
            return "\(path) cannot be written (\(detail)). Nothing was changed and the store is whole."
        case .diskFull(_, let detail):
            return "the disk holding \(path) is full (\(detail)). Nothing was changed and the store is whole."
        case .locked(_, let waited):
            return
                "another spendrop (or another program) kept \(path) locked; spendrop waited \(StoreProblem.seconds(waited)). Nothing was changed."
        case .ioError(_, let detail):
            return "the disk reported an input/output error on \(path) (\(detail)). Nothing was changed."
        case .migrationFailed(_, let from, let to, let detail, let backup):
            let kept = backup.map { " A backup taken before the attempt is at \($0.path)." } ?? ""
            return
                "updating \(path) from schema v\(from) to v\(to) failed (\(detail)) and was rolled back; the store is as it was.\(kept)"
        case .backupFailed(_, let detail):
            return
                "the safety backup of \(path) before updating it failed (\(detail)), so it was not updated. Nothing was changed."
        case .unexpected(_, let detail):
            return "spendrop could not use \(path) (\(detail)). Nothing was changed."
        case .foreignLog(_, let detail):
            let log = storeURL.lastPathComponent + "-wal"
            return
                "the log \(log) beside \(path) was not written for this store file: \(detail) after spendrop wrote that log, so replaying it could add rows the store never had. Nothing was read or changed."
        case .migratedThenFailed(_, let from, let to, let detail):
            return
                "\(path) was updated from schema v\(from) to v\(to) and that update is saved with every row, but the step after it failed (\(detail))."
        case .symbolicLink(_, let target):
            return
                "\(path) is a symbolic link to \(target), not the store file itself; spendrop keeps its store as a plain file and does not follow links, so nothing was read or changed."
        }
    }

    static func seconds(_ milliseconds: Int) -> String {
        milliseconds % 1000 == 0 ? "\(milliseconds / 1000) s" : "\(milliseconds) ms"
    }
}
