import Foundation

/// Runs every planned check in one child process of the same binary and relays its results as
/// they arrive, so a check that traps or is killed by a signal fails alone.
///
/// Promises: results are reported in plan order, one `[TEST]` line per check, exactly as an
/// in-process run would; a check whose process dies becomes a failed (error) result naming the
/// signal or status and the child's last words on standard error, and the checks after it run in
/// a fresh child that resumes there. A launch where nothing crashes starts one child; each crash
/// starts one more. With `--retry N` a check that crashed is run again (in a fresh child) up to N
/// times before it counts as failed.
struct SupervisedExecutor {
    let executable: URL
    let childArguments: [String]
    let environment: [String: String]
    let runDirectory: URL
    let repetitions: Int
    let failFast: Bool
    let retries: Int
    let seed: UInt64?

    /// One check of one iteration, in the order the launch runs them.
    struct Item: Equatable {
        let iteration: Int
        let entry: Int
        let check: Int
        let suite: String
        let name: String
        let location: SourceLocation
        let firstOfIteration: Bool
        let firstOfEntry: Bool
        let lastOfEntry: Bool
    }

    /// Every check of every iteration, in run order: what a child's `--resume-at` counts in.
    static func items(_ entries: [RunPlan.Entry], repetitions: Int) -> [Item] {
        var items: [Item] = []
        for iteration in 1...max(1, repetitions) {
            for (entryIndex, entry) in entries.enumerated() {
                for (checkIndex, check) in entry.checks.enumerated() {
                    items.append(Item(iteration: iteration, entry: entryIndex, check: checkIndex, suite: entry.suite.name, name: check.name, location: check.location,
                                      firstOfIteration: entryIndex == 0 && checkIndex == 0, firstOfEntry: checkIndex == 0,
                                      lastOfEntry: checkIndex == entry.checks.count - 1))
                }
            }
        }
        return items
    }

    /// What the parent knows while relaying: where it is in the plan and the open suite's counts.
    private struct Progress {
        var cursor = 0
        var passed = 0
        var ran = 0
        /// The check at `cursor` has been announced (`testStarted` emitted).
        var announced = false
        /// The child said it started the check at `cursor` and has not ended it.
        var running = false
        /// Failed attempts of the check at `cursor` that crashed their process, for `--retry`.
        var crashedAttempts: [TestCaseResult] = []
    }

    func run(_ entries: [RunPlan.Entry], emit: (RunEvent) -> Void, stopped: inout Bool) -> [IsolatedExecutor.ContainerReport] {
        let items = SupervisedExecutor.items(entries, repetitions: repetitions)
        var progress = Progress()
        var reports: [IsolatedExecutor.ContainerReport] = []
        var processes = 0
        while progress.cursor < items.count {
            let item = items[progress.cursor]
            if stopped {
                skip(item, &progress, emit: emit)
                continue
            }
            processes += 1
            let folder = runDirectory.appendingPathComponent("process-\(processes)", isDirectory: true)
            var arguments = childArguments + [RunnerArgumentParser.supervisedChildFlag,
                                              RunnerArgumentParser.childRunDirectoryOption, folder.path,
                                              RunnerArgumentParser.resumeAtOption, String(progress.cursor),
                                              "--repeat", String(repetitions)]
            if let seed { arguments += ["--seed", String(seed)] }
            var childEnvironment = environment
            childEnvironment["SWIFT_BACKTRACE"] = "enable=no"
            let child: ChildProcess
            do {
                child = try ChildProcess(executable: executable, arguments: arguments, environment: childEnvironment)
            } catch {
                fail(item, &progress, emit: emit, stopped: &stopped, problem: "its process could not start", said: "\(executable.path): \(error)")
                continue
            }
            var ending: ChildProcess.Ending?
            while ending == nil {
                if !child.isRunning { ending = child.waitForExit() }
                for line in child.lines() {
                    guard let record = ChildRecord.decode(line: line) else { continue }
                    relay(record, items: items, &progress, emit: emit, stopped: &stopped, reports: &reports, process: processes)
                }
                if ending == nil { Thread.sleep(forTimeInterval: 0.002) }
            }
            guard progress.cursor < items.count else { break }
            let crashed = items[progress.cursor]
            let problem = SupervisedExecutor.describe(ending!)
            let said = child.errorSummary()
            if progress.running, progress.crashedAttempts.count < retries {
                // The next child runs the same check again; this attempt is kept as a failure.
                progress.crashedAttempts.append(SupervisedExecutor.crashResult(crashed, problem: problem, said: said))
                progress.running = false
                continue
            }
            fail(crashed, &progress, emit: emit, stopped: &stopped,
                 problem: progress.running ? problem : "\(problem) before the check started", said: said)
        }
        return reports
    }

    static func crashResult(_ item: Item, problem: String, said: String) -> TestCaseResult {
        TestCaseResult(suite: item.suite, name: item.name, passed: false, expected: "the check returns a verdict",
                       actual: problem, details: "the check ended its process; the checks after it ran in a fresh one"
                           + (said.isEmpty ? "" : "; \(said)"), isError: true).at(item.location)
    }

    /// Handles one record of the child, in order.
    private func relay(_ record: ChildRecord, items: [Item], _ progress: inout Progress, emit: (RunEvent) -> Void,
                       stopped: inout Bool, reports: inout [IsolatedExecutor.ContainerReport], process: Int) {
        if record.kind == .container {
            reports.append(IsolatedExecutor.ContainerReport(suite: "self-test process \(process)", initial: record.containerInitial ?? false,
                                                            status: record.containerStatus ?? ""))
            return
        }
        guard progress.cursor < items.count else { return }
        let item = items[progress.cursor]
        if record.kind != .container, record.check != item.name {
            // The child planned differently from this process: never let a result stand for another check.
            fail(item, &progress, emit: emit, stopped: &stopped, problem: "its process ran '\(record.check ?? "")' where the plan has this check",
                 said: "")
            return
        }
        switch record.kind {
        case .started:
            announce(item, &progress, emit: emit)
            progress.running = true
        case .ended:
            guard var result = record.result(suite: item.suite) else { return }
            if !progress.crashedAttempts.isEmpty { result = result.afterAttempts(progress.crashedAttempts + result.failedAttempts) }
            announce(item, &progress, emit: emit)
            end(item, result, seconds: record.seconds ?? 0, &progress, emit: emit, stopped: &stopped)
        case .skipped:
            skip(item, &progress, emit: emit)
        case .container:
            break
        }
    }

    /// Emits what opens `item` once: its iteration when it is the first check of one, then `testStarted`.
    private func announce(_ item: Item, _ progress: inout Progress, emit: (RunEvent) -> Void) {
        guard !progress.announced else { return }
        opening(item, &progress, emit: emit)
        emit(.testStarted(suite: item.suite, check: item.name, iteration: item.iteration))
        progress.announced = true
    }

    private func opening(_ item: Item, _ progress: inout Progress, emit: (RunEvent) -> Void) {
        if item.firstOfEntry { (progress.passed, progress.ran) = (0, 0) }
        if item.firstOfIteration, repetitions > 1 { emit(.iterationStarted(iteration: item.iteration, of: repetitions)) }
    }

    private func skip(_ item: Item, _ progress: inout Progress, emit: (RunEvent) -> Void) {
        if !progress.announced { opening(item, &progress, emit: emit) }
        emit(.testSkipped(suite: item.suite, check: item.name, iteration: item.iteration))
        next(item, &progress, emit: emit)
    }

    private func end(_ item: Item, _ result: TestCaseResult, seconds: Double, _ progress: inout Progress, emit: (RunEvent) -> Void,
                     stopped: inout Bool) {
        emit(.testEnded(result, seconds: seconds, iteration: item.iteration))
        progress.ran += 1
        if result.passed { progress.passed += 1 } else if failFast { stopped = true }
        next(item, &progress, emit: emit)
    }

    /// Moves past `item`, closing its suite when it was the suite's last check.
    private func next(_ item: Item, _ progress: inout Progress, emit: (RunEvent) -> Void) {
        if item.lastOfEntry, progress.ran > 0 {
            emit(.suiteEnded(suite: item.suite, passed: progress.passed, total: progress.ran, iteration: item.iteration))
        }
        progress.cursor += 1
        (progress.announced, progress.running) = (false, false)
        progress.crashedAttempts = []
    }

    /// Fails `item` because its process did not let it finish.
    private func fail(_ item: Item, _ progress: inout Progress, emit: (RunEvent) -> Void, stopped: inout Bool, problem: String, said: String) {
        announce(item, &progress, emit: emit)
        var result = SupervisedExecutor.crashResult(item, problem: problem, said: said)
        if !progress.crashedAttempts.isEmpty { result = result.afterAttempts(progress.crashedAttempts) }
        end(item, result, seconds: 0, &progress, emit: emit, stopped: &stopped)
    }

    static func describe(_ ending: ChildProcess.Ending) -> String {
        switch ending {
        case .signalled(let signal): return "killed by signal \(signal) (\(IsolatedExecutor.signalName(signal)))"
        case .exited(let status): return "its process exited with status \(status)"
        }
    }
}
