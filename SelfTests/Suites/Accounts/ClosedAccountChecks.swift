import SpenDropCore

/// A closed account keeps its history: balances and reports still count it; only the totals of a
/// list that hides it leave it out.
enum ClosedAccountChecks {
    typealias S = SampleLedger

    static var all: [SelfTestCheck] {[
        SelfTestCheck("a closed wallet keeps its RM 214.50 balance and its spending; the open accounts' total leaves it out") { _ in
            var accounts = S.accounts
            accounts[1].isClosed = true
            let ledger = try Ledger(accounts: accounts, transactions: S.transactions)
            let april = S.calendar.month(year: 2026, month: 4)!
            let open = ledger.accounts.filter { !$0.isClosed }.map(\.id)
            return .all([
                .equal(try ledger.balance(of: S.wallet), S.myr(21_450), "the closed wallet's balance"),
                .equal(try CashFlow.card(for: ledger.transactions, in: april, currency: .myr).moneyOut, S.myr(14_040), "April's Money Out"),
                .equal(try ledger.totalsByCurrency(of: open), [try ledger.balance(of: S.maybank)], "total of the open accounts"),
                .equal(try ledger.totalsByCurrency(), [S.myr(try ledger.balance(of: S.maybank).minorUnits + 21_450)], "total of all accounts"),
            ])
        },
    ]}
}

/// What the Transactions list adds up to: each currency on its own line, none dropped.
enum TransactionTotalsChecks {
    typealias S = SampleLedger

    static var all: [SelfTestCheck] {[
        SelfTestCheck("a list's totals give money in, out and moved for each currency, a USD expense on its own line") { _ in
            let dollars = Transaction(id: TransactionID(20), kind: .moneyOut, account: AccountID(3), amount: Money(minorUnits: 1_999, currency: .usd),
                                      occurredAt: S.at(2026, 4, 3), merchant: "Netflix")
            let totals = try TransactionTotals.of(S.transactions + [dollars])
            return .equal(totals.map(\.line), ["MYR: in RM 3,515.00 · out RM 245.40 · moved RM 200.00", "USD: out US$19.99"])
        },
    ]}
}
