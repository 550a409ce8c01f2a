import Foundation

/// hledger as the second oracle: spendrop's `export hledger` of each history, read by hledger
/// itself (`check --strict`, `check ordereddates`, `balance`), in batches (one journal that
/// includes each history's under an `apply account` of its own, so one hledger run reads many).
///
/// Promises: a history's export that hledger refuses, or whose balances by account and
/// commodity, or income and expenses by month and commodity, differ from the reference model's,
/// is a disagreement with the history's seed; hledger's own words are kept.
struct HledgerOracle {
    let executable: String
    let folder: URL

    struct Entry {
        let seed: UInt64
        let journal: String
        /// What the model says hledger must show, under `figures`' keys.
        let expected: [String: String]
    }

    /// Each disagreeing seed with what differs.
    func check(_ batch: [Entry]) -> [UInt64: [String]] {
        guard !batch.isEmpty else { return [:] }
        try? FileManager().createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager().removeItem(at: folder) }
        var master = ""
        for entry in batch {
            try? Data(entry.journal.utf8).write(to: folder.appendingPathComponent("h\(entry.seed).journal"))
            master += "apply account h\(entry.seed)\ninclude h\(entry.seed).journal\nend apply account\n"
        }
        let masterURL = folder.appendingPathComponent("all.journal")
        try? Data(master.utf8).write(to: masterURL)
        var problems: [UInt64: [String]] = [:]
        for check in ["--strict", "ordereddates"] {
            let run = HledgerOracle.run(
                executable, ["-f", masterURL.path, "check"] + (check == "--strict" ? ["--strict"] : [check]))
            guard run.status != 0 else { continue }
            // Which history: each checked alone.
            for entry in batch {
                let alone = HledgerOracle.run(
                    executable,
                    ["-f", folder.appendingPathComponent("h\(entry.seed).journal").path, "check"]
                        + (check == "--strict" ? ["--strict"] : [check]))
                if alone.status != 0 {
                    problems[entry.seed, default: []].append("hledger check \(check): \(alone.errors.prefix(300))")
                }
            }
        }
        var shown: [UInt64: [String: String]] = [:]
        let balances = HledgerOracle.run(
            executable, ["-f", masterURL.path, "balance", "--flat", "-O", "csv", "assets"])
        for row in HledgerOracle.csvRows(balances.output).dropFirst() where row.count == 2 {
            guard let (seed, account) = HledgerOracle.split(row[0]) else { continue }
            for (commodity, minor) in HledgerOracle.amounts(row[1]) where minor != 0 {
                shown[seed, default: [:]]["hledger/\(account) \(commodity)"] = String(minor)
            }
        }
        let monthly = HledgerOracle.run(
            executable, ["-f", masterURL.path, "balance", "--flat", "-M", "-O", "csv", "expenses", "income"])
        let rows = HledgerOracle.csvRows(monthly.output)
        if let header = rows.first {
            for row in rows.dropFirst() where row.count == header.count {
                guard let (seed, account) = HledgerOracle.split(row[0]) else { continue }
                let side = account.hasPrefix("expenses") ? "expenses" : "income"
                for (column, cell) in zip(header.dropFirst(), row.dropFirst()) {
                    for (commodity, minor) in HledgerOracle.amounts(cell) {
                        let key = "hledger/\(side) \(column) \(commodity)"
                        let sum = (Int(shown[seed]?[key] ?? "0") ?? 0) + minor
                        shown[seed, default: [:]][key] = sum == 0 ? nil : String(sum)
                    }
                }
            }
        }
        for entry in batch {
            let got = shown[entry.seed] ?? [:]
            for key in Set(got.keys).union(entry.expected.keys).sorted() where got[key] != entry.expected[key] {
                problems[entry.seed, default: []].append(
                    "\(key): hledger \(got[key] ?? "nothing"), the model \(entry.expected[key] ?? "nothing")")
            }
        }
        return problems
    }

    /// `h17:assets:Cash` → (17, `assets:Cash`).
    static func split(_ account: String) -> (UInt64, String)? {
        guard account.hasPrefix("h"), let colon = account.firstIndex(of: ":"),
            let seed = UInt64(account[account.index(after: account.startIndex)..<colon])
        else {
            return nil
        }
        return (seed, String(account[account.index(after: colon)...]))
    }

    /// `MYR -446.00, USD 100.00` → [("MYR", -44600), ("USD", 10000)]; `0` → [].
    static func amounts(_ cell: String) -> [(String, Int)] {
        cell.components(separatedBy: ", ").compactMap { part in
            let words = part.split(separator: " ")
            guard words.count == 2, let exponent = Money.exponents[String(words[0])] else { return nil }
            let number = String(words[1])
            let negative = number.hasPrefix("-")
            let digits = number.drop { $0 == "-" }
            let pieces = digits.split(separator: ".", omittingEmptySubsequences: false)
            var fraction = pieces.count > 1 ? String(pieces[1]) : ""
            fraction += String(repeating: "0", count: max(0, exponent - fraction.count))
            guard let whole = Int(pieces[0]), let part = Int(fraction.isEmpty ? "0" : String(fraction.prefix(exponent)))
            else { return nil }
            var scale = 1
            for _ in 0..<exponent { scale *= 10 }
            return (String(words[0]), (negative ? -1 : 1) * (whole * scale + part))
        }
    }

    /// hledger's CSV: quoted cells, no quotes inside them for the names a history uses.
    static func csvRows(_ text: String) -> [[String]] {
        text.split(separator: "\n").map { line in
            line.components(separatedBy: "\",\"").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\"\r")) }
        }
    }

    static func run(_ executable: String, _ arguments: [String]) -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do { try process.run() } catch { return (-1, "", "\(error)") }
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }
}
