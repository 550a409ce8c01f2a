/// What the runner is told of the program it runs in: the version its reports carry, and how a
/// launch may be shown in a result bundle meant to be shared.
///
/// Promises: a plain value the program hands over once; the runner takes the program's version
/// and its redaction from here and from nowhere else.
public struct HostProgram: Sendable {
    /// The program's version: in `launch.json` and the event stream's `runStarted`, and what
    /// `--rerun-failed` compares a bundle's with.
    public let version: String
    /// What `launch.json` shows for the value of an option that takes a path.
    public let redactedPath: String
    /// The launch's environment as `launch.json` may show it: only the keys the program approves,
    /// each value redacted by its shape.
    public let redactEnvironment: @Sendable ([String: String]) -> [String: String]

    public init(
        version: String, redactedPath: String,
        redactEnvironment: @escaping @Sendable ([String: String]) -> [String: String]
    ) {
        self.version = version
        self.redactedPath = redactedPath
        self.redactEnvironment = redactEnvironment
    }
}
