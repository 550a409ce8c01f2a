import Foundation

/// Examines the store at a location for `spendrop doctor`.
///
/// Promises: the store is examined read-only (never through `StoreOpener`), so it is never
/// created, migrated or given a row. The one thing it may do first is what SQLite does on any
/// open: replay a journal or log a killed writer left (`StoreRecovery`), when the folder can be
/// written, and the report says which it did. "Restore a backup" is advised only for damage an
/// integrity check confirmed; damage to data derived from other rows is said to be rebuilt by
/// `doctor --repair`, not mended by a restore that loses newer rows. Leftover temporary files of
/// spendrop's are listed, and so are the store's folders when others can read them.
/// - Complexity: reads every page once for `integrity_check` and every transaction once to
///   compare the daily totals.
public struct StoreDoctor {
    public var fileManager: FileManager
    /// The moment backups and leftovers are aged against.
    public var now: () -> Date

    public init(fileManager: FileManager, now: @escaping () -> Date) {
        self.fileManager = fileManager
        self.now = now
    }

    public func examine(_ location: StoreLocation, scratchParent: URL? = nil) -> DoctorReport {
        if let target = StoreFileProbe.symbolicLinkTarget(location.databaseURL) {
            // Nothing behind the link is read, replayed or judged: the link itself is the finding.
            var examination = StoreExamination(url: location.databaseURL)
            examination.exists = true
            examination.findings = [StoreExamination.finding(for: .symbolicLink(location.databaseURL, target: target))]
            return report(location, examination: examination, recovery: .nothingPending, scratchParent: scratchParent)
        }
        let recovery = StoreRecovery.recover(location.databaseURL, fileManager: fileManager)
        let examination = StoreExamination.run(location.databaseURL, fileManager: fileManager, rowRules: true)
        // A log that is not the store's own is a finding of the examination, not a replay to put off.
        let foreign = StoreLogOwnership.foreignLogReason(location.databaseURL) != nil
        return report(
            location, examination: examination, recovery: foreign ? .nothingPending : recovery,
            scratchParent: scratchParent)
    }

    private func report(
        _ location: StoreLocation, examination: StoreExamination, recovery: StoreRecovery.Outcome,
        scratchParent: URL?
    ) -> DoctorReport {
        var findings = examination.findings.map { DoctorReport.Finding(text: "the store \($0).", advice: $0.advice) }
        if !examination.exists, fileManager.fileExists(atPath: location.databaseURL.path + "-wal") {
            findings.append(
                DoctorReport.Finding(
                    text: "a write-ahead log \(location.databaseURL.lastPathComponent)-wal is there without its store; "
                        + "move it aside before the next launch.", advice: nil))
        }
        for folder in [location.directory, location.backupsDirectory] {
            if let mode = PrivateFolder.looseMode(of: folder) {
                findings.append(
                    DoctorReport.Finding(
                        text: "the folder \(folder.path) can be read by other users of this machine "
                            + "(mode \(String(mode, radix: 8))).", advice: .makeFoldersPrivate))
            }
        }
        let leftovers = TemporaryLeftovers(fileManager: fileManager, now: now).find(
            location, scratchParent: scratchParent)
        let writer = BackupWriter(directory: location.backupsDirectory, fileManager: fileManager, now: now)
        let backups = writer.list().map {
            DoctorReport.Backup(url: $0, sizeBytes: StoreFileReader.size($0, fileManager: fileManager) ?? 0)
        }
        let counts = examination.rowCounts
        return DoctorReport(
            storeURL: location.databaseURL, exists: examination.exists, sizeBytes: examination.sizeBytes,
            walBytes: examination.walBytes, schemaVersion: examination.version,
            currentVersion: StoreSchema.currentVersion,
            canOpen: examination.exists ? examination.isOpenableVersion && examination.findings.isEmpty : true,
            integrityProblems: examination.integrityProblems, foreignKeyProblems: examination.foreignKeyProblems,
            dailyTotalsAgree: examination.dailyTotalsDisagreements.map { $0 == 0 },
            ruleViolations: examination.invariantViolations,
            accountCount: counts["accounts"], transactionCount: examination.transactionCount,
            payBookEntryCount: counts["paybook_entries"],
            backupsDirectory: location.backupsDirectory, backups: backups, recovery: recovery.sentence,
            leftovers: leftovers,
            findings: findings)
    }
}
