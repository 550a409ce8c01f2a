import Foundation

/// What `spendrop doctor` found about the store, as values: the command prints them for people
/// or as JSON.
///
/// Promises: `findings` is empty exactly when the store is healthy (or there is none yet); each
/// finding is one sentence about the store with what to do, as a fact the app words.
public struct DoctorReport: Sendable {
    /// One thing found wrong: its sentence ("the store is damaged (…)."), and what to do about it.
    public struct Finding: Sendable, Equatable {
        public let text: String
        public let advice: DoctorAdvice?
    }

    /// One file in the backups folder.
    public struct Backup: Sendable, Equatable {
        public let url: URL
        public let sizeBytes: UInt64
    }

    public let storeURL: URL
    public let exists: Bool
    public let sizeBytes: UInt64?
    /// The size of the write-ahead log beside the store, nil when there is none.
    public let walBytes: UInt64?
    /// `PRAGMA user_version`, nil when it could not be read.
    public let schemaVersion: Int?
    /// The version this build writes.
    public let currentVersion: Int
    /// Whether this build opens the store (migrating it first when it is older).
    public let canOpen: Bool
    /// `integrity_check`'s problems, empty when it said ok; nil when it could not run.
    public let integrityProblems: [String]?
    /// `foreign_key_check`'s rows, empty when there are none; nil when it could not run.
    public let foreignKeyProblems: [String]?
    /// Whether `daily_totals` equal the sums over the transactions; nil when not applicable (an
    /// older schema, which builds them when migrated) or not checked.
    public let dailyTotalsAgree: Bool?
    /// The rules the rows break (`StoreInvariants`), each with its count and first rows.
    public let ruleViolations: [InvariantViolation]
    public let accountCount: Int64?
    public let transactionCount: Int64?
    public let payBookEntryCount: Int64?
    public let backupsDirectory: URL
    public let backups: [Backup]
    /// What was replayed before the examination (a journal or log a killed writer left), if anything.
    public let recovery: String?
    /// spendrop's own temporary files that no running spendrop is writing (a later launch removes them).
    public let leftovers: [URL]
    public let findings: [Finding]

    public var isHealthy: Bool { findings.isEmpty }
}
