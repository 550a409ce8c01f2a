import Foundation
import SelfTestRunner
import SpenDropCore
import SpenDropStore

/// A store of a past schema version with realistic rows, built in a scratch folder exactly as
/// that version of spendrop would have left it.
///
/// Promises: the file is written in rollback-journal mode (as old stores were) and closed, so
/// its bytes can be fingerprinted before anything opens it again.
struct SchemaFixture {
    let version: Int
    /// INSERT statements for the version's tables.
    let rows: String
    /// What every migrated copy must hold, worked out by hand.
    let expected: Expected

    struct Expected {
        let transactionCount: Int
        let balances: [String: Money]
        let payBookSentences: [String]
        let categoryChoiceCount: Int
    }

    /// The fixture in a new scratch folder `label`: a copy of the one `StoreTemplates` builds
    /// once per process with `build(in:)`.
    func build(_ context: SelfTestContext, _ label: String) throws -> StoreLocation {
        try StoreTemplates.shared.copy("v\(version)", to: label, in: context) { location in
            _ = try build(in: location.directory)
        }
    }

    /// Writes the fixture into `directory` and returns its location.
    func build(in directory: URL) throws -> StoreLocation {
        let location = StoreLocation(directory: directory)
        try FileManager().createDirectory(at: directory, withIntermediateDirectories: true)
        let database = try SQLiteDatabase(path: location.databaseURL.path, mode: .readWriteCreate)
        try database.transaction {
            try database.execute(sql: StoreSchema.historicalDefinition(version: version)! + rows)
        }
        return location
    }

    static var all: [SchemaFixture] {
        [.version1, .version2, .version3, .version4, .version5, .version6, .version7, .version8, .version9]
    }
}

extension SchemaFixture {
    static func myr(_ minorUnits: Int64) -> Money { Money(minorUnits: minorUnits, currency: .myr) }

    /// The largest amount the app accepts, RM 999,999,999,999.99, as a realistic extreme.
    static let largest: Int64 = 99_999_999_999_999
}
