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

    /// Runs `body` in one write transaction, mapping failures to `StoreError`. Before it commits,
    /// the store is checked to stay within `LedgerCapacity`; a write that would pass it is refused
    /// whole, as is one whose sums SQLite could not add up.
    func write<Result>(_ body: () throws -> Result) throws(StoreError) -> Result {
        do {
            return try database.transaction(.immediate) {
                let result = try body()
                try LedgerCapacity.check(database)
                return result
            }
        } catch let error as StoreError {
            throw error
        } catch let error as SQLiteError where error.message.contains("integer overflow") {
            throw .refused(
                "the amounts this would add up pass what spendrop can count (SQLite: \(error.message)); nothing was changed. Keep amounts that large in a store of their own"
            )
        } catch let error as SQLiteError {
            throw .sqlite(error)
        } catch let error as LedgerError {
            throw .refused(error.description)
        } catch {
            throw .other(error)
        }
    }

    /// The currencies whose amounts add up past what spendrop can count (`LedgerCapacity`), each
    /// with its sentence: empty for any store this spendrop wrote.
    public func amountsPastCapacity() throws(StoreError) -> [String] {
        do { return try LedgerCapacity.currenciesOverLimit(database).map(LedgerCapacity.overLimit) } catch {
            throw .sqlite(error)
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
