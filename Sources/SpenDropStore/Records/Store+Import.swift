import Basics
import Foundation
import SpenDropCore

/// What an import added.
public struct ImportSummary: Sendable {
    public let importedCount: Int
    /// Rows skipped because the store already held the same transaction before the import.
    public let skippedDuplicates: Int
    /// Accounts the import opened because a row named them, in the order they were first named.
    public let openedAccounts: [Account]
}

extension Store {
    /// `["a","b"]`: tags as a JSON array (no tag holds a quote, a backslash or a control character).
    static func jsonArray(_ tags: [String]) -> String {
        "[" + tags.map { TextEscaping.jsonString($0) }.joined(separator: ",") + "]"
    }

    /// How many rows pass between two calls of an import's `progress`.
    public static let importProgressInterval = 250_000

    /// Imports every transaction `next` hands out, until it returns nil, all together or not at all.
    ///
    /// Promises:
    /// - One IMMEDIATE transaction: a refused row, an error thrown by `next` or a killed process
    ///   leaves the store exactly as it was, with none of the rows, accounts or totals.
    /// - Every row passes the ledger's rules (known currency of its account, a transfer between
    ///   two accounts of one currency, no negative amount); a refusal names the row's line.
    /// - An account a row names that does not exist is opened in the row's currency with an
    ///   opening balance of zero, in the same transaction.
    /// - Streams: `next` is asked for one row at a time and each is inserted with one reused
    ///   prepared statement, so memory does not grow with the number of rows.
    /// - Complexity: the `daily_totals` triggers are dropped for the import and recreated after
    ///   it, inside the same transaction, and the totals of the new rows are added in one grouped
    ///   pass, so a large import costs one insert per row and one sort.
    /// - Duplicates: with `skippingDuplicates`, a row the store already held before the import
    ///   (same account, kind, destination, amount and currency, the same second and the same
    ///   merchant) is skipped and counted, so importing a file twice changes nothing; rows repeated
    ///   within the file are kept, as a real repeat is.
    public func importTransactions(
        _ next: () throws -> TransactionRecord?, skippingDuplicates: Bool,
        progress: (Int) -> Void = { _ in }
    ) throws(StoreError) -> ImportSummary {
        try write {
            var rules = try Ledger(accounts: try accounts(), transactions: [])
            var byName: [String: AccountID] = [:]
            var closed: [String: String] = [:]
            for account in rules.accounts {
                if account.isClosed {
                    closed[account.name.lowercased()] = account.name
                } else {
                    byName[account.name.lowercased()] = account.id
                }
            }
            var opened: [Account] = []
            let openAccount = try database.statement(
                sql: "INSERT INTO accounts (name, currency, opening_minor) VALUES (?, ?, 0)")

            func accountID(_ written: String, currency: Currency, line: Int, column: String) throws -> AccountID {
                if let id = byName[written] { return id }
                let name = written.trimmingCharacters(in: .whitespaces)
                guard !name.isEmpty else {
                    throw StoreError.refused("line \(line): \(column) is empty; name an account")
                }
                if let id = byName[name.lowercased()] {
                    byName[written] = id
                    return id
                }
                if let closedName = closed[name.lowercased()] {
                    throw StoreError.refusal(.closedAccountInImport(line: line, account: closedName))
                }
                try openAccount.execute(arguments: [.text(name), .text(currency.code)])
                let account = Account(
                    id: AccountID(database.lastInsertedRowID), name: name, openingBalance: .zero(currency))
                try rules.open(account)
                opened.append(account)
                byName[name.lowercased()] = account.id
                byName[written] = account.id
                return account.id
            }

            let lastID = try database.scalar(sql: "SELECT coalesce(max(id), 0) FROM transactions") ?? 0
            let firstID = try nextTransactionID()
            for trigger in StoreSchema.dailyTotalsTriggerNames { try database.execute(sql: "DROP TRIGGER \(trigger)") }
            // Into a store that holds rows, with duplicates skipped, the rows are staged in a
            // temporary table first and matched against the store's rows in one pass after the
            // last: looking each one up as it came scanned every row of its second read so far,
            // the file's own included, which grew with the square of the rows. An empty store
            // holds nothing to repeat: its rows go straight in.
            let staged = skippingDuplicates && lastID > 0
            if staged {
                try database.execute(
                    sql: """
                        CREATE TEMP TABLE IF NOT EXISTS import_rows (\(TransactionColumn.declarations), tags TEXT);
                        DELETE FROM temp.import_rows;
                        """)
            }
            let columns = TransactionColumn.all
            let insert = try database.statement(
                sql: staged
                    ? "INSERT INTO temp.import_rows (\(TransactionColumn.selectList), tags) VALUES (\(TransactionColumn.placeholders(columns.count + 1)))"
                    : TransactionColumn.insertSQL)
            let tagInsert = try database.statement(
                sql: "INSERT INTO transaction_tags (transaction_id, tag) VALUES (?, ?)")
            // One array of arguments for every row, refilled in place rather than made anew.
            var arguments = [SQLiteValue](repeating: .null, count: columns.count + (staged ? 1 : 0))
            var count = 0, skipped = 0
            while let row = try next() {
                do {
                    if row.kind == .opening {
                        // The opening balance of an account the import opened is set here; one the
                        // store had must already open with that amount.
                        let id = try accountID(
                            row.account, currency: row.amount.currency, line: row.line, column: "account")
                        if let index = opened.firstIndex(where: { $0.id == id }) {
                            guard opened[index].openingBalance.isZero || opened[index].openingBalance == row.amount
                            else {
                                throw StoreError.refused(
                                    "line \(row.line): '\(row.account)' has two opening balances in the file")
                            }
                            try database.execute(
                                sql: "UPDATE accounts SET opening_minor = ? WHERE id = ?",
                                arguments: [.integer(row.amount.minorUnits), .integer(id.rawValue)])
                            opened[index].openingBalance = row.amount
                        } else if let account = rules.account(id), account.openingBalance != row.amount {
                            throw StoreError.refused(
                                "line \(row.line): '\(account.name)' opens with \(MoneyFormatter.format(account.openingBalance)) "
                                    + "in the store, but the file says \(MoneyFormatter.format(row.amount))")
                        }
                        continue
                    }
                    let source = try accountID(
                        row.account, currency: row.amount.currency, line: row.line, column: "account")
                    let kind: Transaction.Kind
                    let destination = row.toAccount.flatMap {
                        $0.isEmpty || $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0
                    }
                    switch row.kind {
                    case .transfer:
                        guard let destination else {
                            throw StoreError.refused("line \(row.line): a transfer needs to_account")
                        }
                        kind = .transfer(
                            destination: try accountID(
                                destination, currency: row.received?.currency ?? row.amount.currency,
                                line: row.line, column: "to_account"))
                    case .opening:
                        continue
                    case .moneyIn, .moneyOut:
                        if let destination {
                            throw StoreError.refused(
                                "line \(row.line): to_account '\(destination)' is only for transfers, but the type is \(row.kind.rawValue)"
                            )
                        }
                        kind = row.kind == .moneyIn ? .moneyIn : .moneyOut
                    }
                    let transaction = Transaction(
                        id: TransactionID(firstID + Int64(count)), kind: kind, account: source, amount: row.amount,
                        occurredAt: Date(timeIntervalSince1970: TimeInterval(row.occurredAt)), utcOffset: row.utcOffset,
                        merchant: row.merchant, category: row.category, note: row.note,
                        othersShare: row.othersShare, received: row.received, bankLine: row.bankLine,
                        status: row.status)
                    try rules.validate(transaction)
                    guard row.othersShare >= 0, row.othersShare <= row.amount.minorUnits else {
                        throw StoreError.refused("line \(row.line): others_share is more than the amount or below zero")
                    }
                    for (index, column) in columns.enumerated() { arguments[index] = column.value(of: transaction) }
                    let tags = Tags.normalised(row.tags)
                    if staged {
                        arguments[columns.count] = tags.isEmpty ? .null : .text(Store.jsonArray(tags))
                    }
                    try insert.execute(arguments: arguments)
                    if !staged {
                        for tag in tags {
                            try tagInsert.execute(arguments: [.integer(firstID + Int64(count)), .text(tag)])
                        }
                    }
                } catch let error as LedgerError {
                    throw StoreError.refused("line \(row.line): \(error.description)")
                } catch let error as SQLiteError where error.primary == .constraint {
                    // A constraint of the schema the rules above did not foresee: still the row's fault.
                    throw StoreError.refused("line \(row.line): the store refused the row (\(error.message))")
                }
                count += 1
                if count % Store.importProgressInterval == 0 { progress(count) }
            }
            if staged {
                (count, skipped) = try insertStagedRows(count, afterID: lastID, firstID: firstID)
            }
            try database.execute(sql: StoreSchema.addDailyTotals(afterID: lastID))
            try logInsertedTransactions(firstID, through: firstID + Int64(count) - 1)
            try database.execute(sql: StoreSchema.dailyTotalsTriggers)
            return ImportSummary(importedCount: count, skippedDuplicates: skipped, openedAccounts: opened)
        }
    }

    /// Moves the `staged` rows of `temp.import_rows` into the store, leaving out each that repeats
    /// a row the store held before the import (ids up to `afterID`): same account, kind,
    /// destination, amount and currency, second and merchant. The store's rows are read once, only
    /// those within the import's first and last second, each looked up among the staged rows by
    /// an index; the rows kept take ids from `firstID` on, in the file's order. Returns how many
    /// were imported and how many skipped.
    private func insertStagedRows(_ staged: Int, afterID: Int64, firstID: Int64) throws -> (imported: Int, skipped: Int)
    {
        // Every column as staged, but the id: the rows kept are numbered again from `firstID`, in the file's order.
        let renumbered = TransactionColumn.all.map {
            $0 == .id ? "\(firstID - 1) + row_number() OVER (ORDER BY id)" : $0.rawValue
        }
        .joined(separator: ", ")
        try database.execute(
            sql: """
                CREATE INDEX temp.import_rows_by_key ON import_rows (occurred_at, account_id, amount_minor, merchant);
                DELETE FROM temp.import_rows WHERE rowid IN (
                    SELECT i.rowid FROM main.transactions o CROSS JOIN temp.import_rows i
                    ON i.occurred_at = o.occurred_at AND i.account_id = o.account_id AND i.amount_minor = o.amount_minor
                       AND i.kind = o.kind AND i.destination_account_id IS o.destination_account_id AND i.currency = o.currency AND i.merchant = o.merchant
                    WHERE o.id <= \(afterID)
                      AND o.occurred_at BETWEEN (SELECT min(occurred_at) FROM temp.import_rows) AND (SELECT max(occurred_at) FROM temp.import_rows));
                INSERT INTO main.transactions (\(TransactionColumn.selectList))
                    SELECT \(renumbered) FROM temp.import_rows ORDER BY id;
                INSERT INTO main.transaction_tags (transaction_id, tag)
                    SELECT kept.new_id, tag.value FROM (SELECT \(firstID - 1) + row_number() OVER (ORDER BY id) AS new_id, tags FROM temp.import_rows) AS kept,
                           json_each(kept.tags) AS tag WHERE kept.tags IS NOT NULL;
                """)
        let imported = Int(try database.scalar(sql: "SELECT count(*) FROM temp.import_rows") ?? 0)
        try database.execute(sql: "DROP TABLE temp.import_rows")
        return (imported, staged - imported)
    }
}
