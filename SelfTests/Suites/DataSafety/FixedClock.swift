import Foundation

/// The moment Data safety checks pretend it is, so backup names are predictable.
enum FixedClock {
    /// 2026-12-02 13:15:00 UTC.
    static let now = Date(timeIntervalSince1970: 1_796_217_300)
}
