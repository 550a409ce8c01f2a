import SelfTestRunner
import SpenDropCore
import SpenDropStore

/// A closed account keeps its history: balances and reports still count it; only the totals of a
/// list that hides it leave it out.
enum ClosedAccountChecks {
    typealias S = SampleLedger

    static var all: [SelfTestCheck] {
        [
            SelfTestCheck(
                "a closed wallet keeps its RM 214.50 balance and its spending; the open accounts' total leaves it out"
            ) { _ in
                var accounts = S.accounts
                accounts[1].isClosed = true
                let ledger = try Ledger(accounts: accounts, transactions: S.transactions)
                let april = S.calendar.month(year: 2026, month: 4)!
                let open = ledger.accounts.filter { !$0.isClosed }.map(\.id)
                return .all([
                    .equal(try ledger.balance(of: S.wallet), S.myr(21_450), "the closed wallet's balance"),
                    .equal(
                        try CashFlow.card(for: ledger.transactions, in: april, currency: .myr).moneyOut, S.myr(14_040),
                        "April's Money Out"),
                    .equal(
                        try ledger.totalsByCurrency(of: open), [try ledger.balance(of: S.maybank)],
                        "total of the open accounts"),
                    .equal(
                        try ledger.totalsByCurrency(), [S.myr(try ledger.balance(of: S.maybank).minorUnits + 21_450)],
                        "total of all accounts"),
                ])
            },
            SelfTestCheck(
                "accounts delete removes an account with no transactions and refuses one with a transaction, pointing to close"
            ) { context in
                let app = AppHarness(location: try AppHarness.emptyStore(context, "delete-account"))
                let made = [
                    app.run(["accounts", "add", "Cash"]).status, app.run(["accounts", "add", "Spare"]).status,
                    app.run(["add", "5", "Kopi", "--account", "Cash"]).status,
                ]
                let deleted = app.run(["accounts", "delete", "Spare"])
                let refused = app.run(["accounts", "delete", "Cash"])
                let listed = app.run(["accounts", "--all"]).output
                return .all([
                    .equal(made, [0, 0, 0], "exit statuses of two accounts and an add"),
                    .equal(deleted.status, 0, deleted.errors),
                    .contains(deleted.output, "Deleted account Spare."),
                    .that(
                        refused.status != 0
                            && refused.errors.contains(
                                "'Cash' has 1 transaction; 'spendrop accounts close Cash' hides it and keeps its history"
                            ),
                        expected: "refused: 'Cash' has 1 transaction; 'spendrop accounts close Cash' …",
                        actual: "exit \(refused.status): \(refused.errors)"),
                    .that(
                        !listed.contains("Spare") && listed.contains("Cash"), expected: "Cash listed, Spare gone",
                        actual: listed),
                ])
            },
            SelfTestCheck(
                "close refuses an account that holds money, saying how much; --write-off records it as spent and closes; a second close and reopen are refused"
            ) { context in
                let location = try AppHarness.sampleStore(context, "close-reopen")
                let app = AppHarness(location: location)
                let wallet = "Touch 'n Go eWallet"
                var steps: [String] = []
                let before = try AppHarness.census(location.databaseURL)
                let refused = app.run(["accounts", "close", wallet])
                let unchanged = try AppHarness.census(location.databaseURL) == before
                for words in [["close", "--write-off"], ["close"], ["reopen"], ["reopen"]] {
                    let outcome = app.run(["accounts", words[0], wallet] + words.dropFirst())
                    steps.append(
                        "\(words.joined(separator: " ")): exit \(outcome.status)\(outcome.errors.contains("is already") ? ", already" : ""), listed "
                            + "\(app.run(["accounts"]).output.contains(wallet)), with --all \(app.run(["accounts", "--all"]).output.contains(wallet))"
                    )
                }
                let wroteOff = app.run(["transactions", "--search", "Write-off"]).output
                // The store hands back the account as it is after each change.
                let store = Store(database: try MigrationChecks.opener().open(location).get().database)
                let handedBack = [
                    try store.setAccount(wallet, closed: true).isClosed,
                    try store.setAccount(wallet, closed: false).isClosed,
                ]
                return .all([
                    .equal(refused.status, 1, "close of an account holding money"),
                    .contains(
                        refused.errors, "'Touch 'n Go eWallet' holds RM 214.50; move it to another account first",
                        "the balance named"),
                    .equal(unchanged, true, "a refused close changes nothing"),
                    .equal(
                        steps,
                        [
                            "close --write-off: exit 0, listed false, with --all true",
                            "close: exit 1, already, listed false, with --all true",
                            "reopen: exit 0, listed true, with --all true",
                            "reopen: exit 1, already, listed true, with --all true",
                        ]),
                    .contains(wroteOff, "RM 214.50", "the write-off is a transaction of the balance"),
                    .equal(
                        handedBack, [true, false], "closed as each call hands the account back: close, then reopen"),
                ])
            },
        ]
    }
}

/// What the Transactions list adds up to: each currency on its own line, none dropped.
enum TransactionTotalsChecks {
    typealias S = SampleLedger

    static var all: [SelfTestCheck] {
        [
            SelfTestCheck(
                "a list's totals give money in, out and moved for each currency, a USD expense on its own line"
            ) { _ in
                let dollars = Transaction(
                    id: TransactionID(20), kind: .moneyOut, account: AccountID(3),
                    amount: Money(minorUnits: 1_999, currency: .usd),
                    occurredAt: S.at(2026, 4, 3), utcOffset: SampleLedger.offset, merchant: "Netflix")
                let totals = try TransactionTotals.of(S.transactions + [dollars])
                return .equal(
                    totals.map(\.line), ["MYR: in RM 3,515.00 · out RM 245.40 · moved RM 200.00", "USD: out US$19.99"])
            },
            SelfTestCheck("a totals line leaves out the parts that are zero, and shows out RM 0.00 only when all are") {
                _ in
                func line(_ inMinor: Int64, _ outMinor: Int64, _ moved: Int64) -> String {
                    TransactionTotals(
                        currency: .myr, moneyIn: S.myr(inMinor), moneyOut: S.myr(outMinor), transferred: S.myr(moved)
                    ).line
                }
                return .equal(
                    [line(1_000, 0, 0), line(0, 0, 500), line(1_000, 0, 500), line(0, 0, 0)],
                    ["MYR: in RM 10.00", "MYR: moved RM 5.00", "MYR: in RM 10.00 · moved RM 5.00", "MYR: out RM 0.00"])
            },
        ]
    }
}
