#if DEBUG
import Foundation
import SelfTestRunner
import SpenDropApp

/// The Debug-only launch contract: its names, the fixture allowlist, run ids, defaults and
/// run-scoped paths. Every name is read from `LaunchContract`, so this file, like the contract,
/// is absent from a release build.
enum LaunchContractChecks {
    static let fixtureKey = LaunchContract.EnvironmentKey.fixture.rawValue
    static let runIDKey = LaunchContract.EnvironmentKey.runID.rawValue
    static let uiTesting = LaunchContract.Argument.uiTesting.rawValue
    static let root = URL(fileURLWithPath: "/scratch/root", isDirectory: true)

    static func parse(
        _ arguments: [String], _ environment: [String: String]
    ) throws(LaunchContractError) -> LaunchConfiguration {
        try LaunchConfiguration.parse(arguments: arguments, environment: environment, temporaryRoot: root)
    }

    static var all: [SelfTestCheck] {
        [
            SelfTestCheck("every contract name is declared once") { _ in
                let names = LaunchContract.names
                let repeated = Dictionary(grouping: names, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
                return .all([
                    .equal(repeated, [], "names declared twice"),
                    .equal(
                        names.count,
                        LaunchContract.Argument.allCases.count + LaunchContract.EnvironmentKey.allCases.count + 1,
                        "count"),
                ])
            },
            SelfTestCheck("contract arguments are single-dash words that never start a self-test launch") { _ in
                let arguments = LaunchContract.Argument.allCases.map(\.rawValue)
                return .all([
                    .equal(
                        arguments.filter { $0.wholeMatch(of: /-[a-z]+(-[a-z]+)*/) == nil }, [], "malformed arguments"),
                    .equal(
                        arguments.filter { RunnerArgumentParser.isSelfTestLaunch([$0]) }, [],
                        "taken for self-test flags"),
                ])
            },
            SelfTestCheck("contract arguments are taken out of what the app's command line reads") { _ in
                let arguments = [
                    uiTesting, "prefs", LaunchContract.Argument.resetState.rawValue, "get", "theme",
                    LaunchContract.Argument.disableAnimations.rawValue,
                ]
                return .all([
                    .equal(LaunchContract.appArguments(from: arguments), ["prefs", "get", "theme"]),
                    .equal(LaunchContract.isRequested(by: ["prefs", "get", "theme"]), false, "plain app launch"),
                ])
            },
            SelfTestCheck("every allowlisted fixture name resolves to its fixture") { _ in
                .all(
                    try UITestFixture.allCases.map { fixture in
                        .equal(
                            try parse([uiTesting], [fixtureKey: fixture.rawValue]).fixture, fixture, fixture.rawValue)
                    } + [
                        .that(
                            UITestFixture.allCases.count >= 5, expected: "at least 5 fixtures",
                            actual: "\(UITestFixture.allCases.count)")
                    ])
            },
            SelfTestCheck("an unknown fixture is refused") { _ in
                .all(
                    ["purple-project", "Empty-Project", "three-items ", "../empty-project"].map { name in
                        .throwsError(LaunchContractError.unknownFixture(name), name) {
                            try parse([uiTesting], [fixtureKey: name])
                        }
                    })
            },
            SelfTestCheck("each bad run id is refused with its specific error") { _ in
                let long = String(repeating: "a", count: 65)
                let cases: [(String, LaunchContractError.RunIDProblem)] = [
                    ("", .empty), (long, .tooLong(count: 65)), ("../x", .disallowedCharacter(".")),
                    ("/tmp", .disallowedCharacter("/")), ("run 1", .disallowedCharacter(" ")),
                    ("rün", .disallowedCharacter("ü")),
                ]
                var verdicts = cases.map { text, problem in
                    CheckVerdict.throwsError(LaunchContractError.invalidRunID(text, problem), "validating '\(text)'") {
                        try UITestRunID(validating: text)
                    }
                }
                for (text, problem) in cases where !text.isEmpty {
                    verdicts.append(
                        .throwsError(LaunchContractError.invalidRunID(text, problem), "\(runIDKey)='\(text)'") {
                            try parse([uiTesting], [runIDKey: text])
                        })
                }
                return .all(verdicts)
            },
            SelfTestCheck("a run id of 1 to 64 letters, digits and '-' is accepted") { _ in
                let accepted = ["a", "run-42", "CI-7f3e", String(repeating: "z", count: 64)]
                return .equal(
                    try accepted.map { try parse([uiTesting], [runIDKey: $0]).uiTesting?.runID.text }, accepted)
            },
            SelfTestCheck("a missing or empty value takes the documented default") { _ in
                let missing = try parse([uiTesting], [:]).uiTesting
                let empty = try parse([uiTesting], [fixtureKey: "", runIDKey: "", LaunchContract.localeKey: ""])
                    .uiTesting
                return .all([
                    .equal(missing?.fixture, .emptyProject, "fixture when missing"),
                    .equal(missing?.runID.text, "default", "run id when missing"),
                    .equal(missing?.locale, "C.UTF-8", "locale when missing"),
                    .equal(empty, missing, "empty values"),
                    .equal(UITestFixture.default, .emptyProject, "the default fixture seeds no business state"),
                ])
            },
            SelfTestCheck("without -ui-testing the launch is the user's app and the contract's keys are not read") {
                _ in
                let standard = try parse(["prefs", "get", "theme"], [fixtureKey: "nope", runIDKey: "../x"])
                return .all([
                    .equal(standard, .standard, "configuration"),
                    .equal(
                        [standard.isUITesting, standard.writesBackups], [false, true], "isUITesting, writesBackups"),
                    .throwsError(
                        LaunchContractError.requiresUITesting(LaunchContract.Argument.resetState.rawValue),
                        "reset alone"
                    ) {
                        try parse([LaunchContract.Argument.resetState.rawValue], [:])
                    },
                ])
            },
            SelfTestCheck("run-scoped paths are inside the temporary root and derived from the run id") { _ in
                let configuration = try parse(
                    [uiTesting], [runIDKey: "run-7", "HOME": "/home/ben", "XDG_CONFIG_HOME": "/cfg"])
                let run = root.appendingPathComponent("spendrop-uitest/run-7").path
                let preferences = try configuration.preferencesDirectory(environment: [
                    "HOME": "/home/ben", "XDG_CONFIG_HOME": "/cfg",
                ])
                let store = try configuration.storeLocation(environment: ["HOME": "/home/ben"])
                return .all([
                    .equal(configuration.uiTesting?.runDirectory.path, run, "run directory"),
                    .equal(preferences.path, run + "/preferences", "preferences folder"),
                    .equal(store.directory.path, run + "/data", "store folder"),
                    .that(
                        store.databaseURL.path.hasPrefix(root.path + "/"), expected: "inside \(root.path)",
                        actual: store.databaseURL.path),
                    .equal(configuration.writesBackups, false, "writes backups"),
                ])
            },
            SelfTestCheck("the temporary root is TMPDIR when absolute, else /tmp") { _ in
                .all([
                    .equal(
                        LaunchConfiguration.temporaryRoot(environment: ["TMPDIR": "/var/tmp/ci"]).path, "/var/tmp/ci",
                        "absolute"),
                    .equal(
                        LaunchConfiguration.temporaryRoot(environment: ["TMPDIR": "relative"]).path, "/tmp", "relative"),
                    .equal(LaunchConfiguration.temporaryRoot(environment: [:]).path, "/tmp", "missing"),
                    .equal(
                        try LaunchConfiguration.parse(arguments: [uiTesting], environment: ["TMPDIR": "/var/tmp/ci"])
                            .uiTesting?.runDirectory.path, "/var/tmp/ci/spendrop-uitest/default", "run directory"),
                ])
            },
            SelfTestCheck("the user's app keeps the real locations") { _ in
                let environment = ["HOME": "/home/ben"]
                return .all([
                    .equal(
                        try LaunchConfiguration.standard.preferencesDirectory(environment: environment).path,
                        "/home/ben/.config/spendrop", "preferences"),
                    .equal(
                        try LaunchConfiguration.standard.storeLocation(environment: environment).directory.path,
                        "/home/ben/.local/share/spendrop", "store"),
                ])
            },
            SelfTestCheck(
                "contract environment keys are approved for evidence as identifiers, an invalid run id shows <invalid>"
            ) { _ in
                let shown = LaunchContract.redactedEnvironment([
                    runIDKey: "../x", fixtureKey: "three-items", "API_TOKEN": "hunter2",
                ])
                return .all([
                    .equal(LaunchContract.approvedEnvironment[runIDKey], .identifier, "run id shape"),
                    .equal(LaunchContract.approvedEnvironment[fixtureKey], .identifier, "fixture shape"),
                    .equal(shown, [runIDKey: "<invalid>", fixtureKey: "three-items"], "redacted"),
                ])
            },
        ]
    }
}
#endif
