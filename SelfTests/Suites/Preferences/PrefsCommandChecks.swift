import Foundation
import SelfTestRunner
import SpenDropApp

/// `spendrop prefs`: what it prints, its exit statuses, and that a refusal writes nothing.
enum PrefsCommandChecks {
    struct Run {
        let status: Int32
        let output: String
        let errors: String
    }

    static func prefs(_ arguments: [String], _ suite: ScratchSuite) -> Run {
        var output = "", errors = ""
        let status = PrefsCommand.run(
            arguments: arguments, preferences: suite.preferences(arguments: ["prefs"] + arguments),
            output: TextSink { output += $0 }, errors: TextSink { errors += $0 })
        return Run(status: status, output: output, errors: errors)
    }

    static var all: [SelfTestCheck] {
        [
            SelfTestCheck("prefs set confirms and prefs get prints the value alone") { context in
                try ScratchSuite.run(context) { suite in
                    let set = prefs(["set", "theme", "dark"], suite)
                    let get = prefs(["get", "theme"], suite)
                    return .all([
                        .equal(set.status, 0, "set status"),
                        .equal(set.output, "set theme to dark in \(suite.fileURL.path)\n", "set output"),
                        .equal(get.status, 0, "get status"),
                        .equal(get.output, "dark\n", "get output"),
                        .equal(set.errors + get.errors, "", "error stream"),
                    ])
                }
            },
            SelfTestCheck("prefs get --explain names the domain that answered") { context in
                try ScratchSuite.run(context) { suite in
                    let fallback = prefs(["get", "theme", "--explain"], suite)
                    _ = prefs(["set", "theme", "dark"], suite)
                    let stored = prefs(["get", "theme", "--explain"], suite)
                    let argument = prefs(["get", "theme", "--explain", "-theme", "light"], suite)
                    return .all([
                        .that(
                            fallback.output.hasPrefix("system\ntheme = system (registered fallback: "),
                            expected: "system, then the registered fallback", actual: fallback.output),
                        .equal(
                            stored.output,
                            "dark\ntheme = dark (persistent suite \(suite.fileURL.path): stored value 'dark')\n"),
                        .that(
                            argument.output.hasPrefix("light\ntheme = light (argument domain: "),
                            expected: "light, then the argument domain", actual: argument.output),
                    ])
                }
            },
            SelfTestCheck("prefs refuses an unknown key or a value not allowed with exit 2, one line, nothing written")
            { context in
                try ScratchSuite.run(context) { suite in
                    let runs = [
                        prefs(["set", "colour", "red"], suite), prefs(["set", "theme", "purple"], suite),
                        prefs(["get", "colour"], suite), prefs(["unset", "colour"], suite),
                    ]
                    return .all(
                        runs.map { run in
                            .that(
                                run.status == 2 && run.output.isEmpty && run.errors.filter { $0 == "\n" }.count == 1,
                                expected: "exit 2, no output, one error line",
                                actual: "exit \(run.status), output '\(run.output)', errors '\(run.errors)'")
                        } + [
                            .equal(suite.fileManager.fileExists(atPath: suite.fileURL.path), false, "suite file exists")
                        ])
                }
            },
            SelfTestCheck("prefs with an unknown action, missing or extra words exits 2") { context in
                try ScratchSuite.run(context) { suite in
                    let malformed = [
                        ["get"], ["set", "theme"], ["set", "theme", "dark", "now"], ["unset"], ["frob"],
                        ["get", "theme", "currency"],
                    ]
                    let statuses = malformed.map { prefs($0, suite).status }
                    return .all([
                        .equal(
                            statuses, Array(repeating: 2, count: malformed.count),
                            malformed.map { $0.joined(separator: " ") }.joined(separator: "; ")),
                        .equal(suite.fileManager.fileExists(atPath: suite.fileURL.path), false, "suite file exists"),
                    ])
                }
            },
            SelfTestCheck("prefs alone lists every setting with its value and where it came from") { context in
                try ScratchSuite.run(context) { suite in
                    _ = prefs(["set", "theme", "dark"], suite)
                    let listed = prefs([], suite)
                    return .all([
                        .equal(listed.status, 0, listed.errors),
                        .equal(
                            listed.output.split(separator: "\n").map(String.init),
                            [
                                "theme = dark (saved)", "currency = MYR (default)", "firstWeekday = 2 (default)",
                                "onboardingCompleted = not set (default)", "cloudBackupsKept = 5 (default)",
                            ]),
                    ])
                }
            },
            SelfTestCheck("prefs unset confirms, and says so when nothing was stored") { context in
                try ScratchSuite.run(context) { suite in
                    _ = prefs(["set", "onboardingCompleted", "yes"], suite)
                    let first = prefs(["unset", "onboardingCompleted"], suite)
                    let second = prefs(["unset", "onboardingCompleted"], suite)
                    return .all([
                        .equal(
                            first.output, "unset onboardingCompleted in \(suite.fileURL.path); it now reads not set\n",
                            "first unset"),
                        .equal(
                            second.output,
                            "onboardingCompleted was not stored in \(suite.fileURL.path); nothing changed\n",
                            "second unset"),
                        .equal([first.status, second.status], [0, 0], "statuses"),
                    ])
                }
            },
        ]
    }
}
