/// Where the runner writes its text: the program's standard output or error, a child's record
/// file, a buffer in a test. The program the runner is built into supplies its own.
///
/// Promises (of every conforming type): each `write` reaches the destination whole and at once,
/// so a parent process or a crash never sees half of what was written; `line` is `write` with a
/// line feed added.
public protocol TextOutput {
    /// Writes `text` exactly as given.
    func write(_ text: String)
}

extension TextOutput {
    /// Writes `text` and a line feed, in one `write`.
    public func line(_ text: String) {
        write(text + "\n")
    }
}
