import Foundation

/// A bank's statement against the CSV import of the same rows: `spendrop import ofx` of an OFX
/// file of N transactions (one account, each with its FITID, day, amount and name) into an empty
/// store, against `spendrop import csv` of a spendrop CSV of the same transactions into an empty
/// store (target: at most 2×); and the same statement again, every line already there, against
/// the first import of it.
enum StatementBenchmark {
    static func run(transactionCount: Int, spendrop: String, work: URL) throws {
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
            try? FileManager().removeItem(at: ofxData)
        }
        print("")
        print(StoreBenchmark.header)
        print(
            StoreBenchmark.row(
                "import ofx, \(StoreBenchmark.grouped(transactionCount)) transactions", ours: ofxRuns, floor: csvRuns,
                target: 2))
        print(
            StoreBenchmark.row("  the same statement again, every line there", ours: again, floor: ofxRuns, target: 2))
        print("  (median of 3 runs, each into an empty store; the floor is spendrop's own import csv)")
        print("")
        fflush(nil)
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
