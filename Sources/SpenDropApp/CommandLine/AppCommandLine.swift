import Basics
import SpenDropCore
import SpenDropStore

/// The app's front door once self-test flags are ruled out: reads the first word, runs that
/// command, and returns the exit status.
///
/// Promises: an unknown command or flag never runs anything; it gets a one-line reason on the
/// error stream and exit status 2. A command that fails prints one line and changes nothing.
public struct AppCommandLine {
    /// Every command, in the order `--help` lists them.
    static var commands: [any AppCommand.Type] {
        [
            HomeCommand.self, TransactionsCommand.self, PayBookCommand.self, BreakdownCommand.self, ReportCommand.self,
            AccountScreenCommand.self,
            AddCommand.self, IncomeCommand.self, TransferCommand.self, EditCommand.self, DeleteCommand.self,
            UndoCommand.self, RedoCommand.self,
            HistoryCommand.self, AccountsCommand.self, CategoriesCommand.self, BudgetCommand.self,
            RecurringCommand.self, RatesCommand.self, SplitCommand.self, SettleCommand.self,
            ParseCommand.self, RulesCommand.self, ImportCommand.self, ReconcileCommand.self, ExportCommand.self,
            BackupCommand.self, BackupsCommand.self,
            RestoreCommand.self, DoctorCommand.self, CompletionsCommand.self, PrefsCommand.self,
        ]
    }

    /// Every declaration: what help and completions show.
    public static var specs: [CommandSpec] {
        commands.map { $0.spec }
    }

    /// The self-test part of `--help`, which the runner computes from its suite table: worked out
    /// only when help is shown, not on every launch (the table costs about a tenth of a command).
    let selfTestHelp: () -> String

    public init(selfTestHelp: @escaping @autoclosure () -> String = "") {
        self.selfTestHelp = selfTestHelp
    }

    public func run(arguments: [String], context: AppContext) -> Int32 {
        let (commandIndex, word) = AppCommandLine.commandWord(in: arguments)
        var words = arguments
        if let commandIndex { words.remove(at: commandIndex) }
        switch word {
        case "--help", "-h":
            context.output.write(help)
            return 0
        case "help":
            return helpPage(for: words, output: context.output, errors: context.errors)
        case "--version":
            context.output.line("spendrop \(AppVersion.current)")
            return 0
        default:
            break
        }
        // An override the setting does not allow refuses the launch, changing nothing (`-currency XYZ`).
        if let invalid = context.preferences.invalidOverride() {
            context.errors.line("spendrop: -\(invalidOverrideText(invalid)); nothing was changed")
            return invalid.exitStatus.rawValue
        }
        let name = word ?? HomeCommand.name
        guard let command = AppCommandLine.commands.first(where: { $0.name == name }) else {
            let kind = name.hasPrefix("-") ? "option" : "command"
            context.errors.line(
                "spendrop: unknown \(kind) '\(TerminalText.visible(name))'; run 'spendrop --help' to see what spendrop understands"
            )
            return ExitStatus.usage.rawValue
        }
        if AppCommandLine.asksForHelp(words) {
            let sub = words.first.flatMap { command.spec.subcommand($0) }
            context.output.write(CommandHelp.page(sub ?? command.spec))
            return 0
        }
        do {
            try command.run(words, context: context)
            return 0
        } catch {
            let failure = AppFailure.of(error, context: context)
            // What a message quotes (a file's line, a name) can hold anything: no control
            // character in it reaches the terminal as one.
            context.errors.line("spendrop: " + TerminalText.visible(failure.description))
            return failure.exitStatus.rawValue
        }
    }

    private func invalidOverrideText(_ error: PreferencesError) -> String {
        guard case .invalidValue(let key, let value, let allowed) = error else { return "\(error)" }
        return
            "\(key) \(TerminalText.visible(value)): '\(TerminalText.visible(value))' is not a valid \(key); expected one of \(allowed)"
    }

    /// Whether the launch these arguments ask for first removes what killed launches left behind:
    /// every command's does but `doctor`'s, which lists them.
    public static func sweepsLeftovers(arguments: [String]) -> Bool {
        let name = commandWord(in: arguments).1 ?? HomeCommand.name
        return commands.first { $0.name == name }?.sweepsLeftovers ?? true
    }

    /// Where the command word is: the first word that is not a global option (`--json`, a
    /// `-KEY VALUE` preference override); nil when there is none (Home).
    static func commandWord(
        in arguments: [String], preferenceKeys: [String] = PreferenceCatalog.all.map(\.key)
    ) -> (Int?, String?) {
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            if word == CommandSpec.jsonFlag.name {
                index += 1
            } else if word.hasPrefix("-"), !word.hasPrefix("--"), preferenceKeys.contains(String(word.dropFirst())),
                index + 1 < arguments.count
            {
                index += 2
            } else {
                return (index, word)
            }
        }
        return (nil, nil)
    }

    /// Whether `--help` or `-h` comes before any `--`.
    static func asksForHelp(_ words: [String]) -> Bool {
        words.prefix { $0 != "--" }.contains { $0 == "--help" || $0 == "-h" }
    }

    /// `spendrop help [COMMAND [SUBCOMMAND]]`.
    func helpPage(for words: [String], output: TextSink, errors: TextSink) -> Int32 {
        if words == ["--man"] {
            output.write(
                CommandHelp.manPage(AppCommandLine.specs, version: AppVersion.current, selfTestHelp: selfTestHelp()))
            return 0
        }
        guard let first = words.first else {
            output.write(help)
            return 0
        }
        guard let spec = AppCommandLine.specs.first(where: { $0.name == first }) else {
            errors.line(
                "spendrop: there is no command '\(TerminalText.visible(first))'; run 'spendrop --help' to see them all")
            return ExitStatus.usage.rawValue
        }
        output.write(CommandHelp.page(words.count > 1 ? spec.subcommand(words[1]) ?? spec : spec))
        return 0
    }

    var help: String {
        "usage: spendrop [COMMAND] [OPTIONS]   (spendrop help COMMAND, or COMMAND --help, for one command)\n\nCommands:\n"
            + CommandHelp.overview(AppCommandLine.specs)
            + "\n  spendrop --help | --version"
            + "\n\nEvery command takes -KEY VALUE to use VALUE for a setting in this launch only (settings: "
            + PreferenceCatalog.all.map(\.key).joined(separator: ", ")
            + "),\n--json where it prints a screen, and -- before any value that starts with '-'.\n"
            + "Amounts: 30, 30.5, RM30, RM 1,234.50, MYR 12.50; dates: YYYY-MM-DD (default today).\n\n" + selfTestHelp()
    }
}
