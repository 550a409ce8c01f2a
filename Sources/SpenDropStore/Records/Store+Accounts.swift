import SpenDropCore

extension Store {
    /// Every account, in the order they were opened.
    public func accounts() throws(StoreError) -> [Account] {
        try read {
            var accounts: [Account] = []
            try database.query(sql: "SELECT id, name, currency, opening_minor FROM accounts ORDER BY id") { row in
                let code = row.text(2) ?? ""
                guard let currency = Currency(code: code) else {
                    throw StoreError.unreadable("account \(row.int64(0)) has an unknown currency '\(code)'")
                }
                accounts.append(Account(id: AccountID(row.int64(0)), name: row.text(1) ?? "",
                                        openingBalance: Money(minorUnits: row.int64(3), currency: currency)))
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
            try database.execute(sql: "INSERT INTO accounts (name, currency, opening_minor) VALUES (?, ?, ?)", arguments: [.text(name), .text(openingBalance.currency.code), .integer(openingBalance.minorUnits)])
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
                throw StoreError.refused("there is no account named '\(old)'; 'spendrop accounts' lists them")
            }
            if let other = try account(named: new), other.id != renamed.id {
                throw StoreError.refused("there is already an account named '\(other.name)'; choose another name")
            }
            try database.execute(sql: "UPDATE accounts SET name = ? WHERE id = ?", arguments: [.text(new), .integer(renamed.id.rawValue)])
            return (renamed.name, Account(id: renamed.id, name: new, openingBalance: renamed.openingBalance))
        }
    }
}
