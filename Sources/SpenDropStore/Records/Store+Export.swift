import Foundation
import SpenDropCore

/// One stored transaction as an export writes it: accounts by name.
public struct ExportedTransaction: Sendable {
    public let id: Int64
    public let kind: ImportedTransaction.Kind
    public let account: String
    public let toAccount: String?
    public let amount: Money
    /// Unix seconds.
    public let occurredAt: Int64
    public let merchant: String
    public let category: String?
    public let note: String
}

extension Store {
    /// Calls `body` with the accounts and then with each transaction, oldest first (ties by id),
    /// all read from one snapshot of the store.
    ///
    /// Promises: streams: one row is in memory at a time, whatever the number of transactions.
    /// Errors `body` throws come out unchanged; the store's own as `StoreError`.
    public func exportAll(accounts accountsBody: ([Account]) throws -> Void,
                          transactions body: (ExportedTransaction) throws -> Void) throws {
        do {
            try database.transaction(.deferred) {
                let accounts = try accounts()
                try accountsBody(accounts)
                let names = Dictionary(uniqueKeysWithValues: accounts.map { ($0.id.rawValue, $0.name) })
                try database.query(sql: "SELECT \(Store.transactionColumns) FROM transactions ORDER BY occurred_at, id") { row in
                    let id = row.int64(0)
                    guard let kind = ImportedTransaction.Kind(rawValue: row.text(1) ?? ""),
                          let currency = Currency(code: row.text(5) ?? ""), let account = names[row.int64(2)] else {
                        throw StoreError.unreadable("transaction \(id) has an unknown kind, currency or account")
                    }
                    try body(ExportedTransaction(
                        id: id, kind: kind, account: account, toAccount: row.optionalInt64(3).map { names[$0] ?? "account \($0)" },
                        amount: Money(minorUnits: row.int64(4), currency: currency), occurredAt: row.int64(6),
                        merchant: row.text(7) ?? "", category: row.text(8), note: row.text(9) ?? ""))
                }
            }
        } catch let error as SQLiteError {
            throw StoreError.sqlite(error)
        }
    }

    /// The first and last moment of any transaction, nil when there is none.
    public func transactionSpan() throws(StoreError) -> (first: Int64, last: Int64)? {
        try read {
            var span: (Int64, Int64)?
            try database.query(sql: "SELECT min(occurred_at), max(occurred_at) FROM transactions") { row in
                if let first = row.optionalInt64(0), let last = row.optionalInt64(1) { span = (first, last) }
            }
            return span
        }
    }
}
