import Foundation
import SpenDropCore

/// The SHA-256 of a file's bytes, for checks that a file was left byte-identical.
enum FileDigest {
    static func sha256(_ url: URL) throws -> String {
        SHA256.hexDigest(of: try Data(contentsOf: url))
    }

    /// The names in a folder, sorted: shows any `-wal`, `-shm` or `-journal` file a write would leave.
    static func names(in directory: URL) -> [String] {
        ((try? FileManager().contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
    }
}
