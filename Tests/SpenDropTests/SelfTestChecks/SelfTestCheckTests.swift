import Foundation
import SelfTests
import Testing

/// Every self-test check of the suite table also runs under `swift test`: one parameterised test
/// per suite over its checks, each case named by its check, so `swift test --filter Splits` and an
/// IDE's test navigator see them. The checks are the table's own; nothing here restates one.
///
/// The suites run one check at a time (`.serialized`), as the binary runs them, each check in a
/// fresh scratch folder that is removed after it.
@Suite(.serialized) struct SelfTestChecks {
    nonisolated(unsafe) static let table = SelfTestSuite.standardTable()

    static func checks(of suite: String) -> [String] {
        table.first { $0.name == suite }?.checks.map(\.name) ?? []
    }

    /// Runs the check `name` of `suite` as the runner would and records its verdict as an issue.
    static func run(_ suite: String, _ name: String) throws {
        let check = try #require(table.first { $0.name == suite }?.checks.first { $0.name == name }, "\(suite)/\(name) is in the table")
        if check.changesProcessState { return try runInBinary(suite, name, check.location) }
        let folder = FileManager().temporaryDirectory.appendingPathComponent("spendrop-check-\(UUID().uuidString)", isDirectory: true)
        try FileManager().createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager().removeItem(at: folder) }
        let verdict: CheckVerdict
        do {
            verdict = try check.body(SelfTestContext(runDirectory: folder))
        } catch {
            Issue.record("threw \(type(of: error)): \(error)",
                         sourceLocation: Testing.SourceLocation(fileID: check.location.fileID, filePath: check.location.file, line: check.location.line, column: 1))
            return
        }
        if !verdict.passed {
            Issue.record("expected: \(verdict.expected) | actual: \(verdict.actual) | \(verdict.details)",
                         sourceLocation: Testing.SourceLocation(fileID: check.location.fileID, filePath: check.location.file, line: check.location.line, column: 1))
        }
    }

    @Suite("Parser") struct Parser {
        @Test(arguments: checks(of: "Parser")) func check(_ name: String) throws { try run("Parser", name) }
    }

    @Suite("Data safety") struct DataSafety {
        @Test(arguments: checks(of: "Data safety")) func check(_ name: String) throws { try run("Data safety", name) }
    }

    @Suite("Financial model") struct FinancialModel {
        @Test(arguments: checks(of: "Financial model")) func check(_ name: String) throws { try run("Financial model", name) }
    }

    @Suite("Accounts") struct Accounts {
        @Test(arguments: checks(of: "Accounts")) func check(_ name: String) throws { try run("Accounts", name) }
    }

    @Suite("Splits") struct Splits {
        @Test(arguments: checks(of: "Splits")) func check(_ name: String) throws { try run("Splits", name) }
    }

    @Suite("Cash flow") struct CashFlow {
        @Test(arguments: checks(of: "Cash flow")) func check(_ name: String) throws { try run("Cash flow", name) }
    }

    @Suite("Categories") struct Categories {
        @Test(arguments: checks(of: "Categories")) func check(_ name: String) throws { try run("Categories", name) }
    }

    @Suite("Preferences") struct Preferences {
        @Test(arguments: checks(of: "Preferences")) func check(_ name: String) throws { try run("Preferences", name) }
    }

    /// Runs a check that changes what the threads of its process share in a `spendrop` of its
    /// own (`swift test` runs other tests on other threads meanwhile): its `[TEST]` line must say PASS.
    static func runInBinary(_ suite: String, _ name: String, _ location: SelfTests.SourceLocation) throws {
        // `*` and `?` are the pattern's only wildcards; `?` stands for either where the name has one.
        let pattern = "\(suite)/\(name)".replacingOccurrences(of: "*", with: "?")
        let result = try SpendropBinary.run(["--run-all-tests", "--filter", pattern], environment: Sandbox().environment)
        if !result.lines.contains("[TEST][\(suite)] [PASS] \(name)") || result.status != 0 {
            Issue.record("spendrop --run-all-tests --filter '\(pattern)' exited \(result.status): \(result.output)\(result.errors)",
                         sourceLocation: Testing.SourceLocation(fileID: location.fileID, filePath: location.file, line: location.line, column: 1))
        }
    }

    @Suite("Launch contract") struct LaunchContract {
        @Test(arguments: checks(of: "Launch contract")) func check(_ name: String) throws { try run("Launch contract", name) }
    }

    @Suite("Authentication") struct Authentication {
        @Test(arguments: checks(of: "Authentication")) func check(_ name: String) throws { try run("Authentication", name) }
    }

    @Suite("Cloud backup") struct CloudBackup {
        @Test(arguments: checks(of: "Cloud backup")) func check(_ name: String) throws { try run("Cloud backup", name) }
    }

    @Suite("Budgets") struct Budgets {
        @Test(arguments: checks(of: "Budgets")) func check(_ name: String) throws { try run("Budgets", name) }
    }

    @Suite("Recurring") struct Recurring {
        @Test(arguments: checks(of: "Recurring")) func check(_ name: String) throws { try run("Recurring", name) }
    }

    @Test func everySuiteOfTheTableIsHere() {
        // A suite added to the table without a test struct here would go unseen by `swift test`.
        let covered = ["Parser", "Data safety", "Financial model", "Accounts", "Splits", "Cash flow", "Categories", "Preferences",
                       "Launch contract", "Authentication", "Cloud backup", "Budgets", "Recurring"]
        #expect(Self.table.map(\.name) == covered)
    }

    /// A failure points at the case that failed: a parser check at its fixture's line in its
    /// table, a table-driven check at its row, never at the helper every row goes through.
    @Test func everyCheckPointsAtTheLineThatWritesItsCase() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        var files: [String: [Substring]] = [:]
        func line(_ location: SelfTests.SourceLocation) throws -> String {
            if files[location.file] == nil {
                files[location.file] = try String(contentsOf: root.appendingPathComponent(location.file), encoding: .utf8)
                    .split(separator: "\n", omittingEmptySubsequences: false)
            }
            let lines = files[location.file]!
            return lines.indices.contains(location.line - 1) ? String(lines[location.line - 1]) : ""
        }
        for suite in Self.table {
            for check in suite.checks {
                let written = try line(check.location)
                if suite.name == "Parser" && check.location.file.contains("/Fixtures/") {
                    #expect(written.contains("ParserFixture("), "\(suite.name)/\(check.name) points at \(check.location.description): \(written)")
                } else {
                    #expect(!written.trimmingCharacters(in: .whitespaces).isEmpty, "\(suite.name)/\(check.name) points at an empty line")
                }
                #expect(!check.location.file.hasSuffix("ParserFixture.swift") && !written.contains("SelfTestCheck(name)"),
                        "\(suite.name)/\(check.name) points at the helper, \(check.location.description): \(written)")
            }
        }
        let parserChecks = Self.table.first { $0.name == "Parser" }?.checks ?? []
        #expect(parserChecks.filter { $0.location.file.contains("/Fixtures/") }.count > parserChecks.count / 2)
    }
}
