import Foundation

/// A failure reported by SQLite: the extended result code, SQLite's own message, and the SQL or
/// step that was running, so a person (or a bug report) can tell what went wrong where.
public struct SQLiteError: Error, Equatable, Sendable, CustomStringConvertible {
    /// SQLite's extended result code (26 is "file is not a database", 11 "database disk image is malformed").
    public let code: Int32
    public let message: String
    /// The statement or operation that failed.
    public let context: String

    public init(code: Int32, message: String, context: String) {
        self.code = code
        self.message = message
        self.context = context
    }

    public var description: String {
        let firstLine = context.split(separator: "\n").first.map(String.init) ?? context
        let shown = firstLine.count > 80 ? String(firstLine.prefix(77)) + "..." : firstLine
        return "SQLite error \(code): \(message) (while \(shown.trimmingCharacters(in: .whitespaces)))"
    }
}
