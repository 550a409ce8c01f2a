import Foundation
import SelfTestRunner
import SpenDropCore
import SpenDropStore

/// Budgets (`BudgetReport`): limits by month, spending as reports count it, pace, rollover.
enum BudgetChecks {
    typealias S = SampleLedger

    static let december = BudgetMonth(year: 2026, month: 12)!
    static let third = CalendarDay(year: 2026, month: 12, day: 3)!

    static func budget(
        _ category: String, _ minor: Int64, from: String = "2026-01", rollover: Bool = false
    ) throws -> Budget {
        try Budget(category: category, limit: S.myr(minor), from: BudgetMonth(from)!, rollover: rollover)
    }

    /// Spending from a table of (month, lower-case category) → minor units.
    static func spending(_ table: [String: Int64]) -> (BudgetMonth, String, Currency) -> Int64 {
        { month, key, _ in table["\(month) \(key)"] ?? 0 }
    }

    static var all: [SelfTestCheck] {
        [
            SelfTestCheck(
                "RM 120.00 of a RM 500.00 Food budget by 3 December: RM 380.00 left, 3 of 31 days gone, over by RM 740.00 at this rate"
            ) { _ in
                let statuses = BudgetReport.statuses(
                    of: [try budget("Food", 50_000)], in: december, today: third,
                    spent: spending(["2026-12 food": 12_000]))
                guard let food = statuses.first else { return .equal(statuses.count, 1, "statuses") }
                return .all([
                    .equal(food.left, S.myr(38_000), "left"),
                    .equal(food.monthGoneBasisPoints, 3 * 10_000 / 31, "share of the month gone"),
                    .equal(food.spentBasisPoints, 2_400, "share of the limit spent"),
                    .equal(
                        food.pace, .overAtThisRate(S.myr(124_000 - 50_000)),
                        "pace: RM 120 × 31 ÷ 3 = RM 1,240 against RM 500"),
                    .equal(food.paceText, "over by RM 740.00 at this rate", "as it reads"),
                ])
            },
            SelfTestCheck(
                "overspending carried over that leaves next month's limit at nothing makes that month all used, not a division by zero"
            ) { _ in
                let food = try Budget(
                    category: "Food", limit: S.myr(50_000), from: BudgetMonth("2026-11")!, rollover: true,
                    carryOverspending: true)
                let statuses = BudgetReport.statuses(
                    of: [food], in: december, today: third,
                    spent: spending(["2026-11 food": 100_000, "2026-12 food": 2_000]))
                guard let status = statuses.first else { return .equal(statuses.count, 1, "statuses") }
                return .all([
                    .equal(status.limit, S.myr(0), "RM 500.00 less the RM 500.00 overspent in November"),
                    .equal(status.spentBasisPoints, 10_000, "share of a limit of nothing"),
                    .equal(status.pace, .over(S.myr(2_000)), "pace"),
                ])
            },
            SelfTestCheck(
                "a month's first day counts as one day gone, the day before it none, and its last day and after all of them; RM 50.00 of RM 1,000.00 on the 1st is over at this rate"
            ) { _ in
                let days = try ["2026-11-30", "2026-12-01", "2026-12-31", "2027-01-01"].map {
                    BudgetReport.daysGone(of: december, today: try CalendarDay.parse($0))
                }
                let first = BudgetReport.statuses(
                    of: [try budget("Food", 100_000)], in: december, today: CalendarDay(year: 2026, month: 12, day: 1)!,
                    spent: spending(["2026-12 food": 5_000])
                ).first
                return .all([
                    .equal(days, [0, 1, 31, 31], "days gone of December 2026 on 30 Nov, 1 Dec, 31 Dec and 1 Jan"),
                    .equal(first?.monthGoneBasisPoints, 10_000 / 31, "share of the month gone on the 1st"),
                    .equal(
                        first?.pace, .overAtThisRate(S.myr(155_000 - 100_000)),
                        "pace on the 1st: RM 50 × 31 against RM 1,000"),
                ])
            },
            SelfTestCheck(
                "in a month that has ended RM 450.00 of RM 500.00 is on track and RM 520.00 is over by RM 20.00"
            ) { _ in
                let november = BudgetMonth(year: 2026, month: 11)!
                let under = BudgetReport.statuses(
                    of: [try budget("Food", 50_000)], in: november, today: third,
                    spent: spending(["2026-11 food": 45_000]))
                let over = BudgetReport.statuses(
                    of: [try budget("Food", 50_000)], in: november, today: third,
                    spent: spending(["2026-11 food": 52_000]))
                return .all([
                    .equal(under.first?.pace, .onTrack, "RM 450.00"),
                    .equal(under.first?.monthGoneBasisPoints, 10_000, "an ended month is all gone"),
                    .equal(over.first?.pace, .over(S.myr(2_000)), "RM 520.00"),
                    .equal(over.first?.left, S.myr(-2_000), "left below nothing"),
                ])
            },
            SelfTestCheck(
                "spending exactly the limit, or at a rate that reaches it exactly, is on track, not over; so is a month not yet begun; from 80 % spent Home points it out"
            ) { _ in
                let november = BudgetMonth(year: 2026, month: 11)!
                let whole = BudgetReport.statuses(
                    of: [try budget("Food", 50_000)], in: november, today: third,
                    spent: spending(["2026-11 food": 50_000]))
                let eighty = BudgetReport.statuses(
                    of: [try budget("Food", 50_000)], in: november, today: third,
                    spent: spending(["2026-11 food": 40_000]))
                let below = BudgetReport.statuses(
                    of: [try budget("Food", 50_000)], in: november, today: third,
                    spent: spending(["2026-11 food": 39_999]))
                // RM 30.00 by 3 December: × 31 ÷ 3 = RM 310.00, exactly a RM 310.00 limit.
                let atRate = BudgetReport.statuses(
                    of: [try budget("Food", 31_000)], in: december, today: third,
                    spent: spending(["2026-12 food": 3_000]))
                // January has not begun on 3 December: no day is gone, so no rate; RM 30.00 booked ahead is on track.
                let ahead = BudgetReport.statuses(
                    of: [try budget("Food", 31_000)], in: BudgetMonth(year: 2027, month: 1)!, today: third,
                    spent: spending(["2027-01 food": 3_000]))
                return .all([
                    .equal(ahead.first?.pace, .onTrack, "RM 30.00 of RM 310.00 in a month not yet begun"),
                    .equal(ahead.first?.monthGoneBasisPoints, 0, "share of a month not yet begun that is gone"),
                    .equal(whole.first?.pace, .onTrack, "RM 500.00 of RM 500.00 in a month that has ended"),
                    .equal(whole.first?.left, S.myr(0), "left"),
                    .equal(whole.first?.needsAttention, true, "all of it spent: Home points it out"),
                    .equal(
                        eighty.first?.needsAttention, true, "RM 400.00 of RM 500.00, exactly 80 %: Home points it out"),
                    .equal(below.first?.needsAttention, false, "RM 399.99 of RM 500.00: on track and under 80 %"),
                    .equal(atRate.first?.pace, .onTrack, "RM 30.00 of RM 310.00 by the 3rd of 31 days"),
                ])
            },
            SelfTestCheck("a budget month is written YYYY-MM: an empty part or a part too many is no month") { _ in
                .equal(
                    ["2026-12", "2026--12", "2026-12-", "-2026-12", "2026"].map {
                        BudgetMonth($0)?.description ?? "none"
                    },
                    ["2026-12", "none", "none", "none", "none"])
            },
            SelfTestCheck("a budget applies from its month on, and a later one replaces it from its own month only") {
                _ in
                let versions = [
                    try budget("Food", 50_000, from: "2026-10"), try budget("food", 70_000, from: "2026-12"),
                ]
                func limit(_ month: String) -> Money? {
                    BudgetReport.statuses(of: versions, in: BudgetMonth(month)!, today: third, spent: spending([:]))
                        .first?.limit
                }
                return .all([
                    .equal(limit("2026-09"), nil, "before the first month: no budget"),
                    .equal(limit("2026-11"), S.myr(50_000), "November: the October limit"),
                    .equal(limit("2026-12"), S.myr(70_000), "December: the new limit, letter case ignored"),
                ])
            },
            SelfTestCheck(
                "rollover adds what is left of each month to the next, and an overspent month carries nothing"
            ) { _ in
                let food = try budget("Food", 50_000, from: "2026-10", rollover: true)
                let kept = BudgetReport.statuses(
                    of: [food], in: BudgetMonth(year: 2026, month: 11)!, today: third,
                    spent: spending(["2026-10 food": 30_000]))
                let overspent = BudgetReport.statuses(
                    of: [food], in: december, today: third,
                    spent: spending(["2026-10 food": 30_000, "2026-11 food": 80_000]))
                let twice = BudgetReport.statuses(
                    of: [food], in: december, today: third,
                    spent: spending(["2026-10 food": 30_000, "2026-11 food": 10_000]))
                let without = BudgetReport.statuses(
                    of: [try budget("Food", 50_000, from: "2026-10")], in: BudgetMonth(year: 2026, month: 11)!,
                    today: third, spent: spending(["2026-10 food": 30_000]))
                return .all([
                    .equal(kept.first?.limit, S.myr(70_000), "November: RM 500 and the RM 200 October left"),
                    .equal(kept.first?.rolledOver, S.myr(20_000), "rolled over into November"),
                    .equal(overspent.first?.limit, S.myr(50_000), "December after an overspent November: RM 500 only"),
                    .equal(
                        twice.first?.limit, S.myr(50_000 + 60_000),
                        "December: RM 500 and November's RM 700 less RM 100 spent"),
                    .equal(without.first?.limit, S.myr(50_000), "without rollover"),
                ])
            },
            SelfTestCheck("a limit of nothing or less and a blank category are refused; one sen is a limit") { _ in
                .all([
                    .throwsError(BudgetError.limitNotPositive(S.myr(0)), "RM 0.00") { _ = try budget("Food", 0) },
                    .equal(try budget("Food", 1).limit, S.myr(1), "one sen is a limit"),
                    .throwsError(BudgetError.blankCategory, "blank") { _ = try budget("  ", 100) },
                ])
            },
            SelfTestCheck(
                "the stored budget screen counts my share of a split bill and of a bill Ben paid, and set replaces, unset removes"
            ) { context in
                let opened = try MigrationChecks.opener().open(try AppHarness.emptyStore(context, "budgets")).get()
                let store = Store(database: opened.database)
                let wallet = try store.openAccount(name: "Wallet", openingBalance: S.myr(10_000)).id
                let dinner = try SplitCalculator.split(
                    S.myr(3_000), among: [.me, Person("Aisyah")], paidBy: .me, mode: .equal)
                _ = try store.recordSplitBill(
                    SharedMoney.bill(
                        dinner, account: wallet, at: S.at(2026, 12, 2, 20), utcOffset: SampleLedger.offset,
                        merchant: "Nando's", category: "Food", note: ""),
                    split: dinner, entryID: PayBookEntryID("dinner"), day: CalendarDay(year: 2026, month: 12, day: 2)!)
                let coffee = try SplitCalculator.split(
                    S.myr(900), among: [Person("Ben"), .me], paidBy: Person("Ben"), mode: .equal)
                try store.record(
                    PayBookEntry(
                        id: PayBookEntryID("coffee"), day: CalendarDay(year: 2026, month: 12, day: 3)!,
                        record: .split(coffee)),
                    description: "ZUS", category: "food")
                _ = try store.record(
                    Transaction(
                        id: TransactionID(0), kind: .moneyIn, account: wallet, amount: S.myr(700),
                        occurredAt: S.at(2026, 12, 3, 9), utcOffset: SampleLedger.offset, merchant: "Nando's refund",
                        category: "Food"))
                let usd = try store.openAccount(name: "Wise", openingBalance: Money(minorUnits: 10_000, currency: .usd))
                    .id
                _ = try store.record(
                    Transaction(
                        id: TransactionID(0), kind: .moneyOut, account: usd,
                        amount: Money(minorUnits: 900, currency: .usd),
                        occurredAt: S.at(2026, 12, 3, 10), utcOffset: SampleLedger.offset, merchant: "Starbucks",
                        category: "Food"))
                try store.setBudget(try budget("Food", 10_000, from: "2026-12"))
                try store.setBudget(try budget("FOOD", 5_000, from: "2026-12"))
                let statuses = try store.budgetStatuses(in: december, today: third, calendar: S.calendar)
                let kept = try store.endBudget(category: "food", from: BudgetMonth(year: 2026, month: 12)!)
                return .all([
                    .equal(
                        statuses.map { "\($0.category) \($0.spent) of \($0.limit)" }, ["FOOD RM 19.50 of RM 50.00"],
                        "one budget, my RM 15.00 + RM 4.50: not the refund, not the dollars"),
                    .equal(kept, 0, "no month before December to keep"),
                    .equal(try store.budgets(), [], "budgets left"),
                ])
            },
            SelfTestCheck(
                "a new limit from a month keeps what was carried into it; overspending carries only when asked"
            ) { _ in
                // RM 500 a month from October with rollover; from December RM 600 with rollover.
                let versions = [
                    try budget("Food", 50_000, from: "2026-10", rollover: true),
                    try budget("Food", 60_000, from: "2026-12", rollover: true),
                ]
                let spent = spending(["2026-10 food": 30_000, "2026-11 food": 15_000])
                let december = BudgetReport.statuses(
                    of: versions, in: BudgetMonth(year: 2026, month: 12)!, today: third, spent: spent)
                // RM 500 carrying overspending: RM 800 spent in October takes RM 300 from November.
                let strict = try Budget(
                    category: "Food", limit: S.myr(50_000), from: BudgetMonth(year: 2026, month: 10)!, rollover: true,
                    carryOverspending: true)
                let november = BudgetReport.statuses(
                    of: [strict], in: BudgetMonth(year: 2026, month: 11)!, today: third,
                    spent: spending(["2026-10 food": 80_000]))
                return .all([
                    .equal(
                        december.first?.rolledOver, S.myr(20_000 + 35_000),
                        "into December: October's RM 200 left, then November's RM 700 less RM 150"),
                    .equal(
                        december.first?.limit, S.myr(60_000 + 55_000),
                        "December: the new RM 600 and the RM 550 carried into it"),
                    .equal(
                        november.first?.rolledOver, S.myr(-30_000), "October overspent by RM 300, taken from November"),
                    .equal(november.first?.limit, S.myr(20_000), "November: RM 500 less RM 300"),
                ])
            },
            SelfTestCheck(
                "unset ends a budget from this month: the months before keep their limit, status and rollover"
            ) { context in
                let opened = try MigrationChecks.opener().open(try AppHarness.emptyStore(context, "budget-end")).get()
                let store = Store(database: opened.database)
                try store.setBudget(try budget("Food", 50_000, from: "2026-10", rollover: true))
                try store.setBudget(try budget("Food", 70_000, from: "2027-01"))
                let kept = try store.endBudget(category: "FOOD", from: BudgetMonth(year: 2026, month: 12)!)
                let november = try store.budgetStatuses(
                    in: BudgetMonth(year: 2026, month: 11)!, today: third, calendar: S.calendar)
                let decemberOn =
                    try store.budgetStatuses(
                        in: BudgetMonth(year: 2026, month: 12)!, today: third, calendar: S.calendar)
                    + store.budgetStatuses(in: BudgetMonth(year: 2027, month: 2)!, today: third, calendar: S.calendar)
                let again = try store.endBudget(category: "food", from: BudgetMonth(year: 2026, month: 12)!)
                return .all([
                    .equal(kept, 1, "October's version kept"),
                    .equal(
                        november.map { "\($0.category) \($0.limit)" }, ["Food RM 1,000.00"],
                        "November: RM 500 and October's RM 500 unspent"),
                    .equal(decemberOn.count, 0, "no budget from December, the later version gone too"),
                    .equal(again, nil, "nothing left to end"),
                ])
            },
            SelfTestCheck(
                "over several months a budget allows its first month's limit with what rolled in, then each month's own limit; the months over are counted"
            ) { _ in
                let versions = [
                    try budget("Food", 30_000, from: "2026-09", rollover: true),
                    try budget("food", 10_000, from: "2026-11"),
                ]
                let spent = spending(["2026-09 food": 25_000, "2026-10 food": 42_000, "2026-11 food": 12_000])
                let months = ["2026-10", "2026-11", "2026-12"].map { BudgetMonth($0)! }
                let span = BudgetSpan(
                    statuses: months.map { BudgetReport.statuses(of: versions, in: $0, today: third, spent: spent) })
                let line = span.lines.first
                return .all([
                    .equal(span.lines.count, 1, "one line for Food however spelt"),
                    .equal(line?.category, "food", "named as the last month's version spells it"),
                    .equal(
                        line?.allowance, S.myr(55_000),
                        "October RM 300 + RM 50 rolled in from September, then RM 100 in November and December"),
                    .equal(line?.spent, S.myr(54_000), "RM 420 + RM 120 + RM 0"),
                    .equal(line?.left, S.myr(1_000), "RM 550 − RM 540"),
                    .equal(
                        [line?.months, line?.monthsOver], [3, 2],
                        "October (RM 420 of RM 350) and November (RM 120 of RM 100) over"),
                ])
            },
            SelfTestCheck(
                "budget --year shows each category over the year, its months as budget --month shows them; --to alone and a day are refused"
            ) { context in
                let app = AppHarness(location: try AppHarness.emptyStore(context, "budget-year"))
                let made = [
                    app.run(["accounts", "add", "Cash", "--opening", "2000"]).status,
                    app.run(["budget", "set", "Food", "300", "--from", "2026-09", "--rollover"]).status,
                    app.run(["budget", "set", "Transport", "100", "--from", "2026-10"]).status,
                    app.run(["add", "250", "Nasi", "--category", "food", "--date", "2026-09-03"]).status,
                    app.run(["add", "420", "Nasi", "--category", "food", "--date", "2026-10-05"]).status,
                    app.run(["add", "130", "Grab", "--category", "Transport", "--date", "2026-11-04"]).status,
                ]
                let year = app.run(["budget", "--year", "2026"]).output
                let minor = AppHarness.minor
                let span = app.run(["budget", "--from", "2026-09", "--to", "2026-12", "--json"]).json
                let food = (span["budgets"] as? [[String: Any]])?.first ?? [:]
                let monthly = ["2026-09", "2026-10", "2026-11", "2026-12"].map { month -> Int64? in
                    minor(
                        (app.run(["budget", "--month", month, "--json"]).json["budgets"] as? [[String: Any]])?.first?[
                            "spent"])
                }
                let byMonth = (food["by_month"] as? [[String: Any]] ?? []).map { minor($0["spent"]) }
                return .all([
                    .equal(made, [0, 0, 0, 0, 0, 0], "the history's commands"),
                    .contains(year, "Budgets — 2026-01 to 2026-12 (12 months)"),
                    .contains(year, "Food       RM 1,200.00  spent RM 670.00  left RM 530.00  over in 1 of 4 months"),
                    .contains(year, "Transport    RM 300.00  spent RM 130.00  left RM 170.00  over in 1 of 3 months"),
                    .equal(byMonth, monthly, "Food's months against budget --month"),
                    .equal(
                        minor(food["spent"]), monthly.contains(nil) ? nil : monthly.reduce(0) { $0 + $1! },
                        "Food's spending over the months"),
                    .equal(app.run(["budget", "--to", "2026-12"]).status, 2, "--to alone"),
                    .contains(app.run(["budget", "--from", "2026-10-01"]).errors, "these screens count whole months"),
                ])
            },
        ]
    }
}

extension SelfTestSuite {
    /// Budgets: monthly limits per category, spending as reports count it, pace and rollover.
    static func budgets() -> SelfTestSuite {
        SelfTestSuite(name: "Budgets", flags: ["--run-budget-tests"], checks: BudgetChecks.all)
    }
}
