import Foundation

/// Runs each planned suite in a child process of the same binary, `jobs` at a time, each in its
/// own folder under the run-scoped directory.
///
/// Promises: results are reported in plan order whatever order the children finish in; the suite
/// at the head of the order is reported as its lines arrive. A child that dies from a signal or
/// exits abnormally while a check runs fails that check, under its own name, with the signal or
/// status, and a fresh child runs the suite's checks after it (unless `--fail-fast` stopped the
/// launch), so every check of the suite is reported. A child that outlives `timeoutSeconds` is
/// killed, fails the check it was running, and the checks of its suite that never reported are
/// listed as not run (the suite's time is spent); a child that ended between checks adds one
/// failed result named `processCheckName`. Every other suite still runs.
struct IsolatedExecutor {
    let executable: URL
    let childArguments: [String]
    let environment: [String: String]
    let runDirectory: URL
    let jobs: Int
    let timeoutSeconds: Double?
    let failFast: Bool
    let seed: UInt64?
    /// SIGTERM or SIGINT: every child is stopped, what each was running is listed as not run
    /// with every suite not reached, and the launch ends with its reports.
    var interruption: RunInterruption?

    /// The name of the result added when a suite's process does not complete.
    static let processCheckName = "suite process completed"

    /// One suite's child and what has been read from it.
    private final class Slot {
        let entry: RunPlan.Entry
        /// The suite's child; after a check crashed, the one that runs the checks after it.
        var child: ChildProcess?
        let launchError: String?
        /// What every child of the suite wrote, in order, with a failed `ended` record for each check that crashed.
        var records: [ChildRecord] = []
        var emitted = 0
        var ending: ChildProcess.Ending?
        var timedOut = false
        /// Stopped for the launch's signal: the check it ran did not run to its end.
        var interrupted = false
        /// Children started for the suite: 1, and one more after each crash.
        var children = 1
        /// When the parent read the `started` record of the check now running.
        var checkStartedAt: ContinuousClock.Instant?

        init(entry: RunPlan.Entry, child: ChildProcess?, launchError: String?) {
            self.entry = entry
            self.child = child
            self.launchError = launchError
        }
    }

    func run(
        _ entries: [RunPlan.Entry], iteration: Int, emit: (RunEvent) -> Void, stopped: inout Bool
    ) -> [ChildStateReport] {
        var slots: [Slot?] = Array(repeating: nil, count: entries.count)
        var nextToStart = 0, nextToReport = 0
        var reports: [ChildStateReport] = []
        while nextToReport < entries.count {
            if !stopped, interruption?.received != nil {
                stopped = true
                for slot in slots.compactMap({ $0 }) where slot.ending == nil {
                    slot.interrupted = true
                    slot.child?.kill()
                }
            }
            let running = slots.compactMap { $0 }.filter { $0.ending == nil }.count
            if running < jobs, nextToStart < entries.count {
                if stopped {
                    slots[nextToStart] = Slot(entry: entries[nextToStart], child: nil, launchError: nil)
                    slots[nextToStart]!.ending = .exited(0)
                } else {
                    slots[nextToStart] = start(
                        entries[nextToStart], checks: entries[nextToStart].checks, index: nextToStart,
                        iteration: iteration)
                }
                nextToStart += 1
                continue
            }
            for (index, slot) in slots.enumerated() {
                guard let slot, slot.ending == nil else { continue }
                for record in poll(slot, index: index, iteration: iteration, stopped: stopped)
                where record.kind == .started {
                    emit(.checkRunning(suite: slot.entry.suite.name, check: record.check ?? "", iteration: iteration))
                }
            }
            while nextToReport < entries.count, let slot = slots[nextToReport] {
                let report = flush(slot, iteration: iteration, emit: emit, stopped: &stopped)
                if slot.ending == nil { break }
                if let report { reports.append(report) }
                nextToReport += 1
            }
            if nextToReport < entries.count { Thread.sleep(forTimeInterval: 0.005) }
        }
        return reports
    }

    private func start(_ entry: RunPlan.Entry, checks: [SelfTestCheck], index: Int, iteration: Int) -> Slot {
        do {
            return Slot(
                entry: entry, child: try launch(entry, checks: checks, index: index, iteration: iteration, attempt: 1),
                launchError: nil)
        } catch {
            let slot = Slot(entry: entry, child: nil, launchError: "could not start \(executable.path): \(error)")
            slot.ending = .exited(-1)
            return slot
        }
    }

    /// A child running `checks` of `entry`'s suite, in that order, named to the child by their
    /// places in the suite's table, in a folder of its own.
    private func launch(
        _ entry: RunPlan.Entry, checks: [SelfTestCheck], index: Int, iteration: Int, attempt: Int
    ) throws -> ChildProcess {
        let name = "\(iteration)-\(index)" + (attempt > 1 ? "-\(attempt)" : "")
        let folder = runDirectory.appendingPathComponent("isolated-\(name)", isDirectory: true)
        var places: [String: Int] = [:]
        for (place, check) in entry.suite.checks.enumerated() where places[check.name] == nil {
            places[check.name] = place
        }
        var arguments =
            childArguments + [
                RunnerArgumentParser.isolatedChildFlag,
                RunnerArgumentParser.childSuiteOption, entry.suite.name,
                RunnerArgumentParser.childRunDirectoryOption, folder.path,
                RunnerArgumentParser.childChecksOption,
                checks.compactMap { places[$0.name].map(String.init) }.joined(separator: ","),
            ]
        if let seed { arguments += ["--seed", String(seed)] }
        return try ChildProcess.selfTestChild(
            executable: executable, arguments: arguments, environment: environment, folder: folder,
            records: runDirectory.appendingPathComponent("records-\(name).jsonl"))
    }

    /// Reads what the child wrote since the last poll, ends it at its timeout, and notes its end;
    /// returns the records read.
    private func poll(_ slot: Slot, index: Int, iteration: Int, stopped: Bool) -> [ChildRecord] {
        guard let child = slot.child else { return [] }
        var read = child.lines().compactMap(ChildRecord.decode(line:))
        if read.contains(where: { $0.kind == .started }) { slot.checkStartedAt = .now }
        slot.records += read
        if let timeoutSeconds, child.isRunning, (ContinuousClock.now - child.startedAt).seconds > timeoutSeconds {
            slot.timedOut = true
            child.kill()
        }
        if !child.isRunning {
            let ending = child.waitForExit()
            let last = child.lines().compactMap(ChildRecord.decode(line:))
            slot.records += last
            read += last
            if !resumeAfterCrash(slot, ending: ending, index: index, iteration: iteration, stopped: stopped) {
                slot.ending = ending
            }
        }
        return read
    }

    /// When the child crashed while a check ran and checks after it are left: records the crashed
    /// check as failed and starts a child for the rest. False when there is nothing to go on with
    /// (no check was running, a timeout, `--fail-fast`, or the new child could not start).
    private func resumeAfterCrash(
        _ slot: Slot, ending: ChildProcess.Ending, index: Int, iteration: Int, stopped: Bool
    ) -> Bool {
        guard !slot.timedOut, !failFast, !stopped, let child = slot.child, let problem = problem(slot, ending: ending),
            let crashed = runningCheck(slot)
        else { return false }
        let reported = Set(
            slot.records.filter { $0.kind == .ended || $0.kind == .skipped }.compactMap(\.check) + [crashed.name])
        let rest = slot.entry.checks.filter { !reported.contains($0.name) }
        guard !rest.isEmpty else { return false }
        var record = ChildRecord(
            kind: .ended, check: crashed.name, passed: false, isError: true, expected: "the check returns a verdict",
            actual: problem, details: crashDetails(slot), seconds: checkSeconds(slot, child: child))
        (record.file, record.fileID, record.line) = (
            crashed.location.file, crashed.location.fileID, crashed.location.line
        )
        guard
            let next = try? launch(
                slot.entry, checks: rest, index: index, iteration: iteration, attempt: slot.children + 1)
        else { return false }
        slot.records.append(record)
        slot.child = next
        slot.children += 1
        return true
    }

    /// The check the child had started and not ended when it stopped, if any.
    private func runningCheck(_ slot: Slot) -> SelfTestCheck? {
        guard let last = slot.records.last(where: { $0.kind == .started })?.check,
            !slot.records.contains(where: { $0.kind == .ended && $0.check == last })
        else { return nil }
        return slot.entry.checks.first { $0.name == last }
    }

    /// How long the running check had run: since its `started` record was read, else the child's whole time.
    private func checkSeconds(_ slot: Slot, child: ChildProcess) -> Double {
        (ContinuousClock.now - (slot.checkStartedAt ?? child.startedAt)).seconds
    }

    /// What a crashed child said on its way out, and how many checks its suite had reported.
    private func crashDetails(_ slot: Slot) -> String {
        let ended = slot.records.filter { $0.kind == .ended }.count
        var details = "\(ended) of \(slot.entry.checks.count) checks reported before it"
        let stderr = slot.child?.errorSummary() ?? ""
        if !stderr.isEmpty { details += "; \(stderr)" }
        if slot.children > 1 { details += "; process \(slot.children) of the suite" }
        return details
    }

    /// Reports what has not been reported of `slot`; once it has ended, its summary too.
    private func flush(_ slot: Slot, iteration: Int, emit: (RunEvent) -> Void, stopped: inout Bool) -> ChildStateReport?
    {
        let suite = slot.entry.suite.name
        let ended = slot.records.filter { $0.kind == .ended }
        while slot.emitted < ended.count {
            let record = ended[slot.emitted]
            emit(.testStarted(suite: suite, check: record.check ?? "", iteration: iteration))
            emit(.testEnded(record.result(suite: suite)!, seconds: record.seconds ?? 0, iteration: iteration))
            if failFast, record.passed != true { stopped = true }
            slot.emitted += 1
        }
        guard let ending = slot.ending else { return nil }
        for record in slot.records where record.kind == .skipped {
            emit(.testSkipped(suite: suite, check: record.check ?? "", iteration: iteration))
        }
        if slot.child == nil && slot.launchError == nil {
            for check in slot.entry.checks {
                emit(.testSkipped(suite: suite, check: check.name, iteration: iteration))
            }
            return nil
        }
        let passed = ended.filter { $0.passed == true }.count
        var total = ended.count
        if slot.interrupted {
            // Stopped for the launch's signal: what never reported did not run (the check running included).
            let reported = Set(slot.records.filter { $0.kind == .ended || $0.kind == .skipped }.compactMap(\.check))
            for check in slot.entry.checks where !reported.contains(check.name) {
                emit(.testSkipped(suite: suite, check: check.name, iteration: iteration))
            }
        } else if let problem = problem(slot, ending: ending) {
            let last = slot.records.last(where: { $0.kind == .started })?.check
            let wasRunning = last.flatMap { name in ended.contains { $0.check == name } ? nil : name }
            var details = "\(ended.count) of \(slot.entry.checks.count) checks reported"
            if wasRunning == nil, slot.launchError == nil { details += "; no check was running" }
            let stderr = slot.child?.errorSummary() ?? slot.launchError ?? ""
            if !stderr.isEmpty { details += "; \(stderr)" }
            // The check that was running is the one that failed, and is named; only a process that
            // ended between checks is charged to the suite's process.
            let running = wasRunning.flatMap { name in slot.entry.checks.first { $0.name == name } }
            var result = TestCaseResult(
                suite: suite, name: running?.name ?? IsolatedExecutor.processCheckName, passed: false,
                expected: running == nil
                    ? "the suite's process exits on its own with every check reported"
                    : "the check returns a verdict",
                actual: problem, details: details, isError: true)
            if let running { result = result.at(running.location) }
            emit(.testStarted(suite: suite, check: result.name, iteration: iteration))
            emit(
                .testEnded(
                    result, seconds: slot.child.map { (ContinuousClock.now - $0.startedAt).seconds } ?? 0,
                    iteration: iteration))
            total += 1
            if failFast { stopped = true }
            // Every check the process never reported on did not run, and is listed as such.
            let reported = Set(
                slot.records.filter { $0.kind == .ended || $0.kind == .skipped }.compactMap(\.check) + [result.name])
            for check in slot.entry.checks where !reported.contains(check.name) {
                emit(.testSkipped(suite: suite, check: check.name, iteration: iteration))
            }
        }
        if total > 0 { emit(.suiteEnded(suite: suite, passed: passed, total: total, iteration: iteration)) }
        guard let state = slot.records.last(where: { $0.kind == .watched })?.watchedState else { return nil }
        return ChildStateReport(process: suite, state: state)
    }

    /// Why the child did not complete properly, or nil when it did.
    private func problem(_ slot: Slot, ending: ChildProcess.Ending) -> String? {
        if slot.launchError != nil { return "its process could not start" }
        if slot.timedOut {
            return "its process timed out after \(OutputGrammar.seconds(timeoutSeconds ?? 0)) and was killed"
        }
        switch ending {
        case .signalled(let signal):
            return "its process was killed by signal \(signal) (\(IsolatedExecutor.signalName(signal)))"
        case .exited(let status) where status != 0 && status != 1:
            return "its process exited with status \(status)"
        case .exited:
            let reported = slot.records.filter { $0.kind == .ended || $0.kind == .skipped }.count
            if reported < slot.entry.checks.count || !slot.records.contains(where: { $0.kind == .watched }) {
                return "its process exited before reporting every check"
            }
            return nil
        }
    }

    static func signalName(_ signal: Int32) -> String {
        switch signal {
        case SIGILL: return "SIGILL, a Swift trap such as fatalError or a failed precondition"
        case SIGTRAP: return "SIGTRAP, a Swift trap such as fatalError or a failed precondition"
        case SIGABRT: return "SIGABRT"
        case SIGSEGV: return "SIGSEGV"
        case SIGBUS: return "SIGBUS"
        case SIGFPE: return "SIGFPE"
        case SIGKILL: return "SIGKILL"
        case SIGTERM: return "SIGTERM"
        default: return "signal \(signal)"
        }
    }
}
