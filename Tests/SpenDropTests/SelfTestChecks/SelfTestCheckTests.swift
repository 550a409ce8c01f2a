import Foundation
import SelfTestRunner
import SelfTests
import Testing

import struct SelfTestRunner.SourceLocation

/// Every self-test check of the suite table also runs under `swift test`: one parameterised test
/// over the table's checks, each case named `Suite/check`, so an IDE's test navigator lists them.
/// The cases are computed from the table: a suite added there is here with nothing more to write.
///
/// The checks run one at a time (`.serialized`), as the binary runs them, each in a fresh scratch
/// folder that is removed after it.
@Suite(.serialized) struct SelfTestChecks {
    nonisolated(unsafe) static let table = SelfTestSuite.standardTable()

    /// One check of the table, by its suite's name and its own.
    struct TableCheck: CustomTestStringConvertible, Sendable {
        let suite: String
        let name: String
        var testDescription: String { "\(suite)/\(name)" }
    }

    static let tableChecks = table.flatMap { suite in suite.checks.map { TableCheck(suite: suite.name, name: $0.name) }
    }

    @Test(arguments: tableChecks) func check(_ check: TableCheck) throws {
        try Self.run(check.suite, check.name)
    }

    /// Runs the check `name` of `suite` as the runner would and records its verdict as an issue.
    static func run(_ suite: String, _ name: String) throws {
        let check = try #require(
            table.first { $0.name == suite }?.checks.first { $0.name == name }, "\(suite)/\(name) is in the table")
        if check.changesProcessState { return try runInBinary(suite, name, check.location) }
        let folder = FileManager().temporaryDirectory.appendingPathComponent(
            "spendrop-check-\(UUID().uuidString)", isDirectory: true)
        try FileManager().createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager().removeItem(at: folder) }
        let verdict: CheckVerdict
        do {
            verdict = try check.body(SelfTestContext(runDirectory: folder))
        } catch {
            Issue.record(
                "threw \(type(of: error)): \(error)",
                sourceLocation: Testing.SourceLocation(
                    fileID: check.location.fileID, filePath: check.location.file, line: check.location.line, column: 1))
            return
        }
        if !verdict.passed {
            Issue.record(
                "expected: \(verdict.expected) | actual: \(verdict.actual) | \(verdict.details)",
                sourceLocation: Testing.SourceLocation(
                    fileID: check.location.fileID, filePath: check.location.file, line: check.location.line, column: 1))
        }
    }

    /// Runs a check that changes what the threads of its process share in a `spendrop` of its
    /// own (`swift test` runs other tests on other threads meanwhile): its `[TEST]` line must say PASS.
    static func runInBinary(_ suite: String, _ name: String, _ location: SourceLocation) throws {
        // `*` and `?` are the pattern's only wildcards; `?` stands for either where the name has one.
        let pattern = "\(suite)/\(name)".replacingOccurrences(of: "*", with: "?")
        let result = try SpendropBinary.run(
            ["--run-all-tests", "--filter", pattern], environment: Sandbox().environment)
        if !result.lines.contains("[TEST][\(suite)] [PASS] \(name)") || result.status != 0 {
            Issue.record(
                "spendrop --run-all-tests --filter '\(pattern)' exited \(result.status): \(result.output)\(result.errors)",
                sourceLocation: Testing.SourceLocation(
                    fileID: location.fileID, filePath: location.file, line: location.line, column: 1))
        }
    }

    /// A failure points at the case that failed: a parser check at its fixture's line in its
    /// table, a table-driven check at its row, never at the helper every row goes through.
    @Test func everyCheckPointsAtTheLineThatWritesItsCase() throws {
        let root = SourceLine.root
        var files: [String: [Substring]] = [:]
        func line(_ location: SourceLocation) throws -> String {
            if files[location.file] == nil {
                files[location.file] = try String(
                    contentsOf: root.appendingPathComponent(location.file), encoding: .utf8
                )
                .split(separator: "\n", omittingEmptySubsequences: false)
            }
            let lines = files[location.file]!
            return lines.indices.contains(location.line - 1) ? String(lines[location.line - 1]) : ""
        }
        for suite in Self.table {
            for check in suite.checks {
                let written = try line(check.location)
                if suite.name == "Parser" && check.location.file.contains("/Fixtures/") {
                    #expect(
                        written.contains("ParserFixture("),
                        "\(suite.name)/\(check.name) points at \(check.location.description): \(written)")
                } else {
                    #expect(
                        !written.trimmingCharacters(in: .whitespaces).isEmpty,
                        "\(suite.name)/\(check.name) points at an empty line")
                }
                #expect(
                    !check.location.file.hasSuffix("ParserFixture.swift") && !written.contains("SelfTestCheck(name)"),
                    "\(suite.name)/\(check.name) points at the helper, \(check.location.description): \(written)")
            }
        }
        let parserChecks = Self.table.first { $0.name == "Parser" }?.checks ?? []
        #expect(parserChecks.filter { $0.location.file.contains("/Fixtures/") }.count > parserChecks.count / 2)
    }
}
