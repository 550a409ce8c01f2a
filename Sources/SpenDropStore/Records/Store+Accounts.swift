import Foundation
import SpenDropCore

extension Store {
    /// Every account, in the order they were opened.
    public func accounts() throws(StoreError) -> [Account] {
        try read {
            var accounts: [Account] = []
            try database.query(sql: "SELECT id, name, currency, opening_minor, closed FROM accounts ORDER BY id") {
                row in
                let code = row.text(2) ?? ""
                guard let currency = Currency(code: code) else {
                    throw StoreError.unreadable("account \(row.int64(0)) has an unknown currency '\(code)'")
                }
                accounts.append(
                    Account(
                        id: AccountID(row.int64(0)), name: row.text(1) ?? "",
                        openingBalance: Money(minorUnits: row.int64(3), currency: currency), isClosed: row.int64(4) == 1
                    ))
            }
            return accounts
        }
    }

    /// The account with this name, ignoring letter case.
    public func account(named name: String) throws(StoreError) -> Account? {
        try accounts().first { $0.name.lowercased() == name.lowercased() }
    }

    /// Opens a new account; refused when the name is taken.
    @discardableResult
    public func openAccount(name: String, openingBalance: Money) throws(StoreError) -> Account {
        try write {
            var ledger = Ledger()
            for account in try accounts() { try ledger.open(account) }
            try ledger.open(Account(id: AccountID(Int64.max), name: name, openingBalance: openingBalance))
            try database.execute(
                sql: "INSERT INTO accounts (name, currency, opening_minor) VALUES (?, ?, ?)",
                arguments: [.text(name), .text(openingBalance.currency.code), .integer(openingBalance.minorUnits)])
            return Account(id: AccountID(database.lastInsertedRowID), name: name, openingBalance: openingBalance)
        }
    }

    /// Gives the account named `old` (any letter case) the name `new`; its transactions, splits and
    /// balances follow, as they refer to it by id. Refused when no account has the old name or
    /// another one already has the new name.
    /// - Returns: the name it had, as stored, and the account as it is now.
    @discardableResult
    public func renameAccount(_ old: String, to new: String) throws(StoreError) -> (was: String, now: Account) {
        try write {
            guard let renamed = try account(named: old) else {
                throw StoreError.refusal(.noAccount(old, amongClosed: false))
            }
            if let other = try account(named: new), other.id != renamed.id {
                throw StoreError.refused("there is already an account named '\(other.name)'; choose another name")
            }
            try database.execute(
                sql: "UPDATE accounts SET name = ? WHERE id = ?",
                arguments: [.text(new), .integer(renamed.id.rawValue)])
            return (
                renamed.name,
                Account(id: renamed.id, name: new, openingBalance: renamed.openingBalance, isClosed: renamed.isClosed)
            )
        }
    }

    /// Gives the account named `name` (any letter case) the opening balance `opening`, in its
    /// currency. - Returns: the balance it opened with before, and the account as it is now.
    @discardableResult
    public func setOpeningBalance(of name: String, to opening: Money) throws(StoreError) -> (was: Money, now: Account) {
        try write {
            guard var account = try account(named: name) else {
                throw StoreError.refusal(.noAccount(name, amongClosed: true))
            }
            guard opening.currency == account.currency else {
                throw StoreError.refused(
                    "'\(account.name)' keeps \(account.currency.code), not \(opening.currency.code)")
            }
            let was = account.openingBalance
            try database.execute(
                sql: "UPDATE accounts SET opening_minor = ? WHERE id = ?",
                arguments: [.integer(opening.minorUnits), .integer(account.id.rawValue)])
            account.openingBalance = opening
            return (was, account)
        }
    }

    /// Closes (`closed` true) or reopens the account named `name`. Refused when there is none, or
    /// it already is, and a close is refused while the account holds money (its total would
    /// vanish from the accounts screen without a word) unless `writeOff` says when to record the
    /// balance as spent (or, below zero, as received), in the same change as the close.
    /// - Returns: the account as it is now, and the write-off recorded, if any.
    @discardableResult
    public func setAccount(_ name: String, closed: Bool, writeOff: Moment? = nil) throws(StoreError) -> Account {
        try setAccountReportingWriteOff(name, closed: closed, writeOff: writeOff).account
    }

    /// `setAccount`, with the write-off transaction it recorded.
    public func setAccountReportingWriteOff(
        _ name: String, closed: Bool, writeOff: Moment?
    ) throws(StoreError) -> (account: Account, writeOff: Transaction?) {
        try write {
            guard var account = try account(named: name) else {
                throw StoreError.refusal(.noAccount(name, amongClosed: true))
            }
            if account.isClosed == closed {
                throw StoreError.refused("'\(account.name)' is already \(closed ? "closed" : "open")")
            }
            var recorded: Transaction?
            if closed, let balance = try accountBalances()[account.id], balance.minorUnits != 0 {
                guard let writeOff else {
                    throw StoreError.refusal(.accountHoldsMoney(account.name, balance: balance))
                }
                let magnitude: Money
                do { magnitude = try balance.magnitude() } catch {
                    throw StoreError.unreadable("the balance of '\(account.name)' does not fit in an amount")
                }
                recorded = try insert(
                    Transaction(
                        id: TransactionID(0), kind: balance.minorUnits > 0 ? .moneyOut : .moneyIn, account: account.id,
                        amount: magnitude, occurredAt: writeOff.instant, utcOffset: writeOff.utcOffset,
                        merchant: "Write-off",
                        category: "Write-off", note: "written off when \(account.name) was closed"))
            }
            try database.execute(
                sql: "UPDATE accounts SET closed = ? WHERE id = ?",
                arguments: [.integer(closed ? 1 : 0), .integer(account.id.rawValue)])
            account.isClosed = closed
            return (account, recorded)
        }
    }

    /// Deletes the account named `name`, which must have no transaction: an account with history
    /// is closed instead. - Complexity: a scan of the transactions (no index by account).
    @discardableResult
    public func deleteAccount(_ name: String) throws(StoreError) -> Account {
        try write {
            guard let account = try account(named: name) else {
                throw StoreError.refusal(.noAccount(name, amongClosed: true))
            }
            let used =
                try database.scalar(
                    sql: "SELECT count(*) FROM transactions WHERE account_id = ?1 OR destination_account_id = ?1",
                    arguments: [.integer(account.id.rawValue)]) ?? 0
            if used > 0 {
                throw StoreError.refusal(.accountHasTransactions(account.name, count: used))
            }
            try database.execute(sql: "DELETE FROM accounts WHERE id = ?", arguments: [.integer(account.id.rawValue)])
            return account
        }
    }
}

extension Store {
    /// Every account's balance (opening balance, plus Money In and transfers in, less Money Out
    /// and transfers out), answered by one grouped pass in SQL instead of loading the history.
    ///
    /// Promises: equal to `Ledger.balances()` over the same rows (the Data safety suite compares
    /// them); a sum too large for an amount is refused by SQLite rather than wrapped.
    public func accountBalances() throws(StoreError) -> [AccountID: Money] {
        let accounts = try accounts()
        return try read {
            var moved: [Int64: Int64] = [:]
            try database.query(
                sql: """
                    SELECT id, sum(delta) FROM (
                        SELECT account_id AS id, sum(CASE kind WHEN 'in' THEN amount_minor ELSE -amount_minor END) AS delta
                        FROM transactions GROUP BY account_id
                        UNION ALL
                        SELECT destination_account_id, sum(coalesce(received_minor, amount_minor)) FROM transactions WHERE kind = 'transfer'
                        GROUP BY destination_account_id
                    ) GROUP BY id
                    """
            ) { moved[$0.int64(0)] = $0.int64(1) }
            var balances: [AccountID: Money] = [:]
            for account in accounts {
                let (balance, overflow) = account.openingBalance.minorUnits.addingReportingOverflow(
                    moved[account.id.rawValue] ?? 0)
                if overflow {
                    throw StoreError.unreadable("the balance of '\(account.name)' does not fit in an amount")
                }
                balances[account.id] = Money(minorUnits: balance, currency: account.currency)
            }
            return balances
        }
    }
}
