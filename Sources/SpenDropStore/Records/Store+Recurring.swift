import Foundation
import SpenDropCore

/// One stored recurring bill: its id (`recurring remove ID`), the rule and the last day booked.
public struct StoredRecurrence: Equatable, Sendable {
    public let id: Int64
    public let rule: RecurrenceRule
    public let lastBooked: CalendarDay?
}

/// Recurring bills (`recurring_rules`) and the occurrences booked for them
/// (`recurring_occurrences`, one row per rule and day, unique).
///
/// Promises: `bookDueRecurrences` books every occurrence that has come due exactly once: it
/// runs in one IMMEDIATE transaction (two launches at once take turns; a launch killed part-way
/// books nothing), books only days after the last one booked (a clock moved backwards books
/// nothing and removes nothing), and the unique (rule, day) row makes a second booking of a day
/// impossible even by another path.
extension Store {
    /// Every recurring bill, oldest first, with the last day booked for it.
    public func recurrences() throws(StoreError) -> [StoredRecurrence] {
        try read { try readRecurrences() }
    }

    func readRecurrences() throws -> [StoredRecurrence] {
        var found: [StoredRecurrence] = []
        try database.query(
            sql: """
                SELECT r.id, r.account_id, r.amount_minor, r.currency, r.merchant, r.category, r.every, r.day, r.from_day, r.until_day,
                       (SELECT max(o.due_day) FROM recurring_occurrences o WHERE o.rule_id = r.id)
                FROM recurring_rules r ORDER BY r.id
                """
        ) { row in
            guard let currency = Currency(code: row.text(3) ?? ""),
                let every = RecurrenceRule.Every(rawValue: row.text(6) ?? ""),
                let from = try? CalendarDay.parse(row.text(8) ?? "")
            else {
                throw StoreError.unreadable(
                    "recurring bill \(row.int64(0)) has an unknown currency, period or first day")
            }
            let until = row.text(9).flatMap { try? CalendarDay.parse($0) }
            let rule = try RecurrenceRule(
                amount: Money(minorUnits: row.int64(2), currency: currency), merchant: row.text(4) ?? "",
                account: AccountID(row.int64(1)), category: row.text(5), every: every,
                day: row.optionalInt64(7).map(Int.init), from: from, until: until)
            found.append(
                StoredRecurrence(
                    id: row.int64(0), rule: rule, lastBooked: row.text(10).flatMap { try? CalendarDay.parse($0) }))
        }
        return found
    }

    /// Adds a recurring bill; its id.
    @discardableResult
    public func addRecurrence(_ rule: RecurrenceRule) throws(StoreError) -> Int64 {
        try write {
            guard try accounts().contains(where: { $0.id == rule.account }) else {
                throw StoreError.refused("there is no account \(rule.account.rawValue)")
            }
            try database.execute(
                sql: """
                    INSERT INTO recurring_rules (account_id, amount_minor, currency, merchant, category, every, day, from_day, until_day)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    .integer(rule.account.rawValue), .integer(rule.amount.minorUnits), .text(rule.amount.currency.code),
                    .text(rule.merchant), .optionalText(rule.category), .text(rule.every.rawValue),
                    .optionalInteger(rule.day.map(Int64.init)), .text(rule.from.description),
                    .optionalText(rule.until?.description),
                ])
            return database.lastInsertedRowID
        }
    }

    /// Gives recurring bill `id` everything `rule` says (what it booked stays), so the next
    /// booking and those after it follow the new rule and nothing booked changes. Returns the
    /// bill as it was.
    public func changeRecurrence(_ id: Int64, to rule: RecurrenceRule) throws(StoreError) -> StoredRecurrence {
        try write {
            guard let found = try readRecurrences().first(where: { $0.id == id }) else {
                throw StoreError.refusal(.noRecurringBill(id))
            }
            guard try accounts().contains(where: { $0.id == rule.account }) else {
                throw StoreError.refused("there is no account \(rule.account.rawValue)")
            }
            try database.execute(
                sql: """
                    UPDATE recurring_rules SET account_id = ?, amount_minor = ?, currency = ?, merchant = ?, category = ?,
                        every = ?, day = ?, from_day = ?, until_day = ? WHERE id = ?
                    """,
                arguments: [
                    .integer(rule.account.rawValue), .integer(rule.amount.minorUnits), .text(rule.amount.currency.code),
                    .text(rule.merchant), .optionalText(rule.category), .text(rule.every.rawValue),
                    .optionalInteger(rule.day.map(Int64.init)), .text(rule.from.description),
                    .optionalText(rule.until?.description), .integer(id),
                ])
            return found
        }
    }

    /// Removes recurring bill `id` and its booking records; the transactions already booked stay.
    public func removeRecurrence(_ id: Int64) throws(StoreError) -> StoredRecurrence {
        try write {
            guard let found = try readRecurrences().first(where: { $0.id == id }) else {
                throw StoreError.refusal(.noRecurringBill(id))
            }
            try database.execute(sql: "DELETE FROM recurring_rules WHERE id = ?", arguments: [.integer(id)])
            return found
        }
    }

    /// Books every occurrence due up to and including `today`, each as Money Out at `moment(day)`
    /// linked to its (rule, day) row; how many were booked. A bill whose account is closed is
    /// stopped; once the account is reopened, what came due meanwhile is booked. Reads first and takes the write lock
    /// only when something is due, so a launch with nothing due writes nothing.
    @discardableResult
    public func bookDueRecurrences(
        through today: CalendarDay, at moment: (CalendarDay) -> Moment
    ) throws(StoreError) -> Int {
        // A bill whose account is closed is stopped: nothing is booked into a closed account.
        let closed = try read { Set(try accounts().filter(\.isClosed).map(\.id)) }
        let due = try read {
            try readRecurrences().contains {
                !closed.contains($0.rule.account) && !$0.rule.occurrences(after: $0.lastBooked, through: today).isEmpty
            }
        }
        guard due else { return 0 }
        return try write {
            var booked = 0
            for stored in try readRecurrences() where !closed.contains(stored.rule.account) {
                for day in stored.rule.occurrences(after: stored.lastBooked, through: today) {
                    let rule = stored.rule
                    let transaction = try insert(
                        Transaction(
                            id: TransactionID(0), kind: .moneyOut, account: rule.account, amount: rule.amount,
                            occurredAt: moment(day).instant, utcOffset: moment(day).utcOffset,
                            merchant: rule.merchant, category: rule.category,
                            note: "recurring #\(stored.id)"))
                    try database.execute(
                        sql: "INSERT INTO recurring_occurrences (rule_id, due_day, transaction_id) VALUES (?, ?, ?)",
                        arguments: [.integer(stored.id), .text(day.description), .integer(transaction.id.rawValue)])
                    booked += 1
                }
            }
            return booked
        }
    }
}
