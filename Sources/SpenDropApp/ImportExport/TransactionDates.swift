import Foundation
import SpenDropCore

/// Reads and writes the `date` of a transaction in a file: a day, or a date-time on the clock it
/// happened by.
///
/// Promises:
/// - `YYYY-MM-DD` means noon that day on the user's clock, exactly as `--date` does
///   (`InputReading.moment`); an ISO date-time (`2026-12-02T13:15:07+08:00`, `…Z`, or with no
///   offset for the user's zone; seconds optional; a space may stand for the `T`) means that
///   instant on the clock of that offset.
/// - `text(for:)` writes `YYYY-MM-DD` for a transaction at noon on its own clock, and the full
///   date-time with its own offset otherwise, so every day, time and offset round-trips (and
///   every instant, read in the zone it was written in).
/// - Complexity: each day is worked out once and remembered, so a million rows over a few years
///   cost a few thousand calendar calculations.
final class TransactionDates {
    let calendar: ReportingCalendar
    private var noonByText: [String: (seconds: Int64, utcOffset: Int32)] = [:]
    private var noonByDay: [Int64: (seconds: Int64, utcOffset: Int32)] = [:]

    init(calendar: ReportingCalendar) {
        self.calendar = calendar
    }

    /// The instant `text` names, with the offset of its clock, or a reason it names none.
    func moment(_ text: String) throws(DateProblem) -> (seconds: Int64, utcOffset: Int32) {
        let isDay = text.utf8.count == 10
        if isDay, let known = noonByText[text] { return known }
        var bytes = text
        switch bytes.withUTF8({ parse($0) }) {
        case .noon(let day):
            let noon = noon(of: day)
            if isDay { noonByText[text] = noon }
            return noon
        case .instant(let seconds, let offset):
            return (seconds, offset)
        case .notADate:
            throw .unreadable(
                "'\(text)' is not a date; write YYYY-MM-DD or an ISO date-time such as 2026-12-02T13:15:00+08:00")
        case .notADateTime:
            throw .unreadable(
                "'\(text)' is not an ISO date-time; write it as 2026-12-02T13:15:00+08:00, with Z or an offset, or YYYY-MM-DD"
            )
        }
    }

    private enum Parsed {
        case noon(CalendarDay)
        case instant(Int64, offset: Int32)
        case notADate
        case notADateTime
    }

    /// Reads the bytes of a date or date-time without making a copy of them.
    private func parse(_ all: UnsafeBufferPointer<UInt8>) -> Parsed {
        var start = 0, end = all.count
        while start < end, all[start] == 0x20 || all[start] == 0x09 { start += 1 }
        while end > start, all[end - 1] == 0x20 || all[end - 1] == 0x09 { end -= 1 }
        let bytes = UnsafeBufferPointer(rebasing: all[start..<end])
        func number(_ from: Int, _ count: Int) -> Int64? {
            guard from + count <= bytes.count else { return nil }
            var value: Int64 = 0
            for index in from..<(from + count) {
                let byte = bytes[index]
                guard byte >= 0x30, byte <= 0x39 else { return nil }
                value = value * 10 + Int64(byte - 0x30)
            }
            return value
        }
        guard let day = CalendarDay.read(bytes) else { return .notADate }
        if bytes.count == 10 { return .noon(day) }
        guard bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: " "), let hour = number(11, 2),
            bytes.count > 13, bytes[13] == UInt8(ascii: ":"), let minute = number(14, 2), hour < 24, minute < 60
        else {
            return .notADateTime
        }
        var cursor = 16
        var second: Int64 = 0
        if cursor < bytes.count, bytes[cursor] == UInt8(ascii: ":") {
            guard let value = number(cursor + 1, 2), value < 60 else { return .notADateTime }
            second = value
            cursor += 3
        }
        let local = day.daysSinceEpoch * 86_400 + hour * 3600 + minute * 60 + second
        if cursor == bytes.count {
            // No offset: the user's zone.
            let guess =
                local - Int64(calendar.timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(local))))
            let offset = Int64(calendar.timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(guess))))
            return .instant(local - offset, offset: Int32(offset))
        }
        if bytes[cursor] == UInt8(ascii: "Z") {
            return cursor + 1 == bytes.count ? .instant(local, offset: 0) : .notADateTime
        }
        guard bytes[cursor] == UInt8(ascii: "+") || bytes[cursor] == UInt8(ascii: "-") else { return .notADateTime }
        let sign: Int64 = bytes[cursor] == UInt8(ascii: "-") ? -1 : 1
        let colon = cursor + 3 < bytes.count && bytes[cursor + 3] == UInt8(ascii: ":") ? 1 : 0
        guard cursor + 5 + colon == bytes.count, let offsetHours = number(cursor + 1, 2),
            let offsetMinutes = number(cursor + 3 + colon, 2), offsetHours <= 18, offsetMinutes < 60
        else { return .notADateTime }
        let offset = sign * (offsetHours * 3600 + offsetMinutes * 60)
        return .instant(local - offset, offset: Int32(offset))
    }

    /// `YYYY-MM-DD` for noon on its own clock, the ISO date-time with its offset otherwise.
    func text(for seconds: Int64, utcOffset: Int32) -> String {
        let described = describe(seconds, utcOffset: utcOffset)
        return described.isNoon ? described.day : described.dateTime
    }

    /// The ISO date-time with its offset: `2026-12-02T12:00:00+08:00`.
    func dateTimeText(for seconds: Int64, utcOffset: Int32) -> String {
        describe(seconds, utcOffset: utcOffset).dateTime
    }

    /// The calendar day it happened on, on its own clock.
    func dayText(for seconds: Int64, utcOffset: Int32) -> String {
        describe(seconds, utcOffset: utcOffset).day
    }

    private func describe(_ seconds: Int64, utcOffset: Int32) -> (day: String, dateTime: String, isNoon: Bool) {
        let offset = Int64(utcOffset)
        let local = seconds + offset
        let dayNumber = local.floorDivided(by: 86_400)
        let day = CalendarDay(daysSinceEpoch: dayNumber)
        let dayText = day?.description ?? "\(dayNumber) days from 1970-01-01"
        let timeOfDay = local - dayNumber * 86_400
        let isNoon = timeOfDay == 12 * 3600
        let sign = offset < 0 ? "-" : "+"
        let offsetMinutes = abs(offset) / 60
        let dateTime =
            dayText + "T" + DigitText.zeroPadded(timeOfDay / 3600, width: 2) + ":"
            + DigitText.zeroPadded(timeOfDay / 60 % 60, width: 2)
            + ":" + DigitText.zeroPadded(timeOfDay % 60, width: 2) + sign
            + DigitText.zeroPadded(offsetMinutes / 60, width: 2) + ":"
            + DigitText.zeroPadded(offsetMinutes % 60, width: 2)
        return (dayText, dateTime, isNoon)
    }

    /// Noon of `day` in the user's zone, as `--date` records it, with that zone's offset then.
    private func noon(of day: CalendarDay) -> (seconds: Int64, utcOffset: Int32) {
        let key = Int64(day.year) * 10_000 + Int64(day.month) * 100 + Int64(day.day)
        if let known = noonByDay[key] { return known }
        let moment = Moment(calendar.start(of: day).addingTimeInterval(12 * 3600), in: calendar.timeZone)
        let noon = (Int64(moment.instant.timeIntervalSince1970), moment.utcOffset)
        noonByDay[key] = noon
        return noon
    }
}

/// Why a date in a file was not understood.
enum DateProblem: Error, CustomStringConvertible {
    case unreadable(String)

    var description: String {
        switch self {
        case .unreadable(let reason): return reason
        }
    }
}
