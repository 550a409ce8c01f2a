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
        guard middle.count == 2, middle[0].count == 16, middle[1].hasPrefix("v"),
            let version = Int(middle[1].dropFirst())
        else { return nil }
        self.name = name
        self.stamp = String(middle[0])
        self.schemaVersion = version
        self.size = size
    }

    static func name(stamp: String, schemaVersion: Int) -> String {
        "spendrop-\(stamp)-v\(schemaVersion).sqlite"
    }

    var checksumName: String { name + ".sha256" }

    /// The moment the name says the backup was made, read from its stamp (`20261202T131500Z`,
    /// UTC); nil when the stamp is no real moment (month 13, 31 November, hour 24).
    public var time: Date? {
        let digits = Array(stamp.utf8)
        guard digits.count == 16, digits[8] == UInt8(ascii: "T"), digits[15] == UInt8(ascii: "Z") else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for byte in digits[range] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0..<4), let month = number(4..<6), let day = number(6..<8),
            let hour = number(9..<11), let minute = number(11..<13), let second = number(13..<15)
        else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0)!
        let parts = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        // A date the calendar would roll over (31 November to 1 December) is no date it was made.
        guard let date = calendar.date(from: parts),
            calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date) == parts
        else { return nil }
        return date
    }
}
