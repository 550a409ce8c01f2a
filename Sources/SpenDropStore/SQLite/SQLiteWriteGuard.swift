import CSQLite

/// Tables whose writes a connection compiles only once it has made them ready (for the undo log:
/// their capture triggers in place). SQLite's authorizer refuses to compile a statement that would
/// insert, update or delete rows of a guarded table that is not ready — whether the statement
/// writes it, a trigger it fires does, or a foreign key's cascade — and the connection then makes
/// those tables ready and compiles the statement again.
///
/// Promises: no statement that writes rows of a guarded table runs while that table is not ready;
/// readiness is forgotten at every rollback (a rolled-back `CREATE TEMP TRIGGER` is gone with it)
/// and for a table whose trigger is dropped, or which is altered or dropped, so it is established
/// again before the next such write.
/// Every connection has one, guarding nothing until `SQLiteDatabase.guardWrites` names tables.
final class SQLiteWriteGuard {
    var tables: Set<String> = []
    var makeReady: (Set<String>) throws -> Void = { _ in }
    /// Tables made ready since the last rollback.
    var ready: Set<String> = []
    /// Tables a refused statement wanted to write, not yet made ready.
    var refused: Set<String> = []

    /// How many times one statement is compiled: SQLite stops at the first table refused, so a
    /// delete that cascades through three tables is refused once for each level; each refusal
    /// makes at least one more table ready, so one compile per guarded table and a last one
    /// suffice, and a `makeReady` that makes nothing ready cannot loop.
    var attempts: Int { tables.count + 1 }

    /// The authorizer's answer for one access the compiler asks about (`first` and `second` are
    /// SQLite's two detail arguments: for a write, the table and the column).
    func decide(_ action: Int32, first: UnsafePointer<CChar>?, second: UnsafePointer<CChar>?) -> Int32 {
        switch action {
        case SQLITE_INSERT, SQLITE_UPDATE, SQLITE_DELETE:
            guard let first else { return SQLITE_OK }
            let name = String(cString: first).lowercased()
            guard tables.contains(name), !ready.contains(name) else { return SQLITE_OK }
            refused.insert(name)
            return SQLITE_DENY
        case SQLITE_DROP_TABLE, SQLITE_DROP_TEMP_TABLE:
            // A dropped table takes its triggers with it.
            if let first { ready.remove(String(cString: first).lowercased()) }
            return SQLITE_OK
        case SQLITE_DROP_TRIGGER, SQLITE_DROP_TEMP_TRIGGER, SQLITE_ALTER_TABLE:
            // The trigger's table; the altered table.
            if let second { ready.remove(String(cString: second).lowercased()) }
            return SQLITE_OK
        default:
            return SQLITE_OK
        }
    }

    /// After SQLite answered `code`: when it refused a statement for tables not ready, makes them
    /// ready and says to compile it again; otherwise false.
    func readyRefused(after code: Int32) throws(SQLiteError) -> Bool {
        guard code & 0xFF == SQLITE_AUTH, !refused.isEmpty else {
            refused = []
            return false
        }
        let wanted = refused
        refused = []
        do {
            try makeReady(wanted)
        } catch let error as SQLiteError {
            throw error
        } catch {
            throw SQLiteError(code: SQLITE_ERROR, message: "\(error)", context: "making \(wanted.sorted().joined(separator: ", ")) ready for writing")
        }
        ready.formUnion(wanted)
        return true
    }
}
