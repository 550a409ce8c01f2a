/// A table whose rows `undo` puts back: its name, the column that finds a row, and every column a
/// row has. The capture triggers, the JSON image of an old row and the SQL that restores it are
/// all computed from this list, so they cannot disagree.
///
/// Promises: `all` names every column of every user-data table (the Data safety suite compares it
/// with the schema), so undo never restores a row with a column missing. `daily_totals` is not
/// here: its triggers follow the transactions that undo restores.
public struct UndoableTable: Sendable {
    public let name: String
    /// The column a step's key is: the table's integer primary key, or `rowid` where the key has
    /// two columns.
    let key: String
    /// Every column, `key` included.
    public let columns: [String]

    public static let all: [UndoableTable] = [
        UndoableTable(name: "accounts", key: "id", columns: ["id", "name", "currency", "opening_minor", "closed"]),
        UndoableTable(name: "transactions", key: "id", columns: TransactionColumn.allCases.map(\.rawValue)),
        UndoableTable(name: "people", key: "id", columns: ["id", "name"]),
        UndoableTable(
            name: "paybook_entries", key: "id", columns: ["id", "entry_key", "occurred_on", "kind", "group_name"]),
        UndoableTable(
            name: "splits", key: "entry_id",
            columns: [
                "entry_id", "description", "paid_by_person_id", "total_minor",
                "currency", "transaction_id", "category", "bill_id",
            ]),
        UndoableTable(
            name: "split_parts", key: "rowid", columns: ["rowid", "entry_id", "position", "person_id", "amount_minor"]),
        UndoableTable(
            name: "settlements", key: "entry_id",
            columns: [
                "entry_id", "from_person_id", "to_person_id", "amount_minor", "currency",
                "transaction_id",
            ]),
        UndoableTable(name: "category_choices", key: "id", columns: ["id", "merchant_key", "category", "chosen_on"]),
        UndoableTable(
            name: "budgets", key: "id",
            columns: [
                "id", "category", "currency", "limit_minor", "from_month", "rollover",
                "carry_overspending", "ended",
            ]),
        UndoableTable(
            name: "recurring_rules", key: "id",
            columns: [
                "id", "account_id", "amount_minor", "currency", "merchant", "category",
                "every", "day", "from_day", "until_day",
            ]),
        UndoableTable(
            name: "recurring_occurrences", key: "rowid", columns: ["rowid", "rule_id", "due_day", "transaction_id"]),
        UndoableTable(name: "transaction_tags", key: "rowid", columns: ["rowid", "transaction_id", "tag"]),
        UndoableTable(name: "split_tags", key: "rowid", columns: ["rowid", "entry_id", "tag"]),
        UndoableTable(name: "exchange_rates", key: "id", columns: ["id", "currency", "on_day", "millionths"]),
        UndoableTable(name: "statement_accounts", key: "rowid", columns: ["rowid", "statement_account", "account_id"]),
        UndoableTable(
            name: "import_rules", key: "id", columns: ["id", "merchant_pattern", "set_category", "set_merchant"]),
    ]

    static func named(_ name: String) -> UndoableTable? { all.first { $0.name == name } }

    static let transactionsName = "transactions"

    /// The trigger a bulk change goes without: the one on inserted transactions.
    static let transactionsInsertTrigger = UndoableTable.named(transactionsName)?.insertTrigger ?? ""

    /// Every table's capture triggers, keyed by the kind of write each logs, written once: a
    /// connection asks for some whenever it first writes a table.
    static let captureTriggersByWrite: [SQLiteWrite: (name: String, sql: String)] = Dictionary(
        uniqueKeysWithValues: all.flatMap { table in
            table.captureTriggers.map { (SQLiteWrite($0.kind, into: table.name), (name: $0.name, sql: $0.sql)) }
        })

    /// `json_object('id', OLD.id, …)`: the whole row before a change.
    private var oldRowImage: String {
        "json_object(" + columns.map { "'\($0)', OLD.\($0)" }.joined(separator: ", ") + ")"
    }

    /// The name of the trigger that logs each row `action` (`inserted`, `updated`, `deleted`).
    private func captureTriggerName(_ action: String) -> String { "undo_\(name)_\(action)" }

    /// The name of the trigger that logs each row inserted.
    var insertTrigger: String { captureTriggerName("inserted") }

    /// The three connection-private triggers that write a step for every row inserted, updated
    /// (when a column's value changed) or deleted while a change is being recorded (a row in `temp.change_in_progress`), each as its
    /// name and the SQL that creates it.
    var captureTriggers: [(kind: SQLiteWrite.Kind, name: String, sql: String)] {
        // An update that leaves every column as it was is no change: nothing to log or undo.
        let changedColumns = columns.filter { $0 != "rowid" }.map { "OLD.\($0) COLLATE BINARY IS NOT NEW.\($0)" }
            .joined(separator: " OR ")
        func trigger(
            _ kind: SQLiteWrite.Kind, _ event: String, _ action: String, _ row: String,
            _ image: String
        ) -> (kind: SQLiteWrite.Kind, name: String, sql: String) {
            (
                kind, captureTriggerName(action),
                """
                CREATE TEMP TRIGGER \(captureTriggerName(action)) AFTER \(event) ON main.\(name)
                WHEN EXISTS (SELECT 1 FROM temp.change_in_progress)\(kind == .update ? " AND (\(changedColumns))" : "") BEGIN
                    INSERT INTO change_steps (change_id, table_name, action, first_key, last_key, old_row)
                    SELECT id, '\(name)', '\(action)', \(row).\(key), \(row).\(key), \(image) FROM temp.change_in_progress;
                END;

                """
            )
        }
        return [
            trigger(.insert, "INSERT", "inserted", "NEW", "NULL"),
            trigger(.update, "UPDATE", "updated", "OLD", oldRowImage),
            trigger(.delete, "DELETE", "deleted", "OLD", oldRowImage),
        ]
    }

    /// Removes the rows a step inserted: keys `?1` through `?2`.
    var removeInserted: String { "DELETE FROM \(name) WHERE \(key) BETWEEN ?1 AND ?2" }

    /// Puts back a deleted row from its JSON image `?1`.
    var reinsertDeleted: String {
        "INSERT INTO \(name) (\(columns.joined(separator: ", "))) SELECT "
            + columns.map { "json_extract(?1, '$.\($0)')" }.joined(separator: ", ")
    }

    /// Gives the row with key `?2` back every value of its JSON image `?1`.
    var restoreUpdated: String {
        "UPDATE \(name) SET "
            + columns.filter { $0 != key }.map { "\($0) = json_extract(?1, '$.\($0)')" }.joined(separator: ", ")
            + " WHERE \(key) = ?2"
    }
}
