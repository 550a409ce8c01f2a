import Foundation

/// A monthly spending limit for one category, from a month on: `budget set Food 500 --from 2026-12`.
/// A later `from` for the same category replaces the limit from that month on; earlier months
/// keep theirs. With `rollover`, what is left of a month's limit is added to the next month's;
/// with `carryOverspending` too, what was spent over it is taken from the next month's. An
/// `ended` version ends the budget from its month on (`budget unset`), its history kept.
///
/// Promises: the limit is more than zero; the category is compared as `CategoryIdentity` says.
public struct Budget: Equatable, Sendable {
    public let category: String
    public let limit: Money
    public let from: BudgetMonth
    public let rollover: Bool
    /// With `rollover`: an overspent month carries what it overspent into the next.
    public let carryOverspending: Bool
    /// No budget from `from` on: the category's budget ended that month.
    public let ended: Bool

    public init(
        category: String, limit: Money, from: BudgetMonth, rollover: Bool, carryOverspending: Bool = false,
        ended: Bool = false
    ) throws(BudgetError) {
        guard limit.minorUnits > 0 else { throw .limitNotPositive(limit) }
        guard !category.trimmingCharacters(in: .whitespaces).isEmpty else { throw .blankCategory }
        self.category = category
        self.limit = limit
        self.from = from
        self.rollover = rollover || carryOverspending
        self.carryOverspending = carryOverspending
        self.ended = ended
    }

    /// The key categories are compared by.
    public var key: String { CategoryIdentity.key(category) }
}

/// Why a budget cannot be made.
public enum BudgetError: Error, Equatable, Sendable, CustomStringConvertible {
    case limitNotPositive(Money)
    case blankCategory

    public var description: String {
        switch self {
        case .limitNotPositive(let limit):
            return
                "a budget's limit is more than nothing, not \(MoneyFormatter.format(limit)); 'spendrop budget unset CATEGORY' removes one"
        case .blankCategory:
            return "a budget needs a category name"
        }
    }
}
