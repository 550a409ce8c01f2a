/// Where each budget stood over several months: what the months allowed, what was spent, what is
/// left over the whole span, and in how many of its months it went over.
///
/// Promises (pure; built from each month's `BudgetStatus`, so a month's figures are `budget --month`'s):
/// - One line per category (folded) and currency, in the order the categories first appear;
///   named as the last month's version spells it.
/// - `allowance` is the first month's limit with what rolled into it, plus every later month's own
///   limit (what rolled over between months inside the span is counted once, where it was allowed).
/// - `spent` is the months' spending added up; `left` is `allowance − spent`, negative when over.
/// - `monthsOver` counts the months whose spending passed that month's limit; `months` counts the
///   months the budget was in force (a month before it began, or after it ended, is not one).
public struct BudgetSpan: Equatable, Sendable {
    /// One category's budget over the span.
    public struct Line: Equatable, Sendable {
        public let category: String
        public let allowance: Money
        public let spent: Money
        public let months: Int
        public let monthsOver: Int
        /// The months it was in force, each as `budget --month` shows it.
        public let byMonth: [BudgetStatus]

        public var left: Money { Money(minorUnits: allowance.minorUnits - spent.minorUnits, currency: spent.currency) }
    }

    public let lines: [Line]

    /// `statuses`: each month's statuses, in month order.
    public init(statuses: [[BudgetStatus]]) {
        var order: [String] = []
        var grouped: [String: [BudgetStatus]] = [:]
        for month in statuses {
            for status in month {
                let key = CategoryIdentity.key(status.category) + " " + status.limit.currency.code
                if grouped[key] == nil { order.append(key) }
                grouped[key, default: []].append(status)
            }
        }
        lines = order.map { key in
            let months = grouped[key]!
            let currency = months[0].limit.currency
            let allowance = months.enumerated().reduce(Int64(0)) { sum, item in
                sum + item.element.limit.minorUnits - (item.offset == 0 ? 0 : item.element.rolledOver.minorUnits)
            }
            return Line(
                category: months.last!.category, allowance: Money(minorUnits: allowance, currency: currency),
                spent: Money(minorUnits: months.reduce(0) { $0 + $1.spent.minorUnits }, currency: currency),
                months: months.count, monthsOver: months.filter { $0.spent.minorUnits > $0.limit.minorUnits }.count,
                byMonth: months)
        }
    }
}
