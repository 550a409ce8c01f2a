import Foundation
import SpenDropApp
import SpenDropCore
import SpenDropStore

/// Runs `spendrop` commands in this process against a store in a scratch folder, the way a
/// person would type them, and keeps what they would see.
///
/// Promises: each run has its own `DataContainer`, whose store is closed when the run ends, so a
/// check can fingerprint the file between runs. The real store is never resolved.
struct AppHarness {
    struct Outcome {
        let status: Int32
        let output: String
        let errors: String
        var errorLines: [String] { errors.split(separator: "\n").map(String.init) }
    }

    let location: StoreLocation
    var calendar = SampleLedger.calendar
    var now = FixedClock.now

    func run(_ arguments: [String], errorsIsTerminal: Bool = false) -> Outcome {
        let output = Buffer(), errors = Buffer()
        let container = DataContainer()
        defer { container.closeStore() }
        let context = AppContext(
            output: TextSink { output.text += $0 }, errors: TextSink { errors.text += $0 }, now: now, calendar: calendar,
            storeLocation: location, container: container, opener: MigrationChecks.opener(), defaultCurrency: .myr,
            makeID: { UUID().uuidString }, outputIsTerminal: false, errorsIsTerminal: errorsIsTerminal, noColour: true)
        let status = AppCommandLine().run(arguments: arguments, context: context)
        return Outcome(status: status, output: output.text, errors: errors.text)
    }

    private final class Buffer {
        var text = ""
    }

    /// A closed current-version store holding the sample ledger, in a new scratch folder.
    static func sampleStore(_ context: SelfTestContext, _ label: String) throws -> StoreLocation {
        let location = StoreLocation(directory: try context.makeScratchDirectory(label))
        try fill(location, accounts: SampleLedger.accounts, transactions: SampleLedger.transactions)
        return location
    }

    /// Opens (or creates) the store at `location`, records the accounts and transactions, and closes it.
    static func fill(_ location: StoreLocation, accounts: [Account], transactions: [Transaction]) throws {
        let store = Store(database: try MigrationChecks.opener().open(location).get().database)
        for account in accounts { try store.openAccount(name: account.name, openingBalance: account.openingBalance) }
        _ = try store.record(all: transactions)
    }

    /// Counts, sums and totals that change when any row is added, lost or altered. Read with a
    /// writable connection, which removes its `-wal` and `-shm` when it closes (a read-only one
    /// leaves them) and writes nothing.
    static func census(_ file: URL) throws -> [[String?]] {
        let database = try SQLiteDatabase(path: file.path, mode: .readWrite)
        return try database.rows("SELECT count(*), sum(amount_minor), sum(occurred_at), group_concat(merchant, '|') FROM transactions")
            + database.rows("SELECT count(*), group_concat(name || currency || opening_minor, '|') FROM accounts")
            + database.rows("SELECT * FROM daily_totals ORDER BY 1, 2, 3, 4")
            + database.rows("SELECT name FROM sqlite_master WHERE type = 'trigger' ORDER BY name")
    }
}
