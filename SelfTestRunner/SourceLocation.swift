/// Where a self-test check is declared: the file (as `#fileID` names it, `Module/File.swift`, or
/// the path inside the package when known) and the line.
///
/// Promises: a plain value; `file` never holds an absolute path, so reports can be shared.
public struct SourceLocation: Equatable, Sendable, Codable {
    public let file: String
    public let line: Int
    /// `Module/File.swift`, as `#fileID` says.
    public let fileID: String
    /// The path as the compiler gave it (`#filePath`, absolute on the machine that built the
    /// binary), for tools on that machine that open the file (swift-testing's `_filePath`);
    /// `file` when not known.
    public let filePath: String

    public init(file: String, line: Int, fileID: String? = nil, filePath: String? = nil) {
        self.file = file
        self.line = line
        self.fileID = fileID ?? file
        self.filePath = filePath ?? file
    }

    /// The location of a declaration whose `#filePath` is `path` and `#fileID` is `fileID`: the
    /// path from the package's own folders (`SelfTests/…`, `SelfTestRunner/…`, `Tests/…`,
    /// `Sources/…`) when the path shows one, else the file ID.
    public static func declared(fileID: String, filePath: String, line: Int) -> SourceLocation {
        let path = Array(filePath.utf8)
        for root in ["/SelfTests/", "/SelfTestRunner/", "/Tests/", "/Sources/"] {
            if let slash = lastStart(of: Array(root.utf8), in: path) {
                return SourceLocation(
                    file: String(decoding: path[(slash + 1)...], as: UTF8.self), line: line, fileID: fileID,
                    filePath: filePath)
            }
        }
        return SourceLocation(file: fileID, line: line, fileID: fileID, filePath: filePath)
    }

    /// Where the last occurrence of `part` in `whole` starts. Byte by byte through buffer pointers
    /// with `while` loops: every check's location is computed each time a suite table is built,
    /// Foundation's search costs about a hundred times as much, and array slices cost a debug build
    /// a call per byte.
    private static func lastStart(of part: [UInt8], in whole: [UInt8]) -> Int? {
        whole.withUnsafeBufferPointer { whole in
            part.withUnsafeBufferPointer { part in
                var start = whole.count &- part.count
                while start >= 0 {
                    var matched = 0
                    while matched < part.count && whole[start &+ matched] == part[matched] { matched &+= 1 }
                    if matched == part.count { return start }
                    start &-= 1
                }
                return nil
            }
        }
    }

    /// `SelfTests/Suites/Splits/SharedMoneyChecks.swift:42`.
    public var description: String { "\(file):\(line)" }
}
