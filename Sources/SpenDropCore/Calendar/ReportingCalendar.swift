import Foundation

/// Turns instants into the user's calendar days and periods, in a time zone and with a first
/// weekday that are passed in as values (never read from the machine).
///
/// Promises: the same instants, zone and first weekday always give the same days and periods;
/// weeks start on `firstWeekday` (1 = Sunday … 7 = Saturday, as Foundation counts).
public struct ReportingCalendar: Sendable {
    public let timeZone: TimeZone
    public let firstWeekday: Int
    private let calendar: Calendar

    public init(timeZone: TimeZone, firstWeekday: Int = 2) {
        self.timeZone = timeZone
        self.firstWeekday = min(max(firstWeekday, 1), 7)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendar.firstWeekday = self.firstWeekday
        calendar.minimumDaysInFirstWeek = 1
        self.calendar = calendar
    }

    /// The first instant of `day` in this time zone.
    public func start(of day: CalendarDay) -> Date {
        calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day))!
    }

    /// The calendar day `instant` falls on in this time zone.
    public func day(of instant: Date) -> CalendarDay {
        let parts = calendar.dateComponents([.year, .month, .day], from: instant)
        return CalendarDay(year: parts.year!, month: parts.month!, day: parts.day!)!
    }

    /// The time on the clock at `instant` in this time zone.
    public func time(of instant: Date) -> TimeOfDay {
        let parts = calendar.dateComponents([.hour, .minute], from: instant)
        return TimeOfDay(hour: parts.hour!, minute: parts.minute!)!
    }

    /// From the start of `first` to the start of the day after `last`: both days included.
    public func interval(from first: CalendarDay, through last: CalendarDay) -> DateInterval {
        let start = start(of: first)
        let end = calendar.date(byAdding: .day, value: 1, to: self.start(of: last))!
        return DateInterval(start: start, end: max(start, end))
    }

    /// The period of `kind` that contains `instant`.
    public func period(_ kind: ReportingPeriod.Kind, containing instant: Date) -> ReportingPeriod {
        let component: Calendar.Component
        switch kind {
        case .allTime: return .allTime
        // A span has no calendar unit: the day that holds the instant.
        case .span: return period(.day, containing: instant)
        case .day: component = .day
        case .week: component = .weekOfYear
        case .month: component = .month
        case .year: component = .year
        }
        let interval = calendar.dateInterval(of: component, for: instant)!
        return ReportingPeriod(
            kind: kind, interval: interval, days: days(of: interval), label: label(kind, startingAt: interval.start))
    }

    /// The month `year`-`month` as a period.
    public func month(year: Int, month: Int) -> ReportingPeriod? {
        guard let first = CalendarDay(year: year, month: month, day: 1) else { return nil }
        return period(.month, containing: start(of: first))
    }

    /// The days `first` through `last` as a period (nil when `last` is before `first`).
    public func span(from first: CalendarDay, through last: CalendarDay) -> ReportingPeriod? {
        guard first <= last else { return nil }
        return ReportingPeriod(
            kind: .span, interval: interval(from: first, through: last),
            days: first.daysSinceEpoch...last.daysSinceEpoch, label: "\(first) to \(last)")
    }

    /// The longest span whose cash-flow view is by day; a longer one is by month.
    public static let longestSpanByDay = 92

    /// The year as a period.
    public func year(_ year: Int) -> ReportingPeriod? {
        guard let first = CalendarDay(year: year, month: 1, day: 1) else { return nil }
        return period(.year, containing: start(of: first))
    }

    /// The consecutive smaller periods that tile `period`, for a cash-flow view: days of a day,
    /// week or month, months of a year, and for all time the years from `earliest` to `latest`.
    public func subPeriods(of period: ReportingPeriod, earliest: Date?, latest: Date?) -> [ReportingPeriod] {
        let step: ReportingPeriod.Kind
        let span: DateInterval
        switch period.kind {
        case .day, .week, .month:
            return days(tiling: period.interval!)
        case .span:
            guard let days = period.days, let interval = period.interval else { return [] }
            if days.count <= Self.longestSpanByDay { return self.days(tiling: interval) }
            // By month, the first and last cut to the span's days.
            var result: [ReportingPeriod] = []
            var first = days.lowerBound
            while first <= days.upperBound, let day = CalendarDay(daysSinceEpoch: first) {
                let month = BudgetMonth(day)
                let last = min(month.lastDay.daysSinceEpoch, days.upperBound)
                if first == month.firstDay.daysSinceEpoch && last == month.lastDay.daysSinceEpoch,
                    let whole = self.month(year: month.year, month: month.month)
                {
                    result.append(whole)
                } else if let cut = self.span(from: day, through: CalendarDay(daysSinceEpoch: last)!) {
                    result.append(cut)
                }
                first = last + 1
            }
            return result
        case .year:
            step = .month
            span = period.interval!
        case .allTime:
            guard let earliest, let latest else { return [] }
            step = .year
            span = DateInterval(
                start: self.period(.year, containing: earliest).interval!.start,
                end: self.period(.year, containing: latest).interval!.end)
        }
        var result: [ReportingPeriod] = []
        var cursor = span.start
        while cursor < span.end {
            let next = self.period(step, containing: cursor)
            result.append(next)
            cursor = next.interval!.end
        }
        return result
    }

    /// The days that tile `span`, which starts at the start of a day: each day ends where the next
    /// one starts (one calendar lookup a day, where asking for each day's interval costs ten times
    /// as much), and a day the zone skipped (Samoa's 30 December 2011) has no period.
    private func days(tiling span: DateInterval) -> [ReportingPeriod] {
        var result: [ReportingPeriod] = []
        var day = self.day(of: span.start)
        var start = span.start
        while start < span.end, let next = CalendarDay(daysSinceEpoch: day.daysSinceEpoch + 1) {
            let end = self.start(of: next)
            if end > start {
                result.append(
                    ReportingPeriod(
                        kind: .day, interval: DateInterval(start: start, end: end),
                        days: day.daysSinceEpoch...day.daysSinceEpoch, label: day.description))
                start = end
            }
            day = next
        }
        return result
    }

    /// The first and last calendar day of `interval`, which starts at the start of a day and ends at the start of one.
    private func days(of interval: DateInterval) -> ClosedRange<Int64> {
        let first = day(of: interval.start).daysSinceEpoch
        return first...max(first, day(of: interval.end.addingTimeInterval(-1)).daysSinceEpoch)
    }

    private func label(_ kind: ReportingPeriod.Kind, startingAt start: Date) -> String {
        let first = day(of: start)
        let month = first.description.prefix(7)
        switch kind {
        case .day: return first.description
        case .week: return "week of \(first)"
        case .month: return String(month)
        case .year: return String(first.year)
        case .allTime: return "all time"
        case .span: return first.description
        }
    }
}
