import Foundation
import SpenDropCore

/// Writes verified copies of a store into its `backups/` folder with SQLite's online backup.
///
/// Promises: a backup appears under its final name only after `PRAGMA integrity_check` said ok
/// on the copy (it is written aside, then renamed), so nothing half-written is ever mistaken for
/// a backup. Names sort by time: `spendrop-v3-20261202T131500Z-before-migration.sqlite`. The copy
/// being written is `.NAME.partial-PID`, private (0600) from its first byte; one a killed spendrop
/// left is removed by `TemporaryLeftovers` at the next launch. A backup that fails leaves nothing.
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
        let aside = directory.appendingPathComponent(".\(name).partial-\(getpid())")
        // A failed backup leaves nothing: not its copy, nor the folder it made for it.
        let madeFolder = !fileManager.fileExists(atPath: directory.path)
        func removeLeftovers() {
            try? fileManager.removeItem(at: aside)
            if madeFolder, (try? fileManager.contentsOfDirectory(atPath: directory.path))?.isEmpty == true {
                try? fileManager.removeItem(at: directory)
            }
        }
        do {
            try PrivateFolder.make(directory, fileManager: fileManager)
            try? fileManager.removeItem(at: aside)
            if let failure = AtomicFileWriter.createEmpty(aside) { throw StoreError.fileSystem(failure) }
            try database.backup(to: aside.path)
            let copy = try SQLiteDatabase(path: aside.path, mode: .readOnlyImmutable)
            let problems = try copy.integrityProblems()
            guard problems.isEmpty else { throw StoreError.backupNotVerified(aside, problems: problems) }
            var unique = final
            var counter = 1
            while fileManager.fileExists(atPath: unique.path) {
                counter += 1
                unique = directory.appendingPathComponent(
                    "spendrop-v\(version)-\(BackupWriter.stamp(now()))-\(reason)-\(counter).sqlite")
            }
            try fileManager.moveItem(at: aside, to: unique)
            return unique
        } catch let error as StoreError {
            removeLeftovers()
            throw error
        } catch let error as SQLiteError {
            removeLeftovers()
            throw .sqlite(error)
        } catch {
            removeLeftovers()
            throw .fileSystem("writing a backup into \(directory.path): \(FileSystemErrorText.describe(error))")
        }
    }

    /// Copies the bytes of a store that SQLite must not open or write (one in safe mode), and of
    /// its `-wal` and `-journal` files when there are any, and returns the copy's URL. The name carries the
    /// `user_version` from the file's header when it has one (`v0` otherwise) and ends `-raw`.
    ///
    /// Promises: the copy appears under its final name only once it is byte-identical to the file
    /// (written aside, compared, then renamed); the file itself is only read.
    public func copyRaw(_ url: URL, reason: String) throws(StoreError) -> URL {
        let version = BackupWriter.headerUserVersion(url, fileManager: fileManager)
        var name = "spendrop-v\(version)-\(BackupWriter.stamp(now()))-\(reason)-raw.sqlite"
        var counter = 1
        while fileManager.fileExists(atPath: directory.appendingPathComponent(name).path) {
            counter += 1
            name = "spendrop-v\(version)-\(BackupWriter.stamp(now()))-\(reason)-raw-\(counter).sqlite"
        }
        let final = directory.appendingPathComponent(name)
        let pid = getpid()
        var copied: [(from: String, aside: URL, final: URL)] = [
            (url.path, directory.appendingPathComponent(".\(name).partial-\(pid)"), final)
        ]
        for log in ["-wal", "-journal"] where fileManager.fileExists(atPath: url.path + log) {
            copied.append(
                (
                    url.path + log, directory.appendingPathComponent(".\(name)\(log).partial-\(pid)"),
                    directory.appendingPathComponent(name + log)
                ))
        }
        do {
            try PrivateFolder.make(directory, fileManager: fileManager)
            for file in copied {
                try? fileManager.removeItem(at: file.aside)
                try fileManager.copyItem(atPath: file.from, toPath: file.aside.path)
                guard fileManager.contentsEqual(atPath: file.from, andPath: file.aside.path) else {
                    throw StoreError.fileSystem("the copy of \(file.from) differs from it")
                }
            }
            for file in copied.reversed() { try fileManager.moveItem(at: file.aside, to: file.final) }
            return final
        } catch let error as StoreError {
            for file in copied { try? fileManager.removeItem(at: file.aside) }
            throw error
        } catch {
            for file in copied { try? fileManager.removeItem(at: file.aside) }
            throw .fileSystem("copying \(url.path) into \(directory.path): \(FileSystemErrorText.describe(error))")
        }
    }

    /// The `user_version` in an SQLite file's header (bytes 60-63), 0 when it has no SQLite header.
    static func headerUserVersion(_ url: URL, fileManager: FileManager) -> UInt32 {
        guard let handle = FileHandle(forReadingAtPath: url.path) else { return 0 }
        defer { try? handle.close() }
        let header = [UInt8]((try? handle.read(upToCount: 64)) ?? Data())
        guard header.count == 64, header.starts(with: Array("SQLite format 3\u{0}".utf8)) else { return 0 }
        return header[60..<64].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
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
        func pad(_ value: Int?, _ width: Int) -> String { DigitText.zeroPadded(value ?? 0, width: width) }
        return pad(parts.year, 4) + pad(parts.month, 2) + pad(parts.day, 2) + "T" + pad(parts.hour, 2)
            + pad(parts.minute, 2)
            + pad(parts.second, 2) + "Z"
    }
}
