import Foundation
import SpenDropCore

/// What a ledger refuses, and that a refusal records nothing.
enum LedgerRuleChecks {
    typealias S = SampleLedger

    static func refusal(_ name: String, _ expected: LedgerError, _ transaction: Transaction) -> SelfTestCheck {
        SelfTestCheck(name) { _ in
            var ledger = try S.ledger()
            let before = ledger.transactions.count
            let verdict = CheckVerdict.throwsError(expected) { try ledger.record(transaction) }
            return .all([verdict, .equal(ledger.transactions.count, before, "transactions recorded after the refusal")])
        }
    }

    static var all: [SelfTestCheck] {
        let day = S.at(2026, 4, 20)
        return [
            refusal("Money Out from an unknown account is refused", .unknownAccount(AccountID(42)),
                    Transaction(id: TransactionID(100), kind: .moneyOut, account: AccountID(42), amount: S.myr(100), occurredAt: day)),
            refusal("a transfer to the same account is refused", .transferToSameAccount("Maybank Savings"),
                    Transaction(id: TransactionID(100), kind: .transfer(destination: S.maybank), account: S.maybank,
                                amount: S.myr(100), occurredAt: day)),
            SelfTestCheck("a zero amount (a voucher) is recorded and changes no balance") { _ in
                var ledger = try S.ledger()
                let before = try ledger.balances()
                try ledger.record(Transaction(id: TransactionID(100), kind: .moneyOut, account: S.wallet, amount: S.myr(0),
                                              occurredAt: day, merchant: "Free coffee voucher"))
                return .all([.equal(ledger.transactions.count, 10, "transactions"), .equal(try ledger.balances(), before, "balances")])
            },
            refusal("a negative amount is refused", .negativeAmount(S.myr(-500)),
                    Transaction(id: TransactionID(100), kind: .moneyIn, account: S.wallet, amount: S.myr(-500), occurredAt: day)),
            refusal("an amount in another currency than the account is refused",
                    .currencyDiffersFromAccount(amount: .usd, account: .myr, accountName: "Maybank Savings"),
                    Transaction(id: TransactionID(100), kind: .moneyOut, account: S.maybank,
                                amount: Money(minorUnits: 500, currency: .usd), occurredAt: day)),
            refusal("the same transaction id twice is refused", .duplicateTransaction(TransactionID(4)),
                    Transaction(id: TransactionID(4), kind: .moneyOut, account: S.wallet, amount: S.myr(100), occurredAt: day)),
            SelfTestCheck("a transfer between currencies is refused") { _ in
                var ledger = try S.ledger()
                try ledger.open(Account(id: AccountID(3), name: "Wise USD", openingBalance: Money(minorUnits: 0, currency: .usd)))
                return .throwsError(LedgerError.transferBetweenCurrencies(from: .myr, to: .usd)) {
                    try ledger.record(Transaction(id: TransactionID(100), kind: .transfer(destination: AccountID(3)),
                                                  account: S.maybank, amount: S.myr(100), occurredAt: day))
                }
            },
            SelfTestCheck("a second account with the same name in other case is refused") { _ in
                var ledger = try S.ledger()
                return .throwsError(LedgerError.duplicateAccountName("MAYBANK savings")) {
                    try ledger.open(Account(id: AccountID(3), name: "MAYBANK savings", openingBalance: S.myr(0)))
                }
            },
        ]
    }
}
