import SpenDropCore

/// Budgets kept in the store (`budgets`, one row per category and starting month) and what each
/// category spent in a month, read from the same sums as Breakdown.
extension Store {
    /// Every budget, by category and then starting month.
    public func budgets() throws(StoreError) -> [Budget] {
        try read {
            var budgets: [Budget] = []
            try database.query(
                sql: """
                    SELECT category, currency, limit_minor, from_month, rollover, carry_overspending, ended FROM budgets ORDER BY category, from_month
                    """
            ) { row in
                guard let currency = Currency(code: row.text(1) ?? ""), let month = BudgetMonth(row.text(3) ?? "")
                else {
                    throw StoreError.unreadable("a budget has an unknown currency or month")
                }
                budgets.append(
                    try Budget(
                        category: row.text(0) ?? "", limit: Money(minorUnits: row.int64(2), currency: currency),
                        from: month, rollover: row.int64(4) == 1, carryOverspending: row.int64(5) == 1,
                        ended: row.int64(6) == 1))
            }
            return budgets
        }
    }

    /// Sets `budget`, replacing the one of the same category (any letter case) and starting month.
    public func setBudget(_ budget: Budget) throws(StoreError) {
        try write {
            try database.execute(
                sql: "DELETE FROM budgets WHERE category = ? AND from_month = ?",
                arguments: [.text(budget.category), .text(budget.from.description)])
            try database.execute(
                sql: """
                    INSERT INTO budgets (category, currency, limit_minor, from_month, rollover, carry_overspending, ended) VALUES (?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    .text(budget.category), .text(budget.limit.currency.code), .integer(budget.limit.minorUnits),
                    .text(budget.from.description), .integer(budget.rollover ? 1 : 0),
                    .integer(budget.carryOverspending ? 1 : 0),
                    .integer(budget.ended ? 1 : 0),
                ])
        }
    }

    /// Ends the budget of `category` (any spelling of it) from `month` on, keeping every earlier
    /// month's: the versions from `month` on go, and one that ends it is kept at `month` when
    /// the budget had months before. Returns how many months of history stay (0: there was none
    /// before `month`, and the budget is gone); nil when the category has no budget from `month`.
    public func endBudget(category: String, from month: BudgetMonth) throws(StoreError) -> Int? {
        try write {
            let versions = try budgets().filter { $0.key == CategoryIdentity.key(category) }
            let earlier = versions.filter { $0.from < month }, later = versions.filter { $0.from >= month }
            let inForce = versions.last(where: { $0.from <= month }).map { !$0.ended } ?? false
            guard inForce || later.contains(where: { !$0.ended }) else { return nil }
            for version in later {
                try database.execute(
                    sql: "DELETE FROM budgets WHERE category = ? AND from_month = ?",
                    arguments: [.text(version.category), .text(version.from.description)])
            }
            if let last = earlier.last, !last.ended {
                try database.execute(
                    sql: """
                        INSERT INTO budgets (category, currency, limit_minor, from_month, rollover, carry_overspending, ended) VALUES (?, ?, ?, ?, 0, 0, 1)
                        """,
                    arguments: [
                        .text(last.category), .text(last.limit.currency.code), .integer(last.limit.minorUnits),
                        .text(month.description),
                    ])
            }
            return earlier.filter { !$0.ended }.count
        }
    }

    /// What each category (lower-case) spent in `month`, in `currency`, as Breakdown counts it:
    /// my share of bills, bills others paid for me included.
    public func spentByCategory(
        in month: BudgetMonth, calendar: ReportingCalendar, currency: Currency
    ) throws(StoreError) -> [String: Int64] {
        let period = calendar.month(year: month.year, month: month.month)!
        var spent: [String: Int64] = [:]
        for total in try read({ try spanTotals(period, calendar: calendar) })
        where total.currency == currency.code && total.kind == "out" && !total.category.isEmpty {
            spent[CategoryIdentity.key(total.category), default: 0] += total.amount
        }
        return spent
    }

    /// Every budget's status in `month` on `today` (`BudgetReport`), spending read once per month.
    public func budgetStatuses(
        in month: BudgetMonth, today: CalendarDay, calendar: ReportingCalendar
    ) throws(StoreError) -> [BudgetStatus] {
        let budgets = try budgets()
        var cache: [String: [String: Int64]] = [:]
        do {
            return try BudgetReport.statuses(of: budgets, in: month, today: today) { month, key, currency in
                let slot = "\(month) \(currency.code)"
                if cache[slot] == nil {
                    cache[slot] = try spentByCategory(in: month, calendar: calendar, currency: currency)
                }
                return cache[slot]![key] ?? 0
            }
        } catch let error as StoreError {
            throw error
        } catch {
            throw StoreError.unreadable("\(error)")
        }
    }
}
