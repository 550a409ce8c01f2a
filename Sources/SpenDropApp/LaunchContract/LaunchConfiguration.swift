import Foundation
import SpenDropStore

/// How this launch runs: as the user's app (`standard`), or, in Debug builds only, as a UI-test
/// style launch whose store and preference suite live in a run-scoped directory.
///
/// Promises: in a release build every launch is `standard`: real locations, backups written.
/// The locations it gives are worked out from values, never created.
public struct LaunchConfiguration: Equatable, Sendable {
    #if DEBUG
    /// The UI-test session, when `-ui-testing` was given.
    public let uiTesting: UITesting?

    /// A UI-test style launch with `uiTesting`, or the user's app with nil.
    public init(uiTesting: UITesting?) {
        self.uiTesting = uiTesting
    }
    #else
    init() {}
    #endif

    /// The user's app: real store, real preferences, backups written.
    public static var standard: LaunchConfiguration {
        #if DEBUG
        LaunchConfiguration(uiTesting: nil)
        #else
        LaunchConfiguration()
        #endif
    }

    /// Whether this is a UI-test style launch (never in a release build).
    public var isUITesting: Bool {
        #if DEBUG
        uiTesting != nil
        #else
        false
        #endif
    }

    /// Whether the store may write backups: never under UI testing.
    public var writesBackups: Bool { !isUITesting }

    /// Whether screens should be drawn without animation.
    public var disablesAnimations: Bool {
        #if DEBUG
        uiTesting?.disablesAnimations ?? false
        #else
        false
        #endif
    }

    /// The folder of the preference suite: the run's `preferences` folder under UI testing, else
    /// the real one (`PreferencesLocation`) resolved from `environment`.
    public func preferencesDirectory(environment: [String: String]) throws(LocationError) -> URL {
        #if DEBUG
        if let uiTesting { return uiTesting.preferencesDirectory }
        #endif
        return try PreferencesLocation.resolve(environment: environment).directory
    }

    /// Where the store lives: the run's `data` folder under UI testing, else the real one
    /// (`StoreLocation`) resolved from `environment`.
    public func storeLocation(environment: [String: String]) throws(LocationError) -> StoreLocation {
        #if DEBUG
        if let uiTesting { return StoreLocation(directory: uiTesting.dataDirectory) }
        #endif
        return try StoreLocation.resolve(environment: environment)
    }
}

#if DEBUG
extension LaunchConfiguration {
    /// A UI-test style launch: which run, which fixture, and where the run's files live.
    ///
    /// Promises: `runDirectory` is `<temporaryRoot>/spendrop-uitest/<runID>`, and the store and the
    /// preference suite are folders inside it, so removing it removes the run's whole state and
    /// nothing else.
    public struct UITesting: Equatable, Sendable {
        public let runID: UITestRunID
        public let fixture: UITestFixture
        public let resetsState: Bool
        public let disablesAnimations: Bool
        public let locale: String
        /// The folder the runs folder lives in (normally `$TMPDIR`, else `/tmp`).
        public let temporaryRoot: URL

        public init(
            runID: UITestRunID, fixture: UITestFixture, resetsState: Bool, disablesAnimations: Bool,
            locale: String, temporaryRoot: URL
        ) {
            self.runID = runID
            self.fixture = fixture
            self.resetsState = resetsState
            self.disablesAnimations = disablesAnimations
            self.locale = locale
            self.temporaryRoot = temporaryRoot
        }

        /// `<temporaryRoot>/spendrop-uitest`: every run's directory is directly inside it.
        public var runsDirectory: URL {
            temporaryRoot.appendingPathComponent(LaunchContract.runsFolderName, isDirectory: true)
        }

        /// `<temporaryRoot>/spendrop-uitest/<runID>`: everything this run writes.
        public var runDirectory: URL { runsDirectory.appendingPathComponent(runID.text, isDirectory: true) }

        /// `<runDirectory>/data`: the run's store.
        public var dataDirectory: URL { runDirectory.appendingPathComponent("data", isDirectory: true) }

        /// `<runDirectory>/preferences`: the run's preference suite.
        public var preferencesDirectory: URL { runDirectory.appendingPathComponent("preferences", isDirectory: true) }
    }

    /// The fixture to seed under UI testing; nil for the user's app.
    public var fixture: UITestFixture? { uiTesting?.fixture }

    /// Reads the launch contract from a launch's arguments and environment.
    ///
    /// Without `-ui-testing` the launch is `standard` and the contract's environment keys are not
    /// looked at. With it, a missing or empty `UITEST_FIXTURE` means `empty-project`, a missing or
    /// empty `UITEST_RUN_ID` means `default` and a missing or empty `LC_ALL` means `C.UTF-8`.
    /// - Parameter temporaryRoot: where run directories go; nil means `TMPDIR` from `environment`
    ///   when it is an absolute path, else `/tmp`.
    /// - Throws: `LaunchContractError` for an unknown fixture, an invalid run id or locale, or
    ///   `-reset-state` / `-disable-animations` without `-ui-testing`.
    /// - Complexity: pure: reads only its parameters and touches no file.
    public static func parse(
        arguments: [String], environment: [String: String],
        temporaryRoot: URL? = nil
    ) throws(LaunchContractError) -> LaunchConfiguration {
        let given = Set(arguments.compactMap(LaunchContract.Argument.init(rawValue:)))
        guard given.contains(.uiTesting) else {
            if let lone = LaunchContract.Argument.allCases.first(where: given.contains) {
                throw .requiresUITesting(lone.rawValue)
            }
            return .standard
        }
        let fixture = try UITestFixture(named: environment[LaunchContract.EnvironmentKey.fixture.rawValue])
        let runID = try UITestRunID(environmentValue: environment[LaunchContract.EnvironmentKey.runID.rawValue])
        var locale = LaunchContract.defaultLocale
        if let value = environment[LaunchContract.localeKey], !value.isEmpty {
            guard ApprovedValueShape.locale.accepts(value) else { throw .invalidLocale(value) }
            locale = value
        }
        let root = temporaryRoot ?? LaunchConfiguration.temporaryRoot(environment: environment)
        return LaunchConfiguration(
            uiTesting: UITesting(
                runID: runID, fixture: fixture, resetsState: given.contains(.resetState),
                disablesAnimations: given.contains(.disableAnimations), locale: locale, temporaryRoot: root))
    }

    /// `TMPDIR` when it is an absolute path, else `/tmp`, as Foundation's temporary directory is.
    public static func temporaryRoot(environment: [String: String]) -> URL {
        if let value = environment["TMPDIR"], value.hasPrefix("/") {
            return URL(fileURLWithPath: value, isDirectory: true)
        }
        return URL(fileURLWithPath: "/tmp", isDirectory: true)
    }
}
#endif
