import Foundation
import SelfTestRunner
import SpenDropCore
import SpenDropStore

/// The change log behind `edit`, `delete`, `undo` and `history`: undo puts back exactly the rows
/// a change touched, a failed change leaves no trace, and ids are never handed out twice.
enum ChangeLogChecks {
    /// Every row of every table the user's data is in, daily totals included, as text.
    static func snapshot(_ database: SQLiteDatabase) throws -> [String: [[String?]]] {
        var tables: [String: [[String?]]] = [:]
        for table in UndoableTable.all {
            tables[table.name] = try database.textRows(sql: "SELECT rowid, * FROM \(table.name) ORDER BY rowid")
        }
        tables["daily_totals"] = try database.textRows(sql: "SELECT * FROM daily_totals ORDER BY 1, 2, 3, 4")
        return tables
    }

    /// The version 3 fixture (accounts, transactions, a split with a later settlement, category
    /// choices) migrated to the current version.
    static func fixtureStore(_ context: SelfTestContext, _ name: String) throws -> Store {
        try StoreTemplates.shared.store("v3-upgraded", to: name, in: context, upgrading: .version3)
    }

    /// A new store of the current version holding one account, Cash in MYR (id 1): for checks
    /// about the log's own mechanics, which need no old rows (and no upgrade's time).
    static func newStore(_ context: SelfTestContext, _ name: String) throws -> Store {
        try StoreTemplates.shared.store("cash", to: name, in: context) { store in
            _ = try store.openAccount(name: "Cash", openingBalance: .zero(.myr))
        }
    }

    static let moment = Date(timeIntervalSince1970: 1_764_681_300)

    /// Adds one person by name (`?1`): the write the undo guard's checks compile and reuse.
    static let addPersonSQL = "INSERT INTO people (name) VALUES (?)"

    /// Each logged step as its change's summary, table and action, in the order they were logged.
    static let loggedStepsSQL =
        "SELECT c.summary, s.table_name, s.action FROM change_steps s JOIN changes c ON c.id = s.change_id ORDER BY s.id"

    static var all: [SelfTestCheck] {
        [
            SelfTestCheck(
                "undo walks back an edit, a split bill, its deletion, an account and a settlement, each to the rows before it"
            ) { context in
                let store = try fixtureStore(context, "walk")
                let database = store.database
                var before: [[String: [[String?]]]] = []
                func change(_ body: () throws -> Void) throws {
                    before.append(try snapshot(database))
                    try store.recordingChange(at: moment, body, summary: { "step \(before.count)" })
                }
                try change {
                    var edited = try store.transaction(TransactionID(3))!
                    edited.amount = Money(minorUnits: 1_234, currency: .myr)
                    edited.category = "Groceries"
                    edited.occurredAt = edited.occurredAt.addingTimeInterval(-86_400 * 40)
                    try store.replace(edited)
                    try store.recordCategoryChoice(
                        merchantKey: "tesco", category: "Groceries", day: CalendarDay(year: 2026, month: 12, day: 2)!)
                }
                var bill = TransactionID(0)
                try change {
                    let split = try SplitCalculator.split(
                        Money(minorUnits: 4_000, currency: .myr), among: [.me, Person("Chong Wei")], paidBy: .me,
                        mode: .equal)
                    bill = try store.recordSplitBill(
                        Transaction(
                            id: TransactionID(0), kind: .moneyOut, account: AccountID(1),
                            amount: Money(minorUnits: 4_000, currency: .myr), occurredAt: moment,
                            utcOffset: SampleLedger.offset, merchant: "Nando's"),
                        split: split, entryID: PayBookEntryID("split-check"),
                        day: CalendarDay(year: 2026, month: 12, day: 2)!)
                }
                try change { _ = try store.deleteTransaction(bill, withSplit: true) }
                try change {
                    try store.openAccount(name: "Wise", openingBalance: Money(minorUnits: 10_000, currency: .usd))
                }
                try change {
                    var book = try store.payBook()
                    _ = try book.settleUp(
                        with: Person("Ben Ong"), amount: Money(minorUnits: 450, currency: .myr),
                        id: PayBookEntryID("settle-check"), day: CalendarDay(year: 2026, month: 12, day: 2)!)
                    try store.record(book.entries.last!)
                }
                var verdicts: [CheckVerdict] = []
                for step in stride(from: before.count, through: 1, by: -1) {
                    let undone = try store.undoLastChange(at: moment)
                    verdicts.append(.equal(undone?.summary, "step \(step)", "the change undone"))
                    let now = try snapshot(database)
                    for table in now.keys.sorted() where now[table]! != before[step - 1][table]! {
                        verdicts.append(
                            .equal(now[table]!, before[step - 1][table]!, "\(table) after undoing step \(step)"))
                    }
                }
                verdicts.append(.equal(try store.undoLastChange(at: moment), nil, "once everything is undone"))
                verdicts.append(.equal(try database.foreignKeyProblems(), [], "foreign_key_check"))
                verdicts.append(
                    .equal(
                        try store.changes(limit: 10).map(\.undoneAt), Array(repeating: moment, count: 5),
                        "every change marked undone"))
                return .all(verdicts)
            },
            SelfTestCheck("undo takes back an import of a single row and of three rows, row and account alike") {
                context in
                var left: [String] = []
                for rows in [1, 3] {
                    let location = try AppHarness.emptyStore(context, "import-\(rows)")
                    let file = try context.makeScratchDirectory("csv-\(rows)").appendingPathComponent("rows.csv")
                    let lines = (1...rows).map { "2026-12-0\($0),out,Cash,12.50,Shop \($0)" }
                    try Data((["date,type,account,amount,merchant"] + lines).joined(separator: "\n").utf8).write(
                        to: file)
                    let app = AppHarness(location: location)
                    let imported = app.run(["import", "csv", file.path])
                    let undone = app.run(["undo"])
                    left.append(
                        "\(rows): import \(imported.status), undo \(undone.status), "
                            + (app.run(["transactions"]).output.split(separator: "\n").last.map(String.init)
                                ?? "no output") + ", "
                            + app.run(["accounts"]).output.split(separator: "\n").filter { $0.contains("Cash") }
                            .joined())
                }
                return .equal(left, ["1: import 0, undo 0, 0 transactions, ", "3: import 0, undo 0, 0 transactions, "])
            },
            SelfTestCheck(
                "a statement compiled before its connection had a Store (no undo guard yet), then run in a change, is logged, and undo takes its row back"
            ) { context in
                let opened = try MigrationChecks.opener().open(try AppHarness.emptyStore(context, "compiled-before"))
                    .get()
                // Compiled while nothing guarded the connection's writes: SQLite compiles it again once the guard is set.
                let addPerson = try opened.database.statement(sql: addPersonSQL)
                let store = Store(database: opened.database)
                let before = try snapshot(store.database)
                try store.recordingChange(
                    at: moment, { try addPerson.execute(arguments: [.text("Zara")]) }, summary: { "Added Zara" })
                let logged = try store.database.textRows(sql: "SELECT table_name, action FROM change_steps")
                let undone = try store.undoLastChange(at: moment)?.summary
                return .all([
                    .equal(logged, [["people", "inserted"]], "the change's steps"),
                    .equal(undone, "Added Zara", "the change undone"),
                    .equal(try snapshot(store.database) == before, true, "every table as before"),
                ])
            },
            SelfTestCheck(
                "a statement first compiled in a change that rolled back, its undo triggers with it, is still logged when run again in the next"
            ) { context in
                let store = try newStore(context, "rolled-back-triggers")
                let before = try snapshot(store.database)
                struct Interrupted: Error {}
                let sql = addPersonSQL
                do {
                    try store.recordingChange(
                        at: moment,
                        {
                            try store.database.execute(sql: sql, arguments: [.text("Zara")])
                            throw Interrupted()
                        }, summary: { "never" })
                } catch is Interrupted {}
                let triggersAfterRollback = try store.database.textRows(
                    sql: "SELECT name FROM temp.sqlite_master WHERE type = 'trigger' AND tbl_name = 'people'")
                // The same cached statement, which SQLite compiles again since the schema changed back.
                try store.recordingChange(
                    at: moment, { try store.database.execute(sql: sql, arguments: [.text("Zara")]) },
                    summary: { "Added Zara" })
                let logged = try store.database.textRows(sql: "SELECT table_name, action FROM change_steps")
                _ = try store.undoLastChange(at: moment)
                return .all([
                    .equal(triggersAfterRollback, [], "undo triggers on people left after the rollback"),
                    .equal(logged, [["people", "inserted"]], "the second change's steps"),
                    .equal(try snapshot(store.database) == before, true, "every table as before, after undo"),
                ])
            },
            SelfTestCheck(
                "a transaction written in a bulk change (which goes without the trigger on inserted transactions) or outside any change, then the same compiled insert in an ordinary change: the second is logged and undone"
            ) { context in
                let sql =
                    "INSERT INTO transactions (kind, account_id, amount_minor, currency, occurred_at, merchant) VALUES ('out', 1, ?, 'MYR', 1764681300, ?)"
                var verdicts: [CheckVerdict] = []
                for first in ["bulk", "outside"] {
                    let store = try newStore(context, "\(first)-then-ordinary")
                    let write = { (amount: Int64, merchant: String) in
                        try store.database.execute(sql: sql, arguments: [.integer(amount), .text(merchant)])
                    }
                    if first == "bulk" {
                        try store.recordingChange(
                            at: moment, bulk: true,
                            {
                                try write(500, "First"); try write(600, "Second")
                            }, summary: { "First" })
                        // Its inserted transactions are logged by their range of ids, not as a step each.
                        verdicts.append(
                            .equal(try store.database.textRows(sql: loggedStepsSQL), [], "the bulk change's steps"))
                    } else {
                        try write(500, "First")
                    }
                    let afterFirst = try snapshot(store.database)
                    try store.recordingChange(at: moment, { try write(700, "Kopi") }, summary: { "Added Kopi" })
                    let logged = try store.database.textRows(sql: loggedStepsSQL).filter { $0.first == "Added Kopi" }
                    let undone = try store.undoLastChange(at: moment)?.summary
                    verdicts += [
                        .equal(
                            logged, [["Added Kopi", "transactions", "inserted"]],
                            "the ordinary change's steps after a write \(first)"),
                        .equal(undone, "Added Kopi", "the change undone after a write \(first)"),
                        .equal(
                            try snapshot(store.database) == afterFirst, true, "every table as after the write \(first)"),
                    ]
                }
                return .all(verdicts)
            },
            SelfTestCheck(
                "on a store's connection, VACUUM and dropping one of its tables still work: the undo log's guard stops only writes to the rows"
            ) { context in
                let store = try newStore(context, "vacuum-drop")
                var outcomes: [String] = []
                for sql in ["VACUUM", "DROP TABLE transaction_tags"] {
                    do { try store.database.execute(sql: sql); outcomes.append("\(sql): done") } catch {
                        outcomes.append("\(sql): \(error)")
                    }
                }
                return .all([
                    .equal(
                        outcomes, ["VACUUM: done", "DROP TABLE transaction_tags: done"], "each statement's outcome"),
                    .equal(
                        try store.database.scalar(
                            sql: "SELECT count(*) FROM sqlite_master WHERE name = 'transaction_tags'"), 0,
                        "the table left"),
                ])
            },
            SelfTestCheck(
                "a table dropped and made again on the same connection has its writes logged again: a category choice added, then deleted, is undone both times"
            ) { context in
                let store = try newStore(context, "drop-remake")
                let definition = try store.database.textRows(
                    sql: "SELECT sql FROM sqlite_master WHERE tbl_name = 'category_choices' ORDER BY rowid")
                try store.database.execute(sql: "DROP TABLE category_choices")
                for row in definition { try store.database.execute(sql: row.first.flatMap { $0 } ?? "") }
                let before = try snapshot(store.database)
                let choose =
                    "INSERT INTO category_choices (merchant_key, category, chosen_on) VALUES ('mamak corner', 'Food', '2026-12-02')"
                try store.recordingChange(
                    at: moment, { try store.database.execute(sql: choose) }, summary: { "Chose Food" })
                try store.recordingChange(
                    at: moment, { try store.database.execute(sql: "DELETE FROM category_choices") },
                    summary: { "Forgot Food" })
                let logged = try store.database.textRows(sql: loggedStepsSQL)
                _ = try store.undoLastChange(at: moment)
                let choiceBack = try store.database.scalar(sql: "SELECT count(*) FROM category_choices")
                _ = try store.undoLastChange(at: moment)
                return .all([
                    .equal(
                        logged,
                        [
                            ["Chose Food", "category_choices", "inserted"],
                            ["Forgot Food", "category_choices", "deleted"],
                        ], "each change's steps"),
                    .equal(choiceBack, 1, "category choices after undoing the delete"),
                    .equal(try snapshot(store.database) == before, true, "every table as before, after undoing both"),
                ])
            },
            SelfTestCheck(
                "an undo trigger gone from a connection, dropped or with every temporary trigger by PRAGMA temp_store, is made again before the next change writes its table, so the write is logged and undone"
            ) { context in
                var verdicts: [CheckVerdict] = []
                for (label, removal) in [
                    ("dropped", "DROP TRIGGER temp.undo_people_inserted"), ("temp-store", "PRAGMA temp_store = MEMORY"),
                ] {
                    let store = try newStore(context, "trigger-\(label)")
                    let before = try snapshot(store.database)
                    try store.recordingChange(
                        at: moment, { try store.database.execute(sql: addPersonSQL, arguments: [.text("Zara")]) },
                        summary: { "Added Zara" })
                    try store.database.execute(sql: removal)
                    try store.recordingChange(
                        at: moment, { try store.database.execute(sql: addPersonSQL, arguments: [.text("Yusuf")]) },
                        summary: { "Added Yusuf" })
                    let logged = try store.database.textRows(sql: loggedStepsSQL)
                    _ = try store.undoLastChange(at: moment)
                    _ = try store.undoLastChange(at: moment)
                    verdicts += [
                        .equal(
                            logged, [["Added Zara", "people", "inserted"], ["Added Yusuf", "people", "inserted"]],
                            "each change's steps after \(removal)"),
                        .equal(
                            try snapshot(store.database) == before, true,
                            "every table as before, after undoing both (\(removal))"),
                    ]
                }
                return .all(verdicts)
            },
            SelfTestCheck(
                "on one connection a person added, renamed by an insert that updates on conflict, then deleted: each change logged as what it did, and undo takes each back"
            ) { context in
                let store = try newStore(context, "insert-update-delete")
                let database = store.database
                let before = try snapshot(database)
                try store.recordingChange(
                    at: moment, { try database.execute(sql: addPersonSQL, arguments: [.text("Zara")]) },
                    summary: { "Added Zara" })
                let added = try snapshot(database)
                try store.recordingChange(
                    at: moment,
                    {
                        try database.execute(
                            sql:
                                "INSERT INTO people (name) VALUES (?) ON CONFLICT (name) DO UPDATE SET name = excluded.name",
                            arguments: [.text("ZARA")])
                    }, summary: { "Renamed Zara" })
                let renamed = try snapshot(database)
                try store.recordingChange(
                    at: moment, { try database.execute(sql: "DELETE FROM people WHERE name = 'ZARA'") },
                    summary: { "Deleted Zara" })
                let logged = try database.textRows(sql: loggedStepsSQL)
                var undone: [Bool] = []
                for expected in [renamed, added, before] {
                    _ = try store.undoLastChange(at: moment)
                    undone.append(try snapshot(database) == expected)
                }
                return .all([
                    .equal(
                        logged,
                        [
                            ["Added Zara", "people", "inserted"], ["Renamed Zara", "people", "updated"],
                            ["Deleted Zara", "people", "deleted"],
                        ],
                        "each change's steps"),
                    .equal(
                        undone, [true, true, true],
                        "every table as before the deletion, the renaming and the adding, after each undo"),
                ])
            },
            SelfTestCheck(
                "a part of a change rolled back alone (a savepoint) takes its undo triggers with it, and what the change writes after it is still logged"
            ) { context in
                let store = try newStore(context, "savepoint-triggers")
                let before = try snapshot(store.database)
                struct Interrupted: Error {}
                let sql = addPersonSQL
                try store.recordingChange(
                    at: moment,
                    {
                        do {
                            try store.database.transaction {
                                try store.database.execute(sql: sql, arguments: [.text("Zara")])
                                throw Interrupted()
                            }
                        } catch is Interrupted {}
                        try store.database.execute(sql: sql, arguments: [.text("Yusuf")])
                    }, summary: { "Added Yusuf" })
                let people = try store.database.textRows(sql: "SELECT name FROM people WHERE name IN ('Zara', 'Yusuf')")
                _ = try store.undoLastChange(at: moment)
                return .all([
                    .equal(people, [["Yusuf"]], "the people the change left"),
                    .equal(try snapshot(store.database) == before, true, "every table as before, after undo"),
                ])
            },
            SelfTestCheck(
                "a change that fails part-way leaves neither its rows nor its entry in the log, and the next ones are logged"
            ) { context in
                let store = try fixtureStore(context, "fails")
                let before = try snapshot(store.database)
                struct Interrupted: Error {}
                do {
                    try store.recordingChange(
                        at: moment,
                        {
                            try store.openAccount(name: "Wise", openingBalance: Money(minorUnits: 0, currency: .usd))
                            try store.record(
                                Transaction(
                                    id: TransactionID(0), kind: .moneyOut, account: AccountID(1),
                                    amount: Money(minorUnits: 500, currency: .myr), occurredAt: moment,
                                    utcOffset: SampleLedger.offset, merchant: "Kopi"))
                            throw Interrupted()
                        }, summary: { "never" })
                } catch is Interrupted {}
                let afterFailure: [CheckVerdict] = [
                    .equal(try snapshot(store.database) == before, true, "every table as before"),
                    .equal(try store.changes(limit: 10).count, 0, "changes in the log"),
                    .equal(try store.database.scalar(sql: "SELECT count(*) FROM change_steps"), 0, "steps in the log"),
                ]
                // The failed change took its undo triggers with it; a bulk change (which logs inserted
                // transactions by range) then an ordinary one on the same connection are still undone whole.
                try store.recordingChange(
                    at: moment, bulk: true, { try store.openAccount(name: "Wise", openingBalance: .zero(.usd)) },
                    summary: { "Opened Wise" })
                let withWise = try snapshot(store.database)
                _ = try store.recordingChange(
                    at: moment,
                    {
                        try store.record(
                            Transaction(
                                id: TransactionID(0), kind: .moneyOut, account: AccountID(1),
                                amount: Money(minorUnits: 500, currency: .myr), occurredAt: moment,
                                utcOffset: SampleLedger.offset, merchant: "Kopi"))
                    }, summary: { _ in "Added Kopi" })
                let undoneKopi = try store.undoLastChange(at: moment)?.summary
                let afterKopi = try snapshot(store.database) == withWise
                let undoneWise = try store.undoLastChange(at: moment)?.summary
                return .all(
                    afterFailure + [
                        .equal(undoneKopi, "Added Kopi", "the change undone first"),
                        .equal(afterKopi, true, "every table as after the bulk change, once the transaction is undone"),
                        .equal(undoneWise, "Opened Wise", "the change undone next"),
                        .equal(
                            try snapshot(store.database) == before, true, "every table as before, once both are undone"),
                    ])
            },
            SelfTestCheck(
                "a deleted transaction's id is never given to another, after a delete or after undoing an add"
            ) { context in
                let store = try fixtureStore(context, "ids")
                func add(_ merchant: String) throws -> TransactionID {
                    try store.recordingChange(
                        at: moment,
                        {
                            try store.record(
                                Transaction(
                                    id: TransactionID(0), kind: .moneyOut, account: AccountID(1),
                                    amount: Money(minorUnits: 500, currency: .myr), occurredAt: moment,
                                    utcOffset: SampleLedger.offset, merchant: merchant)
                            ).id
                        }, summary: { "Added \($0)" })
                }
                let first = try add("Kopi")
                try store.recordingChange(
                    at: moment, { _ = try store.deleteTransaction(first, withSplit: false) }, summary: { "Deleted" })
                let second = try add("Teh")
                _ = try store.undoLastChange(at: moment)
                let third = try add("Milo")
                // #1–#8 are the upgraded store's transactions and #9 the bill Ben paid, which the upgrade gave the next id.
                return .equal(
                    [first, second, third].map(\.rawValue), [10, 11, 12],
                    "ids of three adds around a delete and an undo")
            },
            SelfTestCheck(
                "undo changes nothing and says why when a row written outside the log still refers to what it would remove"
            ) { context in
                let store = try fixtureStore(context, "outside")
                try store.recordingChange(
                    at: moment, { try store.openAccount(name: "Wise", openingBalance: .zero(.usd)) },
                    summary: { "Opened Wise" })
                let wise = try store.account(named: "Wise")!.id.rawValue
                try store.database.execute(
                    sql: """
                        INSERT INTO transactions (kind, account_id, amount_minor, currency, occurred_at, merchant) VALUES ('out', \(wise), 2000, 'USD', 1764681300, 'Amazon')
                        """)
                let before = try snapshot(store.database)
                let refusal: String
                do { _ = try store.undoLastChange(at: moment); refusal = "undone" } catch { refusal = "\(error)" }
                return .all([
                    .that(
                        refusal.contains("'Opened Wise' cannot be undone: transaction #")
                            && refusal.contains("still refers to what it added; delete or undo that first"),
                        expected:
                            "'Opened Wise' cannot be undone: transaction #… still refers to what it added; delete or undo that first",
                        actual: refusal),
                    .equal(try snapshot(store.database) == before, true, "every table as before"),
                    .equal(try store.changes(limit: 1).first?.undoneAt, nil, "the change still in effect"),
                ])
            },
            SelfTestCheck(
                "redo puts back exactly what undo took, walking forward again; a change after an undo ends redo"
            ) { context in
                let location = try AppHarness.sampleStore(context, "redo")
                let app = AppHarness(location: location)
                _ = app.run(["add", "5", "Kopi"])
                _ = app.run(["edit", "1", "--category", "Drinks", "--tag", "morning"])
                let before = try AppHarness.census(location.databaseURL)
                let undone = [app.run(["undo"]).status, app.run(["undo"]).status]
                let redone = [app.run(["redo"]), app.run(["redo"])]
                let after = try AppHarness.census(location.databaseURL)
                let nothing = app.run(["redo"])
                _ = app.run(["undo"])
                _ = app.run(["add", "6", "Teh"])
                let ended = app.run(["redo"])
                let history = app.run(["history"]).output
                return .all([
                    .equal(undone, [0, 0], "two undos"),
                    .equal(
                        redone.map(\.output),
                        [
                            "Redid: Added #10 Money Out RM 5.00 at Kopi from Maybank Savings on 2026-12-02.\n",
                            "Redid: Edited #1: category Food → Drinks; tags none → morning.\n",
                        ], "redone in the order they were made"),
                    .equal(after, before, "every row as it was before the undos"),
                    .equal([nothing.status, ended.status], [1, 1], "nothing to redo, then a change after an undo"),
                    .that(
                        !history.contains("undo:"), expected: "history without the undos' own records", actual: history),
                ])
            },
            SelfTestCheck(
                "a command that writes rows as they already are is no change: undo after it takes back the change before"
            ) { context in
                let location = try AppHarness.sampleStore(context, "same-again")
                let app = AppHarness(location: location)
                _ = app.run(["add", "5", "Kopi"])
                let renamed = app.run(["accounts", "rename", "Maybank Savings", "Maybank Savings"])
                let history = app.run(["history"]).output
                let undone = app.run(["undo"]).output
                return .all([
                    .equal(renamed.status, 0, renamed.errors),
                    .that(
                        !history.contains("Renamed"), expected: "no change for a rename to the same name",
                        actual: history),
                    .that(undone.hasPrefix("Undid: Added #10"), expected: "Undid: Added #10 …", actual: undone),
                ])
            },
            SelfTestCheck(
                "undo of a recurring bill takes what it booked with it, and redo brings back the same bookings"
            ) { context in
                let location = try AppHarness.emptyStore(context, "recurring-undo")
                var app = AppHarness(location: location)
                app.now = SampleLedger.at(2026, 12, 5, 18)
                _ = app.run(["recurring", "add", "10", "Netflix", "--every", "day", "--from", "2026-12-01"])
                let booked = app.run(["transactions", "--json"]).output
                let undone = app.run(["undo"])
                let afterUndo = try AppHarness.census(location.databaseURL)
                let redone = app.run(["redo"])
                let rebooked = app.run(["transactions", "--json"]).output
                return .all([
                    .equal(undone.status, 0, undone.errors),
                    .equal(afterUndo[0].first ?? nil, "0", "no transaction left after the bill is undone"),
                    .equal(redone.status, 0, redone.errors),
                    .equal(rebooked, booked, "the same five bookings, ids and all"),
                ])
            },
            SelfTestCheck(
                "the bill of a split keeps its amount, and goes only with its split and only when no later settlement needs it"
            ) { context in
                let store = try fixtureStore(context, "split")
                let before = try snapshot(store.database)
                var edited = try store.transaction(TransactionID(8))!
                edited.amount = Money(minorUnits: 4_000, currency: .myr)
                func refusal(_ body: () throws -> Void) -> String {
                    do { try body(); return "done" } catch StoreError.refusal(let refusal) { return "\(refusal)" } catch
                    { return "\(error)" }
                }
                let editRefusal = refusal { try store.replace(edited) }
                let aloneRefusal = refusal { _ = try store.deleteTransaction(TransactionID(8), withSplit: false) }
                let settledRefusal = refusal { _ = try store.deleteTransaction(TransactionID(8), withSplit: true) }
                let bill = StoreRefusal.splitBillAmount(
                    TransactionID(8), others: ["Aisyah"], total: Money(minorUnits: 3_000, currency: .myr))
                return .all([
                    .equal(editRefusal, "\(bill)", "a new amount for the bill of a split with Aisyah of RM 30.00"),
                    .equal(
                        aloneRefusal, "\(StoreRefusal.splitBillAlone(TransactionID(8), others: ["Aisyah"]))",
                        "the bill deleted without its split"),
                    .that(
                        settledRefusal.contains("a settlement recorded after it would then pay more than is owed"),
                        expected: "… a settlement recorded after it would then pay more than is owed …",
                        actual: settledRefusal),
                    .equal(try snapshot(store.database) == before, true, "every table as before"),
                ])
            },
            SelfTestCheck(
                "after the upgrade a bill I paid counts only my share and Ben's bill my share of it, in the stored reports as in memory"
            ) { context in
                let store = try fixtureStore(context, "shares")
                let bill = try store.transaction(TransactionID(8))
                let calendar = SampleLedger.calendar
                let owed = try store.owedShares(calendar: calendar)
                var verdicts: [CheckVerdict] = [
                    .equal(bill?.othersShare, 1_500, "Aisyah's part of the RM 30.00 bill #8"),
                    .equal(
                        try store.database.textRows(sql: StoreSchema.dailyTotalsDisagreements), [["0"]],
                        "daily totals against the transactions"),
                    .equal(
                        owed.map { "\($0.day) \($0.amount) owed to \($0.payer)" },
                        ["2025-02-16 RM 4.50 owed to Ben Ong"], "my share of Ben's coffee"),
                ]
                let transactions = try store.transactions()
                for period in [
                    ReportingPeriod.allTime, calendar.month(year: 2025, month: 2)!,
                    calendar.period(.day, containing: bill!.occurredAt),
                ] {
                    verdicts.append(
                        .equal(
                            try store.cashFlowCard(in: period, calendar: calendar, currency: .myr),
                            try CashFlow.card(for: transactions, owed: owed, in: period, currency: .myr),
                            "cash flow, \(period.label)"))
                    verdicts.append(
                        .equal(
                            try store.breakdown(of: period, calendar: calendar, currency: .myr),
                            try CategoryBreakdown(
                                transactions: transactions, owed: owed, period: period, calendar: calendar,
                                currency: .myr),
                            "breakdown, \(period.label)"))
                }
                return .all(verdicts)
            },
            SelfTestCheck("the undo list names every column of every table the user's data is in") { context in
                let store = try fixtureStore(context, "columns")
                let derived: Set = ["daily_totals", "changes", "change_steps", "retired_ids"]
                let tables = try store.database.textRows(
                    sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"
                )
                .compactMap { $0[0] }.filter { !derived.contains($0) }
                var verdicts: [CheckVerdict] = [.equal(UndoableTable.all.map(\.name).sorted(), tables, "tables")]
                for table in UndoableTable.all {
                    let columns = try store.database.textRows(
                        sql: "SELECT name FROM pragma_table_info('\(table.name)')"
                    ).compactMap { $0[0] }
                    verdicts.append(
                        .equal(table.columns.filter { $0 != "rowid" }.sorted(), columns.sorted(), table.name))
                }
                return .all(verdicts)
            },
        ]
    }
}
