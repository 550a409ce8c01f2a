import Basics
import Foundation

/// Finds and removes spendrop's own temporary files that a killed spendrop left behind: half
/// written backups, staged restores, export files never finished, scratch folders.
///
/// Promises: only names spendrop itself makes are ever touched, and only when the process whose
/// id the name carries is no longer running (a name from an older spendrop without an id only
/// once it has not changed for an hour). A scratch folder is removed only when it also proves it
/// is spendrop's: `mkdtemp`'s exact name and mode, this user's, and the marker written when it
/// was made (or empty). Nothing else in any folder is read or removed.
public struct TemporaryLeftovers {
    public let fileManager: FileManager
    /// Whether a process id is running; `kill(pid, 0)` by default. Injected by tests.
    public var isRunning: (Int32) -> Bool
    /// The moment "an hour old" is measured from.
    public var now: () -> Date

    public init(fileManager: FileManager, now: @escaping () -> Date, isRunning: ((Int32) -> Bool)? = nil) {
        self.fileManager = fileManager
        self.now = now
        self.isRunning = isRunning ?? ProcessLeftovers.isProcessRunning
    }

    /// The leftovers of the store at `location`, of exports registered there, and scratch folders in
    /// `scratchParent` (the temporary folder), as they are now.
    public func find(_ location: StoreLocation, scratchParent: URL?) -> [URL] {
        var found: [URL] = []
        for directory in [location.directory, location.backupsDirectory] {
            for name in names(in: directory) where isAbandoned(name, in: directory) {
                found.append(directory.appendingPathComponent(name))
            }
        }
        for name in names(in: location.directory) where name.hasPrefix(TemporaryLeftovers.recordPrefix) {
            guard let pid = TemporaryLeftovers.pid(afterPrefix: TemporaryLeftovers.recordPrefix, in: name),
                !isRunning(pid),
                let data = try? Data(contentsOf: location.directory.appendingPathComponent(name))
            else { continue }
            let path = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .newlines)
            let file = URL(fileURLWithPath: path)
            if TemporaryLeftovers.ownerPID(of: file.lastPathComponent) == .some(pid),
                fileManager.fileExists(atPath: path)
            {
                found.append(file)
            }
            found.append(location.directory.appendingPathComponent(name))
        }
        if let scratchParent {
            for name in names(in: scratchParent, startingWith: TemporaryLeftovers.scratchPrefix) {
                if let pid = TemporaryLeftovers.scratchFolderPID(name), !isRunning(pid),
                    isScratchFolder(scratchParent.appendingPathComponent(name), madeBy: pid)
                {
                    found.append(scratchParent.appendingPathComponent(name))
                }
            }
        }
        return found
    }

    /// Removes what `find` returns; returns what it removed.
    @discardableResult
    public func sweep(_ location: StoreLocation, scratchParent: URL?) -> [URL] {
        find(location, scratchParent: scratchParent).filter { (try? fileManager.removeItem(at: $0)) != nil }
    }

    // MARK: Names

    /// `spendrop-<pid>-XXXXXX`: a scratch folder made with `mkdtemp`.
    public static let scratchPrefix = "spendrop-"
    /// The file a scratch folder gets the moment it is made, holding the id of the process that
    /// made it: the proof that the folder is spendrop's, which its name alone is not.
    public static let scratchMarker = ".spendrop-scratch"

    /// The marker's contents for the process `pid`.
    public static func scratchMarkerContents(pid: Int32) -> Data {
        Data("spendrop scratch folder of process \(pid)\n".utf8)
    }

    /// The process id in a name of exactly `mkdtemp`'s shape, `spendrop-<digits>-` and six letters
    /// or digits; nil for any other name (`spendrop-2024-tax-receipts`).
    static func scratchFolderPID(_ name: String) -> Int32? {
        let parts = name.dropFirst(scratchPrefix.count).split(separator: "-", omittingEmptySubsequences: false)
        guard name.hasPrefix(scratchPrefix), parts.count == 2, !parts[0].isEmpty,
            parts[0].allSatisfy({ $0.isASCII && $0.isNumber }),
            parts[1].count == 6, parts[1].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
        else { return nil }
        return Int32(parts[0])
    }

    /// Whether `url` is a scratch folder process `pid` made: this user's own folder (not a link),
    /// private as `mkdtemp` makes it, holding the marker with that process id, or nothing at all
    /// (a process killed between making it and marking it). A folder like it in any other way is
    /// someone's own and is never touched.
    private func isScratchFolder(_ url: URL, madeBy pid: Int32) -> Bool {
        var info = stat()
        guard lstat(url.path, &info) == 0, info.st_uid == getuid(), (info.st_mode & S_IFMT) == S_IFDIR,
            info.st_mode & 0o077 == 0
        else { return false }
        let marker = url.appendingPathComponent(TemporaryLeftovers.scratchMarker)
        if let contents = try? Data(contentsOf: marker) {
            return contents == TemporaryLeftovers.scratchMarkerContents(pid: pid)
        }
        return names(in: url).isEmpty
    }
    /// `.spendrop-pending-<pid>-<n>`: a record, beside the store, of a file being written elsewhere.
    public static let recordPrefix = ".spendrop-pending-"

    /// The id of the process that made a temporary file of spendrop's, `.some(nil)` for an older
    /// spendrop's name without one, nil for a name that is not spendrop's.
    public static func ownerPID(of name: String) -> Int32?? {
        guard name.hasPrefix(".") else { return nil }
        var base = name
        for suffix in ["-journal", "-wal", "-shm"] where base.hasSuffix(suffix) { base.removeLast(suffix.count) }
        for marker in [".partial-", ".restoring-"] {
            if let range = base.range(of: marker, options: .backwards) {
                let digits = base[range.upperBound...].prefix { $0.isNumber }
                if !digits.isEmpty, let pid = Int32(digits) { return .some(pid) }
            }
        }
        if base.hasSuffix(".tmp"), let dot = base.dropLast(4).lastIndex(of: "."),
            let pid = Int32(base[base.index(after: dot)...].prefix { $0.isNumber })
        {
            return .some(pid)
        }
        if base.hasSuffix(".partial") || base == ".spendrop.sqlite.restoring" { return .some(nil) }
        return nil
    }

    static func pid(afterPrefix prefix: String, in name: String) -> Int32? {
        Int32(name.dropFirst(prefix.count).prefix { $0.isNumber })
    }

    private func names(in directory: URL) -> [String] {
        (try? fileManager.contentsOfDirectory(atPath: directory.path)) ?? []
    }

    /// The names in `directory` that start with `prefix`. The temporary folder every launch looks
    /// in may hold thousands of names: each is compared as bytes where `readdir` left it, and only
    /// a match becomes a string (listing them all as strings cost about a quarter of a command).
    private func names(in directory: URL, startingWith prefix: String) -> [String] {
        guard let stream = opendir(directory.path) else { return [] }
        defer { closedir(stream) }
        let wanted = Array(prefix.utf8)
        var names: [String] = []
        while let entry = readdir(stream) {
            withUnsafeBytes(of: entry.pointee.d_name) { name in
                // A shorter name differs from the prefix at its terminating zero.
                guard name.prefix(wanted.count).elementsEqual(wanted) else { return }
                names.append(String(decoding: name.prefix { $0 != 0 }, as: UTF8.self))
            }
        }
        return names
    }

    private func isAbandoned(_ name: String, in directory: URL) -> Bool {
        guard let owner = TemporaryLeftovers.ownerPID(of: name) else { return false }
        if let pid = owner { return !isRunning(pid) }
        let modified =
            (try? fileManager.attributesOfItem(atPath: directory.appendingPathComponent(name).path))?[.modificationDate]
            as? Date
        return modified.map { now().timeIntervalSince($0) > 3600 } ?? false
    }

    // MARK: Records of files written outside the store's folder

    /// Notes beside the store that `file` (named `.NAME.partial-<pid>`) is being written, so a
    /// later launch can remove it if this process dies; returns the record to `forget` afterwards.
    public static func remember(_ file: URL, in location: StoreLocation) -> URL? {
        let record = location.directory.appendingPathComponent(
            "\(recordPrefix)\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        guard AtomicFileWriter.replace(record, with: Data((file.path + "\n").utf8), durable: false) == nil else {
            return nil
        }
        return record
    }

    public static func forget(_ record: URL?) {
        if let record { unlink(record.path) }
    }
}
