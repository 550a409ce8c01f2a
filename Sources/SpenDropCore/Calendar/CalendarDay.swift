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
            (1...CalendarDay.daysIn(month: month, year: year)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Reads `YYYY-MM-DD`, exactly: ten ASCII characters, no space around them.
    public static func parse(_ text: String) throws(CalendarDayError) -> CalendarDay {
        var bytes = text
        guard let fields = bytes.withUTF8({ $0.count == 10 ? CalendarDay.fields(of: $0) : nil }) else {
            throw .notISODate(text)
        }
        guard let result = CalendarDay(year: fields.year, month: fields.month, day: fields.day) else {
            throw .noSuchDay(text)
        }
        return result
    }

    /// The day the first ten bytes of `bytes` write as `YYYY-MM-DD`, nil when they write none; the
    /// bytes after them are the caller's (a time, an offset). Reads in place, without a copy: for
    /// readers of a million dates.
    public static func read(_ bytes: UnsafeBufferPointer<UInt8>) -> CalendarDay? {
        fields(of: bytes).flatMap { CalendarDay(year: $0.year, month: $0.month, day: $0.day) }
    }

    /// The year, month and day digits of `YYYY-MM-DD` in the first ten bytes, whether or not they
    /// make a real day.
    private static func fields(of bytes: UnsafeBufferPointer<UInt8>) -> (year: Int, month: Int, day: Int)? {
        guard bytes.count >= 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
        func number(_ from: Int, _ count: Int) -> Int? {
            var value = 0
            for index in from..<(from + count) {
                let byte = bytes[index]
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0, 4), let month = number(5, 2), let day = number(8, 2) else { return nil }
        return (year, month, day)
    }

    /// Days since 1970-01-01 (negative before it), on the proleptic Gregorian calendar
    /// (Howard Hinnant's `days_from_civil`).
    public var daysSinceEpoch: Int64 {
        let (year, month, day) = (Int64(self.year), Int64(self.month), Int64(self.day))
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = shiftedYear.floorDivided(by: 400)
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The day `days` after 1970-01-01 (`civil_from_days`); nil outside years 1 to 9999.
    public init?(daysSinceEpoch days: Int64) {
        let shifted = days + 719_468
        let era = shifted.floorDivided(by: 146_097)
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        guard (1...9999).contains(year) else { return nil }
        self.init(year: Int(year), month: Int(month), day: Int(day))
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
        // `YYYY-MM-DD` in ten bytes (every day has a four-digit year): every daily label of a
        // report is one of these.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 10) { bytes in
            func write(_ value: Int, endingAt last: Int, width: Int) {
                var rest = value
                for position in stride(from: last, to: last - width, by: -1) {
                    bytes[position] = 0x30 + UInt8(truncatingIfNeeded: rest % 10)
                    rest /= 10
                }
            }
            write(year, endingAt: 3, width: 4)
            write(month, endingAt: 6, width: 2)
            write(day, endingAt: 9, width: 2)
            bytes[4] = 0x2D
            bytes[7] = 0x2D
            return String(decoding: bytes, as: UTF8.self)
        }
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
