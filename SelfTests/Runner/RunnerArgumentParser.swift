/// Turns a self-test launch's arguments into `RunnerOptions` for a given suite table.
///
/// Promises: pure; every argument is either understood or refused with a `RunnerUsageError`, so a
/// mistyped flag never silently runs less than was asked. Options may be written `--opt VALUE`
/// or `--opt=VALUE`.
public struct RunnerArgumentParser {
    /// The flag that selects every suite.
    public static let allSuitesFlag = "--run-all-tests"
    /// The internal flag an `--isolate` launch gives each suite's child process.
    public static let isolatedChildFlag = "--isolated-child"
    /// Runner options that take no value (declared in `RunnerOptionCatalog`).
    static let switches = RunnerOptionCatalog.switches
    /// Runner options that take one value (declared in `RunnerOptionCatalog`).
    static let valued = RunnerOptionCatalog.valued
    /// Internal options an `--isolate` launch gives each child: which suite, and in which folder.
    static let childSuiteOption = "--child-suite"
    static let childRunDirectoryOption = "--child-run-directory"
    /// Internal: the checks an `--isolate` child runs, as their places in its suite's table, in the
    /// order to run them (the iteration's order, or what is left after a check crashed).
    static let childChecksOption = "--child-checks"
    /// The internal flag a supervised launch gives each child that runs its checks, the check a
    /// child runs first (a crashed one run again), and the counter file children claim checks from.
    public static let supervisedChildFlag = "--supervised-child"
    static let resumeAtOption = "--resume-at"
    static let claimsOption = "--claims"
    /// Options that shape how the parent of an `--isolate` launch runs, not what a child runs.
    static let parentOnly: Set<String> = ["--isolate", "--jobs", "--suite-timeout", "--check-timeout", "--result-bundle", "--repeat",
                                          "--seed", "--shuffle", "--durations", "--list-suites", "--list-tests",
                                          "--fail-on-flaky", "--event-stream-output-path", "--xunit-output", "--json",
                                          "--event-stream-version", "--experimental-event-stream-output", "--experimental-event-stream-version",
                                          "--junit-strict", "--failures-only", "--color"]

    /// Whether these arguments ask for a self-test launch rather than the app.
    public static func isSelfTestLaunch(_ arguments: [String]) -> Bool {
        // `--json` is also the app's; it makes a self-test launch only beside a runner word.
        guard let first = arguments.first(where: { split($0).name != "--json" }) else { return false }
        let name = split(first).name
        // Any `--run-…` word is the runner's (the app has none), so a misspelt suite flag
        // (`--run-all-test`) is answered by the runner, with the flag it most likely meant.
        return name.hasPrefix("--run-") || switches.contains(name) || valued.contains(name)
    }

    private let suites: [SelfTestSuite]

    public init(suites: [SelfTestSuite]) {
        self.suites = suites
    }

    /// The suite flag or runner option a misspelt `name` most likely meant: the nearest by edit
    /// distance, at most 2 edits away (a letter left out, doubled or swapped); nil when none is
    /// that near (`--run-foo-tests` is no misspelling of `--run-all-tests`).
    func nearestName(to name: String) -> String? {
        let known = [Self.allSuitesFlag] + suites.flatMap(\.flags)
            + RunnerOptionCatalog.all.filter { !$0.isInternal }.map(\.name)
        return known.map { ($0, Self.editDistance(name, $0)) }.filter { $0.1 <= 2 }.min { $0.1 < $1.1 }?.0
    }

    /// Levenshtein distance over characters.
    static func editDistance(_ first: String, _ second: String) -> Int {
        let a = Array(first), b = Array(second)
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1] + [Int](repeating: 0, count: b.count)
            for (j, y) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }

    public func parse(_ arguments: [String], environment: [String: String] = [:]) throws(RunnerUsageError) -> RunnerOptions {
        var options = RunnerOptions()
        var runAll = false
        var shardIndex: String?, shardCount: String?
        var checkTimeoutGiven = false
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            let (name, inlineValue) = RunnerArgumentParser.split(argument)
            if name == RunnerArgumentParser.allSuitesFlag {
                runAll = true
            } else if let suite = suites.first(where: { $0.flags.contains(name) }) {
                options.selectedSuiteNames.insert(suite.name)
            } else if RunnerArgumentParser.switches.contains(name) {
                if inlineValue != nil { throw .badValue(option: name, value: inlineValue!, reason: "it takes no value") }
                switch name {
                case "--list-suites": options.listSuites = true
                case "--list-tests": options.listTests = true
                case "--fail-fast": options.failFast = true
                case "--shuffle": options.shuffle = true
                case "--isolate": options.isolate = true
                case "--durations": options.durations = true
                case "--fail-on-flaky": options.failOnFlaky = true
                case "--json": options.listJSON = true
                case "--junit-strict": options.junitStrict = true
                case "--failures-only": options.failuresOnly = true
                case Self.supervisedChildFlag: options.supervisedChild = true
                default: options.isolatedChild = true
                }
            } else if RunnerArgumentParser.valued.contains(name) {
                guard let value = inlineValue ?? remaining.popFirst(), !value.isEmpty else { throw .missingValue(option: name) }
                switch name {
                case "--filter": options.filters.append(GlobPattern(value))
                case "--skip": options.skips.append(GlobPattern(value))
                case "--seed":
                    guard let seed = UInt64(value) else {
                        throw .badValue(option: name, value: value, reason: "the seed is a whole number from 0 to \(UInt64.max)")
                    }
                    options.seed = seed
                    options.shuffle = true
                case "--repeat": options.repetitions = try Self.count(value, option: name, what: "the number of runs")
                case "--jobs": options.jobs = try Self.count(value, option: name, what: "the number of processes at once")
                case "--shard-index": shardIndex = value
                case "--shard-count": shardCount = value
                case "--result-bundle": options.resultBundlePath = value
                case "--retry": options.retries = try Self.count(value, option: name, what: "the number of retries", range: 0...100)
                case "--rerun-failed": options.rerunFailedBundle = value
                case "--event-stream-output-path", "--experimental-event-stream-output": options.eventStreamPath = value
                case "--event-stream-version", "--experimental-event-stream-version":
                    guard value == "0" else {
                        throw .badValue(option: name, value: value, reason: "spendrop writes version 0 of swift-testing's event stream only")
                    }
                case "--xunit-output": options.xunitPath = value
                case "--color":
                    switch value {
                    case "auto": options.colour = nil
                    case "always": options.colour = true
                    case "never": options.colour = false
                    default: throw .badValue(option: name, value: value, reason: "it is auto, always or never")
                    }
                case Self.resumeAtOption: options.resumeAt = try Self.count(value, option: name, what: "the check to run first", range: 0...Int.max)
                case Self.claimsOption: options.claimsPath = value
                case Self.childSuiteOption: options.childSuite = value
                case Self.childRunDirectoryOption: options.childRunDirectory = value
                case Self.childChecksOption:
                    let places = value.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
                    guard !places.isEmpty, places.allSatisfy({ ($0 ?? -1) >= 0 }) else {
                        throw .badValue(option: name, value: value, reason: "the checks are places in the suite's table, separated by commas")
                    }
                    options.childChecks = places.map { $0! }
                case "--check-timeout":
                    guard let seconds = Double(value), seconds.isFinite, seconds >= 0 else {
                        throw .badValue(option: name, value: value, reason: "the timeout is a number of seconds, 0 for none")
                    }
                    options.checkTimeoutSeconds = seconds > 0 ? seconds : nil
                    checkTimeoutGiven = true
                default:
                    guard let seconds = Double(value), seconds.isFinite, seconds > 0 else {
                        throw .badValue(option: name, value: value, reason: "the timeout is a number of seconds above 0")
                    }
                    options.suiteTimeoutSeconds = seconds
                }
            } else if name == "--help" || name == "-h" {
                options.showHelp = true
            } else if name.hasPrefix("--run-") {
                throw .unknownSuiteFlag(name, suggestion: nearestName(to: name))
            } else if name.hasPrefix("-") {
                throw .unknownOption(name, suggestion: nearestName(to: name))
            } else {
                throw .unexpectedArgument(argument)
            }
        }
        if runAll { options.selectedSuiteNames = [] }
        if options.xunitPath == nil, !options.isolatedChild, !options.supervisedChild {
            options.xunitPath = Self.xunitPath(environment: environment)
        }
        options.shard = try ShardSelection.resolve(index: shardIndex, count: shardCount, environment: environment)
        if options.suiteTimeoutSeconds != nil && !options.isolate {
            throw .needsIsolate(option: "--suite-timeout")
        }
        if checkTimeoutGiven && options.isolate {
            throw .notWithIsolate(option: "--check-timeout", instead: "--suite-timeout S")
        }
        if options.failOnFlaky, options.retries == 0 { throw .needsOption(option: "--fail-on-flaky", needs: "--retry N") }
        if options.listJSON, !options.listTests, !options.listSuites {
            throw .needsOption(option: "--json", needs: "--list-tests or --list-suites")
        }
        if options.supervisedChild {
            guard options.childRunDirectory != nil else { throw .missingValue(option: Self.childRunDirectoryOption) }
            return options
        }
        if !options.isolatedChild, options.childChecks != nil { throw .unknownOption(Self.childChecksOption) }
        if !options.isolatedChild, options.childSuite != nil || options.childRunDirectory != nil {
            throw .unknownOption(options.childSuite != nil ? Self.childSuiteOption : Self.childRunDirectoryOption)
        }
        if options.isolatedChild, options.childSuite == nil || options.childRunDirectory == nil {
            throw .missingValue(option: options.childSuite == nil ? Self.childSuiteOption : Self.childRunDirectoryOption)
        }
        return options
    }

    /// The arguments of a parent `--isolate` launch with the options that only the parent acts on
    /// removed: what every child starts from.
    static func childArguments(from arguments: [String]) -> [String] {
        var result: [String] = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            let (name, inlineValue) = split(argument)
            if parentOnly.contains(name) {
                if valued.contains(name), inlineValue == nil { _ = remaining.popFirst() }
                continue
            }
            result.append(argument)
        }
        return result
    }

    /// Where a test harness asks for the JUnit file through the environment: Bazel's
    /// `XML_OUTPUT_FILE=PATH`, or GoogleTest's `GTEST_OUTPUT=xml:PATH` (a PATH ending in `/` is a
    /// folder, which gets `spendrop.xml`, as GoogleTest names its file after the program). Other
    /// `GTEST_OUTPUT` forms (`json:…`) are not this runner's and are left alone.
    static func xunitPath(environment: [String: String]) -> String? {
        if let path = environment["XML_OUTPUT_FILE"], !path.isEmpty { return path }
        guard let value = environment["GTEST_OUTPUT"], value == "xml" || value.hasPrefix("xml:") else { return nil }
        let path = String(value.dropFirst(value == "xml" ? 3 : 4))
        if path.isEmpty { return "test_detail.xml" }
        return path.hasSuffix("/") ? path + "spendrop.xml" : path
    }

    private static func count(_ value: String, option: String, what: String,
                              range: ClosedRange<Int> = 1...100_000) throws(RunnerUsageError) -> Int {
        guard let number = Int(value), range.contains(number) else {
            throw .badValue(option: option, value: value, reason: "\(what) is a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return number
    }

    static func split(_ argument: String) -> (name: String, value: String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}
