/// `spendrop prefs get KEY [--explain] | set KEY VALUE | unset KEY`: reads and changes settings;
/// `spendrop prefs` alone lists every setting with its value and where it came from.
///
/// Promises: `get` prints the value alone on one line (with `--explain`, one more line saying
/// which domain answered and why); `set` and `unset` confirm what they did. An unknown key, a
/// value that is not allowed or a malformed command gets a one-line reason on the error stream
/// and exit status 2, and nothing is written; a suite file that cannot be read or written gives
/// exit status 1. `-KEY VALUE` argument-domain pairs among the arguments are not positional:
/// they are part of `preferences` already.
public enum PrefsCommand: AppCommand {
    /// `usage: spendrop prefs get KEY [--explain] | prefs set KEY VALUE | prefs unset KEY`, from the declaration.
    public static var usage: String {
        "usage: spendrop " + spec.subcommands.map(CommandHelp.usage).joined(separator: " | ")
    }

    /// The declaration: parsing, help and completions come from it like every other command's.
    public static let spec = CommandSpec(
        ["prefs"], "read and change settings: " + PreferenceCatalog.all.map(\.key).joined(separator: ", "),
        subcommands: [
            CommandSpec(
                ["prefs", "get"], "print a setting's value", positionals: [.init("KEY", "the setting")],
                flags: [explain]),
            CommandSpec(
                ["prefs", "set"], "save a setting",
                positionals: [.init("KEY", "the setting"), .init("VALUE", "its new value")]),
            CommandSpec(
                ["prefs", "unset"], "remove a saved setting, so its fallback applies",
                positionals: [.init("KEY", "the setting")]),
        ])

    static let explain = CommandSpec.Flag(
        "--explain", "also say whether the command line, the saved file or the fallback gave it")

    public static func run(_ words: [String], context: AppContext) throws {
        try perform(words, preferences: context.preferences, output: context.output)
    }

    /// - Parameter arguments: what follows `prefs` on the command line.
    public static func run(arguments: [String], preferences: Preferences, output: TextSink, errors: TextSink) -> Int32 {
        do {
            try perform(arguments, preferences: preferences, output: output)
            return ExitStatus.success.rawValue
        } catch let error as ExitStatusError {
            errors.line("spendrop: \(error)")
            return error.exitStatus.rawValue
        } catch {
            errors.line("spendrop: \(error)")
            return ExitStatus.failure.rawValue
        }
    }

    private static func perform(_ arguments: [String], preferences: Preferences, output: TextSink) throws {
        let words = ArgumentDomain.removingPairs(from: arguments)
        guard let action = words.first else {
            // Every setting, its value, and whether the command line, the saved file or the fallback gave it.
            for setting in PreferenceCatalog.all {
                let explanation = setting.explain(in: preferences)
                let source =
                    switch explanation.source {
                    case .argument: "from the command line"
                    case .persistentSuite: "saved"
                    case .registeredFallback: "default"
                    }
                output.line("\(setting.key) = \(explanation.valueText) (\(source))")
            }
            return
        }
        guard let actionSpec = spec.subcommand(action) else {
            throw AppError.usage("unknown prefs action '\(action)'; \(usage)")
        }
        let parsed = try CommandArguments(Array(arguments.drop { $0 != action }.dropFirst()), spec: actionSpec)
        let key = parsed.positional[0]
        switch action {
        case "get":
            let explanation = try preferences.explain(key: key)
            output.line(explanation.valueText)
            if parsed.has(Self.explain) { output.line(explanation.description) }
        case "set":
            let stored = try preferences.set(text: parsed.positional[1], forKey: key)
            output.line("set \(key) to \(stored) in \(preferences.suiteURL.path)")
            if let masking = preferences.argumentDomain.values[key] {
                output.line("note: -\(key) \(masking) on this command line still overrides it for this launch")
            }
        default:
            let removed = try preferences.unset(key: key)
            let now = try preferences.explain(key: key)
            if removed {
                output.line("unset \(key) in \(preferences.suiteURL.path); it now reads \(now.valueText)")
            } else {
                output.line("\(key) was not stored in \(preferences.suiteURL.path); nothing changed")
            }
        }
    }
}
