import Foundation

/// A failure reported by SQLite: the extended result code, SQLite's own message, the operating
/// system's error number behind it, and the SQL or step that was running, so a person (or a bug
/// report) can tell what went wrong where.
public struct SQLiteError: Error, Equatable, Sendable, CustomStringConvertible {
    /// SQLite's extended result code (26 is "file is not a database", 11 "database disk image is malformed").
    public let code: Int32
    public let message: String
    /// The statement or operation that failed.
    public let context: String
    /// The `errno` of the last system call that failed inside SQLite (ENOSPC, EROFS, EIO…), 0 when none.
    public let systemErrno: Int32

    public init(code: Int32, message: String, context: String, systemErrno: Int32 = 0) {
        self.code = code
        self.message = message
        self.context = context
        self.systemErrno = systemErrno
    }

    /// The primary result code, named.
    public var primary: SQLiteResultCode { SQLiteResultCode(rawValue: code & 0xff) ?? .other }

    public var description: String {
        let firstLine = context.split(separator: "\n").first.map(String.init) ?? context
        let shown = firstLine.count > 80 ? String(firstLine.prefix(77)) + "..." : firstLine
        return "SQLite error \(code): \(message) (while \(shown.trimmingCharacters(in: .whitespaces)))"
    }
}

/// SQLite's primary result codes that spendrop tells apart, by name, so no caller compares raw numbers.
public enum SQLiteResultCode: Int32, Sendable {
    case error = 1
    case permission = 3
    case busy = 5
    case locked = 6
    case noMemory = 7
    case readOnly = 8
    case ioError = 10
    case corrupt = 11
    case full = 13
    case cannotOpen = 14
    case constraint = 19
    /// The API used the wrong way, such as two statements where one was expected.
    case misuse = 21
    /// A parameter index out of range, or a count of arguments that does not match the parameters.
    case range = 25
    case notADatabase = 26
    case other = -1

    /// `SQLITE_IOERR_SHMSIZE`: SQLite could not size the `-shm` file, which in practice means the disk is full.
    public static let sharedMemorySizeExtendedCode: Int32 = 10 | (19 << 8)
}
