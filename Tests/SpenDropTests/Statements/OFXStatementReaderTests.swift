import Foundation
import SpenDropCore
import Testing

/// OFX and QFX files read as their banks wrote them: the ways real files bend the format are each
/// read the same as the plain form, and what cannot be read stops the file at its line.
@Suite struct OFXStatementReaderTests {
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
