import Foundation
import SpenDropCore

extension Store {
    /// Every transaction, oldest first (ties by id).
    public func transactions() throws(StoreError) -> [Transaction] {
        try read {
            var result: [Transaction] = []
            try database.query(sql: "SELECT \(TransactionColumn.selectList) FROM transactions ORDER BY occurred_at, id")
            { row in
                result.append(try TransactionColumn.transaction(from: row))
            }
            return try withTags(result)
        }
    }

    /// The accounts and every transaction as a `Ledger`, checked by its rules.
    public func ledger() throws(StoreError) -> Ledger {
        let accounts = try accounts()
        let transactions = try transactions()
        do {
            return try Ledger(accounts: accounts, transactions: transactions)
        } catch {
            throw .unreadable("the stored transactions break a ledger rule: \(error)")
        }
    }

    /// Records one transaction after the ledger's rules accept it; the id is the store's.
    @discardableResult
    public func record(_ transaction: Transaction) throws(StoreError) -> Transaction {
        try write {
            try Ledger(accounts: try accounts(), transactions: []).validate(transaction)
            return try insert(transaction)
        }
    }

    /// Records several transactions all together or not at all.
    public func record(all transactions: [Transaction]) throws(StoreError) -> [Transaction] {
        try write {
            let rules = try Ledger(accounts: try accounts(), transactions: [])
            for transaction in transactions { try rules.validate(transaction) }
            return try transactions.map { try insert($0) }
        }
    }

    /// Inserts without a transaction of its own; callers hold one.
    func insert(_ transaction: Transaction) throws -> Transaction {
        let stored = Transaction(
            id: TransactionID(try nextTransactionID()), kind: transaction.kind, account: transaction.account,
            amount: transaction.amount, occurredAt: transaction.occurredAt, utcOffset: transaction.utcOffset,
            merchant: transaction.merchant, category: Store.normalisedCategory(transaction.category),
            note: transaction.note, othersShare: transaction.othersShare, tags: transaction.tags,
            received: transaction.received)
        try database.execute(sql: TransactionColumn.insertSQL, arguments: TransactionColumn.values(of: stored))
        try setTags(transaction.tags, of: stored.id.rawValue)
        return stored
    }

    /// Replaces the tags of transaction `id` (inside the caller's transaction).
    func setTags(_ tags: [String], of id: Int64) throws {
        try database.execute(sql: "DELETE FROM transaction_tags WHERE transaction_id = ?", arguments: [.integer(id)])
        for tag in Tags.normalised(tags) {
            try database.execute(
                sql: "INSERT INTO transaction_tags (transaction_id, tag) VALUES (?, ?)",
                arguments: [.integer(id), .text(tag)])
        }
    }

    /// `transactions` with their tags read from the store.
    func withTags(_ transactions: [Transaction]) throws -> [Transaction] {
        guard !transactions.isEmpty, try database.scalar(sql: "SELECT EXISTS (SELECT 1 FROM transaction_tags)") == 1
        else { return transactions }
        var tags: [Int64: [String]] = [:]
        let wanted = Set(transactions.map(\.id.rawValue))
        if wanted.count <= 500 {
            let marks = Array(repeating: "?", count: wanted.count).joined(separator: ", ")
            try database.query(
                sql: "SELECT transaction_id, tag FROM transaction_tags WHERE transaction_id IN (\(marks))",
                arguments: wanted.map { .integer($0) }
            ) { tags[$0.int64(0), default: []].append($0.text(1) ?? "") }
        } else {
            try database.query(sql: "SELECT transaction_id, tag FROM transaction_tags") { row in
                if wanted.contains(row.int64(0)) { tags[row.int64(0), default: []].append(row.text(1) ?? "") }
            }
        }
        return transactions.map { transaction in
            guard let found = tags[transaction.id.rawValue] else { return transaction }
            var tagged = transaction
            tagged.tags = Tags.normalised(found)
            return tagged
        }
    }

    /// The id the next transaction gets: above every id a transaction or a bill someone else paid
    /// has and every id ever deleted, so an id names one of them for good (SQLite alone would hand
    /// out a deleted highest id again).
    func nextTransactionID() throws -> Int64 {
        try database.scalar(sql: "SELECT \(MigrationSQL.nextListedID)") ?? 1
    }

    /// An empty or blank category is no category.
    static func normalisedCategory(_ category: String?) -> String? {
        guard let category else { return nil }
        // Most categories start and end with a visible ASCII character: nothing to trim.
        if let first = category.utf8.first, let last = category.utf8.last, first > 0x20,
            first < 0x80,
            last > 0x20, last < 0x80
        {
            return category
        }
        let trimmed = category.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty ? nil : trimmed
    }

    static func columns(for kind: Transaction.Kind) -> (String, Int64?) {
        switch kind {
        case .moneyIn: return ("in", nil)
        case .moneyOut: return ("out", nil)
        case .transfer(let destination): return ("transfer", destination.rawValue)
        }
    }
}

extension Store {
    /// Whether the store already holds `transaction` as a parsed text would save it again: the same
    /// account, kind, amount and currency on the same day (the day it happened on, where it
    /// happened), and the same reference when the text had one, else the same merchant at the same
    /// instant (`sameInstant`, when the text gave a time) or on the same day.
    public func holdsDuplicate(
        of transaction: Transaction, reference: String?, sameInstant: Bool
    ) throws(StoreError) -> Bool {
        try read {
            let (kind, destination) = Store.columns(for: transaction.kind)
            let seconds = Int64(transaction.occurredAt.timeIntervalSince1970.rounded(.down))
            let when: (condition: String, arguments: [SQLiteValue]) =
                sameInstant && reference == nil
                ? ("occurred_at >= ? AND occurred_at < ?", [.integer(seconds), .integer(seconds + 1)])
                : Store.localDays(from: transaction.day.daysSinceEpoch, through: transaction.day.daysSinceEpoch)
            let match = reference == nil ? "merchant = ?" : "note = ?"
            return try database.scalar(
                sql: """
                    SELECT 1 FROM transactions WHERE \(when.condition) AND account_id = ? AND kind = ?
                      AND destination_account_id IS ? AND amount_minor = ? AND currency = ? AND \(match) LIMIT 1
                    """,
                arguments: when.arguments + [
                    .integer(transaction.account.rawValue), .text(kind),
                    .optionalInteger(destination), .integer(transaction.amount.minorUnits),
                    .text(transaction.amount.currency.code),
                    .text(reference.map { "ref \($0)" } ?? transaction.merchant),
                ]) != nil
        }
    }
}
