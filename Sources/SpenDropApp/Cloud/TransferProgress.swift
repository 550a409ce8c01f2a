import Foundation

/// Progress of a large upload or download on a terminal: one line rewritten in place, at most a
/// few times a second, ended with a newline when the transfer completes.
public enum TransferProgress {
    public static func terminal(_ errors: TextSink) -> URLSessionTransport.Progress {
        let state = State(errors: errors)
        return { done, expected in state.show(done, expected) }
    }

    private final class State: @unchecked Sendable {
        private let errors: TextSink
        private let lock = NSLock()
        private var lastShown = Date.distantPast

        init(errors: TextSink) {
            self.errors = errors
        }

        func show(_ done: Int64, _ expected: Int64) {
            lock.lock()
            defer { lock.unlock() }
            let finished = expected > 0 && done >= expected
            guard done > 0, finished || Date().timeIntervalSince(lastShown) > 0.25, max(done, expected) > 1_000_000 else { return }
            lastShown = Date()
            let megabytes = { (bytes: Int64) in String(format: "%.1f", Double(bytes) / 1_048_576) }
            let of = expected > 0 ? " of \(megabytes(expected))" : ""
            errors.write("\r\(megabytes(done))\(of) MB transferred" + (finished ? "\n" : ""))
        }
    }
}
