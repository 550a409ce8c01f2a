import Foundation
import SelfTestRunner
import SpenDropApp

/// Domain order: the argument domain, then the persistent suite, then registered fallbacks; and
/// what survives a new wrapper.
enum PreferenceDomainChecks {
    static var all: [SelfTestCheck] {
        [
            SelfTestCheck("the argument domain beats the persistent suite, which beats the registered fallback") {
                context in
                try ScratchSuite.run(context) { suite in
                    try suite.preferences().set(.dark, for: .theme)
                    let withArgument = suite.preferences(arguments: ["prefs", "get", "theme", "-theme", "light"])
                        .explain(.theme)
                    let withoutArgument = suite.preferences().explain(.theme)
                    try suite.preferences().unset(.theme)
                    let afterUnset = suite.preferences().explain(.theme)
                    return .all([
                        .equal(
                            [withArgument.valueText, withoutArgument.valueText, afterUnset.valueText],
                            ["light", "dark", "system"],
                            "with -theme light and dark stored; dark stored; nothing stored"),
                        .equal(
                            [withArgument.source, withoutArgument.source, afterUnset.source],
                            [.argument, .persistentSuite(suite.fileURL), .registeredFallback], "sources"),
                    ])
                }
            },
            SelfTestCheck("a saved value answers from the persistent suite until an argument masks it") { context in
                try ScratchSuite.run(context) { suite in
                    try suite.preferences().set(.dark, for: .theme)
                    let plain = suite.preferences()
                    return .all([
                        .equal(plain.value(.theme), .dark, "without an argument"),
                        .equal(
                            plain.explain(.theme).source, .persistentSuite(suite.fileURL), "source without an argument"),
                        .equal(
                            suite.preferences(arguments: ["-theme", "light"]).value(.theme), .light, "with -theme light"
                        ),
                        .equal(suite.preferences().value(.theme), .dark, "argument gone again"),
                    ])
                }
            },
            SelfTestCheck("the last of two -KEY VALUE pairs wins and other arguments stay positional") { _ in
                let arguments = [
                    "prefs", "get", "theme", "-theme", "dark", "--explain", "-theme", "light", "-currency",
                ]
                return .all([
                    .equal(ArgumentDomain(arguments: arguments).values, ["theme": "light"], "argument domain"),
                    .equal(
                        ArgumentDomain.removingPairs(from: arguments),
                        ["prefs", "get", "theme", "--explain", "-currency"],
                        "arguments left for the command"),
                    .equal(
                        ArgumentDomain(arguments: ["--theme", "dark", "-colour", "red"]).values, [:],
                        "double dash and unknown keys are not pairs"),
                ])
            },
            SelfTestCheck("a saved value survives recreating the wrapper") { context in
                try ScratchSuite.run(context) { suite in
                    let writer = suite.preferences()
                    try writer.set(.dark, for: .theme)
                    try writer.set(.jpy, for: .currency)
                    try writer.set(7, for: .firstWeekday)
                    try writer.set(.on, for: .onboardingCompleted)
                    let reader = suite.preferences()
                    return .all([
                        .equal(reader.value(.theme), .dark, "theme"),
                        .equal(reader.value(.currency), .jpy, "currency"),
                        .equal(reader.value(.firstWeekday), 7, "firstWeekday"),
                        .equal(reader.value(.onboardingCompleted), .on, "onboardingCompleted"),
                    ])
                }
            },
            SelfTestCheck("onboardingCompleted reads not set, off and on as three different states") { context in
                try ScratchSuite.run(context) { suite in
                    let preferences = suite.preferences()
                    let fresh = preferences.value(.onboardingCompleted)
                    try preferences.set(.off, for: .onboardingCompleted)
                    let off = preferences.value(.onboardingCompleted)
                    let storedOff = try preferences.persistentDomain()["onboardingCompleted"]
                    try preferences.set(.on, for: .onboardingCompleted)
                    let on = preferences.value(.onboardingCompleted)
                    try preferences.set(.notSet, for: .onboardingCompleted)
                    let cleared = preferences.value(.onboardingCompleted)
                    let storedCleared = try preferences.persistentDomain()["onboardingCompleted"]
                    return .all([
                        .equal(fresh, .notSet, "never written"),
                        .equal(off, .off, "after storing off"),
                        .equal(storedOff, .boolean(false), "off is stored as false, not as a missing key"),
                        .equal(on, .on, "after storing on"),
                        .equal(cleared, .notSet, "after storing not set"),
                        .equal(storedCleared, nil, "not set is stored by removing the key"),
                        .equal([fresh.isOn, off.isOn, on.isOn], [false, false, true], "isOn"),
                    ])
                }
            },
        ]
    }
}
