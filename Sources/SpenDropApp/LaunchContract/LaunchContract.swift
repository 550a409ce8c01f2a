/// The launch contract (DESIGN §6): every argument and environment key a UI-test style launch
/// may use, and which environment keys failure evidence may show, with the shape of their
/// values. The app and the tests read every name from here.
///
/// Promises: the UI-testing names exist only in Debug builds, so a release binary carries none
/// of them (`scripts/release-audit` proves it). The table of approved keys exists in every
/// build: result bundles redact with it.
public enum LaunchContract {
    /// The locale variable: approved in every build; under UI testing a missing or empty value
    /// means `defaultLocale`.
    public static let localeKey = "LC_ALL"

    /// The self-test runner's sharding variables, approved for failure evidence.
    public static let runnerEnvironment: [String: ApprovedValueShape] = [
        "GTEST_SHARD_INDEX": .integer, "GTEST_TOTAL_SHARDS": .integer, "GTEST_SHARD_STATUS_FILE": .path,
        "TEST_SHARD_INDEX": .integer, "TEST_TOTAL_SHARDS": .integer, "TEST_SHARD_STATUS_FILE": .path,
    ]

    /// Every environment key failure evidence may show, with the shape its value must have.
    public static var approvedEnvironment: [String: ApprovedValueShape] {
        var table = runnerEnvironment
        table[localeKey] = .locale
        #if DEBUG
        for key in EnvironmentKey.allCases { table[key.rawValue] = key.shape }
        #endif
        return table
    }

    /// `environment` limited to approved keys, each value redacted by its shape: what a result
    /// bundle's `launch.json` may show. Unapproved keys never appear, not even by name.
    public static func redactedEnvironment(_ environment: [String: String]) -> [String: String] {
        let approved = approvedEnvironment
        var shown: [String: String] = [:]
        for (key, value) in environment {
            if let shape = approved[key] { shown[key] = shape.redact(value) }
        }
        return shown
    }

    #if DEBUG
    /// The launch arguments of a UI-test style launch.
    public enum Argument: String, CaseIterable, Sendable {
        /// Run against a run-scoped directory with a seeded fixture, writing no backups.
        case uiTesting = "-ui-testing"
        /// Remove the run's directory before preferences are read or the store is created.
        case resetState = "-reset-state"
        /// Draw screens without animation.
        case disableAnimations = "-disable-animations"
    }

    /// The environment keys only a UI-test style launch reads (it reads `localeKey` too).
    public enum EnvironmentKey: String, CaseIterable, Sendable {
        /// Which fixture to seed: a `UITestFixture` name; missing or empty means `empty-project`.
        case fixture = "UITEST_FIXTURE"
        /// Which run-scoped directory to use: `[A-Za-z0-9-]{1,64}`; missing or empty means `default`.
        case runID = "UITEST_RUN_ID"

        /// The shape a value must have to be shown in failure evidence.
        public var shape: ApprovedValueShape { .identifier }
    }

    /// Every name the contract declares: arguments, then environment keys (`localeKey` last).
    public static var names: [String] {
        Argument.allCases.map(\.rawValue) + EnvironmentKey.allCases.map(\.rawValue) + [localeKey]
    }

    /// The run id used when `UITEST_RUN_ID` is missing or empty.
    public static let defaultRunID = "default"
    /// The locale used under UI testing when `LC_ALL` is missing or empty.
    public static let defaultLocale = "C.UTF-8"
    /// The folder under the temporary root that holds every run's directory.
    public static let runsFolderName = "spendrop-uitest"

    /// Whether these arguments use the contract at all (any of its arguments appears).
    public static func isRequested(by arguments: [String]) -> Bool {
        arguments.contains { Argument(rawValue: $0) != nil }
    }

    /// `arguments` without the contract's own arguments: what the app's command line reads.
    public static func appArguments(from arguments: [String]) -> [String] {
        arguments.filter { Argument(rawValue: $0) == nil }
    }
    #endif
}
