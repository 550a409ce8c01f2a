import SpenDropApp
import SpenDropCore

/// Prints a launch for people and CI: one `[TEST]` line per check as it finishes, one
/// `[SUITE_SUMMARY]` per suite, informational `[RUN]` lines, and the closing line (DESIGN §3).
///
/// Promises: every line is in the grammar of `OutputGrammar`; with `durations`, each check line
/// ends with its time and the slowest checks are listed before the closing line.
final class ConsoleReporter: RunReporter {
    private let output: TextSink
    private let durations: Bool
    /// Also print a GitHub Actions `::error` annotation for each failure (when `GITHUB_ACTIONS=true`).
    private let annotations: Bool
    private var timings: [(id: String, seconds: Double)] = []
    /// `--fail-fast` was given: checks that did not run were stopped by it.
    private let failFast: Bool

    init(output: TextSink, durations: Bool, annotations: Bool = false, failFast: Bool = false) {
        self.output = output
        self.durations = durations
        self.annotations = annotations
        self.failFast = failFast
    }

    func report(_ event: RunEvent) {
        switch event {
        case .runStarted(let start):
            if let seed = start.seed {
                output.line(OutputGrammar.infoLine("shuffle seed \(seed) (repeat this order with --seed \(seed))"))
            }
            if let shard = start.shard {
                output.line(OutputGrammar.infoLine("shard \(shard.index) of \(shard.count): \(start.plannedChecks) checks"))
            }
        case .iterationStarted(let iteration, let total, let seed):
            output.line(OutputGrammar.infoLine("iteration \(iteration) of \(total)" + (seed.map { ", shuffle seed \($0)" } ?? "")))
        case .checkRunning, .testStarted, .testSkipped:
            break
        case .testEnded(let result, let seconds, _):
            timings.append((result.id, seconds))
            output.line(OutputGrammar.testLine(result) + (durations ? OutputGrammar.durationSuffix(seconds) : ""))
            if result.wasFlaky { output.line(OutputGrammar.flakyLine(result)) }
            if annotations, !result.passed { output.line(OutputGrammar.githubAnnotation(result)) }
            if !result.passed, !result.output.isEmpty {
                // What a failing check printed, under it, as GoogleTest and nextest show it.
                let printed = result.output.split(separator: "\n", omittingEmptySubsequences: false).suffix(20)
                output.line(OutputGrammar.infoLine("output of \(result.id):"))
                for line in printed where !line.isEmpty { output.line(OutputGrammar.infoLine("  " + TerminalText.visible(String(line)))) }
            }
        case .suiteEnded(let suite, let passed, let total, _):
            output.line(OutputGrammar.summaryLine(suite: suite, passed: passed, total: total))
        case .runEnded(let totals):
            if let signal = totals.stoppedBySignal {
                output.line(OutputGrammar.infoLine("stopped by \(RunInterruption.name(signal)); \(totals.notRun) \(totals.notRun == 1 ? "check" : "checks") did not run"))
            } else if totals.notRun > 0, failFast {
                output.line(OutputGrammar.infoLine("fail-fast: stopped after the first failure; \(totals.notRun) checks did not run"))
            } else if totals.notRun > 0 {
                output.line(OutputGrammar.infoLine("\(totals.notRun) \(totals.notRun == 1 ? "check" : "checks") did not run: the process running their suite ended before them"))
            }
            if durations {
                output.line(OutputGrammar.infoLine("slowest checks:"))
                for timing in timings.sorted(by: { $0.seconds > $1.seconds }).prefix(10) {
                    output.line(OutputGrammar.infoLine("  \(OutputGrammar.milliseconds(timing.seconds)) \(timing.id)"))
                }
            }
            output.line(OutputGrammar.closingLine(passed: totals.passed, failed: totals.failed))
        }
    }
}
