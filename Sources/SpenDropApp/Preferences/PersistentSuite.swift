import Foundation
import SpenDropStore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The persistent domain: one JSON object in `<directory>/<name>.json`.
///
/// Promises: a missing file reads as an empty domain and reading never creates anything. Writes
/// are atomic: the new content goes to a file beside the suite (created with mode 0600), is
/// flushed to disk, then renamed over the suite, so a reader sees the old file or the new one,
/// never half of one. A file that is not a JSON object is never overwritten. Concurrent writers
/// are not merged: the last rename wins.
struct PersistentSuite {
    let url: URL
    let fileManager: FileManager

    init(directory: URL, name: String, fileManager: FileManager) {
        self.url = directory.appendingPathComponent("\(name).json", isDirectory: false)
        self.fileManager = fileManager
    }

    var exists: Bool { fileManager.fileExists(atPath: url.path) }

    /// The stored domain; empty when the file does not exist.
    func read() throws(PreferencesError) -> [String: PreferenceValue] {
        guard exists else { return [:] }
        guard let data = fileManager.contents(atPath: url.path) else {
            throw .unreadableSuite(path: url.path, reason: "it cannot be opened")
        }
        do {
            return try JSONDecoder().decode([String: PreferenceValue].self, from: data)
        } catch {
            throw .unreadableSuite(path: url.path, reason: "it is not a JSON object")
        }
    }

    /// Replaces the stored domain with `domain`, atomically.
    func write(_ domain: [String: PreferenceValue]) throws(PreferencesError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data: Data
        do {
            data = try encoder.encode(domain) + Data("\n".utf8)
            try fileManager.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700])
        } catch {
            throw .writeFailed(path: url.path, reason: FileSystemErrorText.describe(error))
        }
        if let reason = AtomicFileWriter.replace(url, with: data) {
            throw .writeFailed(path: url.path, reason: reason)
        }
    }

    /// Removes the suite file; nothing else in its folder is touched. Missing is fine.
    func remove() throws(PreferencesError) {
        guard exists else { return }
        do {
            try fileManager.removeItem(at: url)
        } catch {
            throw .writeFailed(path: url.path, reason: FileSystemErrorText.describe(error))
        }
    }
}
