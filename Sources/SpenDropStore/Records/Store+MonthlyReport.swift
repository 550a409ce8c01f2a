import SpenDropCore

/// One sum of a period as reports count it: Money In or Money Out (transfers aside) of one
/// category in one currency, my shares of bills others paid among Money Out.
public struct PeriodTotal: Equatable, Sendable {
    public let currency: Currency
    /// Money In when true, Money Out when false.
    public let isIncome: Bool
    /// nil for uncategorised.
    public let category: String?
    public let amountMinor: Int64
    public let count: Int
}

extension Store {
    /// For each of `periods`, every sum `PeriodTotal` names, read from `daily_totals` and the
    /// PayBook as `breakdown` reads them, so a month's figures here are that month's breakdown's.
    public func periodTotals(
        _ periods: [ReportingPeriod], calendar: ReportingCalendar
    ) throws(StoreError) -> [[PeriodTotal]] {
        try read {
            try periods.map { period in
                try spanTotals(period, calendar: calendar).compactMap { total in
                    guard total.kind != "transfer", let currency = Currency(code: total.currency) else { return nil }
                    return PeriodTotal(
                        currency: currency, isIncome: total.kind == "in",
                        category: total.category.isEmpty ? nil : total.category, amountMinor: total.amount,
                        count: total.count)
                }
            }
        }
    }

    /// Each account's balance at the end of each of `days` (in order, where each transaction
    /// happened), from one pass over the transactions grouped by account and day.
    ///
    /// Promises: the last day's balance of an account is `accountBalances()`'s when no
    /// transaction is later; a sum too large for an amount is refused rather than wrapped.
    public func balances(atEndOf days: [CalendarDay]) throws(StoreError) -> [AccountID: [Money]] {
        let accounts = try accounts()
        let ends = days.map(\.daysSinceEpoch)
        return try read {
            var moved: [Int64: [Int64]] = [:]
            let day = MigrationSQL.localDay("transactions")
            try database.query(
                sql: """
                    SELECT id, day, sum(delta) FROM (
                        SELECT account_id AS id, \(day) AS day,
                               CASE kind WHEN 'in' THEN amount_minor ELSE -amount_minor END AS delta
                        FROM transactions
                        UNION ALL
                        SELECT destination_account_id, \(day), coalesce(received_minor, amount_minor)
                        FROM transactions WHERE kind = 'transfer'
                    ) GROUP BY 1, 2
                    """
            ) { row in
                let (account, on, delta) = (row.int64(0), row.int64(1), row.int64(2))
                var sums = moved[account] ?? Array(repeating: 0, count: ends.count)
                // Into every period end on or after its day.
                for (index, end) in ends.enumerated() where on <= end {
                    let (sum, overflow) = sums[index].addingReportingOverflow(delta)
                    if overflow {
                        throw StoreError.unreadable("a balance of account #\(account) does not fit in an amount")
                    }
                    sums[index] = sum
                }
                moved[account] = sums
            }
            var balances: [AccountID: [Money]] = [:]
            for account in accounts {
                let sums = moved[account.id.rawValue] ?? Array(repeating: 0, count: ends.count)
                balances[account.id] = try sums.map { sum in
                    let (balance, overflow) = account.openingBalance.minorUnits.addingReportingOverflow(sum)
                    if overflow {
                        throw StoreError.unreadable("the balance of '\(account.name)' does not fit in an amount")
                    }
                    return Money(minorUnits: balance, currency: account.currency)
                }
            }
            return balances
        }
    }
}
