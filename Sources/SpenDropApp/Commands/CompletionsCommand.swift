/// `spendrop completions bash|zsh|fish`: prints a completion script computed from the command
/// declarations (`source <(spendrop completions bash)`).
enum CompletionsCommand: AppCommand {
    static let spec = CommandSpec(
        ["completions"], "print a shell completion script: source <(spendrop completions bash)",
        positionals: [.init("SHELL", "the shell", allowed: ShellCompletions.Shell.allCases.map(\.rawValue))])

    static func run(_ words: [String], context: AppContext) throws {
        let arguments = try CommandArguments(words, spec: spec)
        guard let shell = ShellCompletions.Shell(rawValue: arguments.positional[0]) else {
            throw AppError.usage("unknown shell")
        }
        context.output.write(ShellCompletions.script(for: shell, specs: AppCommandLine.specs))
    }
}
