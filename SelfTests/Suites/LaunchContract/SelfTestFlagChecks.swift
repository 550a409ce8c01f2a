import Foundation
import SelfTestRunner

/// The self-test half of the launch contract: which arguments make a self-test launch, and that
/// suites only ever get folders inside their run-scoped directory.
enum SelfTestFlagChecks {
    static var all: [SelfTestCheck] {
        [
            SelfTestCheck("every suite flag is claimed by exactly one suite") { _ in
                let flags = SelfTestSuite.standardTable().flatMap(\.flags) + [RunnerArgumentParser.allSuitesFlag]
                let repeated = Dictionary(grouping: flags, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
                return .equal(repeated, [], "flags claimed twice")
            },
            SelfTestCheck("every suite flag starts a self-test launch, never the app") { _ in
                let flags = SelfTestSuite.standardTable().flatMap(\.flags) + [RunnerArgumentParser.allSuitesFlag]
                let reachingApp = flags.filter { !RunnerArgumentParser.isSelfTestLaunch([$0]) }
                return .equal(reachingApp, [], "flags that would fall through to the app")
            },
            SelfTestCheck("an unknown --run-…-tests flag is a self-test usage error") { _ in
                .all([
                    .equal(
                        RunnerArgumentParser.isSelfTestLaunch(["--run-foo-tests"]), true,
                        "detected as a self-test launch"),
                    .throwsError(RunnerUsageError.unknownSuiteFlag("--run-foo-tests"), "parsed") {
                        try RunnerArgumentParser(suites: SelfTestSuite.standardTable()).parse(["--run-foo-tests"])
                    },
                ])
            },
            SelfTestCheck("app commands do not start a self-test launch") { _ in
                let commands = [
                    ["home"], ["add", "30", "Mamak"], ["--help"], ["split", "30", "Dinner", "--with", "Aisyah"],
                ]
                return .equal(
                    commands.filter { RunnerArgumentParser.isSelfTestLaunch($0) }, [], "commands taken for self-tests")
            },
            SelfTestCheck("scratch folders are made inside the run-scoped directory") { context in
                let scratch = try context.makeScratchDirectory("../escape/attempt")
                let parent = scratch.deletingLastPathComponent().standardizedFileURL.path
                return .equal(
                    parent, context.runDirectory.standardizedFileURL.path, "parent of \(scratch.lastPathComponent)")
            },
        ]
    }
}
