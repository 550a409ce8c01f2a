/// Suggests a category for a merchant from the user's own earlier choices, passed in as values.
///
/// The rule: suggest the category of the latest choice for this merchant, unless another
/// category was chosen at least `habitMinimum` (3) times and at least `habitMultiple` (3) times
/// as often as the latest one; then the latest choice looks like a one-off and the habit wins.
/// So Food, Food, Food, then Groceries once suggests Food; Food twice then Groceries suggests
/// Groceries; Food five times then Groceries twice suggests Groceries, because a change made
/// twice is a change. Among several habits, the most frequent wins, then the latest chosen.
///
/// Promises: pure, no store and no clock; choices for the merchant are found through
/// `MerchantNormaliser.key(for:)`, so case, spacing, branch and prefix variants share one
/// history; no choice for the merchant (or a merchant with an empty key) gives nil, never a
/// guess from other merchants.
/// - Complexity: O(n) in the length of the history.
public enum CategorySuggester {
    /// How many times as often a habit must have been chosen as the latest category.
    public static let habitMultiple = 3
    /// How many times a habit must have been chosen at least.
    public static let habitMinimum = 3

    /// The suggestion for `merchant`, or nil when the user never chose a category for it.
    public static func suggestion(for merchant: String, history: [CategoryChoice]) -> CategorySuggestion? {
        let key = MerchantNormaliser.key(for: merchant)
        guard !key.isEmpty else { return nil }
        var tallies: [String: (count: Int, last: CategoryChoice)] = [:]
        var latest: CategoryChoice?
        var total = 0
        for choice in history {
            let category = choice.category.trimmingWhitespace()
            guard !category.isEmpty, MerchantNormaliser.key(for: choice.merchant) == key else { continue }
            total += 1
            if let tally = tallies[category] {
                tallies[category] = (tally.count + 1, choice.isLater(than: tally.last) ? choice : tally.last)
            } else {
                tallies[category] = (1, choice)
            }
            if latest.map({ choice.isLater(than: $0) }) ?? true { latest = choice }
        }
        guard let latest else { return nil }
        let recentCategory = latest.category.trimmingWhitespace()
        let recentCount = tallies[recentCategory]?.count ?? 1
        let habits = tallies.filter { category, tally in
            category != recentCategory && tally.count >= habitMinimum && tally.count >= habitMultiple * recentCount
        }
        if let habit = habits.max(by: { left, right in
            (left.value.count, left.value.last.day, left.value.last.sequence) < (
                right.value.count, right.value.last.day, right.value.last.sequence
            )
        }) {
            return CategorySuggestion(
                category: habit.key, basis: .habit, timesChosen: habit.value.count,
                choicesForMerchant: total, lastChosen: habit.value.last.day)
        }
        return CategorySuggestion(
            category: recentCategory, basis: .mostRecent, timesChosen: recentCount,
            choicesForMerchant: total, lastChosen: latest.day)
    }

    /// The suggestion for a parsed draft's merchant; nil when the draft names none.
    public static func suggestion(for draft: TransactionDraft, history: [CategoryChoice]) -> CategorySuggestion? {
        draft.merchant.flatMap { suggestion(for: $0, history: history) }
    }
}
