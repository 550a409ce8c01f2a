import Foundation
import Testing

/// `spendrop import ofx|qfx|qif` on every statement of the development corpus, as a user runs it:
/// each account gets the file's transactions with their days, signs and amounts, ends at the
/// statement's closing balance where the file states one, and a second import of the same file
/// adds nothing. The expectations are the corpus's own `expected.json`, written from the files by
/// hand, not by spendrop.
@Suite struct StatementImportCorpusTests {
    @Test(
        .enabled(
            if: !StatementCorpusTests.corpusFiles.isEmpty, "the development corpus is beside the repository"),
        arguments: StatementCorpusTests.corpusFiles)
    func importingAStatementGivesItsTransactionsAndBalanceAndAgainAddsNothing(_ name: String) throws {
        let file = StatementCorpusTests.corpus.appendingPathComponent(name)
        let expected = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: file.appendingPathExtension("expected.json")))
                as? [String: Any])
        let wanted = try #require(expected["accounts"] as? [[String: Any]])
        let withCash = wanted.filter { ($0["transactions"] as? Int ?? 0) > 0 || $0["ledger_balance_minor"] is NSNumber }
        let format = String(name.split(separator: ".").last ?? "")
        let sandbox = Sandbox()
        // A QIF file without `!Account` names no account: the user says which.
        let arguments =
            ["import", format, file.path]
            + (wanted.count == 1 && wanted[0]["account_id"] is NSNull
                ? ["--account", "Checking"] : [])
        let first = try SpendropBinary.run(arguments, environment: sandbox.environment)
        if withCash.isEmpty {
            #expect(first.status == 1, "an investment statement with no cash is refused: \(first.output)")
            #expect(first.errors.contains("is an investment statement"), "\(first.errors)")
            return
        }
        #expect(first.status == 0, "\(first.errors)")
        let total = wanted.reduce(0) { $0 + ($1["transactions"] as? Int ?? 0) }
        #expect(first.lines.first?.hasSuffix(": \(total) new, 0 already there.") == true, "\(first.output)")

        let listed = try SpendropBinary.run(["accounts", "--json"], environment: sandbox.environment)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(listed.output.utf8)) as? [String: Any])
        let accounts = try #require(object["accounts"] as? [[String: Any]])
        // Each statement account opens one account, in file order.
        #expect(accounts.count == wanted.count, "\(listed.output)")
        let exported = sandbox.root.appendingPathComponent("export.json")
        _ = try SpendropBinary.run(["export", "json", exported.path], environment: sandbox.environment)
        let export = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: exported)) as? [String: Any])
        let transactions = try #require(export["transactions"] as? [[String: Any]])
        for (account, want) in zip(accounts, wanted) {
            let name = account["name"] as? String ?? ""
            let balance = Self.minor(account["balance"]), opening = Self.minor(account["opening"])
            let own = transactions.filter { $0["account"] as? String == name }
            #expect(own.count == want["transactions"] as? Int, "\(name): transactions")
            #expect(balance - opening == (want["sum_minor"] as? NSNumber)?.int64Value, "\(name): sum of amounts")
            let signed = own.map { ($0["type"] as? String == "in" ? 1 : -1) * Self.minor($0["amount"]) }
            #expect(signed.reduce(0, +) == balance - opening, "\(name): the rows add up to the balance's change")
            #expect(own.allSatisfy { $0["status"] as? String == "cleared" }, "\(name): every imported row is cleared")
            let days = own.compactMap { $0["date"] as? String }.sorted()
            #expect(days.first == want["first_date"] as? String, "\(name): first day")
            #expect(days.last == want["last_date"] as? String, "\(name): last day")
            if let ledger = (want["ledger_balance_minor"] as? NSNumber)?.int64Value {
                #expect(balance == ledger, "\(name): balance after the import is the statement's closing balance")
            }
        }

        let again = try SpendropBinary.run(arguments, environment: sandbox.environment)
        #expect(again.status == 0, "\(again.errors)")
        #expect(again.lines.first?.hasSuffix(": 0 new, \(total) already there.") == true, "\(again.output)")
    }

    static func minor(_ value: Any?) -> Int64 {
        ((value as? [String: Any])?["minor"] as? NSNumber)?.int64Value ?? 0
    }
}
