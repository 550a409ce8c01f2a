import Foundation
import SpenDropApp
import SpenDropCore
import SpenDropStore

/// An `AppContext` for checks that run commands in this process: the store, preferences and
/// sign-in live in the check's scratch folder, output is captured, the moment and zone are fixed,
/// and the cloud transport is whatever the check passes (the fake server, or none).
///
/// Promises: nothing it makes resolves the user's real data or preference locations.
final class TestAppContext {
    let context: AppContext
    private let outputText = Captured()
    private let errorText = Captured()

    final class Captured {
        var text = ""
    }

    /// A transport for checks that must never reach a server.
    static let noNetwork = HTTPTransport { request throws(CloudError) in
        throw .unreachable(server: request.url.host ?? "", detail: "no network in this check")
    }

    init(
        folder: URL, storeLocation: StoreLocation? = nil, container: DataContainer = DataContainer(),
        transport: HTTPTransport = TestAppContext.noNetwork, password: String? = nil, now: Date = FixedClock.now,
        zone: TimeZone = SampleLedger.kualaLumpur, errorsIsTerminal: Bool = false
    ) {
        let fileManager = FileManager()
        let config = folder.appendingPathComponent("config", isDirectory: true)
        let output = outputText, errors = errorText
        let scratchParent = folder.appendingPathComponent("scratch", isDirectory: true)
        try? fileManager.createDirectory(at: scratchParent, withIntermediateDirectories: true)
        context = AppContext(
            output: TextSink { output.text += $0 }, errors: TextSink { errors.text += $0 },
            now: now, timeZone: zone,
            storeLocation: storeLocation
                ?? StoreLocation(directory: folder.appendingPathComponent("data", isDirectory: true)),
            container: container, opener: MigrationChecks.opener(),
            preferences: Preferences(directory: config, arguments: [], fileManager: fileManager), seedNewStore: nil,
            credentials: CredentialStore(directory: config, fileManager: fileManager), cloudTransport: transport,
            readPassword: { password }, scratch: ScratchFolder(parent: scratchParent),
            makeID: { UUID().uuidString.lowercased() }, outputIsTerminal: false, errorsIsTerminal: errorsIsTerminal,
            noColour: true,
            standardInput: FileHandle.nullDevice, executableSearchPath: "")
    }

    var output: String { outputText.text }
    var errors: String { errorText.text }

    /// Runs `spendrop WORDS…` against this context and returns the exit status.
    @discardableResult
    func run(_ words: [String]) -> Int32 {
        AppCommandLine().run(arguments: words, context: context)
    }
}
