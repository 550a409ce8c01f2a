import Foundation
import SpenDropCore

/// Calendar periods: weeks from the configured first weekday, months, years, and the
/// sub-periods of the cash-flow view.
enum ReportingPeriodChecks {
    typealias S = SampleLedger

    static var all: [SelfTestCheck] {[
        SelfTestCheck("a week starts on the configured first weekday") { _ in
            let wednesday = S.at(2026, 12, 2)
            let fromMonday = ReportingCalendar(timeZone: S.kualaLumpur, firstWeekday: 2).period(.week, containing: wednesday)
            let fromSunday = ReportingCalendar(timeZone: S.kualaLumpur, firstWeekday: 1).period(.week, containing: wednesday)
            return .all([.equal(fromMonday.label, "week of 2026-11-30"), .equal(fromSunday.label, "week of 2026-11-29"),
                         .equal(fromMonday.interval?.duration, 7 * 86_400, "a week's length")])
        },
        SelfTestCheck("a Sunday counts in this week or last week depending on the first weekday") { _ in
            let sunday = Transaction(id: TransactionID(1), kind: .moneyOut, account: S.wallet, amount: S.myr(700),
                                     occurredAt: S.at(2026, 11, 29, 10))
            let wednesday = S.at(2026, 12, 2)
            let mondayWeeks = ReportingCalendar(timeZone: S.kualaLumpur, firstWeekday: 2).period(.week, containing: wednesday)
            let sundayWeeks = ReportingCalendar(timeZone: S.kualaLumpur, firstWeekday: 1).period(.week, containing: wednesday)
            return .all([
                .equal(try CashFlow.card(for: [sunday], in: mondayWeeks, currency: .myr).moneyOut, S.myr(0), "weeks from Monday"),
                .equal(try CashFlow.card(for: [sunday], in: sundayWeeks, currency: .myr).moneyOut, S.myr(700), "weeks from Sunday"),
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
        SelfTestCheck("the cash-flow view tiles a month by days, a year by months, all time by years") { _ in
            let february = S.calendar.subPeriods(of: S.calendar.month(year: 2026, month: 2)!, earliest: nil, latest: nil)
            let leapFebruary = S.calendar.subPeriods(of: S.calendar.month(year: 2028, month: 2)!, earliest: nil, latest: nil)
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
    ]}
}
