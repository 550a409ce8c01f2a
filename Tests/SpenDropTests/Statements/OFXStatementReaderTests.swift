import Foundation
import SpenDropCore
import Testing

/// Bank statement files read as their banks wrote them: every OFX and QFX file of the development
/// corpus (`../shared/corpus/statements`, real exports from public projects' test suites) gives the
/// accounts, counts, sums, first and last days and closing balances its `expected.json` says, and the
/// ways real files bend the format are each read the same as the plain form.
@Suite struct OFXStatementReaderTests {
    static let corpus = SourceLine.root.deletingLastPathComponent().appendingPathComponent("shared/corpus/statements")

    static var corpusFiles: [String] {
        ((try? FileManager().contentsOfDirectory(atPath: corpus.path)) ?? [])
            .filter { $0.hasSuffix(".ofx") || $0.hasSuffix(".qfx") }.sorted()
    }

    @Test(.enabled(if: !corpusFiles.isEmpty, "the development corpus is beside the repository"), arguments: corpusFiles)
    func aCorpusFileGivesWhatItsExpectationSays(_ name: String) throws {
        let file = Self.corpus.appendingPathComponent(name)
        let expected = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: file.appendingPathExtension("expected.json")))
                as? [String: Any])
        let statement = try OFXStatementReader.read(Array(try Data(contentsOf: file)), defaultCurrency: .myr)
        let accounts = try #require(expected["accounts"] as? [[String: Any]])
        #expect(statement.accounts.map(\.id) == accounts.map { $0["account_id"] as? String ?? "" })
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

    static func statement(
        _ body: String, header: String = "OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\nCHARSET:1252\n\n"
    )
        throws -> Statement
    {
        try OFXStatementReader.read(Array((header + body).utf8), defaultCurrency: .myr)
    }

    static func bank(_ transactions: String, currency: String = "<CURDEF>EUR") -> String {
        "<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS>\(currency)<BANKACCTFROM><BANKID>1<ACCTID>42</BANKACCTFROM>"
            + "<BANKTRANLIST>\(transactions)</BANKTRANLIST><LEDGERBAL><BALAMT>10.00<DTASOF>20240131</LEDGERBAL>"
            + "</STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>"
    }

    @Test(arguments: [
        ("-2.60", -260), ("-2,60", -260), ("+00000000000115.8331", 11583), ("11'373.94", 1_137_394),
        ("-1.2345", -123), ("0.005", 1), ("1.234,56", 123_456), ("7", 700),
    ])
    func anAmountIsReadAsBanksWriteIt(text: String, minor: Int64) throws {
        let read = try Self.statement(
            Self.bank("<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20240102<TRNAMT>\(text)<FITID>1</STMTTRN>"))
        #expect(read.accounts.first?.transactions.first?.amount.minorUnits == minor)
    }

    @Test func theSignIsTheAmountsAndTheDayIsTheFilesWhateverItsZone() throws {
        let read = try Self.statement(
            Self.bank(
                """
                <STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20010102225126.000[-5:EST]<TRNAMT>-12.00<FITID>a<NAME>Shop</STMTTRN>
                <STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20010103<TRNAMT>5.00<FITID>b<NAME>Refund</STMTTRN>
                """))
        let transactions = try #require(read.accounts.first?.transactions)
        #expect(transactions.map(\.amount.minorUnits) == [-1200, 500])
        #expect(transactions.map(\.day.description) == ["2001-01-02", "2001-01-03"])
        #expect(transactions.map(\.bankID) == ["a", "b"])
    }

    @Test func sgmlWithItsEndsLeftOutReadsAsXML() throws {
        let sgml = try Self.statement(
            Self.bank("<STMTTRN><TRNTYPE>POS<DTPOSTED>20240105<TRNAMT>-3.50<FITID>x<NAME>Kopi<MEMO>a &amp; b"))
        let xml = try Self.statement(
            Self.bank(
                "<STMTTRN><TRNTYPE>POS</TRNTYPE><DTPOSTED>20240105</DTPOSTED><TRNAMT>-3.50</TRNAMT><FITID>x</FITID>"
                    + "<NAME>Kopi</NAME><MEMO>a &amp; b</MEMO></STMTTRN>"),
            // As many lines before <OFX> as the SGML header, ended by CR alone.
            header: "<?xml version=\"1.0\"?>\r<?OFX OFXHEADER=\"200\" VERSION=\"211\"?>\r\r\r\r")
        #expect(sgml == xml)
        #expect(sgml.accounts.first?.transactions.first?.memo == "a & b")
        #expect(sgml.accounts.first?.ledgerBalance?.minorUnits == 1000)
    }

    @Test func latin1BytesUnderA1252HeaderAndAByteOrderMarkAreRead() throws {
        let text =
            "OFXHEADER:100\nCHARSET:1252\n\n"
            + Self.bank("<STMTTRN><DTPOSTED>20240105<TRNAMT>-1.00<NAME>Caf\u{E9} \u{20AC}</STMTTRN>")
        // Latin-1 for é, Windows-1252 for the euro sign (0x80), after a UTF-8 byte order mark.
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + text.unicodeScalars.map { $0 == "\u{20AC}" ? 0x80 : UInt8($0.value) }
        let read = try OFXStatementReader.read(bytes, defaultCurrency: .myr)
        #expect(read.accounts.first?.transactions.first?.payee == "Café €")
    }

    @Test(arguments: [
        ("<STMTTRN><DTPOSTED>20240105<FITID>1</STMTTRN>", "has no amount"),
        ("<STMTTRN><DTPOSTED>20240105<TRNAMT>abc</STMTTRN>", "'abc' is not an amount"),
        ("<STMTTRN><DTPOSTED>2024-01<TRNAMT>1.00</STMTTRN>", "'2024-01' is not a day"),
        ("<STMTTRN><TRNAMT>1.00</STMTTRN>", "no day it was posted"),
    ])
    func aRecordThatCannotBeReadStopsTheFileWithItsLine(body: String, reason: String) throws {
        #expect {
            _ = try Self.statement(Self.bank("\n\n" + body))
        } throws: { error in
            let error = error as? StatementError
            return error?.reason.contains(reason) == true && error?.line == 8
        }
    }

    @Test func aFileWithoutOFXIsRefused() {
        #expect(throws: StatementError(line: 1, reason: "there is no <OFX> element: this is not an OFX or QFX file")) {
            _ = try OFXStatementReader.read(Array("date,amount\n2024-01-01,5\n".utf8), defaultCurrency: .myr)
        }
    }
}
