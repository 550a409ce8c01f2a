import Foundation
import SpenDropCore

/// What a folder looked like at one moment: for every entry below it, its kind, size,
/// modification time and (for files) the SHA-256 of its contents.
///
/// Promises: two fingerprints are equal exactly when nothing below the folder was created,
/// removed, resized, touched or rewritten between them. Reading never changes the folder.
public struct LocationFingerprint: Equatable {
    struct Entry: Equatable {
        let relativePath: String
        let kind: String
        let size: UInt64
        let modified: Double
        let sha256: String
    }

    let path: String
    /// nil when the folder does not exist.
    let entries: [Entry]?

    static func take(of directory: URL, fileManager: FileManager) -> LocationFingerprint {
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: directory.path, isDirectory: &isDirectory) else {
            return LocationFingerprint(path: directory.path, entries: nil)
        }
        var entries = [entry(at: directory.path, relativePath: ".", fileManager: fileManager)]
        if isDirectory.boolValue {
            let children = (fileManager.enumerator(atPath: directory.path)?.allObjects as? [String]) ?? []
            for child in children.sorted() {
                entries.append(
                    entry(
                        at: directory.appendingPathComponent(child).path, relativePath: child, fileManager: fileManager)
                )
            }
        }
        return LocationFingerprint(path: directory.path, entries: entries)
    }

    private static func entry(at path: String, relativePath: String, fileManager: FileManager) -> Entry {
        let attributes = (try? fileManager.attributesOfItem(atPath: path)) ?? [:]
        let kind = (attributes[.type] as? FileAttributeType)?.rawValue ?? "unknown"
        let size = (attributes[.size] as? NSNumber)?.uint64Value ?? 0
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        var digest = ""
        if kind == FileAttributeType.typeRegular.rawValue, let handle = FileHandle(forReadingAtPath: path) {
            var hasher = SHA256()
            while let chunk = try? handle.read(upToCount: 1 << 20), !chunk.isEmpty { hasher.update(chunk) }
            try? handle.close()
            digest = hasher.finalizeHex()
        }
        return Entry(relativePath: relativePath, kind: kind, size: size, modified: modified, sha256: digest)
    }

    /// A one-line account for a `[TEST]` line: never the contents, only counts and a digest prefix.
    var summary: String {
        guard let entries else { return "absent" }
        let bytes = entries.reduce(UInt64(0)) { $0 + ($1.kind == FileAttributeType.typeRegular.rawValue ? $1.size : 0) }
        let digest = SHA256.hexDigest(
            of: entries.map { "\($0.relativePath)|\($0.kind)|\($0.size)|\($0.modified)|\($0.sha256)" }
                .joined(separator: "\n").utf8)
        return "\(entries.count) entries, \(bytes) bytes, fingerprint \(digest.prefix(12))"
    }

    /// The entries that differ from `other`, by relative path, for the details of a failure.
    func changedPaths(comparedWith other: LocationFingerprint) -> [String] {
        let mine = Dictionary((entries ?? []).map { ($0.relativePath, $0) }, uniquingKeysWith: { first, _ in first })
        let theirs = Dictionary(
            (other.entries ?? []).map { ($0.relativePath, $0) }, uniquingKeysWith: { first, _ in first })
        return Set(mine.keys).union(theirs.keys).filter { mine[$0] != theirs[$0] }.sorted()
    }
}
