import Foundation
import SelfTestRunner
import SpenDropApp
import SpenDropCore
import SpenDropStore

/// An app context for the Authentication and Cloud backup suites: a store and a config folder
/// in the check's scratch folder, the fake server as transport, output captured.
final class CloudTestContext {
    let server: FakeWebDAVServer
    let folder: URL
    private let test: TestAppContext
    private let check: SelfTestContext

    init(_ check: SelfTestContext, server: FakeWebDAVServer = FakeWebDAVServer(), password: String? = nil) throws {
        self.server = server
        self.check = check
        folder = try check.makeScratchDirectory("cloud")
        test = TestAppContext(folder: folder, transport: server.transport, password: password ?? server.password)
    }

    var context: AppContext { test.context }
    var output: String { test.output }
    var errors: String { test.errors }

    /// Runs `spendrop WORDS…` against this context and returns the exit status.
    @discardableResult
    func run(_ words: [String]) -> Int32 {
        test.run(words)
    }

    /// Signs in with the server's own password.
    func signIn() throws {
        try context.credentials.save(server.credentials())
    }

    /// Gives the context a store holding the sample ledger (a copy of the one built once per
    /// process); called before anything opens the context's store.
    func seedStore() throws {
        try AppHarness.placeSampleStore(at: context.storeLocation, check)
    }
}
