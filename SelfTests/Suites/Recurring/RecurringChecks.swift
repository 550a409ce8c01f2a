import Foundation
import SelfTestRunner
import SpenDropCore
import SpenDropStore

/// Recurring bills (`RecurrenceRule`, `Store.bookDueRecurrences`): the calendar rules, and each
/// occurrence booked exactly once.
enum RecurringChecks {
    typealias S = SampleLedger

    static func day(_ text: String) -> CalendarDay { try! CalendarDay.parse(text) }

    static func rule(
        _ every: RecurrenceRule.Every, day: Int? = nil, from: String, until: String? = nil,
        account: AccountID = AccountID(1)
    ) throws -> RecurrenceRule {
        try RecurrenceRule(
            amount: S.myr(5_490), merchant: "Netflix", account: account, category: "Fun", every: every, day: day,
            from: Self.day(from), until: until.map(Self.day))
    }

    static var all: [SelfTestCheck] {
        [
            SelfTestCheck(
                "a monthly bill on the 31st falls on 30 April and on 28 or 29 February, and is back on the 31st after"
            ) { _ in
                let days = try rule(.month, from: "2027-01-31").occurrences(after: nil, through: day("2028-03-31")).map(
                    \.description)
                return .equal(
                    days,
                    [
                        "2027-01-31", "2027-02-28", "2027-03-31", "2027-04-30", "2027-05-31", "2027-06-30",
                        "2027-07-31",
                        "2027-08-31", "2027-09-30", "2027-10-31", "2027-11-30", "2027-12-31", "2028-01-31",
                        "2028-02-29",
                        "2028-03-31",
                    ])
            },
            SelfTestCheck(
                "a monthly bill on the 5th that starts on 10 December first falls on 5 January of the next year"
            ) { _ in
                .equal(
                    try rule(.month, day: 5, from: "2026-12-10").occurrences(after: nil, through: day("2027-02-28"))
                        .map(\.description),
                    ["2027-01-05", "2027-02-05"])
            },
            SelfTestCheck("a yearly bill on 29 February falls on 28 February in the years without one") { _ in
                .equal(
                    try rule(.year, from: "2024-02-29").occurrences(after: nil, through: day("2028-03-01")).map(
                        \.description),
                    ["2024-02-29", "2025-02-28", "2026-02-28", "2027-02-28", "2028-02-29"])
            },
            SelfTestCheck(
                "a weekly bill with no day given comes on its first day's weekday, whichever day of the week that is"
            ) { _ in
                // 2026-11-30 is a Monday: one rule starting on each day of that week.
                let firsts = [
                    "2026-11-30", "2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04", "2026-12-05", "2026-12-06",
                ]
                let occurrences = try firsts.map { first in
                    try rule(.week, from: first).occurrences(after: nil, through: day("2026-12-20")).map {
                        $0.daysSinceEpoch - day(first).daysSinceEpoch
                    }
                }
                return .equal(
                    occurrences,
                    firsts.indices.map { start in stride(from: 0, through: 20 - start, by: 7).map(Int64.init) },
                    "each rule's days after its first day")
            },
            SelfTestCheck(
                "a weekly bill on Fridays starts on the first Friday on or after its first day, and none comes after --until"
            ) { _ in
                let fridays = try rule(.week, day: 5, from: "2026-12-01", until: "2026-12-25").occurrences(
                    after: nil, through: day("2027-01-31"))
                let daily = try rule(.day, from: "2026-12-30").occurrences(after: nil, through: day("2027-01-02"))
                return .all([
                    .equal(
                        fridays.map(\.description), ["2026-12-04", "2026-12-11", "2026-12-18", "2026-12-25"],
                        "Fridays, 2026-12-01 being a Tuesday"),
                    .equal(
                        daily.map(\.description), ["2026-12-30", "2026-12-31", "2027-01-01", "2027-01-02"],
                        "daily across the new year"),
                ])
            },
            SelfTestCheck(
                "a monthly or yearly bill's last payment is in 9999, the last year a day can have, and none comes after it"
            ) { _ in
                let yearly = try rule(.year, from: "9998-06-01")
                let monthly = try rule(.month, from: "9999-11-15")
                return .all([
                    .equal(
                        yearly.next(after: day("9998-06-01"))?.description, "9999-06-01", "yearly: the payment in 9999"),
                    .equal(yearly.next(after: day("9999-06-01"))?.description, nil, "yearly: after the one in 9999"),
                    .equal(monthly.next(after: day("9999-11-15"))?.description, "9999-12-15", "monthly: December 9999"),
                    .equal(monthly.next(after: day("9999-12-15"))?.description, nil, "monthly: after December 9999"),
                ])
            },
            SelfTestCheck("the days after the last one booked continue the series exactly, for every period") { _ in
                var verdicts: [CheckVerdict] = []
                for (every, dayNumber) in [(RecurrenceRule.Every.day, nil), (.week, 3), (.month, 31), (.year, nil)]
                    as [(RecurrenceRule.Every, Int?)]
                {
                    let bill = try rule(every, day: dayNumber, from: "2024-01-31")
                    let whole = bill.occurrences(after: nil, through: day("2031-12-31"))
                    let cut = whole.count / 2
                    verdicts.append(
                        .equal(
                            bill.occurrences(after: whole[cut - 1], through: day("2031-12-31")), Array(whole[cut...]),
                            every.rawValue))
                }
                return .all(verdicts)
            },
            SelfTestCheck(
                "a bill with --day out of range, --day for a daily or yearly bill, --until before --from, or nothing to pay is refused; one sen is a bill; --until on --from is one payment"
            ) { _ in
                .all([
                    .equal(
                        try rule(.day, from: "2026-12-05", until: "2026-12-05").occurrences(
                            after: nil, through: day("2026-12-31")), [day("2026-12-05")],
                        "a daily bill from and until 5 December"),
                    .throwsError(RecurrenceError.dayOutOfRange(every: .month, day: 32), "32nd") {
                        _ = try rule(.month, day: 32, from: "2026-12-01")
                    },
                    .throwsError(RecurrenceError.dayOutOfRange(every: .week, day: 0), "weekday 0") {
                        _ = try rule(.week, day: 0, from: "2026-12-01")
                    },
                    .equal(
                        [RecurrenceError.dayOutOfRange(every: .week, day: 0), .dayOutOfRange(every: .month, day: 32)]
                            .map(\.description),
                        [
                            "--day for a weekly bill is a weekday from 1 (Monday) to 7 (Sunday), not 0",
                            "--day for a monthly bill is a day of the month from 1 to 31, not 32",
                        ], "what each refusal says"),
                    .throwsError(RecurrenceError.dayNotApplicable(.year), "yearly") {
                        _ = try rule(.year, day: 3, from: "2026-12-01")
                    },
                    .throwsError(
                        RecurrenceError.untilBeforeFrom(from: day("2026-12-05"), until: day("2026-12-01")), "until"
                    ) {
                        _ = try rule(.month, from: "2026-12-05", until: "2026-12-01")
                    },
                    .throwsError(RecurrenceError.amountNotPositive(S.myr(0)), "RM 0.00") {
                        _ = try RecurrenceRule(
                            amount: S.myr(0), merchant: "X", account: AccountID(1), category: nil, every: .day,
                            day: nil,
                            from: day("2026-12-01"), until: nil)
                    },
                    .equal(
                        try RecurrenceRule(
                            amount: S.myr(1), merchant: "X", account: AccountID(1), category: nil, every: .day,
                            day: nil,
                            from: day("2026-12-01"), until: nil
                        ).amount, S.myr(1), "RM 0.01, the least amount"),
                ])
            },
            SelfTestCheck(
                "each due day is booked once: again on the same day, and after a clock moved back, nothing more"
            ) { context in
                let opened = try MigrationChecks.opener().open(try AppHarness.emptyStore(context, "recurring")).get()
                let store = Store(database: opened.database)
                let wallet = try store.openAccount(name: "Wallet", openingBalance: S.myr(100_000)).id
                try store.addRecurrence(try rule(.day, from: "2026-11-01", account: wallet))
                // A zone half an hour off the hour, far west: the booked instant is noon there, on the due day.
                let zone = ReportingCalendar(timeZone: TimeZone(secondsFromGMT: -(9 * 3600 + 30 * 60))!)
                let noon = { (due: CalendarDay) in
                    Moment(zone.start(of: due).addingTimeInterval(12 * 3600), in: zone.timeZone)
                }
                let first = try store.bookDueRecurrences(through: day("2026-11-10"), at: noon)
                let again = try store.bookDueRecurrences(through: day("2026-11-10"), at: noon)
                let backwards = try store.bookDueRecurrences(through: day("2026-11-05"), at: noon)
                let later = try store.bookDueRecurrences(through: day("2026-11-12"), at: noon)
                let booked = try store.transactions()
                let occurrences = try store.database.textRows(
                    sql: "SELECT count(*), count(DISTINCT due_day) FROM recurring_occurrences")
                return .all([
                    .equal([first, again, backwards, later], [10, 0, 0, 2], "booked by each call"),
                    .equal(
                        booked.map { zone.day(of: $0.occurredAt).description },
                        (1...12).map { "2026-11-\($0 < 10 ? "0" : "")\($0)" },
                        "each on its own day"),
                    .equal(occurrences, [["12", "12"]], "one row per day"),
                    .equal(try store.recurrences().first?.lastBooked, day("2026-11-12"), "last booked"),
                ])
            },
            SelfTestCheck(
                "a bill whose account is closed books nothing while it is, says it is stopped, and books what came due once reopened"
            ) { context in
                let location = try AppHarness.emptyStore(context, "closed-account")
                let opened = try MigrationChecks.opener().open(location).get()
                let store = Store(database: opened.database)
                let card = try store.openAccount(name: "Card", openingBalance: S.myr(0)).id
                try store.addRecurrence(try rule(.day, from: "2026-11-01", account: card))
                let noon = { (due: CalendarDay) in
                    Moment(S.calendar.start(of: due).addingTimeInterval(12 * 3600), in: S.kualaLumpur)
                }
                let before = try store.bookDueRecurrences(through: day("2026-11-02"), at: noon)
                try store.setAccount("Card", closed: true, writeOff: noon(day("2026-11-02")))
                let whileClosed = try store.bookDueRecurrences(through: day("2026-11-05"), at: noon)
                opened.database.close()
                var app = AppHarness(location: location)
                app.now = S.at(2026, 11, 5, 18)
                let listed = app.run(["recurring"]).output
                _ = try Store(database: try MigrationChecks.opener().open(location).get().database).setAccount(
                    "Card", closed: false)
                let reopened = try Store(database: try MigrationChecks.opener().open(location).get().database)
                    .bookDueRecurrences(through: day("2026-11-05"), at: noon)
                return .all([
                    .equal([before, whileClosed, reopened], [2, 0, 3], "booked before, while closed, once reopened"),
                    .contains(listed, "stopped: Card is closed", "the list says why nothing is booked"),
                ])
            },
            SelfTestCheck(
                "recurring edit changes a bill from its next booking: what was booked stays, and a new day never books a month twice"
            ) { context in
                var app = AppHarness(location: try AppHarness.emptyStore(context, "recurring-edit"))
                let added = app.run([
                    "recurring", "add", "54.90", "Netflix", "--every", "month", "--from", "2026-10-15", "--category",
                    "Fun",
                ])
                let edited = app.run(["recurring", "edit", "1", "--amount", "59.90", "--day", "20", "--category", "TV"])
                app.now = S.at(2026, 12, 21, 9)
                let listed = app.run(["transactions", "--json"]).output
                let amounts = listed.components(separatedBy: "\"display\" : \"RM 5").count - 1
                return .all([
                    .equal(added.status, 0, added.errors),
                    .equal(
                        edited.output,
                        "Changed recurring bill #1 (Netflix): amount RM 54.90 → RM 59.90; day 15 → 20; category Fun → TV; "
                            + "from its next booking, 2026-12-20.\n", "what edit says"),
                    .that(
                        listed.contains("2026-10-15") && listed.contains("2026-11-15") && listed.contains("2026-12-20")
                            && !listed.contains("2026-11-20") && amounts == 3,
                        expected:
                            "October and November at RM 54.90 as booked, then 20 December at RM 59.90, and no 20 November",
                        actual: listed),
                    .contains(listed, "\"display\" : \"RM 59.90\""),
                ])
            },
            SelfTestCheck("a stopped bill keeps what was booked and books nothing more") { context in
                let opened = try MigrationChecks.opener().open(try AppHarness.emptyStore(context, "stopped")).get()
                let store = Store(database: opened.database)
                let wallet = try store.openAccount(name: "Wallet", openingBalance: S.myr(100_000)).id
                let id = try store.addRecurrence(try rule(.month, from: "2026-09-30", account: wallet))
                let noon = { (due: CalendarDay) in
                    Moment(S.calendar.start(of: due).addingTimeInterval(12 * 3600), in: S.kualaLumpur)
                }
                _ = try store.bookDueRecurrences(through: day("2026-11-30"), at: noon)
                _ = try store.removeRecurrence(id)
                let after = try store.bookDueRecurrences(through: day("2027-01-31"), at: noon)
                return .all([
                    .equal(
                        try store.transactions().map(\.amount), [S.myr(5_490), S.myr(5_490), S.myr(5_490)],
                        "September to November stay"),
                    .equal(after, 0, "booked after stopping"),
                    .equal(try store.recurrences(), [], "bills left"),
                ])
            },
        ]
    }
}

extension SelfTestSuite {
    /// Recurring: bills that come every day, week, month or year, each booked exactly once.
    static func recurring() -> SelfTestSuite {
        SelfTestSuite(name: "Recurring", flags: ["--run-recurring-tests"], checks: RecurringChecks.all)
    }
}
