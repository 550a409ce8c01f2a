import Foundation

/// Runs a suite table the way DESIGN §3 says: parse, plan, run each check printing one line as
/// it finishes and one summary per suite, then the Test isolation suite, then the closing line,
/// and return the exit status.
///
/// Promises: nothing is created before the arguments are accepted; usage errors return 2 and a
/// selection with no check returns 69, each with one line on `errors`; a thrown error fails its
/// check and the run goes on; the checks run in a child process this one supervises, so a check
/// that crashes fails alone and the rest still run (with `--isolate`, one child per suite, and a
/// crash or timeout fails its suite); the run-scoped directory is removed before the isolation
/// suite checks that it is gone, and the ones killed launches left behind are removed first.
public struct SelfTestRunner {
    public let suites: [SelfTestSuite]
    /// What the program watches for the length of a launch: the Test isolation suite's checks.
    public let isolation: any IsolationWatching
    /// The program's version and how its launch may be shown in a result bundle.
    public let host: HostProgram
    /// Where the run-scoped directory is made.
    public let temporaryRoot: URL
    public let fileManager: FileManager
    /// The launch's environment: sharding variables, and what `--isolate` children inherit.
    public let environment: [String: String]
    /// The binary `--isolate` starts for each suite: this same program.
    public let childExecutable: URL
    /// Where a seed comes from when `--shuffle` is given without `--seed`.
    public let seedSource: () -> UInt64
    /// Whether checks run in a supervised child of `childExecutable` (the launch of a binary whose
    /// table this is) or in this process (a table the binary does not hold, as tests build).
    public let supervise: Bool
    /// The cores a supervised launch may keep busy: one child per core (at most four) unless `--jobs` says.
    public let cores: Int

    /// SIGTERM and SIGINT as the launch received them; nil where the runner is not the process's
    /// own launch (a test harness running it in-process keeps its signals).
    public let interruption: RunInterruption?
    /// Whether standard output is a terminal: `--color auto` colours only there (and not with NO_COLOR).
    public let outputIsTerminal: Bool

    public init(
        suites: [SelfTestSuite], isolation: any IsolationWatching, host: HostProgram, temporaryRoot: URL,
        fileManager: FileManager,
        environment: [String: String], childExecutable: URL, supervise: Bool = true, cores: Int = 1,
        interruption: RunInterruption? = nil, outputIsTerminal: Bool = false,
        seedSource: @escaping () -> UInt64 = { UInt64.random(in: 0...UInt64.max) }
    ) {
        self.interruption = interruption
        self.outputIsTerminal = outputIsTerminal
        self.supervise = supervise
        self.cores = cores
        self.suites = suites
        self.isolation = isolation
        self.host = host
        self.temporaryRoot = temporaryRoot
        self.fileManager = fileManager
        self.environment = environment
        self.childExecutable = childExecutable
        self.seedSource = seedSource
    }

    public func run(arguments: [String], output: any TextOutput, errors: any TextOutput) -> Int32 {
        if let problem = SelfTestSuite.tableProblem(suites) {
            errors.line("spendrop: the self-test table cannot run: \(problem)")
            return SelfTestExitCode.usage
        }
        var options: RunnerOptions
        do {
            options = try RunnerArgumentParser(suites: suites).parse(arguments, environment: environment)
            if let bundle = options.rerunFailedBundle {
                options.rerunIDs = try RerunSelection.ids(
                    inBundle: bundle, program: childExecutable.lastPathComponent, version: host.version)
            }
        } catch {
            errors.line("spendrop: \(error)")
            return SelfTestExitCode.usage
        }
        if options.showHelp {
            output.write(RunnerOptionCatalog.help(table: suites))
            return SelfTestExitCode.passed
        }
        if options.isolatedChild || options.supervisedChild {
            ParentWatch.start()
            RunInterruption.ignoreInChild()
        }
        // A child ends what its checks started and left running (holding its output, as often as
        // not) before it exits, so its parent never waits on them (`ChildProcess`).
        if options.isolatedChild {
            defer { ProcessTree.killDescendants(of: getpid()) }
            return runChild(options, output: output, errors: errors)
        }
        if options.supervisedChild {
            defer { ProcessTree.killDescendants(of: getpid()) }
            return runSupervisedChild(options, output: output, errors: errors)
        }
        if !options.listTests {
            for (flag, suite) in RunnerOptionCatalog.generalSoundingFlags(suites) where arguments.contains(flag) {
                output.line(
                    OutputGrammar.infoLine(
                        "\(flag) runs the \(suite) suite only; \(RunnerArgumentParser.allSuitesFlag) runs every suite"))
            }
        }
        if let bundle = options.rerunFailedBundle, let wanted = options.rerunIDs, !options.isolatedChild,
            !options.supervisedChild
        {
            // Checks of the bundle this build has no more (renamed, removed) are said, not dropped in silence.
            let known = Set(suites.flatMap { suite in suite.checks.map { "\(suite.name)/\($0.name)" } })
            let missing = wanted.subtracting(known).filter { !$0.hasPrefix("\(IsolationSuite.name)/") }.sorted()
            if !missing.isEmpty {
                errors.line(
                    "spendrop: \(missing.count) \(missing.count == 1 ? "check" : "checks") to rerun from \(bundle) \(missing.count == 1 ? "is" : "are") not in this build and cannot run: "
                        + missing.prefix(5).joined(separator: ", ") + (missing.count > 5 ? ", …" : ""))
            }
        }
        let seed = options.seed ?? (options.shuffle ? seedSource() : nil)
        let plan = RunPlan(table: suites, options: options, seed: seed)
        guard plan.selectedCount > 0 else {
            if let bundle = options.rerunFailedBundle, options.rerunIDs?.isEmpty == true {
                errors.line("spendrop: nothing to rerun: every check planned in \(bundle) passed")
            } else {
                errors.line("spendrop: no self-test check matches the selection \(arguments.joined(separator: " "))")
            }
            return SelfTestExitCode.noMatch
        }
        if options.listSuites || options.listTests {
            list(plan, options: options, output: output)
            return SelfTestExitCode.passed
        }
        if let statusFile = options.shard?.statusFile {
            if !fileManager.createFile(atPath: statusFile, contents: nil) {
                errors.line("spendrop: cannot touch the shard status file \(statusFile)")
            }
        }
        var bundle: ResultBundleWriter?
        let colour = options.colour ?? (outputIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty)
        var reporters: [RunReporter] = [
            ConsoleReporter(
                output: output, durations: options.durations,
                annotations: environment["GITHUB_ACTIONS"] == "true", failFast: options.failFast,
                failuresOnly: options.failuresOnly, colour: colour)
        ]
        do {
            if let path = options.resultBundlePath {
                bundle = try ResultBundleWriter(
                    path: path,
                    launch: LaunchRecord(
                        program: childExecutable.lastPathComponent, host: host, arguments: arguments,
                        environment: environment, seed: seed, shard: options.shard),
                    properties: SelfTestRunner.properties(options: options, seed: seed),
                    junitStrict: options.junitStrict, fileManager: fileManager)
                reporters.append(bundle!)
            }
            if let path = options.xunitPath {
                reporters.append(
                    try XUnitReporter(
                        path: path, properties: SelfTestRunner.properties(options: options, seed: seed),
                        strict: options.junitStrict, fileManager: fileManager))
            }
            if let path = options.eventStreamPath {
                let planned = plan.entries.map {
                    SelfTestSuite(name: $0.suite.name, flags: $0.suite.flags, checks: $0.checks)
                }
                // A reader that closes its pipe early fails the write, not the launch.
                signal(SIGPIPE, SIG_IGN)
                reporters.append(
                    try EventStreamWriter(
                        path: path,
                        suites: planned + [isolationSuite.listed(childProcesses: supervise || options.isolate)],
                        programVersion: host.version))
            }
        } catch {
            errors.line("spendrop: \(error)")
            return SelfTestExitCode.usage
        }
        return execute(
            plan, options: options, seed: seed, arguments: arguments, reporters: reporters, bundle: bundle,
            errors: errors)
    }

    private func execute(
        _ plan: RunPlan, options: RunnerOptions, seed: UInt64?, arguments: [String],
        reporters: [RunReporter], bundle: ResultBundleWriter?, errors: any TextOutput
    ) -> Int32 {
        // From here a SIGTERM or SIGINT stops the children and ends the launch with its reports.
        interruption?.install()
        let isolationSuiteAfterRun = isolationSuite.begin()
        // A launch killed outright (SIGKILL, a power cut) could not remove its folder: this one does.
        StaleRunFolders(fileManager: fileManager).sweep(in: temporaryRoot)
        let runDirectory = temporaryRoot.appendingPathComponent(
            "\(StaleRunFolders.prefix)\(ProcessInfo.processInfo.processIdentifier)-\(UInt64.random(in: 0...UInt64.max))",
            isDirectory: true)
        do {
            try fileManager.createDirectory(at: runDirectory, withIntermediateDirectories: true)
        } catch {
            errors.line(
                "spendrop: cannot create the run-scoped directory \(runDirectory.path): \(error.localizedDescription)")
            return SelfTestExitCode.failed
        }
        let clock = ContinuousClock()
        let started = clock.now
        var totals = RunTotals()
        // One verdict per check for every line and report: a flaky check failed under
        // --fail-on-flaky is counted failed in its suite's summary too, which the executor that
        // counted it as passed could not know.
        var failedForFlakiness: [String: Int] = [:]
        let emit = { (event: RunEvent) in
            var event = event
            switch event {
            case .testEnded(var result, let seconds, let iteration):
                if result.isFlaky {
                    totals.flaky += 1
                    if options.failOnFlaky {
                        result = result.flakyAsFailure()
                        failedForFlakiness["\(iteration)/\(result.suite)", default: 0] += 1
                    }
                    event = .testEnded(result, seconds: seconds, iteration: iteration)
                }
                if result.passed { totals.passed += 1 } else { totals.failed += 1 }
                if result.isError { totals.errors += 1 }
            case .suiteEnded(let suite, let passed, let total, let iteration):
                if let demoted = failedForFlakiness.removeValue(forKey: "\(iteration)/\(suite)") {
                    event = .suiteEnded(suite: suite, passed: passed - demoted, total: total, iteration: iteration)
                }
            case .testSkipped:
                totals.notRun += 1
            default:
                break
            }
            for reporter in reporters { reporter.report(event) }
        }
        let plannedIDs = plan.entries.flatMap { entry in entry.checks.map { "\(entry.suite.name)/\($0.name)" } }
        emit(
            .runStarted(
                RunStart(seed: seed, shard: options.shard, plannedChecks: plan.checkCount, plannedIDs: plannedIDs)))
        var stopped = false
        var childReports: [ChildStateReport]? = []
        if !options.isolate && !supervise {
            childReports = nil
            for iteration in 1...options.repetitions {
                if options.repetitions > 1 {
                    emit(
                        .iterationStarted(
                            iteration: iteration, of: options.repetitions,
                            seed: seed.map { RunPlan.seed($0, iteration: iteration) }))
                }
                InProcessExecutor(
                    context: SelfTestContext(runDirectory: runDirectory), failFast: options.failFast,
                    retries: options.retries
                )
                .run(plan.entries(iteration: iteration), iteration: iteration, emit: emit, stopped: &stopped)
            }
        } else if options.isolate {
            for iteration in 1...options.repetitions {
                if options.repetitions > 1 {
                    emit(
                        .iterationStarted(
                            iteration: iteration, of: options.repetitions,
                            seed: seed.map { RunPlan.seed($0, iteration: iteration) }))
                }
                let executor = IsolatedExecutor(
                    executable: childExecutable, childArguments: RunnerArgumentParser.childArguments(from: arguments),
                    environment: environment, runDirectory: runDirectory, jobs: options.jobs ?? 1,
                    timeoutSeconds: options.suiteTimeoutSeconds, failFast: options.failFast, seed: seed,
                    interruption: interruption)
                childReports! += executor.run(
                    plan.entries(iteration: iteration), iteration: iteration, emit: emit, stopped: &stopped)
            }
        } else {
            let lanes = SupervisedExecutor.lanes(
                jobs: options.jobs, cores: cores,
                failFast: options.failFast, items: plan.checkCount * options.repetitions)
            let executor = SupervisedExecutor(
                executable: childExecutable, childArguments: RunnerArgumentParser.childArguments(from: arguments),
                environment: environment, runDirectory: runDirectory, repetitions: options.repetitions,
                failFast: options.failFast, retries: options.retries, seed: seed, lanes: lanes,
                checkTimeoutSeconds: options.checkTimeoutSeconds, interruption: interruption)
            childReports = executor.run(plan, emit: emit, stopped: &stopped)
        }
        try? fileManager.removeItem(at: runDirectory)
        let lastSuite = isolationSuiteAfterRun(runDirectory, childReports)
        var neverStopped = false
        InProcessExecutor(context: SelfTestContext(runDirectory: runDirectory), failFast: false)
            .run(
                [RunPlan.Entry(suite: lastSuite, checks: lastSuite.checks)], iteration: options.repetitions,
                emit: emit, stopped: &neverStopped)
        totals.seconds = (clock.now - started).seconds
        totals.stoppedBySignal = interruption?.received
        let status =
            totals.stoppedBySignal.map { 128 + $0 }
            ?? (totals.failed == 0 ? SelfTestExitCode.passed : SelfTestExitCode.failed)
        bundle?.finish(exitStatus: status)
        emit(.runEnded(totals))
        return status
    }

    /// A child of a supervised launch: runs the `resumeAt`-th check of all iterations first when
    /// given, then each check it claims from the launch's counter (every check, in order, without
    /// one), writing `ChildRecord` lines for the parent, ending with the state its program watches.
    private func runSupervisedChild(_ options: RunnerOptions, output: any TextOutput, errors: any TextOutput) -> Int32 {
        let plan = RunPlan(table: suites, options: options, seed: options.seed)
        let runDirectory = URL(fileURLWithPath: options.childRunDirectory ?? "", isDirectory: true)
        let items = SupervisedExecutor.items(plan, repetitions: options.repetitions)
        let claims: CheckClaims?
        do {
            try fileManager.createDirectory(at: runDirectory, withIntermediateDirectories: true)
            claims = try options.claimsPath.map { try CheckClaims(openingAt: $0, count: items.count) }
        } catch {
            errors.line(
                "spendrop: cannot start a supervised child in \(runDirectory.path): \(error.localizedDescription)")
            return SelfTestExitCode.failed
        }
        let records = RecordChannel.sink(environment: environment, fallback: output)
        let reporter = ChildRecordReporter(output: records)
        let context = SelfTestContext(runDirectory: runDirectory)
        let capture = CheckCapture(runDirectory: runDirectory)
        var stopped = false
        var first = options.resumeAt
        var unclaimed = (options.resumeAt ?? -1) + 1
        let clock = ContinuousClock()
        while true {
            let index: Int
            if let resumed = first {
                index = resumed
                first = nil
            } else if let claims {
                guard let claimed = claims.claim() else { break }
                index = claimed
            } else {
                guard unclaimed < items.count else { break }
                index = unclaimed
                unclaimed += 1
            }
            guard index < items.count else { break }
            let item = items[index]
            let entry = plan.entries(iteration: item.iteration)[item.entry]
            let suite = entry.suite.name
            let check = entry.checks[item.check]
            reporter.item = index
            if stopped {
                reporter.report(.testSkipped(suite: suite, check: check.name, iteration: item.iteration))
                continue
            }
            reporter.report(.testStarted(suite: suite, check: check.name, iteration: item.iteration))
            var result: TestCaseResult?
            capture.begin()
            let elapsed = clock.measure {
                result = InProcessExecutor.runCheck(check, suite: suite, context: context, retries: options.retries)
            }
            let printed = capture.end()
            reporter.report(
                .testEnded(
                    result!.with(output: printed.output, errors: printed.errors), seconds: elapsed.seconds,
                    iteration: item.iteration))
            if !result!.passed, options.failFast { stopped = true }
        }
        records.line(ChildRecord(watched: isolation.stateOfThisProcess()).encodedLine())
        return SelfTestExitCode.passed
    }

    /// One suite's child of an `--isolate` launch: runs the planned checks of `childSuite` and
    /// writes `ChildRecord` lines for the parent, ending with the state its program watches.
    private func runChild(_ options: RunnerOptions, output: any TextOutput, errors: any TextOutput) -> Int32 {
        let plan = RunPlan(table: suites, options: options, seed: options.seed)
        var planned = plan.entries.first(where: { $0.suite.name == options.childSuite })
        if let places = options.childChecks, let suite = suites.first(where: { $0.name == options.childSuite }),
            places.allSatisfy({ suite.checks.indices.contains($0) })
        {
            planned = RunPlan.Entry(suite: suite, checks: places.map { suite.checks[$0] })
        }
        guard let entry = planned, let folder = options.childRunDirectory else {
            errors.line("spendrop: the isolated suite '\(options.childSuite ?? "")' has no planned checks")
            return SelfTestExitCode.usage
        }
        let runDirectory = URL(fileURLWithPath: folder, isDirectory: true)
        do {
            try fileManager.createDirectory(at: runDirectory, withIntermediateDirectories: true)
        } catch {
            errors.line("spendrop: cannot create \(folder): \(error.localizedDescription)")
            return SelfTestExitCode.failed
        }
        let records = RecordChannel.sink(environment: environment, fallback: output)
        let reporter = ChildRecordReporter(output: records)
        var stopped = false
        InProcessExecutor(
            context: SelfTestContext(runDirectory: runDirectory), failFast: options.failFast, retries: options.retries,
            capture: CheckCapture(runDirectory: runDirectory)
        )
        .run([entry], iteration: 1, emit: reporter.report, stopped: &stopped)
        records.line(ChildRecord(watched: isolation.stateOfThisProcess()).encodedLine())
        return SelfTestExitCode.passed
    }

    private func list(_ plan: RunPlan, options: RunnerOptions, output: any TextOutput) {
        // The isolation suite ends every run, so it ends every list too.
        let lastSuite = isolationSuite.listed(childProcesses: supervise || options.isolate)
        let listed = plan.entries.map { ($0.suite.name, $0.checks) } + [(lastSuite.name, lastSuite.checks)]
        if options.listJSON, options.listSuites, !options.listTests {
            let flags = Dictionary(suites.map { ($0.name, $0.flags) }, uniquingKeysWith: { first, _ in first })
            let rows = listed.map { suite, checks in
                ListedSuite(name: suite, flags: flags[suite] ?? [], checks: checks.count)
            }
            output.line(String(decoding: ResultBundleWriter.encode(rows), as: UTF8.self))
            return
        }
        if options.listJSON {
            let rows = listed.flatMap { suite, checks in
                checks.map {
                    ListedCheck(
                        id: "\(suite)/\($0.name)", suite: suite, name: $0.name, file: $0.location.file,
                        line: $0.location.line)
                }
            }
            output.line(String(decoding: ResultBundleWriter.encode(rows), as: UTF8.self))
            return
        }
        for (suite, checks) in listed {
            if options.listSuites { output.line(suite) }
            if options.listTests { for check in checks { output.line("\(suite)/\(check.name)") } }
        }
    }

    /// One row of `--list-suites --json`: the suite, the flags that select it (none for Test
    /// isolation, which every launch ends with) and how many of its checks the selection holds.
    struct ListedSuite: Encodable {
        let name: String
        let flags: [String]
        let checks: Int
    }

    /// One row of `--list-tests --json`.
    struct ListedCheck: Encodable {
        let id: String
        let suite: String
        let name: String
        let file: String
        let line: Int
    }

    /// The Test isolation suite of this launch, from the program's watch.
    private var isolationSuite: IsolationSuite {
        IsolationSuite(watch: isolation, fileManager: fileManager)
    }

    /// What `junit.xml` records of how the launch was asked for.
    static func properties(options: RunnerOptions, seed: UInt64?) -> [(String, String)] {
        var properties: [(String, String)] = [("seed", seed.map(String.init) ?? "none")]
        properties.append(("filter", options.filters.map(\.text).joined(separator: " ")))
        properties.append(("skip", options.skips.map(\.text).joined(separator: " ")))
        properties.append(("shard", options.shard.map { "\($0.index)/\($0.count)" } ?? "none"))
        properties.append(("repeat", String(options.repetitions)))
        return properties
    }
}
