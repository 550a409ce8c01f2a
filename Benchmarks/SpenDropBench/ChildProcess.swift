import Foundation

/// Runs another program to completion and measures it from outside: wall-clock time and its
/// peak resident memory, so each figure belongs to that one process and not to the benchmark.
///
/// Peak memory: `wait4`'s `ru_maxrss` alone would not do, because Linux carries the spawning
/// process's high-water mark across `execve` into the child's, so every child of a large
/// benchmark would look as large as it. The child's own `VmHWM` (its address space's
/// high-water mark, fresh after exec) is read from `/proc` every millisecond while it runs;
/// `ru_maxrss` is used as well when it exceeds what the benchmark itself ever held, because
/// then it is the child's own.
enum ChildProcess {
    struct Outcome {
        let milliseconds: Double
        /// Peak resident set size, in kilobytes.
        let peakKilobytes: Int
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Runs `executable` with `arguments` and `environment`; standard output goes to `outputFile`
    /// when given, else is discarded unless `keepOutput`; standard error is kept for the person
    /// running the benchmark. A non-zero exit throws.
    static func run(
        _ executable: String, _ arguments: [String], environment: [String: String] = [:],
        keepOutput: Bool = false, outputFile: String? = nil
    ) throws -> Outcome {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let outputFile {
            posix_spawn_file_actions_addopen(&actions, 1, outputFile, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        } else if !keepOutput {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        fflush(nil)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let merged = ProcessInfo.processInfo.environment.merging(environment) { _, given in given }
        let envp = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        let clock = ContinuousClock()
        let started = clock.now
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        guard spawned == 0 else {
            throw Failure(description: "cannot start \(executable): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        var usage = rusage()
        var sampled = 0
        while true {
            let reaped = wait4(pid, &status, WNOHANG, &usage)
            if reaped == pid { break }
            if reaped == -1 && errno != EINTR {
                throw Failure(description: "waiting for \(executable): \(String(cString: strerror(errno)))")
            }
            sampled = max(sampled, highWaterKilobytes(of: "/proc/\(pid)/status") ?? 0)
            usleep(1_000)
        }
        let elapsed = clock.now - started
        let inherited = highWaterKilobytes(of: "/proc/self/status") ?? Int.max
        let exitCode = (status >> 8) & 0xff, signal = status & 0x7f
        guard signal == 0, exitCode == 0 else {
            throw Failure(
                description:
                    "\(executable) \(arguments.joined(separator: " ")) ended with \(signal != 0 ? "signal \(signal)" : "status \(exitCode)")"
            )
        }
        return Outcome(
            milliseconds: Double(elapsed.components.seconds) * 1_000 + Double(elapsed.components.attoseconds) / 1e15,
            peakKilobytes: usage.ru_maxrss > inherited ? max(sampled, usage.ru_maxrss) : sampled)
    }

    /// `VmHWM` from a `/proc/…/status` file, in kilobytes.
    static func highWaterKilobytes(of statusFile: String) -> Int? {
        guard let status = try? String(contentsOfFile: statusFile, encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else { return nil }
        return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
    }

    /// The first line a program prints, for version strings.
    static func firstLine(_ executable: String, _ arguments: [String]) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        guard (try? process.run()) != nil else { return "unknown" }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? "unknown"
    }

    /// Where an executable is on PATH, nil when it is not.
    static func find(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager().isExecutableFile(atPath: $0) }
    }
}
