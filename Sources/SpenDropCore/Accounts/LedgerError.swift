/// Why a `Ledger` refused an account or a transaction; each reads as one sentence saying what to
/// do instead. Nothing is recorded when one is thrown.
public enum LedgerError: Error, Equatable, Sendable, CustomStringConvertible {
    case unknownAccount(AccountID)
    case duplicateAccountName(String)
    case duplicateTransaction(TransactionID)
    case negativeAmount(Money)
    case currencyDiffersFromAccount(amount: Currency, account: Currency, accountName: String)
    case transferToSameAccount(String)
    case transferBetweenCurrencies(from: Currency, to: Currency)
    case othersShareOutsideAmount(Money, of: Money)
    /// `received` given where it has no place (not a transfer, or one within a currency), or not in
    /// the destination's currency, or not more than nothing.
    case receivedNotApplicable(String)
    case money(MoneyError)

    public var description: String {
        switch self {
        case .unknownAccount(let id):
            return "there is no \(id); 'spendrop accounts' lists the accounts"
        case .duplicateAccountName(let name):
            return "an account named '\(name)' already exists; choose another name"
        case .duplicateTransaction(let id):
            return "transaction \(id) is already recorded"
        case .negativeAmount(let money):
            return "the amount cannot be negative (\(money)); use 'add' for money out and 'income' for money in"
        case .currencyDiffersFromAccount(let amount, let account, let name):
            return
                "'\(name)' keeps \(account.code) but the amount is in \(amount.code); record it in \(account.code) or use an account in \(amount.code)"
        case .transferToSameAccount(let name):
            return "a transfer needs two different accounts, but both are '\(name)'"
        case .transferBetweenCurrencies(let from, let to):
            return
                "a transfer from a \(from.code) to a \(to.code) account needs what arrived: --received \"\(to.code) AMOUNT\""
        case .receivedNotApplicable(let reason):
            return reason
        case .othersShareOutsideAmount(let share, let amount):
            return
                "other people's part \(MoneyFormatter.format(share)) must be between nothing and the whole amount \(MoneyFormatter.format(amount))"
        case .money(let error):
            return error.description
        }
    }
}
