import Foundation
import SelfTestRunner
import SpenDropCore
import SpenDropStore

/// Which category is suggested from which history, and when nothing is.
enum CategorySuggestionChecks {
    static func day(_ number: Int) -> CalendarDay { CalendarDay(year: 2026, month: 11, day: number)! }

    static func choice(_ merchant: String, _ category: String, _ dayNumber: Int, _ sequence: Int = 0) -> CategoryChoice
    {
        CategoryChoice(merchant: merchant, category: category, day: day(dayNumber), sequence: sequence)
    }

    /// `Food (most-recent)` or `none`.
    static func suggested(_ merchant: String, _ history: [CategoryChoice]) -> String {
        CategorySuggester.suggestion(for: merchant, history: history).map { "\($0.category) (\($0.basis.rawValue))" }
            ?? "none"
    }

    static var all: [SelfTestCheck] {
        [
            SelfTestCheck(
                "a category chosen with add, then changed with edit, is what parse suggests for a notification from that shop"
            ) { context in
                let location = try AppHarness.emptyStore(context, "learned")
                let notification = try context.makeScratchDirectory("text").appendingPathComponent("notification.txt")
                try Data("Touch 'n Go eWallet: You've paid RM8.00 to MAMAK CORNER on 02/12/2026 13:45.\n".utf8).write(
                    to: notification)
                let app = AppHarness(location: location)
                let before = app.run(["parse", notification.path]).output
                let added = app.run(["add", "12.50", "Mamak Corner", "--category", "Food"])
                let afterAdd = app.run(["parse", notification.path]).output
                let edited = app.run(["edit", "1", "--category", "Supper"])
                let afterEdit = app.run(["parse", notification.path]).output
                return .all([
                    .equal([added.status, edited.status], [0, 0], added.errors + edited.errors),
                    .contains(before, "no category suggestion yet", "before any choice"),
                    .contains(afterAdd, "suggested category Food", "after add --category Food"),
                    .contains(
                        afterEdit, "suggested category Supper", "after edit --category Supper, the latest choice"),
                ])
            },
            SelfTestCheck("no history gives no suggestion") { _ in
                .equal(suggested("Mamak Corner", []), "none")
            },
            SelfTestCheck("history for other merchants only gives no suggestion, never a guess") { _ in
                let history = [
                    choice("Mamak Station", "Food", 1), choice("SHELL BANDAR SUNWAY", "Transport", 2),
                    choice("MAMAK CORNER SDN BHD", "  ", 3),
                ]
                return .equal(suggested("Mamak Corner", history), "none")
            },
            SelfTestCheck("a merchant with an empty name gives no suggestion") { _ in
                .equal(suggested("  ", [choice("  ", "Food", 1)]), "none")
            },
            SelfTestCheck("one earlier choice is suggested") { _ in
                .equal(suggested("Mamak Corner", [choice("MAMAK CORNER SDN BHD", "Food", 1)]), "Food (most-recent)")
            },
            SelfTestCheck("the most recent choice wins over an older one chosen twice") { _ in
                let history = [
                    choice("Mamak Corner", "Food", 1), choice("Mamak Corner", "Food", 2),
                    choice("Mamak Corner", "Groceries", 3),
                ]
                return .equal(suggested("Mamak Corner", history), "Groceries (most-recent)")
            },
            SelfTestCheck("a habit chosen three times wins over a one-off latest choice") { _ in
                let history = [
                    choice("Mamak Corner", "Food", 1), choice("Mamak Corner", "Food", 2),
                    choice("Mamak Corner", "Food", 3),
                    choice("Mamak Corner", "Groceries", 4),
                ]
                let suggestion = CategorySuggester.suggestion(for: "Mamak Corner", history: history)
                return .all([
                    .equal(suggested("Mamak Corner", history), "Food (habit)"),
                    .equal(suggestion?.timesChosen, 3, "times Food was chosen"),
                    .equal(suggestion?.choicesForMerchant, 4, "choices for the merchant"),
                    .equal(suggestion?.lastChosen, day(3), "the day Food was last chosen"),
                ])
            },
            SelfTestCheck("a change made twice beats a habit of five: 5 is less than 3 x 2") { _ in
                let history =
                    (1...5).map { choice("Mamak Corner", "Food", $0) }
                    + [choice("Mamak Corner", "Groceries", 6), choice("Mamak Corner", "Groceries", 7)]
                return .equal(suggested("Mamak Corner", history), "Groceries (most-recent)")
            },
            SelfTestCheck("a habit of six holds against a change made twice: 6 is 3 x 2") { _ in
                let history =
                    (1...6).map { choice("Mamak Corner", "Food", $0) }
                    + [choice("Mamak Corner", "Groceries", 7), choice("Mamak Corner", "Groceries", 8)]
                return .equal(suggested("Mamak Corner", history), "Food (habit)")
            },
            SelfTestCheck("among two habits the more frequent one wins") { _ in
                let history =
                    (1...3).map { choice("Mamak Corner", "Food", $0) }
                    + (4...7).map { choice("Mamak Corner", "Dining", $0) }
                    + [choice("Mamak Corner", "Groceries", 8)]
                return .equal(suggested("Mamak Corner", history), "Dining (habit)")
            },
            SelfTestCheck("the order of the history array does not matter, only day and sequence") { _ in
                var history = [
                    choice("Mamak Corner", "Food", 1), choice("Mamak Corner", "Food", 2),
                    choice("Mamak Corner", "Groceries", 9),
                    choice("Mamak Corner", "Transport", 5),
                ]
                var random = SplitMix64(seed: 0xCA7E)
                var verdicts: [CheckVerdict] = []
                for round in 0..<8 {
                    for index in stride(from: history.count - 1, to: 0, by: -1) {
                        history.swapAt(index, Int(random.next(below: UInt64(index + 1))))
                    }
                    verdicts.append(
                        .equal(suggested("Mamak Corner", history), "Groceries (most-recent)", "shuffle \(round + 1)"))
                }
                return .all(verdicts)
            },
            SelfTestCheck("on the same day the higher sequence number is the more recent choice") { _ in
                let history = [choice("Mamak Corner", "Groceries", 4, 20), choice("Mamak Corner", "Food", 4, 7)]
                return .equal(suggested("Mamak Corner", history), "Groceries (most-recent)")
            },
            SelfTestCheck("case, spacing, branch and prefix variants share one history") { _ in
                let history = [
                    choice("MAMAK CORNER SDN BHD", "Food", 1), choice("DuitNow QR - MAMAK CORNER #0231", "Food", 2),
                    choice("  mamak corner ", "Food", 3), choice("Mamak Station", "Groceries", 9),
                    choice("Mamak Corner - SS2", "Groceries", 4),
                ]
                let suggestion = CategorySuggester.suggestion(for: "Mamak Corner - SS2", history: history)
                return .all([
                    .equal(suggestion.map { "\($0.category) (\($0.basis.rawValue))" }, "Food (habit)"),
                    .equal(suggestion?.choicesForMerchant, 4, "choices counted for the merchant"),
                ])
            },
            SelfTestCheck("a parsed draft's merchant finds its history; a draft with no merchant finds none") { _ in
                let outcome = NotificationParser(referenceDay: day(30)).parse(
                    "Touch 'n Go eWallet: You've paid RM12.50 to MAMAK CORNER SDN BHD on 02/11/2026 13:45.")
                let history = [choice("Mamak Corner - SS2", "Food", 1)]
                let noMerchant = TransactionDraft(amount: Money(minorUnits: 1250, currency: .myr), direction: .moneyOut)
                return .all([
                    .equal(
                        outcome.drafts.first.flatMap {
                            CategorySuggester.suggestion(for: $0, history: history)?.category
                        }, "Food"),
                    .equal(
                        CategorySuggester.suggestion(for: noMerchant, history: history)?.category, nil,
                        "draft with no merchant"),
                ])
            },
            SelfTestCheck("a suggestion explains itself in one line") { _ in
                let history =
                    (1...3).map { choice("Mamak Corner", "Food", $0) } + [choice("Mamak Corner", "Groceries", 4)]
                return .equal(
                    CategorySuggester.suggestion(for: "Mamak Corner", history: history)?.description,
                    "Food: your usual choice for this merchant (3 of 4 times)")
            },
        ]
    }
}
