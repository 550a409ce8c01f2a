import Foundation

/// Runs every planned check in child processes of the same binary and relays their results as
/// they arrive, so a check that traps or is killed by a signal fails alone.
///
/// Promises: results are reported in plan order, one `[TEST]` line per check, exactly as an
/// in-process run would, however many children run at once; a check whose process dies becomes a
/// failed (error) result naming the signal or status and the child's last words on standard
/// error, and the checks after it run in a fresh child. `lanes` children run at once, each
/// claiming the next unclaimed check from a counter they share (`CheckClaims`) whenever it is
/// ready for one, so none stands idle while another still has a queue: a launch where nothing
/// crashes starts one child per lane; each crash starts one more. With `--retry N` a check that
/// crashed is run again (in a fresh child, first) up to N times before it counts as failed. A
/// check still running after `checkTimeoutSeconds` has its child killed and fails as having run
/// too long, like a crash. `run` returns only when every child it started has exited.
struct SupervisedExecutor {
    let executable: URL
    let childArguments: [String]
    let environment: [String: String]
    let runDirectory: URL
    let repetitions: Int
    let failFast: Bool
    let retries: Int
    let seed: UInt64?
    /// Children running at once.
    var lanes = 1
    /// How long one check may run before its child is stopped; nil for no limit.
    var checkTimeoutSeconds: Double?
    /// A SIGTERM or SIGINT the launch received: the children are stopped and what they were
    /// running counts as not run, like everything not yet claimed.
    var interruption: RunInterruption?

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

    /// Every check of every iteration, in run order: what a child's `--resume-at` and the claims
    /// count in.
    static func items(_ plan: RunPlan, repetitions: Int) -> [Item] {
        var items: [Item] = []
        for iteration in 1...max(1, repetitions) {
            for (entryIndex, entry) in plan.entries(iteration: iteration).enumerated() {
                for (checkIndex, check) in entry.checks.enumerated() {
                    items.append(
                        Item(
                            iteration: iteration, entry: entryIndex, check: checkIndex, suite: entry.suite.name,
                            name: check.name, location: check.location,
                            firstOfIteration: entryIndex == 0 && checkIndex == 0, firstOfEntry: checkIndex == 0,
                            lastOfEntry: checkIndex == entry.checks.count - 1))
                }
            }
        }
        return items
    }

    /// The children a launch runs at once: `jobs` when asked, else one per core up to four; one
    /// when `--fail-fast` must stop at the first failure in plan order, and never more than there
    /// are groups of eight checks (a child costs a process start).
    static func lanes(jobs: Int?, cores: Int, failFast: Bool, items: Int) -> Int {
        if failFast { return 1 }
        if let jobs { return max(1, min(jobs, items)) }
        return max(1, min(cores, 4, items / 8))
    }

    /// What became of one item: the result a child reported (or its crash), or not run.
    private enum Outcome {
        case ended(TestCaseResult, seconds: Double)
        case skipped
    }

    /// One lane: its child, and the check that child is on.
    private final class Lane {
        var child: ChildProcess?
        /// The launch's count of the process `child` is, for its state report.
        var process = 0
        /// The item the child said it started and has not ended; since when.
        var current: Int?
        var runningSince: ContinuousClock.Instant?
        /// The child was stopped because `current` ran longer than the limit.
        var timedOut = false
        /// A crashed item the next child runs first, for `--retry`, and its failed attempts.
        var rerun: Int?
        var crashedAttempts: [TestCaseResult] = []

        func finishCurrent() {
            current = nil
            runningSince = nil
            timedOut = false
            crashedAttempts = []
        }
    }

    /// Emits outcomes in plan order as soon as every earlier one is known, with each suite's summary.
    private struct Merger {
        var next = 0
        var passed = 0
        var ran = 0
    }

    func run(_ plan: RunPlan, emit: (RunEvent) -> Void, stopped: inout Bool) -> [ChildStateReport] {
        let items = SupervisedExecutor.items(plan, repetitions: repetitions)
        var outcomes = [Outcome?](repeating: nil, count: items.count)
        var merger = Merger()
        var reports: [ChildStateReport] = []
        let claimsURL = runDirectory.appendingPathComponent("claims")
        guard let claims = try? CheckClaims(creatingAt: claimsURL, count: items.count) else {
            for index in items.indices {
                outcomes[index] = .ended(
                    SupervisedExecutor.crashResult(
                        items[index], problem: "its process could not be given checks",
                        said: "cannot create \(claimsURL.path)"), seconds: 0)
            }
            merge(items, outcomes, &merger, emit: emit, stopped: &stopped)
            return reports
        }
        let lanes = (0..<max(1, lanes)).map { _ in Lane() }
        var processes = 0
        var interrupted = false
        while merger.next < items.count {
            var idle = true
            if !interrupted, interruption?.received != nil {
                interrupted = true
                stopped = true
                claims.exhaust()
                for lane in lanes {
                    lane.child?.kill()
                    lane.rerun = nil
                }
            }
            if stopped { claims.exhaust() }
            for lane in lanes where lane.child == nil && (lane.rerun != nil || !claims.isExhausted) {
                processes += 1
                do {
                    lane.child = try start(first: lane.rerun, claims: claimsURL, process: processes)
                    lane.process = processes
                    lane.current = lane.rerun
                    lane.rerun = nil
                } catch {
                    // No child to run it: the check it would have run fails, so the launch still ends.
                    if let index = lane.rerun ?? claims.claim() {
                        outcomes[index] = .ended(
                            failure(
                                items[index], lane, problem: "its process could not start",
                                said: "\(executable.path): \(error)"), seconds: 0)
                    }
                    lane.rerun = nil
                    lane.finishCurrent()
                }
            }
            for lane in lanes {
                guard let child = lane.child else { continue }
                if let limit = checkTimeoutSeconds, lane.current != nil, !lane.timedOut, let since = lane.runningSince,
                    ContinuousClock.now - since > .milliseconds(Int64(limit * 1_000))
                {
                    lane.timedOut = true
                    child.kill()
                }
                let ending: ChildProcess.Ending? = child.isRunning ? nil : child.waitForExit()
                for line in child.lines() {
                    idle = false
                    guard let record = ChildRecord.decode(line: line) else { continue }
                    if record.kind == .started, let index = record.item, items.indices.contains(index),
                        record.check == items[index].name
                    {
                        emit(
                            .checkRunning(
                                suite: items[index].suite, check: items[index].name, iteration: items[index].iteration))
                    }
                    relay(record, items: items, lane, &outcomes, reports: &reports)
                }
                guard let ending else { continue }
                idle = false
                lane.child = nil
                if interrupted {
                    // Stopped for the launch's signal: what it was running did not run to its end.
                    if let index = lane.current, outcomes[index] == nil { outcomes[index] = .skipped }
                    lane.finishCurrent()
                    continue
                }
                if ending == .exited(0), !lane.timedOut, lane.current == nil { continue }
                let problem =
                    lane.timedOut
                    ? "still running after \(OutputGrammar.seconds(checkTimeoutSeconds ?? 0)); its process was stopped"
                    : SupervisedExecutor.describe(ending)
                let said = lane.timedOut ? "" : child.errorSummary()
                guard let index = lane.current else {
                    // Ended between two checks: the next one is charged with it, as it would have run there.
                    if let next = claims.claim() {
                        outcomes[next] = .ended(
                            failure(items[next], lane, problem: "\(problem) before the check started", said: said),
                            seconds: 0)
                    }
                    continue
                }
                if lane.crashedAttempts.count < retries {
                    // The next child runs the same check again, first; this attempt is kept as a failure.
                    lane.crashedAttempts.append(
                        SupervisedExecutor.crashResult(items[index], problem: problem, said: said))
                    lane.rerun = index
                    lane.current = nil
                    lane.runningSince = nil
                    lane.timedOut = false
                    continue
                }
                // The time it ran until its process ended or was stopped, not 0: a timed-out check took its limit.
                let ran = lane.runningSince.map { (ContinuousClock.now - $0).seconds } ?? 0
                outcomes[index] = .ended(failure(items[index], lane, problem: problem, said: said), seconds: ran)
                lane.finishCurrent()
            }
            if claims.isExhausted, lanes.allSatisfy({ $0.child == nil && $0.rerun == nil }) {
                // Nothing runs and nothing is left to claim: what has no outcome was skipped after a
                // stop, or claimed by a process that ended before it could say it started.
                for index in items.indices where outcomes[index] == nil {
                    outcomes[index] =
                        stopped
                        ? .skipped
                        : .ended(
                            SupervisedExecutor.crashResult(
                                items[index], problem: "its process ended before the check started", said: ""),
                            seconds: 0)
                }
            }
            merge(items, outcomes, &merger, emit: emit, stopped: &stopped)
            if idle { Thread.sleep(forTimeInterval: 0.002) }
        }
        // Every child is waited for before the launch goes on: one still starting (after a crash, with the last
        // checks claimed by another lane meanwhile) or still exiting after its last check would outlive the launch,
        // make its folder again after the run-scoped one is removed, and lose its state report.
        for lane in lanes {
            guard let child = lane.child else { continue }
            let deadline = ContinuousClock.now + .seconds(SupervisedExecutor.exitGraceSeconds)
            while child.isRunning, ContinuousClock.now < deadline { Thread.sleep(forTimeInterval: 0.002) }
            child.kill()
            _ = child.waitForExit()
            for line in child.lines() {
                guard let record = ChildRecord.decode(line: line) else { continue }
                relay(record, items: items, lane, &outcomes, reports: &reports)
            }
            lane.child = nil
        }
        return reports
    }

    /// How long a child may take to exit once every check has an outcome before it is stopped.
    static let exitGraceSeconds: Int64 = 10

    /// Starts a child that runs item `first` when given, then claims checks from the counter at `claims`.
    private func start(first: Int?, claims: URL, process: Int) throws -> ChildProcess {
        let folder = runDirectory.appendingPathComponent("process-\(process)", isDirectory: true)
        var arguments =
            childArguments + [
                RunnerArgumentParser.supervisedChildFlag,
                RunnerArgumentParser.childRunDirectoryOption, folder.path,
                RunnerArgumentParser.claimsOption, claims.path,
                "--repeat", String(repetitions),
            ]
        if let first { arguments += [RunnerArgumentParser.resumeAtOption, String(first)] }
        if let seed { arguments += ["--seed", String(seed)] }
        return try ChildProcess.selfTestChild(
            executable: executable, arguments: arguments, environment: environment, folder: folder,
            records: runDirectory.appendingPathComponent("records-\(process).jsonl"))
    }

    static func crashResult(_ item: Item, problem: String, said: String) -> TestCaseResult {
        TestCaseResult(
            suite: item.suite, name: item.name, passed: false, expected: "the check returns a verdict",
            actual: problem,
            details: "its process ended; the checks after it ran in a fresh one"
                + (said.isEmpty ? "" : "; \(said)"), isError: true
        ).at(item.location)
    }

    /// Handles one record of `lane`'s child, in order.
    private func relay(
        _ record: ChildRecord, items: [Item], _ lane: Lane, _ outcomes: inout [Outcome?],
        reports: inout [ChildStateReport]
    ) {
        if let state = record.watchedState {
            reports.append(ChildStateReport(process: "self-test process \(lane.process)", state: state))
            return
        }
        guard let index = record.item, items.indices.contains(index), outcomes[index] == nil else { return }
        let item = items[index]
        if record.check != item.name {
            // The child planned differently from this process: never let a result stand for another check.
            outcomes[index] = .ended(
                failure(
                    item, lane, problem: "its process ran '\(record.check ?? "")' where the plan has this check",
                    said: ""),
                seconds: 0)
            lane.finishCurrent()
            return
        }
        switch record.kind {
        case .started:
            if lane.current != index { lane.crashedAttempts = [] }
            lane.current = index
            lane.runningSince = ContinuousClock.now
        case .ended:
            guard var result = record.result(suite: item.suite) else { return }
            if !lane.crashedAttempts.isEmpty {
                result = result.afterAttempts(lane.crashedAttempts + result.failedAttempts)
            }
            outcomes[index] = .ended(result, seconds: record.seconds ?? 0)
            lane.finishCurrent()
        case .skipped:
            outcomes[index] = .skipped
            lane.finishCurrent()
        case .watched:
            break
        }
    }

    /// The failed result of an item whose process did not let it finish.
    private func failure(_ item: Item, _ lane: Lane, problem: String, said: String) -> TestCaseResult {
        let result = SupervisedExecutor.crashResult(item, problem: problem, said: said)
        return lane.crashedAttempts.isEmpty ? result : result.afterAttempts(lane.crashedAttempts)
    }

    /// Emits, in plan order, every outcome whose earlier ones are all known: an iteration's
    /// opening, each check's start and end (or skip), and a suite's summary after its last check.
    private func merge(
        _ items: [Item], _ outcomes: [Outcome?], _ merger: inout Merger, emit: (RunEvent) -> Void, stopped: inout Bool
    ) {
        while merger.next < items.count, let outcome = outcomes[merger.next] {
            let item = items[merger.next]
            if item.firstOfEntry { (merger.passed, merger.ran) = (0, 0) }
            if item.firstOfIteration, repetitions > 1 {
                emit(
                    .iterationStarted(
                        iteration: item.iteration, of: repetitions,
                        seed: seed.map { RunPlan.seed($0, iteration: item.iteration) }))
            }
            switch outcome {
            case .ended(let result, let seconds):
                emit(.testStarted(suite: item.suite, check: item.name, iteration: item.iteration))
                emit(.testEnded(result, seconds: seconds, iteration: item.iteration))
                merger.ran += 1
                if result.passed { merger.passed += 1 } else if failFast { stopped = true }
            case .skipped:
                emit(.testSkipped(suite: item.suite, check: item.name, iteration: item.iteration))
            }
            if item.lastOfEntry, merger.ran > 0 {
                emit(
                    .suiteEnded(suite: item.suite, passed: merger.passed, total: merger.ran, iteration: item.iteration))
            }
            merger.next += 1
        }
    }

    static func describe(_ ending: ChildProcess.Ending) -> String {
        switch ending {
        case .signalled(let signal): return "killed by signal \(signal) (\(IsolatedExecutor.signalName(signal)))"
        case .exited(let status): return "its process exited with status \(status)"
        }
    }
}
