/// Something that happened during a self-test launch, in the order it happened. Reporters (the
/// console, the result bundle) turn events into lines and files.
public enum RunEvent {
    case runStarted(RunStart)
    /// Only when `--repeat` asks for more than one iteration; iterations count from 1.
    /// With `seed`, the seed this iteration's order was shuffled with.
    case iterationStarted(iteration: Int, of: Int, seed: UInt64?)
    /// A check begins to run, said the moment its process says so, whatever order processes run
    /// checks in (`testStarted` comes in plan order, with its result): what `events.jsonl` writes,
    /// so a reader sees what is running during a long check.
    case checkRunning(suite: String, check: String, iteration: Int)
    case testStarted(suite: String, check: String, iteration: Int)
    case testEnded(TestCaseResult, seconds: Double, iteration: Int)
    /// A check that did not run because `--fail-fast` stopped the launch.
    case testSkipped(suite: String, check: String, iteration: Int)
    case suiteEnded(suite: String, passed: Int, total: Int, iteration: Int)
    case runEnded(RunTotals)
}

/// What a launch is about to do.
public struct RunStart {
    public let seed: UInt64?
    public let shard: ShardSelection?
    public let plannedChecks: Int
    /// `Suite/check` of every planned check, once (however many iterations).
    public let plannedIDs: [String]
}

/// How a launch ended.
public struct RunTotals {
    public var passed = 0
    public var failed = 0
    /// Failures that were errors (a check threw, a suite crashed or timed out), a subset of `failed`.
    public var errors = 0
    public var notRun = 0
    /// The signal (SIGTERM, SIGINT) that stopped the launch before every check ran; nil otherwise.
    public var stoppedBySignal: Int32?
    /// Checks that passed only after failing (`--retry`).
    public var flaky = 0
    public var seconds = 0.0
}

/// Receives every event of a launch as it happens.
public protocol RunReporter: AnyObject {
    func report(_ event: RunEvent)
}
