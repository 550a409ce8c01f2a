import Foundation
import SelfTestRunner
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
        /// What `--json` printed, as an object; empty when the output is none.
        var json: [String: Any] {
            ((try? JSONSerialization.jsonObject(with: Data(output.utf8))) as? [String: Any]) ?? [:]
        }
    }

    /// The minor units of a screen's money (`{"minor": 1500, …}`); nil for anything else.
    static func minor(_ value: Any?) -> Int64? { ((value as? [String: Any])?["minor"] as? NSNumber)?.int64Value }

    let location: StoreLocation
    var now = FixedClock.now
    /// The time zone the commands run in.
    var zone = SampleLedger.kualaLumpur

    func run(_ arguments: [String], errorsIsTerminal: Bool = false) -> Outcome {
        let container = DataContainer()
        defer { container.closeStore() }
        let test = TestAppContext(
            folder: location.directory.deletingLastPathComponent(), storeLocation: location,
            container: container, now: now, zone: zone, errorsIsTerminal: errorsIsTerminal)
        let status = test.run(arguments)
        return Outcome(status: status, output: test.output, errors: test.errors)
    }

    /// A closed current-version store holding the sample ledger, in a new scratch folder: a copy
    /// of the one `StoreTemplates` builds once per process (the build is the same each time).
    static func sampleStore(_ context: SelfTestContext, _ label: String) throws -> StoreLocation {
        let location = StoreLocation(directory: try context.makeScratchDirectory(label))
        try placeSampleStore(at: location, context)
        return location
    }

    /// Puts a copy of the sample-ledger store at `location`, which holds no store yet.
    static func placeSampleStore(at location: StoreLocation, _ context: SelfTestContext) throws {
        try StoreTemplates.shared.copy("sample", into: location, in: context) { location in
            try fill(location, accounts: SampleLedger.accounts, transactions: SampleLedger.transactions)
        }
    }

    /// A closed, empty current-version store in a new scratch folder, for checks whose commands
    /// start on a store that is already there: a copy of the new store `StoreTemplates` makes once
    /// per process. The checks about making a new store start from an empty folder instead.
    static func emptyStore(_ context: SelfTestContext, _ label: String) throws -> StoreLocation {
        try StoreTemplates.shared.copy("empty", to: label, in: context) { location in
            try MigrationChecks.opener().open(location).get().database.close()
        }
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
        return try database.textRows(
            sql: "SELECT count(*), sum(amount_minor), sum(occurred_at), group_concat(merchant, '|') FROM transactions")
            + database.textRows(
                sql: "SELECT count(*), group_concat(name || currency || opening_minor, '|') FROM accounts")
            + database.textRows(sql: "SELECT * FROM daily_totals ORDER BY 1, 2, 3, 4")
            + database.textRows(sql: "SELECT name FROM sqlite_master WHERE type = 'trigger' ORDER BY name")
    }
}
