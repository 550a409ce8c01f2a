/// A bill that comes again and again: what it is (amount, merchant, account, category) and when
/// (`every` day, week, month or year from a first day, until an optional last day).
///
/// Promises (the calendar rules, each checked by the Recurring suite):
/// - `day`: every day from `from`. `week`: every 7 days from the first `weekday` (1 Monday … 7
///   Sunday; default `from`'s own) on or after `from`.
/// - `month`: on `dayOfMonth` (default `from`'s day) of every month from `from`'s month on; in a
///   month too short for it, on that month's last day (the 31st falls on 30 April and 28 or 29
///   February), and the next month is back on the 31st.
/// - `year`: on `from`'s month and day every year; 29 February falls on 28 February in a year
///   without it.
/// - Never before `from`, never after `until`. Days are calendar days of the user's time zone: a
///   rule knows nothing of instants, so a time zone change moves no occurrence to another day.
public struct RecurrenceRule: Equatable, Sendable {
    /// How often.
    public enum Every: String, CaseIterable, Sendable {
        case day, week, month, year
    }

    public let amount: Money
    public let merchant: String
    public let account: AccountID
    public let category: String?
    public let every: Every
    /// For `week`: the ISO weekday (1 Monday … 7 Sunday); for `month`: the day of the month (1–31).
    public let day: Int?
    public let from: CalendarDay
    public let until: CalendarDay?

    public init(
        amount: Money, merchant: String, account: AccountID, category: String?, every: Every, day: Int?,
        from: CalendarDay, until: CalendarDay?
    ) throws(RecurrenceError) {
        guard amount.minorUnits > 0 else { throw .amountNotPositive(amount) }
        switch (every, day) {
        case (.week, let weekday?) where !(1...7).contains(weekday): throw .dayOutOfRange(every: every, day: weekday)
        case (.month, let monthDay?) where !(1...31).contains(monthDay):
            throw .dayOutOfRange(every: every, day: monthDay)
        case (.day, _?), (.year, _?): throw .dayNotApplicable(every)
        default: break
        }
        if let until, until < from { throw .untilBeforeFrom(from: from, until: until) }
        self.amount = amount
        self.merchant = merchant
        self.account = account
        self.category = category
        self.every = every
        self.day = day
        self.from = from
        self.until = until
    }

    /// Every occurrence after `after` (all from `from` when nil) up to and including `through`, in order.
    /// - Complexity: O(occurrences returned), whatever `after` is.
    public func occurrences(after: CalendarDay?, through: CalendarDay) -> [CalendarDay] {
        let last = until.map { min($0, through) } ?? through
        var days: [CalendarDay] = []
        var candidate = first(onOrAfter: after.map(RecurrenceRule.dayAfter) ?? from)
        while let day = candidate, day <= last {
            days.append(day)
            candidate = next(after: day)
        }
        return days
    }

    /// The first occurrence after `after` (or the first of all), if there is one.
    public func next(after day: CalendarDay?) -> CalendarDay? {
        guard let day else { return first(onOrAfter: from) }
        let found = first(onOrAfter: RecurrenceRule.dayAfter(day))
        return found.flatMap { found in until.map { found <= $0 ? found : nil } ?? found }
    }

    /// The first occurrence on or after `start` (never before `from`).
    private func first(onOrAfter start: CalendarDay) -> CalendarDay? {
        let start = max(start, from)
        switch every {
        case .day:
            return start
        case .week:
            let weekday = day ?? RecurrenceRule.isoWeekday(from)
            let offset = (weekday - RecurrenceRule.isoWeekday(start) + 7) % 7
            return CalendarDay(daysSinceEpoch: start.daysSinceEpoch + Int64(offset))!
        case .month:
            let wanted = day ?? from.day
            var (year, month) = (start.year, start.month)
            while year <= 9999 {
                let onDay = CalendarDay(
                    year: year, month: month, day: min(wanted, CalendarDay.daysIn(month: month, year: year)))!
                if onDay >= start { return onDay }
                (year, month) = month == 12 ? (year + 1, 1) : (year, month + 1)
            }
            return nil
        case .year:
            var year = start.year
            while year <= 9999 {
                let onDay = CalendarDay(
                    year: year, month: from.month, day: min(from.day, CalendarDay.daysIn(month: from.month, year: year))
                )!
                if onDay >= start { return onDay }
                year += 1
            }
            return nil
        }
    }

    static func dayAfter(_ day: CalendarDay) -> CalendarDay {
        CalendarDay(daysSinceEpoch: day.daysSinceEpoch + 1)!
    }

    /// 1 Monday … 7 Sunday (1970-01-01 was a Thursday).
    static func isoWeekday(_ day: CalendarDay) -> Int {
        // Swift's % keeps the sign of a day before 1970: adding 7 makes the remainder count forward.
        let sinceThursday = day.daysSinceEpoch % 7 + 7
        return Int((sinceThursday + 3) % 7) + 1
    }
}

/// Why a recurring rule cannot be made; each says what to type instead.
public enum RecurrenceError: Error, Equatable, Sendable, CustomStringConvertible {
    case amountNotPositive(Money)
    case dayOutOfRange(every: RecurrenceRule.Every, day: Int)
    case dayNotApplicable(RecurrenceRule.Every)
    case untilBeforeFrom(from: CalendarDay, until: CalendarDay)

    public var description: String {
        switch self {
        case .amountNotPositive(let amount):
            return "a recurring bill is more than nothing, not \(MoneyFormatter.format(amount))"
        case .dayOutOfRange(let every, let day):
            return every == .week
                ? "--day for a weekly bill is a weekday from 1 (Monday) to 7 (Sunday), not \(day)"
                : "--day for a monthly bill is a day of the month from 1 to 31, not \(day)"
        case .dayNotApplicable(let every):
            return "--day goes with --every week or month, not --every \(every.rawValue)"
        case .untilBeforeFrom(let from, let until):
            return "--until \(until) is before --from \(from)"
        }
    }
}
