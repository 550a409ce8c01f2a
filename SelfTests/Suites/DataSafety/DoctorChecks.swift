import Foundation
import SelfTestRunner
import SpenDropApp
import SpenDropCore
import SpenDropStore

/// `spendrop doctor`: a read-only report that tells a healthy store from a damaged one and never
/// creates, migrates or writes anything.
enum DoctorChecks {
    /// The findings as `doctor` prints them, advice and all.
    static func sentences(_ report: DoctorReport) -> [String] {
        report.findings.map { $0.sentence(backupsDirectory: report.backupsDirectory) }
    }

    /// Examines `location` and checks that nothing in its folder changed.
    static func examineUntouched(_ location: StoreLocation) throws -> (DoctorReport, CheckVerdict) {
        let before = try? FileDigest.fingerprint(location.databaseURL)
        let names = FileDigest.names(in: location.directory)
        let backups = FileDigest.names(in: location.backupsDirectory)
        let report = StoreDoctor(fileManager: FileManager(), now: { FixedClock.now }).examine(location)
        return (
            report,
            .all([
                .equal(try? FileDigest.fingerprint(location.databaseURL), before, "the store's bytes"),
                .equal(FileDigest.names(in: location.directory), names, "files beside the store"),
                .equal(FileDigest.names(in: location.backupsDirectory), backups, "backups"),
            ])
        )
    }

    /// Runs `sql` on a sample store, then holds doctor to a finding that contains `finding`, to saying
    /// this build cannot open the store, and to leaving it untouched.
    static func findsAfter(
        _ context: SelfTestContext, _ name: String, sql: String, finding: String
    ) throws -> CheckVerdict {
        let location = try AppHarness.sampleStore(context, name)
        do {
            let database = try SQLiteDatabase(path: location.databaseURL.path, mode: .readWrite)
            defer { database.close() }
            try database.execute(sql: sql)
        }
        let (report, untouched) = try examineUntouched(location)
        return .all([
            .contains("\(sentences(report))", finding),
            .equal(report.canOpen, false, "this build opens it"),
            untouched,
        ])
    }

    /// Overwrites most of the store's fourth page with `Z`s: the header and the schema still read, so
    /// SQLite opens the file, but `integrity_check` finds the damage.
    static func damage(_ store: URL) throws {
        var bytes = [UInt8](try Data(contentsOf: store))
        let pageSize = Int(bytes[16]) << 8 | Int(bytes[17])
        for offset in (pageSize * 3 + 8)..<(pageSize * 3 + 300) where offset < bytes.count { bytes[offset] = 0x5A }
        try Data(bytes).write(to: store)
    }

    static var all: [SelfTestCheck] {
        [
            SelfTestCheck("doctor finds a healthy store healthy, with its counts and backups, and writes nothing") {
                context in
                let location = try AppHarness.sampleStore(context, "healthy")
                _ = AppHarness(location: location).run(["backup"])
                let (report, untouched) = try examineUntouched(location)
                return .all([
                    .equal(sentences(report), [], "findings"),
                    .equal(report.schemaVersion, StoreSchema.currentVersion, "schema version"),
                    .equal(report.canOpen, true, "this build opens it"),
                    .equal(report.integrityProblems, [], "integrity_check"),
                    .equal(report.foreignKeyProblems, [], "foreign_key_check"),
                    .equal(report.dailyTotalsAgree, true, "daily totals agree"),
                    .equal(report.accountCount, Int64(SampleLedger.accounts.count), "accounts"),
                    .equal(report.transactionCount, Int64(SampleLedger.transactions.count), "transactions"),
                    .equal(report.payBookEntryCount, 0, "PayBook entries"),
                    .equal(
                        report.sizeBytes, UInt64(try Data(contentsOf: location.databaseURL).count),
                        "the store's size in bytes"),
                    .equal(
                        report.backups.map(\.url.lastPathComponent),
                        ["spendrop-v\(StoreSchema.currentVersion)-20261202T131500Z-manual.sqlite"], "backups"),
                    untouched,
                ])
            },
            SelfTestCheck(
                "doctor finds a PayBook whose later settlement no longer follows the debts, and advises undo or settling again"
            ) { context in
                let location = try AppHarness.emptyStore(context, "paybook")
                let app = AppHarness(location: location)
                let steps = [
                    ["split", "120", "Tealive", "--with", "Aisyah", "--mode", "exact", "--parts", "30,90"],
                    ["settle", "Aisyah", "60"],
                    [
                        "split", "80", "TNB", "--with", "Aisyah", "--paid-by", "Aisyah", "--mode", "exact", "--parts",
                        "40,40",
                    ],
                    ["settle", "Aisyah", "5"],
                ]
                let statuses = steps.map { app.run($0).status }
                let healthy = try examineUntouched(location).0
                // What a delete of the first settlement did before it was refused: the later payment of
                // RM 5.00 to Aisyah then goes the wrong way.
                try SQLiteDatabase(path: location.databaseURL.path, mode: .readWrite).execute(
                    sql:
                        "DELETE FROM paybook_entries WHERE id = (SELECT entry_id FROM settlements ORDER BY entry_id LIMIT 1)"
                )
                let (report, untouched) = try examineUntouched(location)
                let said = sentences(report)
                return .all([
                    .equal(statuses, [0, 0, 0, 0], "the four commands"),
                    .equal(sentences(healthy), [], "findings before"),
                    .equal(said.count, 1, "one finding: \(said)"),
                    .that(
                        said.first?.hasPrefix(
                            "the store has a PayBook whose settlements no longer follow its debts (Aisyah owes you RM 50.00, so a payment "
                                + "from you to Aisyah would go the wrong way.). 'spendrop undo' takes back") == true,
                        expected:
                            "the store has a PayBook whose settlements no longer follow its debts (…). 'spendrop undo' …",
                        actual: said.first ?? "none"),
                    untouched,
                ])
            },
            SelfTestCheck(
                "doctor finds daily totals that disagree with the transactions in one group, says one, and exits 1 with --json saying so"
            ) { context in
                let location = try AppHarness.sampleStore(context, "totals")
                try SQLiteDatabase(path: location.databaseURL.path, mode: .readWrite)
                    .execute(
                        sql: """
                            UPDATE daily_totals SET total_minor = total_minor + 1 WHERE (local_day, currency, kind, category) =
                                (SELECT local_day, currency, kind, category FROM daily_totals ORDER BY 1, 2, 3, 4 LIMIT 1)
                            """)
                let (report, untouched) = try examineUntouched(location)
                let run = AppHarness(location: location).run(["doctor", "--json"])
                let json = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any] ?? [:]
                return .all([
                    .equal(report.dailyTotalsAgree, false, "daily totals agree"),
                    .that(
                        sentences(report).count == 1
                            && sentences(report)[0].contains(
                                "daily totals that disagree with its transactions, so reports are wrong (1: 2026-")
                            && sentences(report)[0].contains("'spendrop doctor --repair' rebuilds it")
                            && !sentences(report)[0].contains("spendrop restore"),
                        expected:
                            "one finding: …daily totals that disagree … (1: 2026-… 'spendrop doctor --repair' rebuilds it …, no restore",
                        actual: "\(sentences(report))"),
                    .equal(run.status, 1, "exit status"),
                    .equal(json["healthy"] as? Bool, false, "--json healthy"),
                    .equal(json["daily_totals_agree"] as? Bool, false, "--json daily_totals_agree"),
                    .equal(run.errorLines.count, 1, "one line on stderr: \(run.errors)"),
                    untouched,
                ])
            },
            SelfTestCheck(
                "doctor finds every rule a hand edit breaks (a share, the others' share, a settlement, a bill, a bill's id, the daily totals); --repair rebuilds only what the rows derive, after a backup, and never advises a restore for it"
            ) { context in
                let built = try AppHarness.emptyStore(context, "rules-built")
                for words in [
                    ["split", "30", "Dinner", "--with", "Aisyah"],
                    ["split", "9", "ZUS", "--with", "Ben", "--paid-by", "Ben"],
                    ["settle", "Aisyah", "5", "--account", "Cash"], ["add", "12", "Kopi"],
                ] {
                    let run = AppHarness(location: built).run(words)
                    guard run.status == 0 else {
                        return .that(false, expected: "\(words) recorded", actual: run.errors)
                    }
                }
                // #1 is the Dinner bill (Aisyah's RM 15.00 is hers), #2 the bill Ben paid, #3 the settlement's money.
                let cases: [(edit: String, finding: String, repairable: Bool)] = [
                    (
                        "UPDATE split_parts SET amount_minor = 1000 WHERE entry_id = 1 AND position = 1",
                        "shares do not add up to the bill, so PayBook balances are wrong (1: split 1)", false
                    ),
                    (
                        "UPDATE transactions SET others_minor = 0 WHERE id = 1",
                        "counts another share as yours than the split says, so spending and budgets are wrong (1: #1)",
                        true
                    ),
                    (
                        "UPDATE transactions SET others_minor = 0 WHERE id = 3",
                        "settlements counted as spending or income, so cash flow and budgets are wrong (1: #3)", true
                    ),
                    (
                        "UPDATE transactions SET amount_minor = 700, others_minor = 700 WHERE id = 3",
                        "settlements whose transaction holds another amount or currency than the settlement (1: #3)",
                        false
                    ),
                    (
                        "UPDATE transactions SET amount_minor = 4000 WHERE id = 1",
                        "split bills whose transaction holds another amount or currency than the bill (1: #1)", false
                    ),
                    (
                        "UPDATE splits SET bill_id = 1 WHERE entry_id = 2",
                        "bills someone else paid without an id of their own, so they cannot be listed, edited or deleted (1: split 2)",
                        true
                    ),
                    (
                        "UPDATE daily_totals SET total_minor = total_minor + 1",
                        "daily totals that disagree with its transactions", true
                    ),
                ]
                var verdicts: [CheckVerdict] = []
                for (number, rule) in cases.enumerated() {
                    let location = StoreLocation(directory: try context.makeScratchDirectory("rules-\(number)"))
                    try FileManager().copyItem(at: built.databaseURL, to: location.databaseURL)
                    try SQLiteDatabase(path: location.databaseURL.path, mode: .readWrite).execute(sql: rule.edit)
                    let found = AppHarness(location: location).run(["doctor"])
                    let rowsBefore = try AppHarness.census(location.databaseURL)[0]
                    let repaired = AppHarness(location: location).run(["doctor", "--repair"])
                    let backups = (try? FileManager().contentsOfDirectory(atPath: location.backupsDirectory.path)) ?? []
                    verdicts += [
                        .that(
                            found.status == 1 && found.output.contains(rule.finding)
                                && !found.output.contains("spendrop restore FILE"),
                            expected: "doctor: exit 1, …\(rule.finding)…, no 'spendrop restore FILE'",
                            actual: "\(found.status): \(found.output)"),
                        .that(
                            found.output.contains("'spendrop doctor --repair' rebuilds it") == rule.repairable,
                            expected: rule.repairable ? "advice: doctor --repair" : "no --repair advice",
                            actual: found.output),
                        .equal(repaired.status, rule.repairable ? 0 : 1, "doctor --repair's status after \(rule.edit)"),
                        .equal(
                            repaired.output.contains(rule.finding), !rule.repairable,
                            "the finding still there after --repair (\(rule.edit))"),
                        .equal(
                            backups.filter { $0.hasSuffix("-before-repair.sqlite") }.count, rule.repairable ? 1 : 0,
                            "backups before the repair"),
                        .equal(
                            try AppHarness.census(location.databaseURL)[0], rowsBefore,
                            "the transactions' count, amounts, times and merchants"),
                    ]
                }
                return .all(verdicts)
            },
            SelfTestCheck("doctor names a store folder others can read, and --repair makes it and backups/ private") {
                context in
                let location = try AppHarness.sampleStore(context, "loose")
                try FileManager().createDirectory(at: location.backupsDirectory, withIntermediateDirectories: false)
                chmod(location.directory.path, 0o755)
                chmod(location.backupsDirectory.path, 0o777)
                let found = AppHarness(location: location).run(["doctor"])
                let repaired = AppHarness(location: location).run(["doctor", "--repair"])
                return .all([
                    .that(
                        found.status == 1
                            && found.output.contains("can be read by other users of this machine (mode 755)")
                            && found.output.contains("(mode 777)"),
                        expected: "both folders named with their modes, exit 1", actual: found.output),
                    .that(
                        repaired.status == 0 && repaired.output.contains("private (700; it was 755)")
                            && repaired.output.contains("Healthy."),
                        expected: "made private (700; it was 755) … Healthy.", actual: repaired.output),
                    .equal(
                        PrivateFolder.looseMode(of: location.directory), nil,
                        "the store's folder's looseness after --repair"),
                    .equal(
                        PrivateFolder.looseMode(of: location.backupsDirectory), nil,
                        "backups/'s looseness after --repair"),
                ])
            },
            SelfTestCheck("doctor finds a damaged store and leaves it byte-identical") { context in
                let location = try AppHarness.sampleStore(context, "damaged")
                try damage(location.databaseURL)
                let (report, untouched) = try examineUntouched(location)
                let run = AppHarness(location: location).run(["doctor"])
                return .all([
                    .that(
                        sentences(report).first?.contains("is damaged") == true, expected: "the store is damaged (…)",
                        actual: "\(sentences(report))"),
                    .equal(report.isHealthy, false, "healthy"),
                    .equal(run.status, 1, "exit status"),
                    .that(run.output.contains("Findings:"), expected: "Findings: in the report", actual: run.output),
                    untouched,
                ])
            },
            SelfTestCheck("doctor reads a v1 store as one this build will update, and never migrates it") { context in
                let location = try SchemaFixture.version1.build(context, "v1")
                let (report, untouched) = try examineUntouched(location)
                return .all([
                    .equal(sentences(report), [], "findings"),
                    .equal(report.schemaVersion, 1, "schema version"),
                    .equal(report.canOpen, true, "this build opens it"),
                    .equal(report.dailyTotalsAgree, nil, "daily totals (not in v1)"),
                    .equal(report.transactionCount, 9, "expenses"),
                    untouched,
                ])
            },
            SelfTestCheck("doctor reports a store from a newer schema as one this build cannot open") { context in
                let location = try SchemaFixture.version3.build(context, "newer")
                try SQLiteDatabase(path: location.databaseURL.path, mode: .readWrite).setUserVersion(
                    StoreSchema.currentVersion + 1)
                let (report, untouched) = try examineUntouched(location)
                return .all([
                    .that(
                        sentences(report).first?.contains("newer spendrop (schema v\(StoreSchema.currentVersion + 1)")
                            == true,
                        expected: "…newer spendrop (schema v\(StoreSchema.currentVersion + 1)…",
                        actual: "\(sentences(report))"),
                    .equal(report.canOpen, false, "this build opens it"),
                    untouched,
                ])
            },
            SelfTestCheck(
                "doctor reports a store that says this build's schema but lacks its tables as no complete spendrop store"
            ) { context in
                let location = StoreLocation(directory: try context.makeScratchDirectory("incomplete"))
                try SQLiteDatabase(path: location.databaseURL.path, mode: .readWriteCreate)
                    .execute(
                        sql:
                            "CREATE TABLE accounts (id INTEGER PRIMARY KEY, name TEXT); PRAGMA user_version = \(StoreSchema.currentVersion);"
                    )
                let (report, untouched) = try examineUntouched(location)
                return .all([
                    .contains("\(sentences(report))", "says schema v\(StoreSchema.currentVersion) but lacks"),
                    .equal(report.canOpen, false, "this build opens it"),
                    untouched,
                ])
            },
            SelfTestCheck("doctor names the one table a store of this build's schema lacks") { context in
                try findsAfter(
                    context, "lacks-table", sql: "ALTER TABLE budgets RENAME TO budgets_kept",
                    finding: "lacks table budgets;")
            },
            SelfTestCheck(
                "doctor --rehearse works on a copy: every step passes, its census counts the store's rows, and the store and its folder are untouched"
            ) { context in
                let location = try AppHarness.sampleStore(context, "rehearse")
                _ = AppHarness(location: location).run(["accounts"])
                let before = try FileDigest.fingerprint(location.databaseURL),
                    names = FileDigest.names(in: location.directory)
                let run = AppHarness(location: location).run(["doctor", "--rehearse"])
                let census =
                    "\(Counted.text(SampleLedger.accounts.count, "account")), \(Counted.text(SampleLedger.transactions.count, "transaction"))"
                return .all([
                    .equal(run.status, 0, run.errors),
                    .contains(run.output, census),
                    .contains(run.output, "The rehearsal passed"),
                    .equal(try FileDigest.fingerprint(location.databaseURL), before, "the store's bytes"),
                    .equal(FileDigest.names(in: location.directory), names, "files beside the store"),
                ])
            },
            SelfTestCheck("doctor names the one column a store of this build's schema lacks") { context in
                try findsAfter(
                    context, "lacks-column", sql: "ALTER TABLE budgets DROP COLUMN rollover",
                    finding: "lacks column budgets.rollover;")
            },
            SelfTestCheck(
                "doctor reports a store whose checks SQLite cannot even run (an index over a collation it lacks) with SQLite's words, never as healthy"
            ) { context in
                try findsAfter(
                    context, "unknown-collation",
                    sql: """
                        INSERT INTO budgets (category, currency, limit_minor, from_month) VALUES ('Food', 'MYR', 50000, '2026-12');
                        PRAGMA writable_schema = ON;
                        UPDATE sqlite_master SET sql = replace(sql, 'COLLATE NOCASE', 'COLLATE nowhere') WHERE name = 'budgets';
                        """, finding: "no such collation sequence: nowhere")
            },
            SelfTestCheck(
                "doctor replays a rollback journal of a single byte and says the interrupted write was undone"
            ) { context in
                let location = try AppHarness.sampleStore(context, "journal")
                let journal = URL(fileURLWithPath: location.databaseURL.path + "-journal")
                try Data([0x01]).write(to: journal)
                let report = StoreDoctor(fileManager: FileManager(), now: { FixedClock.now }).examine(location)
                return .all([
                    .equal(
                        report.recovery, StoreRecovery.Outcome.rolledBackJournal(bytes: 1).sentence,
                        "what doctor says it recovered"),
                    .equal(FileManager().fileExists(atPath: journal.path), false, "the journal is still there"),
                    .equal(sentences(report), [], "findings"),
                ])
            },
            SelfTestCheck(
                "doctor leaves a rollback journal whose header is zeroed (no write to undo, as journal_mode=PERSIST leaves one) and says it is still there"
            ) { context in
                let location = try AppHarness.sampleStore(context, "zeroed-journal")
                let journal = URL(fileURLWithPath: location.databaseURL.path + "-journal")
                try Data(repeating: 0, count: 512).write(to: journal)
                let report = StoreDoctor(fileManager: FileManager(), now: { FixedClock.now }).examine(location)
                return .all([
                    .equal(
                        report.recovery,
                        StoreRecovery.Outcome.notRecovered(reason: "the journal is still there").sentence,
                        "what doctor says of the journal"),
                    .equal(FileManager().fileExists(atPath: journal.path), true, "the journal is still there"),
                ])
            },
            SelfTestCheck("doctor checkpoints the write-ahead log a killed spendrop left and says its writes were kept")
            { context in
                let source = try AppHarness.sampleStore(context, "wal-source")
                let location = StoreLocation(directory: try context.makeScratchDirectory("wal"))
                let writer = try SQLiteDatabase(path: source.databaseURL.path, mode: .readWrite)
                defer { writer.close() }
                try writer.execute(
                    sql:
                        "PRAGMA journal_mode = WAL; PRAGMA wal_autocheckpoint = 0; INSERT INTO people (name) VALUES ('Ben')"
                )
                // A copy taken while the writer still holds its log: the main file and a log nobody checkpointed.
                for suffix in ["", "-wal"] {
                    try FileManager().copyItem(
                        atPath: source.databaseURL.path + suffix, toPath: location.databaseURL.path + suffix)
                }
                let logBytes = UInt64(
                    try Data(contentsOf: URL(fileURLWithPath: location.databaseURL.path + "-wal")).count)
                let report = StoreDoctor(fileManager: FileManager(), now: { FixedClock.now }).examine(location)
                let people = try SQLiteDatabase(path: location.databaseURL.path, mode: .readOnly).textRows(
                    sql: "SELECT name FROM people")
                return .all([
                    .that(logBytes > 0, expected: "a log with the write in it", actual: "\(logBytes) bytes"),
                    .equal(
                        report.recovery, StoreRecovery.Outcome.checkpointedLog(bytes: logBytes).sentence,
                        "what doctor says it recovered"),
                    .equal(people, [["Ben"]], "the logged write, in the store"),
                    .equal(sentences(report), [], "findings"),
                ])
            },
            SelfTestCheck("doctor finds a folder where the store file should be, says so and exits 1") { context in
                let location = StoreLocation(directory: try context.makeScratchDirectory("folder"))
                try FileManager().createDirectory(at: location.databaseURL, withIntermediateDirectories: true)
                let run = AppHarness(location: location).run(["doctor"])
                let (report, _) = try examineUntouched(location)
                return .all([
                    .equal(run.status, 1, run.output),
                    .that(
                        sentences(report).contains { $0.contains("is a folder, not a store file") },
                        expected: "a finding: is a folder, not a store file",
                        actual: sentences(report).joined(separator: "; ")),
                    .equal(report.canOpen, false, "this build opens it"),
                ])
            },
            SelfTestCheck(
                "doctor finds a write-ahead log with no store beside it, says to move it aside, exits 1 and leaves it there"
            ) { context in
                let location = StoreLocation(directory: try context.makeScratchDirectory("orphan-log"))
                let log = URL(fileURLWithPath: location.databaseURL.path + "-wal")
                let bytes = Data(repeating: 7, count: 32)
                try bytes.write(to: log)
                let run = AppHarness(location: location).run(["doctor"])
                return .all([
                    .equal(run.status, 1, run.output),
                    .that(
                        run.output.contains(
                            "a write-ahead log spendrop.sqlite-wal is there without its store; move it aside"),
                        expected:
                            "a finding: a write-ahead log spendrop.sqlite-wal is there without its store; move it aside",
                        actual: run.output),
                    .equal(try? Data(contentsOf: log), bytes, "the log's bytes afterwards"),
                    .equal(FileManager().fileExists(atPath: location.databaseURL.path), false, "a store was made"),
                ])
            },
            SelfTestCheck("doctor with no store yet is healthy and creates nothing") { context in
                let location = StoreLocation(
                    directory: try context.makeScratchDirectory("none").appendingPathComponent("spendrop"))
                let run = AppHarness(location: location).run(["doctor"])
                let report = StoreDoctor(fileManager: FileManager(), now: { FixedClock.now }).examine(location)
                return .all([
                    .equal(run.status, 0, run.errors),
                    .that(run.output.contains("none yet"), expected: "none yet", actual: run.output),
                    .equal(report.canOpen, true, "this build can open (create) it"),
                    .equal(
                        FileManager().fileExists(atPath: location.directory.path), false, "the store's folder exists"),
                ])
            },
        ]
    }
}
