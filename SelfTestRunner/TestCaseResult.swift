/// The finished record of one check: which suite and check, whether it passed, and the expected
/// and actual values a person needs to see why.
///
/// Promises: `expected`, `actual` and `details` hold the text as the check gave it, line breaks and
/// backslashes included; each report escapes it for its own format (the `[TEST]` line through
/// `singleLine`, so every result still prints as exactly one line; XML, JSON and annotations
/// their own way), so no report shows another's escaping.
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
    /// With `--retry`: the attempts that failed before this one, oldest first. A result that
    /// passed with failed attempts before it is flaky.
    public private(set) var failedAttempts: [TestCaseResult] = []
    /// Where the check is declared, when known.
    public private(set) var location: SourceLocation?

    /// What the check printed on standard output while it ran (its last 4 KiB), when it ran in a
    /// child that captured it; empty otherwise.
    public private(set) var output = ""
    /// What the check wrote on standard error while it ran (its last 4 KiB), captured apart.
    public private(set) var errorOutput = ""

    /// This result with what the check printed on standard output and standard error.
    func with(output: String, errors: String = "") -> TestCaseResult {
        var copy = self
        copy.output = output
        copy.errorOutput = errors
        return copy
    }

    /// Made by `flakyAsFailure`: a flaky check failed under `--fail-on-flaky`.
    public private(set) var failedForFlakiness = false

    /// Passed, but only after failing at least once.
    public var isFlaky: Bool { passed && !failedAttempts.isEmpty }

    /// Flaky, whether or not `--fail-on-flaky` turned it into a failure.
    public var wasFlaky: Bool { isFlaky || failedForFlakiness }

    /// How many times the check ran.
    public var attempts: Int { failedAttempts.count + 1 }

    /// This result after `failures`, the attempts that failed before it.
    func afterAttempts(_ failures: [TestCaseResult]) -> TestCaseResult {
        var copy = self
        copy.failedAttempts = failures.map { $0.withoutAttempts() }
        return copy
    }

    /// This result, declared at `location`.
    func at(_ location: SourceLocation?) -> TestCaseResult {
        var copy = self
        copy.location = location
        copy.failedAttempts = failedAttempts.map { $0.at(location) }
        return copy
    }

    private func withoutAttempts() -> TestCaseResult {
        var copy = self
        copy.failedAttempts = []
        return copy
    }

    /// The failure a flaky result is under `--fail-on-flaky`: the check did not pass every attempt.
    func flakyAsFailure() -> TestCaseResult {
        let first = failedAttempts.first
        var failure = TestCaseResult(
            suite: suite, name: name, passed: false, expected: "passes on every attempt",
            actual: "failed \(failedAttempts.count) of \(attempts) attempts",
            details:
                "--fail-on-flaky; first failure: expected: \(first?.expected ?? "") | actual: \(first?.actual ?? "")",
            isError: false)
        failure.failedAttempts = failedAttempts
        failure.location = location
        failure.output = output
        failure.errorOutput = errorOutput
        failure.failedForFlakiness = true
        return failure
    }

    public init(
        suite: String, name: String, passed: Bool, expected: String, actual: String, details: String,
        isError: Bool = false
    ) {
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

    /// `text` for the one-line console grammar: each backslash doubled and each CR and LF written
    /// `\r` and `\n`, in one pass over its bytes; text with none of them is returned as it is.
    static func singleLine(_ text: String) -> String {
        let backslash = UInt8(ascii: "\\"), carriageReturn = UInt8(ascii: "\r"), lineFeed = UInt8(ascii: "\n")
        guard text.utf8.contains(where: { $0 == backslash || $0 == carriageReturn || $0 == lineFeed }) else {
            return text
        }
        var escaped: [UInt8] = []
        escaped.reserveCapacity(text.utf8.count + 16)
        for byte in text.utf8 {
            switch byte {
            case backslash: escaped += [backslash, backslash]
            case carriageReturn: escaped += [backslash, UInt8(ascii: "r")]
            case lineFeed: escaped += [backslash, UInt8(ascii: "n")]
            default: escaped.append(byte)
            }
        }
        return String(decoding: escaped, as: UTF8.self)
    }
}
