import Foundation
import SpenDropStore

/// The app's front door once self-test flags are ruled out: reads the arguments, runs a command,
/// and returns the exit status.
///
/// Promises: an unknown command or flag never runs anything; it gets a one-line reason on the
/// error stream and exit status 2.
public struct AppCommandLine {
    public init() {}

    /// - Parameters:
    ///   - environment: the process environment, as a value: it locates the real preferences.
    ///   - launch: how this launch runs (in Debug builds, possibly a UI-test launch whose
    ///     preferences live in a run-scoped directory).
    public func run(arguments: [String], environment: [String: String], launch: LaunchConfiguration = .standard,
                    output: TextSink, errors: TextSink) -> Int32 {
        guard let first = arguments.first else {
            output.write(AppCommandLine.usage)
            return 0
        }
        switch first {
        case "--help", "-h", "help":
            output.write(AppCommandLine.usage)
            return 0
        case "--version":
            output.line("spendrop \(AppVersion.current)")
            return 0
        case "prefs":
            do {
                let preferences = Preferences(directory: try launch.preferencesDirectory(environment: environment),
                                              arguments: arguments, fileManager: FileManager())
                return PrefsCommand.run(arguments: Array(arguments.dropFirst()), preferences: preferences,
                                        output: output, errors: errors)
            } catch {
                errors.line("spendrop: \(error)")
                return 1
            }
        default:
            let kind = first.hasPrefix("-") ? "option" : "command"
            errors.line("spendrop: unknown \(kind) '\(first)'; run 'spendrop --help' to see what spendrop understands")
            return 2
        }
    }

    static let usage = """
        usage: spendrop --help | --version
               spendrop prefs get KEY [--explain] | set KEY VALUE | unset KEY
                                                              read or change a setting: theme, currency,
                                                              firstWeekday, onboardingCompleted
                                                              (-KEY VALUE overrides one for a launch)
               spendrop --run-all-tests [runner options]      run the built-in self-tests

        Self-test suites (combine several; they run in table order, Test isolation last):
          --run-all-tests               every suite
          --run-parser-tests            Parser (also --run-tests)
          --run-data-safety-tests       Data safety
          --run-financial-tests         Financial model
          --run-account-tests           Accounts
          --run-split-tests             Splits
          --run-cashflow-tests          Cash flow
          --run-category-tests          Categories
          --run-preferences-tests       Preferences
          --run-launch-contract-tests   Launch contract
          --run-auth-tests              Authentication
          --run-cloud-tests             Cloud backup

        Runner options (combine with suite flags; without one they apply to every suite):
          --list-suites, --list-tests   print the selection, run nothing
          --filter GLOB, --skip GLOB    select by Suite/check with * and ?; repeatable
          --fail-fast                   stop after the first failing check
          --shuffle, --seed N           random order, reproducible from the printed seed
          --repeat N                    run the selection N times; a failure in any run fails
          --shard-index I --shard-count N
                                        run every N-th check (also GTEST_SHARD_INDEX and
                                        GTEST_TOTAL_SHARDS, TEST_SHARD_INDEX and TEST_TOTAL_SHARDS)
          --result-bundle DIR           write junit.xml, events.jsonl, summary.json, launch.json
                                        into DIR, which must not exist yet
          --isolate                     run each suite in its own process; a crash fails only it
          --jobs N                      with --isolate: N suites at a time, output in table order
          --suite-timeout S             with --isolate: fail and stop a suite after S seconds
          --durations                   show each check's time and the slowest checks

        Exit status: 0 all passed, 1 a check failed, 2 usage error, 69 nothing matched.

        """
}
