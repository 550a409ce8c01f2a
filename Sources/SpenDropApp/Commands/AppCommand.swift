/// One word of `spendrop WORD …`: what it is called, what it takes, and what it does.
///
/// Promises: `run` either completes and returns 0, or throws an `AppError` having changed nothing.
public protocol AppCommand {
    static var name: String { get }
    /// One line for `spendrop --help`.
    static var usage: String { get }
    static func run(_ words: [String], context: AppContext) throws(AppError)
}
