/// What a check's body concludes: passed or failed, with the expected and actual values.
///
/// Promises: a failing verdict always carries both values; `all` reports the first failure, so a
/// check that compares several things still names the one that broke. Nothing shows a pass's
/// values, so `equal` and `all` describe values only for a failure: a pass never pays for turning
/// thousands of compared rows into text.
public struct CheckVerdict: Equatable, Sendable {
    public let passed: Bool
    public let expected: String
    public let actual: String
    public let details: String

    public init(passed: Bool, expected: String, actual: String, details: String = "") {
        self.passed = passed
        self.expected = expected
        self.actual = actual
        self.details = details
    }

    /// Passes when `actual == expected`.
    public static func equal<Value: Equatable>(
        _ actual: Value, _ expected: Value, _ details: String = ""
    ) -> CheckVerdict {
        guard actual != expected else { return CheckVerdict(passed: true, expected: "", actual: "", details: details) }
        return CheckVerdict(
            passed: false, expected: String(describing: expected), actual: String(describing: actual), details: details)
    }

    /// Passes when `condition` holds; `expected` and `actual` describe what was looked at.
    public static func that(_ condition: Bool, expected: String, actual: String, _ details: String = "") -> CheckVerdict
    {
        CheckVerdict(passed: condition, expected: expected, actual: actual, details: details)
    }

    /// Passes when `text` contains `part`; the whole text is the actual value, worked out once.
    public static func contains(_ text: String, _ part: String, _ details: String = "") -> CheckVerdict {
        CheckVerdict(passed: text.contains(part), expected: "…\(part)…", actual: text, details: details)
    }

    /// Passes when the body throws an error equal to `expected`.
    public static func throwsError<Failure: Error & Equatable>(
        _ expected: Failure, _ details: String = "", from body: () throws -> some Any
    ) -> CheckVerdict {
        do {
            let value = try body()
            return CheckVerdict(
                passed: false, expected: "error \(expected)", actual: "returned \(value)", details: details)
        } catch let error as Failure {
            return equal(error, expected, details)
        } catch {
            return CheckVerdict(
                passed: false, expected: "error \(expected)", actual: "error \(error)", details: details)
        }
    }

    /// The first failing verdict, or a pass that names what was compared (its details).
    public static func all(_ verdicts: [CheckVerdict]) -> CheckVerdict {
        if let failure = verdicts.first(where: { !$0.passed }) { return failure }
        return CheckVerdict(
            passed: true, expected: "", actual: "",
            details: verdicts.map(\.details).filter { !$0.isEmpty }.joined(separator: "; "))
    }
}
