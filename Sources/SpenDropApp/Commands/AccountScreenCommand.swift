import Basics
import Foundation
import SpenDropCore

/// `spendrop account`: the Account tab: whether cloud backup is signed in, to whom, and the last
/// error; `account login --server URL --user NAME` and `account logout`.
enum AccountScreenCommand: AppCommand {
    static let spec = CommandSpec(
        ["account"], "sign-in and cloud backup state, including \"not configured\"", json: true,
        subcommands: [loginSpec, logoutSpec])
    static let loginSpec = CommandSpec(
        ["account", "login"],
        "sign in to a WebDAV server for cloud backups; the password is asked for, never an argument",
        options: [server, user, passwordCommand])
    static let server = CommandOption(
        "--server", "URL", "the WebDAV folder, https (http only to this machine)", required: true)
    static let user = CommandOption("--user", "NAME", "the user name on that server", required: true)
    static let passwordCommand = CommandOption(
        "--password-command", "CMD",
        "a command that prints the password (such as 'pass show dav'), "
            + "run each time it is needed; only the command is saved")
    static let logoutSpec = CommandSpec(["account", "logout"], "forget the saved sign-in")

    struct ScreenJSON: Encodable {
        let screen = "account"
        let title = "Account"
        let state: String
        let message: String
        let user: String?
        let host: String?
        let last_error: String?
        /// `saved` (in the sign-in file) or `command` (printed by a command each time); nil when signed out.
        let password_from: String?
    }

    static func run(_ words: [String], context: AppContext) throws {
        switch words.first {
        case "login": return try login(Array(words.dropFirst()), context: context)
        case "logout": return try logout(Array(words.dropFirst()), context: context)
        default: break
        }
        let arguments = try CommandArguments(words, spec: spec)
        let screen: ScreenJSON
        do {
            // The password command is not run to show the screen: only what is saved is shown.
            if let credentials = try context.credentials.loadSaved() {
                let lastError = context.credentials.lastError()
                let from =
                    credentials.passwordCommand.map {
                        "the password is printed by the command '\(TerminalText.visible($0))' each time it is needed"
                    }
                    ?? "the password is saved in \(context.credentials.file.path) (mode 600)"
                screen = ScreenJSON(
                    state: lastError == nil ? "signed_in" : "error",
                    message: "Signed in as \(credentials.user) at \(credentials.host); \(from).",
                    user: credentials.user,
                    host: credentials.host, last_error: lastError,
                    password_from: credentials.passwordCommand == nil ? "saved" : "command")
            } else {
                screen = ScreenJSON(
                    state: "not_configured", message: "Cloud backup is not configured.", user: nil, host: nil,
                    last_error: nil, password_from: nil)
            }
        } catch {
            screen = ScreenJSON(
                state: "error", message: "Cloud backup cannot be used.", user: nil, host: nil,
                last_error: error.description,
                password_from: nil)
        }
        if arguments.wantsJSON {
            JSONOutput.write(screen, to: context.output)
            return
        }
        let style = TerminalStyle(context)
        context.output.line(style.bold("Account"))
        context.output.line("  \(screen.message)")
        if let lastError = screen.last_error { context.output.line("  Last error: \(lastError)") }
        if screen.state == "not_configured" {
            context.output.line("  Sign in to a WebDAV server with 'spendrop account login --server URL --user NAME'.")
        }
        context.output.line("  Local backups: 'spendrop backup' writes one into the store's backups folder.")
    }

    static func login(_ words: [String], context: AppContext) throws {
        let arguments = try CommandArguments(words, spec: loginSpec)
        guard let server = try arguments.value(Self.server), let user = try arguments.value(Self.user) else {
            throw AppError.usage(
                "'account login' needs --server URL and --user NAME; the password is asked for, never given as an argument"
            )
        }
        let command = try arguments.value(Self.passwordCommand)
        let credentials: CloudCredentials
        if let command {
            guard !command.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw AppError.usage("--password-command needs a command, such as 'pass show dav'")
            }
            do {
                credentials = try context.credentials.password(
                    for: CloudCredentials(server: server, user: user, password: "", passwordCommand: command))
            } catch {
                throw AppError.refused(error.description)
            }
        } else {
            guard let password = context.readPassword(), !password.isEmpty else {
                throw AppError.usage(
                    "no password was given; type it at the prompt or pipe it on standard input, or give --password-command CMD"
                )
            }
            credentials = CloudCredentials(server: server, user: user, password: password)
        }
        do {
            try WebDAVClient(
                credentials: credentials, transport: context.cloudTransport, fileManager: context.fileManager
            ).verify()
            try context.credentials.save(credentials)
        } catch {
            throw AppError.refused(error.description)
        }
        if command != nil {
            context.output.line(
                "Signed in as \(user) at \(credentials.host); the sign-in is kept in \(context.credentials.file.path) (mode 600) "
                    + "without the password, which the command prints each time it is needed.")
        } else {
            context.output.line(
                "Signed in as \(user) at \(credentials.host); the sign-in is kept in \(context.credentials.file.path) (mode 600)."
            )
        }
    }

    static func logout(_ words: [String], context: AppContext) throws {
        _ = try CommandArguments(words, spec: logoutSpec)
        do { try context.credentials.delete() } catch { throw AppError.refused(error.description) }
        context.output.line("Signed out; cloud backup is not configured.")
    }
}
