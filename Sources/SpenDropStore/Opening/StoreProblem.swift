import Foundation

/// Why the store is in safe mode: what was found, and what the user can do. The file is never
/// written while one of these stands.
public enum StoreProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// A zero-byte file where the store should be.
    case emptyFile(URL)
    /// The file is not an SQLite database at all.
    case notADatabase(URL, detail: String)
    /// The file is an SQLite database, but damaged or cut short.
    case corrupt(URL, detail: String)
    /// An SQLite database with tables that are not spendrop's.
    case notASpendropStore(URL)
    /// A store from a newer spendrop.
    case newerSchema(URL, found: Int, supported: Int)
    /// The file or its folder cannot be written.
    case notWritable(URL, detail: String)
    /// Migrating failed and was rolled back; the store is as it was.
    case migrationFailed(URL, from: Int, to: Int, detail: String, backup: URL?)
    /// Making the safety backup before a migration failed, so nothing was migrated.
    case backupFailed(URL, detail: String)

    public var storeURL: URL {
        switch self {
        case .emptyFile(let url), .notADatabase(let url, _), .corrupt(let url, _), .notASpendropStore(let url),
             .newerSchema(let url, _, _), .notWritable(let url, _), .migrationFailed(let url, _, _, _, _),
             .backupFailed(let url, _):
            return url
        }
    }

    public var backupURL: URL? {
        if case .migrationFailed(_, _, _, _, let backup) = self { return backup }
        return nil
    }

    public var description: String {
        let path = storeURL.path
        switch self {
        case .emptyFile:
            return "\(path) is an empty file where the store should be. Nothing was changed. Remove it to start a new store, or run 'spendrop restore FILE' with a backup."
        case .notADatabase(_, let detail):
            return "\(path) is not a spendrop store (\(detail)). Nothing was changed. Move it aside to start a new store, or run 'spendrop restore FILE' with a backup."
        case .corrupt(_, let detail):
            return "\(path) is damaged (\(detail)). Nothing was changed. Run 'spendrop restore FILE' with a backup from the backups folder."
        case .notASpendropStore:
            return "\(path) is an SQLite database but not a spendrop store. Nothing was changed. Move it aside to start a new store."
        case .newerSchema(_, let found, let supported):
            return "\(path) was written by a newer spendrop (schema v\(found); this build knows up to v\(supported)). Nothing was changed. Update spendrop to open it."
        case .notWritable(_, let detail):
            return "\(path) cannot be written (\(detail)). Nothing was changed. Check the permissions of the file and its folder."
        case .migrationFailed(_, let from, let to, let detail, let backup):
            let kept = backup.map { " A backup taken before the attempt is at \($0.path)." } ?? ""
            return "updating \(path) from schema v\(from) to v\(to) failed (\(detail)) and was rolled back; the store is as it was.\(kept) Report this with 'spendrop doctor' output."
        case .backupFailed(_, let detail):
            return "the safety backup of \(path) before updating it failed (\(detail)), so it was not updated. Nothing was changed. Free some disk space and try again."
        }
    }
}
