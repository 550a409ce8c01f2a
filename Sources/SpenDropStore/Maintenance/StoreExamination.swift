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
    /// Groups where `daily_totals` and the transactions differ; nil when not looked at.
    var dailyTotalsDisagreements: Int64?
    var rowCounts: [String: Int64] = [:]
    var findings: [String] = []

    /// Whether this build opens a store of `version` (migrating it first when older).
    var isOpenableVersion: Bool { version.map { (1...StoreSchema.currentVersion).contains($0) } ?? false }

    /// Examines `url`; `dailyTotals` also compares `daily_totals` with the transactions, which
    /// reads every transaction once.
    static func run(_ url: URL, fileManager: FileManager, dailyTotals: Bool) -> StoreExamination {
        var result = StoreExamination(url: url)
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return result }
        result.exists = true
        if isDirectory.boolValue {
            result.findings.append("is a folder, not a store file")
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
            _ = try database.rows("SELECT count(*) FROM sqlite_master")
            result.version = try database.userVersion()
        } catch {
            result.findings.append(finding(for: StoreOpener.classify(error, url: url)))
            return result
        }
        result.examine(database, dailyTotals: dailyTotals)
        return result
    }

    private mutating func examine(_ database: SQLiteDatabase, dailyTotals: Bool) {
        let version = self.version ?? 0
        if version > StoreSchema.currentVersion {
            findings.append("was written by a newer spendrop (schema v\(version); this build knows up to v\(StoreSchema.currentVersion))")
        }
        do {
            let problems = try database.integrityProblems()
            integrityProblems = problems
            if !problems.isEmpty {
                findings.append("is damaged (integrity_check: \(problems.prefix(3).joined(separator: "; ")))")
                return
            }
            let foreignKeys = try database.foreignKeyProblems()
            foreignKeyProblems = foreignKeys
            if !foreignKeys.isEmpty {
                findings.append("has \(foreignKeys.count) row(s) that refer to missing rows (\(foreignKeys.prefix(3).joined(separator: "; ")))")
            }
            if version == 0 {
                findings.append("is an SQLite database but not a spendrop store (its user_version is 0)")
                return
            }
            if version <= StoreSchema.currentVersion {
                let missing = try SchemaShape.missing(in: database, version: version)
                if !missing.isEmpty {
                    findings.append("says schema v\(version) but lacks \(missing.prefix(4).joined(separator: ", ")); it is not a complete spendrop store")
                    return
                }
            }
            rowCounts = try SchemaShape.rowCounts(database)
            if dailyTotals, version == StoreSchema.currentVersion {
                let disagreements = try database.scalar(StoreSchema.dailyTotalsDisagreements) ?? 0
                dailyTotalsDisagreements = disagreements
                if disagreements > 0 {
                    findings.append("has daily totals that disagree with its transactions in \(disagreements) (day, currency, kind, category) group(s), so reports are wrong")
                }
            }
        } catch {
            findings.append(StoreExamination.finding(for: StoreOpener.classify(error, url: url)))
        }
    }

    /// The transactions a store holds: v1 kept them as expenses.
    var transactionCount: Int64? { rowCounts["transactions"] ?? rowCounts["expenses"] }

    static func finding(for problem: StoreProblem) -> String {
        switch problem {
        case .emptyFile: return "is an empty file (0 bytes)"
        case .notADatabase(_, let detail): return "is not an SQLite database (\(detail))"
        case .corrupt(_, let detail): return "is damaged (\(detail))"
        case .notASpendropStore: return "is an SQLite database but not a spendrop store"
        case .newerSchema(_, let found, let supported):
            return "was written by a newer spendrop (schema v\(found); this build knows up to v\(supported))"
        case .notWritable: return "cannot be read"
        case .migrationFailed(_, _, _, let detail, _), .backupFailed(_, let detail): return "could not be examined (\(detail))"
        }
    }
}
