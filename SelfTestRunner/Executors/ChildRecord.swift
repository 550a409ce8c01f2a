/// One line a suite's child process writes to its parent in an `--isolate` launch: a check that
/// started, a check that ended, or (last) the state of what its program watches (`WatchedState`).
///
/// Promises: one JSON object per line (keys sorted, absent fields left out), so the parent can
/// read results as they happen and knows exactly which check was running if the child dies; a
/// record read back from its line equals the record written.
struct ChildRecord: Equatable {
    enum Kind: String {
        case started, ended, skipped, watched
    }

    var kind: Kind
    var check: String?
    /// For a supervised child: the check's place among all the launch's checks (every iteration).
    var item: Int?
    var passed: Bool?
    var isError: Bool?
    var expected: String?
    var actual: String?
    var details: String?
    var seconds: Double?
    /// For `watched`: whether what the program watches was still as the child found it, and what it was.
    var watchedInitial: Bool?
    var watchedStatus: String?
    /// For `ended`: where the check is declared, and the attempts that failed before this one.
    var file: String?
    var fileID: String?
    var line: Int?
    var failures: [Failure]?
    /// For `ended`: what the check printed on standard output, and on standard error.
    var output: String?
    var errors: String?

    /// One failed attempt of a check run again with `--retry`.
    struct Failure: Equatable {
        var expected: String
        var actual: String
        var details: String
        var isError: Bool
    }

    func encodedLine() -> String {
        var object = JSONLine.ObjectWriter()
        object.add("actual", actual)
        object.add("check", check)
        object.add("details", details)
        object.add("errors", errors)
        object.add("expected", expected)
        object.add(
            "failures",
            failures.map { failures in
                failures.map { failure in
                    var attempt = JSONLine.ObjectWriter()
                    attempt.add("actual", failure.actual)
                    attempt.add("details", failure.details)
                    attempt.add("expected", failure.expected)
                    attempt.add("isError", failure.isError)
                    return attempt
                }
            })
        object.add("file", file)
        object.add("fileID", fileID)
        object.add("isError", isError)
        object.add("item", item)
        object.add("kind", kind.rawValue)
        object.add("line", line)
        object.add("output", output)
        object.add("passed", passed)
        object.add("seconds", seconds)
        object.add("watchedInitial", watchedInitial)
        object.add("watchedStatus", watchedStatus)
        return object.line
    }

    /// The record a line holds; nil for a line that is not one (whatever else a child printed).
    static func decode(line: String) -> ChildRecord? {
        guard let fields = JSONLine.parse(line)?.object, let kind = fields["kind"]?.string.flatMap(Kind.init(rawValue:))
        else { return nil }
        var record = ChildRecord(kind: kind)
        record.check = fields["check"]?.string
        record.item = fields["item"]?.int
        record.passed = fields["passed"]?.bool
        record.isError = fields["isError"]?.bool
        record.expected = fields["expected"]?.string
        record.actual = fields["actual"]?.string
        record.details = fields["details"]?.string
        record.seconds = fields["seconds"]?.double
        record.watchedInitial = fields["watchedInitial"]?.bool
        record.watchedStatus = fields["watchedStatus"]?.string
        record.file = fields["file"]?.string
        record.fileID = fields["fileID"]?.string
        record.line = fields["line"]?.int
        record.output = fields["output"]?.string
        record.errors = fields["errors"]?.string
        if let failures = fields["failures"]?.array {
            record.failures = []
            for failure in failures {
                guard let members = failure.object, let expected = members["expected"]?.string,
                    let actual = members["actual"]?.string,
                    let details = members["details"]?.string, let isError = members["isError"]?.bool
                else { return nil }
                record.failures?.append(Failure(expected: expected, actual: actual, details: details, isError: isError))
            }
        }
        return record
    }

    func result(suite: String) -> TestCaseResult? {
        guard kind == .ended, let check else { return nil }
        let location = file.map { SourceLocation(file: $0, line: line ?? 0, fileID: fileID) }
        let earlier = (failures ?? []).map {
            TestCaseResult(
                suite: suite, name: check, passed: false, expected: $0.expected, actual: $0.actual,
                details: $0.details, isError: $0.isError)
        }
        return TestCaseResult(
            suite: suite, name: check, passed: passed ?? false, expected: expected ?? "",
            actual: actual ?? "", details: details ?? "", isError: isError ?? false
        )
        .afterAttempts(earlier).at(location).with(output: output ?? "", errors: errors ?? "")
    }
}

extension ChildRecord {
    /// The `watched` record a child writes last.
    init(watched state: WatchedState) {
        self.init(kind: .watched, watchedInitial: state.isInitial, watchedStatus: state.status)
    }

    /// The state a `watched` record holds; nil for any other record.
    var watchedState: WatchedState? {
        guard kind == .watched else { return nil }
        return watchedInitial == true ? .initial(status: watchedStatus ?? "") : .changed(status: watchedStatus ?? "")
    }
}

/// The child's side: turns its suite's events into `ChildRecord` lines on its standard output.
final class ChildRecordReporter: RunReporter {
    private let output: any TextOutput
    /// Stamped on each check's records: its place among the launch's checks, when the child claims them.
    var item: Int?

    init(output: any TextOutput) {
        self.output = output
    }

    func report(_ event: RunEvent) {
        switch event {
        case .testStarted(_, let check, _):
            output.line(ChildRecord(kind: .started, check: check, item: item).encodedLine())
        case .testSkipped(_, let check, _):
            output.line(ChildRecord(kind: .skipped, check: check, item: item).encodedLine())
        case .testEnded(let result, let seconds, _):
            var record = ChildRecord(
                kind: .ended, check: result.name, item: item, passed: result.passed, isError: result.isError,
                expected: result.expected, actual: result.actual, details: result.details, seconds: seconds)
            (record.file, record.fileID, record.line) = (
                result.location?.file, result.location?.fileID, result.location?.line
            )
            if !result.output.isEmpty { record.output = result.output }
            if !result.errorOutput.isEmpty { record.errors = result.errorOutput }
            if !result.failedAttempts.isEmpty {
                record.failures = result.failedAttempts.map {
                    ChildRecord.Failure(
                        expected: $0.expected, actual: $0.actual, details: $0.details, isError: $0.isError)
                }
            }
            output.line(record.encodedLine())
        default:
            break
        }
    }
}
