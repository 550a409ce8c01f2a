/// A category suggested for a merchant, with why: the user's latest choice, or a long habit.
///
/// Promises: only ever made from the user's own choices for the same merchant key; `category`
/// is one of them, spelled as the user spelled it.
public struct CategorySuggestion: Hashable, Sendable, CustomStringConvertible {
    /// Which rule of `CategorySuggester` picked the category.
    public enum Basis: String, Hashable, Sendable {
        /// The category of the latest choice for this merchant.
        case mostRecent = "most-recent"
        /// A category chosen far more often than the latest one, which looks like a one-off.
        case habit = "habit"
    }

    public let category: String
    public let basis: Basis
    /// How many times the user chose `category` for this merchant.
    public let timesChosen: Int
    /// How many choices the user made for this merchant in all.
    public let choicesForMerchant: Int
    /// The day the user last chose `category` for this merchant.
    public let lastChosen: CalendarDay

    public init(category: String, basis: Basis, timesChosen: Int, choicesForMerchant: Int, lastChosen: CalendarDay) {
        self.category = category
        self.basis = basis
        self.timesChosen = timesChosen
        self.choicesForMerchant = choicesForMerchant
        self.lastChosen = lastChosen
    }

    /// `Food: your latest choice for this merchant (2 of 3 times)`.
    public var description: String {
        let times = "\(timesChosen) of \(choicesForMerchant) \(choicesForMerchant == 1 ? "time" : "times")"
        switch basis {
        case .mostRecent: return "\(category): your latest choice for this merchant (\(times))"
        case .habit: return "\(category): your usual choice for this merchant (\(times))"
        }
    }
}
