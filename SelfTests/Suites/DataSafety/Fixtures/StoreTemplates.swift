import Foundation
import SelfTestRunner
import SpenDropStore

/// Store files that are the same every time they are built (the sample ledger, a past schema
/// version with its rows), built once per process in its run directory, for checks that start
/// from a copy of one.
///
/// Promises: a template is what its builder makes, closed (no log beside it), so a copy is a
/// store spendrop has never stamped, byte for byte a fresh build; a template whose file is gone
/// is built again.
final class StoreTemplates: @unchecked Sendable {
    static let shared = StoreTemplates()

    private let lock = NSLock()
    private var built: [String: URL] = [:]

    /// A new scratch folder `label` holding a copy of template `name`, which `build` makes in an
    /// empty location on first use in `context`'s run directory.
    func copy(
        _ name: String, to label: String, in context: SelfTestContext,
        build: (StoreLocation) throws -> Void
    ) throws -> StoreLocation {
        let location = StoreLocation(directory: try context.makeScratchDirectory(label))
        try copy(name, into: location, in: context, build: build)
        return location
    }

    /// Puts a copy of template `name` at `location`, whose folder is made if it is missing and
    /// which must hold no store yet.
    func copy(
        _ name: String, into location: StoreLocation, in context: SelfTestContext,
        build: (StoreLocation) throws -> Void
    ) throws {
        let fileManager = FileManager()
        try fileManager.createDirectory(at: location.directory, withIntermediateDirectories: true)
        try fileManager.copyItem(at: try file(name, in: context, build: build), to: location.databaseURL)
    }

    /// A copy of template `name`, opened as a store in a new scratch folder `label`: the template
    /// is a new store (or `fixture` upgraded to the current version) after `fill` wrote into it,
    /// built once per process. For checks whose subject comes after that start, not the making of it.
    func store(
        _ name: String, to label: String, in context: SelfTestContext, upgrading fixture: SchemaFixture? = nil,
        fill: (Store) throws -> Void = { _ in }
    ) throws -> Store {
        let location = try copy(name, to: label, in: context) { location in
            _ = try fixture?.build(in: location.directory)
            let store = Store(database: try MigrationChecks.opener().open(location).get().database)
            try fill(store)
            store.database.close()
        }
        return Store(database: try MigrationChecks.opener().open(location).get().database)
    }

    private func file(_ name: String, in context: SelfTestContext, build: (StoreLocation) throws -> Void) throws -> URL
    {
        lock.lock()
        defer { lock.unlock() }
        let key = context.runDirectory.path + "/" + name
        if let file = built[key], FileManager().fileExists(atPath: file.path) { return file }
        let location = StoreLocation(directory: try context.makeScratchDirectory("template-\(name)"))
        try build(location)
        built[key] = location.databaseURL
        return location.databaseURL
    }
}
