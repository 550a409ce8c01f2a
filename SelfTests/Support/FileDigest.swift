import Foundation
import SpenDropCore

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
    static func names(in directory: URL) -> [String] {
        ((try? FileManager().contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
    }
}
