/// Why a statement file cannot be read, with the line of the file it is about.
///
/// Promises: `description` names the line and says what is wrong in words a person can act on.
public struct StatementError: Error, Equatable, Sendable, CustomStringConvertible {
    public let line: Int
    public let reason: String

    public init(line: Int, reason: String) {
        self.line = line
        self.reason = reason
    }

    public var description: String { "line \(line): \(reason)" }
}
