import SelfTestRunner
import SpenDropCore
import SpenDropStore

/// Applying a draft to the review form: what it fills in, what it keeps, and that it cannot
/// touch the store.
enum ReviewFormChecks {
    static let today = CalendarDay(year: 2026, month: 12, day: 3)!

    static let draft = TransactionDraft(
        amount: Money(minorUnits: 1250, currency: .myr), direction: .moneyOut, merchant: "MAMAK CORNER SDN BHD",
        date: CalendarDay(year: 2026, month: 12, day: 2), time: TimeOfDay(hour: 13, minute: 45),
        reference: "1234567890",
        accountHint: AccountHint(institution: "Touch 'n Go eWallet"))

    static let foodHabit = CategorySuggestion(
        category: "Food", basis: .habit, timesChosen: 3, choicesForMerchant: 4,
        lastChosen: CalendarDay(year: 2026, month: 11, day: 30)!)

    static var all: [SelfTestCheck] {
        [
            SelfTestCheck("applying a draft fills every field it carries and the suggested category") { _ in
                let form = ReviewForm(today: today).applying(draft: draft, suggestion: foodHabit)
                return .all([
                    .equal(form.amount, draft.amount, "amount"),
                    .equal(form.direction, .moneyOut, "direction"),
                    .equal(form.merchant, "MAMAK CORNER SDN BHD", "merchant"),
                    .equal(form.date.description, "2026-12-02", "date"),
                    .equal(form.time?.description, "13:45", "time"),
                    .equal(form.reference, "1234567890", "reference"),
                    .equal(form.accountHint?.institution, "Touch 'n Go eWallet", "account hint"),
                    .equal(form.category, "Food", "category"),
                    .equal(form.categoryOrigin, .suggested(.habit), "category origin"),
                ])
            },
            SelfTestCheck("a money-in draft makes the form money in, even over a form that was money out") { _ in
                var income = draft
                income.direction = .moneyIn
                let form = ReviewForm(today: today).applying(draft: draft, suggestion: nil).applying(
                    draft: income, suggestion: nil)
                return .equal(form.direction, .moneyIn, "direction")
            },
            SelfTestCheck("a draft with no date keeps today's date and its warning") { _ in
                var undated = draft
                undated.date = nil
                undated.warnings = [.dateMissing]
                let form = ReviewForm(today: today).applying(draft: undated, suggestion: nil)
                return .all([
                    .equal(form.date, today, "date"),
                    .equal(form.warnings, [.dateMissing], "warnings"),
                ])
            },
            SelfTestCheck("no suggestion leaves no category rather than a guess, and clears an earlier suggestion") {
                _ in
                let suggestedBefore = ReviewForm(today: today).applying(draft: draft, suggestion: foodHabit)
                let form = suggestedBefore.applying(draft: draft, suggestion: nil)
                return .all([
                    .equal(form.category, nil, "category"),
                    .equal(form.categoryOrigin, .none, "category origin"),
                ])
            },
            SelfTestCheck("a category the user chose is never replaced by a suggestion") { _ in
                let form = ReviewForm(today: today).choosingCategory("Entertainment").applying(
                    draft: draft, suggestion: foodHabit)
                return .all([
                    .equal(form.category, "Entertainment", "category"),
                    .equal(form.categoryOrigin, .chosenByUser, "category origin"),
                ])
            },
            SelfTestCheck("applying a draft never reaches the store: a fresh DataContainer stays in its initial state")
            { _ in
                let container = DataContainer()
                let before = container.status
                let history = [CategoryChoice(merchant: "Mamak Corner - SS2", category: "Food", day: today)]
                let suggestion = CategorySuggester.suggestion(for: draft, history: history)
                let form = ReviewForm(today: today).applying(draft: draft, suggestion: suggestion)
                return .all([
                    .equal(before, StoreStatus.initial, "status before"),
                    .equal(container.status, before, "status after applying the draft"),
                    .equal(container.store == nil, true, "no store opened"),
                    .equal(form.category, "Food", "the form still got its category"),
                ])
            },
        ]
    }
}
