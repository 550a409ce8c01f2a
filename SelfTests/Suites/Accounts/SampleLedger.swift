import Foundation
import SpenDropCore

/// A small, realistic ledger in Kuala Lumpur time that the Accounts and Cash flow suites share:
/// two MYR accounts, salary in, a transfer, and spending around the edges of days and months.
enum SampleLedger {
    static let kualaLumpur = TimeZone(secondsFromGMT: 8 * 3600)!
    static let calendar = ReportingCalendar(timeZone: kualaLumpur, firstWeekday: 2)
    /// Kuala Lumpur's offset from UTC (+08:00), the clock every transaction of these suites happened by.
    static let offset: Int32 = 8 * 3600
    static let maybank = AccountID(1)
    static let wallet = AccountID(2)

    static func myr(_ minorUnits: Int64) -> Money { Money(minorUnits: minorUnits, currency: .myr) }

    /// An instant given as Kuala Lumpur wall-clock time.
    static func at(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 12, _ minute: Int = 0) -> Date {
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = kualaLumpur
        return utc.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
    }

    static var accounts: [Account] {
        [
            Account(id: maybank, name: "Maybank Savings", openingBalance: myr(100_000)),
            Account(id: wallet, name: "Touch 'n Go eWallet", openingBalance: myr(5_000)),
        ]
    }

    /// Ids 1…9; each row says in its comment which filters it answers to.
    static var transactions: [Transaction] {
        [
            // March 2026, before the range most checks use.
            Transaction(
                id: TransactionID(1), kind: .moneyOut, account: maybank, amount: myr(4_500),
                occurredAt: at(2026, 3, 31, 23, 30), utcOffset: SampleLedger.offset,
                merchant: "Nasi Kandar Pelita", category: "Food", note: "late supper"),
            Transaction(
                id: TransactionID(2), kind: .moneyIn, account: maybank, amount: myr(350_000),
                occurredAt: at(2026, 4, 1, 0, 30), utcOffset: SampleLedger.offset,
                merchant: "ACME Sdn Bhd", category: "Salary", note: "April salary"),
            Transaction(
                id: TransactionID(3), kind: .transfer(destination: wallet), account: maybank, amount: myr(20_000),
                occurredAt: at(2026, 4, 2, 9, 0), utcOffset: SampleLedger.offset, note: "top up wallet"),
            Transaction(
                id: TransactionID(4), kind: .moneyOut, account: wallet, amount: myr(1_250),
                occurredAt: at(2026, 4, 2, 13, 15), utcOffset: SampleLedger.offset,
                merchant: "Mamak Corner", category: "Food"),
            Transaction(
                id: TransactionID(5), kind: .moneyOut, account: maybank, amount: myr(8_990),
                occurredAt: at(2026, 4, 5, 18, 0), utcOffset: SampleLedger.offset,
                merchant: "TNB Electricity", category: "Bills", note: "March bill"),
            Transaction(
                id: TransactionID(6), kind: .moneyOut, account: wallet, amount: myr(1_800),
                occurredAt: at(2026, 4, 10, 8, 45), utcOffset: SampleLedger.offset,
                merchant: "Café Kopi Ais", category: "food", note: "with Aisyah"),
            Transaction(
                id: TransactionID(7), kind: .moneyOut, account: wallet, amount: myr(2_000),
                occurredAt: at(2026, 4, 12, 20, 0), utcOffset: SampleLedger.offset,
                merchant: "Grab ride", category: nil, note: ""),
            Transaction(
                id: TransactionID(8), kind: .moneyIn, account: wallet, amount: myr(1_500),
                occurredAt: at(2026, 4, 30, 23, 59), utcOffset: SampleLedger.offset,
                merchant: "Aisyah", category: nil, note: "dinner share"),
            // May 2026, after the range.
            Transaction(
                id: TransactionID(9), kind: .moneyOut, account: maybank, amount: myr(6_000),
                occurredAt: at(2026, 5, 1, 0, 0), utcOffset: SampleLedger.offset,
                merchant: "Pelita Nasi Kandar", category: "Food"),
        ]
    }

    static func ledger() throws -> Ledger {
        try Ledger(accounts: accounts, transactions: transactions)
    }

    static func ids(_ transactions: [Transaction]) -> [Int64] {
        transactions.map(\.id.rawValue)
    }
}
