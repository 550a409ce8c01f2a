/// One line of `events.jsonl`: an event of the launch as it happened, with a `version` field so
/// readers can tell the format apart as it grows.
struct EventRecord: Encodable {
    let version = 1
    let event: String
    var suite: String?
    var check: String?
    var iteration: Int?
    /// For `testEnded`: `passed`, `failed`, `error` or `skipped`.
    var outcome: String?
    var expected: String?
    var actual: String?
    var details: String?
    var seconds: Double?
    var passed: Int?
    var failed: Int?
    var total: Int?
    var seed: UInt64?
    var plannedChecks: Int?

    init(event: String) {
        self.event = event
    }

    /// The record for `event`, or nil for events the file does not keep.
    static func make(_ event: RunEvent) -> EventRecord? {
        switch event {
        case .runStarted(let start):
            var record = EventRecord(event: "runStarted")
            record.seed = start.seed
            record.plannedChecks = start.plannedChecks
            return record
        case .iterationStarted:
            return nil
        case .testStarted(let suite, let check, let iteration):
            var record = EventRecord(event: "testStarted")
            (record.suite, record.check, record.iteration) = (suite, check, iteration)
            return record
        case .testEnded(let result, let seconds, let iteration):
            var record = EventRecord(event: "testEnded")
            (record.suite, record.check, record.iteration, record.seconds) = (result.suite, result.name, iteration, seconds)
            record.outcome = result.isError ? "error" : result.passed ? "passed" : "failed"
            if !result.passed { (record.expected, record.actual, record.details) = (result.expected, result.actual, result.details) }
            return record
        case .testSkipped(let suite, let check, let iteration):
            var record = EventRecord(event: "testEnded")
            (record.suite, record.check, record.iteration, record.outcome) = (suite, check, iteration, "skipped")
            return record
        case .suiteEnded(let suite, let passed, let total, let iteration):
            var record = EventRecord(event: "suiteEnded")
            (record.suite, record.passed, record.total, record.iteration) = (suite, passed, total, iteration)
            return record
        case .runEnded(let totals):
            var record = EventRecord(event: "runEnded")
            (record.passed, record.failed, record.seconds) = (totals.passed, totals.failed, totals.seconds)
            return record
        }
    }
}
