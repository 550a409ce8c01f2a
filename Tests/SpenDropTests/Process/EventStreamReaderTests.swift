import Foundation
import Testing

/// spendrop's event stream read as a swift-testing consumer reads it. The schema is not written
/// here: it is learnt from a stream swift-testing 6.3.1 itself wrote
/// (`Fixtures/swift-testing-6.3.1-event-stream-v0.jsonl`: `swift test --event-stream-version 0`
/// over passing, failing, throwing, skipped, parameterised, known-issue and attachment tests).
/// For every kind of record, each field spendrop writes is one swift-testing writes, with the same
/// JSON type, and every field swift-testing always writes, spendrop writes too.
@Suite struct EventStreamReaderTests {
    /// What a kind of record may and must hold: every path (`payload.issue.isKnown`,
    /// `payload.messages[].symbol`) with the JSON types seen there, and the paths every record had.
    struct Shape {
        var types: [String: Set<String>] = [:]
        var always: Set<String>?
        var count = 0

        mutating func learn(_ record: [String: Any]) {
            var paths: [String: String] = [:]
            Shape.walk(record, prefix: "", into: &paths)
            for (path, type) in paths { types[path, default: []].insert(type) }
            always = always.map { $0.intersection(paths.keys) } ?? Set(paths.keys)
            count += 1
        }

        static func walk(_ value: Any, prefix: String, into paths: inout [String: String]) {
            switch value {
            case let object as [String: Any]:
                if !prefix.isEmpty { paths[prefix] = "object" }
                for (key, member) in object {
                    walk(member, prefix: prefix.isEmpty ? key : "\(prefix).\(key)", into: &paths)
                }
            case let array as [Any]:
                paths[prefix] = "array"
                for element in array { walk(element, prefix: prefix + "[]", into: &paths) }
            case is String:
                paths[prefix] = "string"
            case is NSNull:
                paths[prefix] = "null"
            default:
                // JSONSerialization on Linux gives Bool for true and false, Int or Double for numbers.
                paths[prefix] = "\(type(of: value))".contains("Bool") ? "bool" : "number"
            }
        }
    }

    /// `test/suite`, `test/function`, `event/testEnded`…
    static func kind(_ record: [String: Any]) -> String {
        "\(record["kind"] as? String ?? "?")/\((record["payload"] as? [String: Any])?["kind"] as? String ?? "?")"
    }

    static func shapes(_ records: [[String: Any]]) -> [String: Shape] {
        var shapes: [String: Shape] = [:]
        for record in records { shapes[kind(record), default: Shape()].learn(record) }
        return shapes
    }

    static func reference() throws -> [[String: Any]] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/swift-testing-6.3.1-event-stream-v0.jsonl")
        return try RunnerReportTests.jsonLines(url)
    }

    /// Every kind of result a launch gives: passes, a failure with odd names, a flaky pass
    /// (known issues), a crash and checks not run after --fail-fast.
    static func spendropStreams(
        _ sandbox: Sandbox
    ) throws -> [(name: String, records: [[String: Any]], lines: [String])] {
        let marker = ["FIXTURE_WOBBLY_MARKER": sandbox.root.appendingPathComponent("wobbled").path]
        let launches: [(String, [String])] = [
            (
                "every kind",
                [
                    "--run-arithmetic-tests", "--run-failing-tests", "--run-odd-names-tests", "--run-crashing-tests",
                    "--run-wobbly-tests", "--retry", "1",
                ]
            ),
            (
                "fail-fast",
                ["--run-failing-tests", "--run-slow-start-tests", "--fail-fast", "--event-stream-version", "0"]
            ),
            (
                "isolate",
                [
                    "--run-odd-names-tests", "--run-arithmetic-tests", "--isolate", "--jobs", "2",
                    "--experimental-event-stream-version", "0",
                ]
            ),
        ]
        return try launches.map { name, arguments in
            let stream = sandbox.root.appendingPathComponent("\(name).jsonl")
            let run = try RunnerReportTests.run(
                arguments + ["--event-stream-output-path", stream.path], sandbox: sandbox, environment: marker)
            return (name, try RunnerReportTests.jsonLines(stream), run.lines)
        }
    }

    /// Fields every record of the recording has that swift-testing's v0 schema declares optional
    /// (`ABI.EncodedIssue._backtrace` is an optional: the addresses of the failing call, which a
    /// check of spendrop's, run in another process, does not have).
    static let optionalInSchema = ["payload.issue._backtrace"]

    @Test func everyRecordHasSwiftTestingsFieldsAndNoOthers() throws {
        let reference = Self.shapes(try Self.reference())
        let symbols = Set(
            try Self.reference().flatMap { record in
                ((record["payload"] as? [String: Any])?["messages"] as? [[String: Any]] ?? []).compactMap {
                    $0["symbol"] as? String
                }
            })
        let sandbox = Sandbox()
        var kindsSeen = Set<String>()
        for (name, records, _) in try Self.spendropStreams(sandbox) {
            #expect(!records.isEmpty, "\(name): a stream")
            for record in records {
                let kind = Self.kind(record)
                kindsSeen.insert(kind)
                guard let shape = reference[kind] else {
                    Issue.record("\(name): swift-testing writes no \(kind) record: \(record)")
                    continue
                }
                var paths: [String: String] = [:]
                Shape.walk(record, prefix: "", into: &paths)
                for (path, type) in paths.sorted(by: { $0.key < $1.key }) {
                    let allowed = shape.types[path]
                    #expect(
                        allowed?.contains(type) == true,
                        "\(name): \(kind) has \(path) (\(type)); swift-testing writes \(allowed.map { "\($0.sorted())" } ?? "no such field")"
                    )
                }
                let missing = (shape.always ?? []).subtracting(paths.keys).filter { path in
                    !Self.optionalInSchema.contains { path.hasPrefix($0) }
                }.sorted()
                #expect(missing.isEmpty, "\(name): \(kind) lacks \(missing), which swift-testing always writes")
                #expect(record["version"] as? Int == 0)
                for message in (record["payload"] as? [String: Any])?["messages"] as? [[String: Any]] ?? [] {
                    #expect(
                        symbols.contains(message["symbol"] as? String ?? ""),
                        "\(name): symbol \(message) is not swift-testing's")
                }
            }
        }
        let expectedKinds: Set = [
            "test/suite", "test/function", "event/runStarted", "event/testStarted", "event/issueRecorded",
            "event/testEnded", "event/testSkipped", "event/runEnded",
        ]
        #expect(kindsSeen == expectedKinds, "the launches cover every kind spendrop writes")
    }

    /// Read as a consumer reads it: each check's outcome is what the console said (a flaky pass's
    /// known issues do not fail it), every event names a declared test, an id splits into
    /// suite, name and place whatever the name holds, and `_filePath` is absolute.
    @Test func aConsumerReadsTheVerdictsTheConsolePrinted() throws {
        let sandbox = Sandbox()
        for (name, records, lines) in try Self.spendropStreams(sandbox) {
            let payloads = records.compactMap { $0["payload"] as? [String: Any] }
            let tests = payloads.prefix { _ in true }.filter {
                $0["kind"] as? String == "function" || $0["kind"] as? String == "suite"
            }
            var displayNames: [String: String] = [:]
            for test in tests { displayNames[test["id"] as? String ?? ""] = test["displayName"] as? String }
            for test in tests where test["kind"] as? String == "function" {
                let id = test["id"] as? String ?? ""
                #expect(id.split(separator: "/").count == 3, "\(name): \(id) splits into suite, name and place")
                let path = (test["sourceLocation"] as? [String: Any])?["_filePath"] as? String ?? ""
                #expect(path.hasPrefix("/") && FileManager().fileExists(atPath: path), "\(name): _filePath \(path)")
            }
            var failedIDs = Set<String>(), endedIDs = Set<String>(), skippedIDs = Set<String>()
            for event in payloads where event["testID"] != nil {
                let id = event["testID"] as? String ?? ""
                #expect(
                    displayNames[id] != nil,
                    "\(name): \(event["kind"] ?? "") names \(id), which the stream never declared")
                switch event["kind"] as? String {
                case "issueRecorded" where (event["issue"] as? [String: Any])?["isKnown"] as? Bool == false:
                    failedIDs.insert(id)
                case "testEnded": endedIDs.insert(id)
                case "testSkipped": skippedIDs.insert(id)
                default: break
                }
            }
            // The console's verdicts, by the display names the stream gave.
            let consoleFailed = Set(
                lines.filter { $0.hasPrefix("[TEST][") && $0.contains("] [FAIL] ") }.map { line in
                    String(line.split(separator: "] [FAIL] ", maxSplits: 1)[1].split(separator: " | ", maxSplits: 1)[0])
                })
            let consolePassed = Set(
                lines.filter { $0.hasPrefix("[TEST][") && $0.contains("] [PASS] ") }.map { line in
                    String(line.split(separator: "] [PASS] ", maxSplits: 1)[1])
                })
            let streamFailed = Set(failedIDs.compactMap { displayNames[$0] })
            let streamPassed = Set(
                endedIDs.subtracting(failedIDs).filter { $0.split(separator: "/").count == 3 }.compactMap {
                    displayNames[$0]
                })
            #expect(streamFailed == consoleFailed, "\(name): failed")
            #expect(streamPassed == consolePassed, "\(name): passed")
            #expect(skippedIDs.isDisjoint(with: endedIDs), "\(name): a skipped test neither starts nor ends")
            let runEnded = payloads.last { $0["kind"] as? String == "runEnded" }
            let text = (runEnded?["messages"] as? [[String: Any]])?.first?["text"] as? String ?? ""
            #expect(
                text.hasPrefix("Test run with \(consoleFailed.count + consolePassed.count) tests in "),
                "\(name): \(text)")
        }
    }

    /// An IDE hands the runner a named pipe and reads it while the launch runs: the pipe stays a
    /// pipe, and a check's `testStarted` arrives while the check is still running.
    @Test func theStreamIsReadLiveThroughANamedPipe() throws {
        let sandbox = Sandbox()
        let pipe = sandbox.root.appendingPathComponent("events.pipe")
        #expect(mkfifo(pipe.path, 0o600) == 0)
        let reader = Self.detachedRead(pipe.path)
        let run = try RunnerReportTests.run(
            ["--run-arithmetic-tests", "--run-slow-start-tests", "--event-stream-output-path", pipe.path],
            sandbox: sandbox)
        #expect(run.status == 0)
        let arrivals = try reader.value()
        var isPipe = stat()
        #expect(lstat(pipe.path, &isPipe) == 0 && (isPipe.st_mode & S_IFMT) == S_IFIFO, "the pipe is still a pipe")
        let records = arrivals.compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.line.utf8)) as? [String: Any]
        }
        #expect(
            records.count == arrivals.count && records.last.map(Self.kind) == "event/runEnded",
            "every line is a whole record")
        func arrival(_ kind: String, _ text: String) -> ContinuousClock.Instant? {
            zip(arrivals, records).first { _, record in
                let payload = record["payload"] as? [String: Any]
                return payload?["kind"] as? String == kind
                    && ((payload?["messages"] as? [[String: Any]])?.first?["text"] as? String ?? "").contains(text)
            }?.0.at
        }
        let started = try #require(arrival("testStarted", "\"waits half a second\" started"))
        let ended = try #require(arrival("testEnded", "\"waits half a second\" passed"))
        #expect(ended - started > .milliseconds(300), "testStarted arrived \(ended - started) before testEnded")
    }

    /// Reads the pipe at `path` line by line on another thread, noting when each line arrived.
    static func detachedRead(_ path: String) -> DetachedLaunch<[(line: String, at: ContinuousClock.Instant)]> {
        Thread.detachedLaunch {
            guard let file = fopen(path, "r") else { return [] }
            defer { fclose(file) }
            var lines: [(line: String, at: ContinuousClock.Instant)] = []
            var buffer: UnsafeMutablePointer<CChar>?
            var capacity = 0
            while getline(&buffer, &capacity, file) > 0 {
                lines.append((String(cString: buffer!).trimmingCharacters(in: .newlines), .now))
            }
            free(buffer)
            return lines
        }
    }
}
