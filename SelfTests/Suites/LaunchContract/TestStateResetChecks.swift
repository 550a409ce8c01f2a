#if DEBUG
import Foundation
import SelfTestRunner
import SpenDropApp

/// `-reset-state`: removes one run's directory and nothing else, twice as safely as once.
enum TestStateResetChecks {
    /// A temporary root in the check's scratch folder holding two runs' directories and a file
    /// beside them.
    struct Runs {
        let root: URL
        let fileManager = FileManager()

        init(_ context: SelfTestContext) throws {
            root = try context.makeScratchDirectory("uitest-root")
            for path in [
                "spendrop-uitest/run-a/data/spendrop.sqlite", "spendrop-uitest/run-a/preferences/preferences.json",
                "spendrop-uitest/run-b/preferences/preferences.json", "spendrop-uitest/sibling.txt",
            ] {
                let url = root.appendingPathComponent(path)
                try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data("x".utf8).write(to: url)
            }
        }

        func configuration(_ runID: String, reset: Bool = true) throws -> LaunchConfiguration {
            var arguments = [LaunchContract.Argument.uiTesting.rawValue]
            if reset { arguments.append(LaunchContract.Argument.resetState.rawValue) }
            return try LaunchConfiguration.parse(
                arguments: arguments,
                environment: [LaunchContract.EnvironmentKey.runID.rawValue: runID],
                temporaryRoot: root)
        }

        func exists(_ path: String) -> Bool {
            fileManager.fileExists(atPath: root.appendingPathComponent(path).path)
        }
    }

    /// A file manager whose removals always fail, as on a read-only or busy file system.
    final class RefusingFileManager: FileManager, @unchecked Sendable {
        struct Refusal: LocalizedError {
            var errorDescription: String? { "operation not permitted" }
        }

        override func removeItem(at url: URL) throws { throw Refusal() }
        override func removeItem(atPath path: String) throws { throw Refusal() }
    }

    static var all: [SelfTestCheck] {
        [
            SelfTestCheck("reset-state removes only that run's directory") { context in
                let runs = try Runs(context)
                let outcome = try UITestState.reset(runs.configuration("run-a"), fileManager: runs.fileManager)
                return .all([
                    .equal(
                        outcome, .removed(runs.root.appendingPathComponent("spendrop-uitest/run-a", isDirectory: true)),
                        "outcome"),
                    .equal(runs.exists("spendrop-uitest/run-a"), false, "run-a exists"),
                    .equal(
                        runs.exists("spendrop-uitest/run-b/preferences/preferences.json"), true,
                        "another run's suite exists"),
                    .equal(runs.exists("spendrop-uitest/sibling.txt"), true, "the file beside the runs exists"),
                ])
            },
            SelfTestCheck("reset-state is idempotent") { context in
                let runs = try Runs(context)
                let configuration = try runs.configuration("run-a")
                let first = try UITestState.reset(configuration, fileManager: runs.fileManager)
                let second = try UITestState.reset(configuration, fileManager: runs.fileManager)
                let neverMade = try UITestState.reset(runs.configuration("run-z"), fileManager: runs.fileManager)
                return .all([
                    .equal(first, .removed(configuration.uiTesting!.runDirectory), "first reset"),
                    .equal(second, .nothingToRemove(configuration.uiTesting!.runDirectory), "second reset"),
                    .equal(
                        neverMade, .nothingToRemove(try runs.configuration("run-z").uiTesting!.runDirectory),
                        "a run never made"),
                    .equal(runs.exists("spendrop-uitest/run-b"), true, "run-b exists"),
                ])
            },
            SelfTestCheck("without -reset-state nothing is removed") { context in
                let runs = try Runs(context)
                return .all([
                    .equal(
                        try UITestState.reset(runs.configuration("run-a", reset: false), fileManager: runs.fileManager),
                        .notRequested, "UI testing without reset"),
                    .equal(
                        try UITestState.reset(.standard, fileManager: runs.fileManager), .notRequested, "the user's app"
                    ),
                    .equal(runs.exists("spendrop-uitest/run-a/data/spendrop.sqlite"), true, "run-a's store exists"),
                ])
            },
            SelfTestCheck("a failed deletion stops the reset with the path and the reason") { context in
                let runs = try Runs(context)
                let configuration = try runs.configuration("run-a")
                return .all([
                    .throwsError(
                        UITestState.ResetError.removalFailed(
                            path: configuration.uiTesting!.runDirectory.path,
                            reason: "operation not permitted"), "reset"
                    ) {
                        try UITestState.reset(configuration, fileManager: RefusingFileManager())
                    },
                    .equal(runs.exists("spendrop-uitest/run-a"), true, "run-a exists"),
                ])
            },
            SelfTestCheck("a symbolic link in place of the runs folder is refused and its target kept") { context in
                let root = try context.makeScratchDirectory("uitest-linked")
                let elsewhere = try context.makeScratchDirectory("elsewhere")
                let fileManager = FileManager()
                try fileManager.createDirectory(
                    at: elsewhere.appendingPathComponent("run-a"), withIntermediateDirectories: true)
                try fileManager.createSymbolicLink(
                    at: root.appendingPathComponent("spendrop-uitest"), withDestinationURL: elsewhere)
                let configuration = try LaunchConfiguration.parse(
                    arguments: [
                        LaunchContract.Argument.uiTesting.rawValue, LaunchContract.Argument.resetState.rawValue,
                    ],
                    environment: [LaunchContract.EnvironmentKey.runID.rawValue: "run-a"], temporaryRoot: root)
                return .all([
                    .throwsError(
                        UITestState.ResetError.unsafeLocation(
                            path: configuration.uiTesting!.runsDirectory.path,
                            found: "a symbolic link"), "reset"
                    ) {
                        try UITestState.reset(configuration, fileManager: fileManager)
                    },
                    .equal(
                        fileManager.fileExists(atPath: elsewhere.appendingPathComponent("run-a").path), true,
                        "link target's run-a exists"),
                ])
            },
        ]
    }
}
#endif
