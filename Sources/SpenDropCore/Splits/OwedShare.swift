import Foundation

/// My share of a bill someone else paid: my spending on the bill's day, in its category, and a
/// debt to the payer until I settle. It moves none of my accounts.
///
/// Promises: made only by `SharedMoney.owedShare`, so its amount is more than zero, in the bill's
/// currency, and its instant is the start of the bill's day in the reporting calendar.
public struct OwedShare: Equatable, Sendable {
    /// My part of the bill.
    public let amount: Money
    /// The day the bill was split.
    public let day: CalendarDay
    /// The start of `day`: the instant reports place it at.
    public let occurredAt: Date
    /// The category the bill was given, if any.
    public let category: String?
    /// Who paid the bill, and so whom I owe.
    public let payer: Person

    init(amount: Money, day: CalendarDay, occurredAt: Date, category: String?, payer: Person) {
        self.amount = amount
        self.day = day
        self.occurredAt = occurredAt
        self.category = category
        self.payer = payer
    }
}
