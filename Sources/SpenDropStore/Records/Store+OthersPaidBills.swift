import SpenDropCore

/// Bills someone else paid, by the id each has from the transactions' run (`splits.bill_id`):
/// read for the lists, edited and deleted as a transaction is.
extension Store {
    /// Every bill someone else paid, with my part summed from the split's parts.
    static let othersPaidBillsSQL = """
        SELECT s.bill_id, e.occurred_on, s.description, s.category, p.name, s.total_minor, s.currency,
               coalesce((SELECT sum(amount_minor) FROM split_parts WHERE entry_id = s.entry_id AND person_id IS NULL), 0)
        FROM splits s JOIN paybook_entries e ON e.id = s.entry_id JOIN people p ON p.id = s.paid_by_person_id
        WHERE s.bill_id IS NOT NULL
        """

    /// The bills someone else paid that `filter` lets through, newest day first (the higher id
    /// first within a day).
    public func othersPaidBills(
        matching filter: TransactionFilter = TransactionFilter()
    ) throws(StoreError) -> [OthersPaidBill] {
        try read { try othersPaidBillRows(where: "", arguments: []).filter(filter.admits) }
            .sorted { ($0.day, $0.id.rawValue) > ($1.day, $1.id.rawValue) }
    }

    /// The bill someone else paid with this id, or nil when the id is a transaction's or no one's.
    public func othersPaidBill(_ id: TransactionID) throws(StoreError) -> OthersPaidBill? {
        try read { try othersPaidBillRows(where: "AND s.bill_id = ?", arguments: [.integer(id.rawValue)]).first }
    }

    private func othersPaidBillRows(where condition: String, arguments: [SQLiteValue]) throws -> [OthersPaidBill] {
        var tags: [Int64: [String]] = [:]
        try database.query(
            sql:
                "SELECT s.bill_id, t.tag FROM split_tags t JOIN splits s ON s.entry_id = t.entry_id WHERE s.bill_id IS NOT NULL ORDER BY t.rowid"
        ) {
            tags[$0.int64(0), default: []].append($0.text(1) ?? "")
        }
        var bills: [OthersPaidBill] = []
        try database.query(sql: Store.othersPaidBillsSQL + " " + condition, arguments: arguments) { row in
            let id = row.int64(0)
            guard let day = try? CalendarDay.parse(row.text(1) ?? ""), let currency = Currency(code: row.text(6) ?? "")
            else {
                throw StoreError.unreadable("the bill someone else paid #\(id) has no valid day or currency")
            }
            bills.append(
                OthersPaidBill(
                    id: TransactionID(id), day: day, merchant: row.text(2) ?? "", category: row.text(3),
                    paidBy: Person(row.text(4) ?? ""), total: Money(minorUnits: row.int64(5), currency: currency),
                    myShare: Money(minorUnits: row.int64(7), currency: currency), tags: tags[id] ?? []))
        }
        return bills
    }

    /// Gives the bill someone else paid `edited`'s merchant, category, day and tags (who paid and
    /// the amounts stay: they are the PayBook's). Refused for an id that is no such bill.
    public func replace(_ edited: OthersPaidBill) throws(StoreError) {
        try write {
            guard let stored = try othersPaidBill(edited.id) else {
                throw StoreError.refusal(.noTransaction(edited.id))
            }
            let entry: SQLiteValue = .integer(
                try database.scalar(
                    sql: "SELECT entry_id FROM splits WHERE bill_id = ?", arguments: [.integer(edited.id.rawValue)])
                    ?? 0)
            // Only the tags that come or go are written, so an edit that keeps them logs nothing for them.
            for tag in stored.tags where !edited.tags.contains(tag) {
                try database.execute(
                    sql: "DELETE FROM split_tags WHERE entry_id = ? AND tag = ?", arguments: [entry, .text(tag)])
            }
            for tag in edited.tags where !stored.tags.contains(tag) {
                try database.execute(
                    sql: "INSERT INTO split_tags (entry_id, tag) VALUES (?, ?)", arguments: [entry, .text(tag)])
            }
            try database.execute(
                sql: "UPDATE splits SET description = ?, category = ? WHERE bill_id = ?",
                arguments: [.text(edited.merchant), .optionalText(edited.category), .integer(edited.id.rawValue)])
            try database.execute(
                sql:
                    "UPDATE paybook_entries SET occurred_on = ? WHERE id = (SELECT entry_id FROM splits WHERE bill_id = ?)",
                arguments: [.text(edited.day.description), .integer(edited.id.rawValue)])
        }
    }

    /// Deletes the bill someone else paid with this id, and with it what I owe for it; refused when
    /// a settlement recorded after it would then pay more than is owed.
    @discardableResult
    public func deleteOthersPaidBill(_ id: TransactionID) throws(StoreError) -> OthersPaidBill {
        try write {
            guard let bill = try othersPaidBill(id) else { throw StoreError.refusal(.noTransaction(id)) }
            try database.execute(
                sql: "DELETE FROM paybook_entries WHERE id = (SELECT entry_id FROM splits WHERE bill_id = ?)",
                arguments: [.integer(id.rawValue)])
            try requirePayBookReplays(deleting: "\(id)")
            return bill
        }
    }
}
