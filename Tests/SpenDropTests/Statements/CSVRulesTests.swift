import Foundation
import SpenDropApp
import SpenDropCore
import Testing

/// A bank's CSV read through hledger's CSV rules gives, record by record, the day, amount and
/// description `hledger -f FILE --rules-file RULES print` gives: the corpus's rules file and
/// others that use every rule spendrop reads (separators, date formats, decimal commas, amounts in
/// and out, parentheses, currency symbols, interpolated descriptions, `if` blocks with `&`).
@Suite struct CSVRulesTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let csv: String
        let rules: String
        var testDescription: String { name }
    }

    static let cases = [
        Case(
            name: "a European bank: ';' separated, a decimal comma, amounts in and out, if blocks",
            csv: """
                Buchungstag;Empfänger;Verwendungszweck;Soll;Haben;Währung\r
                05.12.2026;REWE Markt;Einkauf 123;12,50;;EUR\r
                06.12.2026;Arbeitgeber GmbH;Gehalt Dezember;;2.345,67;EUR\r
                07.12.2026;Stadtwerke;Strom;1.234,56;;EUR\r

                """,
            rules: """
                skip 1
                separator ;
                fields date, payee, purpose, out, in, currency
                date-format %d.%m.%Y
                decimal-mark ,
                amount-out %out
                amount-in %in
                account1 assets:bank:giro
                description %payee - %purpose

                if rewe
                 account2 expenses:food

                if %payee stadt
                & %purpose strom
                 account2 expenses:utilities
                 description Electricity %purpose
                """),
        Case(
            name: "a US card: month first, dollars with parentheses and thousands, a field by number",
            csv: """
                Date,Description,Amount,Extra
                12/01/2026,"COFFEE, INC",(4.50),x
                12/02/2026,PAYMENT THANK YOU,"$1,200.00",y
                12/03/2026,GROCERY,-56.78,z
                """,
            rules: """
                skip 1
                fields date, description, amount, extra
                date-format %m/%d/%Y
                currency USD
                account1 liabilities:card
                description %2 (%4)
                if PAYMENT
                 account2 assets:checking
                """),
        Case(
            name: "day and month name, and a single-digit day",
            csv: """
                5 Dec 2026,Kopi,-3.20
                14 Nov 2026,Refund,10
                """,
            rules: """
                fields date, description, amount
                date-format %-d %b %Y
                currency MYR
                account1 assets:cash
                """),
    ]

    /// Transactions as (day, description, amount in minor units), sorted, as hledger prints them.
    static func hledger(csv: URL, rules: URL) throws -> [String] {
        let run = try ProcessRunner.run(
            // hledger reads files in the locale's encoding: UTF-8, as the files are.
            "/usr/bin/env",
            ["LANG=C.UTF-8", "hledger", "-f", csv.path, "--rules-file", rules.path, "print", "-O", "csv"])
        #expect(run.status == 0, "hledger: \(run.errors)")
        var seen: Set<String> = []
        var rows: [String] = []
        for line in run.output.split(separator: "\n").dropFirst() {
            let fields = CSVReader(text: String(line) + "\n")
            guard let record = try fields.next()?.fields, record.count > 9, seen.insert(record[0]).inserted else {
                continue
            }
            // The first posting of each transaction is account1's.
            let amount = record[8].replacingOccurrences(of: ",", with: ".")
            let currency = Currency(code: record[9]) ?? .myr
            let minor = StatementAmount.minorUnits(amount, currency: currency) ?? .min
            rows.append("\(record[1]) | \(record[5]) | \(minor)")
        }
        return rows.sorted()
    }

    static func ours(csv: String, rules: String) throws -> [String] {
        let statement = try CSVRulesReader.read(csv, rules: try CSVRules(rules), defaultCurrency: .myr)
        return statement.accounts.flatMap(\.transactions).map { "\($0.day) | \($0.payee) | \($0.amount.minorUnits)" }
            .sorted()
    }

    @Test(arguments: cases)
    func everyRecordReadsAsHledgerReadsIt(_ example: Case) throws {
        let folder = FileManager().temporaryDirectory.appendingPathComponent("spendrop-rules-\(UUID().uuidString)")
        try FileManager().createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager().removeItem(at: folder) }
        let csv = folder.appendingPathComponent("bank.csv"), rules = folder.appendingPathComponent("bank.csv.rules")
        try Data(example.csv.utf8).write(to: csv)
        try Data(example.rules.utf8).write(to: rules)
        let expected = try Self.hledger(csv: csv, rules: rules)
        #expect(!expected.isEmpty)
        #expect(try Self.ours(csv: example.csv, rules: example.rules) == expected)
    }

    /// What `spendrop import csv FILE --rules RULES` recorded, read back from `export json`, in
    /// the form `hledger` gives: (day, merchant, amount signed as account1's posting).
    static func imported(csv: URL, rules: URL, in sandbox: Sandbox) throws -> [String] {
        let imported = try SpendropBinary.run(
            ["import", "csv", csv.path, "--rules", rules.path], environment: sandbox.environment)
        #expect(imported.status == 0, "\(imported.errors)")
        let exported = sandbox.root.appendingPathComponent("export.json")
        _ = try SpendropBinary.run(["export", "json", exported.path, "--force"], environment: sandbox.environment)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: exported)) as? [String: Any])
        let transactions = try #require(object["transactions"] as? [[String: Any]])
        return transactions.map { transaction in
            let amount = ((transaction["amount"] as? [String: Any])?["minor"] as? NSNumber)?.int64Value ?? 0
            let sign: Int64 = transaction["type"] as? String == "in" ? 1 : -1
            return
                "\(transaction["date"] as? String ?? "") | \(transaction["merchant"] as? String ?? "") | \(sign * amount)"
        }.sorted()
    }

    @Test(arguments: cases)
    func importWithRulesRecordsWhatHledgerPrints(_ example: Case) throws {
        let sandbox = Sandbox()
        let csv = sandbox.root.appendingPathComponent("bank.csv"),
            rules = sandbox.root.appendingPathComponent("bank.rules")
        try Data(example.csv.utf8).write(to: csv)
        try Data(example.rules.utf8).write(to: rules)
        #expect(try Self.imported(csv: csv, rules: rules, in: sandbox) == (try Self.hledger(csv: csv, rules: rules)))
    }

    @Test(
        .enabled(
            if: FileManager().fileExists(
                atPath: StatementCorpusTests.corpus.appendingPathComponent("hledger_csb43.csv").path)))
    func theCorpusRulesFileReadsItsCSVAsHledgerDoes() throws {
        let csv = StatementCorpusTests.corpus.appendingPathComponent("hledger_csb43.csv")
        let rules = StatementCorpusTests.corpus.appendingPathComponent("hledger_csb43.csv.rules")
        let ours = try Self.ours(
            csv: String(decoding: try Data(contentsOf: csv), as: UTF8.self),
            rules: String(decoding: try Data(contentsOf: rules), as: UTF8.self))
        #expect(ours == (try Self.hledger(csv: csv, rules: rules)))
        #expect(ours.count == 2)
    }

    @Test(arguments: [
        ("skip 1\nfoo bar\n", 2, "'foo' is not a rule spendrop reads"),
        ("separator ab\n", 1, "the separator 'ab' is not one character"),
        ("decimal-mark ;\n", 1, "decimal-mark is . or , not ';'"),
        ("if (unclosed\n account2 x\n", 1, "'(unclosed' is not a regular expression"),
    ])
    func aRuleSpendropCannotUseIsNamedByLine(rules: String, line: Int, reason: String) {
        #expect(throws: CSVRulesError(line: line, reason: reason)) { _ = try CSVRules(rules) }
    }

    @Test func aRecordWithADateOutsideTheFormatIsNamedByLine() {
        #expect(throws: CSVRulesError(line: 2, reason: "'2026-12-05' is not a date in the format %d/%m/%Y")) {
            _ = try CSVRulesReader.read(
                "05/12/2026,a,1\n2026-12-05,b,2\n",
                rules: try CSVRules("fields date,description,amount\ndate-format %d/%m/%Y\n"), defaultCurrency: .myr)
        }
    }
}
