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
    /// For `runStarted`: the id (`Suite/check`) of every planned check, which `--rerun-failed` reads.
    var planned: [String]?
    /// For `testEnded`: where the check is declared and how many times it ran; for `flaky`, how
    /// many of those attempts failed.
    var file: String?
    var line: Int?
    var attempts: Int?

    init(event: String) {
        self.event = event
    }

    /// The records for `event` (none for events the file does not keep): a check that passed
    /// only after failing adds a `flaky` record after its `testEnded`.
    static func make(_ event: RunEvent) -> [EventRecord] {
        switch event {
        case .runStarted(let start):
            var record = EventRecord(event: "runStarted")
            record.seed = start.seed
            record.plannedChecks = start.plannedChecks
            record.planned = start.plannedIDs
            return [record]
        case .iterationStarted, .testStarted:
            return []
        case .checkRunning(let suite, let check, let iteration):
            var record = EventRecord(event: "testStarted")
            (record.suite, record.check, record.iteration) = (suite, check, iteration)
            return [record]
        case .testEnded(let result, let seconds, let iteration):
            var record = EventRecord(event: "testEnded")
            (record.suite, record.check, record.iteration, record.seconds) = (
                result.suite, result.name, iteration, seconds
            )
            record.outcome = result.isError ? "error" : result.passed ? "passed" : "failed"
            if !result.passed {
                (record.expected, record.actual, record.details) = (result.expected, result.actual, result.details)
            }
            (record.file, record.line) = (result.location?.file, result.location?.line)
            if result.attempts > 1 { record.attempts = result.attempts }
            guard result.wasFlaky else { return [record] }
            var flaky = EventRecord(event: "flaky")
            (flaky.suite, flaky.check, flaky.iteration) = (result.suite, result.name, iteration)
            (flaky.failed, flaky.attempts) = (result.failedAttempts.count, result.attempts)
            let first = result.failedAttempts.first
            (flaky.expected, flaky.actual, flaky.details) = (first?.expected, first?.actual, first?.details)
            return [record, flaky]
        case .testSkipped(let suite, let check, let iteration):
            var record = EventRecord(event: "testEnded")
            (record.suite, record.check, record.iteration, record.outcome) = (suite, check, iteration, "skipped")
            return [record]
        case .suiteEnded(let suite, let passed, let total, let iteration):
            var record = EventRecord(event: "suiteEnded")
            (record.suite, record.passed, record.total, record.iteration) = (suite, passed, total, iteration)
            return [record]
        case .runEnded(let totals):
            var record = EventRecord(event: "runEnded")
            (record.passed, record.failed, record.seconds) = (totals.passed, totals.failed, totals.seconds)
            return [record]
        }
    }
}
