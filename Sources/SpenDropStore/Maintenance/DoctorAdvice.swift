/// What a person can do about one of `doctor`'s findings, as a fact the app words (the store
/// names no command).
///
/// Promises: `restoreBackup` only for damage an integrity check confirmed.
public enum DoctorAdvice: Equatable, Sendable {
    case restoreBackup
    case updateSpendrop
    /// Move the file aside (a new store then starts) or restore a backup.
    case moveAside
    /// Derived data the rows rebuild: `doctor --repair`.
    case repairFromRows
    /// The store's folders can be read by others: `doctor --repair` makes them private.
    case makeFoldersPrivate
    /// Nothing is lost: check again once `DoctorRecheck` says what changed.
    case checkAgain(DoctorRecheck)
    /// The totals of a currency pass what can be counted: delete its largest transactions.
    case deleteLargest(currencyCode: String)
    /// A split's rows disagree: delete the split with its bill and record it again, or restore.
    case redoSplit
    /// A settlement goes against the debts before it: take back what changed them, or delete the
    /// settlement and settle again, or restore.
    case redoSettlement
    /// What to do, in the finding's own words, naming no command.
    case say(String)
}

/// When checking the store again can tell more than it could now.
public enum DoctorRecheck: Equatable, Sendable {
    /// With write access to the folder, so SQLite can replay a log.
    case withWriteAccess
    case afterFixingPermissions
    case afterFreeingSpace
    case whenUnlocked
    /// Check the disk and copy the store while it can be read.
    case afterCheckingTheDisk
    /// Anything else: run it again and report what it says.
    case andReport
}
