import Foundation
import SelfTestRunner
import SpenDropStore

/// How `DataContainer` opens a store in a scratch folder: ready when it can, safe mode and not a
/// byte written when the file is not a database.
enum StoreOpeningChecks {
    /// A file manager that does not see the store the first time it is asked, as when another
    /// spendrop creates the store right after this one looked.
    final class StoreAppearsLate: FileManager, @unchecked Sendable {
        let store: String
        private var looked = false

        init(store: URL) {
            self.store = store.path
            super.init()
        }

        override func fileExists(atPath path: String) -> Bool {
            if path == store, !looked {
                looked = true
                return false
            }
            return super.fileExists(atPath: path)
        }
    }

    static var all: [SelfTestCheck] {
        [
            SelfTestCheck("a new store in an empty folder opens ready at that URL") { context in
                let location = StoreLocation(
                    directory: try context.makeScratchDirectory("new-store").appendingPathComponent("data"))
                let container = DataContainer()
                let status = container.openStore(at: location, fileManager: FileManager())
                return .equal(status, .ready(storeURL: location.databaseURL))
            },
            SelfTestCheck(
                "a new store runs in WAL mode with foreign keys on and every commit synced (synchronous FULL)"
            ) { context in
                let location = StoreLocation(directory: try context.makeScratchDirectory("pragmas"))
                let container = DataContainer()
                container.openStore(at: location, fileManager: FileManager())
                guard let database = container.store?.database else {
                    return .that(false, expected: "an open store", actual: "\(container.status)")
                }
                let journal = try database.textRows(sql: "PRAGMA journal_mode").first?.first ?? nil
                let foreignKeys = try database.textRows(sql: "PRAGMA foreign_keys").first?.first ?? nil
                let synchronous = try database.textRows(sql: "PRAGMA synchronous").first?.first ?? nil
                return .all([
                    .equal(journal, "wal", "journal_mode"), .equal(foreignKeys, "1", "foreign_keys"),
                    .equal(synchronous, "2", "synchronous (2 is FULL)"),
                ])
            },
            SelfTestCheck(
                "the launch that creates the store opens it as new (the one a fixture launch seeds); the next launch opens it as existing"
            ) { context in
                let location = StoreLocation(directory: try context.makeScratchDirectory("first-launch"))
                var openedAsNew: [Bool] = []
                for _ in 1...2 {
                    let container = DataContainer()
                    let status = container.openStore(at: location, fileManager: FileManager())
                    guard status == .ready(storeURL: location.databaseURL) else {
                        return .that(false, expected: "an open store", actual: "\(status)")
                    }
                    openedAsNew.append(container.openedNewStore)
                    container.closeStore()
                }
                return .equal(openedAsNew, [true, false], "opened as new: first launch, second launch")
            },
            SelfTestCheck(
                "a database with no table yet, where a first launch stopped before the schema, is given the schema and opened as new"
            ) { context in
                let location = StoreLocation(directory: try context.makeScratchDirectory("no-table-yet"))
                try SafeModeChecks.writeHeaderPageOnly(at: location.databaseURL)
                let container = DataContainer()
                defer { container.closeStore() }
                let status = container.openStore(at: location, fileManager: FileManager())
                return .all([
                    .equal(status, .ready(storeURL: location.databaseURL), "status"),
                    .equal(container.openedNewStore, true, "opened as a new store (which a fixture launch would seed)"),
                    .equal(try container.store?.database.userVersion(), StoreSchema.currentVersion, "schema version"),
                ])
            },
            SelfTestCheck(
                "a store another spendrop creates between the look and the create is opened as it is, not as a new one"
            ) { context in
                let location = try AppHarness.sampleStore(context, "appears-late")
                let container = DataContainer()
                defer { container.closeStore() }
                let opener = StoreOpener(
                    fileManager: StoreAppearsLate(store: location.databaseURL), now: { FixedClock.now })
                let status = container.openStore(at: location, using: opener)
                return .all([
                    .equal(status, .ready(storeURL: location.databaseURL), "status"),
                    .equal(
                        container.openedNewStore, false, "opened as a new store (which a fixture launch would seed)"),
                    .equal(
                        try container.store?.transactions().count, SampleLedger.transactions.count,
                        "the store's transactions"),
                ])
            },
            SelfTestCheck("a file that is not a database is refused and left byte-identical") { context in
                let location = StoreLocation(directory: try context.makeScratchDirectory("not-a-database"))
                try Data(String(repeating: "Date,Merchant,Amount\n2026-01-05,Mamak,12.50\n", count: 200).utf8).write(
                    to: location.databaseURL)
                return try SafeModeChecks.refusal(
                    location, reasonContains: "is not a spendrop store (it does not start with the SQLite header)")
            },
        ]
    }
}
