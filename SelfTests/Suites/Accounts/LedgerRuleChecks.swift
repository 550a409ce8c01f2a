import Foundation
import SelfTestRunner
import SpenDropCore

/// What a ledger refuses, and that a refusal records nothing.
enum LedgerRuleChecks {
    typealias S = SampleLedger

    static func refusal(
        _ name: String, _ expected: LedgerError, _ transaction: Transaction,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line
    ) -> SelfTestCheck {
        SelfTestCheck(name, fileID: fileID, filePath: filePath, line: line) { _ in
            var ledger = try S.ledger()
            let before = ledger.transactions.count
            let verdict = CheckVerdict.throwsError(expected) { try ledger.record(transaction) }
            return .all([verdict, .equal(ledger.transactions.count, before, "transactions recorded after the refusal")])
        }
    }

    static var all: [SelfTestCheck] {
        let day = S.at(2026, 4, 20)
        return [
            refusal(
                "Money Out from an unknown account is refused", .unknownAccount(AccountID(42)),
                Transaction(
                    id: TransactionID(100), kind: .moneyOut, account: AccountID(42), amount: S.myr(100),
                    occurredAt: day, utcOffset: SampleLedger.offset)),
            refusal(
                "a transfer to the same account is refused", .transferToSameAccount("Maybank Savings"),
                Transaction(
                    id: TransactionID(100), kind: .transfer(destination: S.maybank), account: S.maybank,
                    amount: S.myr(100), occurredAt: day, utcOffset: SampleLedger.offset)),
            SelfTestCheck("a zero amount (a voucher) is recorded and changes no balance") { _ in
                var ledger = try S.ledger()
                let before = try ledger.balances()
                try ledger.record(
                    Transaction(
                        id: TransactionID(100), kind: .moneyOut, account: S.wallet, amount: S.myr(0),
                        occurredAt: day, utcOffset: SampleLedger.offset, merchant: "Free coffee voucher"))
                return .all([
                    .equal(ledger.transactions.count, 10, "transactions"),
                    .equal(try ledger.balances(), before, "balances"),
                ])
            },
            refusal(
                "a negative amount is refused", .negativeAmount(S.myr(-500)),
                Transaction(
                    id: TransactionID(100), kind: .moneyIn, account: S.wallet, amount: S.myr(-500), occurredAt: day,
                    utcOffset: SampleLedger.offset)),
            refusal(
                "an amount in another currency than the account is refused",
                .currencyDiffersFromAccount(amount: .usd, account: .myr, accountName: "Maybank Savings"),
                Transaction(
                    id: TransactionID(100), kind: .moneyOut, account: S.maybank,
                    amount: Money(minorUnits: 500, currency: .usd), occurredAt: day, utcOffset: SampleLedger.offset)),
            refusal(
                "the same transaction id twice is refused", .duplicateTransaction(TransactionID(4)),
                Transaction(
                    id: TransactionID(4), kind: .moneyOut, account: S.wallet, amount: S.myr(100), occurredAt: day,
                    utcOffset: SampleLedger.offset)),
            SelfTestCheck("a transfer between currencies is refused") { _ in
                var ledger = try S.ledger()
                try ledger.open(
                    Account(id: AccountID(3), name: "Wise USD", openingBalance: Money(minorUnits: 0, currency: .usd)))
                return .throwsError(LedgerError.transferBetweenCurrencies(from: .myr, to: .usd)) {
                    try ledger.record(
                        Transaction(
                            id: TransactionID(100), kind: .transfer(destination: AccountID(3)),
                            account: S.maybank, amount: S.myr(100), occurredAt: day, utcOffset: SampleLedger.offset))
                }
            },
            SelfTestCheck("a second account with the same name in other case is refused") { _ in
                var ledger = try S.ledger()
                return .throwsError(LedgerError.duplicateAccountName("MAYBANK savings")) {
                    try ledger.open(Account(id: AccountID(3), name: "MAYBANK savings", openingBalance: S.myr(0)))
                }
            },
            SelfTestCheck("each ledger and money refusal says what is wrong and what to do instead, in words") { _ in
                let sentences: [(LedgerError, String)] = [
                    (.unknownAccount(AccountID(42)), "there is no account#42; 'spendrop accounts' lists the accounts"),
                    (.duplicateAccountName("Cash"), "an account named 'Cash' already exists; choose another name"),
                    (.duplicateTransaction(TransactionID(4)), "transaction #4 is already recorded"),
                    (
                        .negativeAmount(S.myr(-500)),
                        "the amount cannot be negative (-RM 5.00); use 'add' for money out and 'income' for money in"
                    ),
                    (
                        .currencyDiffersFromAccount(amount: .usd, account: .myr, accountName: "Cash"),
                        "'Cash' keeps MYR but the amount is in USD; record it in MYR or use an account in USD"
                    ),
                    (.transferToSameAccount("Cash"), "a transfer needs two different accounts, but both are 'Cash'"),
                    (
                        .transferBetweenCurrencies(from: .myr, to: .usd),
                        "a transfer from a MYR to a USD account needs what arrived: --received \"USD AMOUNT\""
                    ),
                    (
                        .othersShareOutsideAmount(S.myr(1_500), of: S.myr(1_000)),
                        "other people's part RM 15.00 must be between nothing and the whole amount RM 10.00"
                    ),
                    (.receivedNotApplicable("--received is only for a transfer"), "--received is only for a transfer"),
                    (
                        .money(.currencyMismatch(.myr, .usd)),
                        "cannot combine MYR with USD; record them separately or convert one first"
                    ),
                    (.money(.overflow), "the amount is too large to record"),
                ]
                return .equal(sentences.map(\.0.description), sentences.map(\.1), "the sentences, case by case")
            },
        ]
    }
}
