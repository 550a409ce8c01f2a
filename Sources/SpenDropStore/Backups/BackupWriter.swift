import Foundation

/// Writes verified copies of a store into its `backups/` folder with SQLite's online backup.
///
/// Promises: a backup appears under its final name only after `PRAGMA integrity_check` said ok
/// on the copy (it is written aside, then renamed), so nothing half-written is ever mistaken for
/// a backup. Names sort by time: `spendrop-v3-20261202T131500Z-before-migration.sqlite`.
public struct BackupWriter {
    public let directory: URL
    public let fileManager: FileManager
    /// The moment a backup is taken, passed in so names are predictable in tests.
    public let now: () -> Date

    public init(directory: URL, fileManager: FileManager, now: @escaping () -> Date) {
        self.directory = directory
        self.fileManager = fileManager
        self.now = now
    }

    /// Backs `database` up and returns the verified backup's URL.
    public func backUp(_ database: SQLiteDatabase, reason: String) throws(StoreError) -> URL {
        let version: Int
        do { version = try database.userVersion() } catch { throw .sqlite(error) }
        let name = "spendrop-v\(version)-\(BackupWriter.stamp(now()))-\(reason).sqlite"
        let final = directory.appendingPathComponent(name)
        let aside = directory.appendingPathComponent(".\(name).partial")
        do {
            try fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
            try? fileManager.removeItem(at: aside)
            try database.backup(to: aside.path)
            let copy = try SQLiteDatabase(path: aside.path, mode: .readOnly)
            let problems = try copy.integrityProblems()
            guard problems.isEmpty else { throw StoreError.backupNotVerified(aside, problems: problems) }
            var unique = final
            var counter = 1
            while fileManager.fileExists(atPath: unique.path) {
                counter += 1
                unique = directory.appendingPathComponent("spendrop-v\(version)-\(BackupWriter.stamp(now()))-\(reason)-\(counter).sqlite")
            }
            try fileManager.moveItem(at: aside, to: unique)
            return unique
        } catch let error as StoreError {
            try? fileManager.removeItem(at: aside)
            throw error
        } catch let error as SQLiteError {
            try? fileManager.removeItem(at: aside)
            throw .sqlite(error)
        } catch {
            try? fileManager.removeItem(at: aside)
            throw .fileSystem("writing a backup into \(directory.path): \(error.localizedDescription)")
        }
    }

    /// The backups in the folder, oldest first (names sort by time).
    public func list() -> [URL] {
        let names = (try? fileManager.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasPrefix("spendrop-v") && $0.hasSuffix(".sqlite") }.sorted()
            .map { directory.appendingPathComponent($0) }
    }

    /// `20261202T131500Z`: UTC, sortable, safe in a file name.
    public static func stamp(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0)!
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func pad(_ value: Int?, _ width: Int) -> String {
            let text = String(value ?? 0)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return pad(parts.year, 4) + pad(parts.month, 2) + pad(parts.day, 2) + "T" + pad(parts.hour, 2) + pad(parts.minute, 2)
            + pad(parts.second, 2) + "Z"
    }
}
