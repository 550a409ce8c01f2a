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

// 4. The app.
exit(AppCommandLine().run(arguments: arguments, output: .standardOutput, errors: .standardError))
