import Foundation
import SelfTestRunner
import SpenDropCore
import SpenDropStore

/// `spendrop backup` and `spendrop restore FILE`: a backup is checked in full before anything is
/// replaced, the replaced store is always kept, and a refused or failed restore leaves the store
/// byte-identical.
enum RestoreChecks {
    static func restorer(beforeReplacing: @escaping () throws -> Void = {}) -> StoreRestorer {
        StoreRestorer(fileManager: FileManager(), now: { FixedClock.now }, beforeReplacing: beforeReplacing)
    }

    /// Restores `candidate` over the sample store and checks the refusal: the reason, the store's
    /// SHA-256, the folder, and that no backup was written.
    static func refusal(
        of candidate: URL, _ context: SelfTestContext, reasonContains expected: String
    ) throws -> CheckVerdict {
        let location = try AppHarness.sampleStore(context, "current")
        let before = try FileDigest.fingerprint(location.databaseURL)
        let names = FileDigest.names(in: location.directory)
        let candidateBefore = try? FileDigest.fingerprint(candidate)
        let candidateNames = FileDigest.names(in: candidate.deletingLastPathComponent())
        var reason = "restored"
        do {
            _ = try restorer().restore(from: candidate, into: location)
        } catch {
            reason = error.description
        }
        return .all([
            .that(
                reason.contains(expected) && reason.contains("Nothing was changed"),
                expected: "refused: …\(expected)… Nothing was changed.",
                actual: reason),
            .equal(try FileDigest.fingerprint(location.databaseURL), before, "the store's bytes"),
            .equal(
                FileDigest.names(in: location.directory), names, "files beside the store (no copy, no backups folder)"),
            .equal(try? FileDigest.fingerprint(candidate), candidateBefore, "the backup's own bytes"),
            .equal(
                FileDigest.names(in: candidate.deletingLastPathComponent()), candidateNames, "files beside the backup"),
        ])
    }

    /// A current-version store with other rows than the sample, closed, to restore from.
    static func otherStore(_ context: SelfTestContext) throws -> URL {
        try StoreTemplates.shared.copy("other", to: "other", in: context) { location in
            let cash = Account(id: AccountID(1), name: "Cash", openingBalance: SampleLedger.myr(2_000))
            try AppHarness.fill(
                location, accounts: [cash],
                transactions: [
                    Transaction(
                        id: TransactionID(1), kind: .moneyOut, account: cash.id, amount: SampleLedger.myr(777),
                        occurredAt: SampleLedger.at(2026, 6, 1), utcOffset: SampleLedger.offset, merchant: "Tealive",
                        category: "Drinks")
                ])
        }.databaseURL
    }

    static var all: [SelfTestCheck] {
        [
            SelfTestCheck("spendrop backup writes a verified copy into backups/ and prints its path") { context in
                let location = try AppHarness.sampleStore(context, "backup")
                let run = AppHarness(location: location).run(["backup"])
                let path = run.output.replacingOccurrences(of: "Backed up the store to ", with: "").trimmingCharacters(
                    in: .newlines)
                let copy = try SQLiteDatabase(path: path, mode: .readOnlyImmutable)
                return .all([
                    .equal(run.status, 0, run.errors),
                    .equal(
                        URL(fileURLWithPath: path).deletingLastPathComponent().path, location.backupsDirectory.path,
                        "backup folder"),
                    .equal(
                        FileDigest.names(in: location.backupsDirectory),
                        ["spendrop-v\(StoreSchema.currentVersion)-20261202T131500Z-manual.sqlite"], "backups"),
                    .equal(try copy.integrityProblems(), [], "the copy's integrity_check"),
                    .equal(
                        try copy.scalar(sql: "SELECT count(*) FROM transactions"),
                        Int64(SampleLedger.transactions.count), "the copy's transactions"),
                ])
            },
            SelfTestCheck("three backups in the same second keep three names: the later ones numbered -2 and -3") {
                context in
                let location = try AppHarness.sampleStore(context, "same-second")
                let runs = (1...3).map { _ in AppHarness(location: location).run(["backup"]) }
                let stem = "spendrop-v\(StoreSchema.currentVersion)-20261202T131500Z-manual"
                return .all([
                    .equal(runs.map(\.status), [0, 0, 0], runs.map(\.errors).joined()),
                    .equal(
                        FileDigest.names(in: location.backupsDirectory),
                        ["\(stem)-2.sqlite", "\(stem)-3.sqlite", "\(stem).sqlite"], "backups"),
                ])
            },
            SelfTestCheck("restore refuses a damaged backup and leaves the store byte-identical") { context in
                let candidate = try SchemaFixture.version3.build(context, "damaged").databaseURL
                var bytes = [UInt8](try Data(contentsOf: candidate))
                let pageSize = Int(bytes[16]) << 8 | Int(bytes[17])
                for offset in (pageSize * 2 + 8)..<(pageSize * 2 + 200) where offset < bytes.count {
                    bytes[offset] = 0x5A
                }
                try Data(bytes).write(to: candidate)
                return try refusal(of: candidate, context, reasonContains: "is damaged")
            },
            SelfTestCheck("restore refuses a backup from a newer schema and leaves the store byte-identical") {
                context in
                let candidate = try SchemaFixture.version3.build(context, "newer").databaseURL
                try SQLiteDatabase(path: candidate.path, mode: .readWrite).setUserVersion(
                    StoreSchema.currentVersion + 1)
                return try refusal(
                    of: candidate, context,
                    reasonContains:
                        "newer spendrop (schema v\(StoreSchema.currentVersion + 1); this build knows up to v\(StoreSchema.currentVersion))"
                )
            },
            SelfTestCheck("restore refuses a file that is not a database and leaves the store byte-identical") {
                context in
                let candidate = try context.makeScratchDirectory("csv").appendingPathComponent("expenses.csv")
                try Data("Date,Merchant,Amount\n2026-01-05,Mamak,12.50\n".utf8).write(to: candidate)
                return try refusal(of: candidate, context, reasonContains: "is not an SQLite database")
            },
            SelfTestCheck("restore refuses another program's database and one missing its tables") { context in
                let foreign = try context.makeScratchDirectory("foreign").appendingPathComponent("songs.sqlite")
                try SQLiteDatabase(path: foreign.path, mode: .readWriteCreate)
                    .execute(sql: "CREATE TABLE songs (title TEXT); INSERT INTO songs VALUES ('Gemilang');")
                let partial = try context.makeScratchDirectory("partial").appendingPathComponent("partial.sqlite")
                try SQLiteDatabase(path: partial.path, mode: .readWriteCreate)
                    .execute(sql: "CREATE TABLE accounts (id INTEGER PRIMARY KEY, name TEXT); PRAGMA user_version = 3;")
                return .all([
                    try refusal(of: foreign, context, reasonContains: "not a spendrop store"),
                    try refusal(of: partial, context, reasonContains: "lacks"),
                ])
            },
            SelfTestCheck("restore refuses a missing file and an empty one") { context in
                let folder = try context.makeScratchDirectory("missing")
                try Data().write(to: folder.appendingPathComponent("empty.sqlite"))
                return .all([
                    try refusal(
                        of: folder.appendingPathComponent("nothing.sqlite"), context, reasonContains: "there is no file"
                    ),
                    try refusal(
                        of: folder.appendingPathComponent("empty.sqlite"), context, reasonContains: "is an empty file"),
                ])
            },
            SelfTestCheck(
                "a good restore keeps the replaced store as a verified backup and the restored rows are there"
            ) { context in
                let location = try AppHarness.sampleStore(context, "good")
                let replacedCensus = try AppHarness.census(location.databaseURL)
                let candidate = try otherStore(context)
                let outcome = try restorer().restore(from: candidate, into: location)
                guard let kept = outcome.keptStore else {
                    return .that(false, expected: "a kept store", actual: "none")
                }
                let keptCensus = try AppHarness.census(kept)
                let store = Store(database: try MigrationChecks.opener().open(location).get().database)
                let transactions = try store.transactions()
                return .all([
                    .equal(
                        kept.lastPathComponent,
                        "spendrop-v\(StoreSchema.currentVersion)-20261202T131500Z-before-restore.sqlite",
                        "the kept store's name"),
                    .equal(outcome.keptAsRawBytes, false, "kept through SQLite"),
                    .equal(outcome.migratesOnNextOpen, false, "a backup of this build's schema needs no upgrade"),
                    .equal(keptCensus, replacedCensus, "the kept store holds every row of the replaced one"),
                    .equal(transactions.map(\.merchant), ["Tealive"], "the restored rows"),
                    .equal(try store.accounts().map(\.name), ["Cash"], "the restored accounts"),
                    .equal(try store.database.integrityProblems(), [], "integrity_check"),
                    .equal(
                        FileDigest.names(in: location.directory).filter { $0.hasPrefix(".") }, [], "no copy left behind"
                    ),
                ])
            },
            SelfTestCheck(
                "a backup whose daily totals disagree with its transactions is restored all the same: the rows are the user's data, the totals derived"
            ) { context in
                let location = try AppHarness.sampleStore(context, "totals-off")
                let candidate = try otherStore(context)
                do {
                    let database = try SQLiteDatabase(path: candidate.path, mode: .readWrite)
                    defer { database.close() }
                    try database.execute(sql: "UPDATE daily_totals SET total_minor = total_minor + 100")
                }
                let outcome = try restorer().restore(from: candidate, into: location)
                let store = Store(database: try MigrationChecks.opener().open(location).get().database)
                return .all([
                    .equal(outcome.transactionCount, 1, "transactions restored"),
                    .equal(try store.transactions().map(\.merchant), ["Tealive"], "the restored rows"),
                ])
            },
            SelfTestCheck("a v2 backup is restored as it is and migrated behind its own backup on the next open") {
                context in
                let location = try AppHarness.sampleStore(context, "v2")
                let candidate = try SchemaFixture.version2.build(context, "v2-backup").databaseURL
                let outcome = try restorer().restore(from: candidate, into: location)
                let restoredVersion = try SQLiteDatabase(path: location.databaseURL.path, mode: .readOnlyImmutable)
                    .userVersion()
                let opened = try MigrationChecks.opener().open(location).get()
                let ledger = try Store(database: opened.database).ledger()
                let balances = try ledger.balances()
                return .all([
                    .equal(outcome.version, 2, "outcome version"),
                    .equal(outcome.migratesOnNextOpen, true, "migrates on next open"),
                    .equal(restoredVersion, 2, "user_version as restored"),
                    .equal(opened.migratedFrom, 2, "migrated from"),
                    .that(
                        opened.backup != nil, expected: "a backup before the migration",
                        actual: "\(String(describing: opened.backup))"),
                    .equal(
                        Dictionary(uniqueKeysWithValues: ledger.accounts.map { ($0.name, balances[$0.id]!) }),
                        SchemaFixture.version2.expected.balances, "balances after the migration"),
                ])
            },
            SelfTestCheck("a store in safe mode is kept byte for byte when a backup replaces it") { context in
                let location = StoreLocation(directory: try context.makeScratchDirectory("safe-mode"))
                try Data(String(repeating: "not a store\n", count: 300).utf8).write(to: location.databaseURL)
                let before = try FileDigest.fingerprint(location.databaseURL)
                let outcome = try restorer().restore(from: try otherStore(context), into: location)
                guard let kept = outcome.keptStore else {
                    return .that(false, expected: "a kept store", actual: "none")
                }
                return .all([
                    .equal(outcome.keptAsRawBytes, true, "kept as raw bytes"),
                    .equal(
                        kept.lastPathComponent, "spendrop-v0-20261202T131500Z-before-restore-raw.sqlite",
                        "the kept file's name"),
                    .equal(try FileDigest.fingerprint(kept), before, "the kept file's bytes"),
                    .equal(
                        try SQLiteDatabase(path: location.databaseURL.path, mode: .readOnlyImmutable).scalar(
                            sql: "SELECT count(*) FROM transactions"),
                        1, "the restored store's transactions"),
                ])
            },
            SelfTestCheck(
                "a damaged store SQLite still opens is kept byte for byte when a backup replaces it, and said to be"
            ) { context in
                let location = try AppHarness.sampleStore(context, "damaged")
                try DoctorChecks.damage(location.databaseURL)
                let before = try FileDigest.fingerprint(location.databaseURL)
                let outcome = try restorer().restore(from: try otherStore(context), into: location)
                guard let kept = outcome.keptStore else {
                    return .that(false, expected: "a kept store", actual: "none")
                }
                return .all([
                    .equal(outcome.keptAsRawBytes, true, "kept as raw bytes (what 'spendrop restore' tells the user)"),
                    .equal(
                        kept.lastPathComponent,
                        "spendrop-v\(StoreSchema.currentVersion)-20261202T131500Z-before-restore-raw.sqlite",
                        "the kept file's name"),
                    .equal(try FileDigest.fingerprint(kept), before, "the kept file's bytes"),
                ])
            },
            SelfTestCheck(
                "a store from a newer spendrop, log and all, is kept byte for byte and never opened for writing"
            ) { context in
                // A crashed newer spendrop: the main file and a write-ahead log with committed rows,
                // copied while its connection was open, so no checkpoint has folded the log in.
                let writer = try SchemaFixture.version3.build(context, "newer-writer")
                let connection = try SQLiteDatabase(path: writer.databaseURL.path, mode: .readWrite)
                _ = try connection.textRows(sql: "PRAGMA journal_mode = WAL")
                try connection.execute(
                    sql:
                        "PRAGMA wal_autocheckpoint = 0; PRAGMA user_version = \(StoreSchema.currentVersion + 1); INSERT INTO people (name) VALUES ('Chong');"
                )
                let location = StoreLocation(directory: try context.makeScratchDirectory("newer-crashed"))
                try FileManager().copyItem(at: writer.databaseURL, to: location.databaseURL)
                try FileManager().copyItem(
                    atPath: writer.databaseURL.path + "-wal", toPath: location.databaseURL.path + "-wal")
                let mainBefore = try FileDigest.fingerprint(location.databaseURL)
                let logBefore = try FileDigest.fingerprint(URL(fileURLWithPath: location.databaseURL.path + "-wal"))
                let outcome = try restorer().restore(from: try otherStore(context), into: location)
                guard let kept = outcome.keptStore else {
                    return .that(false, expected: "a kept store", actual: "none")
                }
                return .all([
                    .equal(outcome.keptAsRawBytes, true, "kept as raw bytes"),
                    .equal(try FileDigest.fingerprint(kept), mainBefore, "the kept main file's bytes"),
                    .equal(
                        try FileDigest.fingerprint(URL(fileURLWithPath: kept.path + "-wal")), logBefore,
                        "the kept log's bytes"),
                    .equal(
                        FileDigest.names(in: location.directory), ["backups", "spendrop.sqlite"],
                        "no old -wal or -shm beside the new store"),
                    .equal(
                        try SQLiteDatabase(path: kept.path, mode: .readOnlyImmutable).userVersion(), 3,
                        "the kept main file's own user_version (the newer one is still only in its log: nothing folded it in)"
                    ),
                ])
            },
            SelfTestCheck(
                "a restore while another connection has the store open waits for it, then refuses and changes nothing; once it closes, the restore goes through"
            ) { context in
                let location = try AppHarness.sampleStore(context, "gated")
                let before = try FileDigest.fingerprint(location.databaseURL)
                let candidate = try otherStore(context)
                let open = DataContainer()
                open.openStore(at: location, fileManager: FileManager())
                var reason = "restored"
                do {
                    _ = try StoreRestorer(fileManager: FileManager(), now: { FixedClock.now }, gateWaitMilliseconds: 50)
                        .restore(from: candidate, into: location)
                } catch {
                    reason = "\(error)"
                }
                let namesWhileOpen = FileDigest.names(in: location.directory)
                open.closeStore()
                let after = try FileDigest.fingerprint(location.databaseURL)
                let restored = try restorer().restore(from: candidate, into: location)
                return .all([
                    .that(
                        reason.contains("another spendrop kept") && reason.contains("50 ms")
                            && reason.contains("Nothing was changed"),
                        expected: "another spendrop kept … open for the 50 ms spendrop waited. Nothing was changed …",
                        actual: reason),
                    .equal(after, before, "the store's bytes after the refused restore"),
                    .equal(
                        namesWhileOpen.filter { $0 != "spendrop.sqlite-wal" && $0 != "spendrop.sqlite-shm" },
                        ["spendrop.sqlite"],
                        "files beside the store while it was open (no copy, no backups folder)"),
                    .equal(
                        restored.keptStore != nil, true,
                        "the restore once the connection closed kept the replaced store"),
                ])
            },
            SelfTestCheck(
                "the store's gate: a writer waits while a restore holds it and comes in once it lets go; a restore waits for a writer; a writer that keeps coming cannot starve a restore"
            ) { context in
                let location = StoreLocation(directory: try context.makeScratchDirectory("gate"))
                func shared(_ milliseconds: Int) -> StoreGate? {
                    try? StoreGate.acquire(.shared, at: location, waitingUpTo: milliseconds).get()
                }
                func exclusive(_ milliseconds: Int) -> StoreGate? {
                    try? StoreGate.acquire(.exclusive, at: location, waitingUpTo: milliseconds).get()
                }
                let restore = exclusive(0)
                let writerWhileRestoring = shared(30)
                restore?.release()
                let writer = shared(0), secondWriter = shared(0)
                let restoreWhileWriting = exclusive(30)
                writer?.release()
                // One writer still holds the gate; a restore now waiting holds the turnstile, so a writer
                // arriving after it waits too, and the restore comes in when the first writer leaves.
                final class Waited: @unchecked Sendable { var gotIn = false }
                let late = Waited(), done = DispatchSemaphore(value: 0)
                Thread.detachNewThread {
                    let gate = try? StoreGate.acquire(.exclusive, at: location, waitingUpTo: 5_000).get()
                    late.gotIn = gate != nil
                    gate?.release()
                    done.signal()
                }
                // Until the restore waits (holding the turnstile), a writer still gets in and leaves; from
                // then on, one is kept out. Asked until then, for five seconds at most.
                var keptOut = false
                for _ in 0..<500 {
                    guard let came = shared(0) else { keptOut = true; break }
                    came.release()
                    usleep(10_000)
                }
                secondWriter?.release()
                done.wait()
                return .all([
                    .equal(restore != nil, true, "a restore on a store nobody has open"),
                    .equal(writerWhileRestoring == nil, true, "a writer kept out while a restore holds the gate"),
                    .equal(writer != nil && secondWriter != nil, true, "two writers at once, once the restore let go"),
                    .equal(restoreWhileWriting == nil, true, "a restore kept out while writers hold the gate"),
                    .equal(keptOut, true, "a writer that came while a restore waited kept out"),
                    .equal(late.gotIn, true, "the waiting restore came in when the last writer left"),
                ])
            },
            SelfTestCheck(
                "a restore that fails just before the rename leaves the store byte-identical and no copy behind"
            ) { context in
                let location = try AppHarness.sampleStore(context, "failing")
                let before = try FileDigest.fingerprint(location.databaseURL)
                let candidate = try otherStore(context)
                var reason = "restored"
                do {
                    _ = try restorer(beforeReplacing: { throw SafeModeChecks.Injected() }).restore(
                        from: candidate, into: location)
                } catch {
                    reason = "\(error)"
                }
                return .all([
                    .that(reason.contains("injected failure"), expected: "the injected failure", actual: reason),
                    .equal(try FileDigest.fingerprint(location.databaseURL), before, "the store's bytes"),
                    .equal(
                        FileDigest.names(in: location.directory), ["backups", "spendrop.sqlite"],
                        "files beside the store"),
                    .equal(
                        try AppHarness.census(location.databaseURL).first?.first ?? nil,
                        "\(SampleLedger.transactions.count)", "transactions"),
                ])
            },
        ]
    }
}
