import SpenDropStore

/// The app's front door once self-test flags are ruled out: reads the first word, runs that
/// command, and returns the exit status.
///
/// Promises: an unknown command or flag never runs anything; it gets a one-line reason on the
/// error stream and exit status 2. A command that fails prints one line and changes nothing.
public struct AppCommandLine {
    /// Every command, in the order `--help` lists them.
    static var commands: [any AppCommand.Type] {[
        HomeCommand.self, TransactionsCommand.self, PayBookCommand.self, BreakdownCommand.self, AccountScreenCommand.self,
        AddCommand.self, IncomeCommand.self, TransferCommand.self, AccountsCommand.self, SplitCommand.self, SettleCommand.self,
        ParseCommand.self, ImportCommand.self, ExportCommand.self, BackupCommand.self, BackupsCommand.self,
        RestoreCommand.self, DoctorCommand.self,
    ]}

    public init() {}

    public func run(arguments: [String], context: AppContext) -> Int32 {
        let first = arguments.first ?? HomeCommand.name
        switch first {
        case "--help", "-h", "help":
            context.output.write(AppCommandLine.help)
            return 0
        case "--version":
            context.output.line("spendrop \(AppVersion.current)")
            return 0
        case "prefs":
            return PrefsCommand.run(arguments: Array(arguments.dropFirst()), preferences: context.preferences,
                                    output: context.output, errors: context.errors)
        default:
            break
        }
        let words = arguments.isEmpty ? [] : Array(arguments.dropFirst())
        let name = first.hasPrefix("--") && arguments.allSatisfy({ $0 == "--json" }) ? HomeCommand.name : first
        guard let command = AppCommandLine.commands.first(where: { $0.name == name }) else {
            let kind = first.hasPrefix("-") ? "option" : "command"
            context.errors.line("spendrop: unknown \(kind) '\(first)'; run 'spendrop --help' to see what spendrop understands")
            return 2
        }
        do {
            try command.run(name == first ? words : arguments, context: context)
            return 0
        } catch {
            context.errors.line("spendrop: \(error)")
            return error.exitStatus
        }
    }

    static var help: String {
        "usage: spendrop [COMMAND] [OPTIONS]\n\nCommands:\n"
            + commands.map { "  spendrop \($0.usage)" }.joined(separator: "\n")
            + "\n  spendrop prefs get KEY [--explain] | set KEY VALUE | unset KEY   theme, currency, firstWeekday, onboardingCompleted, cloudBackupsKept"
            + "\n                                   (-KEY VALUE after the command overrides a setting for one launch)"
            + "\n  spendrop --help | --version\n\nAmounts: 30, 30.5, RM30, RM 1,234.50, MYR 12.50; dates: YYYY-MM-DD (default today).\n"
            + "Screens print for people; add --json for programs.\n\n" + selfTestHelp
    }

    static let selfTestHelp = """
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
