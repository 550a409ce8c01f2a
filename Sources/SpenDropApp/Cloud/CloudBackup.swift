import Foundation

/// One backup on the server: `spendrop-20261202T131500Z-v4.sqlite`, with its SHA-256 beside it in
/// `….sqlite.sha256`.
public struct CloudBackup: Equatable, Sendable {
    public let name: String
    public let stamp: String
    public let schemaVersion: Int
    public let size: Int64

    /// Reads a backup's name; nil for anything else in the folder (checksums, partial uploads).
    init?(name: String, size: Int64) {
        guard name.hasPrefix("spendrop-"), name.hasSuffix(".sqlite") else { return nil }
        let middle = name.dropFirst("spendrop-".count).dropLast(".sqlite".count).split(separator: "-")
        guard middle.count == 2, middle[0].count == 16, middle[1].hasPrefix("v"), let version = Int(middle[1].dropFirst()) else { return nil }
        self.name = name
        self.stamp = String(middle[0])
        self.schemaVersion = version
        self.size = size
    }

    static func name(stamp: String, schemaVersion: Int) -> String {
        "spendrop-\(stamp)-v\(schemaVersion).sqlite"
    }

    var checksumName: String { name + ".sha256" }
}
