import Foundation
import SelfTestRunner
import SpenDropApp
import SpenDropStore

/// Faults are told apart and told truthfully: only damage an integrity check confirmed leads to
/// "restore a backup"; a store spendrop left is vouched for until anything else touches it;
/// temporary files are recognised by the names spendrop gives them and nothing else.
enum FaultChecks {
    static let store = URL(fileURLWithPath: "/data/spendrop/spendrop.sqlite")

    static func problem(_ code: Int32, errno: Int32 = 0) -> StoreProblem {
        StoreProblem.from(
            SQLiteError(code: code, message: "m", context: "c", systemErrno: errno), url: store,
            waitedMilliseconds: 10_000)
    }

    static var all: [SelfTestCheck] {
        [
            SelfTestCheck("a full disk, in each way SQLite reports it, is called a full disk and advises no restore") {
                _ in
                // SQLite's own numbers: SQLITE_FULL 13, SQLITE_IOERR_SHMSIZE 4874, SQLITE_IOERR_WRITE 778, SQLITE_IOERR_FSYNC 1034.
                let answers = [
                    problem(13), problem(4874), problem(778, errno: ENOSPC),
                    problem(1034, errno: EDQUOT),
                ]
                return .all(
                    answers.map { answer in
                        .that(
                            answer.sentence.contains("disk holding") && answer.sentence.contains("is full")
                                && !answer.sentence.contains("'spendrop restore"),
                            expected: "the disk holding … is full …, no 'spendrop restore'", actual: answer.sentence)
                    })
            },
            SelfTestCheck("locks, read-only disks and I/O errors each get their own sentence, none advising a restore")
            { _ in
                let locked = problem(5), readOnlyDisk = problem(8, errno: EROFS), io = problem(266, errno: EIO),
                    suspected = problem(11)
                return .all([
                    .equal(locked, .locked(store, waitedMilliseconds: 10_000), "SQLITE_BUSY"),
                    .that(
                        locked.sentence.contains("waited 10 s"), expected: "… waited 10 s …", actual: locked.sentence),
                    .that(
                        readOnlyDisk.sentence.contains("mounted read-only"), expected: "… mounted read-only …",
                        actual: readOnlyDisk.sentence),
                    .that(
                        io.sentence.contains("input/output error"), expected: "… input/output error …",
                        actual: io.sentence),
                    .that(
                        suspected.sentence.contains("spendrop doctor"), expected: "… spendrop doctor …",
                        actual: suspected.sentence),
                    .that(
                        !suspected.sentence.contains("(Success)"),
                        expected: "no system error named for a failure without one",
                        actual: suspected.sentence),
                    .that(
                        [locked, readOnlyDisk, io, suspected].allSatisfy {
                            !$0.description.contains("'spendrop restore")
                        },
                        expected: "no 'spendrop restore' advice",
                        actual: [locked, readOnlyDisk, io, suspected].map(\.sentence).joined(separator: " | ")),
                    .equal(
                        StoreProblem.corrupt(store, detail: "integrity_check: x").sentence.contains(
                            "'spendrop restore FILE'"), true,
                        "confirmed damage advises a restore"),
                ])
            },
            SelfTestCheck(
                "a store whose connection met damage while open, through a statement or a script, is not vouched for when it closes, so the next open checks every page"
            ) { context in
                let read = "SELECT count(*) FROM transactions INDEXED BY transactions_for_reports WHERE occurred_at > 0"
                var verdicts: [CheckVerdict] = []
                for (label, script) in [("statement", false), ("script", true)] {
                    let location = try AppHarness.sampleStore(context, "damage-while-open-\(label)")
                    let container = DataContainer()
                    container.openStore(at: location, fileManager: FileManager())
                    guard let database = container.store?.database else {
                        return .that(false, expected: "an open store", actual: "\(container.status)")
                    }
                    // An index page is damaged underneath the open connection, which first lets go of the
                    // pages it cached when opening checked them, then reads it.
                    let page =
                        Int(
                            try database.scalar(
                                sql: "SELECT rootpage FROM sqlite_master WHERE name = 'transactions_for_reports'") ?? 0)
                        - 1
                    let pageSize = Int(try database.scalar(sql: "PRAGMA page_size") ?? 0)
                    let handle = try FileHandle(forWritingTo: location.databaseURL)
                    try handle.seek(toOffset: UInt64(pageSize * page))
                    try handle.write(contentsOf: Data(repeating: 0x5A, count: pageSize))
                    try handle.close()
                    try database.execute(sql: "PRAGMA shrink_memory")
                    var readError = "none"
                    do {
                        if script { try database.execute(sql: read) } else { _ = try database.scalar(sql: read) }
                    } catch let error as SQLiteError { readError = "\(error.primary)" }
                    container.closeStore()
                    verdicts += [
                        .equal(readError, "corrupt", "what reading the damaged index through a \(label) met"),
                        .equal(
                            StoreCheckStamp.matches(location.databaseURL), false,
                            "vouched for after a \(label) met damage"),
                    ]
                }
                return .all(verdicts)
            },
            SelfTestCheck(
                "a store spendrop closed is vouched for, an empty log beside it or not, until another connection writes it (even into the log alone) or its stamp goes"
            ) { context in
                let location = StoreLocation(directory: try context.makeScratchDirectory("stamp"))
                let container = DataContainer()
                container.openStore(at: location, fileManager: FileManager())
                try container.store?.openAccount(name: "Cash", openingBalance: .zero(.myr))
                container.closeStore()
                let statusAfterClose = container.status
                let afterClose = StoreCheckStamp.matches(location.databaseURL)
                let walAfterClose = FileManager().fileExists(atPath: location.databaseURL.path + "-wal")
                // A log that holds nothing leaves the store as spendrop left it; one byte in it does not.
                let log = location.databaseURL.path + "-wal"
                _ = FileManager().createFile(atPath: log, contents: Data())
                let withEmptyLog = StoreCheckStamp.matches(location.databaseURL)
                _ = FileManager().createFile(atPath: log, contents: Data([0]))
                let withOneByteLog = StoreCheckStamp.matches(location.databaseURL)
                unlink(log)
                let other = try SQLiteDatabase(path: location.databaseURL.path, mode: .readWrite)
                try other.execute(sql: "UPDATE accounts SET name = 'Wallet'")
                // Its write is in the log, the store file itself not yet touched.
                let whileInLog = StoreCheckStamp.matches(location.databaseURL)
                other.close()
                let afterOtherWriter = StoreCheckStamp.matches(location.databaseURL)
                let again = DataContainer()
                again.openStore(at: location, fileManager: FileManager())
                again.closeStore()
                let afterReopen = StoreCheckStamp.matches(location.databaseURL)
                unlink(StoreCheckStamp.file(for: location.databaseURL).path)
                return .all([
                    .equal(afterClose, true, "stamp matches right after spendrop closed the store"),
                    .equal(
                        statusAfterClose,
                        .safeMode(reason: "store closed", storeURL: location.databaseURL, backupURL: nil),
                        "the container's status after close"),
                    .equal(walAfterClose, false, "a -wal left after close"),
                    .equal(
                        [withEmptyLog, withOneByteLog], [true, false],
                        "stamp matches with an empty -wal beside the store, and with one byte in it"),
                    .equal(whileInLog, false, "stamp matches while another connection's write is in the log"),
                    .equal(afterOtherWriter, false, "stamp matches after another program wrote the store"),
                    .equal(afterReopen, true, "stamp matches after spendrop checked and closed it again"),
                    .equal(StoreCheckStamp.matches(location.databaseURL), false, "stamp matches with its file removed"),
                ])
            },
            SelfTestCheck(
                "a file write that cannot be moved into place fails with its reason and leaves nothing beside the target"
            ) { context in
                // The target is a folder: the new file is written and flushed, then the rename fails.
                let folder = try context.makeScratchDirectory("atomic-failure")
                let target = folder.appendingPathComponent("export.csv")
                try FileManager().createDirectory(at: target, withIntermediateDirectories: false)
                let failure = AtomicFileWriter.replace(target, with: Data("date,amount\n".utf8))
                return .all([
                    .that(
                        failure?.contains("renaming into place failed") == true,
                        expected: "renaming into place failed: …", actual: failure ?? "no failure"),
                    .equal(FileDigest.names(in: folder), ["export.csv"], "what is in the folder"),
                ])
            },
            SelfTestCheck(
                "a file write the file system refuses part-way (past the file size limit) fails with its reason, and leaves the target as it was and nothing beside it",
                changesProcessState: true
            ) { context in
                let folder = try context.makeScratchDirectory("atomic-refused")
                let target = folder.appendingPathComponent("export.csv")
                let old = Data("date,amount\n".utf8)
                try old.write(to: target)
                // Past the limit a write fails with EFBIG, once SIGXFSZ (which would end the process) is ignored.
                let handler = signal(SIGXFSZ, SIG_IGN)
                var limit = rlimit()
                getrlimit(__rlimit_resource_t(RLIMIT_FSIZE.rawValue), &limit)
                var small = limit
                small.rlim_cur = 4_096
                setrlimit(__rlimit_resource_t(RLIMIT_FSIZE.rawValue), &small)
                let failure = AtomicFileWriter.replace(target, with: Data(repeating: 0x61, count: 10_000))
                setrlimit(__rlimit_resource_t(RLIMIT_FSIZE.rawValue), &limit)
                signal(SIGXFSZ, handler)
                return .all([
                    .that(
                        failure?.contains("writing failed: File too large") == true,
                        expected: "writing failed: File too large",
                        actual: failure ?? "no failure"),
                    .equal(try Data(contentsOf: target), old, "the target's bytes"),
                    .equal(FileDigest.names(in: folder), ["export.csv"], "what is in the folder"),
                ])
            },
            SelfTestCheck(
                "with standard input closed, so that the next file opened gets descriptor 0, a file is written in place and one is made empty for SQLite, each closing what it opened",
                changesProcessState: true
            ) { context in
                let folder = try context.makeScratchDirectory("no-input")
                let written = folder.appendingPathComponent("credentials.json"),
                    empty = folder.appendingPathComponent("store.sqlite")
                let input = dup(0)
                close(0)
                let failures = [
                    AtomicFileWriter.replace(written, with: Data("{}".utf8)), AtomicFileWriter.createEmpty(empty),
                ]
                // Nothing left open: descriptor 0 is free again.
                let leftOpen = fcntl(0, F_GETFD) != -1
                dup2(input, 0)
                close(input)
                return .all([
                    .equal(failures, [nil, nil], "failures"),
                    .equal(try? Data(contentsOf: written), Data("{}".utf8), "the written file's bytes"),
                    .equal(FileManager().fileExists(atPath: empty.path), true, "the empty file is there"),
                    .equal(leftOpen, false, "descriptor 0 still open afterwards"),
                ])
            },
            SelfTestCheck(
                "a file written in place, or made empty for SQLite, is readable and writable by its owner alone whatever the umask, even one that takes the owner's write bit",
                changesProcessState: true
            ) { context in
                let folder = try context.makeScratchDirectory("umask")
                let written = folder.appendingPathComponent("credentials.json")
                let empty = folder.appendingPathComponent("store.sqlite")
                let previous = umask(0o277)
                let failures = [
                    AtomicFileWriter.replace(written, with: Data("{}".utf8)), AtomicFileWriter.createEmpty(empty),
                ]
                umask(previous)
                let modes = [written, empty].map { file in
                    ((try? FileManager().attributesOfItem(atPath: file.path))?[.posixPermissions] as? NSNumber).map {
                        String($0.intValue, radix: 8)
                    }
                }
                return .all([
                    .equal(failures, [nil, nil], "failures"),
                    .equal(modes, ["600", "600"], "each file's mode, in octal"),
                ])
            },
            SelfTestCheck("the user's store runs with synchronous = FULL") { context in
                let location = StoreLocation(directory: try context.makeScratchDirectory("synchronous"))
                let container = DataContainer()
                defer { container.closeStore() }
                container.openStore(at: location, fileManager: FileManager())
                return .equal(
                    try container.store?.database.textRows(sql: "PRAGMA synchronous").first?.first ?? nil, "2",
                    "PRAGMA synchronous (2 is FULL)")
            },
            SelfTestCheck(
                "leftovers of a dead spendrop are found beside the store, among its backups and in the temporary folder; a live one's and a file named like one never"
            ) { context in
                let location = StoreLocation(directory: try context.makeScratchDirectory("leftover-store"))
                let parent = try context.makeScratchDirectory("leftover-scratch")
                let folder = parent.appendingPathComponent("spendrop-2147483000-AbC123"),
                    file = parent.appendingPathComponent("spendrop-2147483001-XyZ789")
                try FileManager().createDirectory(
                    at: folder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
                try TemporaryLeftovers.scratchMarkerContents(pid: 2_147_483_000).write(
                    to: folder.appendingPathComponent(TemporaryLeftovers.scratchMarker))
                try FileManager().createDirectory(at: location.backupsDirectory, withIntermediateDirectories: true)
                try Data("not ours".utf8).write(to: file)
                // 2147483099 is still running: its half-written files are its own business.
                for (directory, name) in [
                    (location.directory, ".spendrop.sqlite.restoring-2147483002"),
                    (location.backupsDirectory, ".spendrop-v6-20261202T131500Z-manual.sqlite.partial-2147483003"),
                    (location.directory, ".spendrop.sqlite.restoring-2147483099"),
                ] {
                    try Data("half written".utf8).write(to: directory.appendingPathComponent(name))
                }
                let found = TemporaryLeftovers(
                    fileManager: FileManager(), now: { FixedClock.now }, isRunning: { $0 == 2_147_483_099 }
                )
                .find(location, scratchParent: parent)
                return .equal(
                    found.map(\.lastPathComponent).sorted(),
                    [
                        ".spendrop-v6-20261202T131500Z-manual.sqlite.partial-2147483003",
                        ".spendrop.sqlite.restoring-2147483002",
                        "spendrop-2147483000-AbC123",
                    ], "leftovers found")
            },
            SelfTestCheck(
                "a folder in the temporary folder is swept only when it proves it is a dead spendrop's scratch folder: mkdtemp's name and mode, the marker with its process id, or empty; the user's folders named like one are kept with what they hold"
            ) { context in
                let parent = try context.makeScratchDirectory("leftover-proof")
                let location = StoreLocation(directory: try context.makeScratchDirectory("leftover-proof-store"))
                // name, mode, marker's process id (nil: no marker), a file of the user's inside
                let folders: [(String, Int, Int32?, Bool)] = [
                    ("spendrop-2147483020-AbC123", 0o700, 2_147_483_020, false),  // a dead spendrop's, marked
                    ("spendrop-2147483021-Zz9Zz9", 0o700, nil, false),  // killed before it was marked: empty
                    ("spendrop-2024-tax-receipts", 0o700, nil, true),  // the user's: not mkdtemp's name
                    ("spendrop-2147483022-QwErTy", 0o700, nil, true),  // mkdtemp's name, no marker, the user's file
                    ("spendrop-2147483023-AsDfGh", 0o755, 2_147_483_023, false),  // marked, but not mkdtemp's mode
                    ("spendrop-2147483024-ZxCvBn", 0o700, 2_147_483_099, false),  // a marker naming another process
                    ("spendrop-2147483025-AbC12", 0o700, 2_147_483_025, false),  // five letters, not six
                ]
                for (name, mode, marker, userFile) in folders {
                    let folder = parent.appendingPathComponent(name)
                    try FileManager().createDirectory(at: folder, withIntermediateDirectories: false)
                    if let marker {
                        try TemporaryLeftovers.scratchMarkerContents(pid: marker).write(
                            to: folder.appendingPathComponent(TemporaryLeftovers.scratchMarker))
                    }
                    if userFile {
                        try Data("2024 tax receipts".utf8).write(to: folder.appendingPathComponent("receipts.pdf"))
                    }
                    chmod(folder.path, mode_t(mode))
                }
                let removed = TemporaryLeftovers(
                    fileManager: FileManager(), now: { FixedClock.now }, isRunning: { _ in false }
                )
                .sweep(location, scratchParent: parent).map(\.lastPathComponent).sorted()
                let left = try FileManager().contentsOfDirectory(atPath: parent.path).sorted()
                return .all([
                    .equal(removed, ["spendrop-2147483020-AbC123", "spendrop-2147483021-Zz9Zz9"], "folders swept"),
                    .equal(
                        left,
                        [
                            "spendrop-2024-tax-receipts", "spendrop-2147483022-QwErTy", "spendrop-2147483023-AsDfGh",
                            "spendrop-2147483024-ZxCvBn", "spendrop-2147483025-AbC12",
                        ], "folders kept"),
                    .equal(
                        FileManager().fileExists(
                            atPath: parent.appendingPathComponent("spendrop-2024-tax-receipts/receipts.pdf").path),
                        true,
                        "the user's file in spendrop-2024-tax-receipts"),
                ])
            },
            SelfTestCheck(
                "with the real process table, a half-written file of a spendrop still running (this one) is kept and one of a process id no process has is swept away"
            ) { context in
                let location = StoreLocation(directory: try context.makeScratchDirectory("leftover-live"))
                for pid in [getpid(), 2_147_483_002] {
                    try Data("half written".utf8).write(
                        to: location.directory.appendingPathComponent(".spendrop.sqlite.restoring-\(pid)"))
                }
                let removed = TemporaryLeftovers(fileManager: FileManager(), now: { FixedClock.now }).sweep(
                    location, scratchParent: nil)
                let left = try FileManager().contentsOfDirectory(atPath: location.directory.path).sorted()
                return .all([
                    .equal(
                        removed.map(\.lastPathComponent), [".spendrop.sqlite.restoring-2147483002"], "leftovers removed"
                    ),
                    .equal(left, [".spendrop.sqlite.restoring-\(getpid())"], "what is left in the folder"),
                ])
            },
            SelfTestCheck(
                "a dead spendrop's record of a file it was writing elsewhere finds that file only when the file carries the same process id"
            ) { context in
                let location = StoreLocation(directory: try context.makeScratchDirectory("leftover-records"))
                let elsewhere = try context.makeScratchDirectory("leftover-elsewhere")
                let export = elsewhere.appendingPathComponent(".export.csv.partial-2147483010")
                let othersExport = elsewhere.appendingPathComponent(".export.csv.partial-2147483011")
                let notes = elsewhere.appendingPathComponent("notes.txt")
                for file in [export, othersExport, notes] { try Data("x".utf8).write(to: file) }
                // The first record is the export's own; the other two name files that are not that process's.
                for (number, file) in [export, othersExport, notes].enumerated() {
                    try Data((file.path + "\n").utf8).write(
                        to: location.directory.appendingPathComponent(".spendrop-pending-2147483010-\(number)"))
                }
                // 2147483012 is still writing its export: neither its record nor its file is a leftover.
                let live = elsewhere.appendingPathComponent(".export.csv.partial-2147483012")
                try Data("x".utf8).write(to: live)
                try Data((live.path + "\n").utf8).write(
                    to: location.directory.appendingPathComponent(".spendrop-pending-2147483012-0"))
                let found = TemporaryLeftovers(
                    fileManager: FileManager(), now: { FixedClock.now }, isRunning: { $0 == 2_147_483_012 }
                )
                .find(location, scratchParent: nil)
                return .equal(
                    found.map(\.lastPathComponent).sorted(),
                    [
                        ".export.csv.partial-2147483010", ".spendrop-pending-2147483010-0",
                        ".spendrop-pending-2147483010-1",
                        ".spendrop-pending-2147483010-2",
                    ], "what the records lead to")
            },
            SelfTestCheck(
                "an older spendrop's half-written file without a process id is left for an hour and found a second after"
            ) { context in
                let location = StoreLocation(directory: try context.makeScratchDirectory("leftover-age"))
                let file = location.directory.appendingPathComponent(".spendrop.sqlite.restoring")
                try Data("half written".utf8).write(to: file)
                try FileManager().setAttributes([.modificationDate: FixedClock.now], ofItemAtPath: file.path)
                func found(after seconds: TimeInterval) -> [String] {
                    TemporaryLeftovers(
                        fileManager: FileManager(), now: { FixedClock.now.addingTimeInterval(seconds) },
                        isRunning: { _ in false }
                    )
                    .find(location, scratchParent: nil).map(\.lastPathComponent)
                }
                return .equal(
                    [found(after: 3_600), found(after: 3_601)], [[], [".spendrop.sqlite.restoring"]],
                    "found after one hour, and one second more")
            },
            SelfTestCheck("three raw copies of a store kept in the same second get three names") { context in
                let folder = try context.makeScratchDirectory("raw-copies")
                let store = folder.appendingPathComponent("store.sqlite")
                try Data("not a database".utf8).write(to: store)
                let backups = folder.appendingPathComponent("backups")
                try FileManager().createDirectory(at: backups, withIntermediateDirectories: true)
                let writer = BackupWriter(directory: backups, fileManager: FileManager(), now: { FixedClock.now })
                let names = try (1...3).map { _ in try writer.copyRaw(store, reason: "before-restore").lastPathComponent
                }
                return .equal(
                    names,
                    ["-raw.sqlite", "-raw-2.sqlite", "-raw-3.sqlite"].map {
                        "spendrop-v0-20261202T131500Z-before-restore" + $0
                    },
                    "the copies' names")
            },
            SelfTestCheck(
                "the backups listed are spendrop's own finished copies, not its logs beside them or another program's databases"
            ) { context in
                let folder = try context.makeScratchDirectory("backup-list")
                let names = [
                    "spendrop-v6-20261202T131500Z-manual.sqlite", "spendrop-v6-20261202T131500Z-manual.sqlite-journal",
                    "photos.sqlite", "spendrop-v6-notes.txt", "spendrop-v5-20261101T090000Z-before-migration.sqlite",
                ]
                for name in names { try Data("x".utf8).write(to: folder.appendingPathComponent(name)) }
                let listed = BackupWriter(directory: folder, fileManager: FileManager(), now: { FixedClock.now }).list()
                    .map(\.lastPathComponent)
                return .equal(
                    listed,
                    [
                        "spendrop-v5-20261101T090000Z-before-migration.sqlite",
                        "spendrop-v6-20261202T131500Z-manual.sqlite",
                    ],
                    "backups listed")
            },
            SelfTestCheck(
                "temporary files are spendrop's only by the names it gives them, with the process id they carry"
            ) { _ in
                let names: [(String, Int32??)] = [
                    (".spendrop-v4-20261202T131500Z-manual.sqlite.partial-4242", .some(4242)),
                    (".spendrop-v4-20261202T131500Z-manual.sqlite.partial-4242-journal", .some(4242)),
                    (".spendrop.sqlite.restoring-77", .some(77)),
                    (".export.csv.partial-9", .some(9)),
                    (".spendrop.sqlite.checked.31-2718.tmp", .some(31)),
                    (".spendrop-v3-20261202T131500Z-manual.sqlite.partial", .some(nil)),
                    (".spendrop.sqlite.restoring", .some(nil)),
                    ("spendrop.sqlite", nil), ("spendrop.sqlite-wal", nil), (".hidden", nil), (".notes.partial-x", nil),
                    ("spendrop-v4-20261202T131500Z-manual.sqlite", nil),
                ]
                return .all(names.map { name, owner in .equal(TemporaryLeftovers.ownerPID(of: name), owner, name) })
            },
        ]
    }
}
