import Foundation

/// Runs each planned suite in a child process of the same binary, `jobs` at a time, each in its
/// own folder under the run-scoped directory.
///
/// Promises: results are reported in plan order whatever order the children finish in; the suite
/// at the head of the order is reported as its lines arrive. A child that dies from a signal,
/// exits abnormally or outlives `timeoutSeconds` (and is then killed) fails the check it was
/// running, under that check's own name, with the signal, status or time (a child that ended
/// between checks adds one failed result named `processCheckName`), and every check of its suite
/// that never reported is listed as not run; every other suite still runs.
struct IsolatedExecutor {
    let executable: URL
    let childArguments: [String]
    let environment: [String: String]
    let runDirectory: URL
    let jobs: Int
    let timeoutSeconds: Double?
    let failFast: Bool
    let seed: UInt64?

    /// The name of the result added when a suite's process does not complete.
    static let processCheckName = "suite process completed"

    /// What each child said of its data container, for the isolation suite.
    struct ContainerReport {
        let suite: String
        let initial: Bool
        let status: String
    }

    /// One suite's child and what has been read from it.
    private final class Slot {
        let entry: RunPlan.Entry
        let child: ChildProcess?
        let launchError: String?
        var records: [ChildRecord] = []
        var emitted = 0
        var ending: ChildProcess.Ending?
        var timedOut = false

        init(entry: RunPlan.Entry, child: ChildProcess?, launchError: String?) {
            self.entry = entry
            self.child = child
            self.launchError = launchError
        }
    }

    func run(_ entries: [RunPlan.Entry], iteration: Int, emit: (RunEvent) -> Void, stopped: inout Bool) -> [ContainerReport] {
        var slots: [Slot?] = Array(repeating: nil, count: entries.count)
        var nextToStart = 0, nextToReport = 0
        var reports: [ContainerReport] = []
        while nextToReport < entries.count {
            let running = slots.compactMap { $0 }.filter { $0.ending == nil }.count
            if running < jobs, nextToStart < entries.count {
                if stopped {
                    slots[nextToStart] = Slot(entry: entries[nextToStart], child: nil, launchError: nil)
                    slots[nextToStart]!.ending = .exited(0)
                } else {
                    slots[nextToStart] = start(entries[nextToStart], index: nextToStart, iteration: iteration)
                }
                nextToStart += 1
                continue
            }
            for slot in slots.compactMap({ $0 }) where slot.ending == nil { poll(slot) }
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

    private func start(_ entry: RunPlan.Entry, index: Int, iteration: Int) -> Slot {
        let folder = runDirectory.appendingPathComponent("isolated-\(iteration)-\(index)", isDirectory: true)
        var arguments = childArguments + [RunnerArgumentParser.isolatedChildFlag,
                                          RunnerArgumentParser.childSuiteOption, entry.suite.name,
                                          RunnerArgumentParser.childRunDirectoryOption, folder.path]
        if let seed { arguments += ["--seed", String(seed)] }
        var childEnvironment = environment
        childEnvironment["SWIFT_BACKTRACE"] = "enable=no"
        do {
            return Slot(entry: entry, child: try ChildProcess(executable: executable, arguments: arguments, environment: childEnvironment,
                                                              records: runDirectory.appendingPathComponent("records-\(iteration)-\(index).jsonl")),
                        launchError: nil)
        } catch {
            let slot = Slot(entry: entry, child: nil, launchError: "could not start \(executable.path): \(error)")
            slot.ending = .exited(-1)
            return slot
        }
    }

    private func poll(_ slot: Slot) {
        guard let child = slot.child else { return }
        slot.records += child.lines().compactMap(ChildRecord.decode(line:))
        if let timeoutSeconds, child.isRunning, (ContinuousClock.now - child.startedAt).seconds > timeoutSeconds {
            slot.timedOut = true
            child.kill()
        }
        if !child.isRunning {
            slot.ending = child.waitForExit()
            slot.records += child.lines().compactMap(ChildRecord.decode(line:))
        }
    }

    /// Reports what has not been reported of `slot`; once it has ended, its summary too.
    private func flush(_ slot: Slot, iteration: Int, emit: (RunEvent) -> Void, stopped: inout Bool) -> ContainerReport? {
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
        if let problem = problem(slot, ending: ending) {
            let last = slot.records.last(where: { $0.kind == .started })?.check
            let wasRunning = last.flatMap { name in ended.contains { $0.check == name } ? nil : name }
            var details = "\(ended.count) of \(slot.entry.checks.count) checks reported"
            if wasRunning == nil, slot.launchError == nil { details += "; no check was running" }
            let stderr = slot.child?.errorSummary() ?? slot.launchError ?? ""
            if !stderr.isEmpty { details += "; \(stderr)" }
            // The check that was running is the one that failed, and is named; only a process that
            // ended between checks is charged to the suite's process.
            let running = wasRunning.flatMap { name in slot.entry.checks.first { $0.name == name } }
            var result = TestCaseResult(suite: suite, name: running?.name ?? IsolatedExecutor.processCheckName, passed: false,
                                        expected: running == nil ? "the suite's process exits on its own with every check reported"
                                            : "the check returns a verdict",
                                        actual: problem, details: details, isError: true)
            if let running { result = result.at(running.location) }
            emit(.testStarted(suite: suite, check: result.name, iteration: iteration))
            emit(.testEnded(result, seconds: slot.child.map { (ContinuousClock.now - $0.startedAt).seconds } ?? 0, iteration: iteration))
            total += 1
            if failFast { stopped = true }
            // Every check the process never reported on did not run, and is listed as such.
            let reported = Set(slot.records.filter { $0.kind == .ended || $0.kind == .skipped }.compactMap(\.check) + [result.name])
            for check in slot.entry.checks where !reported.contains(check.name) {
                emit(.testSkipped(suite: suite, check: check.name, iteration: iteration))
            }
        }
        if total > 0 { emit(.suiteEnded(suite: suite, passed: passed, total: total, iteration: iteration)) }
        guard let container = slot.records.last(where: { $0.kind == .container }) else { return nil }
        return ContainerReport(suite: suite, initial: container.containerInitial ?? false, status: container.containerStatus ?? "")
    }

    /// Why the child did not complete properly, or nil when it did.
    private func problem(_ slot: Slot, ending: ChildProcess.Ending) -> String? {
        if slot.launchError != nil { return "its process could not start" }
        if slot.timedOut { return "its process timed out after \(OutputGrammar.seconds(timeoutSeconds ?? 0)) and was killed" }
        switch ending {
        case .signalled(let signal):
            return "its process was killed by signal \(signal) (\(IsolatedExecutor.signalName(signal)))"
        case .exited(let status) where status != 0 && status != 1:
            return "its process exited with status \(status)"
        case .exited:
            let reported = slot.records.filter { $0.kind == .ended || $0.kind == .skipped }.count
            if reported < slot.entry.checks.count || !slot.records.contains(where: { $0.kind == .container }) {
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
