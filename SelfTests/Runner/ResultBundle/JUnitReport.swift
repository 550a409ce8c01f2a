import SpenDropCore

/// `junit.xml` in the common JUnit form CI systems read: `testsuites` › `testsuite` ›
/// `testcase`, with `failure` for a wrong value, `error` for a check that could not complete, and
/// `skipped` for one that did not run.
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

    func xml(totalSeconds: Double) -> String {
        var suiteOrder: [String] = []
        var bySuite: [String: [Case]] = [:]
        for testCase in cases {
            if bySuite[testCase.suite] == nil { suiteOrder.append(testCase.suite) }
            bySuite[testCase.suite, default: []].append(testCase)
        }
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>"]
        lines.append("<testsuites name=\"spendrop self-tests\" \(counts(cases)) time=\"\(time(totalSeconds))\">")
        for suite in suiteOrder {
            let members = bySuite[suite]!
            lines.append("  <testsuite name=\"\(escape(suite))\" \(counts(members)) time=\"\(time(members.reduce(0) { $0 + $1.seconds }))\">")
            lines.append("    <properties>")
            for (name, value) in properties {
                lines.append("      <property name=\"\(escape(name))\" value=\"\(escape(value))\"/>")
            }
            lines.append("    </properties>")
            for member in members {
                let opening = "    <testcase classname=\"\(escape(suite))\" name=\"\(escape(member.name))\" time=\"\(time(member.seconds))\""
                guard let result = member.result else {
                    lines.append(opening + ">\n      <skipped message=\"not run: --fail-fast stopped the launch\"/>\n    </testcase>")
                    continue
                }
                if result.passed {
                    lines.append(opening + "/>")
                    continue
                }
                let element = result.isError ? "error" : "failure"
                let message = "expected: \(result.expected) | actual: \(result.actual)"
                let body = "expected: \(result.expected)\nactual: \(result.actual)\ndetails: \(result.details)"
                lines.append(opening + ">")
                lines.append("      <\(element) message=\"\(escape(message))\" type=\"\(element)\">\(escape(body))</\(element)>")
                lines.append("    </testcase>")
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    private func counts(_ members: [Case]) -> String {
        let failures = members.filter { $0.result.map { !$0.passed && !$0.isError } ?? false }.count
        let errors = members.filter { $0.result?.isError ?? false }.count
        let skipped = members.filter { $0.result == nil }.count
        return "tests=\"\(members.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"\(skipped)\""
    }

    private func time(_ seconds: Double) -> String {
        let thousandths = Int((seconds * 1000).rounded())
        return "\(thousandths / 1000)." + DigitText.zeroPadded(thousandths % 1000, width: 3)
    }

    func escape(_ text: String) -> String {
        TextEscaping.xml(text)
    }
}
