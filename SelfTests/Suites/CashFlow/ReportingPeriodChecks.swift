import Foundation
import SelfTestRunner
import SpenDropCore

/// Calendar periods: weeks from the configured first weekday, months, years, and the
/// sub-periods of the cash-flow view.
enum ReportingPeriodChecks {
    typealias S = SampleLedger

    static var all: [SelfTestCheck] {
        [
            SelfTestCheck(
                "a span of days is shown by day up to 92 days and by month beyond, its first and last month cut to its days"
            ) { _ in
                func day(_ text: String) -> CalendarDay { try! CalendarDay.parse(text) }
                let short = S.calendar.span(from: day("2026-10-02"), through: day("2026-11-05"))!
                let long = S.calendar.span(from: day("2026-06-15"), through: day("2026-12-05"))!
                let shortParts = S.calendar.subPeriods(of: short, earliest: nil, latest: nil)
                let longParts = S.calendar.subPeriods(of: long, earliest: nil, latest: nil)
                return .all([
                    .equal(short.label, "2026-10-02 to 2026-11-05", "label"),
                    .equal(shortParts.count, 35, "35 days by day"),
                    .equal(
                        longParts.map(\.label),
                        [
                            "2026-06-15 to 2026-06-30", "2026-07", "2026-08", "2026-09", "2026-10", "2026-11",
                            "2026-12-01 to 2026-12-05",
                        ], "by month, cut at both ends"),
                    .equal(
                        longParts.compactMap(\.days).reduce(0) { $0 + $1.count }, long.days!.count,
                        "every day once"),
                    .equal(S.calendar.span(from: day("2026-11-05"), through: day("2026-11-04")), nil, "backwards"),
                ])
            },
            SelfTestCheck("a time of day is written with two digits for hours and minutes: 09:07, 10:05, 23:59") { _ in
                .equal(
                    [(9, 7), (10, 5), (23, 59), (0, 0)].compactMap { TimeOfDay(hour: $0.0, minute: $0.1)?.description },
                    ["09:07", "10:05", "23:59", "00:00"])
            },
            SelfTestCheck("ten minutes past the hour is written 14:10: a minute from 10 on takes no padding zero") {
                _ in
                .equal(
                    [(14, 10), (7, 10), (10, 11)].compactMap { TimeOfDay(hour: $0.0, minute: $0.1)?.description },
                    ["14:10", "07:10", "10:11"])
            },
            SelfTestCheck("a time of day comes before a later one and never before itself") { _ in
                let times = [(9, 59), (10, 0), (10, 0), (0, 0)].compactMap { TimeOfDay(hour: $0.0, minute: $0.1) }
                return .equal(
                    [times[0] < times[1], times[1] < times[2], times[2] < times[0], times[3] < times[0]],
                    [true, false, false, true],
                    "09:59 < 10:00, 10:00 < 10:00, 10:00 < 09:59, 00:00 < 09:59")
            },
            SelfTestCheck(
                "seconds count into whole days toward the past, before 1970 too: -1 s is day -1, -86,400 s day -1, -86,401 s day -2"
            ) { _ in
                .equal(
                    [-86_401, -86_400, -1, 0, 86_399, 86_400].map { Int64($0).floorDivided(by: 86_400) },
                    [-2, -1, -1, 0, 0, 1],
                    "day of -86,401, -86,400, -1, 0, 86,399 and 86,400 seconds")
            },
            SelfTestCheck(
                "day numbers and texts agree with the Gregorian calendar from 1600 to 2400, century leap rules included"
            ) { _ in
                var gregorian = Calendar(identifier: .gregorian)
                gregorian.timeZone = TimeZone(identifier: "UTC")!
                func number(_ year: Int, _ month: Int, _ day: Int) -> Int64 {
                    CalendarDay(year: year, month: month, day: day)!.daysSinceEpoch
                }
                // Every 97th day (so every weekday and day of the month comes round), the days around
                // the end of February of every year (where the century rules bite: 1700, 1800, 1900,
                // 2100 … have no 29th, 1600, 2000 and 2400 have one), and every day of 1900, 2000, 2100.
                let sampled = Array(stride(from: number(1600, 1, 1), through: number(2400, 12, 31), by: 97))
                let februaryEnds = (1600...2400).flatMap { year in
                    (number(year, 2, 27)...number(year, 3, 1)) + [number(year, 1, 1), number(year, 12, 31)]
                }
                let centuries = [1900, 2000, 2100].flatMap { Array(number($0, 1, 1)...number($0, 12, 31)) }
                func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
                var mismatches: [String] = []
                for day in sampled + februaryEnds + centuries where mismatches.count < 3 {
                    let parts = gregorian.dateComponents(
                        [.year, .month, .day], from: Date(timeIntervalSince1970: TimeInterval(day * 86_400)))
                    let ours = CalendarDay(daysSinceEpoch: day)
                    let text = "\(parts.year!)-\(twoDigits(parts.month!))-\(twoDigits(parts.day!))"
                    if ours?.description != text || ours?.daysSinceEpoch != day
                        || (try? CalendarDay.parse(text)) != ours
                    {
                        mismatches.append("day \(day): Foundation \(text), ours \(ours?.description ?? "none")")
                    }
                }
                let leapDays = (1600...2400).filter { number($0, 3, 1) - number($0, 2, 28) == 2 }.count
                return .all([
                    .equal(mismatches, [], "days that disagree"),
                    .equal(centuries.count, 365 + 366 + 365, "days of the century years"),
                    // 201 years divisible by 4, less the six centuries not divisible by 400.
                    .equal(leapDays, 195, "years 1600 to 2400 with a 29 February"),
                    .equal(number(1970, 1, 1), 0, "1970-01-01"),
                    .equal(CalendarDay(daysSinceEpoch: -1)?.description, "1969-12-31"),
                ])
            },
            SelfTestCheck("a date is YYYY-MM-DD exactly: other shapes are not dates, impossible days are named as such")
            { _ in
                let answers = [
                    "2026-2-02", " 2026-02-03", "2026-02-03T", "２０２６-02-03", "2026-02-29", "2028-02-29", "2026-04-31",
                ].map { text in
                    do { return try CalendarDay.parse(text).description } catch { return "\(error)" }
                }
                return .equal(
                    answers,
                    [
                        CalendarDayError.notISODate("2026-2-02").description,
                        CalendarDayError.notISODate(" 2026-02-03").description,
                        CalendarDayError.notISODate("2026-02-03T").description,
                        CalendarDayError.notISODate("２０２６-02-03").description,
                        CalendarDayError.noSuchDay("2026-02-29").description, "2028-02-29",
                        CalendarDayError.noSuchDay("2026-04-31").description,
                    ])
            },
            SelfTestCheck("a week starts on the configured first weekday") { _ in
                let wednesday = S.at(2026, 12, 2)
                let fromMonday = ReportingCalendar(timeZone: S.kualaLumpur, firstWeekday: 2).period(
                    .week, containing: wednesday)
                let fromSunday = ReportingCalendar(timeZone: S.kualaLumpur, firstWeekday: 1).period(
                    .week, containing: wednesday)
                return .all([
                    .equal(fromMonday.label, "week of 2026-11-30"), .equal(fromSunday.label, "week of 2026-11-29"),
                    .equal(fromMonday.interval?.duration, 7 * 86_400, "a week's length"),
                ])
            },
            SelfTestCheck("a Sunday counts in this week or last week depending on the first weekday") { _ in
                let sunday = Transaction(
                    id: TransactionID(1), kind: .moneyOut, account: S.wallet, amount: S.myr(700),
                    occurredAt: S.at(2026, 11, 29, 10), utcOffset: SampleLedger.offset)
                let wednesday = S.at(2026, 12, 2)
                let mondayWeeks = ReportingCalendar(timeZone: S.kualaLumpur, firstWeekday: 2).period(
                    .week, containing: wednesday)
                let sundayWeeks = ReportingCalendar(timeZone: S.kualaLumpur, firstWeekday: 1).period(
                    .week, containing: wednesday)
                return .all([
                    .equal(
                        try CashFlow.card(for: [sunday], in: mondayWeeks, currency: .myr).moneyOut, S.myr(0),
                        "weeks from Monday"),
                    .equal(
                        try CashFlow.card(for: [sunday], in: sundayWeeks, currency: .myr).moneyOut, S.myr(700),
                        "weeks from Sunday"),
                ])
            },
            SelfTestCheck("month and year periods run from the first local midnight to the next") { _ in
                let april = S.calendar.month(year: 2026, month: 4)!
                let year = S.calendar.year(2026)!
                return .all([
                    .equal(april.interval?.start, S.at(2026, 4, 1, 0, 0), "April starts"),
                    .equal(april.interval?.end, S.at(2026, 5, 1, 0, 0), "April ends"),
                    .equal(year.label, "2026"),
                    .equal(year.interval?.end, S.at(2027, 1, 1, 0, 0), "2026 ends"),
                ])
            },
            SelfTestCheck(
                "a month's days in the cash-flow view are the calendar's own days where clocks jump at midnight or a day is skipped"
            ) { _ in
                // Every month of 2017-2019 in which a zone's clock changed (at midnight in São Paulo,
                // Havana and Tehran, by half an hour on Lord Howe), and the December Samoa skipped the 30th.
                var months: [(zone: TimeZone, month: Date)] = []
                for name in [
                    "America/Sao_Paulo", "America/Havana", "Asia/Tehran", "Australia/Lord_Howe", "Europe/Berlin",
                ] {
                    guard let zone = TimeZone(identifier: name) else {
                        return .that(false, expected: "the zone \(name)", actual: "unknown")
                    }
                    var cursor = Date(timeIntervalSince1970: 1_483_228_800)
                    while let change = zone.nextDaylightSavingTimeTransition(after: cursor),
                        change < Date(timeIntervalSince1970: 1_577_836_800)
                    {
                        months.append((zone, change))
                        cursor = change
                    }
                }
                guard let apia = TimeZone(identifier: "Pacific/Apia") else {
                    return .that(false, expected: "the zone Pacific/Apia", actual: "unknown")
                }
                months.append((apia, Date(timeIntervalSince1970: 1_324_000_000)))
                var differing: [String] = []
                for (zone, instant) in months {
                    let calendar = ReportingCalendar(timeZone: zone)
                    let month = calendar.period(.month, containing: instant)
                    var ownDays: [ReportingPeriod] = []
                    var cursor = month.interval!.start
                    while cursor < month.interval!.end {
                        ownDays.append(calendar.period(.day, containing: cursor))
                        cursor = ownDays.last!.interval!.end
                    }
                    let tiled = calendar.subPeriods(of: month, earliest: nil, latest: nil)
                    if tiled != ownDays {
                        differing.append(
                            "\(zone.identifier) \(month.label): \(tiled.count) days, the calendar's \(ownDays.count)")
                    }
                }
                return .all([
                    .equal(differing, [], "months whose days differ"),
                    .that(
                        months.count >= 20, expected: "at least 20 months with a clock change",
                        actual: "\(months.count)"),
                ])
            },
            SelfTestCheck("the cash-flow view tiles a month by days, a year by months, all time by years") { _ in
                let february = S.calendar.subPeriods(
                    of: S.calendar.month(year: 2026, month: 2)!, earliest: nil, latest: nil)
                let leapFebruary = S.calendar.subPeriods(
                    of: S.calendar.month(year: 2028, month: 2)!, earliest: nil, latest: nil)
                let year = S.calendar.subPeriods(of: S.calendar.year(2026)!, earliest: nil, latest: nil)
                let allTime = S.calendar.subPeriods(of: .allTime, earliest: S.at(2024, 6, 1), latest: S.at(2026, 1, 1))
                return .all([
                    .equal(february.count, 28, "days in February 2026"),
                    .equal(leapFebruary.count, 29, "days in February 2028"),
                    .equal(year.map(\.label).first, "2026-01"),
                    .equal(year.count, 12, "months in 2026"),
                    .equal(allTime.map(\.label), ["2024", "2025", "2026"]),
                ])
            },
        ]
    }
}
