/// Where one category's budget stands in a month: its limit (with what rolled over into it),
/// what was spent, what is left, how much of the month is gone, and the pace.
///
/// Promises: exact minor units in the budget's currency; `left` is negative when overspent.
public struct BudgetStatus: Equatable, Sendable {
    /// How spending compares with the limit.
    public enum Pace: Equatable, Sendable {
        /// At this rate the month ends within the limit.
        case onTrack
        /// Within the limit so far, but at this rate the month ends over it by this much.
        case overAtThisRate(Money)
        /// Already over the limit by this much.
        case over(Money)
    }

    public let category: String
    /// The month's limit, rollover included.
    public let limit: Money
    /// What rolled over from the month before (zero without rollover).
    public let rolledOver: Money
    public let spent: Money
    public let month: BudgetMonth
    /// How much of the month is gone, in basis points (10,000 for a month that has ended).
    public let monthGoneBasisPoints: Int
    public let pace: Pace

    public var left: Money { Money(minorUnits: limit.minorUnits - spent.minorUnits, currency: limit.currency) }

    /// Spent, in basis points of the limit. A limit that overspending carried over brought to
    /// nothing or less is all used: 10,000, whatever was spent.
    public var spentBasisPoints: Int {
        guard limit.minorUnits > 0 else { return 10_000 }
        return Int(spent.minorUnits * 10_000 / limit.minorUnits)
    }

    /// Over the limit, heading over it, or at 80 % of it or more: what Home points out.
    public var needsAttention: Bool { pace != .onTrack || spentBasisPoints >= 8_000 }

    /// `on track`, `over by RM 20.00 at this rate`, `over by RM 5.00`.
    public var paceText: String {
        switch pace {
        case .onTrack: return "on track"
        case .overAtThisRate(let amount): return "over by \(MoneyFormatter.format(amount)) at this rate"
        case .over(let amount): return "over by \(MoneyFormatter.format(amount))"
        }
    }
}
