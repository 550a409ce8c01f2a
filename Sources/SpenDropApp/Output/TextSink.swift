import Foundation

/// Where a launch writes its lines: standard output, standard error, or a buffer in a test.
///
/// Promises: each `line` reaches the destination whole and at once (standard streams are written
/// unbuffered), so a parent process or a crash never sees half of what was printed.
public final class TextSink {
    private let writeText: (String) -> Void

    public init(_ write: @escaping (String) -> Void) {
        self.writeText = write
    }

    public func line(_ text: String) {
        write(text + "\n")
    }

    /// Writes `text` exactly as given.
    public func write(_ text: String) {
        writeText(text)
    }

    public static var standardOutput: TextSink {
        TextSink { FileHandle.standardOutput.write(Data($0.utf8)) }
    }

    public static var standardError: TextSink {
        TextSink { FileHandle.standardError.write(Data($0.utf8)) }
    }
}
