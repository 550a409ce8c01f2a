import Foundation
import SpenDropCore
import SpenDropStore

/// How `DataContainer` opens a store in a scratch folder: ready when it can, safe mode and not a
/// byte written when the file is not a database.
enum StoreOpeningChecks {
    static var all: [SelfTestCheck] {[
        SelfTestCheck("a new store in an empty folder opens ready at that URL") { context in
            let location = StoreLocation(directory: try context.makeScratchDirectory("new-store").appendingPathComponent("data"))
            let container = DataContainer()
            let status = container.openStore(at: location, fileManager: FileManager())
            return .equal(status, .ready(storeURL: location.databaseURL))
        },
        SelfTestCheck("a new store runs in WAL mode with foreign keys on") { context in
            let location = StoreLocation(directory: try context.makeScratchDirectory("pragmas"))
            let container = DataContainer()
            container.openStore(at: location, fileManager: FileManager())
            guard let database = container.database else {
                return .that(false, expected: "an open store", actual: "\(container.status)")
            }
            let journal = try database.rows("PRAGMA journal_mode").first?.first ?? nil
            let foreignKeys = try database.rows("PRAGMA foreign_keys").first?.first ?? nil
            return .all([.equal(journal, "wal", "journal_mode"), .equal(foreignKeys, "1", "foreign_keys")])
        },
        SelfTestCheck("a file that is not a database stays byte-identical in safe mode") { context in
            let location = StoreLocation(directory: try context.makeScratchDirectory("not-a-database"))
            let bytes = Array(String(repeating: "Date,Merchant,Amount\n2026-01-05,Mamak,12.50\n", count: 200).utf8)
            try Data(bytes).write(to: location.databaseURL)
            let container = DataContainer()
            let status = container.openStore(at: location, fileManager: FileManager())
            let after = try Data(contentsOf: location.databaseURL)
            let isSafeMode = if case .safeMode(let reason, let url, _) = status {
                reason.contains("26") && url == location.databaseURL
            } else { false }
            let leftovers = try FileManager().contentsOfDirectory(atPath: location.directory.path).sorted()
            return .all([
                .that(isSafeMode, expected: "safe mode: SQLite error 26 at \(location.databaseURL.path)", actual: "\(status)"),
                .equal(SHA256.hexDigest(of: after), SHA256.hexDigest(of: bytes), "the file's SHA-256"),
                .equal(leftovers, ["spendrop.sqlite"], "no -wal or -shm file created beside it"),
            ])
        },
    ]}
}
