import Foundation

/// A bank's statement against the CSV import of the same rows: `spendrop import ofx` of an OFX
/// file of N transactions (one account, each with its FITID, day, amount and name) into an empty
/// store, against `spendrop import csv` of a spendrop CSV of the same transactions into an empty
/// store (target: at most 2×); and the same statement again, every line already there, against
/// the first import of it. Then `report` over the imported store's 36 months against the sqlite3
/// CLI running the same statements (target: at most 1.5×).
enum StatementBenchmark {
    static func run(transactionCount: Int, spendrop: String, sqlite3: String?, work: URL) throws {
        print("spendrop-bench: statements, release build; floor: import csv of the same rows")
        print("preparing \(StoreBenchmark.grouped(transactionCount)) transactions as OFX and as CSV…")
        fflush(nil)
        let ofx = work.appendingPathComponent("statement.ofx"), csv = work.appendingPathComponent("statement.csv")
        try write(transactionCount, ofx: ofx, csv: csv)
        var ofxRuns: [ChildProcess.Outcome] = [], csvRuns: [ChildProcess.Outcome] = []
        var again: [ChildProcess.Outcome] = []
        for repetition in 0..<3 {
            let csvData = work.appendingPathComponent("csv-\(repetition)")
            csvRuns.append(
                try ChildProcess.run(
                    spendrop, ["import", "csv", csv.path],
                    environment: ["XDG_DATA_HOME": csvData.path, "HOME": work.path]))
            try? FileManager().removeItem(at: csvData)
            let ofxData = work.appendingPathComponent("ofx-\(repetition)")
            let environment = ["XDG_DATA_HOME": ofxData.path, "HOME": work.path]
            ofxRuns.append(
                try ChildProcess.run(
                    spendrop, ["import", "ofx", ofx.path, "--account", "Maybank"], environment: environment))
            again.append(try ChildProcess.run(spendrop, ["import", "ofx", ofx.path], environment: environment))
            if repetition < 2 { try? FileManager().removeItem(at: ofxData) }
        }
        // The report over the last store: 2024-01 through 2026-12, as a person asks for three years.
        let kept = work.appendingPathComponent("ofx-2")
        let database = kept.appendingPathComponent("spendrop/spendrop.sqlite").path
        let reportFloor = work.appendingPathComponent("report.sql")
        try Data(reportSQL().utf8).write(to: reportFloor)
        var reports: [ChildProcess.Outcome] = [], floors: [ChildProcess.Outcome] = []
        for _ in 0..<5 {
            reports.append(
                try ChildProcess.run(
                    spendrop, ["report", "--from", "2024-01", "--to", "2026-12", "--json"],
                    environment: ["XDG_DATA_HOME": kept.path, "HOME": work.path]))
            if let sqlite3 {
                floors.append(try ChildProcess.run(sqlite3, [database, ".read \(reportFloor.path)"]))
            }
        }
        print("")
        print(StoreBenchmark.header)
        print(
            StoreBenchmark.row(
                "import ofx, \(StoreBenchmark.grouped(transactionCount)) transactions", ours: ofxRuns, floor: csvRuns,
                target: 2))
        print(
            StoreBenchmark.row("  the same statement again, every line there", ours: again, floor: ofxRuns, target: 2))
        if !floors.isEmpty {
            print(
                StoreBenchmark.row(
                    "report, 36 months over \(StoreBenchmark.grouped(transactionCount))", ours: reports, floor: floors,
                    target: 1.5))
        }
        print("  (imports: median of 3 runs, each into an empty store, the floor spendrop's own import csv; report:")
        print(
            "   median of 5, the floor the sqlite3 CLI running its statements: balances by account and day, 36 months of totals)"
        )
        print("")
        fflush(nil)
    }

    /// What `report --from 2024-01 --to 2026-12` asks of the store, as SQL: every account's
    /// movements by day, and each month's sums from `daily_totals`.
    static func reportSQL() -> String {
        let day =
            "(((transactions.occurred_at + transactions.utc_offset) - (((transactions.occurred_at + transactions.utc_offset) % 86400) + 86400) % 86400) / 86400)"
        var sql = """
            SELECT count(*) FROM (SELECT id, day, sum(delta) FROM (
                SELECT account_id AS id, \(day) AS day, CASE kind WHEN 'in' THEN amount_minor ELSE -amount_minor END AS delta FROM transactions
                UNION ALL SELECT destination_account_id, \(day), coalesce(received_minor, amount_minor) FROM transactions WHERE kind = 'transfer'
            ) GROUP BY 1, 2);

            """
        var first = CalendarDayText.days(year: 2024, month: 1)
        for index in 0..<36 {
            let (year, month) = (2024 + index / 12, 1 + index % 12)
            let days = CalendarDayText.daysIn(year: year, month: month)
            sql +=
                "SELECT currency, kind, category, sum(total_minor), sum(transaction_count) FROM daily_totals "
                + "WHERE local_day BETWEEN \(first) AND \(first + days - 1) GROUP BY 1, 2, 3;\n"
            first += days
        }
        return sql
    }

    /// Days since 1970-01-01, counted plainly, for the floor's SQL.
    enum CalendarDayText {
        static func daysIn(year: Int, month: Int) -> Int {
            switch month {
            case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
            case 4, 6, 9, 11: return 30
            default: return 31
            }
        }

        static func days(year: Int, month: Int) -> Int {
            var count = 0
            for y in 1970..<year { count += (y % 4 == 0 && (y % 100 != 0 || y % 400 == 0)) ? 366 : 365 }
            for m in 1..<month { count += daysIn(year: year, month: m) }
            return count
        }
    }

    /// The same transactions as an OFX 1 statement of one account and as a spendrop CSV.
    static func write(_ count: Int, ofx: URL, csv: URL) throws {
        let statement = try StoreBenchmark.Writer(ofx), rows = try StoreBenchmark.Writer(csv)
        try statement.write(
            "OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\n\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>MYR"
                + "<BANKACCTFROM><BANKID>1<ACCTID>5140123456789</BANKACCTFROM><BANKTRANLIST>\n")
        try rows.write("date,type,account,to_account,amount,currency,merchant,category,note\n")
        var state: UInt64 = 0x0F_C5EED
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        for index in 0..<count {
            let day = StoreBenchmark.utcText(StoreBenchmark.start + StoreBenchmark.span * Int64(index) / Int64(count))
                .prefix(10)
            let out = next() % 10 < 8
            let minor = Int64(next() % 50_000) + 1
            let amount = "\(minor / 100).\(minor % 100 < 10 ? "0" : "")\(minor % 100)"
            let merchant = "Merchant \(next() % 500)"
            try statement.write(
                "<STMTTRN><TRNTYPE>\(out ? "DEBIT" : "CREDIT")<DTPOSTED>\(day.replacingOccurrences(of: "-", with: ""))"
                    + "<TRNAMT>\(out ? "-" : "")\(amount)<FITID>\(index)<NAME>\(merchant)</STMTTRN>\n")
            try rows.write("\(day),\(out ? "out" : "in"),Maybank,,\(amount),MYR,\(merchant),,\n")
        }
        try statement.write("</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>\n")
        try statement.close()
        try rows.close()
    }
}
