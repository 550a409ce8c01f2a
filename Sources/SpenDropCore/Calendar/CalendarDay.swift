/// A date on the calendar with no time and no zone: what a person means by `2026-12-02`.
///
/// Promises: only real dates exist (no 31 April, 29 February only in leap years); the text form
/// is ISO `YYYY-MM-DD` and `parse` accepts exactly that.
public struct CalendarDay: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
              (1...CalendarDay.daysIn(month: month, year: year)).contains(day) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Reads `YYYY-MM-DD`.
    public static func parse(_ text: String) throws(CalendarDayError) -> CalendarDay {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]) else {
            throw .notISODate(text)
        }
        guard let result = CalendarDay(year: year, month: month, day: day) else { throw .noSuchDay(text) }
        return result
    }

    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    public var description: String {
        "\(DigitText.zeroPadded(year, width: 4))-\(DigitText.zeroPadded(month, width: 2))-\(DigitText.zeroPadded(day, width: 2))"
    }
}

/// Why a date was not understood.
public enum CalendarDayError: Error, Equatable, Sendable, CustomStringConvertible {
    case notISODate(String)
    case noSuchDay(String)

    public var description: String {
        switch self {
        case .notISODate(let text): return "'\(text)' is not a date; write it as YYYY-MM-DD, for example 2026-12-02"
        case .noSuchDay(let text): return "'\(text)' is not a day on the calendar"
        }
    }
}
