import Foundation
import SelfTestRunner
import SpenDropCore
import SpenDropStore

/// Every past schema version migrates to the current one with every row, amount and balance
/// kept, behind a verified backup, and ends with the same schema as a new store.
enum MigrationChecks {
    static func opener(_ migrator: Migrator = Migrator()) -> StoreOpener {
        StoreOpener(fileManager: FileManager(), now: { FixedClock.now }, migrator: migrator)
    }

    static var all: [SelfTestCheck] {
        SchemaFixture.all.flatMap { fixture in [migratesCheck(fixture), backupCheck(fixture)] }
            + [
                everyVersionHasAFixtureCheck, daysKeptCheck, billIDsCheck, droppedIndexNeverBuiltCheck,
                singleStepsCheck, sameSchemaAsNewCheck, dailyTotalsCheck, alteredBeforeFirstStepCheck,
                alteredMidRunCheck, renamedPersonMidRunCheck, movedKindMidRunCheck, groupedSumsCheck,
            ]
    }

    static func migratesCheck(_ fixture: SchemaFixture) -> SelfTestCheck {
        SelfTestCheck(
            "a v\(fixture.version) store migrates to v\(StoreSchema.currentVersion) with every row, amount and balance"
        ) { context in
            let location = try fixture.build(context, "v\(fixture.version)")
            let opened = try opener().open(location).get()
            let store = Store(database: opened.database)
            let ledger = try store.ledger()
            let balances = try ledger.balances()
            let byName = Dictionary(uniqueKeysWithValues: ledger.accounts.map { ($0.name, balances[$0.id]!) })
            let sentences = try store.payBook().balancesWithMe().map(\.description)
            return .all([
                .equal(opened.migratedFrom, fixture.version, "migrated from"),
                .equal(try opened.database.userVersion(), StoreSchema.currentVersion, "user_version"),
                .equal(ledger.transactions.count, fixture.expected.transactionCount, "transactions"),
                .equal(byName, fixture.expected.balances, "balances by account"),
                .equal(sentences, fixture.expected.payBookSentences, "PayBook"),
                .equal(try store.categoryChoices().count, fixture.expected.categoryChoiceCount, "category choices"),
                .equal(try opened.database.integrityProblems(), [], "integrity_check"),
                .equal(try opened.database.foreignKeyProblems(), [], "foreign_key_check"),
            ])
        }
    }

    static func backupCheck(_ fixture: SchemaFixture) -> SelfTestCheck {
        SelfTestCheck("a v\(fixture.version) store is backed up and the backup verified before migrating") { context in
            let location = try fixture.build(context, "backup-v\(fixture.version)")
            let originalRows = try SQLiteDatabase(path: location.databaseURL.path, mode: .readOnly)
                .textRows(sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
            let opened = try opener().open(location).get()
            let expectedName = "spendrop-v\(fixture.version)-20261202T131500Z-before-migration.sqlite"
            guard let backup = opened.backup else { return .that(false, expected: expectedName, actual: "no backup") }
            let copy = try SQLiteDatabase(path: backup.path, mode: .readOnly)
            return .all([
                .equal(backup.lastPathComponent, expectedName, "backup name"),
                .equal(backup.deletingLastPathComponent().path, location.backupsDirectory.path, "backup folder"),
                .equal(try copy.userVersion(), fixture.version, "the backup's user_version"),
                .equal(
                    try copy.textRows(sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"),
                    originalRows, "the backup's tables"),
                .equal(try copy.integrityProblems(), [], "the backup's integrity_check"),
                .equal(
                    FileDigest.names(in: location.backupsDirectory), [expectedName], "nothing half-written beside it"),
            ])
        }
    }

    static var singleStepsCheck: SelfTestCheck {
        SelfTestCheck(
            "each single step (v1→v2 … v\(StoreSchema.currentVersion - 1)→v\(StoreSchema.currentVersion)) keeps every row and sets its version"
        ) { context in
            var verdicts: [CheckVerdict] = []
            for fixture in SchemaFixture.all {
                let location = try fixture.build(context, "step-\(fixture.version)")
                let database = try SQLiteDatabase(path: location.databaseURL.path, mode: .readWrite)
                let table = fixture.version == 1 ? "expenses" : "transactions"
                let before = try database.textRows(sql: "SELECT count(*), sum(amount_minor), sum(id) FROM \(table)")
                try Migrator().migrate(database, from: fixture.version, to: fixture.version + 1)
                let after = try database.textRows(sql: "SELECT count(*), sum(amount_minor), sum(id) FROM transactions")
                verdicts += [
                    .equal(try database.userVersion(), fixture.version + 1, "v\(fixture.version) step's user_version"),
                    .equal(
                        after, before, "v\(fixture.version)→v\(fixture.version + 1) count, sum of amounts, sum of ids"),
                    .equal(try database.integrityProblems(), [], "v\(fixture.version + 1) integrity_check"),
                ]
            }
            return .all(verdicts)
        }
    }

    /// Upgrades the `fixture` store with `sql` run on it right after step `step`, and holds the upgrade
    /// to refusing with the accounting `label`, the store left at its version and byte for byte.
    static func tamperedMidRun(
        _ context: SelfTestContext, _ fixture: SchemaFixture, after step: Int, sql: String,
        label: String
    ) throws -> CheckVerdict {
        let location = try fixture.build(context, "tampered-after-v\(step)")
        let before = try FileDigest.fingerprint(location.databaseURL)
        let database = try SQLiteDatabase(path: location.databaseURL.path, mode: .readWrite)
        let tampering = Migrator(afterStep: { version in
            if version == step { try database.execute(sql: sql) }
        })
        var reason = "migrated"
        do { try tampering.migrate(database, from: fixture.version) } catch { reason = "\(error)" }
        let version = try database.userVersion()
        database.close()
        return .all([
            .that(
                reason.contains("migration to v") && reason.contains(label),
                expected: "migration to v…: \(label): before …, after …", actual: reason),
            .equal(version, fixture.version, "user_version"),
            .equal(try FileDigest.fingerprint(location.databaseURL), before, "the file's bytes"),
        ])
    }

    static var alteredBeforeFirstStepCheck: SelfTestCheck {
        SelfTestCheck(
            "a row altered before the first step, as a faulty first step would, is caught by the accounting taken before it, and nothing is kept"
        ) { context in
            try tamperedMidRun(
                context, .version2, after: 2, sql: "UPDATE accounts SET opening_minor = opening_minor + 1 WHERE id = 1",
                label: "accounts are unchanged")
        }
    }

    static var alteredMidRunCheck: SelfTestCheck {
        SelfTestCheck(
            "a row altered between two steps is caught by the accounting checked once across the run, and nothing is kept"
        ) { context in
            try tamperedMidRun(
                context, .version2, after: 3,
                sql: "UPDATE transactions SET amount_minor = amount_minor + 1 WHERE id = 1",
                label: "transactions are unchanged")
        }
    }

    static var renamedPersonMidRunCheck: SelfTestCheck {
        SelfTestCheck(
            "a person renamed between two steps is caught by the accounting that opens at a later step (people and the PayBook from v5), and nothing is kept"
        ) { context in
            try tamperedMidRun(
                context, .version3, after: 4, sql: "UPDATE people SET name = name || ' Jr' WHERE id = 1",
                label: "accounts, people and the PayBook are unchanged")
        }
    }

    static var movedKindMidRunCheck: SelfTestCheck {
        SelfTestCheck(
            "a Money Out turned into Money In between two steps is caught although every count and sum over all rows is unchanged"
        ) { context in
            try tamperedMidRun(
                context, .version2, after: 3,
                sql:
                    "UPDATE transactions SET kind = 'in' WHERE id = (SELECT min(id) FROM transactions WHERE kind = 'out')",
                label: "transactions are unchanged")
        }
    }

    static var groupedSumsCheck: SelfTestCheck {
        SelfTestCheck(
            "the upgrade's one-pass grouped sums equal GROUP BY with sum() for every group, a key of two columns as of one, NULLs adding nothing"
        ) { context in
            let database = try SQLiteDatabase(
                path: try context.makeScratchDirectory("sums").appendingPathComponent("s.sqlite").path,
                mode: .readWriteCreate)
            defer { database.close() }
            try database.defineGroupedSums()
            try database.execute(
                sql: """
                    CREATE TABLE t (k TEXT, a INTEGER, b INTEGER);
                    INSERT INTO t VALUES ('out USD', 5, 1), ('in MYR', 7, NULL), ('out USD', -2, 3), ('out MYR', 11, 4), ('in MYR', 1, 9),
                                         ('in MYR fee', 2, 2), ('in MYR', 3, 3);
                    """)
            let grouped = try database.textRows(sql: "SELECT grouped_sums(k, 1, a, b) FROM t")
            let byGroupBy = try database.textRows(
                sql:
                    "SELECT group_concat(k || ':' || n || ',' || sa || ',' || sb, ';') FROM (SELECT k, count(*) AS n, sum(a) AS sa, total(b) AS sb FROM t GROUP BY k ORDER BY k)"
            )
            .map { $0.map { $0?.replacingOccurrences(of: ".0", with: "") } }
            let byTwoColumns = try database.textRows(
                sql:
                    "SELECT grouped_sums2(substr(k, 1, instr(k, ' ') - 1), substr(k, instr(k, ' ') + 1), 1, a, b) FROM t"
            )
            let empty = try database.textRows(sql: "SELECT grouped_sums(k, 1, a) FROM t WHERE a > 100")
            return .all([
                .equal(grouped, byGroupBy, "grouped_sums against GROUP BY"),
                .equal(
                    grouped, [["in MYR:3,11,12;in MYR fee:1,2,2;out MYR:1,11,4;out USD:2,3,4"]],
                    "grouped_sums (a key right after a longer one it begins is its own)"),
                .equal(
                    byTwoColumns, grouped, "grouped_sums2 over the key's two words against grouped_sums over the key"),
                .equal(empty, [[""]], "grouped_sums over no rows"),
            ])
        }
    }

    /// Version 7 gives each transaction the offset of the zone the store is migrated in: its day
    /// stays the day it showed on there, whatever zone reads it later; the daily totals follow;
    /// and a change made before the upgrade still undoes whole.
    static var daysKeptCheck: SelfTestCheck {
        SelfTestCheck(
            "a v6 store migrated in Los Angeles keeps each transaction on the day it showed on there, read in any zone, and its older changes undo"
        ) { context in
            let losAngeles = TimeZone(identifier: "America/Los_Angeles")!
            let opened = try opener(Migrator(timeZone: losAngeles)).open(
                try SchemaFixture.version6.build(context, "v6-la")
            ).get()
            let store = Store(database: opened.database)
            let transactions = try store.transactions()
            let shownInLosAngeles = transactions.map { ReportingCalendar(timeZone: losAngeles).day(of: $0.occurredAt) }
            let offsets = Set(transactions.map { Int($0.utcOffset) })
            let expectedOffsets = Set(transactions.map { losAngeles.secondsFromGMT(for: $0.occurredAt) })
            let kopiBefore = transactions.first { $0.id == TransactionID(3) }!.amount.minorUnits
            _ = try store.undoLastChange(at: FixedClock.now)
            let kopiAfter = try store.transactions().first { $0.id == TransactionID(3) }
            return .all([
                .equal(transactions.map(\.day), shownInLosAngeles, "days kept as Los Angeles showed them"),
                .equal(offsets, expectedOffsets, "each transaction the offset Los Angeles had at its moment"),
                .equal(
                    try opened.database.scalar(sql: StoreSchema.dailyTotalsDisagreements), 0,
                    "daily totals by those days"),
                .equal(kopiAfter?.amount.minorUnits, kopiBefore - 100, "the edit made before the upgrade undone"),
                .equal(
                    kopiAfter?.utcOffset, transactions.first { $0.id == TransactionID(3) }?.utcOffset, "with its offset"
                ),
                .equal(
                    ZoneOffsets.expressionForChecks(zone: losAngeles, first: 1_735_689_600, last: 1_767_225_599)
                        .components(separatedBy: "WHEN").count - 1,
                    2, "2025 in Los Angeles: two changes of clock"),
            ])
        }
    }

    static var billIDsCheck: SelfTestCheck {
        SelfTestCheck(
            "an upgrade from v7 gives the bill Ben paid the id after every transaction's; undoing a deletion made before it brings that bill back with the next"
        ) { context in
            let opened = try opener().open(try SchemaFixture.version7.build(context, "v7-bills")).get()
            let store = Store(database: opened.database)
            let upgraded = try store.othersPaidBills().map {
                "\($0.id) \($0.day) \($0.merchant) \($0.myShare.minorUnits)"
            }
            let listed = try store.transactionPage(
                matching: TransactionFilter(), calendar: SampleLedger.calendar, limit: 3
            ).entries.map(\.id.rawValue)
            _ = try store.undoLastChange(at: FixedClock.now)
            let restored = try store.othersPaidBills().map {
                "\($0.id) \($0.day) \($0.merchant) \($0.myShare.minorUnits)"
            }
            let added = try store.recordingChange(
                at: FixedClock.now,
                {
                    try store.record(
                        Transaction(
                            id: TransactionID(0), kind: .moneyOut, account: AccountID(1),
                            amount: SchemaFixture.myr(500),
                            occurredAt: FixedClock.now, utcOffset: 28_800, merchant: "Kopi")
                    ).id
                }, summary: { "Added \($0)" })
            return .all([
                .equal(upgraded, ["#9 2025-02-16 ZUS Coffee 450"], "bills someone else paid after the upgrade"),
                .equal(listed.contains(9), true, "#9 among the transactions listed (\(listed))"),
                .equal(
                    restored, ["#10 2025-02-21 Tealive 600", "#9 2025-02-16 ZUS Coffee 450"],
                    "after undoing the deletion"),
                .equal(
                    try store.payBook().balancesWithMe().map(\.description),
                    ["Aisyah owes you RM 10.00", "You owe Ben Ong RM 10.50"], "PayBook"),
                .equal(added.rawValue, 11, "the next transaction's id"),
            ])
        }
    }

    static var everyVersionHasAFixtureCheck: SelfTestCheck {
        SelfTestCheck("every past schema version has a fixture, so each is migrated by the checks above") { _ in
            .equal(SchemaFixture.all.map(\.version), Array(1..<StoreSchema.currentVersion), "fixture versions")
        }
    }

    static var droppedIndexNeverBuiltCheck: SelfTestCheck {
        SelfTestCheck(
            "an upgrade from v2 never builds transactions_by_time, which v3 adds and v4 drops; one from v3 drops the one the store has"
        ) { _ in
            .all([
                .equal(
                    StoreSchema.migrationSQL(from: 2).contains("transactions_by_time"), false,
                    "the upgrade from v2 names the index"),
                .equal(
                    StoreSchema.migrationSQL(from: 3).contains("DROP INDEX IF EXISTS transactions_by_time;"), true,
                    "the upgrade from v3 drops it"),
            ])
        }
    }

    static var sameSchemaAsNewCheck: SelfTestCheck {
        SelfTestCheck("a store migrated from v1 has exactly the schema of a new store") { context in
            let schema = "SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name"
            let migrated = try opener().open(try SchemaFixture.version1.build(context, "old")).get()
            let created = try opener().open(StoreLocation(directory: try context.makeScratchDirectory("new"))).get()
            let normalise = { (rows: [[String?]]) in
                rows.map { $0.map { $0?.split(whereSeparator: \.isWhitespace).joined(separator: " ") } }
            }
            return .equal(
                normalise(try migrated.database.textRows(sql: schema)),
                normalise(try created.database.textRows(sql: schema)))
        }
    }

    static var dailyTotalsCheck: SelfTestCheck {
        SelfTestCheck("daily totals follow every insert, update and delete of a transaction") { context in
            let opened = try opener().open(try SchemaFixture.version3.build(context, "totals")).get()
            let database = opened.database
            try database.execute(
                sql: """
                    UPDATE transactions SET amount_minor = amount_minor + 1, category = 'Dining' WHERE id = 3;
                    UPDATE transactions SET occurred_at = occurred_at - 86400 * 40 WHERE id = 5;
                    UPDATE transactions SET utc_offset = -36000 WHERE id = 4;
                    DELETE FROM splits WHERE transaction_id = 8; DELETE FROM transactions WHERE id = 8;
                    INSERT INTO transactions (kind, account_id, amount_minor, currency, occurred_at, merchant) VALUES ('out', 2, 777, 'MYR', 1739619000, 'Tealive');
                    """)
            let fromTransactions = try database.textRows(
                sql: """
                    SELECT ((occurred_at + utc_offset) - (((occurred_at + utc_offset) % 86400) + 86400) % 86400) / 86400, currency, kind, coalesce(category, ''),
                           sum(amount_minor - others_minor), count(*) FROM transactions GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
                    """)
            let totals = try database.textRows(sql: "SELECT * FROM daily_totals ORDER BY 1, 2, 3, 4")
            return .equal(totals, fromTransactions)
        }
    }
}
