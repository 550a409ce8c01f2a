import Foundation

/// A full, read-only look at a file that should be a spendrop store: what `spendrop doctor`
/// reports and what `spendrop restore` demands of a backup before it replaces anything.
///
/// Promises: the file is only read (see `StoreFileReader`): it is never migrated, written or
/// given a `-wal` or `-shm` file. Each finding reads after the file's name: "is damaged (…)".
struct StoreExamination {
    let url: URL
    var exists = false
    var sizeBytes: UInt64?
    var walBytes: UInt64?
    var version: Int?
    /// `integrity_check`'s problems (empty when it said ok); nil when it could not run.
    var integrityProblems: [String]?
    var foreignKeyProblems: [String]?
    /// (Day, currency, kind) groups where `daily_totals` and the transactions differ; nil when not looked at.
    var dailyTotalsDisagreements: Int64?
    /// The rules the rows break (`StoreInvariants`); empty when not looked at.
    var invariantViolations: [InvariantViolation] = []
    var rowCounts: [String: Int64] = [:]
    var findings: [Finding] = []

    /// One thing found wrong, in words that read after the file's name, and what to do about it.
    struct Finding: CustomStringConvertible, Equatable {
        let text: String
        let advice: DoctorAdvice
        var description: String { text }
    }

    /// Whether this build opens a store of `version` (migrating it first when older).
    var isOpenableVersion: Bool { version.map { (1...StoreSchema.currentVersion).contains($0) } ?? false }

    /// Examines `url`; `rowRules` also checks the rules its rows keep (`StoreInvariants`: the daily
    /// totals against the transactions, splits against their shares, settlements), which reads
    /// every transaction once.
    static func run(_ url: URL, fileManager: FileManager, rowRules: Bool) -> StoreExamination {
        var result = StoreExamination(url: url)
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return result }
        result.exists = true
        if isDirectory.boolValue {
            result.findings.append(Finding(text: "is a folder, not a store file", advice: .moveAside))
            return result
        }
        result.sizeBytes = StoreFileReader.size(url, fileManager: fileManager)
        result.walBytes = StoreFileReader.size(URL(fileURLWithPath: url.path + "-wal"), fileManager: fileManager)
        if case .problem(let problem) = StoreFileProbe.inspect(url, fileManager: fileManager) {
            result.findings.append(finding(for: problem))
            return result
        }
        let database: SQLiteDatabase
        do {
            database = try StoreFileReader.open(url, fileManager: fileManager)
            _ = try database.textRows(sql: "SELECT count(*) FROM sqlite_master")
            result.version = try database.userVersion()
        } catch {
            result.findings.append(finding(for: StoreOpener.classify(error, url: url)))
            return result
        }
        result.examine(database, rowRules: rowRules)
        return result
    }

    private mutating func examine(_ database: SQLiteDatabase, rowRules: Bool) {
        let version = self.version ?? 0
        if version > StoreSchema.currentVersion {
            findings.append(
                Finding(
                    text:
                        "was written by a newer spendrop (schema v\(version); this build knows up to v\(StoreSchema.currentVersion))",
                    advice: .updateSpendrop))
        }
        do {
            let problems = try database.integrityProblems()
            integrityProblems = problems
            if !problems.isEmpty {
                findings.append(
                    Finding(
                        text: "is damaged (integrity_check: \(problems.prefix(3).joined(separator: "; ")))",
                        advice: .restoreBackup))
                return
            }
            let foreignKeys = try database.foreignKeyProblems()
            foreignKeyProblems = foreignKeys
            if !foreignKeys.isEmpty {
                findings.append(
                    Finding(
                        text:
                            "has \(foreignKeys.count) row(s) that refer to missing rows (\(foreignKeys.prefix(3).joined(separator: "; ")))",
                        advice: .restoreBackup))
            }
            if version == 0 {
                findings.append(
                    Finding(
                        text: "is an SQLite database but not a spendrop store (its user_version is 0)",
                        advice: .moveAside))
                return
            }
            if version <= StoreSchema.currentVersion {
                let missing = try SchemaShape.missing(in: database, version: version)
                if !missing.isEmpty {
                    findings.append(
                        Finding(
                            text:
                                "says schema v\(version) but lacks \(missing.prefix(4).joined(separator: ", ")); it is not a complete spendrop store",
                            advice: .moveAside))
                    return
                }
            }
            rowCounts = try SchemaShape.rowCounts(database)
            if rowRules, version == StoreSchema.currentVersion {
                for code in try LedgerCapacity.currenciesOverLimit(database) {
                    findings.append(
                        Finding(
                            text: "holds amounts whose totals cannot be shown: \(LedgerCapacity.overLimit(code))",
                            advice: .deleteLargest(currencyCode: code)))
                }
                invariantViolations = try StoreInvariants.violations(in: database)
                dailyTotalsDisagreements = Int64(
                    invariantViolations.first { $0.broken == StoreInvariants.dailyTotalsAreTheSums.broken }?.count ?? 0)
                findings += invariantViolations.map { Finding(text: $0.description, advice: $0.advice) }
                // Every settlement paid what was owed when it was recorded, in the direction it was
                // owed: the PayBook replays, or every later split and settlement is refused.
                let replayed = Result { () throws(StoreError) in try Store(database: database).payBook() }
                if case .failure(.unreadable(let reason)) = replayed {
                    findings.append(
                        Finding(
                            text: "has a PayBook whose settlements no longer follow its debts (\(reason))",
                            advice: .redoSettlement))
                }
            }
        } catch {
            findings.append(StoreExamination.finding(for: StoreOpener.classify(error, url: url)))
        }
    }

    /// The transactions a store holds: v1 kept them as expenses.
    var transactionCount: Int64? { rowCounts["transactions"] ?? rowCounts["expenses"] }

    static func finding(for problem: StoreProblem) -> Finding {
        switch problem {
        case .emptyFile: return Finding(text: "is an empty file (0 bytes)", advice: .moveAside)
        case .notADatabase(_, let detail):
            return Finding(text: "is not an SQLite database (\(detail))", advice: .moveAside)
        case .corrupt(_, let detail): return Finding(text: "is damaged (\(detail))", advice: .restoreBackup)
        case .damageSuspected(_, let detail):
            return Finding(text: "could not be read in full (\(detail))", advice: .checkAgain(.withWriteAccess))
        case .notASpendropStore:
            return Finding(text: "is an SQLite database but not a spendrop store", advice: .moveAside)
        case .foreignLog(let url, let detail):
            return Finding(
                text:
                    "has a log \(url.lastPathComponent)-wal beside it that was not written for it: \(detail) after spendrop wrote that log; it was not replayed",
                advice: .say(
                    "If you put this store in place by hand, move \(url.lastPathComponent)-wal and \(url.lastPathComponent)-shm aside and keep them until you are sure; replaying them could add rows this store never had"
                ))
        case .symbolicLink(_, let target):
            return Finding(
                text: "is a symbolic link to \(target), which spendrop does not follow",
                advice: .say(
                    "Move the file it points to into its place (after removing the link), or point XDG_DATA_HOME at the folder that holds it"
                ))
        case .newerSchema(_, let found, let supported):
            return Finding(
                text: "was written by a newer spendrop (schema v\(found); this build knows up to v\(supported))",
                advice: .updateSpendrop)
        case .notWritable(_, let detail):
            return Finding(text: "cannot be read (\(detail))", advice: .checkAgain(.afterFixingPermissions))
        case .diskFull(_, let detail):
            return Finding(
                text: "could not be examined because the disk is full (\(detail))",
                advice: .checkAgain(.afterFreeingSpace))
        case .locked(_, let waited):
            return Finding(
                text: "was locked by another program for \(StoreProblem.seconds(waited))",
                advice: .checkAgain(.whenUnlocked))
        case .ioError(_, let detail):
            return Finding(
                text: "could not be read because the disk reported an input/output error (\(detail))",
                advice: .checkAgain(.afterCheckingTheDisk))
        case .migrationFailed(_, _, _, let detail, _), .backupFailed(_, let detail), .unexpected(_, let detail),
            .migratedThenFailed(_, _, _, let detail):
            return Finding(text: "could not be examined (\(detail))", advice: .checkAgain(.andReport))
        }
    }
}
