import Foundation
import SpenDropCore

/// The rest of what a person entered, beside accounts and transactions: the people, the PayBook
/// in the order it was recorded, the category choices suggestions learn from, and the budgets.
public struct ExportedExtras: Sendable {
    public var people: [String]
    public var payBook: [ExportedPayBookEntry]
    public var categoryChoices: [StoredCategoryChoice]
    public var budgets: [Budget]
    public var recurring: [ExportedRecurrence]
    public var rates: [ExchangeRate]
    /// The rules that set a category or merchant on what comes in, in the order they apply.
    public var importRules: [ImportRule]
    /// Which account each statement account id goes to, by the account's name.
    public var statementAccounts: [(statementAccount: String, account: String)]

    public init(
        people: [String], payBook: [ExportedPayBookEntry], categoryChoices: [StoredCategoryChoice],
        budgets: [Budget] = [],
        recurring: [ExportedRecurrence] = [], rates: [ExchangeRate] = [], importRules: [ImportRule] = [],
        statementAccounts: [(statementAccount: String, account: String)] = []
    ) {
        self.rates = rates
        self.importRules = importRules
        self.statementAccounts = statementAccounts
        self.people = people
        self.payBook = payBook
        self.categoryChoices = categoryChoices
        self.budgets = budgets
        self.recurring = recurring
    }
}

/// One recurring bill as an export writes it: its id, its account by name, the rule, and every
/// day booked for it with the transaction that booked it (nil once that transaction was deleted).
public struct ExportedRecurrence: Sendable {
    public let id: Int64
    public let account: String
    public let rule: RecurrenceRule
    public let booked: [(day: CalendarDay, transaction: Int64?)]

    public init(id: Int64, account: String, rule: RecurrenceRule, booked: [(day: CalendarDay, transaction: Int64?)]) {
        self.id = id
        self.account = account
        self.rule = rule
        self.booked = booked
    }
}

/// One PayBook entry as an export writes it: people by name (nil is me), the transaction that
/// is its bill or moved its money by id.
public struct ExportedPayBookEntry: Sendable {
    public enum Record: Sendable {
        case split(
            description: String, category: String?, paidBy: String?, total: Money,
            parts: [(person: String?, amount: Money)], bill: Int64?)
        case settlement(from: String?, to: String?, amount: Money, movement: Int64?)
    }

    public let key: String
    public let day: CalendarDay
    public let record: Record
    /// For a bill someone else paid: the id it is listed, edited and deleted by, and its tags.
    public let listedID: Int64?
    public let tags: [String]
    /// The group it was recorded in, if any.
    public let group: String?

    public init(
        key: String, day: CalendarDay, record: Record, listedID: Int64? = nil, tags: [String] = [], group: String? = nil
    ) {
        self.key = key
        self.day = day
        self.record = record
        self.listedID = listedID
        self.tags = tags
        self.group = group
    }
}

extension Store {
    /// Every recurring bill with the days booked for it, oldest first.
    func exportedRecurrences(names: [Int64: String]) throws -> [ExportedRecurrence] {
        try readRecurrences().map { stored in
            var booked: [(day: CalendarDay, transaction: Int64?)] = []
            try database.query(
                sql: "SELECT due_day, transaction_id FROM recurring_occurrences WHERE rule_id = ? ORDER BY due_day",
                arguments: [.integer(stored.id)]
            ) { row in
                guard let day = try? CalendarDay.parse(row.text(0) ?? "") else {
                    throw StoreError.unreadable("a booked day of recurring bill \(stored.id) is not a day")
                }
                booked.append((day, row.optionalInt64(1)))
            }
            return ExportedRecurrence(
                id: stored.id,
                account: names[stored.rule.account.rawValue] ?? "account \(stored.rule.account.rawValue)",
                rule: stored.rule, booked: booked)
        }
    }

    /// Calls `body` with the accounts and then with each transaction, by the day it happened on where it
    /// happened, then by moment (ties by id),
    /// all read from one snapshot of the store.
    ///
    /// Promises: streams: one row is in memory at a time, whatever the number of transactions.
    /// Errors `body` throws come out unchanged; the store's own as `StoreError`.
    public func exportAll(
        accounts accountsBody: ([Account]) throws -> Void,
        transactions body: (TransactionRecord) throws -> Void,
        extras: (ExportedExtras) throws -> Void = { _ in }
    ) throws {
        do {
            try database.transaction(.deferred) {
                let accounts = try accounts()
                try accountsBody(accounts)
                let names = Dictionary(uniqueKeysWithValues: accounts.map { ($0.id.rawValue, $0.name) })
                // Tags, joined by the unit separator (no tag can hold a control character), only when any exist.
                let tagged = try database.scalar(sql: "SELECT EXISTS (SELECT 1 FROM transaction_tags)") == 1
                let tagColumn =
                    tagged
                    ? ", (SELECT group_concat(tag, char(31)) FROM (SELECT tag FROM transaction_tags WHERE transaction_id = transactions.id ORDER BY tag))"
                    : ", NULL"
                // By the day each happened on where it happened, then by moment: an export's dates never go back.
                let tagsIndex = Int32(TransactionColumn.allCases.count)
                try database.query(
                    sql: "SELECT \(TransactionColumn.selectList)\(tagColumn) FROM transactions "
                        + "ORDER BY \(MigrationSQL.localDay("transactions")), occurred_at, id"
                ) { row in
                    let transaction = try TransactionColumn.transaction(from: row)
                    let (kindText, destination) = Store.columns(for: transaction.kind)
                    guard let kind = TransactionRecord.Kind(rawValue: kindText),
                        let account = names[transaction.account.rawValue]
                    else {
                        throw StoreError.unreadable("transaction \(transaction.id.rawValue) has an unknown account")
                    }
                    try body(
                        TransactionRecord(
                            id: transaction.id.rawValue, kind: kind, account: account,
                            toAccount: destination.map { names[$0] ?? "account \($0)" },
                            amount: transaction.amount, occurredAt: Int64(transaction.occurredAt.timeIntervalSince1970),
                            utcOffset: transaction.utcOffset, merchant: transaction.merchant,
                            category: transaction.category,
                            note: transaction.note, othersShare: transaction.othersShare,
                            tags: row.text(tagsIndex).map { $0.split(separator: "\u{1F}").map(String.init) } ?? [],
                            received: transaction.received, bankLine: transaction.bankLine,
                            status: transaction.status))
                }
                try extras(
                    ExportedExtras(
                        people: try database.textRows(sql: "SELECT name FROM people ORDER BY id").compactMap { $0[0] },
                        payBook: try exportedPayBook(), categoryChoices: try categoryChoices(), budgets: try budgets(),
                        recurring: try exportedRecurrences(names: names), rates: try rates(),
                        importRules: try importRules(), statementAccounts: try statementAccounts(names: names)))
            }
        } catch let error as SQLiteError {
            throw StoreError.sqlite(error)
        }
    }

    /// Every PayBook entry in the order it was recorded, people by name.
    public func exportedPayBook() throws -> [ExportedPayBookEntry] {
        var names: [Int64: String] = [:]
        try database.query(sql: "SELECT id, name FROM people") { names[$0.int64(0)] = $0.text(1) ?? "" }
        func name(_ id: Int64?) -> String? { id.flatMap { names[$0] } }
        var entries: [ExportedPayBookEntry] = []
        var rows: [(Int64, String, String, String, String?)] = []
        try database.query(
            sql: "SELECT id, entry_key, occurred_on, kind, group_name FROM paybook_entries ORDER BY id"
        ) {
            rows.append(($0.int64(0), $0.text(1) ?? "", $0.text(2) ?? "", $0.text(3) ?? "", $0.text(4)))
        }
        for (id, key, dayText, kind, group) in rows {
            guard let day = try? CalendarDay.parse(dayText) else {
                throw StoreError.unreadable("PayBook entry \(id) has no valid day")
            }
            var record: ExportedPayBookEntry.Record?
            var listedID: Int64?
            var tags: [String] = []
            if kind == "split" {
                try database.query(
                    sql: "SELECT tag FROM split_tags WHERE entry_id = ? ORDER BY tag", arguments: [.integer(id)]
                ) { tags.append($0.text(0) ?? "") }
                var parts: [(String?, Money)] = []
                var header: (String, Int64?, Int64, String, Int64?, String?)?
                try database.query(
                    sql:
                        "SELECT description, paid_by_person_id, total_minor, currency, transaction_id, category, bill_id FROM splits WHERE entry_id = ?",
                    arguments: [.integer(id)]
                ) {
                    header = (
                        $0.text(0) ?? "", $0.optionalInt64(1), $0.int64(2), $0.text(3) ?? "", $0.optionalInt64(4),
                        $0.text(5)
                    )
                    listedID = $0.optionalInt64(6)
                }
                guard let header, let currency = Currency(code: header.3) else {
                    throw StoreError.unreadable("split \(id) is missing or has an unknown currency")
                }
                try database.query(
                    sql: "SELECT person_id, amount_minor FROM split_parts WHERE entry_id = ? ORDER BY position",
                    arguments: [.integer(id)]
                ) {
                    parts.append((name($0.optionalInt64(0)), Money(minorUnits: $0.int64(1), currency: currency)))
                }
                record = .split(
                    description: header.0, category: header.5, paidBy: name(header.1),
                    total: Money(minorUnits: header.2, currency: currency), parts: parts, bill: header.4)
            } else {
                try database.query(
                    sql:
                        "SELECT from_person_id, to_person_id, amount_minor, currency, transaction_id FROM settlements WHERE entry_id = ?",
                    arguments: [.integer(id)]
                ) { row in
                    guard let currency = Currency(code: row.text(3) ?? "") else { return }
                    record = .settlement(
                        from: name(row.optionalInt64(0)), to: name(row.optionalInt64(1)),
                        amount: Money(minorUnits: row.int64(2), currency: currency), movement: row.optionalInt64(4))
                }
            }
            guard let record else { throw StoreError.unreadable("PayBook entry \(id) is missing its \(kind)") }
            entries.append(
                ExportedPayBookEntry(key: key, day: day, record: record, listedID: listedID, tags: tags, group: group))
        }
        return entries
    }

    /// The first and last day any transaction happened on (where it happened), nil when there is none.
    public func transactionSpan() throws(StoreError) -> (first: CalendarDay, last: CalendarDay)? {
        try read {
            var span: (CalendarDay, CalendarDay)?
            try database.query(
                sql:
                    "SELECT min(\(MigrationSQL.localDay("transactions"))), max(\(MigrationSQL.localDay("transactions"))) FROM transactions"
            ) { row in
                if let first = row.optionalInt64(0).flatMap(CalendarDay.init(daysSinceEpoch:)),
                    let last = row.optionalInt64(1).flatMap(CalendarDay.init(daysSinceEpoch:))
                {
                    span = (first, last)
                }
            }
            return span
        }
    }
}

extension Store {
    /// Every remembered statement account, by its id, with the name of the account it goes to.
    func statementAccounts(names: [Int64: String]) throws -> [(statementAccount: String, account: String)] {
        var found: [(statementAccount: String, account: String)] = []
        try database.query(
            sql: "SELECT statement_account, account_id FROM statement_accounts ORDER BY statement_account"
        ) { row in
            found.append((row.text(0) ?? "", names[row.int64(1)] ?? "account \(row.int64(1))"))
        }
        return found
    }
}
