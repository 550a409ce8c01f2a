import Foundation
import SpenDropCore

/// The split a transaction is the bill of: what `edit` and `delete` must keep consistent.
public struct BilledSplit: Equatable, Sendable {
    public let entryID: Int64
    public let description: String
    /// The others in it, by name, in the order of its parts.
    public let others: [String]
}

extension Store {
    /// The transaction with this id, or nil.
    public func transaction(_ id: TransactionID) throws(StoreError) -> Transaction? {
        try read {
            var found: Transaction?
            try database.query(
                sql: "SELECT \(TransactionColumn.selectList) FROM transactions WHERE id = ?",
                arguments: [.integer(id.rawValue)]
            ) { found = try TransactionColumn.transaction(from: $0) }
            return try found.flatMap { try withTags([$0]).first }
        }
    }

    /// The split whose bill the transaction is, or nil.
    public func split(billedBy id: TransactionID) throws(StoreError) -> BilledSplit? {
        try read {
            var found: (Int64, String)?
            try database.query(
                sql: "SELECT entry_id, description FROM splits WHERE transaction_id = ?",
                arguments: [.integer(id.rawValue)]
            ) { found = ($0.int64(0), $0.text(1) ?? "") }
            guard let (entryID, description) = found else { return nil }
            var others: [String] = []
            try database.query(
                sql: """
                    SELECT p.name FROM split_parts s JOIN people p ON p.id = s.person_id WHERE s.entry_id = ? ORDER BY s.position
                    """, arguments: [.integer(entryID)]
            ) { others.append($0.text(0) ?? "") }
            return BilledSplit(entryID: entryID, description: description, others: others)
        }
    }

    /// Replaces the stored transaction that has `edited`'s id with `edited`, after the ledger's
    /// rules accept it. Refused when no transaction has that id, and when it is the bill of a split
    /// and its amount would change: the split's parts add up to the bill.
    public func replace(_ edited: Transaction) throws(StoreError) {
        try write {
            guard let stored = try transaction(edited.id) else { throw StoreError.refusal(.noTransaction(edited.id)) }
            if edited.amount != stored.amount, let split = try split(billedBy: edited.id) {
                throw StoreError.refusal(.splitBillAmount(edited.id, others: split.others, total: stored.amount))
            }
            if edited.amount != stored.amount, try settlementEntry(movedBy: edited.id) != nil {
                throw StoreError.refused(
                    "\(edited.id) is the money of a settlement; delete it (the settlement goes with it) and settle again"
                )
            }
            try Ledger(accounts: try accounts(), transactions: []).validate(edited)
            try database.execute(
                sql: TransactionColumn.updateSQL, arguments: TransactionColumn.updateValues(of: edited))
            if edited.tags != stored.tags { try setTags(edited.tags, of: edited.id.rawValue) }
            // The split a bill paid for, or the settlement the money moved, happened on the day the
            // money did: its PayBook entry moves with it (what `paybook --as-of` reads).
            if edited.day != stored.day {
                try database.execute(
                    sql: """
                        UPDATE paybook_entries SET occurred_on = ?1
                        WHERE id IN (SELECT entry_id FROM splits WHERE transaction_id = ?2
                                     UNION SELECT entry_id FROM settlements WHERE transaction_id = ?2)
                        """, arguments: [.text(edited.day.description), .integer(edited.id.rawValue)])
            }
        }
    }

    /// Deletes a transaction. The bill of a split is deleted only `withSplit`, and then with its
    /// split, and only when every settlement recorded since still has a debt to pay: the PayBook
    /// without the split is replayed before anything is kept. The money of a settlement is
    /// deleted with its settlement, on the same condition.
    /// - Returns: what was deleted.
    public func deleteTransaction(
        _ id: TransactionID, withSplit: Bool
    ) throws(StoreError)
        -> (transaction: Transaction, split: BilledSplit?, settledWith: String?)
    {
        try write {
            guard let stored = try transaction(id) else { throw StoreError.refusal(.noTransaction(id)) }
            let split = try split(billedBy: id)
            if let split {
                guard withSplit else {
                    throw StoreError.refusal(.splitBillAlone(id, others: split.others))
                }
                try database.execute(
                    sql: "DELETE FROM paybook_entries WHERE id = ?", arguments: [.integer(split.entryID)])
                try requirePayBookReplays(deleting: "the split of \(id)")
            }
            var settledWith: String?
            if let settlement = try settlementEntry(movedBy: id) {
                settledWith =
                    try database.textRows(
                        sql: """
                            SELECT p.name FROM settlements s JOIN people p ON p.id = coalesce(s.from_person_id, s.to_person_id) WHERE s.entry_id = ?
                            """, arguments: [.integer(settlement)]
                    ).first?.first ?? nil
                // The money and the settlement are one act: both go, and only when every settlement
                // recorded after it still pays what is owed, in the direction it is owed.
                try database.execute(sql: "DELETE FROM paybook_entries WHERE id = ?", arguments: [.integer(settlement)])
                try requirePayBookReplays(
                    deleting: "\(id), the money of a settlement with \(settledWith ?? "someone"),")
            }
            try database.execute(sql: "DELETE FROM transactions WHERE id = ?", arguments: [.integer(id.rawValue)])
            return (stored, split, settledWith)
        }
    }

    /// The PayBook entry of the settlement whose money the transaction moved, or nil.
    func settlementEntry(movedBy id: TransactionID) throws -> Int64? {
        try database.scalar(
            sql: "SELECT entry_id FROM settlements WHERE transaction_id = ?", arguments: [.integer(id.rawValue)])
    }
}
