/// `spendrop account`: the Account tab: sign-in and cloud backup state.
enum AccountScreenCommand: AppCommand {
    static let name = "account"
    static let usage = "account [--json]                 sign-in and cloud backup state"

    struct ScreenJSON: Encodable {
        let screen = "account"
        let title = "Account"
        let state = "not_configured"
        let message = "Cloud backup is not configured."
    }

    static func run(_ words: [String], context: AppContext) throws(AppError) {
        let arguments = try CommandArguments(words, command: name, flags: ["--json"])
        _ = try arguments.requirePositional([], command: name)
        if arguments.has("--json") {
            JSONOutput.write(ScreenJSON(), to: context.output)
            return
        }
        let style = TerminalStyle(enabled: context.useColour)
        context.output.line(style.bold("Account"))
        context.output.line("  Cloud backup is not configured.")
        context.output.line("  Local backups: 'spendrop backup' writes one into the store's backups folder.")
    }
}
