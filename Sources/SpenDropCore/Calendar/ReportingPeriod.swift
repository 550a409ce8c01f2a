import Foundation

/// A calendar period the user reports on: a day, a week, a month, a year, all time, or a span of
/// days from one through another.
///
/// Promises: `interval` runs from the period's first instant (inclusive) to the next period's
/// first instant (exclusive) in the time zone it was made with; all time has no interval and
/// contains every instant.
public struct ReportingPeriod: Hashable, Sendable, CustomStringConvertible {
    /// How long a period is.
    public enum Kind: String, CaseIterable, Sendable {
        case day, week, month, year, allTime
        /// From one day through another, whatever the calendar's units (`--from`/`--to`).
        case span
    }

    public let kind: Kind
    public let interval: DateInterval?
    /// Its first and last calendar day, as days since 1970-01-01; nil for all time. A
    /// transaction belongs to a period by the day it happened on where it happened.
    public let days: ClosedRange<Int64>?
    /// What a screen calls it: `2026-12-02`, `week of 2026-11-30`, `2026-12`, `2026`, `all time`,
    /// `2026-11-03 to 2026-12-02`.
    public let label: String

    public init(kind: Kind, interval: DateInterval?, days: ClosedRange<Int64>?, label: String) {
        self.kind = kind
        self.interval = interval
        self.days = days
        self.label = label
    }

    public static let allTime = ReportingPeriod(kind: .allTime, interval: nil, days: nil, label: "all time")

    public func contains(_ instant: Date) -> Bool {
        guard let interval else { return true }
        return instant >= interval.start && instant < interval.end
    }

    /// Whether `day` is one of its days.
    public func contains(day: CalendarDay) -> Bool {
        guard let days else { return true }
        return days.contains(day.daysSinceEpoch)
    }

    public var description: String { label }
}
