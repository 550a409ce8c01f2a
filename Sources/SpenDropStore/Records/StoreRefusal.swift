import SpenDropCore

/// A write the store refused where the way forward is another command: the facts of the refusal,
/// which the app turns into its sentence and the command to run (the store names no command).
///
/// Promises: each case holds what the sentence needs, as found in the store.
public enum StoreRefusal: Equatable, Sendable {
    /// No transaction (or bill someone else paid) has this id.
    case noTransaction(TransactionID)
    /// No account has this name; `closedCount`: whether closed accounts were looked among too.
    case noAccount(String, amongClosed: Bool)
    /// Closing an account that still holds `balance`, without a write-off.
    case accountHoldsMoney(String, balance: Money)
    /// Deleting an account that has transactions; `count` of them.
    case accountHasTransactions(String, count: Int64)
    /// An imported row names a closed account (`line` of the file).
    case closedAccountInImport(line: Int, account: String)
    /// Changing the amount of the bill of a split, whose shares add up to `total`.
    case splitBillAmount(TransactionID, others: [String], total: Money)
    /// Deleting the bill of a split without its split.
    case splitBillAlone(TransactionID, others: [String])
    /// No recurring bill has this id.
    case noRecurringBill(Int64)
    /// Renaming or merging a category no transaction uses.
    case noCategory(String)
    /// Renaming a category to the name of another one in use (a merge).
    case categoryExists(String, into: String)
    /// Merging a category into one no transaction uses (a rename).
    case notAnotherCategory(String, into: String)
    /// No import rule has this id.
    case noImportRule(Int64)
    /// Changing or deleting transactions a reconciliation locked, without `--force`.
    case reconciled([TransactionID])
}
