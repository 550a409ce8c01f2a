import Foundation
import SpenDropApp
import SpenDropCore
import SpenDropStore

/// An app context for the Authentication and Cloud backup suites: a store and a config folder
/// in the check's scratch folder, the fake server as transport, output captured.
final class CloudTestContext {
    let server: FakeWebDAVServer
    let folder: URL
    let context: AppContext
    private let outputText = Captured()
    private let errorText = Captured()

    final class Captured {
        var text = ""
    }

    init(_ check: SelfTestContext, server: FakeWebDAVServer = FakeWebDAVServer(), password: String? = nil) throws {
        self.server = server
        folder = try check.makeScratchDirectory("cloud")
        let fileManager = FileManager()
        let config = folder.appendingPathComponent("config", isDirectory: true)
        let typed = password ?? server.password
        let output = outputText, errors = errorText
        context = AppContext(
            output: TextSink { output.text += $0 }, errors: TextSink { errors.text += $0 },
            now: FixedClock.now, timeZone: SampleLedger.kualaLumpur,
            storeLocation: StoreLocation(directory: folder.appendingPathComponent("data", isDirectory: true)),
            container: DataContainer(), opener: MigrationChecks.opener(),
            preferences: Preferences(directory: config, arguments: [], fileManager: fileManager), seedNewStore: nil,
            credentials: CredentialStore(directory: config, fileManager: fileManager), cloudTransport: server.transport,
            readPassword: { typed }, scratchDirectory: folder.appendingPathComponent("scratch", isDirectory: true),
            makeID: { "id-\(UInt32.random(in: 0...UInt32.max))" }, outputIsTerminal: false, errorsIsTerminal: false, noColour: true)
    }

    var output: String { outputText.text }
    var errors: String { errorText.text }

    /// Runs `spendrop WORDS…` against this context and returns the exit status.
    @discardableResult
    func run(_ words: [String]) -> Int32 {
        AppCommandLine().run(arguments: words, context: context)
    }

    /// Signs in with the server's own password.
    func signIn() throws {
        try context.credentials.save(server.credentials())
    }

    /// Fills the store with the sample ledger.
    func seedStore() throws {
        let store = try context.store()
        for account in SampleLedger.accounts { try store.openAccount(name: account.name, openingBalance: account.openingBalance) }
        _ = try store.record(all: SampleLedger.transactions)
    }
}
