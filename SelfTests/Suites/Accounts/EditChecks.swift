import Foundation
import SelfTestRunner
import SpenDropApp
import SpenDropCore
import SpenDropStore

/// `edit`: a correction replaces the fields it gives and keeps the rest, and says what changed.
enum EditChecks {
    static var all: [SelfTestCheck] {
        [
            SelfTestCheck(
                "edit replaces each field it is given and keeps the rest, says each change, an empty --note clears the note, and the same edit again changes nothing"
            ) { context in
                let location = try AppHarness.emptyStore(context, "edit")
                let app = AppHarness(location: location)
                let setUp = [
                    app.run(["accounts", "add", "Cash", "--opening", "100"]),
                    app.run(["accounts", "add", "Maybank", "--opening", "500"]),
                    app.run([
                        "add", "12.50", "Kedai Ali", "--category", "Food", "--note", "lunch", "--date", "2026-11-05",
                    ]),
                ].map(\.status)
                let edited = app.run([
                    "edit", "1", "--amount", "13.00", "--merchant", "Kedai Ali Maju", "--note", "team lunch",
                    "--account", "Maybank",
                    "--date", "2026-11-06",
                ])
                let cleared = app.run(["edit", "1", "--note", ""])
                let again = app.run(["edit", "1", "--note", ""])
                let store = Store(database: try MigrationChecks.opener().open(location).get().database)
                let stored = try store.transactions().first
                let calendar = ReportingCalendar(timeZone: SampleLedger.kualaLumpur)
                return .all([
                    .equal(setUp, [0, 0, 0], "exit statuses of the accounts and the add"),
                    .equal(
                        edited.output,
                        "Edited #1: amount RM 12.50 → RM 13.00; merchant 'Kedai Ali' → 'Kedai Ali Maju'; date 2026-11-05 → 2026-11-06; "
                            + "account Cash → Maybank; note 'lunch' → 'team lunch'.\n", "what the edit says"),
                    .equal(cleared.output, "Edited #1: note 'team lunch' → ''.\n", "what clearing the note says"),
                    .equal(
                        again.output, "#1 already has those values; nothing changed.\n", "what the same edit again says"
                    ),
                    .equal(
                        stored.map {
                            [
                                MoneyFormatter.format($0.amount), $0.merchant, $0.category ?? "none", $0.note,
                                String($0.account.rawValue),
                                calendar.day(of: $0.occurredAt).description,
                            ]
                        },
                        ["RM 13.00", "Kedai Ali Maju", "Food", "", "2", "2026-11-06"], "the stored transaction"),
                ])
            },
            SelfTestCheck(
                "the money of a settlement keeps its amount: edit --amount is refused and changes nothing, while a new note is kept"
            ) { context in
                let location = try AppHarness.emptyStore(context, "edit-settlement")
                let app = AppHarness(location: location)
                let setUp = [app.run(["split", "30", "Dinner", "--with", "Ben"]), app.run(["settle", "Ben", "5"])].map(
                    \.status)
                let amount = app.run(["edit", "2", "--amount", "6"])
                let note = app.run(["edit", "2", "--note", "cash at lunch"])
                let store = Store(database: try MigrationChecks.opener().open(location).get().database)
                let stored = try store.transaction(TransactionID(2))
                return .all([
                    .equal(setUp, [0, 0], "exit statuses of the split and the settlement"),
                    .equal(
                        [amount.status, note.status], [1, 0], "exit statuses of the amount edit and the note edit"),
                    .equal(
                        amount.errors,
                        "spendrop: #2 is the money of a settlement; delete it (the settlement goes with it) and settle again\n",
                        "why the amount stays"),
                    .equal(
                        stored.map { "\(MoneyFormatter.format($0.amount)) '\($0.note)'" }, "RM 5.00 'cash at lunch'",
                        "the settlement's money"),
                    .contains(app.run(["paybook"]).output, "Ben owes you RM 10.00"),
                ])
            },
        ]
    }
}
