/// The finished record of one check: which suite and check, whether it passed, and the expected
/// and actual values a person needs to see why.
///
/// Promises: `expected`, `actual` and `details` are single-line text (line breaks are escaped when
/// the result is made), so every result prints as exactly one `[TEST]` line.
public struct TestCaseResult: Equatable, Sendable {
    public let suite: String
    public let name: String
    public let passed: Bool
    public let expected: String
    public let actual: String
    public let details: String
    /// The check could not complete (it threw, or its suite's process crashed or timed out),
    /// rather than completing with a wrong value. Always a failure.
    public let isError: Bool

    public init(suite: String, name: String, passed: Bool, expected: String, actual: String, details: String,
                isError: Bool = false) {
        self.init(suite: suite, name: name, passed: passed, singleLineExpected: TestCaseResult.singleLine(expected),
                  actual: TestCaseResult.singleLine(actual), details: TestCaseResult.singleLine(details), isError: isError)
    }

    /// A result whose texts are single-line already (escaped by the process that made it, as an
    /// `--isolate` child's are): escaping them again would double every backslash.
    init(suite: String, name: String, passed: Bool, singleLineExpected expected: String, actual: String, details: String, isError: Bool) {
        self.suite = suite
        self.name = name
        self.passed = passed && !isError
        self.isError = isError
        self.expected = expected
        self.actual = actual
        self.details = details
    }

    /// `Suite/check`: the stable id that filters, listings and shards use.
    public var id: String { "\(suite)/\(name)" }

    static func singleLine(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "\r", with: "\\r")
            .replacingOccurrences(of: "\n", with: "\\n")
    }
}
