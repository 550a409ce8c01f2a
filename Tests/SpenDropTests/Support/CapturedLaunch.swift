import Foundation
import SelfTestRunner
import SelfTests
import SpenDropApp
import SpenDropStore

/// The outcome of one in-process self-test launch over a synthetic suite table.
struct CapturedLaunch {
    let status: Int32
    let output: String
    let errors: String

    var lines: [String] { output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }
    var errorLines: [String] { errors.split(separator: "\n").map(String.init) }

    /// Runs `suites` with a fresh container, watching a temporary HOME and XDG folders so no test
    /// ever reads the developer's real data.
    static func run(
        _ suites: [SelfTestSuite], arguments: [String], sandbox: Sandbox = Sandbox(),
        container: DataContainer = DataContainer(), environment: [String: String] = [:],
        seed: UInt64 = 7
    ) -> CapturedLaunch {
        let fileManager = FileManager()
        let launchEnvironment = sandbox.environment.merging(environment) { _, given in given }
        let runner = SelfTestRunner(
            suites: suites,
            isolation: IsolationWatch(container: container, environment: launchEnvironment, fileManager: fileManager),
            host: .spendrop,
            temporaryRoot: sandbox.temporaryRoot,
            fileManager: fileManager,
            environment: launchEnvironment,
            childExecutable: SpendropBinary.url(SpendropBinary.runnerFixture), supervise: false,
            seedSource: { seed })
        let output = Buffer(), errors = Buffer()
        let status = runner.run(
            arguments: arguments, output: TextSink { output.text += $0 }, errors: TextSink { errors.text += $0 })
        return CapturedLaunch(status: status, output: output.text, errors: errors.text)
    }

    private final class Buffer {
        var text = ""
    }
}

/// A temporary HOME with XDG folders and a temporary root for run directories, removed on deinit.
final class Sandbox {
    let root: URL

    init() {
        root = FileManager().temporaryDirectory.appendingPathComponent(
            "spendrop-tests-\(UUID().uuidString)", isDirectory: true)
        try? FileManager().createDirectory(at: temporaryRoot, withIntermediateDirectories: true)
        try? FileManager().createDirectory(at: home, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager().removeItem(at: root)
    }

    var home: URL { root.appendingPathComponent("home", isDirectory: true) }
    var temporaryRoot: URL { root.appendingPathComponent("tmp", isDirectory: true) }
    var environment: [String: String] {
        [
            "HOME": home.path,
            "XDG_DATA_HOME": home.appendingPathComponent("data").path,
            "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
            "TMPDIR": temporaryRoot.path,
        ]
    }
}
