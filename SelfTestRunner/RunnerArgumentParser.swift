import Basics

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
    static let parentOnly = Set(RunnerOptionCatalog.all.filter(\.isParentOnly).map(\.name))

    /// Whether these arguments ask for a self-test launch rather than the app.
    public static func isSelfTestLaunch(_ arguments: [String]) -> Bool {
        // `--json` is also the app's; it makes a self-test launch only beside a runner word.
        guard let first = arguments.first(where: { OptionDeclaration.split($0).name != "--json" }) else { return false }
        let name = OptionDeclaration.split(first).name
        // Any `--run-…` word is the runner's (the app has none), so a misspelt suite flag
        // (`--run-all-test`) is answered by the runner, with the flag it most likely meant.
        return name.hasPrefix("--run-") || RunnerOptionCatalog.byName[name] != nil
    }

    private let suites: [SelfTestSuite]

    public init(suites: [SelfTestSuite]) {
        self.suites = suites
    }

    /// The suite flag or runner option a misspelt `name` most likely meant: the nearest by edit
    /// distance, at most 2 edits away (a letter left out, doubled or swapped); nil when none is
    /// that near (`--run-foo-tests` is no misspelling of `--run-all-tests`).
    func nearestName(to name: String) -> String? {
        let known =
            [Self.allSuitesFlag] + suites.flatMap(\.flags)
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

    public func parse(
        _ arguments: [String], environment: [String: String] = [:]
    ) throws(RunnerUsageError) -> RunnerOptions {
        var reading = RunnerOptionCatalog.Reading()
        var runAll = false
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            let (name, inlineValue) = OptionDeclaration.split(argument)
            if name == RunnerArgumentParser.allSuitesFlag {
                runAll = true
            } else if let suite = suites.first(where: { $0.flags.contains(name) }) {
                reading.options.selectedSuiteNames.insert(suite.name)
            } else if let option = RunnerOptionCatalog.byName[name] {
                if option.valueName == nil {
                    if let inlineValue {
                        throw .badValue(option: name, value: inlineValue, reason: "it takes no value")
                    }
                    try option.apply(&reading, "")
                } else {
                    guard let value = inlineValue ?? remaining.popFirst(), !value.isEmpty else {
                        throw .missingValue(option: name)
                    }
                    try option.apply(&reading, value)
                }
            } else if name == "--help" || name == "-h" {
                reading.options.showHelp = true
            } else if name.hasPrefix("--run-") {
                throw .unknownSuiteFlag(name, suggestion: nearestName(to: name))
            } else if name.hasPrefix("-") {
                throw .unknownOption(name, suggestion: nearestName(to: name))
            } else {
                throw .unexpectedArgument(argument)
            }
        }
        var options = reading.options
        if runAll { options.selectedSuiteNames = [] }
        if options.xunitPath == nil, !options.isolatedChild, !options.supervisedChild {
            options.xunitPath = Self.xunitPath(environment: environment)
        }
        options.shard = try ShardSelection.resolve(
            index: reading.shardIndex, count: reading.shardCount, environment: environment)
        if options.suiteTimeoutSeconds != nil && !options.isolate {
            throw .needsIsolate(option: "--suite-timeout")
        }
        if reading.checkTimeoutGiven && options.isolate {
            throw .notWithIsolate(option: "--check-timeout", instead: "--suite-timeout S")
        }
        if options.failOnFlaky, options.retries == 0 {
            throw .needsOption(option: "--fail-on-flaky", needs: "--retry N")
        }
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
            throw .missingValue(
                option: options.childSuite == nil ? Self.childSuiteOption : Self.childRunDirectoryOption)
        }
        return options
    }

    /// The arguments of a parent `--isolate` launch with the options that only the parent acts on
    /// removed: what every child starts from.
    static func childArguments(from arguments: [String]) -> [String] {
        var result: [String] = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            let (name, inlineValue) = OptionDeclaration.split(argument)
            if parentOnly.contains(name) {
                if RunnerOptionCatalog.byName[name]?.valueName != nil, inlineValue == nil { _ = remaining.popFirst() }
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

}
