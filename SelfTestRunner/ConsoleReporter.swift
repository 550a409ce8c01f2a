import Basics

/// Prints a launch for people and CI: one `[TEST]` line per check as it finishes, one
/// `[SUITE_SUMMARY]` per suite, informational `[RUN]` lines, and the closing line (DESIGN §3).
///
/// Promises: every line is in the grammar of `OutputGrammar` (with `colour`, `[PASS]`, `[FAIL]`
/// and the summaries' verdicts are coloured, as on a terminal); with `durations`, each check line
/// ends with its time and the slowest checks are listed before the closing line; with
/// `failuresOnly`, a passing check prints no line. A launch with failures recaps them before the
/// closing line, each with its expected and actual values quoted, line by line when they run
/// over several lines.
final class ConsoleReporter: RunReporter {
    private let output: any TextOutput
    private let durations: Bool
    /// Also print a GitHub Actions `::error` annotation for each failure (when `GITHUB_ACTIONS=true`).
    private let annotations: Bool
    private var timings: [(id: String, seconds: Double)] = []
    /// `--fail-fast` was given: checks that did not run were stopped by it.
    private let failFast: Bool
    private let failuresOnly: Bool
    private let colour: Bool
    /// Every failure of the launch, for the recap.
    private var failures: [TestCaseResult] = []
    /// How many failures the recap details; the rest are counted.
    static let recapLimit = 20

    init(
        output: any TextOutput, durations: Bool, annotations: Bool = false, failFast: Bool = false,
        failuresOnly: Bool = false,
        colour: Bool = false
    ) {
        self.output = output
        self.durations = durations
        self.annotations = annotations
        self.failFast = failFast
        self.failuresOnly = failuresOnly
        self.colour = colour
    }

    private func paint(_ text: String, _ code: String) -> String {
        colour ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    /// `line` with its `[PASS]` green and `[FAIL]` red, when colour is on.
    private func painted(_ line: String) -> String {
        guard colour else { return line }
        return line.replacingOccurrences(of: "] [PASS] ", with: "] \(paint("[PASS]", "32")) ")
            .replacingOccurrences(of: "] [FAIL] ", with: "] \(paint("[FAIL]", "31")) ")
    }

    func report(_ event: RunEvent) {
        switch event {
        case .runStarted(let start):
            if let seed = start.seed {
                output.line(OutputGrammar.infoLine("shuffle seed \(seed) (repeat this order with --seed \(seed))"))
            }
            if let shard = start.shard {
                output.line(
                    OutputGrammar.infoLine("shard \(shard.index) of \(shard.count): \(start.plannedChecks) checks"))
            }
        case .iterationStarted(let iteration, let total, let seed):
            output.line(
                OutputGrammar.infoLine(
                    "iteration \(iteration) of \(total)" + (seed.map { ", shuffle seed \($0)" } ?? "")))
        case .checkRunning, .testStarted, .testSkipped:
            break
        case .testEnded(let result, let seconds, _):
            timings.append((result.id, seconds))
            if !result.passed { failures.append(result) }
            if !(failuresOnly && result.passed) {
                output.line(
                    painted(OutputGrammar.testLine(result) + (durations ? OutputGrammar.durationSuffix(seconds) : "")))
            }
            if result.wasFlaky { output.line(OutputGrammar.flakyLine(result)) }
            if annotations, !result.passed { output.line(OutputGrammar.githubAnnotation(result)) }
            // What a failing check printed, under it, as GoogleTest and nextest show it.
            for (stream, text) in [("output", result.output), ("standard error", result.errorOutput)]
            where !result.passed && !text.isEmpty {
                let printed = text.split(separator: "\n", omittingEmptySubsequences: false).suffix(20)
                output.line(OutputGrammar.infoLine("\(stream) of \(result.id):"))
                for line in printed where !line.isEmpty {
                    output.line(OutputGrammar.infoLine("  " + TerminalText.visible(String(line))))
                }
            }
        case .suiteEnded(let suite, let passed, let total, _):
            let summary = OutputGrammar.summaryLine(suite: suite, passed: passed, total: total)
            output.line(
                colour
                    ? summary.replacingOccurrences(
                        of: ": \(passed)/\(total) PASSED",
                        with: ": " + paint("\(passed)/\(total) PASSED", passed == total ? "32" : "31")) : summary)
        case .runEnded(let totals):
            if let signal = totals.stoppedBySignal {
                output.line(
                    OutputGrammar.infoLine(
                        "stopped by \(RunInterruption.name(signal)); \(totals.notRun) \(totals.notRun == 1 ? "check" : "checks") did not run"
                    ))
            } else if totals.notRun > 0, failFast {
                output.line(
                    OutputGrammar.infoLine(
                        "fail-fast: stopped after the first failure; \(totals.notRun) checks did not run"))
            } else if totals.notRun > 0 {
                output.line(
                    OutputGrammar.infoLine(
                        "\(totals.notRun) \(totals.notRun == 1 ? "check" : "checks") did not run: the process running their suite ended before them"
                    ))
            }
            if durations {
                output.line(OutputGrammar.infoLine("slowest checks:"))
                for timing in timings.sorted(by: { $0.seconds > $1.seconds }).prefix(10) {
                    output.line(OutputGrammar.infoLine("  \(OutputGrammar.milliseconds(timing.seconds)) \(timing.id)"))
                }
            }
            recap()
            let closing = OutputGrammar.closingLine(passed: totals.passed, failed: totals.failed)
            output.line(colour ? paint(closing, totals.failed == 0 ? "32" : "31") : closing)
        }
    }

    /// The failures again, together, where a person looks last: each one's id and declaration,
    /// and its expected and actual values quoted (a line diff for values over several lines).
    private func recap() {
        guard !failures.isEmpty else { return }
        output.line(OutputGrammar.infoLine("\(failures.count) \(failures.count == 1 ? "check" : "checks") failed:"))
        for failure in failures.prefix(ConsoleReporter.recapLimit) {
            output.line(
                OutputGrammar.infoLine(
                    "  " + TerminalText.visible(failure.id) + (failure.location.map { " (at \($0.description))" } ?? "")
                ))
            if failure.expected.contains("\n") || failure.actual.contains("\n"),
                let lines = LineDiff.lines(expected: failure.expected, actual: failure.actual)
            {
                output.line(OutputGrammar.infoLine("    expected (-) and actual (+), line by line:"))
                for line in lines.prefix(60) {
                    switch line {
                    case .kept(let text): output.line(OutputGrammar.infoLine("        " + TerminalText.visible(text)))
                    case .expectedOnly(let text):
                        output.line(OutputGrammar.infoLine("      " + paint("- " + TerminalText.visible(text), "31")))
                    case .actualOnly(let text):
                        output.line(OutputGrammar.infoLine("      " + paint("+ " + TerminalText.visible(text), "32")))
                    }
                }
                if lines.count > 60 { output.line(OutputGrammar.infoLine("      … \(lines.count - 60) more lines")) }
            } else {
                output.line(OutputGrammar.infoLine("    expected: " + ConsoleReporter.quoted(failure.expected)))
                output.line(OutputGrammar.infoLine("    actual:   " + ConsoleReporter.quoted(failure.actual)))
            }
            if !failure.details.isEmpty {
                output.line(
                    OutputGrammar.infoLine("    " + TerminalText.visible(TestCaseResult.singleLine(failure.details))))
            }
        }
        if failures.count > ConsoleReporter.recapLimit {
            output.line(
                OutputGrammar.infoLine(
                    "  … and \(failures.count - ConsoleReporter.recapLimit) more, each in its [TEST] line above"))
        }
    }

    /// `text` between double quotes, with quotes, backslashes and line breaks escaped as in Swift,
    /// so a value's leading or trailing spaces and an empty value can be seen.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for character in text {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result.append(character)
            }
        }
        return TerminalText.visible(result + "\"")
    }
}
