import Foundation

/// `--event-stream-output-path PATH`: the launch in swift-testing's JSON event stream form
/// (version 0, what `swift test --event-stream-output-path` writes), so whatever reads that stream
/// can read spendrop's.
///
/// Promises: one JSON object a line, each written as its event happens; a `test` record for every
/// suite and check the launch plans (Test isolation included) comes first, then `runStarted`,
/// each check's `testStarted`, an `issueRecorded` per failure, `testEnded` (or `testSkipped`),
/// and `runEnded` last. Ids have swift-testing's shape, `spendrop.Suite/check/File.swift:line:1`.
final class EventStreamWriter: RunReporter {
    private let handle: FileHandle
    private let ids: [String: String]
    private let suiteIDs: [String: String]
    private var openSuite: String?
    private var checkCount = 0
    private var failedCount = 0

    /// Makes (or empties) the file at `path` and writes the `test` records of `suites`.
    init(path: String, suites: [SelfTestSuite], fileManager: FileManager) throws(RunnerUsageError) {
        guard fileManager.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path) else {
            throw .badValue(option: "--event-stream-output-path", value: path, reason: "the file cannot be created")
        }
        self.handle = handle
        var ids: [String: String] = [:], suiteIDs: [String: String] = [:]
        var records: [[String: Any]] = []
        for suite in suites {
            let suiteID = "spendrop.\(suite.name)"
            suiteIDs[suite.name] = suiteID
            records.append(["kind": "suite", "name": suite.name, "displayName": suite.name, "id": suiteID,
                            "sourceLocation": EventStreamWriter.location(suite.checks.first?.location)])
            for check in suite.checks {
                let id = EventStreamWriter.testID(suite: suite.name, check: check)
                ids["\(suite.name)/\(check.name)"] = id
                records.append(["kind": "function", "name": check.name, "displayName": check.name, "id": id, "isParameterized": false,
                                "sourceLocation": EventStreamWriter.location(check.location)])
            }
        }
        self.ids = ids
        self.suiteIDs = suiteIDs
        for payload in records { write(kind: "test", payload) }
    }

    /// `spendrop.Suite/check/File.swift:42:1`.
    static func testID(suite: String, check: SelfTestCheck) -> String {
        let file = check.location.file.split(separator: "/").last.map(String.init) ?? check.location.file
        return "spendrop.\(suite)/\(check.name)/\(file):\(check.location.line):1"
    }

    static func location(_ location: SourceLocation?) -> [String: Any] {
        guard let location else { return ["fileID": "spendrop/unknown.swift", "_filePath": "unknown.swift", "line": 0, "column": 1] }
        return ["fileID": location.fileID, "_filePath": location.file, "line": location.line, "column": 1]
    }

    func report(_ event: RunEvent) {
        switch event {
        case .runStarted:
            emit("runStarted", testID: nil, [("default", "Test run started.")])
        case .iterationStarted:
            break
        case .testStarted(let suite, let check, _):
            enter(suite)
            emit("testStarted", testID: ids["\(suite)/\(check)"], [("default", "Test \"\(check)\" started.")])
        case .testEnded(let result, let seconds, _):
            checkCount += 1
            let id = ids[result.id]
            var issues = result.failedAttempts
            if !result.passed { issues.append(result) }
            for issue in issues {
                var payload = makeEvent("issueRecorded", testID: id, [("fail", "expected: \(issue.expected) | actual: \(issue.actual)"),
                                                                  ("details", issue.details)])
                var detail: [String: Any] = ["isKnown": false]
                if let location = issue.location { detail["sourceLocation"] = EventStreamWriter.location(location) }
                payload["issue"] = detail
                write(kind: "event", payload)
            }
            if !result.passed { failedCount += 1 }
            let time = String(format: "%.3f", seconds)
            let text = result.passed
                ? "Test \"\(result.name)\" passed after \(time) seconds" + (result.isFlaky ? " (flaky: failed \(result.failedAttempts.count) of \(result.attempts) attempts)." : ".")
                : "Test \"\(result.name)\" failed after \(time) seconds with \(issues.count) issue\(issues.count == 1 ? "" : "s")."
            emit("testEnded", testID: id, [(result.passed ? "pass" : "fail", text)])
        case .testSkipped(let suite, let check, _):
            enter(suite)
            emit("testSkipped", testID: ids["\(suite)/\(check)"], [("skip", "Test \"\(check)\" skipped: --fail-fast stopped the launch.")])
        case .suiteEnded:
            leaveSuite()
        case .runEnded(let totals):
            leaveSuite()
            let text = "Test run with \(checkCount) tests " + (failedCount == 0 ? "passed" : "failed") + " after \(String(format: "%.3f", totals.seconds)) seconds"
                + (failedCount == 0 ? "." : " with \(failedCount) issue\(failedCount == 1 ? "" : "s").")
            emit("runEnded", testID: nil, [(failedCount == 0 ? "pass" : "fail", text)])
            try? handle.close()
        }
    }

    /// A suite's `testStarted` before its first check, ending the one before.
    private func enter(_ suite: String) {
        guard openSuite != suite else { return }
        leaveSuite()
        openSuite = suite
        emit("testStarted", testID: suiteIDs[suite], [("default", "Suite \"\(suite)\" started.")])
    }

    private func leaveSuite() {
        guard let suite = openSuite else { return }
        openSuite = nil
        emit("testEnded", testID: suiteIDs[suite], [("default", "Suite \"\(suite)\" ended.")])
    }

    private func makeEvent(_ kind: String, testID: String?, _ messages: [(String, String)]) -> [String: Any] {
        var payload: [String: Any] = [
            "kind": kind,
            "instant": ["absolute": ProcessInfo.processInfo.systemUptime, "since1970": Date().timeIntervalSince1970],
            "messages": messages.map { ["symbol": $0.0, "text": $0.1] },
        ]
        if let testID { payload["testID"] = testID }
        return payload
    }

    private func emit(_ kind: String, testID: String?, _ messages: [(String, String)]) {
        write(kind: "event", makeEvent(kind, testID: testID, messages))
    }

    private func write(kind: String, _ payload: [String: Any]) {
        let record: [String: Any] = ["version": 0, "kind": kind, "payload": payload]
        guard let data = try? JSONSerialization.data(withJSONObject: record, options: [.sortedKeys, .withoutEscapingSlashes]) else { return }
        handle.write(data + Data("\n".utf8))
    }
}
