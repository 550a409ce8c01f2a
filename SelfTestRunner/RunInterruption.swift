import Foundation

/// SIGTERM and SIGINT, as a CI timeout, a cancel or a person at the terminal send them, turned
/// into a request the runner answers at its next step: stop the children, mark what did not run,
/// write every report and the closing line, and exit 128 plus the signal's number.
///
/// Promises: once `install()` ran, neither signal ends the process by itself; `received` is the
/// first of them to arrive, nil before any did. The children of a launch ignore both
/// (`ignoreInChild()`): their parent stops them, so a signal sent to the whole process group (a
/// Ctrl-C) is answered once, by the parent.
public final class RunInterruption: @unchecked Sendable {
    private let lock = NSLock()
    private var first: Int32?
    private var sources: [DispatchSourceSignal] = []

    public init() {}

    /// The first signal received, if any.
    public var received: Int32? { lock.withLock { first } }

    /// Catches SIGTERM and SIGINT from now on.
    public func install() {
        for number in [SIGTERM, SIGINT] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [self] in lock.withLock { if first == nil { first = number } } }
            source.resume()
            sources.append(source)
        }
    }

    /// A child of a launch: both signals are its parent's to answer.
    static func ignoreInChild() {
        signal(SIGTERM, SIG_IGN)
        signal(SIGINT, SIG_IGN)
    }

    /// `SIGTERM` or `SIGINT`, for the line that says why the launch stopped.
    static func name(_ number: Int32) -> String {
        number == SIGINT ? "SIGINT" : number == SIGTERM ? "SIGTERM" : "signal \(number)"
    }
}
