import Foundation

/// The change log: every command that changes data records, in the same transaction, what each
/// row it touched was before, so `undo` can put the store back one change at a time, in a later
/// launch too.
///
/// Promises:
/// - A change and its steps are written in the transaction that makes the change, so a failed or
///   killed command leaves neither.
/// - `undoLastChange` reverts the newest change still in effect, in one transaction, restoring
///   every row it inserted, updated or deleted; when a row written outside the log (a fixture's
///   seed) still refers to a row it would remove, nothing is reverted and the refusal says why.
/// - Undo is not itself a change a person undoes: repeated undo walks further back. Its reversal
///   is logged as a change that `reverts` the one undone (hidden from history), which `redo` reverts
///   in turn, so redo puts back exactly what undo took; a new change after an undo ends redo.
extension Store {
    /// Runs `body` as one change: one IMMEDIATE transaction in which every row inserted, updated
    /// or deleted in the user's tables is logged for undo under `summary(result)`; a body that
    /// writes nothing leaves no change behind. With `bulk`,
    /// inserted transactions are not logged one by one; `body` logs their range with
    /// `logInsertedTransactions`.
    /// - Throws: what `body` throws, unchanged, or the `SQLiteError` of the log itself.
    public func recordingChange<Result>(
        at date: Date, bulk: Bool = false, _ body: () throws -> Result,
        summary: (Result) -> String
    ) throws -> Result {
        try database.transaction(.immediate) {
            try beginCapture(bulk: bulk)
            try database.execute(
                sql: "INSERT INTO changes (made_at, summary) VALUES (?, '')",
                arguments: [.integer(Int64(date.timeIntervalSince1970.rounded(.down)))])
            let changeID = database.lastInsertedRowID
            try database.execute(
                sql: "INSERT INTO temp.change_in_progress (id, bulk) VALUES (?, ?)",
                arguments: [.integer(changeID), .integer(bulk ? 1 : 0)])
            defer {
                try? database.execute(sql: "DELETE FROM temp.change_in_progress")
                // The inserted transactions' trigger a bulk change went without comes back with the next write.
                if bulk { database.forgetReady(UndoableTable.transactionsName) }
            }
            let result = try body()
            if try database.scalar(
                sql: "SELECT EXISTS (SELECT 1 FROM change_steps WHERE change_id = ?)", arguments: [.integer(changeID)])
                == 1
            {
                try database.execute(
                    sql: "UPDATE changes SET summary = ? WHERE id = ?",
                    arguments: [.text(summary(result)), .integer(changeID)])
            } else {
                // Nothing was written: nothing to list or undo.
                try database.execute(sql: "DELETE FROM changes WHERE id = ?", arguments: [.integer(changeID)])
            }
            return result
        }
    }

    /// Logs that the change being recorded inserted the transactions with ids `first` through
    /// `last`; nothing outside a change.
    func logInsertedTransactions(_ first: Int64, through last: Int64) throws {
        guard last >= first,
            try database.scalar(sql: "SELECT count(*) FROM temp.sqlite_master WHERE name = 'change_in_progress'") == 1
        else { return }
        try database.execute(
            sql: """
                INSERT INTO change_steps (change_id, table_name, action, first_key, last_key)
                SELECT id, 'transactions', 'inserted', ?, ? FROM temp.change_in_progress
                """, arguments: [.integer(first), .integer(last)])
    }

    /// Makes the connection's private table that marks a change in progress. The triggers that log
    /// each row come table by table, when a statement that writes the table is first compiled
    /// (`makeCaptureReady`, through the connection's write guard), each kind of write its own: a
    /// change that adds one transaction parses one trigger, not all 39. A bulk change goes without
    /// the trigger on inserted transactions (dropped when an earlier change made it): a million
    /// rows would pay for it.
    private func beginCapture(bulk: Bool) throws {
        try Store.makeCaptureReady([], in: database)
        if bulk {
            try database.execute(sql: "DROP TRIGGER IF EXISTS temp.\(UndoableTable.transactionsInsertTrigger)")
            database.forgetReady(UndoableTable.transactionsName)
        }
    }

    /// What the write guard calls before a statement making `writes` may be compiled: the table
    /// that marks a change in progress and the capture trigger of each write's table and kind
    /// (for a bulk change, inserted transactions excepted), those already there left as they are.
    /// The triggers do nothing outside a change, so a write outside one may make them too.
    static func makeCaptureReady(_ writes: Set<SQLiteWrite>, in database: SQLiteDatabase) throws {
        let present = Set(
            try database.textRows(sql: "SELECT name FROM temp.sqlite_master WHERE type IN ('table', 'trigger')")
                .compactMap { $0[0] })
        var sql = ""
        var bulk = false
        if present.contains("change_in_progress") {
            bulk = try database.scalar(sql: "SELECT EXISTS (SELECT 1 FROM temp.change_in_progress WHERE bulk = 1)") == 1
        } else {
            sql += "CREATE TEMP TABLE change_in_progress (id INTEGER NOT NULL, bulk INTEGER NOT NULL DEFAULT 0);\n"
        }
        // In the order of the tables and kinds, whatever the order of the set.
        for table in UndoableTable.all {
            for kind in SQLiteWrite.Kind.allCases {
                let write = SQLiteWrite(kind, into: table.name)
                guard writes.contains(write), let trigger = UndoableTable.captureTriggersByWrite[write],
                    !present.contains(trigger.name)
                else { continue }
                if bulk, trigger.name == UndoableTable.transactionsInsertTrigger { continue }
                sql += trigger.sql
            }
        }
        if !sql.isEmpty { try database.execute(sql: sql) }
    }

    /// The `limit` newest changes, newest first, undone ones included.
    public func changes(limit: Int) throws(StoreError) -> [StoredChange] {
        try read {
            var result: [StoredChange] = []
            try database.query(
                sql:
                    "SELECT id, made_at, summary, undone_at FROM changes WHERE reverts IS NULL ORDER BY id DESC LIMIT ?",
                arguments: [.integer(Int64(limit))]
            ) { row in
                result.append(
                    StoredChange(
                        id: row.int64(0), madeAt: Date(timeIntervalSince1970: TimeInterval(row.int64(1))),
                        summary: row.text(2) ?? "",
                        undoneAt: row.optionalInt64(3).map { Date(timeIntervalSince1970: TimeInterval($0)) }))
            }
            return result
        }
    }

    /// Reverts the newest change still in effect and marks it undone at `date`; nil when there is
    /// none. The reversal is itself logged, as a change that `reverts` it, so `redoLastUndo` can
    /// put back exactly what the undo took. A recurring bill the change added goes with what it
    /// booked since. When rows written after the change still refer to what it added, nothing is
    /// reverted and the refusal names them and what to do first.
    public func undoLastChange(at date: Date) throws(StoreError) -> StoredChange? {
        try write {
            var found: StoredChange?
            try database.query(
                sql:
                    "SELECT id, made_at, summary FROM changes WHERE undone_at IS NULL AND reverts IS NULL ORDER BY id DESC LIMIT 1"
            ) { row in
                found = StoredChange(
                    id: row.int64(0), madeAt: Date(timeIntervalSince1970: TimeInterval(row.int64(1))),
                    summary: row.text(2) ?? "", undoneAt: date)
            }
            guard let change = found else { return nil }
            try beginCapture(bulk: false)
            try database.execute(
                sql: "INSERT INTO changes (made_at, summary, reverts) VALUES (?, ?, ?)",
                arguments: [
                    .integer(Int64(date.timeIntervalSince1970.rounded(.down))), .text("undo: " + change.summary),
                    .integer(change.id),
                ])
            try database.execute(
                sql: "INSERT INTO temp.change_in_progress (id, bulk) VALUES (?, 0)",
                arguments: [.integer(database.lastInsertedRowID)])
            defer { try? database.execute(sql: "DELETE FROM temp.change_in_progress") }
            // What a recurring bill the change added has booked since goes with it (a redo brings it back).
            try database.query(
                sql:
                    "SELECT first_key, last_key FROM change_steps WHERE change_id = ? AND table_name = 'recurring_rules' AND action = 'inserted'",
                arguments: [.integer(change.id)]
            ) { row in
                let rules: [SQLiteValue] = [.integer(row.int64(0)), .integer(row.int64(1))]
                try database.execute(
                    sql:
                        "DELETE FROM transactions WHERE id IN (SELECT transaction_id FROM recurring_occurrences WHERE rule_id BETWEEN ?1 AND ?2)",
                    arguments: rules)
                try database.execute(
                    sql: "DELETE FROM recurring_occurrences WHERE rule_id BETWEEN ?1 AND ?2", arguments: rules)
            }
            try revertSteps(of: change.id, summary: change.summary, verb: "undone")
            try database.execute(
                sql: "UPDATE changes SET undone_at = ? WHERE id = ?",
                arguments: [.integer(Int64(date.timeIntervalSince1970.rounded(.down))), .integer(change.id)])
            return change
        }
    }

    /// Puts back the change the newest undo reverted, as it was after that change, and marks it
    /// in effect again; nil when there is nothing to redo (no undo yet, or a change was made
    /// after the last one, which redo would overwrite).
    public func redoLastUndo() throws(StoreError) -> StoredChange? {
        try write {
            var newest: (id: Int64, reverts: Int64?)?
            try database.query(sql: "SELECT id, reverts FROM changes ORDER BY id DESC LIMIT 1") { row in
                newest = (row.int64(0), row.optionalInt64(1))
            }
            guard let undo = newest, let target = undo.reverts else { return nil }
            var found: StoredChange?
            try database.query(
                sql: "SELECT id, made_at, summary FROM changes WHERE id = ?", arguments: [.integer(target)]
            ) { row in
                found = StoredChange(
                    id: row.int64(0), madeAt: Date(timeIntervalSince1970: TimeInterval(row.int64(1))),
                    summary: row.text(2) ?? "", undoneAt: nil)
            }
            guard let change = found else {
                throw StoreError.unreadable("an undo names change \(target), which the log does not hold")
            }
            try revertSteps(of: undo.id, summary: change.summary, verb: "redone")
            try database.execute(sql: "DELETE FROM change_steps WHERE change_id = ?", arguments: [.integer(undo.id)])
            try database.execute(sql: "DELETE FROM changes WHERE id = ?", arguments: [.integer(undo.id)])
            try database.execute(
                sql: "UPDATE changes SET undone_at = NULL WHERE id = ?", arguments: [.integer(change.id)])
            return change
        }
    }

    /// Reverts every step of change `id`, newest first, foreign keys checked once at the end; a
    /// row that would be left referring to one gone refuses it all, naming what refers to it.
    private func revertSteps(of id: Int64, summary: String, verb: String) throws {
        // Rows come back in the reverse of the order they went, so a parent may briefly be
        // missing its child or the other way round: foreign keys are checked once, at the end.
        try database.execute(sql: "PRAGMA defer_foreign_keys = ON")
        var steps: [(table: String, action: String, first: Int64, last: Int64, oldRow: String?)] = []
        try database.query(
            sql:
                "SELECT table_name, action, first_key, last_key, old_row FROM change_steps WHERE change_id = ? ORDER BY id DESC",
            arguments: [.integer(id)]
        ) { row in
            steps.append((row.text(0) ?? "", row.text(1) ?? "", row.int64(2), row.int64(3), row.text(4)))
        }
        for step in steps {
            guard let table = UndoableTable.named(step.table) else {
                throw StoreError.unreadable("change \(id) names a table spendrop does not undo: '\(step.table)'")
            }
            switch (step.action, step.oldRow) {
            case ("inserted", _):
                try database.execute(sql: table.removeInserted, arguments: [.integer(step.first), .integer(step.last)])
            case ("deleted", let image?):
                try database.execute(sql: table.reinsertDeleted, arguments: [.text(image)])
            case ("updated", let image?):
                try database.execute(sql: table.restoreUpdated, arguments: [.text(image), .integer(step.first)])
            default:
                throw StoreError.unreadable(
                    "change \(id) has a step spendrop cannot undo: \(step.action) in \(step.table)")
            }
        }
        if database.hasUnresolvedForeignKeys {
            throw StoreError.refused("'\(summary)' cannot be \(verb): " + (try referringRows()))
        }
    }

    /// What still refers to rows an undo would remove, as a person names them, and what to do first.
    private func referringRows() throws -> String {
        var named: [String] = []
        try database.query(sql: "PRAGMA foreign_key_check") { row in
            let table = row.text(0) ?? "", rowid = row.optionalInt64(1)
            switch table {
            case "transactions": named.append("transaction #\(rowid ?? 0)")
            case "recurring_rules": named.append("recurring bill #\(rowid ?? 0)")
            case "recurring_occurrences": named.append("a booking of a recurring bill")
            case "settlements", "splits", "split_parts": named.append("an entry of the PayBook")
            default: named.append("a row of \(table)")
            }
        }
        let unique = named.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        return
            "\(unique.prefix(5).joined(separator: ", ")) still \(unique.count == 1 ? "refers" : "refer") to what it added; "
            + "delete or undo \(unique.count == 1 ? "that" : "those") first"
    }
}
