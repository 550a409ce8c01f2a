import Foundation
import SpenDropApp

/// One line a suite's child process writes to its parent in an `--isolate` launch: a check that
/// started, a check that ended, or (last) the state the child's data container was left in.
///
/// Promises: one JSON object per line, so the parent can read results as they happen and knows
/// exactly which check was running if the child dies.
struct ChildRecord: Codable, Equatable {
    enum Kind: String, Codable {
        case started, ended, skipped, container
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
    /// For `container`: whether the child's container was still in its initial state, and what it was.
    var containerInitial: Bool?
    var containerStatus: String?
    /// For `ended`: where the check is declared, and the attempts that failed before this one.
    var file: String?
    var fileID: String?
    var line: Int?
    var failures: [Failure]?

    /// One failed attempt of a check run again with `--retry`.
    struct Failure: Codable, Equatable {
        var expected: String
        var actual: String
        var details: String
        var isError: Bool
    }

    func encodedLine() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(self)) ?? Data("{}".utf8), as: UTF8.self)
    }

    static func decode(line: String) -> ChildRecord? {
        try? JSONDecoder().decode(ChildRecord.self, from: Data(line.utf8))
    }

    func result(suite: String) -> TestCaseResult? {
        guard kind == .ended, let check else { return nil }
        let location = file.map { SourceLocation(file: $0, line: line ?? 0, fileID: fileID) }
        let earlier = (failures ?? []).map {
            TestCaseResult(suite: suite, name: check, passed: false, singleLineExpected: $0.expected, actual: $0.actual,
                           details: $0.details, isError: $0.isError)
        }
        return TestCaseResult(suite: suite, name: check, passed: passed ?? false, singleLineExpected: expected ?? "",
                              actual: actual ?? "", details: details ?? "", isError: isError ?? false)
            .afterAttempts(earlier).at(location)
    }
}

/// The child's side: turns its suite's events into `ChildRecord` lines on its standard output.
final class ChildRecordReporter: RunReporter {
    private let output: TextSink
    /// Stamped on each check's records: its place among the launch's checks, when the child claims them.
    var item: Int?

    init(output: TextSink) {
        self.output = output
    }

    func report(_ event: RunEvent) {
        switch event {
        case .testStarted(_, let check, _):
            output.line(ChildRecord(kind: .started, check: check, item: item).encodedLine())
        case .testSkipped(_, let check, _):
            output.line(ChildRecord(kind: .skipped, check: check, item: item).encodedLine())
        case .testEnded(let result, let seconds, _):
            var record = ChildRecord(kind: .ended, check: result.name, item: item, passed: result.passed, isError: result.isError,
                                     expected: result.expected, actual: result.actual, details: result.details, seconds: seconds)
            (record.file, record.fileID, record.line) = (result.location?.file, result.location?.fileID, result.location?.line)
            if !result.failedAttempts.isEmpty {
                record.failures = result.failedAttempts.map {
                    ChildRecord.Failure(expected: $0.expected, actual: $0.actual, details: $0.details, isError: $0.isError)
                }
            }
            output.line(record.encodedLine())
        default:
            break
        }
    }
}
