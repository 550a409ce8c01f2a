import Foundation

/// A running child process whose standard output is read line by line as it arrives and whose
/// standard error is kept for the crash report.
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
    private var pendingOutput = Data()
    private var errorOutput = Data()
    private let outputDone = DispatchSemaphore(value: 0)
    private let errorDone = DispatchSemaphore(value: 0)
    let startedAt = ContinuousClock.now

    init(executable: URL, arguments: [String], environment: [String: String]) throws {
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

    var isRunning: Bool { process.isRunning }

    /// Every complete line that arrived since the last call.
    func lines() -> [String] {
        lock.lock()
        defer { lock.unlock() }
        guard let lastNewline = pendingOutput.lastIndex(of: UInt8(ascii: "\n")) else { return [] }
        let complete = pendingOutput[..<lastNewline]
        pendingOutput.removeSubrange(...lastNewline)
        // Split as bytes in place: a newline byte is never part of a longer UTF-8 character, and a
        // split by Character would walk the text grapheme by grapheme.
        return complete.withUnsafeBytes { bytes in
            var lines: [String] = []
            var start = 0
            for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
                if index > start { lines.append(String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)) }
                start = index + 1
            }
            if bytes.count > start { lines.append(String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start...]), as: UTF8.self)) }
            return lines
        }
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
        return process.terminationReason == .uncaughtSignal ? .signalled(process.terminationStatus) : .exited(process.terminationStatus)
    }

    /// The most telling line of what the child wrote on standard error: a fatal error or
    /// precondition message when there is one, else the last line.
    func errorSummary() -> String {
        lock.lock()
        let text = String(decoding: errorOutput, as: UTF8.self)
        lock.unlock()
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let telling = lines.first { $0.contains("Fatal error") || $0.contains("Precondition failed") || $0.contains("Assertion failed") }
        return String((telling ?? lines.last ?? "").prefix(240))
    }

    private func drain(_ handle: FileHandle, isOutput: Bool, signal done: DispatchSemaphore) {
        Thread.detachNewThread { [self] in
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                lock.lock()
                if isOutput { pendingOutput.append(chunk) } else { errorOutput.append(chunk) }
                lock.unlock()
            }
            done.signal()
        }
    }
}
