import Foundation
import SpenDropCore

/// Balances, cash flow and breakdown over a million in-memory transactions (the expense core's
/// throughput target: each under 100 ms on the project's 2-core machine).
enum CoreBenchmark {
    static func run(transactionCount: Int) throws -> [Measurement] {
        let timeZone = TimeZone(secondsFromGMT: 8 * 3600)!
        let calendar = ReportingCalendar(timeZone: timeZone, firstWeekday: 2)
        let (ledger, transactions) = try makeLedger(count: transactionCount, calendar: calendar)
        let month = calendar.month(year: 2026, month: 6)!
        var sink = 0
        let results =
            [
                try Measurement.run("balances, \(transactionCount) transactions", target: 100) {
                    sink &+= try ledger.balances().count
                },
                try Measurement.run("cash-flow card, one month", target: 100) {
                    sink &+= try CashFlow.card(for: transactions, in: month, currency: .myr).transactionCount
                },
                try Measurement.run("cash-flow card, all time", target: 100) {
                    sink &+= try CashFlow.card(for: transactions, in: .allTime, currency: .myr).transactionCount
                },
                try Measurement.run("breakdown + cash-flow view, one month", target: 100) {
                    sink &+= try CategoryBreakdown(
                        transactions: transactions, period: month, calendar: calendar, currency: .myr
                    ).rows.count
                },
                try Measurement.run("breakdown + cash-flow view, all time", target: 100) {
                    sink &+= try CategoryBreakdown(
                        transactions: transactions, period: .allTime, calendar: calendar, currency: .myr
                    ).rows.count
                },
            ] + hashing(&sink)
        if sink == 42 { print("") }
        return results
    }

    /// A 64 MiB store's backup checksum (written and then verified on every cloud backup), with
    /// each implementation: the target is for the one spendrop uses.
    static func hashing(_ sink: inout Int) -> [Measurement] {
        let bytes = (0..<(64 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 13) }
        let fastest = SHA256.isAccelerated ? "SHA instructions" : "Swift (no SHA instructions here)"
        return [
            Measurement.run("SHA-256 of 64 MiB, \(fastest)", target: 100) {
                sink &+= SHA256.hexDigest(of: bytes).utf8.count
            },
            Measurement.run("SHA-256 of 64 MiB, Swift alone (reference)", target: 100) {
                sink &+= SHA256.hexDigest(of: bytes, implementation: .portable).utf8.count
            },
        ]
    }

    /// Three accounts and `count` transactions over three years: 70 % Money Out across twelve
    /// categories (some uncategorised), 20 % Money In, 10 % transfers; reproducible.
    static func makeLedger(count: Int, calendar: ReportingCalendar) throws -> (Ledger, [Transaction]) {
        let accounts = [
            Account(id: AccountID(1), name: "Maybank", openingBalance: Money(minorUnits: 500_000, currency: .myr)),
            Account(id: AccountID(2), name: "Touch 'n Go", openingBalance: Money(minorUnits: 10_000, currency: .myr)),
            Account(id: AccountID(3), name: "Cash", openingBalance: Money(minorUnits: 0, currency: .myr)),
        ]
        let categories: [String?] = [
            "Food", "Groceries", "Transport", "Bills", "Shopping", "Health", "Fun", "Travel",
            "Education", "Gifts", "Home", nil,
        ]
        let start = calendar.start(of: CalendarDay(year: 2024, month: 1, day: 1)!).timeIntervalSince1970
        let span = 3 * 365 * 86_400.0
        var state: UInt64 = 0x5EED
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        var transactions: [Transaction] = []
        transactions.reserveCapacity(count)
        for index in 0..<count {
            let roll = next() % 10
            let account = AccountID(Int64(next() % 3) + 1)
            let kind: Transaction.Kind =
                roll < 7
                ? .moneyOut
                : roll < 9
                    ? .moneyIn
                    : .transfer(destination: AccountID(account.rawValue % 3 + 1))
            transactions.append(
                Transaction(
                    id: TransactionID(Int64(index) + 1), kind: kind, account: account,
                    amount: Money(minorUnits: Int64(next() % 50_000) + 1, currency: .myr),
                    occurredAt: Date(timeIntervalSince1970: start + span * Double(index) / Double(count)),
                    utcOffset: 28_800,
                    merchant: "Merchant \(next() % 500)",
                    category: kind == .moneyOut ? categories[Int(next() % 12)] : nil))
        }
        return (try Ledger(accounts: accounts, transactions: transactions), transactions)
    }
}
