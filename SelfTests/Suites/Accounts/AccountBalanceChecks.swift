import SelfTestRunner
import SpenDropCore

/// Balances and totals after Money In, a transfer and Money Out across two accounts.
enum AccountBalanceChecks {
    typealias S = SampleLedger

    static var all: [SelfTestCheck] {
        [
            SelfTestCheck("balances after Money In, a transfer and Money Out across two accounts") { _ in
                var ledger = Ledger()
                for account in S.accounts { try ledger.open(account) }
                for transaction in S.transactions where (2...4).contains(transaction.id.rawValue) {
                    try ledger.record(transaction)
                }
                let balances = try ledger.balances()
                // Maybank 1,000.00 + 3,500.00 - 200.00; wallet 50.00 + 200.00 - 12.50.
                return .all([
                    .equal(balances[S.maybank], S.myr(430_000), "Maybank Savings"),
                    .equal(balances[S.wallet], S.myr(23_750), "Touch 'n Go eWallet"),
                    .equal(try ledger.totalsByCurrency(), [S.myr(453_750)], "overall MYR total"),
                ])
            },
            SelfTestCheck("a transfer moves both balances and leaves the overall total unchanged") { _ in
                var ledger = Ledger()
                for account in S.accounts { try ledger.open(account) }
                let before = try ledger.totalsByCurrency()
                try ledger.record(S.transactions[2])
                let balances = try ledger.balances()
                return .all([
                    .equal(balances[S.maybank], S.myr(80_000), "Maybank Savings after sending RM 200.00"),
                    .equal(balances[S.wallet], S.myr(25_000), "eWallet after receiving RM 200.00"),
                    .equal(try ledger.totalsByCurrency(), before, "overall total"),
                ])
            },
            SelfTestCheck("every sample transaction gives the hand-worked balances") { _ in
                let balances = try S.ledger().balances()
                // Maybank: 1000 - 45 + 3500 - 200 - 89.90 - 60; wallet: 50 + 200 - 12.50 - 18 - 20 + 15.
                return .all([.equal(balances[S.maybank], S.myr(410_510)), .equal(balances[S.wallet], S.myr(21_450))])
            },
            SelfTestCheck("totals are kept per currency, never mixed") { _ in
                var ledger = try S.ledger()
                try ledger.open(
                    Account(
                        id: AccountID(3), name: "Wise USD", openingBalance: Money(minorUnits: 12_345, currency: .usd)))
                let totals = try ledger.totalsByCurrency()
                return .equal(totals, [S.myr(431_960), Money(minorUnits: 12_345, currency: .usd)])
            },
        ]
    }
}
