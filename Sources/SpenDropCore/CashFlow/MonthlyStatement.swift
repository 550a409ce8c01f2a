/// An income statement by month in one currency: income and spending by category as rows, the
/// months as columns, each row's total and monthly average, and the net of each month.
///
/// Promises: pure; a category is one row however it is spelt (`CategoryIdentity.key`), shown as
/// `names` spells it; each month's spending rows add up to that month's breakdown total; rows go
/// largest total first, then by name, uncategorised last; a row of nothing in every month is left
/// out; the average is the total over the months shown, rounded half away from zero.
public struct MonthlyStatement: Equatable, Sendable {
    public struct Row: Equatable, Sendable {
        /// nil: uncategorised (or, for a total line, the total).
        public let category: String?
        /// One amount per month, in order.
        public let amounts: [Money]
        public let total: Money
        public let average: Money
    }

    public let currency: Currency
    public let months: [BudgetMonth]
    public let income: [Row]
    public let spending: [Row]
    public let incomeTotal: Row
    public let spendingTotal: Row
    /// Income less spending, each month.
    public let net: Row

    /// One month's sums: (income or not, category as written, amount in minor units) in `currency`.
    public typealias MonthTotals = [(isIncome: Bool, category: String?, minor: Int64)]

    public init(currency: Currency, months: [BudgetMonth], totals: [MonthTotals], names: [String: String]) {
        self.currency = currency
        self.months = months
        var incomeByKey: [String: [Int64]] = [:], spendingByKey: [String: [Int64]] = [:]
        var spelling: [String: String] = [:]
        for (index, month) in totals.enumerated() {
            for total in month {
                let key = total.category.map(CategoryIdentity.key) ?? ""
                if let category = total.category, spelling[key] == nil { spelling[key] = names[key] ?? category }
                if total.isIncome {
                    incomeByKey[key, default: Array(repeating: 0, count: months.count)][index] += total.minor
                } else {
                    spendingByKey[key, default: Array(repeating: 0, count: months.count)][index] += total.minor
                }
            }
        }
        func row(_ category: String?, _ amounts: [Int64]) -> Row {
            let total = amounts.reduce(0, +)
            return Row(
                category: category, amounts: amounts.map { Money(minorUnits: $0, currency: currency) },
                total: Money(minorUnits: total, currency: currency),
                average: Money(minorUnits: MonthlyStatement.average(total, over: months.count), currency: currency))
        }
        func rows(_ byKey: [String: [Int64]]) -> [Row] {
            byKey.filter { $0.value.contains { $0 != 0 } }.map { key, amounts in
                row(key.isEmpty ? nil : spelling[key] ?? key, amounts)
            }.sorted { left, right in
                if (left.category == nil) != (right.category == nil) { return right.category == nil }
                if left.total.minorUnits != right.total.minorUnits {
                    return left.total.minorUnits > right.total.minorUnits
                }
                return (left.category ?? "") < (right.category ?? "")
            }
        }
        func sum(_ byKey: [String: [Int64]]) -> [Int64] {
            (0..<months.count).map { index in byKey.values.reduce(0) { $0 + $1[index] } }
        }
        income = rows(incomeByKey)
        spending = rows(spendingByKey)
        let incomeSums = sum(incomeByKey), spendingSums = sum(spendingByKey)
        incomeTotal = row(nil, incomeSums)
        spendingTotal = row(nil, spendingSums)
        net = row(nil, zip(incomeSums, spendingSums).map { $0 - $1 })
    }

    /// `total / count`, rounded half away from zero; 0 over no months.
    static func average(_ total: Int64, over count: Int) -> Int64 {
        guard count > 0 else { return 0 }
        let divisor = Int64(count)
        let (quotient, remainder) = total.quotientAndRemainder(dividingBy: divisor)
        guard remainder.magnitude * 2 >= UInt64(divisor) else { return quotient }
        return total < 0 ? quotient - 1 : quotient + 1
    }
}
