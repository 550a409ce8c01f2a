import SpenDropCore

extension Store {
    /// Marks transactions `ids` of `account` (either side of a transfer) as cleared: a statement
    /// showed them. One already cleared or reconciled stays as it is; an id that is not the
    /// account's is refused.
    public func markCleared(_ ids: [TransactionID], in account: AccountID) throws(StoreError) {
        try write {
            for id in ids {
                guard let transaction = try transaction(id),
                    transaction.account == account || transaction.kind == .transfer(destination: account)
                else {
                    throw StoreError.refusal(.noTransaction(id))
                }
                try database.execute(
                    sql: "UPDATE transactions SET status = 'cleared' WHERE id = ? AND status IS NULL",
                    arguments: [.integer(id.rawValue)])
            }
        }
    }

    /// The transactions of `account` (either side of a transfer) that happened on or before `day`
    /// and that no statement cleared, oldest first.
    public func unclearedTransactions(
        of account: AccountID, through day: CalendarDay
    ) throws(StoreError)
        -> [Transaction]
    {
        try read {
            var found: [Transaction] = []
            try database.query(
                sql: """
                    SELECT \(TransactionColumn.selectList) FROM transactions
                    WHERE (account_id = ?1 OR destination_account_id = ?1) AND status IS NULL
                      AND \(MigrationSQL.localDay("transactions")) <= ?2
                    ORDER BY occurred_at, id
                    """, arguments: [.integer(account.rawValue), .integer(day.daysSinceEpoch)]
            ) { found.append(try TransactionColumn.transaction(from: $0)) }
            return found
        }
    }

    /// Locks every cleared transaction of `account` that happened on or before `day`: a
    /// reconciliation agreed with the bank's balance. Returns how many it locked.
    public func lockCleared(of account: AccountID, through day: CalendarDay) throws(StoreError) -> Int {
        try write {
            try database.execute(
                sql: """
                    UPDATE transactions SET status = 'reconciled'
                    WHERE (account_id = ?1 OR destination_account_id = ?1) AND status = 'cleared'
                      AND \(MigrationSQL.localDay("transactions")) <= ?2
                    """, arguments: [.integer(account.rawValue), .integer(day.daysSinceEpoch)])
            return Int(database.changes)
        }
    }
}
