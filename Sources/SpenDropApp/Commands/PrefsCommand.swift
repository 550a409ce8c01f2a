/// `spendrop prefs get KEY [--explain] | set KEY VALUE | unset KEY`: reads and changes settings.
///
/// Promises: `get` prints the value alone on one line (with `--explain`, one more line saying
/// which domain answered and why); `set` and `unset` confirm what they did. An unknown key, a
/// value that is not allowed or a malformed command gets a one-line reason on the error stream
/// and exit status 2, and nothing is written; a suite file that cannot be read or written gives
/// exit status 1. `-KEY VALUE` argument-domain pairs among the arguments are not positional:
/// they are part of `preferences` already.
public enum PrefsCommand {
    public static let usage = "usage: spendrop prefs get KEY [--explain] | set KEY VALUE | unset KEY"

    /// The declaration help and completions show; `run` reads the words itself, `-KEY VALUE`
    /// pairs aside.
    public static let spec = CommandSpec(["prefs"], "read and change settings: " + PreferenceCatalog.all.map(\.key).joined(separator: ", "),
                                         subcommands: [
        CommandSpec(["prefs", "get"], "print a setting's value", positionals: [.init("KEY", "the setting")],
                    flags: [.init("--explain", "also say whether the command line, the saved file or the fallback gave it")]),
        CommandSpec(["prefs", "set"], "save a setting", positionals: [.init("KEY", "the setting"), .init("VALUE", "its new value")]),
        CommandSpec(["prefs", "unset"], "remove a saved setting, so its fallback applies", positionals: [.init("KEY", "the setting")]),
    ])

    /// - Parameter arguments: what follows `prefs` on the command line.
    public static func run(arguments: [String], preferences: Preferences, output: TextSink, errors: TextSink) -> Int32 {
        let words = ArgumentDomain.removingPairs(from: arguments)
        do throws(PreferencesError) {
            switch words.first {
            case "get":
                let rest = Array(words.dropFirst())
                let explain = rest.contains("--explain")
                let keys = rest.filter { $0 != "--explain" }
                guard keys.count == 1, let key = keys.first, !key.hasPrefix("-") else {
                    return usageError(rest.isEmpty ? "'prefs get' needs a KEY" : "'prefs get' takes one KEY and --explain",
                                      errors: errors)
                }
                let explanation = try preferences.explain(key: key)
                output.line(explanation.valueText)
                if explain { output.line(explanation.description) }
                return 0
            case "set":
                guard words.count == 3 else { return usageError("'prefs set' takes a KEY and a VALUE", errors: errors) }
                let key = words[1]
                let stored = try preferences.set(text: words[2], forKey: key)
                output.line("set \(key) to \(stored) in \(preferences.suiteURL.path)")
                if let masking = preferences.argumentDomain.values[key] {
                    output.line("note: -\(key) \(masking) on this command line still overrides it for this launch")
                }
                return 0
            case "unset":
                guard words.count == 2 else { return usageError("'prefs unset' takes one KEY", errors: errors) }
                let key = words[1]
                let removed = try preferences.unset(key: key)
                let now = try preferences.explain(key: key)
                if removed {
                    output.line("unset \(key) in \(preferences.suiteURL.path); it now reads \(now.valueText)")
                } else {
                    output.line("\(key) was not stored in \(preferences.suiteURL.path); nothing changed")
                }
                return 0
            case nil:
                return usageError("'prefs' needs get, set or unset", errors: errors)
            case let other?:
                return usageError("unknown prefs action '\(other)'", errors: errors)
            }
        } catch {
            errors.line("spendrop: \(error)")
            switch error {
            case .unknownKey, .invalidValue: return ExitStatus.usage.rawValue
            case .unreadableSuite, .writeFailed: return ExitStatus.failure.rawValue
            }
        }
    }

    private static func usageError(_ reason: String, errors: TextSink) -> Int32 {
        errors.line("spendrop: \(reason); \(usage)")
        return ExitStatus.usage.rawValue
    }
}
