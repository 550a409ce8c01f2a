import Foundation
import SpenDropCore
import SpenDropStore

/// A file's bytes, for checks that a file was left byte-identical.
///
/// Promises: two fingerprints are equal exactly when the bytes are (compared as they are, not
/// through a digest); the text of one, which only a failing check shows, is the size and SHA-256.
struct FileFingerprint: Equatable, CustomStringConvertible {
    let bytes: Data

    var description: String { "\(bytes.count) bytes, SHA-256 \(SHA256.hexDigest(of: bytes))" }
}

/// Fingerprints of files and the names beside them, for checks that nothing was written.
enum FileDigest {
    static func fingerprint(_ url: URL) throws -> FileFingerprint {
        FileFingerprint(bytes: try Data(contentsOf: url))
    }

    /// The names in a folder, sorted: shows any `-wal`, `-shm` or `-journal` file a write would leave.
    /// The store's gate (`StoreGate`), an empty file every opening spendrop locks, is left out
    /// while it is empty: it holds no data and is no write to the store.
    static func names(in directory: URL) -> [String] {
        let gate = StoreGate.lockURL(for: StoreLocation(directory: directory))
        return ((try? FileManager().contentsOfDirectory(atPath: directory.path)) ?? []).filter { name in
            name != gate.lastPathComponent
                || (try? FileManager().attributesOfItem(atPath: gate.path)[.size] as? NSNumber)?.intValue != 0
        }.sorted()
    }
}
