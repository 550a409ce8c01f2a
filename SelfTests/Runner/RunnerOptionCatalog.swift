/// The runner's options, declared once: the parser's lists of switches and valued options and the
/// self-test part of `spendrop --help` are both computed from this table.
///
/// Promises: an option is understood by `RunnerArgumentParser` exactly when it is declared here,
/// and every option that is not internal is in the help text.
public enum RunnerOptionCatalog {
    /// One runner option: its name, the value it takes (nil for a switch), and its help.
    public struct Option: Sendable {
        public let name: String
        public let valueName: String?
        public let help: String
        /// Given by the runner to its own child processes, never typed by a person.
        public let isInternal: Bool

        init(_ name: String, value valueName: String? = nil, _ help: String, isInternal: Bool = false) {
            self.name = name
            self.valueName = valueName
            self.help = help
            self.isInternal = isInternal
        }
    }

    public static let all: [Option] = [
        Option("--list-suites", "print the selected suites, run nothing"),
        Option("--list-tests", "print the selected checks as Suite/check, run nothing"),
        Option("--filter", value: "GLOB", "select by Suite/check with * and ?; repeatable"),
        Option("--skip", value: "GLOB", "leave out by Suite/check with * and ?; repeatable"),
        Option("--fail-fast", "stop after the first failing check"),
        Option("--shuffle", "random order, reproducible from the printed seed"),
        Option("--seed", value: "N", "the seed of a shuffled order"),
        Option("--repeat", value: "N", "run the selection N times; a failure in any run fails"),
        Option("--shard-index", value: "I", "with --shard-count: run every N-th check from the I-th (also GTEST_SHARD_INDEX, TEST_SHARD_INDEX)"),
        Option("--shard-count", value: "N", "the number of shards (also GTEST_TOTAL_SHARDS, TEST_TOTAL_SHARDS)"),
        Option("--result-bundle", value: "DIR", "write junit.xml, events.jsonl, summary.json, launch.json into DIR, which must not exist yet"),
        Option("--isolate", "run each suite in its own process; a crash fails only it"),
        Option("--jobs", value: "N", "run the checks in N processes at once (default: one per core, at most 4); with --isolate: N suites; output in table order"),
        Option("--suite-timeout", value: "S", "with --isolate: fail and stop a suite after S seconds"),
        Option("--check-timeout", value: "S", "without --isolate: fail a check still running after S seconds (default 300; 0: no limit) and go on in a fresh process"),
        Option("--durations", "show each check's time and the slowest checks"),
        Option("--failures-only", "print only failing checks' lines, the suites' summaries, the recap and the closing line"),
        Option("--color", value: "WHEN", "colour [PASS] and [FAIL]: auto (on a terminal, unless NO_COLOR is set), always or never"),
        Option("--retry", value: "N", "run a failed check again up to N times; one that then passes is reported flaky"),
        Option("--fail-on-flaky", "with --retry: a check that failed before it passed fails the launch"),
        Option("--rerun-failed", value: "DIR", "run only the checks that failed or did not run in the result bundle DIR"),
        Option("--event-stream-output-path", value: "PATH", "write swift-testing's JSON event stream (one record a line, as events happen) to PATH, a file or a named pipe"),
        Option("--event-stream-version", value: "0", "the event stream's version: 0, the one spendrop writes"),
        Option("--experimental-event-stream-output", value: "PATH", "the same as --event-stream-output-path, as older swift-testing tools spell it"),
        Option("--experimental-event-stream-version", value: "0", "the same as --event-stream-version"),
        Option("--xunit-output", value: "PATH", "write the JUnit XML report to PATH (also XML_OUTPUT_FILE=PATH, GTEST_OUTPUT=xml:PATH)"),
        Option("--junit-strict", "write JUnit XML that Jenkins' strict junit-10.xsd accepts: no file and line on a testcase (they stay in each failure's text)"),
        Option("--json", "with --list-tests: each check's id, suite, name and where it is declared; with --list-suites: each suite's name, flags and number of checks; as JSON"),
        Option(RunnerArgumentParser.isolatedChildFlag, "one suite's child process of an --isolate launch", isInternal: true),
        Option(RunnerArgumentParser.childSuiteOption, value: "SUITE", "the suite a child runs", isInternal: true),
        Option(RunnerArgumentParser.childRunDirectoryOption, value: "DIR", "the folder a child runs in", isInternal: true),
        Option(RunnerArgumentParser.childChecksOption, value: "LIST", "the checks a child runs, by their places in its suite", isInternal: true),
        Option(RunnerArgumentParser.supervisedChildFlag, "the child process that runs the checks of a supervised launch", isInternal: true),
        Option(RunnerArgumentParser.resumeAtOption, value: "N", "the check a supervised child runs first", isInternal: true),
        Option(RunnerArgumentParser.claimsOption, value: "FILE", "the counter a supervised child claims its next check from", isInternal: true),
    ]

    static var switches: Set<String> { Set(all.filter { $0.valueName == nil }.map(\.name)) }
    static var valued: Set<String> { Set(all.filter { $0.valueName != nil }.map(\.name)) }

    /// The self-test part of `spendrop --help`, from the suite table and this catalog.
    public static func help(table: [SelfTestSuite]) -> String {
        func row(_ term: String, _ text: String) -> String {
            term.count >= 30 ? "  \(term)\n  \(String(repeating: " ", count: 30))\(text)" : "  \(term.padding(toLength: 30, withPad: " ", startingAt: 0))\(text)"
        }
        var lines = ["spendrop --run-all-tests [runner options]      run the built-in self-tests", "",
                     "Self-test suites (combine several; they run in table order, Test isolation last):",
                     row(RunnerArgumentParser.allSuitesFlag, "every suite")]
        for suite in table {
            let also = suite.flags.dropFirst().isEmpty ? "" : " (also \(suite.flags.dropFirst().joined(separator: ", ")))"
            lines.append(row(suite.flags.first ?? "", suite.name + also))
        }
        for (flag, suite) in generalSoundingFlags(table) {
            lines.append(row(flag, "only the \(suite) suite, not every suite (every suite: \(RunnerArgumentParser.allSuitesFlag))"))
        }
        lines += ["", "Runner options (combine with suite flags; without one they apply to every suite):"]
        for option in all where !option.isInternal {
            lines.append(row(option.name + (option.valueName.map { " \($0)" } ?? ""), option.help))
        }
        lines += ["", "Exit status: 0 all passed, 1 a check failed, 2 usage error, 69 nothing matched, 143 or 130 stopped by SIGTERM or SIGINT.", ""]
        return lines.joined(separator: "\n")
    }

    /// Suite flags that name no suite (`--run-tests`), with the one suite each selects: they read
    /// like the whole gate, so help and the launch say what they run.
    static func generalSoundingFlags(_ table: [SelfTestSuite]) -> [(flag: String, suite: String)] {
        table.flatMap { suite in
            suite.flags.filter { $0.dropFirst("--run-".count).dropLast("tests".count).isEmpty }.map { ($0, suite.name) }
        }
    }
}
