import Foundation
import SelfTests
import SpenDropApp
import SpenDropCore
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

// 4. The app: the store opens on first use by a command that needs it.
let errors = TextSink.standardError
let storeLocation: StoreLocation
do {
    storeLocation = try StoreLocation.resolve(environment: environment)
} catch {
    errors.line("spendrop: \(error)")
    exit(1)
}
let fileManager = FileManager()
let context = AppContext(
    output: .standardOutput, errors: errors, now: Date(),
    calendar: ReportingCalendar(timeZone: .current, firstWeekday: 2),
    storeLocation: storeLocation, container: container,
    opener: StoreOpener(fileManager: fileManager, now: Date.init),
    defaultCurrency: .myr, makeID: { UUID().uuidString.lowercased() },
    outputIsTerminal: isatty(STDOUT_FILENO) == 1, errorsIsTerminal: isatty(STDERR_FILENO) == 1,
    noColour: environment["NO_COLOR"] != nil)
exit(AppCommandLine().run(arguments: arguments, context: context))
