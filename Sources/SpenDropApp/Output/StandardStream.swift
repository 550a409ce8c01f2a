import Foundation

/// A `TextOutputStream` onto the process's standard output or standard error.
///
/// Promises: every `write` reaches the file descriptor at once (no buffering), so a line printed
/// before a crash is never lost and parent processes see lines as they happen.
public struct StandardStream: TextOutputStream {
    private let handle: FileHandle

    public static var output: StandardStream { StandardStream(handle: .standardOutput) }
    public static var error: StandardStream { StandardStream(handle: .standardError) }

    public mutating func write(_ string: String) {
        handle.write(Data(string.utf8))
    }
}
