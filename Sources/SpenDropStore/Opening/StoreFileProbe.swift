import Foundation

/// Looks at a store file before SQLite writes anything to it: missing, empty, not SQLite, or cut
/// short (the header's page count says the file should be longer than it is, and no log beside
/// it holds the missing pages).
///
/// Promises: only reads; never opens the file with SQLite, and never follows a symbolic link in
/// the store's place (`StoreProblem.symbolicLink`). A file with a non-empty `-wal` or
/// `-journal` beside it is never judged by its length, because SQLite completes it from the log
/// (a checkpoint killed part-way leaves exactly such a file, whole as SQLite reads it).
enum StoreFileProbe {
    enum Finding: Equatable {
        case missing
        case looksLikeSQLite
        case problem(StoreProblem)
    }

    static func inspect(_ url: URL, fileManager: FileManager) -> Finding {
        if let target = symbolicLinkTarget(url) { return .problem(.symbolicLink(url, target: target)) }
        guard fileManager.fileExists(atPath: url.path) else { return .missing }
        if let reason = StoreLogOwnership.foreignLogReason(url) { return .problem(.foreignLog(url, detail: reason)) }
        guard let handle = FileHandle(forReadingAtPath: url.path) else {
            return .problem(.notWritable(url, detail: "it cannot even be read"))
        }
        defer { try? handle.close() }
        let header = [UInt8]((try? handle.read(upToCount: 100)) ?? Data())
        let size = StoreFileReader.size(url, fileManager: fileManager) ?? 0
        if size == 0 { return .problem(.emptyFile(url)) }
        let magic = Array("SQLite format 3\u{0}".utf8)
        guard header.count == 100, Array(header[0..<16]) == magic else {
            return .problem(.notADatabase(url, detail: "it does not start with the SQLite header"))
        }
        let rawPageSize = UInt64(header[16]) << 8 | UInt64(header[17])
        let pageSize = rawPageSize == 1 ? 65_536 : rawPageSize
        let pageCount = header[28..<32].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        let changeCounter = header[24..<28].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        let validFor = header[92..<96].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        if pageSize >= 512, pageCount > 0, changeCounter == validFor, size < pageSize * pageCount,
            !StoreRecovery.pendingLogs(of: url, fileManager: fileManager).any
        {
            return .problem(
                .corrupt(
                    url,
                    detail: "the file is \(size) bytes but its header says \(pageSize * pageCount); it was cut short"))
        }
        return .looksLikeSQLite
    }

    /// Where `url` points when it is a symbolic link (dangling or not), nil otherwise.
    static func symbolicLinkTarget(_ url: URL) -> String? {
        var info = stat()
        guard lstat(url.path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return nil }
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(url.path, &buffer, buffer.count - 1)
        return count < 0
            ? "an unreadable target" : String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
