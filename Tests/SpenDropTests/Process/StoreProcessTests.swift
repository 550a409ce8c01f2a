import Foundation
import SpenDropStore
import Testing

/// The store under real processes: two writers at once lose nothing, and an import killed at any
/// moment leaves all of itself or none.
@Suite(.serialized) struct StoreProcessTests {
    /// A sandbox whose store exists, with a `Cash` account in MYR.
    static func sandboxWithStore() throws -> Sandbox {
        let sandbox = Sandbox()
        let made = try SpendropBinary.run(["accounts", "add", "Cash"], environment: sandbox.environment)
        #expect(made.status == 0, "\(made.errors)")
        return sandbox
    }

    static func storeURL(_ sandbox: Sandbox) -> URL {
        sandbox.home.appendingPathComponent("data/spendrop/spendrop.sqlite")
    }

    /// Count and sum of the transactions, integrity_check, whether daily totals agree, and the
    /// triggers, read with a writable connection so a log left by a killed process is recovered.
    static func state(
        _ sandbox: Sandbox
    ) throws -> (count: Int64, sum: Int64, integrity: [String], totalsAgree: Bool, triggers: [String]) {
        let database = try SQLiteDatabase(path: storeURL(sandbox).path, mode: .readWrite)
        return (
            try database.scalar(sql: "SELECT count(*) FROM transactions") ?? -1,
            try database.scalar(sql: "SELECT coalesce(sum(amount_minor), 0) FROM transactions") ?? -1,
            try database.integrityProblems(),
            try database.scalar(sql: StoreSchema.dailyTotalsDisagreements) == 0,
            try database.textRows(sql: "SELECT name FROM sqlite_master WHERE type = 'trigger' ORDER BY name").compactMap
            { $0[0] }
        )
    }

    /// A CSV of `count` Money Out rows of `first`, `first + 1`, … sen over three years, one account.
    static func writeCSV(_ url: URL, count: Int, first: Int64 = 1, account: String = "Cash") throws -> Int64 {
        #expect(FileManager().createFile(atPath: url.path, contents: nil))
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        var text = "date,type,account,to_account,amount,currency,merchant,category,note\n"
        var sum: Int64 = 0
        let categories = ["Food", "Transport", "Bills", "", "Fun, \"weekend\""]
        for index in 0..<count {
            let minor = first + Int64(index)
            sum += minor
            let day = 1 + index % 28, month = 1 + index / 28 % 12, year = 2024 + index % 3
            text +=
                "\(year)-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day),out,\(account),,\(plain(minor, digits: 2)),MYR,"
                + "Shop \(index % 500),\(CSVField.quoted(categories[index % categories.count])),\n"
            if text.utf8.count > 1 << 16 {
                try handle.write(contentsOf: Data(text.utf8))
                text = ""
            }
        }
        try handle.write(contentsOf: Data(text.utf8))
        return sum
    }

    @Test func twoProcessesAddingFiftyTimesEachAtOnceLoseNothing() throws {
        let sandbox = try Self.sandboxWithStore()
        let environment = sandbox.environment
        let writers = [0, 1].map { writer in
            Thread.detachedLaunch { () throws -> [Int32] in
                try (0..<50).map { index in
                    let sen = writer * 1_000 + index + 1
                    return try SpendropBinary.run(
                        ["add", Self.plain(Int64(sen), digits: 2), "Writer \(writer) #\(index)"],
                        environment: environment
                    ).status
                }
            }
        }
        let statuses = try writers.flatMap { try $0.value() }
        #expect(statuses == Array(repeating: 0, count: 100))
        let state = try Self.state(sandbox)
        let expectedSum = (1...50).reduce(Int64(0)) { $0 + Int64($1) + Int64(1_000 + $1) }
        #expect(state.count == 100)
        #expect(state.sum == expectedSum)
        #expect(state.integrity == [])
        #expect(state.totalsAgree)
    }

    @Test func twoImportsAtOnceBothLandWhole() throws {
        let sandbox = try Self.sandboxWithStore()
        let first = sandbox.root.appendingPathComponent("first.csv"),
            second = sandbox.root.appendingPathComponent("second.csv")
        let sums = [
            try Self.writeCSV(first, count: 20_000, first: 1),
            try Self.writeCSV(second, count: 20_000, first: 100_000, account: "Wallet"),
        ]
        let environment = sandbox.environment
        let launches = [first, second].map { file in
            Thread.detachedLaunch { try SpendropBinary.run(["import", "csv", file.path], environment: environment) }
        }
        let results = try launches.map { try $0.value() }
        #expect(results.map(\.status) == [0, 0], "\(results.map(\.errors))")
        let state = try Self.state(sandbox)
        #expect(state.count == 40_000)
        #expect(state.sum == sums[0] + sums[1])
        #expect(state.integrity == [])
        #expect(state.totalsAgree)
        #expect(state.triggers == StoreSchema.triggerNames.sorted())
    }

    @Test func anImportKilledAtAnyMomentLeavesAllOrNothing() throws {
        let rows = 200_000
        let scratch = Sandbox()
        let csv = scratch.root.appendingPathComponent("big.csv")
        let sum = try Self.writeCSV(csv, count: rows)
        var outcomes: [String] = []
        for delay in [50, 200, 500, 1_000, 2_000, 4_000] {
            let sandbox = try Self.sandboxWithStore()
            #expect(try SpendropBinary.run(["add", "1.00", "Before"], environment: sandbox.environment).status == 0)
            let before = try Self.state(sandbox)
            let process = try SpendropBinary.start(["import", "csv", csv.path], environment: sandbox.environment)
            Thread.sleep(forTimeInterval: Double(delay) / 1_000)
            let wasRunning = process.isRunning
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let after = try Self.state(sandbox)
            let none = after.count == before.count && after.sum == before.sum
            let all = after.count == before.count + Int64(rows) && after.sum == before.sum + sum
            outcomes.append(
                "\(delay) ms: \(wasRunning ? "killed" : "finished"), \(none ? "none" : all ? "all" : "PART (\(after.count) rows)")"
            )
            #expect(none || all, "killed after \(delay) ms: \(after.count) rows")
            #expect(after.integrity == [], "after \(delay) ms")
            #expect(after.totalsAgree, "after \(delay) ms")
            #expect(after.triggers == StoreSchema.triggerNames.sorted(), "after \(delay) ms")
            let doctor = try SpendropBinary.run(["doctor"], environment: sandbox.environment)
            #expect(doctor.status == 0, "after \(delay) ms: \(doctor.output)")
        }
        #expect(outcomes.contains { $0.hasSuffix("killed, none") }, "\(outcomes)")
    }

    @Test func anExportKilledPartWayLeavesTheOlderFileWhole() throws {
        let sandbox = try Self.sandboxWithStore()
        let csv = sandbox.root.appendingPathComponent("rows.csv")
        _ = try Self.writeCSV(csv, count: 100_000)
        #expect(try SpendropBinary.run(["import", "csv", csv.path], environment: sandbox.environment).status == 0)
        let target = sandbox.root.appendingPathComponent("export.csv")
        try Data("an older export\n".utf8).write(to: target)
        for delay in [100, 300, 600] {
            let process = try SpendropBinary.start(
                ["export", "csv", target.path, "--force"], environment: sandbox.environment)
            Thread.sleep(forTimeInterval: Double(delay) / 1_000)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let text = try String(contentsOf: target, encoding: .utf8)
            let lines = text.split(separator: "\n").count
            #expect(text == "an older export\n" || lines == 100_001, "after \(delay) ms: \(lines) lines")
        }
    }

    @Test(.enabled(if: FileManager().isExecutableFile(atPath: "/usr/bin/hledger"), "hledger is not installed"))
    func hledgerBalancesAnExportAsSpendropDoes() throws {
        let sandbox = try Self.sandboxWithStore()
        let environment = sandbox.environment
        let csv = sandbox.root.appendingPathComponent("mixed.csv")
        try Data(
            #"""
            date,type,account,to_account,amount,currency,merchant,category,note
            2026-01-05,in,Maybank;  Savings,,4500.00,MYR,ACME,Salary,January
            2026-01-06,transfer,Maybank;  Savings,Cash,100.00,MYR,,,top up
            2026-01-07,out,Cash,,12.50,MYR,"Mamak, Corner",Food,"said ""hi"""
            2026-01-08,out,Wise,,19.99,USD,Netflix,,
            2026-01-09,out,Bahrain,,1.250,BHD,Coffee,Food: drinks,
            2026-01-10,out,Yen,,1200,JPY,Ichiran,Travel,

            """#.utf8
        ).write(to: csv)
        #expect(
            try SpendropBinary.run(["accounts", "add", "Savings Pot", "--opening", "250.00"], environment: environment)
                .status == 0)
        let imported = try SpendropBinary.run(["import", "csv", csv.path], environment: environment)
        #expect(imported.status == 0, "\(imported.errors)")
        // Shared money: a bill I paid, one Ben paid, and Aisyah paying part of hers back.
        for words in [
            [
                "split", "30", "Dinner", "--with", "Aisyah,Ben", "--account", "Cash", "--category", "Food", "--date",
                "2026-01-11",
            ],
            ["split", "9", "ZUS", "--with", "Ben", "--paid-by", "Ben", "--date", "2026-01-12", "--category", "Coffee"],
            ["settle", "Aisyah", "4", "--account", "Cash", "--date", "2026-01-13"],
        ] {
            let result = try SpendropBinary.run(words, environment: environment)
            #expect(result.status == 0, "\(words): \(result.errors)")
        }
        let journal = sandbox.root.appendingPathComponent("spendrop.journal")
        #expect(try SpendropBinary.run(["export", "hledger", journal.path], environment: environment).status == 0)
        let hledger = try ProcessRunner.run("/usr/bin/hledger", ["-f", journal.path, "balance", "--flat", "-O", "csv"])
        #expect(hledger.status == 0, "\(hledger.errors)")
        var balances: [String: String] = [:]
        for line in hledger.output.split(separator: "\n").dropFirst() {
            let cells = line.trimmingCharacters(in: CharacterSet(charactersIn: "\"")).components(separatedBy: "\",\"")
            if cells.count == 2 { balances[cells[0]] = cells[1] }
        }
        let accounts = try SpendropBinary.run(["accounts", "--json"], environment: environment)
        let object = try JSONSerialization.jsonObject(with: Data(accounts.output.utf8)) as? [String: Any] ?? [:]
        var expected: [String: String] = [:]
        for account in object["accounts"] as? [[String: Any]] ?? [] {
            let balance = account["balance"] as? [String: Any] ?? [:]
            let name = (account["name"] as? String ?? "").replacingOccurrences(of: ";", with: ",")
                .split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
            let minor = (balance["minor"] as? NSNumber)?.int64Value ?? 0
            let digits = ["JPY": 0, "BHD": 3][balance["currency"] as? String ?? ""] ?? 2
            expected["assets:" + name] = "\(balance["currency"] as? String ?? "") \(Self.plain(minor, digits: digits))"
        }
        for (account, amount) in expected {
            #expect(
                balances[account] == amount, "\(account): hledger \(balances[account] ?? "none"), spendrop \(amount)")
        }
        // My share of the dinner is spending; what the others owe is what the PayBook says.
        #expect(balances["expenses:Food"] == "MYR 22.50")
        #expect(
            balances["assets:receivable:Aisyah"] == "MYR 6.00", "Aisyah owes RM 10.00 less the RM 4.00 she paid back")
        #expect(balances["assets:receivable:Ben"] == "MYR 5.50", "Ben owes RM 10.00 less the RM 4.50 he paid for me")
        let payBook = try SpendropBinary.run(["paybook"], environment: environment).output
        #expect(payBook.contains("Aisyah owes you RM 6.00") && payBook.contains("Ben owes you RM 5.50"), "\(payBook)")
        #expect(balances["expenses:Coffee"] == "MYR 4.50", "my share of the coffee Ben paid, in its category")
        #expect(balances["expenses:Food- drinks"] == "BHD 1.250")
        #expect(balances["income:Salary"] == "MYR -4500.00")
        #expect(balances["equity:opening balances"] == "MYR -250.00")
    }

    static func plain(_ minor: Int64, digits: Int) -> String {
        guard digits > 0 else { return "\(minor)" }
        var scale: Int64 = 1
        for _ in 0..<digits { scale *= 10 }
        let fraction = String(abs(minor) % scale)
        return (minor < 0 ? "-" : "") + "\(abs(minor) / scale)."
            + String(repeating: "0", count: digits - fraction.count) + fraction
    }

    @Test(.enabled(if: MemoryDisk.canMount, "mounting a memory file system needs root"))
    func aStoreOnAReadOnlyDiskCanBeViewedButNotChanged() throws {
        let sandbox = Sandbox()
        let memory = try MemoryDisk(in: sandbox, megabytes: 8)
        defer { memory.unmount() }
        let disk = memory.url
        var environment = sandbox.environment
        environment["XDG_DATA_HOME"] = disk.appendingPathComponent("data").path
        for words in [["add", "12.50", "Mamak Corner"], ["split", "30", "Dinner", "--with", "Aisyah"]] {
            #expect(try SpendropBinary.run(words, environment: environment).status == 0)
        }
        let folder = disk.appendingPathComponent("data/spendrop")
        let before = try FileManager().contentsOfDirectory(atPath: folder.path).sorted()
        let bytes = try Data(contentsOf: folder.appendingPathComponent("spendrop.sqlite"))
        try memory.makeReadOnly()
        for screen in [["home"], ["transactions"], ["accounts"], ["paybook"], ["breakdown"], ["export", "csv"]] {
            let shown = try SpendropBinary.run(screen, environment: environment)
            #expect(shown.status == 0, "\(screen): \(shown.errors)")
            #expect(
                shown.errors.split(separator: "\n").count == 1 && shown.errors.contains("is shown read-only"),
                "\(screen): \(shown.errors)")
        }
        let listed = try SpendropBinary.run(["transactions"], environment: environment).output
        #expect(listed.contains("Mamak Corner") && listed.contains("Dinner"), "\(listed)")
        let refused = try SpendropBinary.run(["add", "3", "Teh"], environment: environment)
        #expect(refused.status == 1 && refused.errors.contains("cannot be written"), "\(refused.errors)")
        #expect(try FileManager().contentsOfDirectory(atPath: folder.path).sorted() == before)
        #expect(try Data(contentsOf: folder.appendingPathComponent("spendrop.sqlite")) == bytes)
    }
}

/// A CSV field in quotes when it needs them, for the files these tests write.
enum CSVField {
    static func quoted(_ text: String) -> String {
        text.contains(",") || text.contains("\"")
            ? "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : text
    }
}
