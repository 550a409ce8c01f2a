import Foundation
import Testing

/// `spendrop budget`: limits set and removed through the command line, seen on the budget screen,
/// on Home and in Breakdown, undone, refused with nothing written.
@Suite struct BudgetTests {
    static func run(_ words: [String], _ sandbox: Sandbox) throws -> SpendropBinary.Result {
        try SpendropBinary.run(words, environment: sandbox.environment)
    }

    @Test func aBudgetShowsSpentLeftAndPaceAndHomeAndBreakdownPointAtOverspending() throws {
        let sandbox = Sandbox()
        for words in [
            ["accounts", "add", "Cash", "--opening", "1000"], ["add", "450", "Mamak", "--category", "Food"],
            ["add", "40", "Grab", "--category", "Transport"],
            ["budget", "set", "Food", "500"], ["budget", "set", "transport", "30"],
        ] {
            let result = try Self.run(words, sandbox)
            #expect(result.status == 0, "\(words): \(result.errors)")
        }
        let screen =
            try JSONSerialization.jsonObject(with: Data(try Self.run(["budget", "--json"], sandbox).output.utf8))
            as? [String: Any] ?? [:]
        let budgets = screen["budgets"] as? [[String: Any]] ?? []
        #expect(budgets.map { $0["category"] as? String } == ["Food", "transport"], "\(screen)")
        #expect(budgets.map { ($0["left"] as? [String: Any])?["minor"] as? Int } == [5_000, -1_000])
        #expect(budgets.last?["pace"] as? String == "over")

        let home = try Self.run(["home"], sandbox).output
        #expect(home.contains("Budget Food: RM 450.00 of RM 500.00 spent"), "\(home)")
        #expect(home.contains("Budget transport: RM 40.00 of RM 30.00 spent, over by RM 10.00"), "\(home)")
        let breakdown = try Self.run(["breakdown"], sandbox).output
        #expect(
            breakdown.split(separator: "\n").contains {
                $0.contains("Transport") && $0.hasSuffix("over budget by RM 10.00")
            }, "\(breakdown)")
        #expect(!breakdown.split(separator: "\n").contains { $0.contains("Food") && $0.contains("over budget") })

        #expect(
            try Self.run(["budget", "unset", "TRANSPORT"], sandbox).output == "Removed the budget for TRANSPORT.\n")
        #expect(try Self.run(["undo"], sandbox).status == 0)
        #expect(try Self.run(["budget"], sandbox).output.contains("transport"))
    }

    @Test func aBadBudgetIsRefusedAndChangesNothing() throws {
        let sandbox = Sandbox()
        #expect(try Self.run(["accounts", "add", "Cash"], sandbox).status == 0)
        let before = try BadInputTests.storeDigest(sandbox)
        for (words, status, says) in [
            (["budget", "set", "Food", "0"], 2, "is zero"),
            (["budget", "set", " ", "10"], 2, "category"),
            (["budget", "set", "Food", "10", "--from", "2026-13"], 2, "YYYY-MM"),
            (["budget", "unset", "Food"], 1, "there is no budget for Food"),
        ] as [([String], Int32, String)] {
            let result = try Self.run(words, sandbox)
            #expect(
                result.status == status && result.errors.contains(says), "\(words): \(result.status) \(result.errors)")
        }
        #expect(try BadInputTests.storeDigest(sandbox) == before)
    }
}
