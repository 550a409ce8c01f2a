import Foundation
import SelfTestRunner
import SpenDropApp
import SpenDropCore
import SpenDropStore

/// Stores that must never be written: each is refused with a reason, the container stays in safe
/// mode, and the file is byte-identical afterwards with nothing created beside it.
enum SafeModeChecks {
    struct Injected: Error, CustomStringConvertible {
        var description: String { "injected failure after v3" }
    }

    /// Opens `location` through a container and checks the refusal: status, a reason that names
    /// the problem and says nothing was changed (a migration that ran into the problem and rolled
    /// back is not this refusal), the file's bytes and the folder's contents.
    /// Cuts the file at `url` to its first half, as a write stopped part-way would.
    static func keepFirstHalf(of url: URL) throws {
        let bytes = try Data(contentsOf: url)
        try bytes.prefix(bytes.count / 2).write(to: url)
    }

    /// A database with nothing in it yet at `url`: `VACUUM` writes just its header page, as a first
    /// launch stopped before the schema leaves it.
    static func writeHeaderPageOnly(at url: URL) throws {
        let database = try SQLiteDatabase(path: url.path, mode: .readWriteCreate)
        try database.execute(sql: "VACUUM")
        database.close()
    }

    static func refusal(
        _ location: StoreLocation, opener: StoreOpener = MigrationChecks.opener(),
        reasonContains expectedReason: String, extraFiles: [String] = []
    ) throws -> CheckVerdict {
        let before = try FileDigest.fingerprint(location.databaseURL)
        let names = FileDigest.names(in: location.directory)
        let container = DataContainer()
        let status = container.openStore(at: location, using: opener)
        let reason: String
        if case .safeMode(let text, _, _) = status { reason = text } else { reason = "\(status)" }
        return .all([
            .that(
                reason.contains(expectedReason) && reason.contains("Nothing was changed"),
                expected: "safe mode: …\(expectedReason)…", actual: reason),
            .equal(status.storeURL, location.databaseURL, "the store URL in safe mode"),
            .equal(try FileDigest.fingerprint(location.databaseURL), before, "the file's bytes"),
            .equal(FileDigest.names(in: location.directory), (names + extraFiles).sorted(), "files beside it"),
            .that(
                container.store == nil, expected: "no open store",
                actual: container.store == nil ? "no open store" : "an open store"),
            .equal(
                container.problem?.storeURL, location.databaseURL,
                "the store the container's problem names (what a command refuses with)"),
        ])
    }

    static var all: [SelfTestCheck] {
        [
            SelfTestCheck(
                "a migration that fails part-way rolls back, keeps the file byte-identical and names the backup"
            ) { context in
                let location = try SchemaFixture.version1.build(context, "failing")
                let failing = MigrationChecks.opener(
                    Migrator(afterStep: { version in if version == 3 { throw Injected() } }))
                let before = try FileDigest.fingerprint(location.databaseURL)
                let container = DataContainer()
                let status = container.openStore(at: location, using: failing)
                guard case .safeMode(let reason, let url, let backup) = status, let backup else {
                    return .that(false, expected: "safe mode with a backup", actual: "\(status)")
                }
                let reopened = try SQLiteDatabase(path: location.databaseURL.path, mode: .readOnly)
                return .all([
                    .that(
                        reason.contains("v1 to v\(StoreSchema.currentVersion)")
                            && reason.contains("injected failure after v3") && reason.contains(backup.path),
                        expected:
                            "v1 to v\(StoreSchema.currentVersion) … injected failure after v3 … \(backup.lastPathComponent)",
                        actual: reason),
                    .equal(url, location.databaseURL, "store URL"),
                    .equal(try FileDigest.fingerprint(location.databaseURL), before, "the store's bytes"),
                    .equal(try reopened.userVersion(), 1, "user_version after the rollback"),
                    .equal(try reopened.scalar(sql: "SELECT count(*) FROM expenses"), 9, "expenses after the rollback"),
                    .equal(FileManager().fileExists(atPath: backup.path), true, "the backup is still there"),
                ])
            },
            SelfTestCheck("a store from a newer schema is refused and left byte-identical") { context in
                let location = try SchemaFixture.version3.build(context, "newer")
                try SQLiteDatabase(path: location.databaseURL.path, mode: .readWrite).setUserVersion(
                    StoreSchema.currentVersion + 1)
                return try refusal(
                    location,
                    reasonContains:
                        "newer spendrop (schema v\(StoreSchema.currentVersion + 1); this build knows up to v\(StoreSchema.currentVersion))"
                )
            },
            SelfTestCheck(
                "a truncated store is refused and left byte-identical, however many times it was written before"
            ) { context in
                let location = try SchemaFixture.version3.build(context, "truncated")
                var bytes = [UInt8](try Data(contentsOf: location.databaseURL))
                // A store written 74,565 times: its change counter (and the copy that says the page
                // count is valid for it) fills three bytes of the header.
                for offset in [24, 92] { bytes.replaceSubrange(offset..<offset + 4, with: [0x00, 0x01, 0x23, 0x45]) }
                try Data(bytes.prefix(bytes.count / 2)).write(to: location.databaseURL)
                return try refusal(location, reasonContains: "cut short")
            },
            SelfTestCheck("a truncated store of the smallest page size, 512 bytes, is refused as cut short too") {
                context in
                let location = try SchemaFixture.version3.build(context, "truncated-512")
                do {
                    let database = try SQLiteDatabase(path: location.databaseURL.path, mode: .readWrite)
                    try database.execute(sql: "PRAGMA journal_mode = DELETE; PRAGMA page_size = 512; VACUUM;")
                    guard try database.scalar(sql: "PRAGMA page_size") == 512 else {
                        return .that(false, expected: "page size 512", actual: "unchanged")
                    }
                    database.close()
                }
                try keepFirstHalf(of: location.databaseURL)
                return try refusal(location, reasonContains: "cut short")
            },
            SelfTestCheck(
                "a database of a single page cut short, a first launch's header page half written, is refused as cut short"
            ) { context in
                let location = StoreLocation(directory: try context.makeScratchDirectory("truncated-one-page"))
                try writeHeaderPageOnly(at: location.databaseURL)
                try keepFirstHalf(of: location.databaseURL)
                return try refusal(location, reasonContains: "cut short")
            },
            SelfTestCheck("a store with a damaged schema page is refused and left byte-identical") { context in
                let location = try SchemaFixture.version3.build(context, "damaged")
                var bytes = [UInt8](try Data(contentsOf: location.databaseURL))
                for offset in 100..<400 { bytes[offset] = 0xA5 }
                try Data(bytes).write(to: location.databaseURL)
                return try refusal(location, reasonContains: "is damaged")
            },
            SelfTestCheck(
                "a v2 store whose data pages are damaged is refused before it is migrated, with or without a backup first"
            ) { context in
                // Without backups (a UI-testing launch) no backup's integrity_check reads the store for
                // the opener: it checks the store itself.
                let withoutBackups = StoreOpener(
                    fileManager: FileManager(), now: { FixedClock.now }, backupPolicy: .never)
                return .all(
                    try [("backups", MigrationChecks.opener()), ("no-backups", withoutBackups)].map { label, opener in
                        let location = try SchemaFixture.version2.build(context, "damaged-data-\(label)")
                        var bytes = [UInt8](try Data(contentsOf: location.databaseURL))
                        let pageSize = Int(bytes[16]) << 8 | Int(bytes[17])
                        for offset in (pageSize * 2 + 8)..<(pageSize * 2 + 200) where offset < bytes.count {
                            bytes[offset] = 0x5A
                        }
                        try Data(bytes).write(to: location.databaseURL)
                        return try refusal(location, opener: opener, reasonContains: "is damaged")
                    })
            },
            SelfTestCheck(
                "a current store whose data pages are damaged, with no check stamp vouching for it, is refused at opening"
            ) { context in
                // The third page, and the page of an index that opening never reads: only the check finds it.
                var verdicts: [CheckVerdict] = []
                for (label, index) in [("damaged-current", nil), ("damaged-current-index", "transactions_for_reports")]
                    as [(String, String?)]
                {
                    let location = try AppHarness.sampleStore(context, label)
                    var page = 2
                    if let index {
                        let database = try SQLiteDatabase(path: location.databaseURL.path, mode: .readWrite)
                        page =
                            Int(
                                try database.scalar(
                                    sql: "SELECT rootpage FROM sqlite_master WHERE name = ?", arguments: [.text(index)])
                                    ?? 0) - 1
                        database.close()
                    }
                    var bytes = [UInt8](try Data(contentsOf: location.databaseURL))
                    let pageSize = Int(bytes[16]) << 8 | Int(bytes[17])
                    for offset in (pageSize * page + 8)..<(pageSize * page + 200) { bytes[offset] = 0x5A }
                    try Data(bytes).write(to: location.databaseURL)
                    verdicts.append(try refusal(location, reasonContains: "is damaged"))
                }
                return .all(verdicts)
            },
            SelfTestCheck(
                "integrity_check's problems are listed one a line, without SQLite's *** in database main *** heading"
            ) { context in
                let location = try SchemaFixture.version2.build(context, "damaged-problems")
                var bytes = [UInt8](try Data(contentsOf: location.databaseURL))
                let pageSize = Int(bytes[16]) << 8 | Int(bytes[17])
                for offset in (pageSize * 2 + 8)..<(pageSize * 2 + 200) where offset < bytes.count {
                    bytes[offset] = 0x5A
                }
                try Data(bytes).write(to: location.databaseURL)
                let database = try SQLiteDatabase(path: location.databaseURL.path, mode: .readOnlyImmutable)
                defer { database.close() }
                let problems = try database.integrityProblems()
                return .that(
                    !problems.isEmpty
                        && problems.allSatisfy { !$0.isEmpty && !$0.hasPrefix("***") && !$0.contains("\n") },
                    expected: "one problem a line, no heading", actual: problems.joined(separator: " | "))
            },
            SelfTestCheck(
                "a container whose next open fails holds no store from its earlier open, and names the new problem; opened again, it names none"
            ) { context in
                let good = try AppHarness.sampleStore(context, "opened-first")
                let empty = StoreLocation(directory: try context.makeScratchDirectory("empty-next"))
                try Data().write(to: empty.databaseURL)
                let container = DataContainer()
                container.openStore(at: good, using: MigrationChecks.opener())
                let first = container.store != nil
                container.openStore(at: empty, using: MigrationChecks.opener())
                let failed = (
                    store: container.store == nil ? "no open store" : "the earlier store", problem: container.problem,
                    url: container.status.storeURL
                )
                container.openStore(at: good, using: MigrationChecks.opener())
                defer { container.closeStore() }
                return .all([
                    .equal(first, true, "the first store opened"),
                    .equal(failed.store, "no open store", "after the failed open"),
                    .equal(failed.problem, .emptyFile(empty.databaseURL), "the problem"),
                    .equal(failed.url, empty.databaseURL, "the store the status names"),
                    .equal(container.problem, nil, "the problem once the good store opened again"),
                    .equal(container.status.storeURL, good.databaseURL, "the store the status names then"),
                ])
            },
            SelfTestCheck(
                "a command on a store in safe mode says so in one line, naming spendrop once and never calling the store read-only"
            ) { context in
                let location = StoreLocation(directory: try context.makeScratchDirectory("safe-mode-command"))
                try Data().write(to: location.databaseURL)
                let run = AppHarness(location: location).run(["history"])
                return .all([
                    .equal(run.status, ExitStatus.safeMode.rawValue, "exit status"),
                    .equal(run.errorLines.count, 1, "lines on stderr"),
                    .that(
                        run.errors.hasPrefix(
                            "spendrop: the store is in safe mode: \(location.databaseURL.path) is an empty file")
                            && !run.errors.contains("read-only"),
                        expected: "spendrop: the store is in safe mode: … is an empty file … (nothing about read-only)",
                        actual: run.errors),
                ])
            },
            SelfTestCheck("a zero-byte file where the store should be is refused, not taken for a new store") {
                context in
                let location = StoreLocation(directory: try context.makeScratchDirectory("empty"))
                try Data().write(to: location.databaseURL)
                return try refusal(location, reasonContains: "is an empty file where the store should be")
            },
            SelfTestCheck("another program's SQLite database is refused and left byte-identical") { context in
                let location = StoreLocation(directory: try context.makeScratchDirectory("foreign"))
                try SQLiteDatabase(path: location.databaseURL.path, mode: .readWriteCreate)
                    .execute(sql: "CREATE TABLE songs (title TEXT); INSERT INTO songs VALUES ('Gemilang');")
                return try refusal(location, reasonContains: "not a spendrop store")
            },
            SelfTestCheck("a store that cannot be written is refused and left byte-identical") { context in
                let location = try SchemaFixture.version2.build(context, "read-only")
                let readOnly = StoreOpener(
                    fileManager: FileManager(), now: { FixedClock.now }, isWritable: { _ in false })
                return try refusal(location, opener: readOnly, reasonContains: "cannot be written")
            },
            SelfTestCheck(
                "a current store that cannot be written is read, and closing it writes nothing, not even its check stamp, and leaves no store read-only"
            ) { context in
                let location = try AppHarness.sampleStore(context, "read-only-current")
                let before = try FileDigest.fingerprint(location.databaseURL),
                    names = FileDigest.names(in: location.directory)
                let container = DataContainer()
                container.openStoreForReading(
                    at: location,
                    using: StoreOpener(fileManager: FileManager(), now: { FixedClock.now }, isWritable: { _ in false }))
                let read = try container.store?.transactions().count
                let readOnly = container.isReadOnly, openedAsNew = container.openedNewStore
                container.closeStore()
                return .all([
                    .equal(readOnly, true, "opened read-only"),
                    .equal(openedAsNew, false, "opened as a new store (which a fixture launch would seed)"),
                    .equal(container.isReadOnly, false, "read-only once closed (no store is open to be read)"),
                    .equal(
                        container.status,
                        .safeMode(reason: "store closed", storeURL: location.databaseURL, backupURL: nil),
                        "status once closed"),
                    .equal(read, SampleLedger.transactions.count, "transactions read"),
                    .equal(FileDigest.names(in: location.directory), names, "files beside it after closing"),
                    .equal(try FileDigest.fingerprint(location.databaseURL), before, "the store's bytes"),
                ])
            },
        ]
    }
}
