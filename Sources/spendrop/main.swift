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
let errors = TextSink.standardError
let launchFileManager = FileManager()
/// Says why the launch cannot go on and exits with the status the error names: the one place a
/// launch fails before its command runs.
@MainActor func fail(_ error: any ExitStatusError) -> Never {
    errors.line("spendrop: \(error)")
    exit(error.exitStatus.rawValue)
}
var launch = LaunchConfiguration.standard
var appArguments = arguments
var seedNewStore: ((Store) throws -> Void)?
#if DEBUG
if LaunchContract.isRequested(by: arguments) {
    do {
        launch = try LaunchConfiguration.parse(arguments: arguments, environment: environment)
        try UITestState.reset(launch, fileManager: launchFileManager)
    } catch let error as ExitStatusError {
        fail(error)
    } catch {
        fail(AppError.refused("\(error)"))
    }
    appArguments = LaunchContract.appArguments(from: arguments)
    if let fixture = launch.uiTesting?.fixture {
        seedNewStore = { store in try FixtureSeeder.seed(fixture, into: store, now: Date(), timeZone: .current) }
    }
}
#endif

// 4. Preferences, then the store (opened on first use by a command that needs it), then the command.
let fileManager = launchFileManager
let preferences: Preferences
let storeLocation: StoreLocation
do {
    preferences = Preferences(
        directory: try launch.preferencesDirectory(environment: environment), arguments: appArguments,
        fileManager: fileManager)
    storeLocation = try launch.storeLocation(environment: environment)
} catch {
    fail(error)
}
let scratch = ScratchFolder(parent: fileManager.temporaryDirectory)
// Temporary files a killed spendrop left (a half-written backup, a staged restore, an unfinished
// export, a scratch folder) are removed before anything else; only spendrop's own names, only
// those whose process is gone. `doctor` removes nothing and lists them instead.
if AppCommandLine.sweepsLeftovers(arguments: appArguments) {
    TemporaryLeftovers(fileManager: fileManager, now: Date.init).sweep(storeLocation, scratchParent: scratch.parent)
}
let context = AppContext(
    output: .standardOutput, errors: errors, now: Date(), timeZone: .current,
    storeLocation: storeLocation, container: container,
    // A store older than version 7 gives its transactions the offset of this launch's zone.
    opener: StoreOpener(
        fileManager: fileManager, now: Date.init, backupPolicy: launch.writesBackups ? .beforeMigration : .never,
        migrator: Migrator(timeZone: .current)),
    preferences: preferences, seedNewStore: seedNewStore,
    credentials: CredentialStore(directory: preferences.suiteURL.deletingLastPathComponent(), fileManager: fileManager),
    cloudTransport: NetworkTransport.make(
        executable: URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath(),
        progress: isatty(STDERR_FILENO) == 1 ? TransferProgress.terminal(errors) : nil),
    readPassword: { PasswordPrompt.read(prompt: "Password: ", errors: errors) },
    scratch: scratch,
    makeID: { UUID().uuidString.lowercased() },
    outputIsTerminal: isatty(STDOUT_FILENO) == 1, errorsIsTerminal: isatty(STDERR_FILENO) == 1,
    noColour: environment["NO_COLOR"] != nil, standardInput: FileHandle.standardInput,
    executableSearchPath: environment["PATH"] ?? "/usr/bin:/bin")
let status = AppCommandLine(selfTestHelp: SelfTestLaunch.help).run(arguments: appArguments, context: context)
// The log is checkpointed into the store and the connection closed, so spendrop.sqlite alone
// holds every committed row after every command; when the disk refuses that, the truth is said.
let unfolded = container.closeStore()
scratch.remove(fileManager: fileManager)
if let unfolded {
    errors.line("spendrop: " + StoreClosing.unfoldedLog(unfolded, store: storeLocation.databaseURL))
    exit(status == ExitStatus.success.rawValue ? ExitStatus.savedOnlyInLog.rawValue : status)
}
exit(status)
