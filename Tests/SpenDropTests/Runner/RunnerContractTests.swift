import SelfTestRunner
import SelfTests
import SpenDropApp
import Testing

/// The runner's output grammar, counts and exit statuses over synthetic suite tables (DESIGN §3).
@Suite struct RunnerContractTests {
    @Test func everyLineFollowsTheGrammarAndCountsAddUp() throws {
        let launch = CapturedLaunch.run(SyntheticSuites.mixed, arguments: ["--run-all-tests"])

        for line in launch.lines {
            let known =
                OutputGrammarPatterns.isTestLine(line) || OutputGrammarPatterns.summary(line) != nil
                || OutputGrammarPatterns.closing(line) != nil || OutputGrammarPatterns.isInfoLine(line)
            #expect(known, "line outside the grammar: \(line)")
        }
        let summaries = launch.lines.compactMap(OutputGrammarPatterns.summary)
        #expect(summaries.map(\.suite) == ["Alpha", "Beta", "Gamma", "Test isolation"])
        #expect(summaries.map(\.passed) == [2, 1, 1, 4])
        #expect(summaries.map(\.total) == [2, 3, 1, 4])
        let closing = try #require(launch.lines.last.flatMap(OutputGrammarPatterns.closing))
        #expect(closing.passed == 8)
        #expect(closing.failed == 2)
        #expect(launch.status == 1)
    }

    @Test func aFailingCheckPrintsExpectedActualAndDetails() {
        let launch = CapturedLaunch.run(SyntheticSuites.mixed, arguments: ["--run-beta-tests"])
        let rounds = SourceLine.of("\"rounds half up\"", in: SourceLine.syntheticSuites)
        let reads = SourceLine.of("\"reads the file\"", in: SourceLine.syntheticSuites)
        #expect(
            launch.lines.contains(
                "[TEST][Beta] [FAIL] rounds half up | expected: 4 | actual: 3 | RM 0.005 rounds to RM 0.01 "
                    + "(at \(SourceLine.syntheticSuites):\(rounds))"))
        #expect(
            launch.lines.contains(
                "[TEST][Beta] [FAIL] reads the file | expected: no error | actual: threw Failure: synthetic failure "
                    + "| the check could not complete (at \(SourceLine.syntheticSuites):\(reads))"))
        #expect(launch.status == 1)
    }

    @Test func allPassingExitsZero() {
        let launch = CapturedLaunch.run(SyntheticSuites.allPassing, arguments: ["--run-all-tests"])
        #expect(launch.status == 0)
        #expect(launch.lines.last == "selftest: 7 passed, 0 failed")
        #expect(launch.errors.isEmpty)
    }

    @Test func severalFlagsRunInTableOrderWithIsolationLast() {
        let launch = CapturedLaunch.run(SyntheticSuites.mixed, arguments: ["--run-gamma-tests", "--run-alpha-tests"])
        let suites = launch.lines.compactMap(OutputGrammarPatterns.summary).map(\.suite)
        #expect(suites == ["Alpha", "Gamma", "Test isolation"])
        let testLineSuites = launch.lines.filter(OutputGrammarPatterns.isTestLine).map {
            $0.split(separator: "]")[1].dropFirst()
        }
        #expect(testLineSuites.first == "Alpha")
        #expect(testLineSuites.last == "Test isolation")
    }

    @Test(arguments: [
        (["--run-foo-tests"], "unknown self-test flag '--run-foo-tests'"),
        (["--run-alpha-tests", "--frobnicate"], "unknown option '--frobnicate'"),
        (["--run-alpha-tests", "--filter"], "'--filter' needs a value"),
        (["--run-alpha-tests", "home"], "'home' cannot be combined with self-test flags"),
        (["--run-alpha-test"], "unknown self-test flag '--run-alpha-test'; did you mean '--run-alpha-tests'?"),
        (["--run-all-test"], "unknown self-test flag '--run-all-test'; did you mean '--run-all-tests'?"),
        (
            ["--run-alpha-tests", "--filtr", "x"],
            "unknown option '--filtr' in a self-test launch; did you mean '--filter'?"
        ),
        (["--run-alpha-tests", "--shufle"], "did you mean '--shuffle'?"),
    ])
    func usageErrorsExitTwoWithOneLineAndRunNothing(arguments: [String], reason: String) {
        let launch = CapturedLaunch.run(SyntheticSuites.mixed, arguments: arguments)
        #expect(launch.status == 2)
        #expect(launch.output.isEmpty)
        #expect(launch.errorLines.count == 1)
        #expect(launch.errors.contains(reason))
    }

    /// The runner keeps its exit statuses itself, knowing nothing of spendrop: they are the ones
    /// spendrop's one list, `ExitStatus`, gives a self-test launch.
    @Test func theRunnersExitStatusesAreTheOnesExitStatusLists() {
        #expect(SelfTestExitCode.passed == ExitStatus.success.rawValue)
        #expect(SelfTestExitCode.failed == ExitStatus.failure.rawValue)
        #expect(SelfTestExitCode.usage == ExitStatus.usage.rawValue)
        #expect(SelfTestExitCode.noMatch == ExitStatus.nothingMatched.rawValue)
    }

    @Test func aSelectionWithNoCheckExits69() {
        let launch = CapturedLaunch.run(SyntheticSuites.mixed, arguments: ["--run-alpha-tests", "--filter", "Beta/*"])
        #expect(launch.status == 69)
        #expect(launch.output.isEmpty)
        #expect(launch.errorLines.count == 1)
    }

    @Test func filterAndSkipSelectBySuiteSlashCheck() {
        let launch = CapturedLaunch.run(
            SyntheticSuites.mixed,
            arguments: ["--filter", "*/s*", "--filter", "Beta/keeps ?rder", "--skip", "Gamma/*"])
        let checks = launch.lines.filter(OutputGrammarPatterns.isTestLine).filter {
            !$0.hasPrefix("[TEST][Test isolation]")
        }
        #expect(checks == ["[TEST][Alpha] [PASS] subtracts", "[TEST][Beta] [PASS] keeps order"])
        #expect(launch.status == 0)
    }

    @Test func listingsHonourFiltersAndRunNothing() {
        let suites = CapturedLaunch.run(SyntheticSuites.mixed, arguments: ["--list-suites", "--skip", "Beta/*"])
        #expect(suites.lines == ["Alpha", "Gamma", "Test isolation"])
        let tests = CapturedLaunch.run(SyntheticSuites.mixed, arguments: ["--list-tests", "--run-beta-tests"])
        #expect(Array(tests.lines.prefix(3)) == ["Beta/keeps order", "Beta/rounds half up", "Beta/reads the file"])
        #expect(tests.status == 0)
    }

    @Test func theTestListIsEveryCheckARunReportsTestIsolationIncluded() {
        let listed = CapturedLaunch.run(SyntheticSuites.mixed, arguments: ["--list-tests", "--run-beta-tests"]).lines
        let ran = CapturedLaunch.run(SyntheticSuites.mixed, arguments: ["--run-beta-tests"]).lines.compactMap {
            line -> String? in
            // [TEST][Suite] [PASS] name, or [FAIL] name | expected …
            guard line.hasPrefix("[TEST]["), let suiteEnd = line.range(of: "] [") else { return nil }
            let suite = line[line.index(line.startIndex, offsetBy: 7)..<suiteEnd.lowerBound]
            let rest = line[suiteEnd.upperBound...].drop { $0 != "]" }.dropFirst(2)
            return "\(suite)/\(rest.components(separatedBy: " | ").first ?? "")"
        }
        #expect(listed == ran, "listed \(listed.count), ran \(ran.count)")
        #expect(listed.last == "Test isolation/run-scoped directory removed")
    }
}
