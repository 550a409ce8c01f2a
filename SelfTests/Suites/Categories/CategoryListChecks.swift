import SelfTestRunner
import SpenDropCore
import SpenDropStore

/// `spendrop categories`: one category whatever its spelling, listed with its counts and totals,
/// renamed and merged everywhere it is used, and undone whole.
enum CategoryListChecks {
    static var all: [SelfTestCheck] {
        [
            SelfTestCheck(
                "categories lists food and Food as one, named as first used, with the transactions and the spending of both"
            ) { context in
                let location = try AppHarness.emptyStore(context, "category-list")
                var app = AppHarness(location: location)
                app.now = SampleLedger.at(2026, 12, 5, 18)
                for words in [
                    ["add", "5", "Kopi", "--category", "Food", "--date", "2026-12-01"],
                    ["add", "6", "Teh", "--category", "food"],
                    ["income", "9", "Refund", "--category", "FOOD"], ["add", "7", "Roti", "--category", "Café"],
                ] {
                    _ = app.run(words)
                }
                let listed = app.run(["categories"]).output.split(separator: "\n").map(String.init)
                return .equal(
                    listed,
                    [
                        "Categories", "  Café · 1 transaction · RM 7.00 spent",
                        "  Food · 3 transactions · RM 11.00 spent (also written FOOD, food)",
                    ])
            },
            SelfTestCheck(
                "rename reaches every spelling and every table, refuses to merge by accident; merge joins two; undo takes either back"
            ) { context in
                let location = try AppHarness.emptyStore(context, "category-rename")
                var app = AppHarness(location: location)
                app.now = SampleLedger.at(2026, 12, 5, 18)
                for words in [
                    ["add", "5", "Kopi", "--category", "food"], ["add", "6", "Teh", "--category", "Food"],
                    ["add", "7", "Roti", "--category", "Snacks"],
                    ["budget", "set", "food", "100"], ["budget", "set", "Snacks", "50"],
                ] {
                    _ = app.run(words)
                }
                let clash = app.run(["categories", "rename", "snacks", "FOOD"])
                let renamed = app.run(["categories", "rename", "FOOD", "Meals"])
                let merged = app.run(["categories", "merge", "Snacks", "meals"])
                let after = app.run(["categories"]).output
                let budgets = app.run(["budget"]).output
                _ = app.run(["undo"])
                let undone = app.run(["categories"]).output
                return .all([
                    .equal(clash.status, 1, "a rename onto another category"),
                    .contains(
                        clash.errors,
                        "'Food' is a category already; 'spendrop categories merge snacks Food' puts the two together",
                        "what to do"),
                    .equal(renamed.status, 0, renamed.errors),
                    .equal(merged.status, 0, merged.errors),
                    .contains(
                        after, "  Meals · 3 transactions · RM 18.00 spent\n",
                        "one category, one spelling, after the merge"),
                    .that(
                        budgets.contains("Meals") && budgets.contains("RM 100.00") && !budgets.contains("Snacks"),
                        expected: "the target's budget kept",
                        actual: budgets),
                    .that(
                        undone.contains("Snacks · 1 transaction") && undone.contains("Meals · 2 transactions"),
                        expected: "the merge undone", actual: undone),
                ])
            },
        ]
    }
}
