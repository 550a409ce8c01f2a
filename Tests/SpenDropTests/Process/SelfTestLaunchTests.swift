import Foundation
import Testing

/// The built binary's self-test launches, end to end, as CI runs them.
@Suite struct SelfTestLaunchTests {
    @Test func runAllTestsPrintsOnlyGrammarLinesAndPasses() throws {
        let sandbox = Sandbox()
        let result = try SpendropBinary.run(["--run-all-tests"], environment: sandbox.environment)
        #expect(result.status == 0, "\(result.output)\(result.errors)")
        for line in result.lines {
            let known =
                OutputGrammarPatterns.isTestLine(line) || OutputGrammarPatterns.summary(line) != nil
                || OutputGrammarPatterns.closing(line) != nil
            #expect(known, "line outside the grammar: \(line)")
        }
        let summaries = result.lines.compactMap(OutputGrammarPatterns.summary)
        #expect(summaries.last?.suite == "Test isolation")
        #expect(Set(summaries.map(\.suite)).count == summaries.count, "one summary per suite")
        #expect(OutputGrammarPatterns.closing(result.lines.last ?? "")?.failed == 0)
    }

    /// `--run-tests` reads like the whole gate but selects the Parser suite: help says so, and so
    /// does the launch's first line.
    @Test func runTestsSaysItRunsOnlyTheParserSuite() throws {
        let sandbox = Sandbox()
        let help = try SpendropBinary.run(["help"], environment: sandbox.environment)
        #expect(
            help.output.contains(
                "--run-tests                   only the Parser suite, not every suite (every suite: --run-all-tests)"),
            "\(help.output)")
        let launch = try SpendropBinary.run(["--run-tests"], environment: sandbox.environment)
        #expect(launch.lines.first == "[RUN] --run-tests runs the Parser suite only; --run-all-tests runs every suite")
        #expect(
            !launch.lines.contains {
                $0.hasPrefix("[SUITE_SUMMARY] ") && !$0.hasPrefix("[SUITE_SUMMARY] Parser:")
                    && !$0.hasPrefix("[SUITE_SUMMARY] Test isolation:")
            })
    }

    /// `--help` beside a runner word shows the runner's help and exits 0, running nothing; a
    /// misspelt suite flag is the runner's to answer, with the flag it most likely meant.
    @Test func runnerHelpExitsZeroAndAMisspeltFlagGetsASuggestion() throws {
        let sandbox = Sandbox()
        let help = try SpendropBinary.run(["--run-all-tests", "--help"], environment: sandbox.environment)
        #expect(help.status == 0)
        #expect(help.output.contains("Runner options") && !help.output.contains("[TEST]"), "\(help.output)")
        let misspelt = try SpendropBinary.run(["--run-all-test"], environment: sandbox.environment)
        #expect(misspelt.status == 2)
        #expect(misspelt.errors.contains("did you mean '--run-all-tests'?"), "\(misspelt.errors)")
    }

    @Test func anUnknownSuiteFlagExitsTwoAndNeverReachesTheApp() throws {
        let sandbox = Sandbox()
        let result = try SpendropBinary.run(["--run-foo-tests"], environment: sandbox.environment)
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(result.errors.split(separator: "\n").count == 1)
        #expect(!FileManager().fileExists(atPath: sandbox.home.appendingPathComponent("data").path))
    }

    @Test func anUnknownAppFlagExitsTwo() throws {
        let result = try SpendropBinary.run(["--frobnicate"], environment: Sandbox().environment)
        #expect(result.status == 2)
        #expect(result.errors.contains("unknown option '--frobnicate'"))
    }

    @Test func aSelectionWithNoCheckExits69() throws {
        let result = try SpendropBinary.run(
            ["--run-financial-tests", "--filter", "Nothing/*"], environment: Sandbox().environment)
        #expect(result.status == 69)
        #expect(result.output.isEmpty)
        #expect(result.errors.split(separator: "\n").count == 1)
    }
}
