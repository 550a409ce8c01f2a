import Foundation
import SpenDropCore
import Testing

/// Every OFX, QFX and QIF file of the development corpus (`../shared/corpus/statements`: real
/// exports from public projects' test suites, from banks in several countries) gives the accounts,
/// counts, sums, first and last days, currencies and closing balances its `expected.json` says.
@Suite struct StatementCorpusTests {
    static let corpus = SourceLine.corpus.appendingPathComponent("statements")

    static var corpusFiles: [String] {
        ((try? FileManager().contentsOfDirectory(atPath: corpus.path)) ?? [])
            .filter { $0.hasSuffix(".ofx") || $0.hasSuffix(".qfx") || $0.hasSuffix(".qif") }.sorted()
    }

    @Test(.enabled(if: !corpusFiles.isEmpty, "the development corpus is beside the repository"), arguments: corpusFiles)
    func aCorpusFileGivesWhatItsExpectationSays(_ name: String) throws {
        let file = Self.corpus.appendingPathComponent(name)
        let expected = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: file.appendingPathExtension("expected.json")))
                as? [String: Any])
        let bytes = Array(try Data(contentsOf: file))
        let statement =
            name.hasSuffix(".qif")
            ? try QIFStatementReader.read(bytes, defaultCurrency: .myr)
            : try OFXStatementReader.read(bytes, defaultCurrency: .myr)
        let accounts = try #require(expected["accounts"] as? [[String: Any]])
        #expect(statement.accounts.map(\.id) == accounts.map { $0["account_id"] as? String })
        for (account, want) in zip(statement.accounts, accounts) {
            let transactions = account.transactions
            #expect(transactions.count == want["transactions"] as? Int, "\(account.id): transactions")
            #expect(
                transactions.reduce(0) { $0 + $1.amount.minorUnits } == (want["sum_minor"] as? NSNumber)?.int64Value,
                "\(account.id): sum")
            #expect(
                transactions.map(\.day).min()?.description == want["first_date"] as? String, "\(account.id): first day")
            #expect(
                transactions.map(\.day).max()?.description == want["last_date"] as? String, "\(account.id): last day")
            #expect(
                account.ledgerBalance?.minorUnits == (want["ledger_balance_minor"] as? NSNumber)?.int64Value,
                "\(account.id): closing balance")
            #expect(account.currency?.code == want["currency"] as? String, "\(account.id): currency")
            if let trades = want["investment_transactions"] as? Int {
                #expect(account.investmentRecordCount == trades, "\(account.id): investment records")
            }
        }
    }
}
