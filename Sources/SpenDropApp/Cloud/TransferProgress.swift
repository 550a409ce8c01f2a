import Foundation

/// Progress of a large upload or download on a terminal: one line rewritten in place, at most a
/// few times a second, ended with a newline when the transfer completes.
public enum TransferProgress {
    /// `clock` tells the time between two updates (the system clock unless a test gives another).
    public static func terminal(
        _ errors: TextSink, clock: @escaping @Sendable () -> Date = Date.init
    ) -> NetworkTransport.Progress {
        let state = State(errors: errors, clock: clock)
        return { done, expected in state.show(done, expected) }
    }

    private final class State: @unchecked Sendable {
        private let errors: TextSink
        private let lock = NSLock()
        private let clock: @Sendable () -> Date
        private var lastShown = Date.distantPast

        init(errors: TextSink, clock: @escaping @Sendable () -> Date) {
            self.errors = errors
            self.clock = clock
        }

        func show(_ done: Int64, _ expected: Int64) {
            lock.lock()
            defer { lock.unlock() }
            let finished = expected > 0 && done >= expected
            let now = clock()
            guard done > 0, finished || now.timeIntervalSince(lastShown) > 0.25, max(done, expected) > 1_000_000 else {
                return
            }
            lastShown = now
            let megabytes = { (bytes: Int64) in String(format: "%.1f", Double(bytes) / 1_048_576) }
            let of = expected > 0 ? " of \(megabytes(expected))" : ""
            errors.write("\r\(megabytes(done))\(of) MB transferred" + (finished ? "\n" : ""))
        }
    }
}
