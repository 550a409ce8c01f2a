import Foundation

/// An instant with the offset from UTC of the clock it happened by: what a transaction keeps, so
/// the day and time it happened at are where it happened, whatever zone it is read in later.
///
/// Promises: a plain value; `init(_:in:)` takes the zone's offset at that very instant (summer
/// time included).
public struct Moment: Hashable, Sendable {
    public let instant: Date
    /// Seconds east of UTC.
    public let utcOffset: Int32

    public init(instant: Date, utcOffset: Int32) {
        self.instant = instant
        self.utcOffset = utcOffset
    }

    /// `instant` on the clock of `timeZone`.
    public init(_ instant: Date, in timeZone: TimeZone) {
        self.init(instant: instant, utcOffset: Int32(timeZone.secondsFromGMT(for: instant)))
    }
}
