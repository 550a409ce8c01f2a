import Foundation

/// A calendar period the user reports on: a day, a week, a month, a year, or all time.
///
/// Promises: `interval` runs from the period's first instant (inclusive) to the next period's
/// first instant (exclusive) in the time zone it was made with; all time has no interval and
/// contains every instant.
public struct ReportingPeriod: Hashable, Sendable, CustomStringConvertible {
    /// How long a period is.
    public enum Kind: String, CaseIterable, Sendable {
        case day, week, month, year, allTime
    }

    public let kind: Kind
    public let interval: DateInterval?
    /// What a screen calls it: `2026-12-02`, `week of 2026-11-30`, `2026-12`, `2026`, `all time`.
    public let label: String

    public init(kind: Kind, interval: DateInterval?, label: String) {
        self.kind = kind
        self.interval = interval
        self.label = label
    }

    public static let allTime = ReportingPeriod(kind: .allTime, interval: nil, label: "all time")

    public func contains(_ instant: Date) -> Bool {
        guard let interval else { return true }
        return instant >= interval.start && instant < interval.end
    }

    public var description: String { label }
}
