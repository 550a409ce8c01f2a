import Foundation
import SpenDropCore
import Testing

/// QIF files as Quicken and other programs write them: each register under its account, lists
/// left out, the date order the file's own dates show, and a record that cannot be read named by line.
@Suite struct QIFStatementReaderTests {
    static func read(_ text: String) throws -> Statement {
        try QIFStatementReader.read(Array(text.utf8), defaultCurrency: .usd)
    }

    @Test(arguments: [
        ("D23/10/2013\nT-1.00\n^\nD11/10/2013\nT-1.00\n^\n", ["2013-10-23", "2013-10-11"]),
        ("D10/11/2013\nT-1.00\n^\nD12/29/2013\nT-1.00\n^\n", ["2013-10-11", "2013-12-29"]),
        ("D1/ 1/10\nT-1.00\n^\nD2/10'2020\nT-1.00\n^\n", ["2010-01-01", "2020-02-10"]),
    ])
    func theDateOrderIsTheFilesOwn(records: String, days: [String]) throws {
        let read = try Self.read("!Type:Bank\n" + records)
        #expect(read.accounts.first?.transactions.map(\.day.description) == days)
    }

    @Test func registersGoUnderTheirAccountsAndListsGiveNothing() throws {
        let read = try Self.read(
            """
            !Type:Cat\nNfood\n^\n!Account\nNWallet\nTCash\n^\n!Type:Cash\nD1/2/2024\nT-6.50\nPKopi\nMlate\n^
            !Account\nNShares\nTInvst\n^\n!Type:Invst\nD1/3/2024\nNBuyX\nT100.00\n^\n!Type:Memorized\nKC\nT-9.99\nPRent\n^
            """)
        #expect(read.accounts.map(\.id) == ["Wallet", "Shares"])
        #expect(read.accounts.map(\.transactions.count) == [1, 0])
        #expect(read.accounts.map(\.investmentRecordCount) == [0, 1])
        #expect(read.accounts.first?.transactions.first?.amount == Money(minorUnits: -650, currency: .usd))
        #expect(read.accounts.first?.transactions.first?.payee == "Kopi")
    }

    @Test func aDayInsideTheSplitsIsTheSplitsNotTheRecords() throws {
        let read = try Self.read("!Type:Bank\r\nD2/10'2020\r\nT-10.00\r\nSBills\r\nD1/10'2020\r\n$-10.00\r\n^\r\n")
        #expect(read.accounts.first?.transactions.first?.day.description == "2020-02-10")
    }

    @Test(arguments: [
        ("T-1.00\n^\n", 3, "has no day"), ("D1/2/2024\n^\n", 3, "has no amount"),
        ("D1/2/2024\nTabc\n^\n", 4, "'abc' is not an amount"),
        ("D13/13/2024\nT1.00\n^\n", 3, "'13/13/2024' is not a day"),
    ])
    func aRecordThatCannotBeReadStopsTheFileWithItsLine(records: String, line: Int, reason: String) {
        #expect {
            _ = try Self.read("!Type:Bank\n\n" + records)
        } throws: { error in
            let error = error as? StatementError
            return error?.line == line && error?.reason.contains(reason) == true
        }
    }
}
