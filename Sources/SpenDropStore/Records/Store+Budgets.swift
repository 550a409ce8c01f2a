import SpenDropCore

/// Budgets kept in the store (`budgets`, one row per category and starting month) and what each
/// category spent in a month, read from the same sums as Breakdown.
extension Store {
    /// Every budget, by category and then starting month.
    public func budgets() throws(StoreError) -> [Budget] {
        try read {
            var budgets: [Budget] = []
            try database.query(sql: "SELECT category, currency, limit_minor, from_month, rollover FROM budgets ORDER BY category, from_month") { row in
                guard let currency = Currency(code: row.text(1) ?? ""), let month = BudgetMonth(row.text(3) ?? "") else {
                    throw StoreError.unreadable("a budget has an unknown currency or month")
                }
                budgets.append(try Budget(category: row.text(0) ?? "", limit: Money(minorUnits: row.int64(2), currency: currency),
                                          from: month, rollover: row.int64(4) == 1))
            }
            return budgets
        }
    }

    /// Sets `budget`, replacing the one of the same category (any letter case) and starting month.
    public func setBudget(_ budget: Budget) throws(StoreError) {
        try write {
            try database.execute(sql: "DELETE FROM budgets WHERE category = ? AND from_month = ?",
                                 arguments: [.text(budget.category), .text(budget.from.description)])
            try database.execute(sql: "INSERT INTO budgets (category, currency, limit_minor, from_month, rollover) VALUES (?, ?, ?, ?, ?)",
                                 arguments: [.text(budget.category), .text(budget.limit.currency.code), .integer(budget.limit.minorUnits),
                                             .text(budget.from.description), .integer(budget.rollover ? 1 : 0)])
        }
    }

    /// Removes every month's budget of `category` (any letter case); how many were removed.
    public func unsetBudget(category: String) throws(StoreError) -> Int {
        try write {
            let count = try database.scalar(sql: "SELECT count(*) FROM budgets WHERE category = ?", arguments: [.text(category)]) ?? 0
            try database.execute(sql: "DELETE FROM budgets WHERE category = ?", arguments: [.text(category)])
            return Int(count)
        }
    }

    /// What each category (lower-case) spent in `month`, in `currency`, as Breakdown counts it:
    /// my share of bills, bills others paid for me included.
    public func spentByCategory(in month: BudgetMonth, calendar: ReportingCalendar, currency: Currency) throws(StoreError) -> [String: Int64] {
        let period = calendar.month(year: month.year, month: month.month)!
        var spent: [String: Int64] = [:]
        for total in try read({ try spanTotals(period, calendar: calendar) })
        where total.currency == currency.code && total.kind == "out" && !total.category.isEmpty {
            spent[CategoryIdentity.key(total.category), default: 0] += total.amount
        }
        return spent
    }

    /// Every budget's status in `month` on `today` (`BudgetReport`), spending read once per month.
    public func budgetStatuses(in month: BudgetMonth, today: CalendarDay, calendar: ReportingCalendar) throws(StoreError) -> [BudgetStatus] {
        let budgets = try budgets()
        var cache: [String: [String: Int64]] = [:]
        do {
            return try BudgetReport.statuses(of: budgets, in: month, today: today) { month, key, currency in
                let slot = "\(month) \(currency.code)"
                if cache[slot] == nil { cache[slot] = try spentByCategory(in: month, calendar: calendar, currency: currency) }
                return cache[slot]![key] ?? 0
            }
        } catch let error as StoreError {
            throw error
        } catch {
            throw StoreError.unreadable("\(error)")
        }
    }
}
