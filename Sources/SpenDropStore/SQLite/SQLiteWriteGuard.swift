import CSQLite
import Glibc

/// Tables whose writes a connection compiles only once it has made that kind of write ready (for
/// the undo log: the capture trigger of that table and kind in place). SQLite's authorizer refuses
/// to compile a statement that would insert, update or delete rows of a guarded table when that
/// kind of write is not ready — whether the statement writes it, a trigger it fires does, or a
/// foreign key's cascade — and the connection then makes those writes ready and compiles the
/// statement again.
///
/// Promises: no statement that writes rows of a guarded table of `main` runs while that kind of
/// write to it is not ready; readiness is forgotten at every rollback (a rolled-back `CREATE TEMP
/// TRIGGER` is gone with it), when `PRAGMA temp_store` empties the temporary schema, for a table
/// one of whose triggers is dropped or which is altered or dropped, and when the connection
/// forgets it (`SQLiteDatabase.forgetReady`, which also makes every compiled statement compile
/// again), so it is established again before the next such write. A DROP or a pragma is assumed
/// to run right after it is compiled, as every statement of spendrop does. Every connection has
/// one, guarding nothing until `SQLiteDatabase.guardWrites` names tables.
final class SQLiteWriteGuard {
    var tables: Set<String> = []
    var makeReady: (Set<SQLiteWrite>) throws -> Void = { _ in }
    /// Writes made ready since the last rollback.
    var ready: Set<SQLiteWrite> = []
    /// Writes a refused statement wanted, not yet made ready.
    var refused: Set<SQLiteWrite> = []
    /// The table whose DROP TABLE was just authorised: SQLite asks next to delete its rows, which
    /// go with it and need no log.
    private var dropping: String?

    /// How many times one statement is compiled: SQLite stops at the first write refused, so a
    /// delete that cascades through three tables is refused once for each level; each refusal
    /// makes at least one more write ready, so one compile per kind of write to a guarded table
    /// and a last one suffice, and a `makeReady` that makes nothing ready cannot loop.
    var attempts: Int { tables.count * SQLiteWrite.Kind.allCases.count + 1 }

    /// Forgets every kind of write to `table`.
    func forget(_ table: String) {
        ready = ready.filter { $0.table != table }
    }

    /// The authorizer's answer for one access the compiler asks about (`first` and `second` are
    /// SQLite's two detail arguments: for a write, the table and the column; `database` the
    /// schema, `main` for the store's own tables; VACUUM's copy and temporary tables are others).
    func decide(
        _ action: Int32, first: UnsafePointer<CChar>?, second: UnsafePointer<CChar>?,
        database: UnsafePointer<CChar>?
    ) -> Int32 {
        let dropped = dropping
        dropping = nil
        switch action {
        case SQLITE_INSERT, SQLITE_UPDATE, SQLITE_DELETE:
            guard let first, let database, strcmp(database, "main") == 0 else { return SQLITE_OK }
            let name = String(cString: first).lowercased()
            guard tables.contains(name), !(action == SQLITE_DELETE && name == dropped) else { return SQLITE_OK }
            let write = SQLiteWrite(
                action == SQLITE_INSERT ? .insert : action == SQLITE_UPDATE ? .update : .delete, into: name)
            guard !ready.contains(write) else { return SQLITE_OK }
            refused.insert(write)
            return SQLITE_DENY
        case SQLITE_DROP_TABLE, SQLITE_DROP_TEMP_TABLE:
            // A dropped table takes its triggers with it.
            if let first {
                let name = String(cString: first).lowercased()
                forget(name)
                dropping = name
            }
            return SQLITE_OK
        case SQLITE_DROP_TRIGGER, SQLITE_DROP_TEMP_TRIGGER, SQLITE_ALTER_TABLE:
            // The trigger's table; the altered table.
            if let second { forget(String(cString: second).lowercased()) }
            return SQLITE_OK
        case SQLITE_PRAGMA:
            // Setting where temporary tables live empties the temporary schema, triggers and all.
            if let first, strcasecmp(first, "temp_store") == 0, second != nil { ready = [] }
            return SQLITE_OK
        default:
            return SQLITE_OK
        }
    }

    /// After SQLite answered `code`: when it refused a statement for writes not ready, makes them
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
            throw SQLiteError(
                code: SQLITE_ERROR, message: "\(error)",
                context: "making \(Set(wanted.map(\.table)).sorted().joined(separator: ", ")) ready for writing")
        }
        ready.formUnion(wanted)
        return true
    }
}
