import Foundation
import SelfTests
import SpenDropApp
import SpenDropStore

// The launch sequence (DESIGN §4), in this order and no other.
// 1. Read the launch: arguments and environment, as values. No I/O.
let arguments = Array(CommandLine.arguments.dropFirst())
let environment = ProcessInfo.processInfo.environment
let container = DataContainer()

// 2. A self-test flag: run the selected suites and exit. No store, no preferences, no screen.
if SelfTestLaunch.isRequested(by: arguments) {
    exit(SelfTestLaunch.run(arguments: arguments, environment: environment, container: container))
}

// 3. Debug builds only, the launch contract in use: prepare the test state before preferences are
//    read or any store is created. An invalid value stops here, having created nothing (exit 2);
//    a reset that cannot remove the run's directory stops here too (exit 1).
var launch = LaunchConfiguration.standard
var appArguments = arguments
#if DEBUG
if LaunchContract.isRequested(by: arguments) {
    do {
        launch = try LaunchConfiguration.parse(arguments: arguments, environment: environment)
    } catch {
        TextSink.standardError.line("spendrop: \(error)")
        exit(2)
    }
    do {
        try UITestState.reset(launch, fileManager: FileManager())
    } catch {
        TextSink.standardError.line("spendrop: \(error)")
        exit(1)
    }
    appArguments = LaunchContract.appArguments(from: arguments)
}
#endif

// 4. The app: preferences and the store come from `launch` (run-scoped under UI testing).
exit(AppCommandLine().run(arguments: appArguments, environment: environment, launch: launch,
                          output: .standardOutput, errors: .standardError))
