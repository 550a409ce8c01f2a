import Foundation

/// A running child process whose records are read line by line as they arrive, on their own
/// channel (`RecordChannel`), and whose standard error is kept for the crash report.
///
/// Promises: output is drained on background threads, so a chatty child never blocks on a full
/// pipe; `lines()` hands over each complete line once. `kill()` ends the child and every process
/// it started (`ProcessTree`), and a child ends those itself before it exits, so a process a
/// check started and left never outlives it; after `waitForExit()` every byte written before
/// they ended has been read, and no wait is ever for a pipe a process that escaped still holds
/// (at most `drainGraceSeconds`).
final class ChildProcess: @unchecked Sendable {
    /// How the child ended.
    enum Ending: Equatable {
        case exited(Int32)
        case signalled(Int32)
    }

    private let process = Process()
    private let lock = NSLock()
    private var errorOutput = Data()
    private let outputDone = DispatchSemaphore(value: 0)
    private let errorDone = DispatchSemaphore(value: 0)
    private let records: RecordChannel.Reader
    let startedAt = ContinuousClock.now

    /// Starts `executable`, whose records go to `records` (created empty here, named in its
    /// environment); what it prints on standard output is read and dropped.
    /// Where the child captures a check's standard error (`CheckOutputCapture`): a crash's last
    /// words are there, not on the child's own standard error.
    private let capturedErrors: URL?

    init(
        executable: URL, arguments: [String], environment: [String: String], records: URL, capturedErrors: URL? = nil
    ) throws {
        self.capturedErrors = capturedErrors
        guard FileManager().createFile(atPath: records.path, contents: nil, attributes: [.posixPermissions: 0o600])
        else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: records.path])
        }
        self.records = RecordChannel.Reader(url: records)
        var environment = environment
        environment[RecordChannel.environmentKey] = records.path
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        drain(output.fileHandleForReading, isOutput: true, signal: outputDone)
        drain(errors.fileHandleForReading, isOutput: false, signal: errorDone)
    }

    /// A child of a launch running checks in `folder`: no backtrace printer (a crash's own words
    /// are enough, and quicker), a check's standard error read from its capture in `folder`.
    static func selfTestChild(
        executable: URL, arguments: [String], environment: [String: String], folder: URL, records: URL
    ) throws -> ChildProcess {
        var childEnvironment = environment
        childEnvironment["SWIFT_BACKTRACE"] = "enable=no"
        return try ChildProcess(
            executable: executable, arguments: arguments, environment: childEnvironment, records: records,
            capturedErrors: folder.appendingPathComponent(CheckOutputCapture.errorFileName))
    }

    var isRunning: Bool { process.isRunning }

    /// Every complete record line that arrived since the last call.
    func lines() -> [String] {
        records.lines()
    }

    /// Ends the child and every process it started, at once (SIGKILL).
    func kill() {
        guard process.isRunning else { return }
        // Stopped first, so it starts nothing more while its descendants are read and ended.
        Glibc.kill(process.processIdentifier, SIGSTOP)
        ProcessTree.killDescendants(of: process.processIdentifier)
        Glibc.kill(process.processIdentifier, SIGKILL)
    }

    /// How long the output of an exited child is still read: a process that escaped it (one that
    /// left before the child could end it) and holds the pipe is not waited for longer.
    static let drainGraceSeconds = 2

    /// Waits for the child and reads its output to the end, or for `drainGraceSeconds` after it
    /// exited when something else still holds the pipe.
    func waitForExit() -> Ending {
        process.waitUntilExit()
        _ = outputDone.wait(timeout: .now() + .seconds(Self.drainGraceSeconds))
        _ = errorDone.wait(timeout: .now() + .seconds(Self.drainGraceSeconds))
        return process.terminationReason == .uncaughtSignal
            ? .signalled(process.terminationStatus) : .exited(process.terminationStatus)
    }

    /// The most telling line of what the child wrote on standard error: a fatal error or
    /// precondition message when there is one, else the last line.
    func errorSummary() -> String {
        lock.lock()
        var text = String(decoding: errorOutput, as: UTF8.self)
        lock.unlock()
        if let capturedErrors { text = CheckOutputCapture.tail(of: capturedErrors) + "\n" + text }
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let telling = lines.first {
            $0.contains("Fatal error") || $0.contains("Precondition failed") || $0.contains("Assertion failed")
        }
        return String((telling ?? lines.last ?? "").prefix(240))
    }

    private func drain(_ handle: FileHandle, isOutput: Bool, signal done: DispatchSemaphore) {
        Thread.detachNewThread { [self] in
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                // Standard output is read only so the child never blocks on a full pipe: what a
                // check prints reaches its result through the child (`CheckOutputCapture`).
                guard !isOutput else { continue }
                lock.lock()
                errorOutput.append(chunk)
                lock.unlock()
            }
            done.signal()
        }
    }
}
