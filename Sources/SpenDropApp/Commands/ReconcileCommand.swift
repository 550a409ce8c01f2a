import Basics
import Foundation
import SpenDropCore
import SpenDropStore

/// `spendrop reconcile ACCOUNT --balance X [--as-of DAY] [--clear ID …]`: compares the account's
/// cleared balance on a day (what statements showed) with the balance the bank's statement gives
/// for that day. On agreement every cleared transaction up to that day is locked (`edit` of its
/// amount, day or account and `delete` then need `--force`); otherwise it says the difference
/// and lists what is not cleared, locks nothing and exits 1.
enum ReconcileCommand: AppCommand {
    static let spec = CommandSpec(
        ["reconcile"], "check an account against the bank's statement balance, and lock what agrees",
        positionals: [.init("ACCOUNT", "the account the statement is for")],
        options: [balance, asOf, clear], json: true)
    static let balance = CommandOption(
        "--balance", "AMOUNT", "the statement's closing balance, in the account's currency (negative for a debt)",
        required: true)
    static let asOf = CommandOption.day("--as-of", "the statement's closing day (default: today)")
    static let clear = CommandOption(
        "--clear", "ID", "mark a transaction the statement shows as cleared first; repeat for more")

    struct ResultJSON: Encodable {
        let account: String
        let as_of: String
        let statement_balance: MoneyJSON
        let cleared_balance: MoneyJSON
        let difference: MoneyJSON
        let agreed: Bool
        let locked: Int
        let not_cleared: [TransactionJSON]
    }

    /// Thrown out of the change so that it is rolled back.
    struct Disagreement: Error {
        let outcome: Outcome
    }

    struct Outcome {
        let account: Account
        let cleared: Money
        let uncleared: [Transaction]
        let locked: Int
        let accounts: [AccountID: Account]
    }

    static func run(_ words: [String], context: AppContext) throws {
        let arguments = try CommandArguments(words, spec: spec)
        guard let balanceText = try arguments.value(Self.balance) else {
            throw AppError.usage("say the statement's balance with --balance AMOUNT")
        }
        let day = try arguments.value(Self.asOf) ?? context.today
        let clearIDs = try arguments.values(Self.clear).map { (text: String) throws(AppError) in
            try InputReading.transactionID(text)
        }
        let store = try context.store()
        let name = arguments.positional[0]
        guard
            let account = try store.accounts().first(where: {
                $0.name.lowercased() == name.trimmingCharacters(in: .whitespaces).lowercased()
            })
        else { throw StoreError.refusal(.noAccount(name, amongClosed: true)) }
        let stated = try InputReading.amount(
            balanceText.contains(where: \.isLetter) ? balanceText : "\(account.currency.code) \(balanceText)",
            context: context)
        guard stated.currency == account.currency else {
            throw AppError.usage("the balance \(MoneyFormatter.format(stated)) is not in \(account.currency.code)")
        }
        // A reconciliation that does not agree changes nothing, the transactions it was told to
        // clear included: it is said, with what is not cleared, and the command fails.
        let outcome: Outcome
        do {
            outcome = try ChangeRecording.run(
                store, context: context,
                { () throws -> Outcome in
                    if !clearIDs.isEmpty { try store.markCleared(clearIDs, in: account.id) }
                    let cleared = try store.balance(of: account, through: day, clearedOnly: true)
                    let uncleared = try store.unclearedTransactions(of: account.id, through: day)
                    let accounts = Dictionary(uniqueKeysWithValues: try store.accounts().map { ($0.id, $0) })
                    guard cleared == stated else {
                        throw Disagreement(
                            outcome: Outcome(
                                account: account, cleared: cleared, uncleared: uncleared, locked: 0,
                                accounts: accounts))
                    }
                    return Outcome(
                        account: account, cleared: cleared, uncleared: uncleared,
                        locked: try store.lockCleared(of: account.id, through: day), accounts: accounts)
                },
                summary: { outcome in
                    "Reconciled \(account.name) at \(MoneyFormatter.format(stated)) on \(day): "
                        + "\(Counted.text(outcome.locked, "transaction")) locked"
                })
        } catch let disagreement as Disagreement {
            outcome = disagreement.outcome
        }
        let difference = Money(
            minorUnits: outcome.cleared.minorUnits &- stated.minorUnits, currency: account.currency)
        let agreed = difference.isZero
        if arguments.wantsJSON {
            JSONOutput.write(
                ResultJSON(
                    account: account.name, as_of: day.description, statement_balance: MoneyJSON(stated),
                    cleared_balance: MoneyJSON(outcome.cleared), difference: MoneyJSON(difference), agreed: agreed,
                    locked: outcome.locked,
                    not_cleared: outcome.uncleared.map {
                        TransactionJSON($0, accounts: outcome.accounts, calendar: context.calendar)
                    }), to: context.output)
        } else if agreed {
            context.output.line(
                TerminalText.visible(
                    "\(account.name) agrees with the statement: \(MoneyFormatter.format(stated)) cleared on \(day). "
                        + "Locked \(Counted.text(outcome.locked, "transaction")); edit and delete of "
                        + "\(outcome.locked == 1 ? "it" : "them") now need --force."))
        } else {
            context.output.line(
                TerminalText.visible(
                    "\(account.name) has \(MoneyFormatter.format(outcome.cleared)) cleared on \(day); the statement "
                        + "says \(MoneyFormatter.format(stated)) (\(MoneyFormatter.format(difference)) off)."))
        }
        if !arguments.wantsJSON, !outcome.uncleared.isEmpty {
            context.output.line(
                "Not cleared by \(day) (--clear ID marks one the statement shows):")
            for transaction in outcome.uncleared {
                let signed =
                    transaction.account == account.id && transaction.kind != .moneyIn ? "-" : "+"
                context.output.line(
                    TerminalText.visible(
                        "  \(transaction.id)  \(transaction.day)  \(signed)\(MoneyFormatter.format(transaction.amount))  "
                            + (transaction.merchant.isEmpty ? "transfer" : transaction.merchant)))
            }
        }
        if !agreed {
            throw AppError.refused(
                "nothing was locked or cleared: the cleared balance is not the statement's"
                    + (clearIDs.isEmpty ? "" : "; run it again with every --clear the statement shows"))
        }
    }
}
