import Basics
import Foundation

/// `junit.xml` in the common JUnit form CI systems read: `testsuites` › `testsuite` ›
/// `testcase`, with `failure` for a wrong value, `error` for a check that could not complete, and
/// `skipped` for one that did not run; each case names the `file` and `line` it is declared at.
/// Checks run again with `--retry` follow Maven Surefire: a flaky pass carries a `flakyFailure` or
/// `flakyError` per failed attempt, a check that failed every attempt `rerunFailure`/`rerunError`
/// for the attempts before the last.
///
/// Promises: well-formed XML (every attribute and text escaped, control characters dropped); a
/// failure or error element always has a message and a body with the expected and actual values.
struct JUnitReport {
    struct Case {
        let suite: String
        let name: String
        let seconds: Double
        let result: TestCaseResult?
    }

    var cases: [Case] = []
    var properties: [(String, String)] = []
    /// Within Jenkins' strict junit-10.xsd: no `file`/`line` on a testcase (the location stays in
    /// each failure's text) and no `skipped` on `testsuites`.
    var strict = false
    /// How many times `--repeat` runs every check; 1 without it.
    private var repetitions = 1

    /// Adds what `event` says about a check.
    mutating func record(_ event: RunEvent) {
        switch event {
        case .iterationStarted(_, let of, _):
            repetitions = of
        case .testEnded(let result, let seconds, let iteration):
            cases.append(
                Case(suite: result.suite, name: caseName(result.name, iteration), seconds: seconds, result: result))
        case .testSkipped(let suite, let check, let iteration):
            cases.append(Case(suite: suite, name: caseName(check, iteration), seconds: 0, result: nil))
        default:
            break
        }
    }

    /// A check's JUnit name: with `--repeat`, each run is a test case of its own
    /// (`adds (run 2 of 3)`), so no suite holds one name twice.
    private func caseName(_ check: String, _ iteration: Int) -> String {
        repetitions > 1 ? "\(check) (run \(iteration) of \(repetitions))" : check
    }

    func xml(totalSeconds: Double) -> String {
        var suiteOrder: [String] = []
        var bySuite: [String: [Case]] = [:]
        for testCase in cases {
            if bySuite[testCase.suite] == nil { suiteOrder.append(testCase.suite) }
            bySuite[testCase.suite, default: []].append(testCase)
        }
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>"]
        lines.append(
            "<testsuites name=\"spendrop self-tests\" \(counts(cases, skipped: !strict)) time=\"\(time(totalSeconds))\">"
        )
        for suite in suiteOrder {
            let members = bySuite[suite]!
            lines.append(
                "  <testsuite name=\"\(escape(suite))\" \(counts(members)) time=\"\(time(members.reduce(0) { $0 + $1.seconds }))\">"
            )
            lines.append("    <properties>")
            for (name, value) in properties {
                lines.append("      <property name=\"\(escape(name))\" value=\"\(escape(value))\"/>")
            }
            lines.append("    </properties>")
            for member in members {
                let place =
                    strict
                    ? "" : member.result?.location.map { " file=\"\(escape($0.file))\" line=\"\($0.line)\"" } ?? ""
                let opening =
                    "    <testcase classname=\"\(escape(suite))\" name=\"\(escape(member.name))\" time=\"\(time(member.seconds))\"\(place)"
                guard let result = member.result else {
                    lines.append(
                        opening
                            + ">\n      <skipped message=\"not run: the launch stopped before it (--fail-fast, or a signal)\"/>\n    </testcase>"
                    )
                    continue
                }
                if result.passed && result.failedAttempts.isEmpty && result.output.isEmpty && result.errorOutput.isEmpty
                {
                    lines.append(opening + "/>")
                    continue
                }
                lines.append(opening + ">")
                if !result.passed {
                    let element = result.isError ? "error" : "failure"
                    lines.append(
                        "      <\(element) message=\"\(escape(message(result)))\" type=\"\(element)\">\(escape(body(result)))</\(element)>"
                    )
                }
                for attempt in result.failedAttempts {
                    let element = (result.passed ? "flaky" : "rerun") + (attempt.isError ? "Error" : "Failure")
                    lines.append(
                        "      <\(element) message=\"\(escape(message(attempt)))\" type=\"\(attempt.isError ? "error" : "failure")\">"
                            + "<stackTrace>\(escape(body(attempt)))</stackTrace></\(element)>")
                }
                if !result.output.isEmpty { lines.append("      <system-out>\(escape(result.output))</system-out>") }
                if !result.errorOutput.isEmpty {
                    lines.append("      <system-err>\(escape(result.errorOutput))</system-err>")
                }
                lines.append("    </testcase>")
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    private func message(_ result: TestCaseResult) -> String {
        "expected: \(result.expected) | actual: \(result.actual)"
    }

    private func body(_ result: TestCaseResult) -> String {
        "expected: \(result.expected)\nactual: \(result.actual)\ndetails: \(result.details)"
            + (result.location.map { "\nat: \($0.description)" } ?? "")
    }

    /// Writes the report to `url` whole: aside first, then renamed over it.
    func write(to url: URL, totalSeconds: Double, fileManager: FileManager) throws {
        let aside = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).partial")
        try Data(xml(totalSeconds: totalSeconds).utf8).write(to: aside)
        if fileManager.fileExists(atPath: url.path) { try fileManager.removeItem(at: url) }
        try fileManager.moveItem(at: aside, to: url)
    }

    private func counts(_ members: [Case], skipped showSkipped: Bool = true) -> String {
        let failures = members.filter { $0.result.map { !$0.passed && !$0.isError } ?? false }.count
        let errors = members.filter { $0.result?.isError ?? false }.count
        let skipped = members.filter { $0.result == nil }.count
        return "tests=\"\(members.count)\" failures=\"\(failures)\" errors=\"\(errors)\""
            + (showSkipped ? " skipped=\"\(skipped)\"" : "")
    }

    private func time(_ seconds: Double) -> String {
        let thousandths = Int((seconds * 1000).rounded())
        let fraction = thousandths % 1000
        return "\(thousandths / 1000).\(fraction < 10 ? "00" : fraction < 100 ? "0" : "")\(fraction)"
    }

    func escape(_ text: String) -> String {
        TextEscaping.xml(text)
    }
}
