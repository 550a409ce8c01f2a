/// One word of `spendrop WORD …`: its declaration and what it does.
///
/// Promises: `run` either completes and returns 0, or throws an `AppError` having changed nothing;
/// the words it is given have not been checked yet, and it reads them with
/// `CommandArguments(words, spec: spec)` (or a subcommand's declaration).
public protocol AppCommand {
    /// The command's one declaration: words, positional values, options, flags, subcommands.
    static var spec: CommandSpec { get }
    static func run(_ words: [String], context: AppContext) throws(AppError)
}

extension AppCommand {
    static var name: String { spec.path[0] }
}
