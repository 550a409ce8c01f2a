import Foundation
import SpenDropCore
import SpenDropStore

/// Every screen's store call against the very same SQL run by the `sqlite3` CLI on the same file.
///
/// Ours: the calls the command makes (`accounts` asks for the accounts and their balances,
/// `transactions` for the accounts and one page of 20, `paybook` for the PayBook's balances), in a child
/// process of this benchmark that opened the store, median of 5 after one traced run; the peak
/// memory is that process's. Floor: the statements the traced run started, as SQLite expanded
/// them with their parameters, read by the CLI with `.timer on`, repeated until about 200 ms (at
/// least 3 times, at most 50) and averaged after the first. SQLite cannot call spendrop's
/// accent-folding functions from the CLI, so there `folded_contains(x, 'p')` becomes
/// `x LIKE '%p%'` and `folded_equal(x, 'c')` becomes `x = 'c' COLLATE NOCASE`: the same answer
/// on ASCII text, without the accent folding ours does.
enum ScreenBenchmark {
    /// One screen: its name as typed, and the store calls its command makes.
    struct Screen: Sendable {
        let command: String
        let call: @Sendable (Store, ReportingCalendar) throws -> Int
    }

    static let goal = 1.5
    static let pageSize = 20

    static func page(_ filter: TransactionFilter) -> @Sendable (Store, ReportingCalendar) throws -> Int {
        { store, calendar in
            try store.accounts().count
                + store.transactionPage(matching: filter, calendar: calendar, limit: pageSize).transactions.count
        }
    }

    static let screens: [Screen] = [
        Screen(command: "accounts") { store, _ in try store.accounts().count + store.accountBalances().count },
        Screen(command: "transactions", call: page(TransactionFilter())),
        Screen(command: "transactions --account Cash", call: page(TransactionFilter(account: AccountID(3)))),
        Screen(command: "transactions --type in", call: page(TransactionFilter(type: .moneyIn))),
        Screen(
            command: "transactions --from 2025-06-01 --to 2025-06-30",
            call: page(
                TransactionFilter(
                    from: CalendarDay(year: 2025, month: 6, day: 1), through: CalendarDay(year: 2025, month: 6, day: 30)
                ))),
        Screen(command: "transactions --category Food", call: page(TransactionFilter(category: "Food"))),
        Screen(command: "transactions --search 'merchant 42'", call: page(TransactionFilter(search: "merchant 42"))),
        Screen(command: "transactions --tag trip", call: page(TransactionFilter(tag: "trip"))),
        Screen(command: "paybook") { store, _ in try store.payBookBalances().balancesWithMe().count },
    ]

    static let calendar = ReportingCalendar(timeZone: TimeZone(secondsFromGMT: 8 * 3600)!, firstWeekday: 2)

    // MARK: - Parent

    /// Adds PayBook entries and tags to a benchmark store, as raw rows: one split a hundred
    /// transactions (you paid, a friend owes half) with a settlement of part of it after every
    /// tenth, and the tag `trip` on one transaction in a hundred.
    static func addSharedMoney(to file: URL, transactionCount: Int) throws {
        let database = try SQLiteDatabase(path: file.path, mode: .readWrite)
        defer { database.close() }
        try database.transaction {
            let friends = ["Aisyah", "Ben", "Chong Wei", "Devi", "Farid", "Grace", "Hafiz", "Irene"]
            for name in friends {
                try database.execute(sql: "INSERT INTO people (name) VALUES (?)", arguments: [.text(name)])
            }
            var entry: Int64 = 0
            for split in 0..<(transactionCount / 100) {
                let friend = Int64(split % friends.count + 1)
                let total = Int64(1_000 + split % 9_000)
                let day = "2025-\(split % 12 < 9 ? "0" : "")\(split % 12 + 1)-1\(split % 9)"
                entry += 1
                try database.execute(
                    sql: "INSERT INTO paybook_entries (id, entry_key, occurred_on, kind) VALUES (?, ?, ?, 'split')",
                    arguments: [.integer(entry), .text("split-\(split)"), .text(day)])
                try database.execute(
                    sql:
                        "INSERT INTO splits (entry_id, description, total_minor, currency, category) VALUES (?, 'Dinner', ?, 'MYR', 'Food')",
                    arguments: [.integer(entry), .integer(total)])
                try database.execute(
                    sql:
                        "INSERT INTO split_parts (entry_id, position, person_id, amount_minor) VALUES (?, 0, NULL, ?), (?, 1, ?, ?)",
                    arguments: [
                        .integer(entry), .integer(total / 2), .integer(entry), .integer(friend),
                        .integer(total - total / 2),
                    ])
                if split % 10 == 9 {
                    entry += 1
                    try database.execute(
                        sql:
                            "INSERT INTO paybook_entries (id, entry_key, occurred_on, kind) VALUES (?, ?, ?, 'settlement')",
                        arguments: [.integer(entry), .text("settle-\(split)"), .text(day)])
                    try database.execute(
                        sql:
                            "INSERT INTO settlements (entry_id, from_person_id, to_person_id, amount_minor, currency) VALUES (?, ?, NULL, ?, 'MYR')",
                        arguments: [.integer(entry), .integer(friend), .integer((total - total / 2) / 2)])
                }
            }
            try database.execute(
                sql:
                    "INSERT INTO transaction_tags (transaction_id, tag) SELECT id, 'trip' FROM transactions WHERE id % 100 = 7"
            )
        }
    }

    /// The table for the store in `storeDirectory` (a `spendrop` data folder) of `transactionCount`
    /// transactions: one row a screen, ours against the floor.
    static func rows(storeDirectory: URL, transactionCount: Int, paths: StoreBenchmark.Paths) throws -> [String] {
        let file = storeDirectory.appendingPathComponent("spendrop.sqlite")
        var rows: [String] = []
        for (index, screen) in screens.enumerated() {
            var ours: [Double] = [], floors: [Double] = [], oursPeak = 0, floorPeak = 0
            for turn in 0..<3 {
                let result = paths.work.appendingPathComponent("screen-\(index)-\(turn).txt")
                let outcome = try ChildProcess.run(
                    paths.bench, ["--child-screen", storeDirectory.path, String(index), result.path])
                oursPeak = max(oursPeak, outcome.peakKilobytes)
                let lines = try String(contentsOf: result, encoding: .utf8).components(separatedBy: "\n")
                try? FileManager().removeItem(at: result)
                guard let milliseconds = Double(lines[0]) else {
                    throw ChildProcess.Failure(description: "no timing from \(screen.command)")
                }
                ours.append(milliseconds)
                let statements = lines.dropFirst().filter { !$0.isEmpty }.map(floorSQL)
                let floor = try floorRun(
                    statements, file: file, oursMilliseconds: milliseconds, paths: paths,
                    name: "screen-\(index)-\(turn)")
                floors.append(floor.milliseconds)
                floorPeak = max(floorPeak, floor.peakKilobytes)
            }
            let oursTime = StoreBenchmark.median(ours), floorTime = StoreBenchmark.median(floors)
            // A floor under the CLI's timer resolution over all repetitions would make any ratio;
            // it is shown, and the ratio taken against 0.05 ms at least.
            let ratio = oursTime / max(floorTime, 0.05)
            let within = ratio <= goal && oursPeak <= 50 * 1024
            rows.append(
                "  "
                    + "\(screen.command), \(StoreBenchmark.grouped(transactionCount))".padding(
                        toLength: 62, withPad: " ", startingAt: 0)
                    + "\(StoreBenchmark.format(oursTime, places: 2)) ms".leftPadded(11)
                    + "\(StoreBenchmark.format(floorTime, places: 2)) ms".leftPadded(11)
                    + "\(StoreBenchmark.format(ratio, places: 2))×".leftPadded(8)
                    + "   \(StoreBenchmark.megabytes(oursPeak)) / \(StoreBenchmark.megabytes(floorPeak))".padding(
                        toLength: 24, withPad: " ", startingAt: 0)
                    + (within ? " within goal" : " OVER goal"))
        }
        return rows
    }

    static var header: String {
        "  " + "screen".padding(toLength: 62, withPad: " ", startingAt: 0) + "ours".leftPadded(11)
            + "floor".leftPadded(11)
            + "ratio".leftPadded(8) + "   peak ours / floor"
    }

    /// The statement with spendrop's SQL functions replaced by the CLI's nearest built-ins.
    static func floorSQL(_ statement: String) -> String {
        var sql = statement
        let quoted = "('(?:[^']|'')*')"
        sql = sql.replacingOccurrences(
            of: "folded_contains\\(([a-z_]+), \(quoted)\\)", with: "($1 LIKE '%' || $2 || '%')",
            options: .regularExpression)
        sql = sql.replacingOccurrences(
            of: "folded_equal\\(([a-z_]+), \(quoted)\\)", with: "($1 = $2 COLLATE NOCASE)",
            options: .regularExpression)
        return sql
    }

    /// The CLI running `statements` on `file` with `.timer on`, repeated: the mean time of one
    /// pass after the first, and the process's peak memory.
    static func floorRun(
        _ statements: [String], file: URL, oursMilliseconds: Double, paths: StoreBenchmark.Paths,
        name: String
    ) throws -> (milliseconds: Double, peakKilobytes: Int) {
        let repetitions = max(3, min(50, Int(200 / max(oursMilliseconds, 0.1))))
        let script = paths.work.appendingPathComponent("\(name).sql")
        let rowsOut = paths.work.appendingPathComponent("\(name).rows")
        let timerOut = paths.work.appendingPathComponent("\(name).timer")
        let pass = statements.map { $0.hasSuffix(";") ? $0 : $0 + ";" }.joined(separator: "\n")
        try Data(
            ([".output \(rowsOut.path)", ".timer on"] + Array(repeating: pass, count: repetitions)).joined(
                separator: "\n"
            ).utf8
        )
        .write(to: script)
        defer {
            for url in [script, rowsOut, timerOut] { try? FileManager().removeItem(at: url) }
        }
        let outcome = try ChildProcess.run(
            paths.sqlite3, ["-bail", file.path, ".read \(script.path)"], outputFile: timerOut.path)
        let times = try String(contentsOf: timerOut, encoding: .utf8).components(separatedBy: "\n").compactMap {
            line -> Double? in
            guard line.hasPrefix("Run Time: real ") else { return nil }
            return Double(line.dropFirst("Run Time: real ".count).split(separator: " ").first ?? "")
        }
        guard times.count == statements.count * repetitions else {
            throw ChildProcess.Failure(
                description: "the CLI timed \(times.count) statements of \(statements.count * repetitions) for \(name)")
        }
        let warm = times.dropFirst(statements.count)
        return (warm.reduce(0, +) * 1_000 / Double(repetitions - 1), outcome.peakKilobytes)
    }

    // MARK: - Child

    /// In a child process: opens the store in `storeDirectory`, runs screen `index` once traced
    /// and five times timed, and writes the median milliseconds then each traced statement, one
    /// a line, to `result`.
    static func runChild(storeDirectory: URL, index: Int, result: URL) throws {
        let opened = try StoreOpener(fileManager: FileManager(), now: Date.init).open(
            StoreLocation(directory: storeDirectory)
        ).get()
        let store = Store(database: opened.database)
        let screen = screens[index]
        var statements: [String] = []
        opened.database.traceStatements { statements.append($0.replacingOccurrences(of: "\n", with: " ")) }
        var sink = try screen.call(store, calendar)
        opened.database.traceStatements(nil)
        let measured = try Measurement.run(screen.command, target: .infinity, repetitions: 5) {
            sink &+= try screen.call(store, calendar)
        }
        if sink == -1 { print("") }
        try Data(([String(measured.medianMilliseconds)] + statements).joined(separator: "\n").utf8).write(to: result)
    }
}
