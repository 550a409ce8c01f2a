import SelfTestRunner
import SpenDropApp
import SpenDropStore

extension SelfTestSuite {
    /// Preferences: domain order, fallbacks, invalid values, persistence. Every check works on its
    /// own randomly named suite in its scratch folder; none resolves the real preferences.
    static func preferences() -> SelfTestSuite {
        SelfTestSuite(
            name: "Preferences", flags: ["--run-preferences-tests"],
            checks: [
                SelfTestCheck("preferences live under an absolute XDG_CONFIG_HOME") { _ in
                    let location = try PreferencesLocation.resolve(environment: [
                        "XDG_CONFIG_HOME": "/cfg", "HOME": "/home/ben",
                    ])
                    return .equal(location.directory.path, "/cfg/spendrop")
                },
                SelfTestCheck("preferences fall back to ~/.config/spendrop") { _ in
                    let location = try PreferencesLocation.resolve(environment: ["HOME": "/home/ben"])
                    return .equal(location.directory.path, "/home/ben/.config/spendrop")
                },
            ] + PreferenceDomainChecks.all + PreferenceFallbackChecks.all + PreferencePersistenceChecks.all
                + PrefsCommandChecks.all)
    }
}
