/// The exact lines a self-test launch prints (DESIGN §3), in one place so the runner and its
/// contract tests agree on every character.
public enum OutputGrammar {
    /// `[TEST][Suite] [PASS] check` or `[TEST][Suite] [FAIL] check | expected: … | actual: … | details`.
    /// A failure's details end with where the check is declared: `… (at SelfTests/Suites/…swift:42)`.
    public static func testLine(_ result: TestCaseResult) -> String {
        if result.passed { return "[TEST][\(result.suite)] [PASS] \(result.name)" }
        let place = result.location.map { " (at \($0.description))" } ?? ""
        let (expected, actual, details) = (
            TestCaseResult.singleLine(result.expected), TestCaseResult.singleLine(result.actual),
            TestCaseResult.singleLine(result.details)
        )
        return
            "[TEST][\(result.suite)] [FAIL] \(result.name) | expected: \(expected) | actual: \(actual) | \(details)\(place)"
    }

    /// `[RUN] flaky: Suite/check failed 1 of 2 attempts`: a check that passed only after failing.
    public static func flakyLine(_ result: TestCaseResult) -> String {
        infoLine("flaky: \(result.id) failed \(result.failedAttempts.count) of \(result.attempts) attempts")
    }

    /// A GitHub Actions error annotation for a failed check, pointing at its declaration:
    /// `::error file=F,line=L,title=Suite/check::expected … | actual …`.
    public static func githubAnnotation(_ result: TestCaseResult) -> String {
        func property(_ text: String) -> String {
            message(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
        }
        func message(_ text: String) -> String {
            text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
                .replacingOccurrences(of: "\n", with: "%0A")
        }
        var properties: [String] = []
        if let location = result.location {
            properties += ["file=\(property(location.file))", "line=\(location.line)"]
        }
        properties.append("title=\(property(result.id))")
        return "::error \(properties.joined(separator: ","))::"
            + message("expected: \(result.expected) | actual: \(result.actual) | \(result.details)")
    }

    /// `[SUITE_SUMMARY] Suite: passed/total PASSED`.
    public static func summaryLine(suite: String, passed: Int, total: Int) -> String {
        "[SUITE_SUMMARY] \(suite): \(passed)/\(total) PASSED"
    }

    /// `selftest: N passed, M failed`: the plain closing line CI reads.
    public static func closingLine(passed: Int, failed: Int) -> String {
        "selftest: \(passed) passed, \(failed) failed"
    }

    /// An informational line; it never starts like a `[TEST]` or `[SUITE_SUMMARY]` line.
    public static func infoLine(_ text: String) -> String {
        "[RUN] \(text)"
    }

    /// ` (12.34 ms)`: what `--durations` appends to a check's line.
    public static func durationSuffix(_ seconds: Double) -> String {
        " (\(milliseconds(seconds)))"
    }

    /// A duration in milliseconds with two decimals: `12.34 ms`.
    public static func milliseconds(_ seconds: Double) -> String {
        let hundredths = Int((seconds * 100_000).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction) ms"
    }

    /// A duration in seconds as a person writes it: `2 s`, `0.5 s`.
    public static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }
}
