import Foundation
import SpenDropStore
import Testing

/// `doctor --rehearse` tries the upgrade and daily use on a copy: the store itself is only read,
/// and nothing of the copy is left.
@Suite struct RehearsalTests {
    @Test func aVersion1StoreIsRehearsedOnACopyAndLeftByteForByte() throws {
        let sandbox = Sandbox()
        let folder = sandbox.home.appendingPathComponent("data/spendrop")
        try FileManager().createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("spendrop.sqlite")
        do {
            let database = try SQLiteDatabase(path: file.path, mode: .readWriteCreate)
            try database.execute(
                sql: StoreSchema.historicalDefinition(version: 1)! + """
                    INSERT INTO expenses (spent_on, merchant, amount_minor, category) VALUES
                        ('2025-01-05', 'Mamak Corner', 1250, 'Food'), ('2025-01-06', 'Kedai Ténh', 990, NULL);
                    """)
            database.close()
        }
        let before = try Data(contentsOf: file)
        let result = try SpendropBinary.run(["doctor", "--rehearse"], environment: sandbox.environment)
        #expect(result.status == 0, "\(result.output)\(result.errors)")
        #expect(
            result.output.contains("upgrade to schema v\(StoreSchema.currentVersion)")
                && result.output.contains("from v1, every row accounted for"),
            "\(result.output)")
        #expect(result.output.contains("1 account, 2 transactions, 0 PayBook entries"), "\(result.output)")
        #expect(
            result.output.hasSuffix(
                "The rehearsal passed: an upgrade and daily use work on this data. The copy was removed.\n"))
        // The store is only read: the same bytes, still v1, and nothing beside it; the copy is gone.
        #expect(try Data(contentsOf: file) == before)
        #expect(try SQLiteDatabase(path: file.path, mode: .readOnlyImmutable).userVersion() == 1)
        #expect(try FileManager().contentsOfDirectory(atPath: folder.path) == ["spendrop.sqlite"])
        #expect(try FileManager().contentsOfDirectory(atPath: sandbox.temporaryRoot.path).isEmpty)
    }

    @Test func aStoreThatBreaksAForeignKeyFailsTheRehearsalWithExitOne() throws {
        let sandbox = Sandbox()
        #expect(try SpendropBinary.run(["add", "5", "Kopi"], environment: sandbox.environment).status == 0)
        let file = sandbox.home.appendingPathComponent("data/spendrop/spendrop.sqlite")
        do {
            let database = try SQLiteDatabase(path: file.path, mode: .readWrite)
            try database.execute(sql: "PRAGMA foreign_keys = OFF; UPDATE transactions SET account_id = 99")
            database.close()
        }
        let before = try Data(contentsOf: file)
        let result = try SpendropBinary.run(["doctor", "--rehearse", "--json"], environment: sandbox.environment)
        #expect(result.status == 1, "\(result.output)\(result.errors)")
        #expect(
            result.output.contains("\"passed\" : false") && result.output.contains("refers to a missing accounts row"),
            "\(result.output)")
        #expect(try Data(contentsOf: file) == before)
    }
}
