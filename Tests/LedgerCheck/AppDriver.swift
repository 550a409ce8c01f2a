import Foundation
import SpenDropApp
import SpenDropStore

/// spendrop itself, run in this process as a person would type its commands, against a store of
/// its own in a folder the check made; each command in the time zone it is given.
///
/// Promises: one store per driver, opened and closed by each command as a launch does; nothing
/// outside `folder` is read or written.
final class AppDriver {
    struct Outcome {
        let status: Int32
        let output: String
        let errors: String
    }

    let folder: URL
    let now: Date
    private let container = DataContainer()
    private let fileManager = FileManager()

    init(folder: URL, now: Date) {
        self.folder = folder
        self.now = now
    }

    deinit {
        container.closeStore()
    }

    func run(_ words: [String], zone: TimeZone) -> Outcome {
        final class Captured { var text = "" }
        let output = Captured(), errors = Captured()
        let config = folder.appendingPathComponent("config", isDirectory: true)
        let scratch = folder.appendingPathComponent("scratch", isDirectory: true)
        let context = AppContext(
            output: TextSink { output.text += $0 }, errors: TextSink { errors.text += $0 },
            now: now, timeZone: zone,
            storeLocation: StoreLocation(directory: folder.appendingPathComponent("data", isDirectory: true)),
            container: container, opener: StoreOpener(fileManager: fileManager, now: { [now] in now }),
            preferences: Preferences(directory: config, arguments: [], fileManager: fileManager), seedNewStore: nil,
            credentials: CredentialStore(directory: config, fileManager: fileManager),
            cloudTransport: HTTPTransport { request throws(CloudError) in
                throw .unreachable(server: request.url.host ?? "", detail: "no network")
            },
            readPassword: { nil }, scratch: ScratchFolder(parent: scratch),
            makeID: { UUID().uuidString.lowercased() }, outputIsTerminal: false, errorsIsTerminal: false,
            noColour: true,
            standardInput: FileHandle.nullDevice, executableSearchPath: "")
        let status = AppCommandLine().run(arguments: words, context: context)
        // Each command a launch of its own, as on the command line: the next one opens the store
        // again (and books what recurring bills brought due).
        _ = container.closeStore()
        return Outcome(status: status, output: output.text, errors: errors.text)
    }

    /// A screen's JSON, parsed; nil (with the reason) when the screen failed or wrote no JSON object.
    func json(_ words: [String], zone: TimeZone) -> Result<[String: Any], LedgerCheckError> {
        let outcome = run(words + ["--json"], zone: zone)
        guard outcome.status == 0 else {
            return .failure(.screenFailed(words.joined(separator: " "), status: outcome.status, errors: outcome.errors))
        }
        guard let object = (try? JSONSerialization.jsonObject(with: Data(outcome.output.utf8))) as? [String: Any] else {
            return .failure(
                .screenFailed(
                    words.joined(separator: " "), status: 0, errors: "not a JSON object: \(outcome.output.prefix(200))")
            )
        }
        return .success(object)
    }
}

/// Why a history could not be checked at all (as opposed to a figure that disagrees).
enum LedgerCheckError: Error, CustomStringConvertible {
    case screenFailed(String, status: Int32, errors: String)

    var description: String {
        switch self {
        case .screenFailed(let words, let status, let errors):
            return "spendrop \(words) --json exited \(status): \(errors)"
        }
    }
}
