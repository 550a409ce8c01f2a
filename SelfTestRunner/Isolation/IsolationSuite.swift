import Foundation

/// The Test isolation suite every launch ends with (DESIGN §3): the checks of the program's
/// `IsolationWatching`, then the runner's own check that the run-scoped directory was removed.
///
/// Promises: the suite listed before a launch runs has the same checks, in the same order, with
/// the same names and locations, as the one that runs after its last suite.
struct IsolationSuite {
    static let name = "Test isolation"

    let watch: any IsolationWatching
    let fileManager: FileManager

    /// The suite for lists and reports made before it runs; `childProcesses` when the launch's
    /// checks run in child processes, which report their state.
    func listed(childProcesses: Bool) -> SelfTestSuite {
        suite(
            checks: IsolationSuite.listedChecks(of: watch, childReports: childProcesses ? [] : nil),
            runDirectory: URL(fileURLWithPath: "/"))
    }

    /// Takes the watch's baseline now, before the first suite; returns what builds the suite after
    /// the last, from the run-scoped directory and what the child processes reported (nil when
    /// the checks ran in this process).
    func begin() -> (_ runDirectory: URL, _ childReports: [ChildStateReport]?) -> SelfTestSuite {
        let checks = IsolationSuite.start(watch)
        return { runDirectory, childReports in suite(checks: checks(childReports), runDirectory: runDirectory) }
    }

    private static func listedChecks<Watch: IsolationWatching>(
        of watch: Watch, childReports: [ChildStateReport]?
    ) -> [SelfTestCheck] {
        watch.checks(baseline: nil, childReports: childReports)
    }

    private static func start<Watch: IsolationWatching>(_ watch: Watch) -> ([ChildStateReport]?) -> [SelfTestCheck] {
        let baseline = watch.baseline()
        return { childReports in watch.checks(baseline: baseline, childReports: childReports) }
    }

    private func suite(checks: [SelfTestCheck], runDirectory: URL) -> SelfTestSuite {
        let removed = SelfTestCheck("run-scoped directory removed") { [fileManager] _ in
            let exists = fileManager.fileExists(atPath: runDirectory.path)
            return CheckVerdict.that(
                !exists, expected: "absent", actual: exists ? "present" : "absent", runDirectory.path)
        }
        return SelfTestSuite(name: IsolationSuite.name, flags: [], checks: checks + [removed])
    }
}
