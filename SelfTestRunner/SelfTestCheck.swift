/// One named check of a suite: a body that returns a verdict, or throws (which fails the check),
/// and where it is declared.
///
/// Promises: the name and location are known without running the body, so checks can be listed,
/// filtered and sharded without side effects.
public struct SelfTestCheck {
    public let name: String
    public let body: (SelfTestContext) throws -> CheckVerdict
    /// Where the check is written, for FAIL details, JUnit and editor annotations.
    public let location: SourceLocation
    /// The check changes, for a moment, what every thread of its process shares (the umask, a
    /// resource limit, standard input): it is safe where checks run one at a time in a process of
    /// their own, as the runner runs them, and `swift test` runs it through the binary.
    public let changesProcessState: Bool

    public init(
        _ name: String, changesProcessState: Bool = false, fileID: String = #fileID, filePath: String = #filePath,
        line: Int = #line, _ body: @escaping (SelfTestContext) throws -> CheckVerdict
    ) {
        self.name = name
        self.body = body
        self.changesProcessState = changesProcessState
        self.location = SourceLocation.declared(fileID: fileID, filePath: filePath, line: line)
    }
}
