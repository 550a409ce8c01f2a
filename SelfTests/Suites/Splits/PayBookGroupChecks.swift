import Foundation
import SelfTestRunner
import SpenDropCore
import SpenDropStore

/// Groups (`split … --group`, `settle … --group`, `paybook --group`): a trip's bills and balances
/// kept together, apart from everything else shared with the same people.
enum PayBookGroupChecks {
    static var all: [SelfTestCheck] {
        [
            SelfTestCheck(
                "a group's PayBook counts only its splits and settlements; settling in it is limited to what it owes; one spelling"
            ) { context in
                let app = AppHarness(location: try AppHarness.emptyStore(context, "groups"))
                let made = [
                    app.run(["accounts", "add", "Cash", "--opening", "1000"]).status,
                    app.run([
                        "split", "90", "Hotel", "--with", "Aisyah,Ben", "--group", "Langkawi", "--date", "2026-11-01",
                    ]).status,
                    app.run(["split", "20", "Lunch", "--with", "Ben", "--date", "2026-11-03"]).status,
                ]
                let ferry = app.run([
                    "split", "30", "Ferry", "--with", "Aisyah", "--paid-by", "Aisyah", "--group", "langkawi",
                    "--date", "2026-11-02",
                ])
                let whole = app.run(["paybook"]).output
                let trip = app.run(["paybook", "--group", "LANGKAWI"]).output
                let tooMuch = app.run(["settle", "Ben", "40", "--group", "Langkawi"])
                let settled = app.run(["settle", "Ben", "30", "--group", "Langkawi", "--date", "2026-11-05"])
                let after = app.run(["paybook", "--group", "Langkawi", "--json"]).output
                let before = app.run(["paybook", "--group", "Langkawi", "--as-of", "2026-11-01"]).output
                let history = app.run(["paybook", "Aisyah", "--group", "Langkawi"]).output
                let unknown = app.run(["paybook", "--group", "Bali"])
                let object = (try? JSONSerialization.jsonObject(with: Data(after.utf8))) as? [String: Any] ?? [:]
                let balances = (object["balances"] as? [[String: Any]] ?? []).map { $0["text"] as? String ?? "?" }
                return .all([
                    .equal(made, [0, 0, 0], "the account, the hotel and a lunch outside the trip"),
                    .contains(ferry.output, "Split RM 30.00 at Ferry (#3) in Langkawi"),
                    .contains(whole, "Ben owes you RM 40.00"),
                    .contains(whole, "Groups: Langkawi"),
                    .contains(trip, "PayBook — Langkawi\n  Aisyah owes you RM 15.00\n  Ben owes you RM 30.00\n"),
                    .equal(tooMuch.status, 1, "settling RM 40.00 of the trip's RM 30.00"),
                    .contains(tooMuch.errors, "in Langkawi, Ben owes you RM 30.00"),
                    .contains(settled.output, "You and Ben are settled up in Langkawi."),
                    .equal(
                        balances, ["Aisyah owes you RM 15.00", "You and Ben are settled up"],
                        "the trip after Ben paid his part"),
                    .equal(object["group"] as? String, "Langkawi", "the group shown"),
                    .contains(app.run(["paybook", "ben"]).output, "Ben owes you RM 10.00"),
                    .contains(before, "Aisyah owes you RM 30.00\n  Ben owes you RM 30.00"),
                    .contains(history, "PayBook with Aisyah in Langkawi"),
                    .equal(history.contains("Lunch"), false, "the lunch is not the trip's"),
                    .equal(unknown.status, 1, "an unknown group"),
                    .contains(unknown.errors, "the groups are Langkawi"),
                ])
            },
            SelfTestCheck(
                "a group is kept by undo and redo, by export json and import json, and an older export without groups reads as before"
            ) { context in
                let app = AppHarness(location: try AppHarness.emptyStore(context, "groups-kept"))
                let made = [
                    app.run(["accounts", "add", "Cash", "--opening", "1000"]).status,
                    app.run(["split", "60", "Villa", "--with", "Devi", "--group", "Bali", "--date", "2026-10-01"])
                        .status,
                    app.run(["settle", "Devi", "10", "--group", "Bali", "--date", "2026-10-02"]).status,
                    app.run(["split", "8", "Teh", "--with", "Devi", "--date", "2026-10-03"]).status,
                ]
                let undone = app.run(["undo"]).status + app.run(["undo"]).status
                let afterUndo = app.run(["paybook", "--group", "Bali"]).output
                let redone = app.run(["redo"]).status + app.run(["redo"]).status
                let folder = try context.makeScratchDirectory("groups-export")
                let file = folder.appendingPathComponent("export.json")
                let exported = app.run(["export", "json", file.path]).status
                let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
                let copy = AppHarness(location: try AppHarness.emptyStore(context, "groups-copy"))
                let imported = copy.run(["import", "json", file.path])
                let copied = copy.run(["paybook", "--group", "bali"]).output
                let noGroups = text.replacingOccurrences(of: ", \"group\": \"Bali\"", with: "")
                let older = folder.appendingPathComponent("older.json")
                try Data(noGroups.utf8).write(to: older)
                let third = AppHarness(location: try AppHarness.emptyStore(context, "groups-older"))
                let olderImport = third.run(["import", "json", older.path]).status
                return .all([
                    .equal(made, [0, 0, 0, 0], "the history's commands"),
                    .equal(undone, 0, "two undos"),
                    .contains(afterUndo, "Devi owes you RM 30.00"),
                    .equal(redone, 0, "two redos"),
                    .equal(exported, 0, "export json"),
                    .equal(
                        text.components(separatedBy: "\"group\": \"Bali\"").count - 1, 2,
                        "the villa and the settlement in Bali, the teh in none"),
                    .equal(imported.status, 0, imported.errors),
                    .contains(copied, "PayBook — Bali\n  Devi owes you RM 20.00"),
                    .equal(olderImport, 0, "an export without groups"),
                    .contains(third.run(["paybook"]).output, "Devi owes you RM 24.00"),
                    .equal(third.run(["paybook"]).output.contains("Groups:"), false, "no group in it"),
                ])
            },
            SelfTestCheck(
                "a change recorded before groups (v9) is undone after migrating: the entry's day comes back, in no group"
            ) { context in
                let location = try SchemaFixture.version9.build(context, "groups-v9")
                let opened = try MigrationChecks.opener().open(location).get()
                let store = Store(database: opened.database)
                let undone = try store.undoLastChange(at: Date(timeIntervalSince1970: 1_800_000_000))
                let first = try store.payBookRecord().first?.entry
                return .all([
                    .equal(undone?.summary, "Moved the first split", "the change undone"),
                    .equal(first?.day.description, "2025-01-31", "the day as it was"),
                    .equal(first?.group, nil, "no group"),
                ])
            },
        ]
    }
}
