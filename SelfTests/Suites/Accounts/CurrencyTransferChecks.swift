import Foundation
import SelfTestRunner
import SpenDropCore
import SpenDropStore

/// Transfers between accounts of two currencies: both amounts recorded, no rate implied.
enum CurrencyTransferChecks {
    typealias S = SampleLedger

    static let maybank = Account(id: AccountID(1), name: "Maybank", openingBalance: S.myr(100_000))
    static let wise = Account(id: AccountID(2), name: "Wise", openingBalance: Money(minorUnits: 0, currency: .usd))

    static func transfer(_ minor: Int64, received: Money?) -> Transaction {
        Transaction(
            id: TransactionID(1), kind: .transfer(destination: wise.id), account: maybank.id, amount: S.myr(minor),
            occurredAt: S.at(2026, 12, 2), utcOffset: SampleLedger.offset, received: received)
    }

    static var all: [SelfTestCheck] {
        [
            SelfTestCheck(
                "RM 445.00 to a USD account with US$100.00 received leaves RM 445.00 and brings US$100.00, neither income nor spending"
            ) { _ in
                var ledger = try Ledger(accounts: [maybank, wise], transactions: [])
                try ledger.record(transfer(44_500, received: Money(minorUnits: 10_000, currency: .usd)))
                let balances = try ledger.balances()
                let card = try CashFlow.card(
                    for: ledger.transactions, in: S.calendar.month(year: 2026, month: 12)!, currency: .myr)
                return .all([
                    .equal(balances[maybank.id], S.myr(55_500), "Maybank"),
                    .equal(balances[wise.id], Money(minorUnits: 10_000, currency: .usd), "Wise"),
                    .equal([card.moneyIn, card.moneyOut], [S.myr(0), S.myr(0)], "income and spending"),
                ])
            },
            SelfTestCheck(
                "a transfer between currencies without what was received, with nothing received, or with it in the wrong currency, is refused (one cent is enough); within one currency it has no place"
            ) { _ in
                let ledger = try Ledger(
                    accounts: [maybank, wise, Account(id: AccountID(3), name: "Cash", openingBalance: S.myr(0))],
                    transactions: [])
                return .all([
                    .throwsError(LedgerError.transferBetweenCurrencies(from: .myr, to: .usd), "nothing received") {
                        try ledger.validate(transfer(44_500, received: nil))
                    },
                    .that(
                        (try? ledger.validate(transfer(44_500, received: S.myr(100)))) == nil, expected: "refused",
                        actual: "accepted",
                        "received in ringgit"),
                    .that(
                        (try? ledger.validate(
                            Transaction(
                                id: TransactionID(1), kind: .transfer(destination: AccountID(3)), account: maybank.id,
                                amount: S.myr(100), occurredAt: S.at(2026, 12, 2), utcOffset: SampleLedger.offset,
                                received: S.myr(100)))) == nil,
                        expected: "refused", actual: "accepted", "received within ringgit"),
                    .that(
                        (try? ledger.validate(transfer(44_500, received: Money(minorUnits: 0, currency: .usd)))) == nil,
                        expected: "refused", actual: "accepted", "nothing received in dollars"),
                    .that(
                        (try? ledger.validate(transfer(44_500, received: Money(minorUnits: 1, currency: .usd)))) != nil,
                        expected: "accepted", actual: "refused", "one US cent received"),
                ])
            },
            SelfTestCheck("the stored balances of a transfer between currencies equal the ledger's, after a reread") {
                context in
                let opened = try MigrationChecks.opener().open(try AppHarness.emptyStore(context, "fx")).get()
                let store = Store(database: opened.database)
                try store.openAccount(name: maybank.name, openingBalance: maybank.openingBalance)
                try store.openAccount(name: wise.name, openingBalance: wise.openingBalance)
                try store.record(transfer(44_500, received: Money(minorUnits: 10_000, currency: .usd)))
                let ledger = try Ledger(accounts: try store.accounts(), transactions: try store.transactions())
                return .all([
                    .equal(try store.accountBalances(), try ledger.balances(), "balances"),
                    .equal(
                        try store.transactions().first?.received, Money(minorUnits: 10_000, currency: .usd),
                        "received, read back"),
                ])
            },
        ]
    }
}
