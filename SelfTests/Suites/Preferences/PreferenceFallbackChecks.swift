import Foundation
import SelfTestRunner
import SpenDropApp
import SpenDropCore

/// Values of the wrong type, values outside the allowed ones and unreadable files all give the
/// registered fallback, and `explain` says why.
enum PreferenceFallbackChecks {
    static var all: [SelfTestCheck] {
        [
            SelfTestCheck("a stored value of the wrong type falls back and explain says so") { context in
                try ScratchSuite.run(context) { suite in
                    try suite.writeFile(
                        #"{"theme": 3, "firstWeekday": "monday", "onboardingCompleted": "yes", "currency": true}"#)
                    let preferences = suite.preferences()
                    let explanation = preferences.explain(.theme)
                    return .all([
                        .equal(preferences.value(.theme), .system, "theme stored as 3"),
                        .equal(preferences.value(.firstWeekday), 2, "firstWeekday stored as 'monday'"),
                        .equal(preferences.value(.onboardingCompleted), .notSet, "onboardingCompleted stored as 'yes'"),
                        .equal(preferences.value(.currency), .myr, "currency stored as true"),
                        .equal(explanation.source, .registeredFallback, "theme's source"),
                        .that(
                            explanation.reason.contains("stored value 3")
                                && explanation.reason.contains("is a number, not a string; fell back to system"),
                            expected: "reason names the stored 3, its type and the fallback", actual: explanation.reason
                        ),
                    ])
                }
            },
            SelfTestCheck("an unknown stored value falls back and explain says so") { context in
                try ScratchSuite.run(context) { suite in
                    try suite.writeFile(#"{"theme": "purple", "currency": "XYZ", "firstWeekday": 9}"#)
                    let preferences = suite.preferences()
                    let explanation = preferences.explain(.theme)
                    return .all([
                        .equal(preferences.value(.theme), .system, "theme stored as 'purple'"),
                        .equal(preferences.value(.currency), .myr, "currency stored as 'XYZ'"),
                        .equal(preferences.value(.firstWeekday), 2, "firstWeekday stored as 9"),
                        .equal(explanation.source, .registeredFallback, "theme's source"),
                        .that(
                            explanation.reason.contains("stored value 'purple'")
                                && explanation.reason.contains("is not one of system|light|dark; fell back to system"),
                            expected: "reason names 'purple', the allowed values and the fallback",
                            actual: explanation.reason),
                    ])
                }
            },
            SelfTestCheck("an argument value that is not allowed falls back and explain names the argument") {
                context in
                try ScratchSuite.run(context) { suite in
                    try suite.preferences().set(.dark, for: .theme)
                    let preferences = suite.preferences(arguments: ["-theme", "purple"])
                    let explanation = preferences.explain(.theme)
                    return .all([
                        .equal(preferences.value(.theme), .system, "with -theme purple"),
                        .equal(explanation.source, .registeredFallback, "source"),
                        .that(
                            explanation.reason.contains("argument -theme 'purple'"),
                            expected: "reason names -theme 'purple'", actual: explanation.reason),
                    ])
                }
            },
            SelfTestCheck("a suite file that is not JSON reads as fallbacks and is never overwritten") { context in
                try ScratchSuite.run(context) { suite in
                    try suite.writeFile("theme = dark\n")
                    let preferences = suite.preferences()
                    let explanation = preferences.explain(.theme)
                    return .all([
                        .equal(preferences.value(.theme), .system, "read"),
                        .that(
                            explanation.reason.contains("not a JSON object"),
                            expected: "reason says the file is not JSON",
                            actual: explanation.reason),
                        .throwsError(
                            PreferencesError.unreadableSuite(
                                path: suite.fileURL.path, reason: "it is not a JSON object"),
                            "set theme dark"
                        ) { try preferences.set(.dark, for: .theme) },
                        .equal(suite.fileText, "theme = dark\n", "file after the refused write"),
                    ])
                }
            },
            SelfTestCheck("a value outside the allowed ones is refused and nothing is written") { context in
                try ScratchSuite.run(context) { suite in
                    let preferences = suite.preferences()
                    let refused = [
                        ("theme", "purple"), ("currency", "XYZ"), ("firstWeekday", "8"), ("firstWeekday", "mo"),
                        ("onboardingCompleted", "maybe"),
                    ]
                    var verdicts = refused.map { key, value in
                        let allowed = PreferenceCatalog.setting(forKey: key)?.allowedValues ?? "?"
                        return CheckVerdict.throwsError(
                            PreferencesError.invalidValue(key: key, value: value, allowed: allowed),
                            "set \(key) \(value)"
                        ) { try preferences.set(text: value, forKey: key) }
                    }
                    verdicts.append(
                        .throwsError(PreferencesError.unknownKey("colour"), "set colour red") {
                            try preferences.set(text: "red", forKey: "colour")
                        })
                    verdicts.append(
                        .equal(suite.fileManager.fileExists(atPath: suite.fileURL.path), false, "suite file exists"))
                    return .all(verdicts)
                }
            },
            SelfTestCheck("currency takes the codes Currency knows in any case and stores them upper case") { context in
                try ScratchSuite.run(context) { suite in
                    let preferences = suite.preferences()
                    let stored = try preferences.set(text: "usd", forKey: "currency")
                    return .all([
                        .equal(stored, "USD", "canonical text"),
                        .equal(try preferences.persistentDomain()["currency"], .string("USD"), "stored value"),
                        .equal(preferences.value(.currency), .usd, "read back"),
                        .equal(PreferenceCatalog.currency.value(fromText: "BHD"), .bhd, "BHD"),
                    ])
                }
            },
            SelfTestCheck("firstWeekday takes 1 to 7 and English day names, 1 being Sunday") { _ in
                let setting = PreferenceCatalog.firstWeekday
                let typed = ["1", "7", "monday", "Sat", "SUNDAY", "thu", "0", "8", "mo", "someday", ""]
                return .equal(
                    typed.map { setting.value(fromText: $0) }, [1, 7, 2, 7, 1, 5, nil, nil, nil, nil, nil],
                    typed.joined(separator: ", "))
            },
            SelfTestCheck("each setting declares its documented fallback") { _ in
                .all([
                    .equal(PreferenceCatalog.theme.fallback, .system, "theme"),
                    .equal(PreferenceCatalog.currency.fallback, .myr, "currency"),
                    .equal(PreferenceCatalog.firstWeekday.fallback, 2, "firstWeekday"),
                    .equal(PreferenceCatalog.onboardingCompleted.fallback, .notSet, "onboardingCompleted"),
                    .equal(PreferenceCatalog.cloudBackupsKept.fallback, 5, "cloudBackupsKept"),
                    .equal(
                        PreferenceCatalog.all.map(\.key),
                        ["theme", "currency", "firstWeekday", "onboardingCompleted", "cloudBackupsKept"], "keys"),
                ])
            },
        ]
    }
}
