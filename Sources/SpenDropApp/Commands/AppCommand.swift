/// One word of `spendrop WORD …`: its declaration and what it does.
///
/// Promises: `run` either completes and returns 0, or throws having changed nothing: an
/// `AppError`, or the store's, the preferences' or the cloud's own error, which `AppFailure` turns
/// into the one line and exit status the person sees. The words it is given have not been checked
/// yet, and it reads them with `CommandArguments(words, spec: spec)` (or a subcommand's declaration).
public protocol AppCommand {
    /// The command's one declaration: words, positional values, options, flags, subcommands.
    static var spec: CommandSpec { get }
    /// Whether a launch of it first removes what killed launches left behind (temporary files of
    /// spendrop's own, whose process is gone); `doctor` lists them instead.
    static var sweepsLeftovers: Bool { get }
    static func run(_ words: [String], context: AppContext) throws
}

extension AppCommand {
    static var name: String { spec.path[0] }
    public static var sweepsLeftovers: Bool { true }
}
