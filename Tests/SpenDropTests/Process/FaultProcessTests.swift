import Foundation
import SpenDropStore
import Testing

/// Real faults under real processes: a kill at an exact write call (strace's fault injection),
/// a flipped byte, a full disk, leftovers of killed launches. After each, either the store holds
/// every committed row or spendrop refuses to write it and says why, and no advice it gives loses
/// a committed row. Every test checks the row count and `integrity_check` afterwards.
@Suite(.serialized) struct FaultProcessTests {
    static let strace = "/usr/bin/strace"

    /// Runs `spendrop ARGUMENTS` under strace, which sends SIGKILL at the `write`-th `pwrite64` to
    /// `file` (only calls on that path are counted). Returns whether spendrop was killed.
    static func killed(
        atWrite write: Int, to file: URL, _ arguments: [String], environment: [String: String]
    ) throws -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: strace)
        process.arguments =
            [
                "-f", "-o", "/dev/null", "-P", file.path, "-e", "trace=pwrite64",
                "-e", "inject=pwrite64:signal=SIGKILL:when=\(write)",
                SpendropBinary.url(SpendropBinary.spendrop).path,
            ] + arguments
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationReason == .uncaughtSignal || process.terminationStatus == 128 + SIGKILL
    }

    /// A v1 store (expenses only, rollback journal) with `count` rows, as the first spendrop left it.
    static func buildVersion1Store(_ sandbox: Sandbox, count: Int) throws -> URL {
        let url = StoreProcessTests.storeURL(sandbox)
        try FileManager().createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        // Private, as spendrop makes a store's folder (doctor names one others can read).
        chmod(url.deletingLastPathComponent().path, 0o700)
        let database = try SQLiteDatabase(path: url.path, mode: .readWriteCreate)
        defer { database.close() }
        try database.transaction {
            try database.execute(sql: StoreSchema.historicalDefinition(version: 1)!)
            let insert = try database.statement(
                sql:
                    "INSERT INTO expenses (spent_on, merchant, amount_minor, currency, category, note) VALUES (?, ?, ?, 'MYR', 'Food', '')"
            )
            for index in 0..<count {
                try insert.execute(arguments: [
                    .text("2024-0\(1 + index % 9)-1\(index % 9)"), .text("Kedai \(index % 300)"),
                    .integer(Int64(100 + index)),
                ])
            }
        }
        return url
    }

    static func readOnlyIntegrity(_ url: URL) -> [String] {
        do { return try SQLiteDatabase(path: url.path, mode: .readOnlyImmutable).integrityProblems() } catch {
            return ["\(error)"]
        }
    }

    // MARK: 1. A kill during the checkpoint

    @Test(arguments: [1, 7, 60, 400])
    func aKillDuringTheCheckpointAfterAnImportLosesNothingAndIsNeverRefused(write: Int) throws {
        let sandbox = try StoreProcessTests.sandboxWithStore()
        let csv = sandbox.root.appendingPathComponent("rows.csv")
        let sum = try StoreProcessTests.writeCSV(csv, count: 60_000)
        let store = StoreProcessTests.storeURL(sandbox)
        #expect(
            try Self.killed(atWrite: write, to: store, ["import", "csv", csv.path], environment: sandbox.environment),
            "the import was not killed at write \(write)")
        let walBytes =
            (try? FileManager().attributesOfItem(atPath: store.path + "-wal")[.size] as? NSNumber)?.intValue ?? 0
        #expect(walBytes > 0, "the kill left no log to replay")
        let home = try SpendropBinary.run([], environment: sandbox.environment)
        #expect(home.status == 0, "refused after a kill at write \(write): \(home.errors)")
        let doctor = try SpendropBinary.run(["doctor"], environment: sandbox.environment)
        #expect(doctor.status == 0, "\(doctor.output)")
        #expect(!doctor.output.contains("Restore"))
        let state = try StoreProcessTests.state(sandbox)
        #expect(state.count == 60_000)
        #expect(state.sum == sum)
        #expect(state.integrity == [])
        #expect(state.totalsAgree)
    }

    // MARK: 2. Restore over a hot journal, and doctor after a killed migration

    @Test func restoreOverAHotJournalGivesAWholeStoreAndKeepsTheOldOneConsistent() throws {
        let source = try StoreProcessTests.sandboxWithStore()
        for (amount, merchant) in [("12.50", "Kopi"), ("3", "Teh")] {
            #expect(try SpendropBinary.run(["add", amount, merchant], environment: source.environment).status == 0)
        }
        let backup = source.root.appendingPathComponent("good.sqlite")
        try FileManager().copyItem(at: StoreProcessTests.storeURL(source), to: backup)

        let sandbox = Sandbox()
        let store = try Self.buildVersion1Store(sandbox, count: 2_000)
        #expect(
            try Self.killed(atWrite: 2, to: store, [], environment: sandbox.environment), "the migration was not killed"
        )
        #expect(FileManager().fileExists(atPath: store.path + "-journal"), "the killed migration left no hot journal")

        let restore = try SpendropBinary.run(["restore", backup.path], environment: sandbox.environment)
        #expect(restore.status == 0, "\(restore.errors)")
        #expect(!FileManager().fileExists(atPath: store.path + "-journal"))
        let listed = try SpendropBinary.run(["transactions", "--json"], environment: sandbox.environment)
        #expect(listed.status == 0, "\(listed.errors)")
        let state = try StoreProcessTests.state(sandbox)
        #expect(state.count == 2)
        #expect(state.sum == 1_550)
        #expect(state.integrity == [])

        let backups = StoreProcessTests.storeURL(sandbox).deletingLastPathComponent().appendingPathComponent("backups")
        let kept = try FileManager().contentsOfDirectory(atPath: backups.path).filter { $0.contains("before-restore") }
        #expect(kept.count == 1, "\(kept)")
        let keptCopy = try SQLiteDatabase(
            path: backups.appendingPathComponent(kept.first ?? "none").path, mode: .readOnlyImmutable)
        #expect(try keptCopy.userVersion() == 1)
        #expect(try keptCopy.scalar(sql: "SELECT count(*) FROM expenses") == 2_000)
        #expect(try keptCopy.integrityProblems() == [])
    }

    /// Where a migration is killed: writes to the store file, spread over the whole upgrade of a
    /// 2,000-row v1 store (about 70 writes), chosen by a seed so a failure can be replayed.
    static let migrationKillPoints: [Int] = {
        var state: UInt64 = 0x5EED_1616
        var points = Set<Int>()
        while points.count < 6 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            points.insert(1 + Int(state >> 33) % 72)
        }
        return points.sorted()
    }()

    @Test(arguments: migrationKillPoints)
    func aMigrationKilledAtAnyWriteLeavesTheOldStoreOrTheNewOneWhole(write: Int) throws {
        let sandbox = Sandbox()
        let store = try Self.buildVersion1Store(sandbox, count: 2_000)
        _ = try Self.killed(atWrite: write, to: store, [], environment: sandbox.environment)
        // What the kill left, read on a copy so the store itself meets spendrop first: opening the
        // copy for writing rolls a hot journal back, as any SQLite would.
        let copy = sandbox.root.appendingPathComponent("as-left.sqlite")
        for suffix in ["", "-journal", "-wal"] where FileManager().fileExists(atPath: store.path + suffix) {
            try FileManager().copyItem(atPath: store.path + suffix, toPath: copy.path + suffix)
        }
        let left = try SQLiteDatabase(path: copy.path, mode: .readWrite)
        let version = try left.userVersion()
        #expect(version == 1 || version == StoreSchema.currentVersion, "killed at write \(write): schema v\(version)")
        let table = version == 1 ? "expenses" : "transactions"
        #expect(try left.scalar(sql: "SELECT count(*) FROM \(table)") == 2_000, "killed at write \(write): v\(version)")
        #expect(
            try left.scalar(sql: "SELECT sum(amount_minor) FROM \(table)") == 2_199_000,
            "killed at write \(write): v\(version)")
        #expect(try left.integrityProblems() == [], "killed at write \(write): v\(version)")
        left.close()

        let home = try SpendropBinary.run([], environment: sandbox.environment)
        #expect(home.status == 0, "after a kill at write \(write): \(home.errors)")
        let state = try StoreProcessTests.state(sandbox)
        #expect(state.count == 2_000)
        #expect(state.sum == 2_199_000)
        #expect(state.integrity == [])
        #expect(state.totalsAgree)
    }

    @Test func doctorAfterAKilledMigrationReplaysTheJournalAndAdvisesNoRestore() throws {
        let sandbox = Sandbox()
        let store = try Self.buildVersion1Store(sandbox, count: 2_000)
        #expect(
            try Self.killed(atWrite: 2, to: store, [], environment: sandbox.environment), "the migration was not killed"
        )
        #expect(FileManager().fileExists(atPath: store.path + "-journal"))
        let doctor = try SpendropBinary.run(["doctor"], environment: sandbox.environment)
        #expect(doctor.status == 0, "\(doctor.output)")
        #expect(doctor.output.contains("replayed the rollback journal"), "\(doctor.output)")
        #expect(!doctor.output.contains("Restore"))
        let home = try SpendropBinary.run([], environment: sandbox.environment)
        #expect(home.status == 0, "\(home.errors)")
        let state = try StoreProcessTests.state(sandbox)
        #expect(state.count == 2_000)
        #expect(state.integrity == [])
    }

    /// Writers adding while `restore` runs over and over: an add that said "Added" is in the store
    /// that results or in the copy a restore kept of the store it replaced; none is in neither.
    @Test func aRestoreRacingWritersLosesNoAddThatSaidAdded() throws {
        let sandbox = try StoreProcessTests.sandboxWithStore()
        #expect(try SpendropBinary.run(["add", "1", "before"], environment: sandbox.environment).status == 0)
        let store = StoreProcessTests.storeURL(sandbox)
        let backup = sandbox.root.appendingPathComponent("backup.sqlite")
        try FileManager().copyItem(at: store, to: backup)
        final class Said: @unchecked Sendable {
            let lock = NSLock()
            var added: [String] = [], failures: [String] = []
        }
        let said = Said(), environment = sandbox.environment
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            if worker == 0 {
                for _ in 0..<8 {
                    guard let restore = try? SpendropBinary.run(["restore", backup.path], environment: environment),
                        restore.status == 0
                    else { said.lock.withLock { said.failures.append("a restore failed") }; continue }
                }
                return
            }
            for index in 0..<25 {
                let merchant = "writer \(worker) add \(index)"
                guard let add = try? SpendropBinary.run(["add", "1", merchant], environment: environment) else {
                    continue
                }
                if add.status == 0, add.output.contains("Added") { said.lock.withLock { said.added.append(merchant) } }
            }
        }
        var found = Set<String>()
        let backups = store.deletingLastPathComponent().appendingPathComponent("backups")
        let kept = try FileManager().contentsOfDirectory(atPath: backups.path).filter { $0.hasSuffix(".sqlite") }.map {
            backups.appendingPathComponent($0)
        }
        for file in [store] + kept {
            let database = try SQLiteDatabase(path: file.path, mode: .readOnly)
            for row in try database.textRows(sql: "SELECT merchant FROM transactions") {
                if let merchant = row.first ?? nil { found.insert(merchant) }
            }
            database.close()
        }
        #expect(said.failures == [])
        #expect(said.added.count > 20, "too few adds went through to tell anything: \(said.added.count)")
        #expect(
            said.added.filter { !found.contains($0) } == [],
            "adds that said Added, in neither the store nor a kept copy")
    }

    /// A store whose name is a link to the real file elsewhere is not called damaged, gets no
    /// advice to restore, and is neither written nor replaced by a restore (which used to keep
    /// only the link as its "byte for byte" copy).
    @Test func aStoreThatIsASymbolicLinkIsNamedAsOneAndNeverWrittenOrReplaced() throws {
        let sandbox = try StoreProcessTests.sandboxWithStore()
        #expect(try SpendropBinary.run(["add", "5", "Kopi"], environment: sandbox.environment).status == 0)
        let store = StoreProcessTests.storeURL(sandbox)
        let backup = sandbox.root.appendingPathComponent("backup.sqlite"),
            real = sandbox.root.appendingPathComponent("real.sqlite")
        try FileManager().copyItem(at: store, to: backup)
        try FileManager().moveItem(at: store, to: real)
        try FileManager().createSymbolicLink(at: store, withDestinationURL: real)
        let before = try Data(contentsOf: real)
        for words in [["transactions"], ["add", "3", "Teh"], ["doctor"], ["restore", backup.path]] {
            let run = try SpendropBinary.run(words, environment: sandbox.environment)
            let said = run.output + run.errors
            #expect(run.status != 0, "\(words)")
            #expect(said.contains("symbolic link to \(real.path)"), "\(words): \(said)")
            #expect(!said.contains("damaged") && !said.contains("spendrop restore FILE"), "\(words): \(said)")
        }
        #expect(try Data(contentsOf: real) == before, "the file behind the link changed")
        #expect(try FileManager().destinationOfSymbolicLink(atPath: store.path) == real.path, "the link was replaced")
    }

    /// The probe that crashed screens: largest amounts imported until their total passes 64 bits.
    /// The import that would pass the limit is refused whole; every screen still runs.
    @Test func importsThatWouldPassWhatSpendropCanAddUpAreRefusedAndNoScreenCrashes() throws {
        let sandbox = try StoreProcessTests.sandboxWithStore()
        let csv = sandbox.root.appendingPathComponent("large.csv")
        var rows = "date,type,account,amount,merchant\n"
        for index in 0..<24_000 {
            rows += "2026-11-\(1 + index % 28 < 10 ? "0" : "")\(1 + index % 28),out,Cash,999999999999.99,Big \(index)\n"
        }
        try Data(rows.utf8).write(to: csv)
        let imported = try SpendropBinary.run(["import", "csv", csv.path], environment: sandbox.environment)
        #expect(imported.status == 1)
        #expect(imported.errors.contains("more than RM 23,058,430,092,136,939.51"), "\(imported.errors)")
        #expect(try StoreProcessTests.state(sandbox).count == 0)
        for words in [[], ["home", "--json"], ["breakdown"], ["accounts"], ["transactions"], ["doctor"]] {
            let run = try SpendropBinary.run(words, environment: sandbox.environment)
            #expect(run.status == 0, "\(words): \(run.errors)")
        }
    }

    /// Runs `spendrop ARGUMENTS` under strace with every `fdatasync` from the `from`-th on failing
    /// with EIO (a disk that starts failing part-way), and returns what it said.
    static func withSyncsFailing(
        from: Int, _ arguments: [String], environment: [String: String]
    ) throws -> SpendropBinary.Result {
        try SpendropBinary.run(
            [
                "-f", "-o", "/dev/null", "-e", "trace=fdatasync", "-e", "inject=fdatasync:error=EIO:when=\(from)+",
                SpendropBinary.url(SpendropBinary.spendrop).path,
            ] + arguments,
            environment: environment, executable: URL(fileURLWithPath: strace))
    }

    /// A disk that fails its syncs from some call on: whatever the call, an add that says
    /// "Nothing was changed" changed nothing, one that exits 0 left the store file holding its
    /// row alone, and one whose row is only in the log says so with exit 4.
    @Test func anAddWhoseSyncsFailSaysTrulyWhereItsRowIs() throws {
        var sawOnlyInLog = false
        for from in 1...8 {
            let sandbox = try StoreProcessTests.sandboxWithStore()
            let store = StoreProcessTests.storeURL(sandbox)
            let run = try Self.withSyncsFailing(from: from, ["add", "5", "Kopi"], environment: sandbox.environment)
            let walBytes =
                (try? FileManager().attributesOfItem(atPath: store.path + "-wal")[.size] as? NSNumber)?.intValue ?? 0
            let count = try StoreProcessTests.state(sandbox).count
            switch run.status {
            case 0:
                #expect(
                    walBytes == 0 && count == 1, "sync \(from): exit 0 with \(walBytes) bytes of log and \(count) rows")
            case 4:
                sawOnlyInLog = true
                #expect(
                    run.errors.contains("saved, but only in the store's log spendrop.sqlite-wal"),
                    "sync \(from): \(run.errors)")
                #expect(count == 1, "sync \(from): the row said saved is not there")
            default:
                #expect(run.errors.contains("Nothing was changed"), "sync \(from): \(run.status) \(run.errors)")
                #expect(count == 0, "sync \(from): said nothing was changed, yet the row is there")
            }
        }
        #expect(sawOnlyInLog, "no sync call left the row only in the log")
    }

    /// The same for a migration: "Nothing was changed" only when the store is still at its old
    /// version; a migration that was saved is said to be saved.
    @Test func aMigrationWhoseSyncsFailSaysTrulyWhetherItWasSaved() throws {
        var saidUnchanged = 0, saidSaved = 0
        for from in 1...10 {
            let sandbox = Sandbox()
            let store = try Self.buildVersion1Store(sandbox, count: 50)
            let run = try Self.withSyncsFailing(from: from, ["accounts"], environment: sandbox.environment)
            let version = try SQLiteDatabase(path: store.path, mode: .readWrite).userVersion()
            if run.errors.contains("Nothing was changed") || run.errors.contains("the store is as it was") {
                saidUnchanged += 1
                #expect(version == 1, "sync \(from): said nothing was changed at schema v\(version): \(run.errors)")
            }
            if version == StoreSchema.currentVersion && run.status != 0 {
                if run.errors.contains(
                    "was updated from schema v1 to v\(StoreSchema.currentVersion) and that update is saved")
                {
                    saidSaved += 1
                }
                #expect(
                    run.errors.contains("was updated from schema v1") || run.errors.contains("saved"),
                    "sync \(from): \(run.errors)")
            }
        }
        // Both sides of the line were met: failures before the commit and after it.
        #expect(saidUnchanged > 0 && saidSaved > 0, "unchanged \(saidUnchanged), saved \(saidSaved)")
    }

    /// A sandbox whose store a spendrop was killed in after its add committed and before the log
    /// was folded into the file (at the first `rename`: the note that the fold begins), with a
    /// copy of the store from before that add (`earlier`).
    static func killedBeforeTheFold() throws -> (sandbox: Sandbox, earlier: Data) {
        let sandbox = try StoreProcessTests.sandboxWithStore()
        #expect(try SpendropBinary.run(["add", "1", "First"], environment: sandbox.environment).status == 0)
        let earlier = try Data(contentsOf: StoreProcessTests.storeURL(sandbox))
        #expect(try SpendropBinary.run(["add", "2", "Second"], environment: sandbox.environment).status == 0)
        let run = try SpendropBinary.run(
            [
                "-f", "-o", "/dev/null", "-e", "trace=rename", "-e", "inject=rename:signal=SIGKILL:when=1",
                SpendropBinary.url(SpendropBinary.spendrop).path, "add", "3", "Killed",
            ],
            environment: sandbox.environment, executable: URL(fileURLWithPath: strace))
        #expect(run.status == 128 + SIGKILL || run.status == SIGKILL, "the add was not killed: \(run.status)")
        let wal =
            (try? FileManager().attributesOfItem(atPath: StoreProcessTests.storeURL(sandbox).path + "-wal")[.size]
            as? NSNumber)?.intValue ?? 0
        #expect(wal > 0, "the killed add left no log")
        return (sandbox, earlier)
    }

    /// The log a killed spendrop left is its store's own: the next launch replays it.
    @Test func aLogAKilledLaunchLeftIsReplayedIntoItsOwnStore() throws {
        let (sandbox, _) = try Self.killedBeforeTheFold()
        let listed = try SpendropBinary.run(["transactions", "--json"], environment: sandbox.environment)
        #expect(listed.status == 0, "\(listed.errors)")
        #expect(listed.output.contains("Killed") && listed.output.contains("Second"))
    }

    /// An earlier copy of the store put in place by hand beside that log: the log is named as not
    /// the store's, never replayed (no row the copy never had appears), and once moved aside the
    /// copy opens with its own rows.
    @Test func aLogBesideAStoreCopiedInByHandIsNamedAndNeverReplayed() throws {
        let (sandbox, earlier) = try Self.killedBeforeTheFold()
        let store = StoreProcessTests.storeURL(sandbox)
        let handle = try FileHandle(forWritingTo: store)
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: earlier)
        try handle.close()
        let refused = try SpendropBinary.run(["transactions"], environment: sandbox.environment)
        #expect(refused.status == 3)
        #expect(
            refused.errors.contains("the log spendrop.sqlite-wal beside")
                && refused.errors.contains("was not written for this store file"), "\(refused.errors)")
        #expect(try Data(contentsOf: store) == earlier, "the copy was written")
        let doctor = try SpendropBinary.run(["doctor"], environment: sandbox.environment)
        #expect(doctor.status == 1 && doctor.output.contains("was not written for it"), "\(doctor.output)")
        #expect(try Data(contentsOf: store) == earlier, "doctor replayed the log")
        for suffix in ["-wal", "-shm"] {
            try FileManager().moveItem(
                atPath: store.path + suffix, toPath: sandbox.root.appendingPathComponent("aside" + suffix).path)
        }
        let listed = try SpendropBinary.run(["transactions", "--json"], environment: sandbox.environment)
        #expect(listed.status == 0, "\(listed.errors)")
        #expect(
            listed.output.contains("First") && !listed.output.contains("Second") && !listed.output.contains("Killed"))
    }

    // MARK: 3. A flipped byte is never written into or exported

    @Test func aDamagedStoreIsNeitherWrittenNorExported() throws {
        let sandbox = try StoreProcessTests.sandboxWithStore()
        let csv = sandbox.root.appendingPathComponent("rows.csv")
        _ = try StoreProcessTests.writeCSV(csv, count: 3_000)
        #expect(try SpendropBinary.run(["import", "csv", csv.path], environment: sandbox.environment).status == 0)
        let store = StoreProcessTests.storeURL(sandbox)
        let pristine = try Data(contentsOf: store)
        let exported = sandbox.root.appendingPathComponent("out.csv")
        var damaged = 0
        for step in 0..<40 {
            var bytes = pristine
            let offset = 100 + ((bytes.count - 100) * step / 40 + step * 37 % 4096) % (bytes.count - 100)
            bytes[offset] ^= 0xA5
            try bytes.write(to: store)
            guard !Self.readOnlyIntegrity(store).isEmpty else { continue }
            damaged += 1
            let add = try SpendropBinary.run(["add", "1", "After"], environment: sandbox.environment)
            #expect(add.status != 0, "add wrote into a store damaged at byte \(offset)")
            #expect(try Data(contentsOf: store) == bytes, "the damaged store at byte \(offset) was written")
            let export = try SpendropBinary.run(["export", "csv", exported.path], environment: sandbox.environment)
            #expect(export.status != 0, "a store damaged at byte \(offset) was exported")
            #expect(!FileManager().fileExists(atPath: exported.path))
            #expect(add.errors.split(separator: "\n").count == 1, "\(add.errors)")
        }
        #expect(damaged >= 10, "only \(damaged) of 40 flips damaged the store")
        try pristine.write(to: store)
        #expect(try SpendropBinary.run(["add", "1", "After"], environment: sandbox.environment).status == 0)
        #expect(try StoreProcessTests.state(sandbox).count == 3_001)
    }

    // MARK: 4. A full disk

    @Test(.enabled(if: MemoryDisk.canMount, "mounting a memory file system needs root"))
    func aFullDiskChangesNothingAndIsCalledAFullDisk() throws {
        let sandbox = Sandbox()
        let memory = try MemoryDisk(in: sandbox, megabytes: 6)
        defer { memory.unmount() }
        let disk = memory.url
        var environment = sandbox.environment
        environment["XDG_DATA_HOME"] = disk.appendingPathComponent("data").path
        let store = disk.appendingPathComponent("data/spendrop/spendrop.sqlite")
        #expect(try SpendropBinary.run(["accounts", "add", "Cash"], environment: environment).status == 0)
        let small = sandbox.root.appendingPathComponent("small.csv"),
            large = sandbox.root.appendingPathComponent("large.csv")
        _ = try StoreProcessTests.writeCSV(small, count: 2_000)
        _ = try StoreProcessTests.writeCSV(large, count: 20_000)
        #expect(try SpendropBinary.run(["import", "csv", small.path], environment: environment).status == 0)
        var expected: Int64 = 2_000
        var refusals = 0
        for freeKilobytes in [0, 4, 12, 32, 96, 256] {
            let filler = disk.appendingPathComponent("filler-\(freeKilobytes)")
            var space = statvfs()
            #expect(statvfs(disk.path, &space) == 0)
            let available = Int(space.f_bavail) * Int(space.f_frsize)
            let fill = max(0, available - freeKilobytes * 1024)
            try #require(
                FileManager().createFile(atPath: filler.path, contents: Data(count: fill)),
                "the file that fills the disk was made")
            for (arguments, rows) in [
                (["add", "1", "Kopi"], Int64(1)), (["import", "csv", large.path], Int64(20_000)),
            ] {
                let run = try SpendropBinary.run(arguments, environment: environment)
                if run.status == 0 {
                    expected += rows
                    continue
                }
                refusals += 1
                #expect(run.status == 1, "\(arguments[0]) with \(freeKilobytes) KB free: \(run.status) \(run.errors)")
                #expect(
                    !run.errors.lowercased().contains("restore"),
                    "\(arguments[0]) with \(freeKilobytes) KB free: \(run.errors)")
                #expect(run.errors.contains("full"), "\(arguments[0]) with \(freeKilobytes) KB free: \(run.errors)")
            }
            try FileManager().removeItem(at: filler)
            let doctor = try SpendropBinary.run(["doctor"], environment: environment)
            #expect(doctor.status == 0, "after \(freeKilobytes) KB free: \(doctor.output)")
            let database = try SQLiteDatabase(path: store.path, mode: .readWrite)
            #expect(
                try database.scalar(sql: "SELECT count(*) FROM transactions") == expected,
                "after \(freeKilobytes) KB free")
            #expect(try database.integrityProblems() == [], "after \(freeKilobytes) KB free")
            database.close()
        }
        #expect(refusals >= 4, "the disk was never full enough to refuse")
    }

    // MARK: 5. Nothing left behind

    @Test func theStoreFileAloneHoldsEveryRowAfterEachCommand() throws {
        let sandbox = try StoreProcessTests.sandboxWithStore()
        for index in 1...20 {
            #expect(
                try SpendropBinary.run(["add", "\(index)", "Kedai \(index)"], environment: sandbox.environment).status
                    == 0)
        }
        let store = StoreProcessTests.storeURL(sandbox)
        #expect(!FileManager().fileExists(atPath: store.path + "-wal"))
        #expect(!FileManager().fileExists(atPath: store.path + "-shm"))
        let copy = sandbox.root.appendingPathComponent("copied-alone.sqlite")
        try FileManager().copyItem(at: store, to: copy)
        let database = try SQLiteDatabase(path: copy.path, mode: .readOnlyImmutable)
        #expect(try database.scalar(sql: "SELECT count(*) FROM transactions") == 20)
        #expect(try database.scalar(sql: "SELECT sum(amount_minor) FROM transactions") == 21_000)
    }

    @Test func theUsersOwnFoldersNamedLikeScratchFoldersSurviveEveryLaunch() throws {
        let sandbox = try StoreProcessTests.sandboxWithStore()
        let folders = ["spendrop-2024-tax-receipts", "spendrop-1999-AbCdEf"].map {
            sandbox.temporaryRoot.appendingPathComponent($0)
        }
        for folder in folders {
            try FileManager().createDirectory(
                at: folder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
            try Data("receipts".utf8).write(to: folder.appendingPathComponent("march.pdf"))
        }
        #expect(try SpendropBinary.run([], environment: sandbox.environment).status == 0)
        #expect(try SpendropBinary.run(["add", "5", "Kopi"], environment: sandbox.environment).status == 0)
        for folder in folders {
            #expect(
                FileManager().fileExists(atPath: folder.appendingPathComponent("march.pdf").path),
                "\(folder.lastPathComponent) was removed")
        }
    }

    @Test func leftoversOfKilledLaunchesAreListedByDoctorAndRemovedByTheNextCommand() throws {
        let sandbox = try StoreProcessTests.sandboxWithStore()
        let finished = Process()
        finished.executableURL = URL(fileURLWithPath: "/bin/true")
        try finished.run()
        finished.waitUntilExit()
        let dead = finished.processIdentifier
        let directory = StoreProcessTests.storeURL(sandbox).deletingLastPathComponent()
        let backups = directory.appendingPathComponent("backups")
        let scratch = sandbox.temporaryRoot.appendingPathComponent("spendrop-\(dead)-AbC123")
        let export = sandbox.root.appendingPathComponent(".export.csv.partial-\(dead)")
        try FileManager().createDirectory(
            at: backups, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        // As a spendrop makes one: mkdtemp's mode and the marker with its process id.
        try FileManager().createDirectory(
            at: scratch, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        try TemporaryLeftovers.scratchMarkerContents(pid: dead).write(
            to: scratch.appendingPathComponent(TemporaryLeftovers.scratchMarker))
        let abandoned = [
            backups.appendingPathComponent(".spendrop-v4-20261202T101010Z-manual.sqlite.partial-\(dead)"),
            backups.appendingPathComponent(".spendrop-v4-20261202T101010Z-manual.sqlite.partial-\(dead)-journal"),
            directory.appendingPathComponent(".spendrop.sqlite.restoring-\(dead)"),
            export, scratch.appendingPathComponent("snapshot.sqlite"),
        ]
        for file in abandoned { #expect(FileManager().createFile(atPath: file.path, contents: Data("x".utf8))) }
        let record = directory.appendingPathComponent(".spendrop-pending-\(dead)-1")
        try Data((export.path + "\n").utf8).write(to: record)
        let held = backups.appendingPathComponent(".spendrop-v4-20261202T101010Z-manual.sqlite.partial-\(getpid())")
        let notOurs = [
            directory.appendingPathComponent("notes.txt"), backups.appendingPathComponent(".hidden.partial-x"),
            sandbox.temporaryRoot.appendingPathComponent("spendrop-notes"),
        ]
        for file in [held] + notOurs { #expect(FileManager().createFile(atPath: file.path, contents: Data("x".utf8))) }

        let doctor = try SpendropBinary.run(["doctor", "--json"], environment: sandbox.environment)
        let report = try JSONSerialization.jsonObject(with: Data(doctor.output.utf8)) as? [String: Any] ?? [:]
        let listed = Set(report["leftovers"] as? [String] ?? [])
        for file in abandoned.prefix(4) + [scratch, record] {
            #expect(listed.contains(file.path), "doctor does not list \(file.lastPathComponent)")
        }
        #expect(!listed.contains(held.path))
        #expect(doctor.status == 0, "leftovers are no damage: \(doctor.output)")

        #expect(try SpendropBinary.run(["accounts"], environment: sandbox.environment).status == 0)
        for file in abandoned + [scratch, record] {
            #expect(!FileManager().fileExists(atPath: file.path), "\(file.lastPathComponent) is still there")
        }
        for file in [held] + notOurs {
            #expect(FileManager().fileExists(atPath: file.path), "\(file.lastPathComponent) was removed")
        }
    }

    @Test func aKilledExportLeavesAPartialFileThatTheNextCommandRemoves() throws {
        let sandbox = try StoreProcessTests.sandboxWithStore()
        let csv = sandbox.root.appendingPathComponent("rows.csv")
        _ = try StoreProcessTests.writeCSV(csv, count: 60_000)
        #expect(try SpendropBinary.run(["import", "csv", csv.path], environment: sandbox.environment).status == 0)
        let target = sandbox.root.appendingPathComponent("export.csv")
        let partialPrefix = ".export.csv.partial-"
        var seen = false
        for delay in [150, 300, 600] where !seen {
            let process = try SpendropBinary.start(["export", "csv", target.path], environment: sandbox.environment)
            Thread.sleep(forTimeInterval: Double(delay) / 1_000)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            seen = try FileManager().contentsOfDirectory(atPath: sandbox.root.path).contains {
                $0.hasPrefix(partialPrefix)
            }
        }
        #expect(seen, "no kill landed while the export was being written")
        #expect(try SpendropBinary.run(["accounts"], environment: sandbox.environment).status == 0)
        #expect(
            try FileManager().contentsOfDirectory(atPath: sandbox.root.path).filter { $0.hasPrefix(partialPrefix) }
                == [])
        #expect(try StoreProcessTests.state(sandbox).count == 60_000)
    }

    // MARK: 6. Private files

    @Test func exportsAndTheStoreArePrivateFromTheirFirstByte() throws {
        let sandbox = try StoreProcessTests.sandboxWithStore()
        let target = sandbox.root.appendingPathComponent("export.csv")
        #expect(try SpendropBinary.run(["export", "csv", target.path], environment: sandbox.environment).status == 0)
        #expect(Self.mode(target) == 0o600)
        #expect(Self.mode(StoreProcessTests.storeURL(sandbox)) == 0o600)
        #expect(try SpendropBinary.run(["backup"], environment: sandbox.environment).status == 0)
        let backups = StoreProcessTests.storeURL(sandbox).deletingLastPathComponent().appendingPathComponent("backups")
        for name in try FileManager().contentsOfDirectory(atPath: backups.path) {
            #expect(Self.mode(backups.appendingPathComponent(name)) == 0o600, "\(name)")
        }
    }

    @Test(arguments: ["000", "022"])
    func theStoresFoldersArePrivateWhateverTheUmask(umask: String) throws {
        let sandbox = Sandbox()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        let binary = SpendropBinary.url(SpendropBinary.spendrop).path
        process.arguments = ["-c", "umask \(umask) && \"$0\" add 5 Kopi && \"$0\" backup", binary]
        process.environment = sandbox.environment
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let folder = StoreProcessTests.storeURL(sandbox).deletingLastPathComponent()
        #expect(Self.mode(folder) == 0o700, "the store's folder under umask \(umask)")
        #expect(Self.mode(folder.appendingPathComponent("backups")) == 0o700, "backups/ under umask \(umask)")
    }

    static func mode(_ url: URL) -> Int {
        ((try? FileManager().attributesOfItem(atPath: url.path))?[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }

    // MARK: 7. No zero-amount drafts

    @Test(arguments: ["AMT\n0", "Amount: 0.00\nMerchant: Sushi King"])
    func aZeroAmountIsNeitherDraftedNorSaved(text: String) throws {
        let sandbox = try StoreProcessTests.sandboxWithStore()
        let run = try SpendropBinary.run(["parse", "-", "--save"], environment: sandbox.environment, input: text)
        #expect(run.status == 1, "\(run.output)")
        #expect(run.output.isEmpty)
        #expect(try StoreProcessTests.state(sandbox).count == 0)
    }
}
