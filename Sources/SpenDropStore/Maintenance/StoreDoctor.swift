import Foundation

/// Examines the store at a location for `spendrop doctor`.
///
/// Promises: read-only from start to end: the store is opened with `SQLiteDatabase` read-only
/// (never through `StoreOpener`), so it is never created, migrated or written, and no `-wal` or
/// `-shm` file appears beside it. A missing store is reported, not created.
/// - Complexity: reads every page once for `integrity_check` and every transaction once to
///   compare the daily totals.
public struct StoreDoctor {
    public var fileManager: FileManager

    public init(fileManager: FileManager) {
        self.fileManager = fileManager
    }

    public func examine(_ location: StoreLocation) -> DoctorReport {
        let examination = StoreExamination.run(location.databaseURL, fileManager: fileManager, dailyTotals: true)
        var findings = examination.findings.map { finding in "the store \(finding)." + advice(for: finding, location) }
        if !examination.exists, fileManager.fileExists(atPath: location.databaseURL.path + "-wal") {
            findings.append("a write-ahead log \(location.databaseURL.lastPathComponent)-wal is there without its store; move it aside before the next launch.")
        }
        let writer = BackupWriter(directory: location.backupsDirectory, fileManager: fileManager, now: Date.init)
        let backups = writer.list().map { DoctorReport.Backup(url: $0, sizeBytes: StoreFileReader.size($0, fileManager: fileManager) ?? 0) }
        let counts = examination.rowCounts
        return DoctorReport(
            storeURL: location.databaseURL, exists: examination.exists, sizeBytes: examination.sizeBytes,
            walBytes: examination.walBytes, schemaVersion: examination.version, currentVersion: StoreSchema.currentVersion,
            canOpen: examination.exists ? examination.isOpenableVersion && examination.findings.isEmpty : true,
            integrityProblems: examination.integrityProblems, foreignKeyProblems: examination.foreignKeyProblems,
            dailyTotalsAgree: examination.dailyTotalsDisagreements.map { $0 == 0 },
            accountCount: counts["accounts"], transactionCount: examination.transactionCount,
            payBookEntryCount: counts["paybook_entries"],
            backupsDirectory: location.backupsDirectory, backups: backups, findings: findings)
    }

    private func advice(for finding: String, _ location: StoreLocation) -> String {
        if finding.hasPrefix("was written by a newer spendrop") { return " Update spendrop to open it." }
        return " Restore a backup with 'spendrop restore FILE' (the backups are in \(location.backupsDirectory.path))."
    }
}
