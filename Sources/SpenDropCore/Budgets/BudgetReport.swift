/// Works out every budget's status for a month from the budgets and what was spent.
///
/// Promises (the rules, each checked by the Budgets suite):
/// - A category's limit in a month is the one set with the latest `from` not after that month;
///   before its first `from` a category has no budget.
/// - Spending is what reports count: my share of bills (see `SharedMoney`), in the limit's
///   currency, in the category ignoring letter case.
/// - What a month carries into the next is decided by the version in force that month: with
///   rollover, what is left of its limit (and what it carried in) is added to the next month's,
///   whatever version is in force then, so a new limit keeps what was carried into it; an
///   overspent month carries nothing, or with `carryOverspending` takes what it overspent from
///   the next. Without rollover, an ended budget or another currency, nothing is carried.
/// - An ended version ends the budget from its month: no status then, its earlier months kept.
/// - Pace: of the reading month, the days gone are the days up to and including today; a month
///   that has ended is all gone, one not yet begun none. Spent at this rate = spent × days in
///   the month ÷ days gone, rounded down to the minor unit. Over the limit already → `over`;
///   else at this rate over it → `overAtThisRate` by the difference; else `onTrack`.
/// - Pure: `spent(month, category key, currency)` answers what was spent; nothing else is read.
public enum BudgetReport {
    public static func statuses(
        of budgets: [Budget], in month: BudgetMonth, today: CalendarDay,
        spent: (BudgetMonth, String, Currency) throws -> Int64
    ) rethrows -> [BudgetStatus] {
        var byCategory: [String: [Budget]] = [:]
        for budget in budgets { byCategory[budget.key, default: []].append(budget) }
        var statuses: [BudgetStatus] = []
        for key in byCategory.keys.sorted() {
            let versions = byCategory[key]!.sorted { $0.from < $1.from }
            guard let current = versions.last(where: { $0.from <= month }), !current.ended else { continue }
            // What each month since the first version carries into the next, month by month.
            var carried: Int64 = 0
            var walk = versions[0].from
            while walk < month {
                if let version = versions.last(where: { $0.from <= walk }), version.rollover, !version.ended,
                    version.limit.currency == current.limit.currency
                {
                    let left = version.limit.minorUnits + carried - (try spent(walk, key, version.limit.currency))
                    carried = version.carryOverspending ? left : max(0, left)
                } else {
                    carried = 0
                }
                guard let next = next(walk) else { break }
                walk = next
            }
            let limit = current.limit.minorUnits + carried
            let spentNow = try spent(month, key, current.limit.currency)
            let gone = daysGone(of: month, today: today)
            let pace: BudgetStatus.Pace
            if spentNow > limit {
                pace = .over(Money(minorUnits: spentNow - limit, currency: current.limit.currency))
            } else if gone > 0, spentNow * Int64(month.days) / Int64(gone) > limit {
                pace = .overAtThisRate(
                    Money(
                        minorUnits: spentNow * Int64(month.days) / Int64(gone) - limit, currency: current.limit.currency
                    ))
            } else {
                pace = .onTrack
            }
            statuses.append(
                BudgetStatus(
                    category: current.category, limit: Money(minorUnits: limit, currency: current.limit.currency),
                    rolledOver: Money(minorUnits: carried, currency: current.limit.currency),
                    spent: Money(minorUnits: spentNow, currency: current.limit.currency), month: month,
                    monthGoneBasisPoints: gone * 10_000 / month.days, pace: pace))
        }
        return statuses
    }

    /// Days of `month` gone by `today`, today included.
    public static func daysGone(of month: BudgetMonth, today: CalendarDay) -> Int {
        if month.lastDay < today { return month.days }
        if today < month.firstDay { return 0 }
        return today.day
    }

    static func next(_ month: BudgetMonth) -> BudgetMonth? {
        month.month == 12
            ? BudgetMonth(year: month.year + 1, month: 1) : BudgetMonth(year: month.year, month: month.month + 1)
    }
}
