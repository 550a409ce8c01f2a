import Foundation

/// `--event-stream-output-path PATH`: the launch in swift-testing's JSON event stream, version 0
/// (what `swift test --event-stream-output-path PATH --event-stream-version 0` writes), field for
/// field, so whatever reads that stream (an IDE, a CI plugin) reads spendrop's.
///
/// Promises: one JSON object a line, each written as its event happens, into a regular file or a
/// named pipe a reader holds open (the pipe is opened as it is, never replaced, and the open
/// waits for its reader as swift-testing's does). A `test` record for every suite and check the
/// launch plans (Test isolation included) comes first, then `runStarted` (with the library's
/// version and the platform); a check's `testStarted` the moment its process says it started
/// (its suite's before its first), an `issueRecorded` per failed attempt and `testEnded` (or
/// `testSkipped`) with its result, a suite's `testEnded` after its last check, and `runEnded`
/// last. With several processes, checks of several suites run at once, as swift-testing's do. A flaky check's failed
/// attempts are known issues (`isKnown`), so a reader counts it passed, as `--retry` does. Ids
/// have swift-testing's shape, `spendrop.Suite/check/File.swift:line:1`, with a `/` or `%` in a
/// name written `%2F` or `%25`, so no check splits into a suite that does not exist.
final class EventStreamWriter: RunReporter {
    private let handle: FileHandle
    private let ids: [String: String]
    private let suiteIDs: [String: String]
    private let locations: [String: SourceLocation]
    /// The program's version, for `runStarted`.
    private let programVersion: String
    /// A suite whose `testStarted` has been written and its `testEnded` not yet.
    private struct OpenSuite {
        let name: String
        let started: ContinuousClock.Instant
        var issues = 0
        var knownIssues = 0
    }

    /// Open suites by `iteration/suite`, and the order they opened in.
    private var openSuites: [String: OpenSuite] = [:]
    private var openOrder: [String] = []
    /// `iteration/Suite/check` of every check whose `testStarted` has been written.
    private var startedChecks = Set<String>()
    private var checkCount = 0
    private var suitesSeen = Set<String>()
    private var issueCount = 0
    private var knownIssueCount = 0

    /// The one version of the stream this writer speaks.
    static let version = 0

    /// Opens `path` for writing (making or emptying a regular file; a named pipe as it is) and
    /// writes the `test` records of `suites`.
    init(path: String, suites: [SelfTestSuite], programVersion: String) throws(RunnerUsageError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw .badValue(
                option: "--event-stream-output-path", value: path,
                reason: "it cannot be opened for writing (\(String(cString: strerror(errno))))")
        }
        handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        self.programVersion = programVersion
        var ids: [String: String] = [:], suiteIDs: [String: String] = [:], locations: [String: SourceLocation] = [:]
        var records: [[String: Any]] = []
        for suite in suites {
            let suiteID = "spendrop.\(EventStreamWriter.idComponent(suite.name))"
            suiteIDs[suite.name] = suiteID
            records.append([
                "kind": "suite", "name": suite.name, "displayName": suite.name, "id": suiteID,
                "sourceLocation": EventStreamWriter.location(suite.checks.first?.location),
            ])
            for check in suite.checks {
                let id = EventStreamWriter.testID(suite: suite.name, check: check)
                ids["\(suite.name)/\(check.name)"] = id
                locations["\(suite.name)/\(check.name)"] = check.location
                records.append([
                    "kind": "function", "name": check.name, "displayName": check.name, "id": id,
                    "isParameterized": false,
                    "sourceLocation": EventStreamWriter.location(check.location),
                ])
            }
        }
        self.ids = ids
        self.suiteIDs = suiteIDs
        self.locations = locations
        for payload in records { write(kind: "test", payload) }
    }

    /// `spendrop.Suite/check/File.swift:42:1`.
    static func testID(suite: String, check: SelfTestCheck) -> String {
        let file = check.location.file.split(separator: "/").last.map(String.init) ?? check.location.file
        return "spendrop.\(idComponent(suite))/\(idComponent(check.name))/\(file):\(check.location.line):1"
    }

    /// A name as one component of an id: `%` and `/` percent-encoded, so `/` only ever separates.
    static func idComponent(_ name: String) -> String {
        guard name.contains("/") || name.contains("%") else { return name }
        return name.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "/", with: "%2F")
    }

    /// swift-testing's v0 `sourceLocation`: `_filePath` absolute, as the compiler gave it.
    static func location(_ location: SourceLocation?) -> [String: Any] {
        guard let location else {
            return ["fileID": "spendrop/unknown.swift", "_filePath": "/unknown.swift", "line": 0, "column": 1]
        }
        return ["fileID": location.fileID, "_filePath": location.filePath, "line": location.line, "column": 1]
    }

    /// The platform line swift-testing's `runStarted` carries: the triple this binary was built for.
    static var targetPlatform: String {
        #if arch(x86_64)
        let architecture = "x86_64"
        #elseif arch(arm64)
        let architecture = "aarch64"
        #else
        let architecture = "unknown"
        #endif
        #if os(Linux)
        return "\(architecture)-unknown-linux-gnu"
        #elseif os(macOS)
        return "\(architecture)-apple-macosx"
        #else
        return "\(architecture)-unknown-unknown"
        #endif
    }

    func report(_ event: RunEvent) {
        switch event {
        case .runStarted:
            emit(
                "runStarted", testID: nil,
                [
                    ("default", "Test run started."),
                    ("details", "Testing Library Version: spendrop \(programVersion) (self-test runner)"),
                    ("details", "Target Platform: \(EventStreamWriter.targetPlatform)"),
                ])
        case .iterationStarted:
            break
        case .checkRunning(let suite, let check, let iteration), .testStarted(let suite, let check, let iteration):
            start(suite, check, iteration)
        case .testEnded(let result, let seconds, let iteration):
            start(result.suite, result.name, iteration)
            checkCount += 1
            let id = ids[result.id]
            // Attempts before a pass are known issues: the check passed, as swift-testing's
            // withKnownIssue passes. Under --fail-on-flaky (a failed result) every attempt is an issue.
            let known = result.passed ? result.failedAttempts.count : 0
            var issues = result.failedAttempts
            if !result.passed { issues.append(result) }
            for issue in issues {
                recordIssue(issue, testID: id, isKnown: result.passed, suiteKey: "\(iteration)/\(result.suite)")
            }
            let time = String(format: "%.3f", seconds)
            let symbol = result.passed ? (known > 0 ? "passWithKnownIssue" : "pass") : "fail"
            let text =
                "Test \"\(result.name)\" " + (result.passed ? "passed" : "failed") + " after \(time) seconds"
                + EventStreamWriter.issuesPhrase(issues: issues.count, known: known) + "."
            emit("testEnded", testID: id, [(symbol, text)])
        case .testSkipped(let suite, let check, let iteration):
            enter(suite, iteration)
            let reason = "not run: the launch stopped before it"
            var payload = makeEvent(
                "testSkipped", testID: ids["\(suite)/\(check)"], [("skip", "Test \"\(check)\" skipped: \"\(reason)\"")])
            payload["_comments"] = [reason]
            payload["_sourceLocation"] = EventStreamWriter.location(locations["\(suite)/\(check)"])
            write(kind: "event", payload)
        case .suiteEnded(let suite, _, _, let iteration):
            leave("\(iteration)/\(suite)")
        case .runEnded(let totals):
            for key in openOrder { leave(key) }
            let failed = issueCount > knownIssueCount
            let text =
                "Test run with \(checkCount) test\(checkCount == 1 ? "" : "s") in \(suitesSeen.count) suite\(suitesSeen.count == 1 ? "" : "s") "
                + (failed ? "failed" : "passed") + " after \(String(format: "%.3f", totals.seconds)) seconds"
                + EventStreamWriter.issuesPhrase(issues: issueCount, known: knownIssueCount) + "."
            emit(
                "runEnded", testID: nil, [(failed ? "fail" : knownIssueCount > 0 ? "passWithKnownIssue" : "pass", text)]
            )
            try? handle.close()
        }
    }

    /// ` with 2 issues (including 1 known issue)`, as swift-testing words it; empty for none.
    static func issuesPhrase(issues: Int, known: Int) -> String {
        guard issues > 0 else { return "" }
        if issues == known { return " with \(known) known issue\(known == 1 ? "" : "s")" }
        return " with \(issues) issue\(issues == 1 ? "" : "s")"
            + (known > 0 ? " (including \(known) known issue\(known == 1 ? "" : "s"))" : "")
    }

    private func recordIssue(_ issue: TestCaseResult, testID: String?, isKnown: Bool, suiteKey: String) {
        let location = EventStreamWriter.location(locations[issue.id] ?? issue.location)
        var messages = [
            (isKnown ? "passWithKnownIssue" : "fail", "expected: \(issue.expected) | actual: \(issue.actual)")
        ]
        if !issue.details.isEmpty { messages.append(("details", issue.details)) }
        var payload = makeEvent("issueRecorded", testID: testID, messages)
        payload["issue"] = ["isKnown": isKnown, "sourceLocation": location] as [String: Any]
        payload["_comments"] = [String]()
        payload["_sourceLocation"] = location
        write(kind: "event", payload)
        issueCount += 1
        if isKnown { knownIssueCount += 1 }
        openSuites[suiteKey]?.issues += 1
        if isKnown { openSuites[suiteKey]?.knownIssues += 1 }
    }

    /// A check's `testStarted`, once per iteration, after its suite's.
    private func start(_ suite: String, _ check: String, _ iteration: Int) {
        enter(suite, iteration)
        guard startedChecks.insert("\(iteration)/\(suite)/\(check)").inserted else { return }
        emit("testStarted", testID: ids["\(suite)/\(check)"], [("default", "Test \"\(check)\" started.")])
    }

    /// A suite's `testStarted` before its first check's.
    private func enter(_ suite: String, _ iteration: Int) {
        let key = "\(iteration)/\(suite)"
        guard openSuites[key] == nil, !closedSuites.contains(key) else { return }
        openSuites[key] = OpenSuite(name: suite, started: .now)
        openOrder.append(key)
        suitesSeen.insert(suite)
        emit("testStarted", testID: suiteIDs[suite], [("default", "Suite \"\(suite)\" started.")])
    }

    /// `iteration/suite` of every suite whose `testEnded` has been written.
    private var closedSuites = Set<String>()

    private func leave(_ key: String) {
        guard let suite = openSuites.removeValue(forKey: key) else { return }
        openOrder.removeAll { $0 == key }
        closedSuites.insert(key)
        let failed = suite.issues > suite.knownIssues
        let text =
            "Suite \"\(suite.name)\" " + (failed ? "failed" : "passed")
            + " after \(String(format: "%.3f", (ContinuousClock.now - suite.started).seconds)) seconds"
            + EventStreamWriter.issuesPhrase(issues: suite.issues, known: suite.knownIssues) + "."
        emit(
            "testEnded", testID: suiteIDs[suite.name],
            [(failed ? "fail" : suite.knownIssues > 0 ? "passWithKnownIssue" : "pass", text)])
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

    /// One record, whole, in one write: a reader of a pipe never sees half a line.
    private func write(kind: String, _ payload: [String: Any]) {
        let record: [String: Any] = ["version": EventStreamWriter.version, "kind": kind, "payload": payload]
        guard
            let data = try? JSONSerialization.data(
                withJSONObject: record, options: [.sortedKeys, .withoutEscapingSlashes])
        else { return }
        try? handle.write(contentsOf: data + Data("\n".utf8))
    }
}
