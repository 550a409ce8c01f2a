import Foundation

/// Reads a password: from the terminal without echo when standard input is one, else the first
/// line of standard input (for scripts). Never from an argument or the environment.
public enum PasswordPrompt {
    public static func read(prompt: String, errors: TextSink) -> String? {
        guard isatty(STDIN_FILENO) == 1 else { return readLine(strippingNewline: true) }
        errors.write(prompt)
        var saved = termios()
        tcgetattr(STDIN_FILENO, &saved)
        var silent = saved
        silent.c_lflag &= ~tcflag_t(ECHO)
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &silent)
        defer {
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved)
            errors.write("\n")
        }
        return readLine(strippingNewline: true)
    }
}
