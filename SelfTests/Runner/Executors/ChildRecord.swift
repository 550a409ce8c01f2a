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
    var passed: Bool?
    var isError: Bool?
    var expected: String?
    var actual: String?
    var details: String?
    var seconds: Double?
    /// For `container`: whether the child's container was still in its initial state, and what it was.
    var containerInitial: Bool?
    var containerStatus: String?

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
        return TestCaseResult(suite: suite, name: check, passed: passed ?? false, singleLineExpected: expected ?? "",
                              actual: actual ?? "", details: details ?? "", isError: isError ?? false)
    }
}

/// The child's side: turns its suite's events into `ChildRecord` lines on its standard output.
final class ChildRecordReporter: RunReporter {
    private let output: TextSink

    init(output: TextSink) {
        self.output = output
    }

    func report(_ event: RunEvent) {
        switch event {
        case .testStarted(_, let check, _):
            output.line(ChildRecord(kind: .started, check: check).encodedLine())
        case .testSkipped(_, let check, _):
            output.line(ChildRecord(kind: .skipped, check: check).encodedLine())
        case .testEnded(let result, let seconds, _):
            output.line(ChildRecord(kind: .ended, check: result.name, passed: result.passed, isError: result.isError,
                                    expected: result.expected, actual: result.actual, details: result.details,
                                    seconds: seconds).encodedLine())
        default:
            break
        }
    }
}
