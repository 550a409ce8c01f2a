import Foundation
import SelfTestRunner
import SpenDropApp

/// What reaches the suite file, and how: registered values never, other keys kept, atomic
/// replacement, and removal of one suite only.
enum PreferencePersistenceChecks {
    static var all: [SelfTestCheck] {
        [
            SelfTestCheck("registered fallbacks never reach the persistent suite") { context in
                try ScratchSuite.run(context) { suite in
                    let preferences = suite.preferences()
                    _ = (
                        preferences.value(.theme), preferences.value(.currency), preferences.value(.firstWeekday),
                        preferences.value(.onboardingCompleted)
                    )
                    try preferences.set(.dark, for: .theme)
                    _ = (preferences.value(.currency), preferences.explain(.firstWeekday))
                    let text = suite.fileText ?? ""
                    let stored = try JSONDecoder().decode([String: PreferenceValue].self, from: Data(text.utf8))
                    return .all([
                        .equal(stored, ["theme": .string("dark")], "suite file content"),
                        .that(
                            !text.contains("MYR") && !text.contains("currency") && !text.contains("firstWeekday"),
                            expected: "no registered value in the file", actual: text),
                    ])
                }
            },
            SelfTestCheck("reading never creates the suite file or its folder") { context in
                try ScratchSuite.run(context, folder: "not-yet") { suite in
                    let preferences = suite.preferences(arguments: ["-theme", "dark"])
                    _ = (
                        preferences.value(.theme), preferences.value(.currency),
                        preferences.explain(.onboardingCompleted)
                    )
                    _ = try preferences.persistentDomain()
                    _ = try preferences.unset(.currency)
                    return .equal(
                        suite.fileManager.fileExists(atPath: suite.directory.path), false, suite.directory.path)
                }
            },
            SelfTestCheck("unset removes only that key") { context in
                try ScratchSuite.run(context) { suite in
                    let preferences = suite.preferences()
                    try preferences.set(.dark, for: .theme)
                    try preferences.set(.sgd, for: .currency)
                    try preferences.set(.off, for: .onboardingCompleted)
                    let removed = try preferences.unset(.currency)
                    let removedAgain = try preferences.unset(.currency)
                    return .all([
                        .equal(
                            try preferences.persistentDomain(),
                            ["theme": .string("dark"), "onboardingCompleted": .boolean(false)],
                            "stored after unset currency"),
                        .equal([removed, removedAgain], [true, false], "unset reports whether the key was stored"),
                        .equal(preferences.value(.currency), .myr, "currency reads its fallback"),
                    ])
                }
            },
            SelfTestCheck("keys this version does not know survive a write") { context in
                try ScratchSuite.run(context) { suite in
                    try suite.writeFile(#"{"futureSetting": {"nested": [1, 2.5, null]}, "theme": "light"}"#)
                    try suite.preferences().set(.dark, for: .theme)
                    return .equal(
                        try suite.preferences().persistentDomain(),
                        [
                            "futureSetting": .object(["nested": .list([.integer(1), .number(2.5), .null])]),
                            "theme": .string("dark"),
                        ])
                }
            },
            SelfTestCheck("the suite file is replaced atomically, mode 0600, with nothing left beside it") { context in
                try ScratchSuite.run(context) { suite in
                    let preferences = suite.preferences()
                    try preferences.set(.dark, for: .theme)
                    try preferences.set(.light, for: .theme)
                    try preferences.set(3, for: .firstWeekday)
                    let entries = try suite.fileManager.contentsOfDirectory(atPath: suite.directory.path)
                    let mode =
                        (try suite.fileManager.attributesOfItem(atPath: suite.fileURL.path)[.posixPermissions]
                        as? NSNumber)?.intValue
                    return .all([
                        .equal(entries, ["\(suite.name).json"], "folder after three writes"),
                        .equal(mode.map { String($0, radix: 8) }, "600", "permissions"),
                        .equal(suite.preferences().value(.theme), .light, "last write wins"),
                    ])
                }
            },
            SelfTestCheck("removing a suite deletes only its own file") { context in
                try ScratchSuite.run(context) { suite in
                    let neighbour = Preferences(
                        suiteName: "\(suite.name)-neighbour", directory: suite.directory, arguments: [],
                        fileManager: suite.fileManager)
                    try neighbour.set(.dark, for: .theme)
                    try suite.preferences().set(.light, for: .theme)
                    let note = suite.directory.appendingPathComponent("note.txt")
                    try Data("keep me".utf8).write(to: note)
                    try suite.preferences().removePersistentDomain()
                    let left = try suite.fileManager.contentsOfDirectory(atPath: suite.directory.path).sorted()
                    try neighbour.removePersistentDomain()
                    return .equal(
                        left, ["\(suite.name)-neighbour.json", "note.txt"].sorted(),
                        "folder after removing \(suite.name)")
                }
            },
        ]
    }
}
