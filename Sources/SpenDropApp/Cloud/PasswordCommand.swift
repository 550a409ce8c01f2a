import Foundation

/// A command that prints the cloud password, as mail clients and rclone take one (`pass show
/// dav`, `secret-tool lookup …`): run through `/bin/sh -c`, with no input, its first line of
/// output the password.
///
/// Promises: the command's output is never printed, saved or put in a message; a command that
/// fails, prints nothing or runs past `timeoutSeconds` is said as such, with its exit status and
/// the first line it wrote on stderr.
public enum PasswordCommand {
    public static let timeoutSeconds = 60

    /// What a run gave back.
    public struct Outcome: Sendable, Equatable {
        public let status: Int32
        public let output: String
        public let errors: String
        public let timedOut: Bool

        public init(status: Int32, output: String, errors: String, timedOut: Bool = false) {
            self.status = status
            self.output = output
            self.errors = errors
            self.timedOut = timedOut
        }

        /// The password it printed, or why there is none.
        func password(command: String) throws(CloudError) -> String {
            if timedOut {
                throw .passwordCommandFailed(
                    command: command, detail: "it did not finish within \(PasswordCommand.timeoutSeconds) s")
            }
            let said = errors.split(whereSeparator: \.isNewline).first.map { ": \($0)" } ?? ""
            guard status == 0 else {
                throw .passwordCommandFailed(command: command, detail: "it exited with status \(status)\(said)")
            }
            let line =
                output.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init)
                ?? ""
            let password = line.hasSuffix("\r") ? String(line.dropLast()) : line
            guard !password.isEmpty else {
                throw .passwordCommandFailed(command: command, detail: "it printed no password on its first line")
            }
            return password
        }
    }

    /// Runs `command` with `/bin/sh -c`, standard input empty, and waits up to `timeoutSeconds`.
    public static func run(_ command: String) -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        // Set before the launch: a command that ends before the handler is set never calls it.
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        do { try process.run() } catch { return Outcome(status: 127, output: "", errors: "\(error)") }
        final class Collected: @unchecked Sendable { var output = Data(), errors = Data() }
        let collected = Collected(), done = DispatchGroup()
        for (pipe, isOutput) in [(output, true), (errors, false)] {
            done.enter()
            Thread.detachNewThread {
                let data = pipe.fileHandleForReading.readDataToEndOfFile()
                if isOutput { collected.output = data } else { collected.errors = data }
                done.leave()
            }
        }
        if finished.wait(timeout: .now() + .seconds(timeoutSeconds)) == .timedOut {
            process.terminate()
            process.waitUntilExit()
            return Outcome(status: -1, output: "", errors: "", timedOut: true)
        }
        done.wait()
        return Outcome(
            status: process.terminationStatus, output: String(decoding: collected.output, as: UTF8.self),
            errors: String(decoding: collected.errors, as: UTF8.self))
    }
}
