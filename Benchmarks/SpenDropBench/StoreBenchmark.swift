import Foundation
import SpenDropCore
import SpenDropStore

/// The store against its floor: the `sqlite3` CLI doing the same SQL on the same schema.
///
/// - Import: `spendrop import csv` of N transactions against `sqlite3` running, in one
///   transaction, the same trigger drop, `.import --csv --skip 1` of the same rows straight into
///   `transactions`, the same daily-totals pass and trigger creation (target: at most 2×). The
///   CLI reads empty fields as '' rather than NULL, which the table's CHECK constraints refuse,
///   so the floor runs with `PRAGMA ignore_check_constraints = ON`: it skips work spendrop does.
/// - Screens: every screen's store calls against the same statements run by the CLI on the same
///   file, at both sizes (`ScreenBenchmark`; goal: at most 1.5×, peak memory at most 50 MB).
/// - Reports: cash flow and breakdown over the stored transactions, in their own process
///   (target: under 100 ms each), with `EXPLAIN QUERY PLAN` of every query they run.
/// - Migration: `spendrop home` opening a v1 store of N expenses (integrity_check, verified
///   backup, migration with its row accounting, foreign key and integrity checks) against the
///   same migration SQL (`StoreSchema.migrationSQL(from: 1)`) run by the CLI in one transaction
///   with no backup and no check (target: at most 1.5×, peak memory at most 50 MB).
/// - Corrections: `edit`, `delete` and `undo` on the big store, whole launches, against process
///   start (target: under 50 ms beyond it).
///
/// Every figure comes from a child process, timed from outside, with its own peak memory.
enum StoreBenchmark {
    struct Paths {
        let spendrop: String
        let sqlite3: String
        let bench: String
        let work: URL
    }

    static let accounts = ["Maybank", "Touch 'n Go", "Cash"]
    static let categories: [String?] = [
        "Food", "Groceries", "Transport", "Bills", "Shopping", "Health", "Fun", "Travel",
        "Education", "Gifts", "Home", nil,
    ]
    /// 2024-01-01 00:00 in Kuala Lumpur.
    static let start: Int64 = 1_704_038_400
    static let span: Int64 = 3 * 365 * 86_400

    static func run(transactionCount: Int, paths: Paths) throws {
        let sizes = [transactionCount / 10, transactionCount]
        print(
            "spendrop-bench: store, release build; floor: sqlite3 \(ChildProcess.firstLine(paths.sqlite3, ["--version"]).prefix(6)) CLI, same schema, same SQL"
        )
        print(
            "preparing \(sizes.map(grouped).joined(separator: " and ")) transactions as CSV and a \(grouped(transactionCount))-row v1 store…"
        )
        fflush(nil)
        for size in sizes { try writeCSVs(size, in: paths.work) }
        let oursTemplate = paths.work.appendingPathComponent("ours-template")
        let floorTemplate = paths.work.appendingPathComponent("floor-template.sqlite")
        try makeTemplates(ours: oursTemplate, floor: floorTemplate)

        var rows: [String] = []
        var keptStores: [(size: Int, directory: URL)] = []
        for size in sizes {
            let repetitions = size == transactionCount ? 3 : 5
            var ours: [ChildProcess.Outcome] = [], floor: [ChildProcess.Outcome] = []
            var oursTotals: [[String?]] = [], floorTotals: [[String?]] = []
            for repetition in 0..<repetitions {
                let oursData = paths.work.appendingPathComponent("ours-\(size)-\(repetition)")
                try copy(oursTemplate, to: oursData)
                ours.append(
                    try ChildProcess.run(
                        paths.spendrop, ["import", "csv", csv(size, in: paths.work, floor: false).path],
                        environment: ["XDG_DATA_HOME": oursData.path, "HOME": paths.work.path]))
                let oursFile = oursData.appendingPathComponent("spendrop/spendrop.sqlite")
                oursTotals = try totals(oursFile)
                let floorFile = paths.work.appendingPathComponent("floor-\(size)-\(repetition).sqlite")
                try copy(floorTemplate, to: floorFile)
                floor.append(
                    try ChildProcess.run(
                        paths.sqlite3, [floorFile.path] + floorImport(csv(size, in: paths.work, floor: true))))
                floorTotals = try totals(floorFile)
                try? FileManager().removeItem(at: floorFile)
                if repetition == repetitions - 1 {
                    keptStores.append((size, oursData.appendingPathComponent("spendrop")))
                } else {
                    try? FileManager().removeItem(at: oursData)
                }
            }
            if oursTotals != floorTotals {
                print("WARNING: the two imports disagree: \(oursTotals) against \(floorTotals)")
            }
            rows.append(row("import CSV, \(grouped(size)) transactions", ours: ours, floor: floor, target: 2))
            // The same file into a store that already holds it: every row is checked against the
            // store's and skipped. Its floor is the import into an empty store: a check that costs
            // no more than the rows it checks keeps the ratio near 1, one that grows with them does not.
            var again: [ChildProcess.Outcome] = []
            for repetition in 0..<repetitions {
                let data = paths.work.appendingPathComponent("again-\(size)-\(repetition)")
                try copy(keptStores.last!.directory.deletingLastPathComponent(), to: data)
                again.append(
                    try ChildProcess.run(
                        paths.spendrop, ["import", "csv", csv(size, in: paths.work, floor: false).path],
                        environment: ["XDG_DATA_HOME": data.path, "HOME": paths.work.path]))
                try? FileManager().removeItem(at: data)
            }
            rows.append(row("  the same file again, every row a duplicate", ours: again, floor: ours, target: 2))
        }

        print("")
        print(header)
        rows.forEach { print($0) }
        print(
            "  (median of 5 runs for \(grouped(sizes[0])), 3 for \(grouped(sizes[1])), ours and the floor taking turns; peak memory is each"
        )
        print(
            "   process's own; the floor runs with ignore_check_constraints, as the CLI reads empty fields as '', not NULL)"
        )
        fflush(nil)

        print("")
        print(
            "screens over the imported stores (with a split every 100 transactions, a settlement every 10 splits, a tag every 100):"
        )
        print(ScreenBenchmark.header)
        for kept in keptStores {
            try ScreenBenchmark.addSharedMoney(
                to: kept.directory.appendingPathComponent("spendrop.sqlite"), transactionCount: kept.size)
            try ScreenBenchmark.rows(storeDirectory: kept.directory, transactionCount: kept.size, paths: paths).forEach
            { print($0) }
            fflush(nil)
        }
        print(
            "  (ours: the store calls each command makes, in a process that opened the store, median of 5; floor: the same"
        )
        print(
            "   statements as SQLite expanded them, by the sqlite3 CLI with .timer on, mean of the repeated passes after the"
        )
        print(
            "   first; median of 3 turns each; LIKE and COLLATE NOCASE stand in for the accent-folding text functions;")
        print("   goal: ratio ≤ \(ScreenBenchmark.goal)×, peak memory ≤ 50 MB)")
        for kept in keptStores where kept.size != transactionCount {
            try? FileManager().removeItem(at: kept.directory.deletingLastPathComponent())
        }

        if let reportStore = keptStores.first(where: { $0.size == transactionCount })?.directory {
            print("")
            print(
                "reports over \(grouped(transactionCount)) stored transactions (in their own process, median of 7 runs):"
            )
            let reports = try ChildProcess.run(paths.bench, ["--child-reports", reportStore.path], keepOutput: true)
            print("  peak memory of the report process: \(megabytes(reports.peakKilobytes))")
            try correctionRows(storeDirectory: reportStore, transactionCount: transactionCount, paths: paths)
            try? FileManager().removeItem(at: reportStore.deletingLastPathComponent())
        }

        print("")
        print("migrating a \(grouped(transactionCount))-row v1 store to v\(StoreSchema.currentVersion):")
        let v1 = paths.work.appendingPathComponent("v1.sqlite")
        try makeVersion1Store(v1, rows: transactionCount)
        // The floor: the very statements the migration runs, in one transaction, by the CLI, no checks.
        let migrationSQL = paths.work.appendingPathComponent("migration.sql")
        try Data(StoreSchema.migrationSQL(from: 1).utf8).write(to: migrationSQL)
        // Ours and the floor take turns, three runs each, so a slow spell of the machine falls on both.
        var floors: [ChildProcess.Outcome] = [], migrations: [ChildProcess.Outcome] = []
        let migratedData = paths.work.appendingPathComponent("migrated")
        let migratedFile = migratedData.appendingPathComponent("spendrop/spendrop.sqlite")
        for repetition in 0..<3 {
            let source = paths.work.appendingPathComponent("floor-migration-\(repetition).sqlite")
            try copy(v1, to: source)
            floors.append(
                try ChildProcess.run(
                    paths.sqlite3,
                    [
                        source.path, "PRAGMA foreign_keys = OFF", "BEGIN IMMEDIATE",
                        ".read \(migrationSQL.path)", "COMMIT",
                    ]))
            try? FileManager().removeItem(at: source)
            try? FileManager().removeItem(at: migratedData)
            try FileManager().createDirectory(
                at: migratedFile.deletingLastPathComponent(), withIntermediateDirectories: true)
            try copy(v1, to: migratedFile)
            migrations.append(
                try ChildProcess.run(
                    paths.spendrop, ["home"],
                    environment: ["XDG_DATA_HOME": migratedData.path, "HOME": paths.work.path]))
        }
        let migrated = try SQLiteDatabase(path: migratedFile.path, mode: .readOnly)
        let backupCount =
            (try? FileManager().contentsOfDirectory(
                atPath: migratedFile.deletingLastPathComponent()
                    .appendingPathComponent("backups").path
            ).count) ?? 0
        let check =
            "now v\(try migrated.userVersion()), \(try migrated.scalar(sql: "SELECT count(*) FROM transactions") ?? 0) transactions, \(backupCount) backup"
        print(header)
        print(
            row(
                "migrate v1→v\(StoreSchema.currentVersion) incl. backup, \(grouped(transactionCount)) rows",
                ours: migrations,
                floor: floors, target: 1.5))
        print(
            "  (ours: 'spendrop home' opening the v1 store, which backs it up and verifies the backup, migrates it with its row"
        )
        print("   accounting, foreign key and integrity checks, \(check);")
        print("   floor: the same migration SQL by the sqlite3 CLI in one transaction, no backup and no checks;")
        print("   medians of 3 runs each, ours and the floor taking turns)")
    }

    /// `edit`, `delete` and two `undo`s on the big store, each a whole launch, against the launch
    /// of `spendrop --version` (process start, no store): the goal is under 50 ms beyond it.
    static func correctionRows(storeDirectory: URL, transactionCount: Int, paths: Paths) throws {
        let environment = ["XDG_DATA_HOME": storeDirectory.deletingLastPathComponent().path, "HOME": paths.work.path]
        let middle = transactionCount / 2
        let names = ["edit ID --amount 12.34 --category Test", "delete ID", "undo (the delete)", "undo (the edit)"]
        var start: [Double] = [], opened: [Double] = [], firstPage: [Double] = []
        var timings: [[Double]] = Array(repeating: [], count: names.count)
        for repetition in 0..<5 {
            let commands = [
                ["edit", String(middle + 2 * repetition), "--amount", "12.34", "--category", "Test"],
                ["delete", String(middle + 2 * repetition + 1)], ["undo"], ["undo"],
            ]
            start.append(try ChildProcess.run(paths.spendrop, ["--version"], environment: environment).milliseconds)
            opened.append(
                try ChildProcess.run(paths.spendrop, ["history", "--limit", "1"], environment: environment).milliseconds
            )
            firstPage.append(
                try ChildProcess.run(paths.spendrop, ["transactions", "--limit", "20"], environment: environment)
                    .milliseconds)
            for (index, command) in commands.enumerated() {
                timings[index].append(
                    try ChildProcess.run(paths.spendrop, command, environment: environment).milliseconds)
            }
        }
        print("")
        print(
            "correcting one of \(grouped(transactionCount)) stored transactions (whole launches, median of 5; goal: under 50 ms beyond process start):"
        )
        let base = median(start)
        print("  process start ('spendrop --version')          \(format(base)) ms")
        print(
            "  open the store and read ('history --limit 1') \(format(median(opened))) ms, \(format(median(opened) - base)) ms beyond start"
        )
        print(
            "  first page ('transactions --limit 20')        \(format(median(firstPage))) ms, \(format(median(firstPage) - base)) ms beyond start"
                + (median(firstPage) - base < 50 ? "" : "  (over the goal)"))
        for (index, name) in names.enumerated() {
            let value = median(timings[index])
            print(
                "  \(name.padding(toLength: 45, withPad: " ", startingAt: 0)) \(format(value)) ms, \(format(value - base)) ms beyond start\(value - base < 50 ? "" : "  (over the goal)")"
            )
        }
        // The budget screen: a budget with rollover for every category from January, read in June,
        // so each category walks six months of spending.
        for category in categories.compactMap({ $0 }) {
            _ = try ChildProcess.run(
                paths.spendrop, ["budget", "set", category, "400", "--from", "2025-01", "--rollover"],
                environment: environment)
        }
        var budget: [Double] = []
        for _ in 0..<5 {
            budget.append(
                try ChildProcess.run(paths.spendrop, ["budget", "--month", "2025-06"], environment: environment)
                    .milliseconds)
        }
        let value = median(budget)
        print(
            "  \("budget --month 2025-06 (\(categories.compactMap { $0 }.count) budgets, rollover from 2025-01)".padding(toLength: 45, withPad: " ", startingAt: 0)) "
                + "\(format(value)) ms, \(format(value - base)) ms beyond start\(value - base < 50 ? "" : "  (over the goal)")"
        )
        // Recurring bills: 1,000 monthly bills from today; the next launch books one day of each.
        for number in 1...1_000 {
            _ = try ChildProcess.run(
                paths.spendrop, ["recurring", "add", "1", "Bill \(number)", "--every", "month"],
                environment: environment)
        }
        let catchUp = try ChildProcess.run(paths.spendrop, ["history", "--limit", "1"], environment: environment)
            .milliseconds
        var idle: [Double] = []
        for _ in 0..<5 {
            idle.append(
                try ChildProcess.run(paths.spendrop, ["history", "--limit", "1"], environment: environment).milliseconds
            )
        }
        for (label, value) in [
            ("catch-up: 1,000 recurring bills booked", catchUp), ("1,000 recurring bills, nothing due", median(idle)),
        ] {
            print(
                "  \(label.padding(toLength: 45, withPad: " ", startingAt: 0)) \(format(value)) ms, \(format(value - base)) ms beyond start"
                    + (value - base < 50 ? "" : "  (over the goal)"))
        }
    }

    // MARK: - Child: reports

    /// Runs in a child process: the report measurements over the store in `directory`, then the
    /// query plans.
    static func runReports(storeDirectory: URL) throws {
        let opened = try StoreOpener(fileManager: FileManager(), now: Date.init).open(
            StoreLocation(directory: storeDirectory)
        ).get()
        let store = Store(database: opened.database)
        let calendar = ReportingCalendar(timeZone: TimeZone(secondsFromGMT: 8 * 3600)!, firstWeekday: 2)
        let month = calendar.month(year: 2025, month: 6)!
        var sink = 0
        let measurements = [
            try Measurement.run("cash-flow card, one month", target: 100) {
                sink &+= try store.cashFlowCard(in: month, calendar: calendar, currency: .myr).transactionCount
            },
            try Measurement.run("cash-flow card, all time", target: 100) {
                sink &+= try store.cashFlowCard(in: .allTime, calendar: calendar, currency: .myr).transactionCount
            },
            try Measurement.run("breakdown + cash-flow view, one month", target: 100) {
                sink &+= try store.breakdown(of: month, calendar: calendar, currency: .myr).rows.count
            },
            try Measurement.run("breakdown + cash-flow view, all time", target: 100) {
                sink &+= try store.breakdown(of: .allTime, calendar: calendar, currency: .myr).rows.count
            },
        ]
        for measurement in measurements { print("  " + measurement.row) }
        if sink == 42 { print("") }

        let interval = month.interval!
        let monthStart = Int64(interval.start.timeIntervalSince1970),
            monthEnd = Int64(interval.end.timeIntervalSince1970)
        let firstFullDay = (monthStart + 86_399) / 86_400, endOfFullDays = monthEnd / 86_400
        let parameters: [[SQLiteValue]] = [
            [], [.integer(firstFullDay), .integer(endOfFullDays)],
            [.integer(monthStart), .integer(firstFullDay * 86_400)],
        ]
        print("")
        print("EXPLAIN QUERY PLAN of the report queries (Store+Reports.swift, spanTotals), for \(month.label):")
        for ((label, sql), values) in zip(Store.reportQueries, parameters) {
            print("  \(label):")
            print(
                "    "
                    + sql.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " "))
            for plan in try opened.database.textRows(sql: "EXPLAIN QUERY PLAN " + sql, arguments: values) {
                print("      \(plan.last.flatMap { $0 } ?? "")")
            }
        }
    }

    // MARK: - Rows

    static var header: String {
        "  " + "measurement".padding(toLength: 52, withPad: " ", startingAt: 0) + "ours".leftPadded(12)
            + "floor".leftPadded(12)
            + "ratio".leftPadded(9) + "target".leftPadded(8) + "   peak memory ours / floor"
    }

    static func row(
        _ name: String, ours: [ChildProcess.Outcome], floor: [ChildProcess.Outcome], target: Double
    ) -> String {
        let oursTime = median(ours.map(\.milliseconds)), floorTime = median(floor.map(\.milliseconds))
        let ratio = oursTime / floorTime
        let memory =
            "\(megabytes(ours.map(\.peakKilobytes).max() ?? 0)) / \(megabytes(floor.map(\.peakKilobytes).max() ?? 0))"
        return "  " + name.padding(toLength: 52, withPad: " ", startingAt: 0) + "\(format(oursTime)) ms".leftPadded(12)
            + "\(format(floorTime)) ms".leftPadded(12) + "\(format(ratio, places: 2))×".leftPadded(9)
            + "≤ \(format(target, places: target == target.rounded() ? 0 : 1))×".leftPadded(8)
            + "   " + memory.padding(toLength: 22, withPad: " ", startingAt: 0)
            + (ratio <= target ? " within target" : " OVER target")
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }

    static func megabytes(_ kilobytes: Int) -> String {
        "\(format(Double(kilobytes) / 1024)) MB"
    }

    static func format(_ value: Double, places: Int = 1) -> String {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        return places == 0 ? String(Int(rounded)) : String(rounded)
    }

    static func grouped(_ count: Int) -> String {
        var text = String(count)
        var index = text.count - 3
        while index > 0 {
            text.insert(",", at: text.index(text.startIndex, offsetBy: index))
            index -= 3
        }
        return text
    }

    // MARK: - Data

    static func csv(_ size: Int, in work: URL, floor: Bool) -> URL {
        work.appendingPathComponent(floor ? "floor-\(size).csv" : "import-\(size).csv")
    }

    /// The same `size` transactions twice: as `spendrop import csv` reads them, and with the
    /// table's columns for the CLI (ids numbered after the template's none, account ids).
    static func writeCSVs(_ size: Int, in work: URL) throws {
        let ours = try Writer(csv(size, in: work, floor: false)), floor = try Writer(csv(size, in: work, floor: true))
        try ours.write("date,type,account,to_account,amount,currency,merchant,category,note\n")
        try floor.write(
            "id,kind,account_id,destination_account_id,amount_minor,currency,occurred_at,merchant,category,note,others_minor,received_minor,received_currency,utc_offset,bank_id,bank_text,status\n"
        )
        var state: UInt64 = 0x5EED
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        for index in 0..<size {
            let roll = next() % 10
            let account = Int(next() % 3)
            let kind = roll < 7 ? "out" : roll < 9 ? "in" : "transfer"
            let destination = kind == "transfer" ? (account + 1) % 3 : nil
            let minor = Int64(next() % 50_000) + 1
            let occurredAt = start + span * Int64(index) / Int64(size)
            let merchant = "Merchant \(next() % 500)"
            let category = kind == "out" ? categories[Int(next() % 12)] ?? "" : ""
            try ours.write(
                "\(utcText(occurredAt)),\(kind),\(accounts[account]),\(destination.map { accounts[$0] } ?? ""),"
                    + "\(minor / 100).\(minor % 100 < 10 ? "0" : "")\(minor % 100),MYR,\(merchant),\(category),\n")
            try floor.write(
                "\(index + 1),\(kind),\(account + 1),\(destination.map { String($0 + 1) } ?? ""),\(minor),MYR,\(occurredAt),"
                    + "\(merchant),\(category),,0,,,0,,,\n")
        }
        try ours.close()
        try floor.close()
    }

    /// An empty store with the three accounts, as spendrop makes it, and the floor's database:
    /// the same schema, the same accounts, in WAL mode.
    static func makeTemplates(ours: URL, floor: URL) throws {
        do {
            let opened = try StoreOpener(fileManager: FileManager(), now: Date.init)
                .open(StoreLocation(directory: ours.appendingPathComponent("spendrop"))).get()
            let store = Store(database: opened.database)
            for name in accounts { try store.openAccount(name: name, openingBalance: .zero(.myr)) }
        }
        let database = try SQLiteDatabase(path: floor.path, mode: .readWriteCreate)
        try database.execute(sql: StoreSchema.historicalDefinition(version: StoreSchema.currentVersion)!)
        _ = try database.textRows(sql: "PRAGMA journal_mode = WAL")
        for name in accounts {
            try database.execute(
                sql: "INSERT INTO accounts (name, currency, opening_minor) VALUES (?, 'MYR', 0)",
                arguments: [.text(name)])
        }
    }

    /// The CLI's arguments: the same statements spendrop's import runs, around `.import`.
    static func floorImport(_ file: URL) -> [String] {
        ["PRAGMA ignore_check_constraints = ON", "BEGIN IMMEDIATE"]
            + StoreSchema.dailyTotalsTriggerNames.map { "DROP TRIGGER \($0)" }
            + [
                ".import --csv --skip 1 \(file.path) transactions", StoreSchema.addDailyTotals(afterID: 0),
                StoreSchema.dailyTotalsTriggers, "COMMIT",
            ]
    }

    /// A v1 store (expenses only, rollback journal, as v1 shipped) with `rows` expenses.
    static func makeVersion1Store(_ url: URL, rows: Int) throws {
        try? FileManager().removeItem(at: url)
        let database = try SQLiteDatabase(path: url.path, mode: .readWriteCreate)
        try database.execute(sql: StoreSchema.historicalDefinition(version: 1)!)
        let insert = try database.statement(
            sql: """
                INSERT INTO expenses (spent_on, merchant, amount_minor, currency, category, note) VALUES (?, ?, ?, 'MYR', ?, '')
                """)
        var state: UInt64 = 0xD1CE
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        try database.transaction {
            for index in 0..<rows {
                let day = String(utcText(start + span * Int64(index) / Int64(rows)).prefix(10))
                try insert.execute(arguments: [
                    .text(day), .text("Merchant \(next() % 500)"), .integer(Int64(next() % 50_000) + 1),
                    .optionalText(categories[Int(next() % 12)]),
                ])
            }
        }
    }

    /// Count and sum of the transactions and the daily totals, to see both imports agree.
    static func totals(_ file: URL) throws -> [[String?]] {
        let database = try SQLiteDatabase(path: file.path, mode: .readWrite)
        return try database.textRows(sql: "SELECT count(*), sum(amount_minor) FROM transactions")
            + database.textRows(sql: "SELECT count(*), sum(total_minor), sum(transaction_count) FROM daily_totals")
    }

    static func copy(_ source: URL, to target: URL) throws {
        try? FileManager().removeItem(at: target)
        try FileManager().copyItem(at: source, to: target)
    }

    /// `2025-06-01T04:00:00Z`.
    static func utcText(_ seconds: Int64) -> String {
        let days = seconds / 86_400, time = seconds % 86_400
        let z = days + 719_468, era = z / 146_097, dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shifted = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shifted + 2) / 5 + 1, month = shifted < 10 ? shifted + 3 : shifted - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(year)-\(two(month))-\(two(day))T\(two(time / 3600)):\(two(time / 60 % 60)):\(two(time % 60))Z"
    }

    /// Buffered writes to a new file.
    final class Writer {
        private let handle: FileHandle
        private var buffer: [UInt8] = []

        init(_ url: URL) throws {
            guard FileManager().createFile(atPath: url.path, contents: nil) else {
                throw ChildProcess.Failure(description: "cannot create \(url.path)")
            }
            handle = try FileHandle(forWritingTo: url)
        }

        func write(_ text: String) throws {
            buffer.append(contentsOf: text.utf8)
            if buffer.count > 1 << 20 {
                try handle.write(contentsOf: buffer)
                buffer.removeAll(keepingCapacity: true)
            }
        }

        func close() throws {
            try handle.write(contentsOf: buffer)
            try handle.close()
        }
    }
}

extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
