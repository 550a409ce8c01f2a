import Foundation
import SelfTestRunner
import SelfTests
import Testing

/// The runner options of DESIGN §3 that run in one process, over synthetic suite tables.
@Suite struct RunnerOptionTests {
    /// Twelve passing checks in three suites: enough for shuffles and shards to differ.
    static var wide: [SelfTestSuite] {
        ["North", "South", "East"].map { suite in
            SyntheticSuites.passing(
                suite, flag: "--run-\(suite.lowercased())-tests", checks: (1...4).map { "check \($0)" })
        }
    }

    static func checkIDs(_ launch: CapturedLaunch) -> [String] {
        launch.lines.filter { $0.hasPrefix("[TEST]") && !$0.hasPrefix("[TEST][Test isolation]") }.map { line in
            let suite = line.dropFirst("[TEST][".count).prefix { $0 != "]" }
            let marker = line.range(of: "] [PASS] ") ?? line.range(of: "] [FAIL] ")!
            return "\(suite)/\(line[marker.upperBound...].components(separatedBy: " | ")[0])"
        }
    }

    @Test func failFastStopsAfterTheFirstFailureAndSaysHowManyDidNotRun() {
        let launch = CapturedLaunch.run(SyntheticSuites.mixed, arguments: ["--run-all-tests", "--fail-fast"])
        #expect(
            RunnerOptionTests.checkIDs(launch) == [
                "Alpha/adds", "Alpha/subtracts", "Beta/keeps order", "Beta/rounds half up",
            ])
        #expect(launch.lines.contains("[RUN] fail-fast: stopped after the first failure; 2 checks did not run"))
        #expect(launch.lines.contains("[SUITE_SUMMARY] Beta: 1/2 PASSED"))
        #expect(!launch.lines.contains { $0.hasPrefix("[SUITE_SUMMARY] Gamma") })
        #expect(launch.lines.contains("[SUITE_SUMMARY] Test isolation: 4/4 PASSED"))
        #expect(launch.lines.last == "selftest: 7 passed, 1 failed")
        #expect(launch.status == 1)
    }

    @Test func theSameSeedGivesTheSameOrderAndTheSeedIsPrinted() throws {
        let first = CapturedLaunch.run(Self.wide, arguments: ["--shuffle"], seed: 99)
        #expect(first.lines.first == "[RUN] shuffle seed 99 (repeat this order with --seed 99)")
        let again = CapturedLaunch.run(Self.wide, arguments: ["--seed", "99"], seed: 1)
        let other = CapturedLaunch.run(Self.wide, arguments: ["--seed", "100"])
        let tableOrder = CapturedLaunch.run(Self.wide, arguments: ["--run-all-tests"])
        #expect(Self.checkIDs(first) == Self.checkIDs(again))
        #expect(Self.checkIDs(first) != Self.checkIDs(tableOrder))
        #expect(Self.checkIDs(first) != Self.checkIDs(other))
        #expect(Set(Self.checkIDs(first)) == Set(Self.checkIDs(tableOrder)))
        #expect(
            first.lines.filter { $0.hasPrefix("[SUITE_SUMMARY]") }.last == "[SUITE_SUMMARY] Test isolation: 4/4 PASSED")
    }

    @Test func aCheckThatFailsInAnyIterationFailsTheLaunch() {
        final class Counter { var calls = 0 }
        let counter = Counter()
        let flaky = SelfTestSuite(
            name: "Flaky", flags: ["--run-flaky-tests"],
            checks: [
                SelfTestCheck("passes only the first time") { _ in
                    counter.calls += 1
                    return .equal(counter.calls, 1)
                }
            ])
        let launch = CapturedLaunch.run([flaky], arguments: ["--repeat", "3"])
        #expect(
            launch.lines.filter { $0.hasPrefix("[RUN] iteration") } == [
                "[RUN] iteration 1 of 3", "[RUN] iteration 2 of 3", "[RUN] iteration 3 of 3",
            ])
        #expect(launch.lines.filter { $0.hasPrefix("[TEST][Flaky]") }.count == 3)
        #expect(launch.lines.last == "selftest: 5 passed, 2 failed")
        #expect(launch.status == 1)
    }

    @Test(arguments: 1...5)
    func shardsTogetherRunEveryCheckExactlyOnce(count: Int) {
        var seen: [String] = []
        for index in 0..<count {
            let launch = CapturedLaunch.run(
                Self.wide, arguments: ["--shard-index", "\(index)", "--shard-count", "\(count)"])
            #expect(launch.status == 0)
            #expect(
                launch.lines.contains("[SUITE_SUMMARY] Test isolation: 4/4 PASSED"), "isolation runs in shard \(index)")
            seen += Self.checkIDs(launch)
        }
        let everything = Self.checkIDs(CapturedLaunch.run(Self.wide, arguments: ["--run-all-tests"]))
        #expect(seen.sorted() == everything.sorted())
        #expect(Set(seen).count == seen.count)
    }

    @Test func shardingComesFromGoogleTestAndBazelVariablesAndTouchesTheStatusFile() throws {
        let sandbox = Sandbox()
        let status = sandbox.root.appendingPathComponent("shard-status")
        let google = CapturedLaunch.run(
            Self.wide, arguments: ["--run-all-tests"], sandbox: sandbox,
            environment: [
                "GTEST_SHARD_INDEX": "1", "GTEST_TOTAL_SHARDS": "4",
                "GTEST_SHARD_STATUS_FILE": status.path,
            ])
        #expect(Self.checkIDs(google) == ["North/check 2", "South/check 2", "East/check 2"])
        #expect(FileManager().fileExists(atPath: status.path))
        let bazel = CapturedLaunch.run(
            Self.wide, arguments: ["--run-all-tests"],
            environment: ["TEST_SHARD_INDEX": "0", "TEST_TOTAL_SHARDS": "6"])
        #expect(Self.checkIDs(bazel) == ["North/check 1", "South/check 3"])
        let flagsWin = CapturedLaunch.run(
            Self.wide, arguments: ["--shard-index", "0", "--shard-count", "12"],
            environment: ["GTEST_SHARD_INDEX": "1", "GTEST_TOTAL_SHARDS": "4"])
        #expect(Self.checkIDs(flagsWin) == ["North/check 1"])
    }

    @Test(arguments: [
        (["--shard-index", "3", "--shard-count", "3"], [String: String](), "must be less than the shard count 3"),
        (["--shard-index", "0"], [:], "'--shard-count' needs a value"),
        (
            ["--run-all-tests"], ["GTEST_SHARD_INDEX": "2", "GTEST_TOTAL_SHARDS": "2"],
            "must be less than the shard count 2"
        ),
        (["--repeat", "0"], [:], "bad value '0' for '--repeat'"),
        (["--seed", "-4"], [:], "bad value '-4' for '--seed'"),
        (["--jobs", "0"], [:], "bad value '0' for '--jobs'"),
        (["--suite-timeout", "5"], [:], "'--suite-timeout' works only with --isolate"),
        (["--suite-timeout", "abc", "--isolate"], [:], "bad value 'abc' for '--suite-timeout'"),
        (["--check-timeout", "-1"], [:], "bad value '-1' for '--check-timeout'"),
        (["--check-timeout", "5", "--isolate"], [:], "'--check-timeout' does not work with --isolate"),
    ])
    func badRunnerValuesExitTwo(arguments: [String], environment: [String: String], reason: String) {
        let launch = CapturedLaunch.run(Self.wide, arguments: arguments, environment: environment)
        #expect(launch.status == 2)
        #expect(launch.output.isEmpty)
        #expect(launch.errors.contains(reason), "\(launch.errors)")
    }

    @Test func durationsAddTimesAndASlowestList() {
        let launch = CapturedLaunch.run(SyntheticSuites.allPassing, arguments: ["--durations"])
        let checkLines = launch.lines.filter { $0.hasPrefix("[TEST]") }
        #expect(checkLines.allSatisfy { $0.wholeMatch(of: /.* \(\d+\.\d\d ms\)/) != nil })
        let slowest = launch.lines.firstIndex(of: "[RUN] slowest checks:")
        #expect(slowest != nil)
        #expect(launch.lines.last == "selftest: 7 passed, 0 failed")
    }
}
