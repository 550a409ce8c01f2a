/// One record in a `PayBook`: a split or a settlement, with the id and the day it was recorded on.
///
/// Promises: a plain value; the id and the day come from the caller, never from a clock or a
/// random source.
public struct PayBookEntry: Identifiable, Equatable, Sendable {
    /// What the entry records.
    public enum Record: Equatable, Sendable {
        /// A bill someone paid, divided among people.
        case split(Split)
        /// A payment that pays off what one person owes another.
        case settlement(Settlement)
    }

    public let id: PayBookEntryID
    public let day: CalendarDay
    public let record: Record

    public init(id: PayBookEntryID, day: CalendarDay, record: Record) {
        self.id = id
        self.day = day
        self.record = record
    }

    /// The currency the entry moves.
    public var currency: Currency {
        switch record {
        case .split(let split): return split.total.currency
        case .settlement(let settlement): return settlement.amount.currency
        }
    }
}
