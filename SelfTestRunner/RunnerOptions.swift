/// What a self-test launch asked for, parsed from its arguments (and the sharding environment)
/// against a suite table.
///
/// Promises: parsing is pure (no I/O); `selectedSuiteNames` is empty only when no suite flag was
/// given, which selects every suite; every number has been range-checked.
public struct RunnerOptions: Equatable, Sendable {
    public var selectedSuiteNames: Set<String> = []
    public var filters: [GlobPattern] = []
    public var skips: [GlobPattern] = []
    public var listSuites = false
    public var listTests = false
    /// `--help` (or `-h`) beside a runner word: the runner's help, exit 0.
    public var showHelp = false
    public var failFast = false
    /// Set by `--shuffle` or `--seed`; nil means table order.
    public var shuffle = false
    public var seed: UInt64?
    public var repetitions = 1
    public var shard: ShardSelection?
    public var resultBundlePath: String?
    public var isolate = false
    /// `--jobs N`: processes at once (suites with `--isolate`, children claiming checks without); nil
    /// when not given.
    public var jobs: Int?
    public var suiteTimeoutSeconds: Double?
    /// `--check-timeout S`: without `--isolate`, a check still running after S seconds is failed, its
    /// process stopped, and the checks after it run in a fresh one; nil (`0`) for no limit.
    public var checkTimeoutSeconds: Double? = RunnerOptions.defaultCheckTimeoutSeconds
    /// A check that runs five minutes has hung: no check of spendrop's takes a tenth of that.
    public static let defaultCheckTimeoutSeconds: Double = 300
    public var durations = false
    /// `--failures-only`: a passing check prints no line.
    public var failuresOnly = false
    /// `--color`: nil for auto (a terminal without NO_COLOR), true for always, false for never.
    public var colour: Bool?
    /// `--retry N`: run a failed check again up to N times; one that then passes is flaky.
    public var retries = 0
    /// `--fail-on-flaky`: a flaky check fails the launch.
    public var failOnFlaky = false
    /// `--rerun-failed DIR`: only the checks that failed or did not run in that earlier bundle.
    public var rerunFailedBundle: String?
    /// The ids `--rerun-failed` found to run again, once its bundle has been read.
    public var rerunIDs: Set<String>?
    /// `--event-stream-output-path PATH`: records in swift-testing's JSON event stream form.
    public var eventStreamPath: String?
    /// `--xunit-output PATH`: the JUnit file alone.
    public var xunitPath: String?
    /// `--junit-strict`: JUnit within junit-10.xsd (no `file`/`line` on a testcase, no `skipped` on `testsuites`).
    public var junitStrict = false
    /// `--json` with `--list-tests`: ids, suites, names and locations as JSON; with `--list-suites`,
    /// each suite's name, flags and planned checks.
    public var listJSON = false
    /// Internal: this process is one suite's child of an `--isolate` launch, running the suite
    /// named `childSuite` in the folder `childRunDirectory` that the parent made for it.
    public var isolatedChild = false
    public var childSuite: String?
    public var childRunDirectory: String?
    /// The places in `childSuite`'s table of the checks the child runs, in order; nil for the plan's.
    public var childChecks: [Int]?
    /// Internal: this process runs checks of the plan for its supervising parent (the default
    /// launch): the `resumeAt`-th of all iterations first when given (a crashed check run again),
    /// then each check it claims from the counter file at `claimsPath` until none is left.
    public var supervisedChild = false
    public var resumeAt: Int?
    public var claimsPath: String?

    public init() {}

    /// Whether the check `Suite/check` is selected by the suite flags, filters and skips.
    public func selects(suite: String, check: String) -> Bool {
        if !selectedSuiteNames.isEmpty, !selectedSuiteNames.contains(suite) { return false }
        if let rerunIDs, !rerunIDs.contains("\(suite)/\(check)") { return false }
        if !filters.isEmpty, !filters.contains(where: { $0.selects(suite: suite, check: check) }) { return false }
        return !skips.contains(where: { $0.selects(suite: suite, check: check) })
    }
}
