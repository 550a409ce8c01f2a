/// Turns a self-test launch's arguments into `RunnerOptions` for a given suite table.
///
/// Promises: pure; every argument is either understood or refused with a `RunnerUsageError`, so a
/// mistyped flag never silently runs less than was asked.
public struct RunnerArgumentParser {
    /// The flag that selects every suite.
    public static let allSuitesFlag = "--run-all-tests"
    /// Runner options that take no value.
    static let switches: Set<String> = ["--list-suites", "--list-tests"]
    /// Runner options that take one value.
    static let valued: Set<String> = ["--filter", "--skip"]

    /// Whether these arguments ask for a self-test launch rather than the app.
    public static func isSelfTestLaunch(_ arguments: [String]) -> Bool {
        arguments.contains { argument in
            (argument.hasPrefix("--run-") && argument.hasSuffix("-tests")) || argument == "--run-tests"
                || switches.contains(argument) || valued.contains(argument)
                || valued.contains(where: { argument.hasPrefix($0 + "=") })
        }
    }

    private let suites: [SelfTestSuite]

    public init(suites: [SelfTestSuite]) {
        self.suites = suites
    }

    public func parse(_ arguments: [String]) throws(RunnerUsageError) -> RunnerOptions {
        var options = RunnerOptions()
        var runAll = false
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            let (name, inlineValue) = RunnerArgumentParser.split(argument)
            if name == RunnerArgumentParser.allSuitesFlag {
                runAll = true
            } else if let suite = suites.first(where: { $0.flags.contains(name) }) {
                options.selectedSuiteNames.insert(suite.name)
            } else if RunnerArgumentParser.switches.contains(name) {
                if name == "--list-suites" { options.listSuites = true } else { options.listTests = true }
            } else if RunnerArgumentParser.valued.contains(name) {
                guard let value = inlineValue ?? remaining.popFirst(), !value.isEmpty else {
                    throw .missingValue(option: name)
                }
                if name == "--filter" { options.filters.append(GlobPattern(value)) } else { options.skips.append(GlobPattern(value)) }
            } else if name.hasPrefix("--run-") {
                throw .unknownSuiteFlag(name)
            } else if name.hasPrefix("-") {
                throw .unknownOption(name)
            } else {
                throw .unexpectedArgument(argument)
            }
        }
        if runAll { options.selectedSuiteNames = [] }
        return options
    }

    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}
