import Foundation
import SpenDropStore

/// The sample ledger's store, built once per process in its run directory, for checks that start
/// from a copy of it.
///
/// Promises: the file is what `AppHarness.fill` makes of the sample accounts and transactions, closed
/// (no log beside it); a copy of it is a store spendrop has never stamped, exactly like a fresh build.
final class SampleStoreTemplate: @unchecked Sendable {
    static let shared = SampleStoreTemplate()

    private let lock = NSLock()
    private var built: [String: URL] = [:]

    /// The template store file for `context`'s run directory, built on first use.
    func file(in context: SelfTestContext) throws -> URL {
        lock.lock()
        defer { lock.unlock() }
        if let file = built[context.runDirectory.path], FileManager().fileExists(atPath: file.path) { return file }
        let location = StoreLocation(directory: try context.makeScratchDirectory("sample-template"))
        try AppHarness.fill(location, accounts: SampleLedger.accounts, transactions: SampleLedger.transactions)
        built[context.runDirectory.path] = location.databaseURL
        return location.databaseURL
    }
}
