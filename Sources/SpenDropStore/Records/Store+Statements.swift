import SpenDropCore

extension Store {
    /// The account a statement's account id was last imported into, if it still exists.
    public func account(forStatementAccount key: String) throws(StoreError) -> Account? {
        try read {
            guard
                let id = try database.scalar(
                    sql: "SELECT account_id FROM statement_accounts WHERE statement_account = ?",
                    arguments: [.text(key)])
            else { return nil }
            return try accounts().first { $0.id.rawValue == id }
        }
    }

    /// Remembers that statements of `key` go to `account`, replacing what was remembered before.
    public func rememberStatementAccount(_ key: String, account: AccountID) throws(StoreError) {
        try write {
            try database.execute(
                sql: """
                    INSERT INTO statement_accounts (statement_account, account_id) VALUES (?, ?)
                    ON CONFLICT (statement_account) DO UPDATE SET account_id = excluded.account_id
                    WHERE account_id IS NOT excluded.account_id
                    """, arguments: [.text(key), .integer(account.rawValue)])
        }
    }

    /// The key of every transaction of `account` a statement brought that a statement of days
    /// `first` through `last` may show again, once for each such transaction: what a new
    /// statement of that account is matched against (`StatementImport.newLines`). One with the
    /// bank's id is found whatever its day (a bank may post it on another day than it showed it
    /// pending); one without, only on those days (where it happened).
    public func heldStatementKeys(
        account: AccountID, from first: CalendarDay, through last: CalendarDay
    ) throws(StoreError) -> [StatementImport.Key] {
        try read {
            var keys: [StatementImport.Key] = []
            try database.query(
                sql:
                    "SELECT bank_id FROM transactions WHERE account_id = ? AND bank_id IS NOT NULL AND kind <> 'transfer'",
                arguments: [.integer(account.rawValue)]
            ) { row in
                if let id = row.text(0), !id.isEmpty { keys.append(.bankID(id)) }
            }
            // A day's first and last second anywhere on Earth bound the rows read by the index on time.
            let start = first.daysSinceEpoch * 86_400 - 64_800
            let end = (last.daysSinceEpoch + 1) * 86_400 + 64_800
            let day = MigrationSQL.localDay("transactions")
            try database.query(
                sql: """
                    SELECT \(day), CASE kind WHEN 'in' THEN amount_minor ELSE -amount_minor END, bank_text
                    FROM transactions
                    WHERE account_id = ? AND kind <> 'transfer' AND occurred_at BETWEEN ? AND ?
                      AND coalesce(bank_id, '') = '' AND bank_text IS NOT NULL
                      AND \(day) BETWEEN ? AND ?
                    """,
                arguments: [
                    .integer(account.rawValue), .integer(start), .integer(end), .integer(first.daysSinceEpoch),
                    .integer(last.daysSinceEpoch),
                ]
            ) { row in
                guard let day = CalendarDay(daysSinceEpoch: row.int64(0)) else { return }
                keys.append(.written(day: day, minorUnits: row.int64(1), text: row.text(2) ?? ""))
            }
            return keys
        }
    }

    /// `account`'s balance at the end of `day` (where each transaction happened): its opening
    /// balance and everything that moved in or out on or before that day. With `clearedOnly`,
    /// only what a statement cleared or a reconciliation locked moves it.
    public func balance(
        of account: Account, through day: CalendarDay, clearedOnly: Bool = false
    ) throws(StoreError) -> Money {
        let held = account
        return try read {
            let local = MigrationSQL.localDay("transactions")
            let cleared = clearedOnly ? " AND status IS NOT NULL" : ""
            let moved =
                try database.scalar(
                    sql: """
                        SELECT coalesce(sum(delta), 0) FROM (
                            SELECT CASE WHEN account_id = ?1 THEN (CASE kind WHEN 'in' THEN amount_minor ELSE -amount_minor END) ELSE 0 END
                                 + CASE WHEN destination_account_id = ?1 THEN coalesce(received_minor, amount_minor) ELSE 0 END AS delta
                            FROM transactions
                            WHERE (account_id = ?1 OR destination_account_id = ?1) AND \(local) <= ?2\(cleared))
                        """, arguments: [.integer(account.id.rawValue), .integer(day.daysSinceEpoch)]) ?? 0
            let (balance, overflow) = held.openingBalance.minorUnits.addingReportingOverflow(moved)
            if overflow { throw StoreError.unreadable("the balance of '\(held.name)' does not fit in an amount") }
            return Money(minorUnits: balance, currency: held.currency)
        }
    }
}
