import Foundation
import SpenDropCore

/// The user's data in an open SQLite store: accounts, transactions, the PayBook and category
/// choices, read and written as SpenDropCore values.
///
/// Promises: every write runs in one IMMEDIATE transaction and is checked by the domain's rules
/// first, so a refused or failed write leaves nothing half written, and two processes writing at
/// once wait for each other (busy timeout) instead of failing.
public final class Store {
    public let database: SQLiteDatabase

    /// From here on, no statement on `database` inserts, updates or deletes rows of a table `undo`
    /// restores before that table's capture trigger for that kind of write is in place
    /// (`Store.makeCaptureReady`).
    public init(database: SQLiteDatabase) {
        self.database = database
        database.guardWrites(to: Set(UndoableTable.all.map(\.name))) { [unowned database] writes in
            try Store.makeCaptureReady(writes, in: database)
        }
    }

    /// Runs `body` in one write transaction, mapping failures to `StoreError`.
    func write<Result>(_ body: () throws -> Result) throws(StoreError) -> Result {
        do {
            return try database.transaction(.immediate, body)
        } catch let error as StoreError {
            throw error
        } catch let error as SQLiteError {
            throw .sqlite(error)
        } catch let error as LedgerError {
            throw .refused(error.description)
        } catch {
            throw .refused("\(error)")
        }
    }

    /// Runs a read, mapping failures to `StoreError`.
    func read<Result>(_ body: () throws -> Result) throws(StoreError) -> Result {
        do {
            return try body()
        } catch let error as StoreError {
            throw error
        } catch let error as SQLiteError {
            throw .sqlite(error)
        } catch {
            throw .unreadable("\(error)")
        }
    }
}
