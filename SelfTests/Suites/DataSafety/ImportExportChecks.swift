import Foundation
import SelfTestRunner
import SpenDropApp
import SpenDropCore
import SpenDropStore

/// `spendrop import csv` and `spendrop export csv|json|hledger`: an import is all or nothing, an
/// export read back is the same data, and CSV quoting follows RFC 4180.
enum ImportExportChecks {
    typealias S = SampleLedger

    /// A file named `name` holding `text`, in a scratch folder of its own: what `import csv` reads.
    static func csvFile(_ context: SelfTestContext, _ name: String, _ text: String) throws -> URL {
        let file = try context.makeScratchDirectory("csv").appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        return file
    }

    /// Transactions whose text and amounts stress every field: commas, quotes, line breaks,
    /// spaces at the edges, unicode, no category, three currencies, zero and the largest amount,
    /// a time that is not noon, and a transfer.
    static var awkward: (accounts: [Account], transactions: [Transaction]) {
        let yen = Account(
            id: AccountID(3), name: "Wise; JPY  wallet", openingBalance: Money(minorUnits: 0, currency: .jpy))
        let dinar = Account(
            id: AccountID(4), name: "Bahrain, \"BHD\"", openingBalance: Money(minorUnits: 0, currency: .bhd))
        let extra = [
            Transaction(
                id: TransactionID(10), kind: .moneyOut, account: S.wallet, amount: S.myr(1_234),
                occurredAt: S.at(2026, 6, 1, 7, 5).addingTimeInterval(9), utcOffset: SampleLedger.offset,
                merchant: "Ali's \"best\" stall, Jalan 1",
                category: "Food, drinks", note: "line one\nline two\r\nline three"),
            Transaction(
                id: TransactionID(11), kind: .moneyOut, account: S.maybank, amount: S.myr(0),
                occurredAt: S.at(2026, 6, 2), utcOffset: SampleLedger.offset, merchant: " leading and trailing ",
                category: nil, note: "  "),
            Transaction(
                id: TransactionID(12), kind: .moneyIn, account: S.maybank, amount: MoneyParser.largestAmount(in: .myr),
                occurredAt: S.at(2026, 6, 3, 23, 59), utcOffset: SampleLedger.offset, merchant: "麦当劳 McDonald's 🍔",
                category: "Ünïcödé", note: ""),
            Transaction(
                id: TransactionID(13), kind: .moneyOut, account: yen.id,
                amount: Money(minorUnits: 1_200, currency: .jpy),
                occurredAt: S.at(2024, 2, 29), utcOffset: SampleLedger.offset, merchant: "Ichiran",
                category: "Travel: Japan", note: "leap day"),
            Transaction(
                id: TransactionID(14), kind: .moneyOut, account: dinar.id,
                amount: Money(minorUnits: 1_250, currency: .bhd),
                occurredAt: S.at(2026, 6, 4, 0, 0), utcOffset: SampleLedger.offset, merchant: "", category: "Fees",
                note: "=1+1"),
            Transaction(
                id: TransactionID(15), kind: .transfer(destination: S.maybank), account: S.wallet, amount: S.myr(5),
                occurredAt: S.at(2026, 6, 5, 12, 0).addingTimeInterval(1), utcOffset: SampleLedger.offset,
                note: "\"quoted\""),
        ]
        return (S.accounts + [yen, dinar], S.transactions + extra)
    }

    /// Every field of every transaction, with accounts by name, in export order.
    static func fields(_ location: StoreLocation) throws -> [String] {
        let store = Store(database: try MigrationChecks.opener().open(location).get().database)
        let names = Dictionary(uniqueKeysWithValues: try store.accounts().map { ($0.id, $0.name) })
        return try store.transactions().map { transaction in
            var kind = "\(transaction.kind)"
            if case .transfer(let destination) = transaction.kind { kind = "transfer to \(names[destination] ?? "?")" }
            return [
                kind, names[transaction.account] ?? "?",
                "\(transaction.amount.minorUnits) \(transaction.amount.currency.code)",
                "\(Int64(transaction.occurredAt.timeIntervalSince1970))", transaction.merchant,
                transaction.category ?? "<none>",
                transaction.note,
            ].joined(separator: " | ")
        }
    }

    static var all: [SelfTestCheck] {
        [
            SelfTestCheck(
                "an import whose last row is bad rolls back completely: rows, accounts, daily totals, triggers, bytes; on a terminal, 501 rows show no progress line"
            ) { context in
                let location = try AppHarness.sampleStore(context, "rollback")
                let census = try AppHarness.census(location.databaseURL)
                let before = try FileDigest.fingerprint(location.databaseURL)
                // The check stamp spendrop writes after any command it closed cleanly is not a leftover.
                let names = (FileDigest.names(in: location.directory) + [".spendrop.sqlite.checked"]).sorted()
                var csv = "date,type,account,to_account,amount,currency,merchant,category,note\n"
                for day in 0..<500 {
                    csv +=
                        "2026-07-\(10 + day % 20),out,\(day % 2 == 0 ? "Maybank Savings" : "New account \(day % 7)"),,\(day).50,MYR,Shop \(day),Food,\n"
                }
                csv += "2026-07-31,out,Maybank Savings,,12.345,MYR,Too precise,Food,\n"
                let file = try csvFile(context, "bad-last.csv", csv)
                // Progress is shown on a terminal every `Store.importProgressInterval` rows, far more than these.
                let run = AppHarness(location: location).run(["import", "csv", file.path], errorsIsTerminal: true)
                return .all([
                    .equal(run.status, 1, "exit status"),
                    .equal(run.output, "", "nothing confirmed"),
                    .that(
                        run.errorLines.count == 1 && run.errorLines[0].contains("line 502:")
                            && run.errorLines[0].contains("nothing was imported"),
                        expected: "one line: …line 502: … nothing was imported", actual: run.errors),
                    .equal(
                        try AppHarness.census(location.databaseURL), census, "rows, accounts, daily totals and triggers"
                    ),
                    .equal(try FileDigest.fingerprint(location.databaseURL), before, "the store's bytes"),
                    .equal(FileDigest.names(in: location.directory), names, "files beside the store"),
                ])
            },
            SelfTestCheck(
                "an export to a file leaves that file alone: no partial copy beside it, no note of it beside the store"
            ) { context in
                let location = try AppHarness.sampleStore(context, "export-file")
                _ = AppHarness(location: location).run(["accounts"])
                let before = FileDigest.names(in: location.directory)
                let folder = try context.makeScratchDirectory("exported")
                let run = AppHarness(location: location).run([
                    "export", "csv", folder.appendingPathComponent("all.csv").path,
                ])
                return .all([
                    .equal(run.status, 0, run.errors),
                    .equal(FileDigest.names(in: folder), ["all.csv"], "files in the export's folder"),
                    .equal(FileDigest.names(in: location.directory), before, "files beside the store"),
                ])
            },
            SelfTestCheck("CSV export then import into an empty store round-trips every field and every balance") {
                context in
                let source = try AppHarness.emptyStore(context, "export")
                try AppHarness.fill(source, accounts: awkward.accounts, transactions: awkward.transactions)
                let file = try context.makeScratchDirectory("file").appendingPathComponent("all.csv")
                let exported = AppHarness(location: source).run(["export", "csv", file.path])
                let target = try AppHarness.emptyStore(context, "import")
                let imported = AppHarness(location: target).run(["import", "csv", file.path])
                let again = AppHarness(location: target).run(["export", "csv"])
                return .all([
                    .equal(exported.status, 0, exported.errors),
                    .equal(imported.status, 0, imported.errors),
                    .that(
                        imported.output.contains("Imported \(Counted.text(awkward.transactions.count, "transaction"))"),
                        expected: "Imported \(Counted.text(awkward.transactions.count, "transaction"))",
                        actual: imported.output),
                    .equal(try fields(target), try fields(source), "every field of every transaction"),
                    .equal(
                        again.output, try String(contentsOf: file, encoding: .utf8),
                        "the second export is the same text"),
                    .equal(
                        AppHarness(location: target).run(["accounts"]).output,
                        AppHarness(location: source).run(["accounts"]).output,
                        "every account's balance, opening balances included"),
                ])
            },
            SelfTestCheck("CSV dates: YYYY-MM-DD is local noon, ISO date-times take Z, an offset or the local zone") {
                context in
                let location = try AppHarness.emptyStore(context, "dates")
                let folder = try context.makeScratchDirectory("csv")
                let good = folder.appendingPathComponent("dates.csv")
                try Data(
                    """
                    date,type,account,amount
                    2026-03-01,out,Cash,1
                    2026-03-01T08:30:00Z,out,Cash,2
                     2026-03-01T16:30:00+08:00 ,out,Cash,3
                    2026-03-01 16:30,out,Cash,4
                    2026-03-01T03:30:05-0500,out,Cash,5

                    """.utf8
                ).write(to: good)
                let imported = AppHarness(location: location).run(["import", "csv", good.path])
                let store = Store(database: try MigrationChecks.opener().open(location).get().database)
                let instants = try store.transactions().map {
                    "\($0.amount.minorUnits / 100): \(Int64($0.occurredAt.timeIntervalSince1970))"
                }
                func refusal(_ date: String) throws -> String {
                    let file = folder.appendingPathComponent("bad-\(UUID().uuidString).csv")
                    try Data("date,type,account,amount\n\(date),out,Cash,1\n".utf8).write(to: file)
                    return AppHarness(location: location).run(["import", "csv", file.path]).errors
                }
                let noon = Int64(S.at(2026, 3, 1).timeIntervalSince1970), half = noon + 4 * 3600 + 30 * 60
                return .all([
                    .equal(imported.status, 0, imported.errors),
                    .equal(
                        instants.sorted(), ["1: \(noon)", "2: \(half)", "3: \(half)", "4: \(half)", "5: \(half + 5)"],
                        "instants"),
                    .contains(try refusal("2026-02-30"), "line 2: '2026-02-30' is not a date"),
                    .contains(try refusal("2026-03-01T25:00Z"), "line 2: '2026-03-01T25:00Z' is not an ISO date-time"),
                    .contains(try refusal("01/03/2026"), "'01/03/2026' is not a date"),
                ])
            },
            SelfTestCheck("an import opens the accounts the file names, in their currency, and says so") { context in
                let location = try AppHarness.sampleStore(context, "accounts")
                let file = try csvFile(
                    context, "new.csv",
                    """
                    type,date,amount,currency,account,to_account
                    out,2026-08-01,12.00,SGD,DBS Singapore,
                    transfer,2026-08-02,1.00,MYR,Maybank Savings,GXBank
                    in,2026-08-03,3,SGD,dbs singapore,

                    """)
                let run = AppHarness(location: location).run(["import", "csv", file.path])
                let store = Store(database: try MigrationChecks.opener().open(location).get().database)
                let accounts = try store.accounts().map {
                    "\($0.name) \($0.currency.code) \($0.openingBalance.minorUnits)"
                }
                return .all([
                    .equal(run.status, 0, run.errors),
                    .that(
                        run.output.contains(
                            "Opened 2 accounts named in the file, each with an opening balance of 0: DBS Singapore (SGD), GXBank (MYR)."
                        ),
                        expected: "Opened 2 accounts … DBS Singapore (SGD), GXBank (MYR).", actual: run.output),
                    .equal(
                        accounts,
                        [
                            "Maybank Savings MYR 100000", "Touch 'n Go eWallet MYR 5000", "DBS Singapore SGD 0",
                            "GXBank MYR 0",
                        ]),
                    .equal(try store.transactions().count, S.transactions.count + 3, "transactions"),
                    .equal(
                        try store.database.scalar(sql: StoreSchema.dailyTotalsDisagreements), 0, "daily totals agree"),
                ])
            },
            SelfTestCheck(
                "a transfer whose to_account is empty or spaces alone is refused with its line, and nothing is kept"
            ) { context in
                let location = try AppHarness.sampleStore(context, "blank-to-account")
                let file = try csvFile(
                    context, "blank.csv",
                    """
                    type,date,amount,currency,account,to_account
                    out,2026-08-01,12.00,MYR,Maybank Savings,
                    transfer,2026-08-02,1.00,MYR,Maybank Savings,"   "

                    """)
                let run = AppHarness(location: location).run(["import", "csv", file.path])
                let store = Store(database: try MigrationChecks.opener().open(location).get().database)
                return .all([
                    .that(
                        run.status != 0 && run.errors.contains("line 3: a transfer needs to_account"),
                        expected: "refused: line 3: a transfer needs to_account",
                        actual: "exit \(run.status): \(run.errors)"),
                    .equal(try store.accounts().map(\.name), ["Maybank Savings", "Touch 'n Go eWallet"], "accounts"),
                    .equal(try store.transactions().count, S.transactions.count, "transactions"),
                ])
            },
            SelfTestCheck(
                "an import that gives an account it opens two different opening balances is refused at the second, and nothing is kept"
            ) { context in
                let location = try AppHarness.sampleStore(context, "two-openings")
                let file = try csvFile(
                    context, "openings.csv",
                    """
                    type,date,amount,currency,account,to_account
                    opening,2026-08-01,100.00,SGD,DBS Singapore,
                    opening,2026-08-01,50.00,SGD,DBS Singapore,
                    out,2026-08-02,12.00,SGD,DBS Singapore,

                    """)
                let run = AppHarness(location: location).run(["import", "csv", file.path])
                let store = Store(database: try MigrationChecks.opener().open(location).get().database)
                return .all([
                    .that(
                        run.status != 0
                            && run.errors.contains("line 3: 'DBS Singapore' has two opening balances in the file"),
                        expected: "refused: line 3: 'DBS Singapore' has two opening balances in the file",
                        actual: "exit \(run.status): \(run.errors)"),
                    .equal(try store.accounts().map(\.name), ["Maybank Savings", "Touch 'n Go eWallet"], "accounts"),
                    .equal(try store.transactions().count, S.transactions.count, "transactions"),
                ])
            },
            SelfTestCheck(
                "importing a file again skips every row the store already holds, says how many and makes no change to undo; --allow-duplicates imports them"
            ) { context in
                let location = try AppHarness.emptyStore(context, "duplicates")
                let file = try csvFile(
                    context, "three.csv",
                    """
                    type,date,amount,currency,account,to_account
                    out,2026-08-01,12.00,MYR,Cash,
                    out,2026-08-02,3.50,MYR,Cash,
                    in,2026-08-03,100.00,MYR,Cash,

                    """)
                let app = AppHarness(location: location)
                let runs = [
                    app.run(["import", "csv", file.path]), app.run(["import", "csv", file.path]),
                    app.run(["import", "csv", file.path, "--allow-duplicates"]),
                ]
                let store = Store(database: try MigrationChecks.opener().open(location).get().database)
                return .all([
                    .equal(runs.map(\.status), [0, 0, 0], runs.map(\.errors).joined()),
                    .contains(runs[1].output, "Skipped 3 transactions the store already held"),
                    .that(
                        !runs[2].output.contains("Skipped"), expected: "nothing skipped with --allow-duplicates",
                        actual: runs[2].output),
                    .equal(
                        try store.transactions().count, 6,
                        "transactions after three imports, the second skipping all three"),
                    .equal(
                        try store.changes(limit: 10).count, 2,
                        "changes in the history: the import that skipped every row made none"),
                ])
            },
            SelfTestCheck("CSV reading follows RFC 4180 quoting, whole or one byte at a time") { _ in
                let text =
                    "\u{FEFF}a,\"b,c\",\"say \"\"hi\"\"\"\r\n\"line\nbreak\",,\"\"\r\n\"crlf\r\ninside\",x,\"\"\"\"\nlast,no,newline"
                let expected = [
                    CSVReader.Record(line: 1, fields: ["a", "b,c", "say \"hi\""]),
                    CSVReader.Record(line: 2, fields: ["line\nbreak", "", ""]),
                    CSVReader.Record(line: 4, fields: ["crlf\r\ninside", "x", "\""]),
                    CSVReader.Record(line: 6, fields: ["last", "no", "newline"]),
                ]
                func records(_ reader: CSVReader) throws -> [CSVReader.Record] {
                    var result: [CSVReader.Record] = []
                    while let record = try reader.next() { result.append(record) }
                    return result
                }
                var bytes = Array(text.utf8)[...]
                let byByte = CSVReader { bytes.isEmpty ? nil : [bytes.removeFirst()] }
                return .all([
                    .equal(try records(CSVReader(text: text)), expected, "whole"),
                    .equal(try records(byByte), expected, "one byte at a time"),
                ])
            },
            SelfTestCheck("CSV writing quotes exactly the fields that need it, and they read back the same") { _ in
                let fields = [
                    "plain", "comma,inside", "quote\"inside", "line\nbreak", "cr\rhere", " edge", "edge ", "", "麦当劳 🍔",
                    "=1+1",
                ]
                let written = fields.map(CSVWriter.field)
                let reader = CSVReader(text: CSVWriter.record(fields))
                return .all([
                    .equal(
                        written,
                        [
                            "plain", "\"comma,inside\"", "\"quote\"\"inside\"", "\"line\nbreak\"", "\"cr\rhere\"",
                            "\" edge\"",
                            "\"edge \"", "", "麦当劳 🍔", "=1+1",
                        ], "written"),
                    .equal(try reader.next()?.fields, fields, "read back"),
                    .equal(try reader.next(), nil, "one record"),
                ])
            },
            SelfTestCheck("malformed CSV is refused with the line it is on") { _ in
                func failure(_ text: String) -> String {
                    let reader = CSVReader(text: text)
                    do {
                        while try reader.next() != nil {}
                        return "read"
                    } catch {
                        return "\(error)"
                    }
                }
                var latin1: [UInt8]? = [0x61, 0x0A, 0x63, 0x61, 0x66, 0xE9, 0x0A]
                var notUTF8 = "read"
                do {
                    let reader = CSVReader {
                        defer { latin1 = nil }; return latin1
                    }
                    while try reader.next() != nil {}
                } catch {
                    notUTF8 = "\(error)"
                }
                return .all([
                    .equal(
                        failure("a,b\nc,d\"e\n"),
                        "line 2: a quote in the middle of an unquoted field; put the whole field in quotes and double the quote (\"\")"
                    ),
                    .equal(failure("a\n\"b\nc\n"), "line 2: a quoted field opens here and never closes"),
                    .equal(
                        failure("a\nb\n\"c\"d\n"),
                        "line 3: text after the closing quote of a field; a quote inside a quoted field is written twice (\"\")"
                    ),
                    .equal(notUTF8, "line 2: a field that is not UTF-8 text; save the file as UTF-8", "not UTF-8"),
                ])
            },
            SelfTestCheck("hledger export: every entry's postings add up to zero and names are safe for hledger") {
                context in
                let location = try AppHarness.emptyStore(context, "hledger")
                try AppHarness.fill(location, accounts: awkward.accounts, transactions: awkward.transactions)
                let run = AppHarness(location: location).run(["export", "hledger"])
                var problems: [String] = []
                var entries = 0
                for entry in run.output.components(separatedBy: "\n\n") where entry.first?.isNumber == true {
                    entries += 1
                    var sums: [String: Int64] = [:]
                    for posting in entry.split(separator: "\n").dropFirst() {
                        let parts = posting.trimmingCharacters(in: .whitespaces).components(separatedBy: "    ")
                        guard parts.count == 2, !parts[0].contains("  "), !parts[0].contains(";"),
                            let money = try? MoneyParser.parse(parts[1], defaultCurrency: .myr)
                        else {
                            problems.append("unreadable posting '\(posting)'")
                            continue
                        }
                        sums[money.currency.code, default: 0] += money.minorUnits
                    }
                    if sums.values.contains(where: { $0 != 0 }) { problems.append("unbalanced: \(entry)") }
                }
                let openings = awkward.accounts.filter { !$0.openingBalance.isZero }.count
                return .all([
                    .equal(run.status, 0, run.errors),
                    .equal(entries, awkward.transactions.count + openings, "entries"),
                    .equal(problems, [], "postings"),
                    .that(
                        run.output.contains("assets:Wise, JPY wallet    JPY -1200"),
                        expected: "assets:Wise, JPY wallet    JPY -1200",
                        actual: run.output),
                    .that(
                        run.output.contains("commodity BHD 1000.000"), expected: "commodity BHD 1000.000",
                        actual: run.output),
                ])
            },
            SelfTestCheck(
                "JSON export holds the accounts and every transaction with money as minor, currency and display"
            ) { context in
                let location = try AppHarness.sampleStore(context, "json")
                let run = AppHarness(location: location).run(["export", "json"])
                let object = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any] ?? [:]
                let transactions = object["transactions"] as? [[String: Any]] ?? []
                let first = transactions.first ?? [:]
                return .all([
                    .equal(run.status, 0, run.errors),
                    .equal((object["accounts"] as? [Any])?.count, S.accounts.count, "accounts"),
                    .equal(transactions.count, S.transactions.count, "transactions"),
                    .equal(
                        (first["amount"] as? [String: Any]).map {
                            "\($0["minor"] ?? "") \($0["currency"] ?? "") \($0["display"] ?? "")"
                        },
                        "4500 MYR RM 45.00", "amount: minor, currency, display"),
                    .equal(first["date"] as? String, "2026-03-31", "date"),
                    .equal(first["occurred_at"] as? String, "2026-03-31T23:30:00+08:00", "occurred_at"),
                    .equal(first["type"] as? String, "out", "type"),
                ])
            },
            SelfTestCheck("a JSON export holds every PayBook entry, a split and a settlement, and restores them") {
                context in
                let location = try AppHarness.sampleStore(context, "paybook-export")
                let setUp = [["split", "30", "Dinner", "--with", "Ben"], ["settle", "Ben", "5"]].map {
                    AppHarness(location: location).run($0)
                }
                let export = AppHarness(location: location).run(["export", "json"])
                let file = try context.makeScratchDirectory("paybook-file").appendingPathComponent("export.json")
                try Data(export.output.utf8).write(to: file)
                let empty = try AppHarness.emptyStore(context, "paybook-into")
                let restored = AppHarness(location: empty).run(["import", "json", file.path])
                return .all([
                    .equal(setUp.map(\.status), [0, 0], setUp.map(\.errors).joined()),
                    .that(
                        [#""kind": "split", "description": "Dinner""#, #""kind": "settlement", "from": "Ben""#]
                            .allSatisfy(export.output.contains),
                        expected: "a split and a settlement in the export", actual: export.output),
                    .equal(restored.status, 0, restored.errors),
                    .contains(AppHarness(location: empty).run(["paybook"]).output, "Ben owes you RM 10.00"),
                ])
            },
            SelfTestCheck(
                "a JSON export with budgets, a recurring bill, rates and tags restored into an empty store exports the same bytes; a PayBook link to a missing transaction, or a transaction id of 0, is refused whole"
            ) { context in
                let location = try AppHarness.sampleStore(context, "restore")
                var setUp: [String] = []
                for words in [
                    ["budget", "set", "Food", "500", "--from", "2026-03", "--rollover"],
                    ["rates", "set", "USD", "4.45", "--date", "2026-04-01"],
                    ["add", "12", "Kedai Trip", "--tag", "Penang", "--tag", "trip"],
                    [
                        "recurring", "add", "5", "Netflix", "--every", "month", "--from", "2026-03-15", "--until",
                        "2026-05-15",
                    ],
                ] {
                    let run = AppHarness(location: location).run(words)
                    if run.status != 0 { setUp.append("\(words): \(run.errors)") }
                }
                let first = AppHarness(location: location).run(["export", "json"])
                let file = try context.makeScratchDirectory("restore-file").appendingPathComponent("export.json")
                try Data(first.output.utf8).write(to: file)
                let empty = try AppHarness.emptyStore(context, "restore-into")
                let restored = AppHarness(location: empty).run(["import", "json", file.path])
                let second = AppHarness(location: empty).run(["export", "json"])
                let broken = try context.makeScratchDirectory("restore-broken").appendingPathComponent("broken.json")
                try Data(
                    first.output.replacingOccurrences(
                        of: #""paybook": []"#,
                        with:
                            #""paybook": [{"day": "2026-04-10", "key": "k", "kind": "settlement", "from": null, "to": null, "amount": {"currency": "MYR", "minor": 100}, "transaction_id": 999}]"#
                    ).utf8
                )
                .write(to: broken)
                let other = try AppHarness.emptyStore(context, "restore-refused")
                let refused = AppHarness(location: other).run(["import", "json", broken.path])
                let zeroID = try context.makeScratchDirectory("restore-zero-id").appendingPathComponent("zero.json")
                try Data(
                    first.output.replacingOccurrences(of: #""id": 1, "merchant""#, with: #""id": 0, "merchant""#).utf8
                ).write(to: zeroID)
                let refusedZero = AppHarness(location: other).run(["import", "json", zeroID.path])
                return .all([
                    .equal(setUp, [], "setting up"),
                    .that(
                        [
                            #""rollover": true"#, #""rate": "4.45""#, #""tags": ["penang", "trip"]"#,
                            #""booked": [{"day": "2026-03-15""#,
                        ].allSatisfy(first.output.contains),
                        expected: "budgets, rates, tags and booked days in the export", actual: first.output),
                    .equal(restored.status, 0, restored.errors),
                    .equal(second.output == first.output, true, "the second export is the first, byte for byte"),
                    .that(
                        refused.status == 1
                            && refused.errors.contains("PayBook entry k: transaction 999 is not in the file"),
                        expected: "exit 1, PayBook entry k: transaction 999 is not in the file",
                        actual: "exit \(refused.status), \(refused.errors)"),
                    .that(
                        refusedZero.status == 1
                            && refusedZero.errors.contains("transaction 0: its id is not a new positive number"),
                        expected: "exit 1, transaction 0: its id is not a new positive number",
                        actual: "exit \(refusedZero.status), \(refusedZero.errors)"),
                    .contains(
                        AppHarness(location: other).run(["accounts"]).output, "No accounts yet", "no account restored"),
                ])
            },
            SelfTestCheck(
                "an export refuses a FILE that exists; with --force it replaces it whole and leaves no temporary file"
            ) { context in
                let location = try AppHarness.sampleStore(context, "file")
                let folder = try context.makeScratchDirectory("out")
                let file = folder.appendingPathComponent("ledger.csv")
                try Data("an older export\n".utf8).write(to: file)
                let refused = AppHarness(location: location).run(["export", "csv", file.path])
                let kept = try String(contentsOf: file, encoding: .utf8)
                let run = AppHarness(location: location).run(["export", "csv", file.path, "--force"])
                let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
                return .all([
                    .equal(refused.status, 1, "without --force"),
                    .contains(refused.errors, "already exists and is left as it is; give --force to replace it", "why"),
                    .equal(kept, "an older export\n", "the file as it was"),
                    .equal(run.status, 0, run.errors),
                    .equal(
                        run.output,
                        "Exported \(Counted.text(S.transactions.count, "transaction")) as csv to \(file.path).\n",
                        "confirmation"),
                    .equal(
                        lines.count, S.accounts.count + S.transactions.count + 1,
                        "header, an opening line per account, a line per transaction"),
                    .equal(FileDigest.names(in: folder), ["ledger.csv"], "files in the folder"),
                ])
            },
        ]
    }
}
