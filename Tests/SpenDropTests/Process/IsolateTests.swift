import Foundation
import Testing

/// `--isolate`, `--jobs` and `--suite-timeout`, and what a crash leaves behind, launching the
/// runner over the fixture table as a real process.
@Suite struct IsolateTests {
    static func run(
        _ arguments: [String], sandbox: Sandbox = Sandbox(), environment: [String: String] = [:]
    ) throws -> SpendropBinary.Result {
        try SpendropBinary.run(
            arguments, environment: sandbox.environment.merging(environment) { _, given in given },
            product: SpendropBinary.runnerFixture)
    }

    /// Under `--isolate` a crash fails the check that was running, by its own name and where it is
    /// declared; the checks after it run in a fresh process of the suite, so none is lost.
    @Test func aCrashingSuiteFailsAloneAndTheOthersStillReport() throws {
        let sandbox = Sandbox()
        let bundle = sandbox.root.appendingPathComponent("bundle")
        let result = try Self.run(
            [
                "--run-arithmetic-tests", "--run-crashing-tests", "--run-failing-tests", "--isolate", "--result-bundle",
                bundle.path,
            ],
            sandbox: sandbox)
        #expect(result.status == 1)
        #expect(result.lines.contains("[SUITE_SUMMARY] Arithmetic: 3/3 PASSED"))
        #expect(result.lines.contains("[TEST][Crashing] [PASS] runs before the crash"))
        let crash = try #require(result.lines.first { $0.hasPrefix("[TEST][Crashing] [FAIL] traps") })
        #expect(crash.contains("its process was killed by signal"))
        #expect(crash.contains("deliberate trap in the Crashing fixture"))
        #expect(crash.contains("(at Tests/RunnerFixture/FixtureTable.swift:"), "\(crash)")
        // The checks after the crash run in a fresh process of the suite: none is lost.
        #expect(result.lines.contains("[TEST][Crashing] [PASS] runs after the crash"), "\(result.lines)")
        #expect(!result.lines.contains { $0.contains("did not run") }, "\(result.lines)")
        let junit = try String(contentsOf: bundle.appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(junit.contains(#"name="runs after the crash""#) && !junit.contains("<skipped"), "\(junit)")
        #expect(result.lines.contains("[SUITE_SUMMARY] Crashing: 2/3 PASSED"))
        #expect(result.lines.contains("[SUITE_SUMMARY] Failing: 1/2 PASSED"))
        #expect(
            result.lines.contains(
                "[TEST][Test isolation] [PASS] every self-test process's DataContainer stayed in its initial safe mode")
        )
        #expect(result.lines.last == "selftest: 11 passed, 2 failed")
    }

    @Test func aFailLineIsTheSameWithAndWithoutIsolateBackslashesIncluded() throws {
        let alone = try Self.run(["--run-failing-tests"]).lines.filter { $0.hasPrefix("[TEST][Failing] [FAIL]") }
        let isolated = try Self.run(["--run-failing-tests", "--isolate"]).lines.filter {
            $0.hasPrefix("[TEST][Failing] [FAIL]")
        }
        #expect(alone.count == 1 && alone == isolated, "alone: \(alone)\nisolated: \(isolated)")
        #expect(alone.first?.contains(#"newline in C:\\receipts"#) == true, "\(alone)")
    }

    @Test func aSuiteThatOutlivesItsTimeoutIsKilledAndFailed() throws {
        let clock = ContinuousClock()
        let started = clock.now
        let result = try Self.run([
            "--run-sleeping-tests", "--run-arithmetic-tests", "--isolate", "--suite-timeout", "1",
        ])
        #expect(clock.now - started < .seconds(30))
        #expect(result.status == 1)
        let timeout = try #require(result.lines.first { $0.hasPrefix("[TEST][Sleeping] [FAIL] sleeps for a minute") })
        #expect(timeout.contains("its process timed out after 1 s and was killed"))
        #expect(result.lines.contains("[SUITE_SUMMARY] Arithmetic: 3/3 PASSED"))
    }

    @Test func outputStaysInTableOrderWithFourJobs() throws {
        let result = try Self.run([
            "--run-slow-start-tests", "--run-arithmetic-tests", "--run-failing-tests", "--isolate", "--jobs", "4",
        ])
        let summaries = result.lines.filter { $0.hasPrefix("[SUITE_SUMMARY]") }
        #expect(
            summaries == [
                "[SUITE_SUMMARY] Arithmetic: 3/3 PASSED", "[SUITE_SUMMARY] Failing: 1/2 PASSED",
                "[SUITE_SUMMARY] Slow start: 1/1 PASSED", "[SUITE_SUMMARY] Test isolation: 5/5 PASSED",
            ])
        let suitesInOrder = result.lines.filter { $0.hasPrefix("[TEST]") }.map { $0.split(separator: "]")[1] }
        #expect(suitesInOrder == suitesInOrder.sorted { order($0) < order($1) })
    }

    @Test func withTwoJobsTheOtherChildRunsEveryCheckWhileOneWaits() throws {
        // The first check waits for the nine after it: dealt out by position, half of them would
        // queue behind it in its own child; claimed one at a time, the other child runs them all.
        let sandbox = Sandbox()
        let rendezvous = sandbox.root.appendingPathComponent("rendezvous")
        try FileManager().createDirectory(at: rendezvous, withIntermediateDirectories: true)
        let result = try Self.run(
            ["--run-waiting-tests", "--jobs", "2"], sandbox: sandbox,
            environment: ["FIXTURE_RENDEZVOUS": rendezvous.path])
        #expect(result.status == 0, "\(result.output)\(result.errors)")
        #expect(result.lines.contains("[TEST][Waiting] [PASS] waits for the other nine"))
        #expect(result.lines.contains("[SUITE_SUMMARY] Waiting: 10/10 PASSED"))
    }

    private func order(_ suite: Substring) -> Int {
        ["[Arithmetic", "[Failing", "[Slow start", "[Test isolation"].firstIndex(of: String(suite)) ?? 99
    }

    @Test func withoutIsolateACrashingCheckFailsAloneAndTheLaunchEndsAsUsual() throws {
        let sandbox = Sandbox()
        let bundle = sandbox.root.appendingPathComponent("crash-evidence")
        let result = try Self.run(
            ["--run-arithmetic-tests", "--run-crashing-tests", "--result-bundle", bundle.path], sandbox: sandbox)
        #expect(result.status == 1)
        let crash = try #require(
            result.lines.first { $0.hasPrefix("[TEST][Crashing] [FAIL] traps | expected: the check returns a verdict") }
        )
        #expect(
            crash.contains("killed by signal 4 (SIGILL") && crash.contains("deliberate trap in the Crashing fixture"),
            "\(crash)")
        #expect(
            crash.hasSuffix(
                "(at \(SourceLine.fixtureTable):\(SourceLine.of("\"traps\"", in: SourceLine.fixtureTable)))"),
            "\(crash)")
        // The checks after the crash ran in a fresh process, in order, and every summary came.
        #expect(result.lines.filter { $0.hasPrefix("[TEST][Crashing]") }.count == 3)
        #expect(result.lines.contains("[TEST][Crashing] [PASS] runs after the crash"))
        #expect(result.lines.contains("[SUITE_SUMMARY] Crashing: 2/3 PASSED"))
        #expect(result.lines.contains("[SUITE_SUMMARY] Test isolation: 5/5 PASSED"))
        #expect(result.lines.last == "selftest: 10 passed, 1 failed")
        #expect(
            try FileManager().contentsOfDirectory(atPath: sandbox.temporaryRoot.path) == [],
            "the run-scoped folder is gone")
        // The bundle holds the crash and is complete.
        let events = try String(contentsOf: bundle.appendingPathComponent("events.jsonl"), encoding: .utf8)
        #expect(
            events.contains(
                #""actual":"killed by signal 4 (SIGILL, a Swift trap such as fatalError or a failed precondition)""#))
        #expect(events.contains(#""check":"traps""#) && events.contains(#""outcome":"error""#))
        let junit = try String(contentsOf: bundle.appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(
            junit.contains(#"<testcase classname="Crashing" name="traps""#)
                && junit.contains(
                    #"<error message="expected: the check returns a verdict | actual: killed by signal 4"#)
        )
        let summary =
            try JSONSerialization.jsonObject(with: Data(contentsOf: bundle.appendingPathComponent("summary.json")))
            as? [String: Any]
        #expect(summary?["exitStatus"] as? Int == 1 && summary?["errors"] as? Int == 1, "\(summary ?? [:])")
    }

    @Test func withoutIsolateACheckStillRunningAfterItsTimeoutFailsAndTheChecksAfterItRun() throws {
        let clock = ContinuousClock()
        let started = clock.now
        let result = try Self.run([
            "--run-sleeping-tests", "--run-arithmetic-tests", "--check-timeout", "1", "--jobs", "1",
        ])
        #expect(clock.now - started < .seconds(30), "the sleeping check sleeps for a minute")
        #expect(result.status == 1)
        let timeout = try #require(result.lines.first { $0.hasPrefix("[TEST][Sleeping] [FAIL] sleeps for a minute") })
        #expect(timeout.contains("actual: still running after 1 s; its process was stopped"), "\(timeout)")
        #expect(result.lines.contains("[SUITE_SUMMARY] Arithmetic: 3/3 PASSED"))
        #expect(result.lines.contains("[SUITE_SUMMARY] Test isolation: 5/5 PASSED"))
        #expect(result.lines.last == "selftest: 8 passed, 1 failed")
    }

    /// What checks write on their standard output (bytes with no newline, a line shaped like a
    /// passing record) never changes a verdict: results travel on a channel of their own.
    @Test(arguments: [[String](), ["--jobs", "2"], ["--isolate"]])
    func aChecksOwnOutputNeverChangesAVerdict(mode: [String]) throws {
        let result = try Self.run(["--run-noisy-tests"] + mode)
        #expect(result.status == 1)
        let noisy = result.lines.filter { $0.hasPrefix("[TEST][Noisy]") }.map {
            $0.components(separatedBy: " | ").first ?? $0
        }
        #expect(
            noisy == [
                "[TEST][Noisy] [PASS] writes bytes without a newline and passes",
                "[TEST][Noisy] [FAIL] prints a record saying it passed, and fails",
                "[TEST][Noisy] [PASS] prints without a newline, then passes",
                "[TEST][Noisy] [FAIL] warns on standard error, and fails",
            ], "\(result.lines)")
        #expect(result.lines.contains("[SUITE_SUMMARY] Noisy: 2/4 PASSED"))
        #expect(result.lines.last == "selftest: 7 passed, 2 failed")
    }

    /// A check that writes 200,000 lines on each stream (some shaped like records) fails as it
    /// should, in seconds, and what is kept of its output is its last 4 KiB, said to be cut.
    @Test(arguments: [[String](), ["--isolate"]])
    func aFloodOfOutputIsBoundedAndChangesNoVerdict(mode: [String]) throws {
        let sandbox = Sandbox()
        let bundle = sandbox.root.appendingPathComponent("bundle")
        let started = ContinuousClock.now
        let result = try Self.run(["--run-flooding-tests", "--result-bundle", bundle.path] + mode, sandbox: sandbox)
        #expect(ContinuousClock.now - started < .seconds(60))
        #expect(result.status == 1 && result.lines.last == "selftest: 5 passed, 1 failed", "\(result.lines.suffix(5))")
        #expect(
            result.lines.contains {
                $0.hasPrefix(
                    "[TEST][Flooding] [FAIL] floods both streams, and fails | expected: quiet | actual: flooded")
            })
        #expect(result.lines.count < 80, "the console shows a bounded tail: \(result.lines.count) lines")
        let junit = try String(contentsOf: bundle.appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(junit.count < 24_000, "\(junit.count) characters")
        #expect(
            junit.contains("<system-out>[… 8395") && junit.contains("bytes before]&#10;{&quot;kind&quot;"),
            "cut at a line's start: \(junit.prefix(1_500))")
        #expect(junit.contains("<system-err>[… 8395"), "\(junit.prefix(2_000))")
    }

    /// What a check printed travels with its result, standard output and standard error apart:
    /// shown under a failure on the console, and in JUnit's `system-out` and `system-err` for
    /// every check that printed, passing or not, with and without `--isolate`.
    @Test(arguments: [[String](), ["--isolate"]])
    func whatACheckPrintedIsShownWithItsFailureAndKeptInJUnit(mode: [String]) throws {
        let sandbox = Sandbox()
        let bundle = sandbox.root.appendingPathComponent("bundle")
        let result = try Self.run(["--run-noisy-tests", "--result-bundle", bundle.path] + mode, sandbox: sandbox)
        let failure = try #require(
            result.lines.firstIndex { $0.hasPrefix("[TEST][Noisy] [FAIL] prints a record saying it passed") })
        #expect(result.lines[failure + 1] == "[RUN] output of Noisy/prints a record saying it passed, and fails:")
        #expect(result.lines[failure + 2].hasPrefix(#"[RUN]   {"actual":"","check":"prints a record saying it passed"#))
        #expect(!result.lines.contains { $0.contains("raw-bytes") }, "a passing check's output was shown")
        let junit = try String(contentsOf: bundle.appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(
            junit.contains("<system-out>raw-bytes</system-out>")
                && junit.contains("<system-out>partial line</system-out>"), "\(junit)")
        #expect(
            junit.contains("<system-err>warning: rate for XYZ missing&#10;</system-err>")
                && !junit.contains("<system-out>warning"), "\(junit)")
        let warned = try #require(
            result.lines.firstIndex { $0.hasPrefix("[TEST][Noisy] [FAIL] warns on standard error") })
        #expect(
            Array(result.lines[(warned + 1)...].prefix(2)) == [
                "[RUN] standard error of Noisy/warns on standard error, and fails:",
                "[RUN]   warning: rate for XYZ missing",
            ], "\(result.lines)")
        #expect(
            try ProcessRunner.run(
                "/usr/bin/env", ["xmllint", "--noout", bundle.appendingPathComponent("junit.xml").path]
            ).status == 0)
    }

    /// The processes still running whose command line is `sleep SECONDS`.
    static func sleepers(_ seconds: String) -> [String] {
        ((try? FileManager().contentsOfDirectory(atPath: "/proc")) ?? []).filter { Int($0) != nil }.filter { pid in
            let command = (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/cmdline"))) ?? Data()
            return command.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }.suffix(2) == [
                "/bin/sleep", seconds,
            ]
        }
    }

    /// A check waiting on a process that holds its output is stopped at its timeout with that
    /// process, and a passing check's leftover process ends with its child: the launch ends with
    /// its closing line, in seconds, not when the processes would have.
    @Test(arguments: [["--check-timeout", "2"], ["--isolate", "--suite-timeout", "2"]])
    func aProcessACheckLeavesHoldingItsOutputNeitherHangsTheLaunchNorOutlivesIt(options: [String]) throws {
        let seconds = "\(40 + options.count)"
        let started = ContinuousClock.now
        let result = try Self.run(["--run-lingering-tests"] + options, environment: ["FIXTURE_LINGER_SECONDS": seconds])
        #expect(ContinuousClock.now - started < .seconds(25), "the launch waited for the lingering processes")
        #expect(result.status == 1)
        #expect(
            result.lines.contains { $0.hasPrefix("[TEST][Lingering] [FAIL]") && $0.contains("after 2 s") },
            "\(result.lines)")
        #expect(result.lines.last?.hasPrefix("selftest: ") == true, "no closing line: \(result.lines.suffix(3))")
        #expect(Self.sleepers(seconds) == [], "processes the checks started outlived the launch")
    }

    /// A check stopped at its timeout reports the time it ran, not 0.000.
    @Test func aTimedOutCheckReportsTheTimeItRan() throws {
        let sandbox = Sandbox()
        let bundle = sandbox.root.appendingPathComponent("bundle")
        _ = try Self.run(
            ["--run-sleeping-tests", "--check-timeout", "1", "--result-bundle", bundle.path], sandbox: sandbox)
        let junit = try String(contentsOf: bundle.appendingPathComponent("junit.xml"), encoding: .utf8)
        let time = try #require(
            junit.components(separatedBy: #"name="sleeps for a minute" time=""#).dropFirst().first?.prefix {
                $0 != "\""
            })
        #expect((Double(String(time)) ?? 0) >= 1.0, "time=\"\(time)\"")
    }

    @Test func checksDealtToTwoProcessesReportExactlyAsOneProcessDoesCrashIncluded() throws {
        let selection = ["--run-arithmetic-tests", "--run-crashing-tests", "--run-failing-tests"]
        let one = try Self.run(selection + ["--jobs", "1"])
        let two = try Self.run(selection + ["--jobs", "2"])
        #expect(two.status == 1 && one.status == 1)
        // Every line in the same order: checks, summaries, the isolation suite and the closing line.
        #expect(
            two.lines == one.lines,
            "one process:\n\(one.lines.joined(separator: "\n"))\ntwo:\n\(two.lines.joined(separator: "\n"))")
        let crash = try #require(
            two.lines.first { $0.hasPrefix("[TEST][Crashing] [FAIL] traps | expected: the check returns a verdict") })
        #expect(
            crash.contains("killed by signal 4 (SIGILL") && crash.contains("deliberate trap in the Crashing fixture"),
            "\(crash)")
        #expect(two.lines.contains("[TEST][Crashing] [PASS] runs after the crash"))
        #expect(
            two.lines.contains(
                "[TEST][Test isolation] [PASS] every self-test process's DataContainer stayed in its initial safe mode")
        )
    }

    @Test func theLaunchWaitsForEveryChildToExitSoNoneOutlivesIt() throws {
        let sandbox = Sandbox()
        let marker = sandbox.root.appendingPathComponent("child-exited").path
        // Each child waits half a second after its last record before it exits and leaves its file.
        let result = try Self.run(
            ["--run-arithmetic-tests", "--run-crashing-tests", "--jobs", "1"], sandbox: sandbox,
            environment: ["FIXTURE_CHILD_EXIT_MARKER": marker])
        let exited = try FileManager().contentsOfDirectory(atPath: sandbox.root.path).filter {
            $0.hasPrefix("child-exited-")
        }
        #expect(result.status == 1)
        // The child that trapped leaves no file; the one started after it, for the last check, must have exited.
        #expect(exited.count == 1, "files of exited children when the launch ended: \(exited)")
        #expect(result.lines.contains("[TEST][Test isolation] [PASS] run-scoped directory removed"))
    }

    @Test func aCheckThatCrashesOnceAndThenPassesIsFlakyWithRetry() throws {
        let sandbox = Sandbox()
        let marker = sandbox.root.appendingPathComponent("crashed-once")
        let bundle = sandbox.root.appendingPathComponent("bundle")
        let result = try Self.run(
            ["--run-crashing-tests", "--retry", "1", "--result-bundle", bundle.path], sandbox: sandbox,
            environment: ["FIXTURE_CRASH_ONCE_MARKER": marker.path])
        #expect(result.status == 0, "\(result.lines)")
        #expect(result.lines.contains("[TEST][Crashing] [PASS] traps"))
        #expect(result.lines.contains("[RUN] flaky: Crashing/traps failed 1 of 2 attempts"))
        let junit = try String(contentsOf: bundle.appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(
            junit.contains(#"<flakyError message="expected: the check returns a verdict | actual: killed by signal 4"#),
            "\(junit)")
        let events = try String(contentsOf: bundle.appendingPathComponent("events.jsonl"), encoding: .utf8)
        let flaky = events.split(separator: "\n").filter { $0.contains(#""event":"flaky""#) }
        #expect(
            flaky.count == 1 && flaky[0].contains(#""attempts":2,"#) && flaky[0].contains(#""failed":1,"#), "\(events)")

        try? FileManager().removeItem(at: marker)
        let strict = try Self.run(
            ["--run-crashing-tests", "--retry", "1", "--fail-on-flaky"], sandbox: sandbox,
            environment: ["FIXTURE_CRASH_ONCE_MARKER": marker.path])
        #expect(strict.status == 1)
        #expect(
            strict.lines.contains {
                $0.hasPrefix(
                    "[TEST][Crashing] [FAIL] traps | expected: passes on every attempt | actual: failed 1 of 2 attempts"
                )
            })
    }

    @Test func isolationCatchesAChildThatOpensTheRealStore() throws {
        let result = try Self.run(["--run-trespassing-tests", "--run-arithmetic-tests", "--isolate"])
        #expect(result.status == 1)
        #expect(
            result.lines.contains {
                $0.hasPrefix(
                    "[TEST][Test isolation] [FAIL] every self-test process's DataContainer stayed in its initial safe mode | expected: [] | actual: [\"Trespassing: ready at "
                )
            })
        #expect(
            result.lines.contains {
                $0.hasPrefix("[TEST][Test isolation] [FAIL] real data location unchanged | expected: absent")
            })
        #expect(result.lines.contains("[TEST][Test isolation] [PASS] DataContainer is still in its initial safe mode"))
    }

    @Test func spendropPassesWithEverySuiteIsolatedTwoAtATime() throws {
        let result = try SpendropBinary.run(
            ["--run-all-tests", "--isolate", "--jobs", "2"], environment: Sandbox().environment)
        #expect(result.status == 0, "\(result.lines.filter { $0.contains("[FAIL]") })")
        #expect(
            result.lines.contains(
                "[TEST][Test isolation] [PASS] every self-test process's DataContainer stayed in its initial safe mode")
        )
    }

    @Test func twoLaunchesAtOnceShareNoDirectoryAndBothPass() throws {
        let sandbox = Sandbox()
        let environment = sandbox.environment
        let results = try [0, 1].map { _ in
            Thread.detachedLaunch { try SpendropBinary.run(["--run-all-tests"], environment: environment) }
        }.map { try $0.value() }
        #expect(results.map(\.status) == [0, 0])
        #expect(try FileManager().contentsOfDirectory(atPath: sandbox.temporaryRoot.path) == [])
    }
}

/// A value computed on its own thread, for running two launches at the same time.
final class DetachedLaunch<Value>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var result: Result<Value, Error>?

    init(_ body: @escaping @Sendable () throws -> Value) {
        Thread.detachNewThread { [self] in
            result = Result(catching: body)
            done.signal()
        }
    }

    func value() throws -> Value {
        done.wait()
        return try result!.get()
    }
}

extension Thread {
    static func detachedLaunch<Value>(_ body: @escaping @Sendable () throws -> Value) -> DetachedLaunch<Value> {
        DetachedLaunch(body)
    }
}
