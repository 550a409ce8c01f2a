/// Where a self-test check is declared: the file (as `#fileID` names it, `Module/File.swift`, or
/// the path inside the package when known) and the line.
///
/// Promises: a plain value; `file` never holds an absolute path, so reports can be shared.
public struct SourceLocation: Equatable, Sendable, Codable {
    public let file: String
    public let line: Int
    /// `Module/File.swift`, as `#fileID` says.
    public let fileID: String

    public init(file: String, line: Int, fileID: String? = nil) {
        self.file = file
        self.line = line
        self.fileID = fileID ?? file
    }

    /// The location of a declaration whose `#filePath` is `path` and `#fileID` is `fileID`: the
    /// path from the package's own folders (`SelfTests/…`, `Tests/…`, `Sources/…`) when the path
    /// shows one, else the file ID.
    public static func declared(fileID: String, filePath: String, line: Int) -> SourceLocation {
        for root in ["/SelfTests/", "/Tests/", "/Sources/"] {
            if let range = filePath.range(of: root, options: .backwards) {
                return SourceLocation(file: String(filePath[filePath.index(after: range.lowerBound)...]), line: line, fileID: fileID)
            }
        }
        return SourceLocation(file: fileID, line: line, fileID: fileID)
    }

    /// `SelfTests/Suites/Splits/SharedMoneyChecks.swift:42`.
    public var description: String { "\(file):\(line)" }
}
