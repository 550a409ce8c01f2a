import Basics

/// The runner's options, declared once: each option's name, value, help, whether its children
/// get it, and what it sets are one declaration here; the parser, the arguments an `--isolate`
/// launch gives its children, and the self-test part of `spendrop --help` are all computed from it.
///
/// Promises: an option is understood by `RunnerArgumentParser` exactly when it is declared here,
/// it sets what its own declaration says and nothing else, and every option that is not internal
/// is in the help text.
public enum RunnerOptionCatalog {
    /// What reading the arguments builds: the options, and the values that are checked against
    /// each other once every argument is read.
    struct Reading {
        var options = RunnerOptions()
        var shardIndex: String?
        var shardCount: String?
        var checkTimeoutGiven = false
    }

    /// One runner option: its name, the value it takes (nil for a switch), its help, and what it
    /// sets in the options being read.
    public struct Option: Sendable {
        /// Its name, value and help, declared as the app's commands declare theirs.
        public let declaration: OptionDeclaration
        public var name: String { declaration.name }
        public var valueName: String? { declaration.valueName }
        public var help: String { declaration.help }
        /// Given by the runner to its own child processes, never typed by a person.
        public let isInternal: Bool
        /// Shapes how the parent of an `--isolate` launch runs, so its children are not given it.
        let isParentOnly: Bool
        /// Sets the option from its value (an empty text for a switch).
        let apply: @Sendable (inout Reading, String) throws(RunnerUsageError) -> Void

        /// A switch: `set` is what giving it does.
        static func flag(
            _ name: String, _ help: String, parentOnly: Bool = false, isInternal: Bool = false,
            _ set: @escaping @Sendable (inout Reading) -> Void
        ) -> Option {
            Option(
                declaration: OptionDeclaration(name, help), isInternal: isInternal, isParentOnly: parentOnly,
                apply: { reading, _ in set(&reading) })
        }

        /// An option that takes one value, named `valueName` in the help; `set` reads it or refuses it.
        static func value(
            _ name: String, _ valueName: String, _ help: String, parentOnly: Bool = false, isInternal: Bool = false,
            _ set: @escaping @Sendable (inout Reading, String) throws(RunnerUsageError) -> Void
        ) -> Option {
            Option(
                declaration: OptionDeclaration(name, valueName, help), isInternal: isInternal, isParentOnly: parentOnly,
                apply: set)
        }
    }

    public static let all: [Option] = [
        .flag("--list-suites", "print the selected suites, run nothing", parentOnly: true) {
            $0.options.listSuites = true
        },
        .flag("--list-tests", "print the selected checks as Suite/check, run nothing", parentOnly: true) {
            $0.options.listTests = true
        },
        .value("--filter", "GLOB", "select by Suite/check with * and ?; repeatable") { reading, value in
            reading.options.filters.append(GlobPattern(value))
        },
        .value("--skip", "GLOB", "leave out by Suite/check with * and ?; repeatable") { reading, value in
            reading.options.skips.append(GlobPattern(value))
        },
        .flag("--fail-fast", "stop after the first failing check") { $0.options.failFast = true },
        .flag("--shuffle", "random order, reproducible from the printed seed", parentOnly: true) {
            $0.options.shuffle = true
        },
        .value("--seed", "N", "the seed of a shuffled order", parentOnly: true) {
            (reading, value) throws(RunnerUsageError) in
            guard let seed = UInt64(value) else {
                throw .badValue(
                    option: "--seed", value: value, reason: "the seed is a whole number from 0 to \(UInt64.max)")
            }
            reading.options.seed = seed
            reading.options.shuffle = true
        },
        .value("--repeat", "N", "run the selection N times; a failure in any run fails", parentOnly: true) {
            (reading, value) throws(RunnerUsageError) in
            reading.options.repetitions = try count(value, option: "--repeat", what: "the number of runs")
        },
        .value(
            "--shard-index", "I",
            "with --shard-count: run every N-th check from the I-th (also GTEST_SHARD_INDEX, TEST_SHARD_INDEX)"
        ) { reading, value in
            reading.shardIndex = value
        },
        .value("--shard-count", "N", "the number of shards (also GTEST_TOTAL_SHARDS, TEST_TOTAL_SHARDS)") {
            reading, value in reading.shardCount = value
        },
        .value(
            "--result-bundle", "DIR",
            "write junit.xml, events.jsonl, summary.json, launch.json into DIR, which must not exist yet",
            parentOnly: true
        ) { reading, value in
            reading.options.resultBundlePath = value
        },
        .flag("--isolate", "run each suite in its own process; a crash fails only it", parentOnly: true) {
            $0.options.isolate = true
        },
        .value(
            "--jobs", "N",
            "run the checks in N processes at once (default: one per core, at most 4); with --isolate: N suites; output in table order",
            parentOnly: true
        ) { (reading, value) throws(RunnerUsageError) in
            reading.options.jobs = try count(value, option: "--jobs", what: "the number of processes at once")
        },
        .value("--suite-timeout", "S", "with --isolate: fail and stop a suite after S seconds", parentOnly: true) {
            (reading, value) throws(RunnerUsageError) in
            guard let seconds = Double(value), seconds.isFinite, seconds > 0 else {
                throw .badValue(
                    option: "--suite-timeout", value: value, reason: "the timeout is a number of seconds above 0")
            }
            reading.options.suiteTimeoutSeconds = seconds
        },
        .value(
            "--check-timeout", "S",
            "without --isolate: fail a check still running after S seconds (default 300; 0: no limit) and go on in a fresh process",
            parentOnly: true
        ) { (reading, value) throws(RunnerUsageError) in
            guard let seconds = Double(value), seconds.isFinite, seconds >= 0 else {
                throw .badValue(
                    option: "--check-timeout", value: value, reason: "the timeout is a number of seconds, 0 for none")
            }
            reading.options.checkTimeoutSeconds = seconds > 0 ? seconds : nil
            reading.checkTimeoutGiven = true
        },
        .flag("--durations", "show each check's time and the slowest checks", parentOnly: true) {
            $0.options.durations = true
        },
        .flag(
            "--failures-only",
            "print only failing checks' lines, the suites' summaries, the recap and the closing line", parentOnly: true
        ) {
            $0.options.failuresOnly = true
        },
        .value(
            "--color", "WHEN",
            "colour [PASS] and [FAIL]: auto (on a terminal, unless NO_COLOR is set), always or never", parentOnly: true
        ) {
            (reading, value) throws(RunnerUsageError) in
            switch value {
            case "auto": reading.options.colour = nil
            case "always": reading.options.colour = true
            case "never": reading.options.colour = false
            default: throw .badValue(option: "--color", value: value, reason: "it is auto, always or never")
            }
        },
        .value("--retry", "N", "run a failed check again up to N times; one that then passes is reported flaky") {
            (reading, value) throws(RunnerUsageError) in
            reading.options.retries = try count(value, option: "--retry", what: "the number of retries", range: 0...100)
        },
        .flag(
            "--fail-on-flaky", "with --retry: a check that failed before it passed fails the launch", parentOnly: true
        ) { $0.options.failOnFlaky = true },
        .value("--rerun-failed", "DIR", "run only the checks that failed or did not run in the result bundle DIR") {
            reading, value in
            reading.options.rerunFailedBundle = value
        },
        .value(
            "--event-stream-output-path", "PATH",
            "write swift-testing's JSON event stream (one record a line, as events happen) to PATH, a file or a named pipe",
            parentOnly: true
        ) { reading, value in reading.options.eventStreamPath = value },
        .value(
            "--event-stream-version", "0", "the event stream's version: 0, the one spendrop writes", parentOnly: true
        ) { (_, value) throws(RunnerUsageError) in
            try eventStreamVersion(value, option: "--event-stream-version")
        },
        .value(
            "--experimental-event-stream-output", "PATH",
            "the same as --event-stream-output-path, as older swift-testing tools spell it",
            parentOnly: true
        ) { reading, value in reading.options.eventStreamPath = value },
        .value("--experimental-event-stream-version", "0", "the same as --event-stream-version", parentOnly: true) {
            (_, value) throws(RunnerUsageError) in
            try eventStreamVersion(value, option: "--experimental-event-stream-version")
        },
        .value(
            "--xunit-output", "PATH",
            "write the JUnit XML report to PATH (also XML_OUTPUT_FILE=PATH, GTEST_OUTPUT=xml:PATH)", parentOnly: true
        ) { reading, value in
            reading.options.xunitPath = value
        },
        .flag(
            "--junit-strict",
            "write JUnit XML that Jenkins' strict junit-10.xsd accepts: no file and line on a testcase (they stay in each failure's text)",
            parentOnly: true
        ) { $0.options.junitStrict = true },
        .flag(
            "--json",
            "with --list-tests: each check's id, suite, name and where it is declared; with --list-suites: each suite's name, flags and number of checks; as JSON",
            parentOnly: true
        ) { $0.options.listJSON = true },
        .flag(
            RunnerArgumentParser.isolatedChildFlag, "one suite's child process of an --isolate launch", isInternal: true
        ) { $0.options.isolatedChild = true },
        .value(RunnerArgumentParser.childSuiteOption, "SUITE", "the suite a child runs", isInternal: true) {
            reading, value in reading.options.childSuite = value
        },
        .value(RunnerArgumentParser.childRunDirectoryOption, "DIR", "the folder a child runs in", isInternal: true) {
            reading, value in
            reading.options.childRunDirectory = value
        },
        .value(
            RunnerArgumentParser.childChecksOption, "LIST", "the checks a child runs, by their places in its suite",
            isInternal: true
        ) {
            (reading, value) throws(RunnerUsageError) in
            let places = value.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
            guard !places.isEmpty, places.allSatisfy({ ($0 ?? -1) >= 0 }) else {
                throw .badValue(
                    option: RunnerArgumentParser.childChecksOption, value: value,
                    reason: "the checks are places in the suite's table, separated by commas")
            }
            reading.options.childChecks = places.map { $0! }
        },
        .flag(
            RunnerArgumentParser.supervisedChildFlag, "the child process that runs the checks of a supervised launch",
            isInternal: true
        ) {
            $0.options.supervisedChild = true
        },
        .value(RunnerArgumentParser.resumeAtOption, "N", "the check a supervised child runs first", isInternal: true) {
            (reading, value) throws(RunnerUsageError) in
            reading.options.resumeAt = try count(
                value, option: RunnerArgumentParser.resumeAtOption, what: "the check to run first", range: 0...Int.max)
        },
        .value(
            RunnerArgumentParser.claimsOption, "FILE", "the counter a supervised child claims its next check from",
            isInternal: true
        ) { reading, value in
            reading.options.claimsPath = value
        },
    ]

    /// The declared option called `name`.
    static let byName: [String: Option] = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })

    /// The event stream version a person may ask for: the one written.
    static func eventStreamVersion(_ value: String, option: String) throws(RunnerUsageError) {
        guard value == "0" else {
            throw .badValue(
                option: option, value: value, reason: "spendrop writes version 0 of swift-testing's event stream only")
        }
    }

    static func count(
        _ value: String, option: String, what: String, range: ClosedRange<Int> = 1...100_000
    ) throws(RunnerUsageError) -> Int {
        guard let number = Int(value), range.contains(number) else {
            throw .badValue(
                option: option, value: value,
                reason: "\(what) is a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return number
    }

    /// The self-test part of `spendrop --help`, from the suite table and this catalog.
    public static func help(table: [SelfTestSuite]) -> String {
        func row(_ term: String, _ text: String) -> String {
            term.count >= 30
                ? "  \(term)\n  \(String(repeating: " ", count: 30))\(text)"
                : "  \(term.padding(toLength: 30, withPad: " ", startingAt: 0))\(text)"
        }
        var lines = [
            "spendrop --run-all-tests [runner options]      run the built-in self-tests", "",
            "Self-test suites (combine several; they run in table order, Test isolation last):",
            row(RunnerArgumentParser.allSuitesFlag, "every suite"),
        ]
        for suite in table {
            let also =
                suite.flags.dropFirst().isEmpty ? "" : " (also \(suite.flags.dropFirst().joined(separator: ", ")))"
            lines.append(row(suite.flags.first ?? "", suite.name + also))
        }
        for (flag, suite) in generalSoundingFlags(table) {
            lines.append(
                row(
                    flag,
                    "only the \(suite) suite, not every suite (every suite: \(RunnerArgumentParser.allSuitesFlag))"))
        }
        lines += ["", "Runner options (combine with suite flags; without one they apply to every suite):"]
        for option in all where !option.isInternal {
            lines.append(row(option.declaration.term, option.help))
        }
        lines += [
            "",
            "Exit status: 0 all passed, 1 a check failed, 2 usage error, 69 nothing matched, 143 or 130 stopped by SIGTERM or SIGINT.",
            "",
        ]
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
