import Foundation
import SelfTestRunner
import SelfTests
import Testing

/// What a person at a terminal gets from the runner: colour where it can be seen, a short mode
/// for long runs, the failures recapped with their values quoted or diffed, names found whatever
/// their case, listings for tools, and a hint when the real store changed under the launch.
@Suite struct RunnerConsoleTests {
    static func run(
        _ arguments: [String], sandbox: Sandbox = Sandbox(), environment: [String: String] = [:]
    ) throws -> SpendropBinary.Result {
        try RunnerReportTests.run(arguments, sandbox: sandbox, environment: environment)
    }

    static let escape = "\u{1B}["

    /// Colour on a terminal (the launch run under `script`, which gives it one), none in a pipe,
    /// none with NO_COLOR; `--color always` and `never` decide whatever the output is.
    @Test func colourShowsOnATerminalOnlyAndNoColorTurnsItOff() throws {
        let sandbox = Sandbox()
        let piped = try Self.run(["--run-failing-tests"], sandbox: sandbox)
        #expect(!piped.output.contains(Self.escape), "\(piped.output)")
        let forced = try Self.run(["--run-failing-tests", "--color", "always"], sandbox: sandbox)
        #expect(
            forced.output.contains("[TEST][Failing] \(Self.escape)32m[PASS]\(Self.escape)0m passes"), "\(forced.output)"
        )
        #expect(forced.output.contains("\(Self.escape)31m[FAIL]\(Self.escape)0m"))
        let fixture = SpendropBinary.url(SpendropBinary.runnerFixture).path
        func onTerminal(_ environment: [String: String], _ extra: String = "") throws -> String {
            let command = "\(fixture) --run-arithmetic-tests \(extra)"
            let result = try ProcessRunner.run(
                "/usr/bin/env",
                sandbox.environment.merging(environment) { _, given in given }
                    .map { "\($0.key)=\($0.value)" } + ["script", "-qec", command, "/dev/null"])
            return result.output
        }
        // NO_COLOR empty counts as unset (no-color.org), whatever the environment running the tests says.
        let terminal = try onTerminal(["NO_COLOR": ""])
        #expect(terminal.contains("\(Self.escape)32m[PASS]"), "a terminal gets colour: \(terminal)")
        #expect(try !onTerminal(["NO_COLOR": "1"]).contains(Self.escape), "NO_COLOR turns it off")
        #expect(try !onTerminal(["NO_COLOR": ""], "--color never").contains(Self.escape))
        let bad = try Self.run(["--run-arithmetic-tests", "--color", "sometimes"], sandbox: sandbox)
        #expect(bad.status == 2 && bad.errors.contains("it is auto, always or never"), "\(bad.errors)")
    }

    /// `--failures-only` leaves out every passing check's line, and every launch with failures
    /// ends with them recapped: id, declaration, values quoted, a multi-line value line by line.
    @Test func failuresOnlyLeavesOutPassesAndTheRecapQuotesAndDiffsTheValues() throws {
        let run = try Self.run(["--run-odd-names-tests", "--run-arithmetic-tests", "--failures-only"])
        #expect(run.status == 1)
        #expect(!run.lines.contains { $0.contains("] [PASS] ") }, "\(run.lines)")
        #expect(run.lines.contains("[SUITE_SUMMARY] Arithmetic: 3/3 PASSED"))
        #expect(run.lines.filter { $0.hasPrefix("[TEST][Odd names] [FAIL] ") }.count == 2)
        let recap = Array(run.lines.drop { $0 != "[RUN] 2 checks failed:" })
        #expect(recap.count > 1, "\(run.lines)")
        #expect(
            recap.contains(#"[RUN]     expected: "RM 15.01""#) && recap.contains(#"[RUN]     actual:   "RM 15.00""#),
            "\(recap)")
        #expect(
            recap.contains {
                $0.hasPrefix(
                    #"[RUN]   Odd names/quotes "Aisyah" <b>owes</b> C:\receipts (at Tests/RunnerFixture/FixtureTable.swift:"#
                )
            })
        let diff = recap.drop { $0 != "[RUN]     expected (-) and actual (+), line by line:" }.dropFirst().prefix(5)
        #expect(
            Array(diff) == [
                "[RUN]         KEDAI MAJU", "[RUN]         ITEM A 5.00", "[RUN]       - TOTAL RM 12.00",
                "[RUN]       + TOTAL RM 12.50", "[RUN]         CASH RM 20.00",
            ], "\(recap)")
        #expect(run.lines.last == "selftest: 10 passed, 2 failed")
        let passing = try Self.run(["--run-arithmetic-tests"])
        #expect(!passing.lines.contains { $0.contains("failed:") })
    }

    /// As `swift test --filter Splits` selects a suite: a bare suite or check name, any case.
    @Test func filterAndSkipTakeABareSuiteOrCheckNameInAnyCase() {
        func ran(_ arguments: [String]) -> [String] {
            // `[TEST][Beta] [FAIL] rounds half up | expected: …` → `Beta/rounds half up`.
            CapturedLaunch.run(SyntheticSuites.mixed, arguments: arguments).lines.filter {
                $0.hasPrefix("[TEST][") && !$0.hasPrefix("[TEST][Test isolation]")
            }
            .map { line in
                let suite = line.dropFirst("[TEST][".count).prefix { $0 != "]" }
                let check = line.dropFirst("[TEST][\(suite)] [PASS] ".count).components(separatedBy: " | ")[0]
                return "\(suite)/\(check)"
            }
        }
        #expect(ran(["--filter", "beta"]) == ["Beta/keeps order", "Beta/rounds half up", "Beta/reads the file"])
        #expect(ran(["--filter", "ROUNDS HALF UP"]) == ["Beta/rounds half up"])
        #expect(ran(["--filter", "*order*"]) == ["Beta/keeps order"])
        #expect(ran(["--skip", "alpha", "--skip", "Beta"]) == ["Gamma/splits evenly"])
        #expect(ran(["--filter", "Alpha/adds"]) == ["Alpha/adds"], "a whole id still selects exactly its check")
        #expect(
            CapturedLaunch.run(SyntheticSuites.mixed, arguments: ["--filter", "alph"]).status == 69,
            "a name is matched whole, not in part")
    }

    /// Two checks of one name in a suite would share an id, so filters, reruns and reports would
    /// mix their results: such a table is refused before anything runs, both places named.
    @Test func aTableWithTwoChecksOfOneNameIsRefusedBeforeAnythingRuns() {
        let table = [
            SelfTestSuite(
                name: "Splits", flags: ["--run-split-tests"],
                checks: [
                    SelfTestCheck("splits evenly") { _ in .equal(1, 1) },
                    SelfTestCheck("splits evenly") { _ in .equal(1, 2) },
                ])
        ]
        let launch = CapturedLaunch.run(table, arguments: ["--run-all-tests"])
        #expect(launch.status == 2 && launch.output.isEmpty)
        #expect(
            launch.errors.contains(
                "the suite 'Splits' has two checks named 'splits evenly' (at Tests/SpenDropTests/Process/RunnerConsoleTests.swift:"
            ), "\(launch.errors)")
        let twoSuites = CapturedLaunch.run(
            SyntheticSuites.allPassing + SyntheticSuites.allPassing, arguments: ["--run-all-tests"])
        #expect(
            twoSuites.status == 2 && twoSuites.errors.contains("two suites are named 'Alpha'"), "\(twoSuites.errors)")
        #expect(SelfTestSuite.tableProblem(SelfTestSuite.standardTable()) == nil, "spendrop's own table")
    }

    @Test func listSuitesAsJSONGivesEachSuitesFlagsAndItsChecks() throws {
        let listed = try Self.run(["--run-arithmetic-tests", "--run-failing-tests", "--list-suites", "--json"])
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(listed.output.utf8)) as? [[String: Any]])
        #expect(rows.map { $0["name"] as? String } == ["Arithmetic", "Failing", "Test isolation"])
        #expect(rows.map { $0["checks"] as? Int } == [3, 2, 5])
        #expect(
            rows.first?["flags"] as? [String] == ["--run-arithmetic-tests"] && rows.last?["flags"] as? [String] == [])
    }

    /// The real store changed by a program beside the launch (no self-test process opened one):
    /// Test isolation still fails, and says where the change most likely came from.
    @Test func isolationFailingWhileNoCheckOpenedAStoreHintsAtAnotherProgram() throws {
        let neighbour = try Self.run(["--run-neighbour-tests"])
        #expect(neighbour.status == 1)
        let line = try #require(
            neighbour.lines.first { $0.hasPrefix("[TEST][Test isolation] [FAIL] real data location unchanged") })
        #expect(
            line.contains("neighbour.txt") && line.contains("so another program changed it while the checks ran"),
            "\(line)")
        let trespass = try Self.run(["--run-trespassing-tests"])
        let opened = try #require(
            trespass.lines.first { $0.hasPrefix("[TEST][Test isolation] [FAIL] real data location unchanged") })
        #expect(!opened.contains("another program"), "a check that opened the store gets no such hint: \(opened)")
    }
}
