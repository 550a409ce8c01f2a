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
    /// The group it was recorded in (`split … --group Langkawi`), as first written; nil for none.
    public let group: String?

    public init(id: PayBookEntryID, day: CalendarDay, record: Record, group: String? = nil) {
        self.id = id
        self.day = day
        self.record = record
        self.group = group
    }

    /// Whether it is in the group named `name`, letter case aside as with people (`langkawi` is `Langkawi`).
    public func isIn(group name: String) -> Bool {
        group?.lowercased() == name.lowercased()
    }

    /// The currency the entry moves.
    public var currency: Currency {
        switch record {
        case .split(let split): return split.total.currency
        case .settlement(let settlement): return settlement.amount.currency
        }
    }
}
