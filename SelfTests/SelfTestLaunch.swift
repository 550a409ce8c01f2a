import Foundation
import SelfTestRunner
import SpenDropApp
import SpenDropStore

/// The self-test half of main.swift: decides whether a launch is a self-test launch and runs the
/// standard suite table against the process's real streams, handing the runner what it knows of
/// spendrop (`HostProgram.spendrop`, `IsolationWatch`).
public enum SelfTestLaunch {
    /// The self-test part of `spendrop --help`, from the standard suite table.
    public static var help: String { RunnerOptionCatalog.help(table: SelfTestSuite.standardTable()) }

    /// Whether these arguments ask for self-tests (any `--run-…` flag or runner option).
    public static func isRequested(by arguments: [String]) -> Bool {
        RunnerArgumentParser.isSelfTestLaunch(arguments)
    }

    /// Runs the standard table; `environment` locates the real data the isolation suite watches.
    public static func run(
        arguments: [String], environment: [String: String], container: DataContainer,
        table: [SelfTestSuite] = SelfTestSuite.standardTable()
    ) -> Int32 {
        let fileManager = FileManager()
        let runner = SelfTestRunner(
            suites: table,
            isolation: IsolationWatch(container: container, environment: environment, fileManager: fileManager),
            host: .spendrop,
            temporaryRoot: ScratchRoot.choose(
                temporaryDirectory: fileManager.temporaryDirectory, fileManager: fileManager),
            fileManager: fileManager,
            environment: environment,
            childExecutable: URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath(),
            cores: ProcessInfo.processInfo.activeProcessorCount,
            interruption: RunInterruption(),
            outputIsTerminal: isatty(STDOUT_FILENO) == 1)
        return runner.run(arguments: arguments, output: TextSink.standardOutput, errors: TextSink.standardError)
    }
}
