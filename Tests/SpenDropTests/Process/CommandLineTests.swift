import Foundation
import SelfTestRunner
import SelfTests
import SpenDropApp
import Testing

/// The command line as a new user meets it: global options anywhere, `--` before any text, help
/// and completions computed from the one declaration each command has.
@Suite struct CommandLineTests {
    @Test func aPreferenceOverrideIsAcceptedAfterAnyCommand() throws {
        let sandbox = Sandbox()
        let home = try SpendropBinary.run(["home", "-currency", "USD"], environment: sandbox.environment)
        #expect(home.status == 0, "\(home.errors)")
        #expect(home.output.contains("US$0.00"))
        let added = try SpendropBinary.run(["add", "-currency", "SGD", "5", "Kopi"], environment: sandbox.environment)
        #expect(added.status == 0, "\(added.errors)")
        #expect(added.output.contains("S$5.00"), "\(added.output)")
    }

    @Test func jsonMayComeBeforeTheCommandAndIsRefusedWhereThereIsNoJSON() throws {
        let sandbox = Sandbox()
        let listed = try SpendropBinary.run(["--json", "transactions"], environment: sandbox.environment)
        #expect(listed.status == 0, "\(listed.errors)")
        #expect(listed.output.contains("\"screen\" : \"transactions\""))
        let fresh = Sandbox()
        let added = try SpendropBinary.run(["add", "5", "Kopi", "--json"], environment: fresh.environment)
        #expect(added.status == 2)
        #expect(added.errors == "spendrop: 'add' has no JSON output; run 'spendrop add --help'\n")
        #expect(
            !FileManager().fileExists(atPath: fresh.home.appendingPathComponent("data/spendrop/spendrop.sqlite").path))
    }

    @Test func anyTextAfterTwoDashesIsAMerchantAndNeverASelfTestFlag() throws {
        let sandbox = Sandbox()
        let refused = try SpendropBinary.run(["add", "5", "--shuffle"], environment: sandbox.environment)
        #expect(refused.status == 2, "a merchant named --shuffle without -- is an unknown option")
        #expect(!refused.output.contains("[TEST]"))
        let added = try SpendropBinary.run(["add", "5", "--", "--shuffle"], environment: sandbox.environment)
        #expect(added.status == 0, "\(added.errors)")
        #expect(added.output == "Added #1 Money Out RM 5.00 at --shuffle from Cash on \(Self.today()).\n")
    }

    @Test func everyCommandsHelpShowsEveryOptionItsDeclarationHas() throws {
        let sandbox = Sandbox()
        for spec in AppCommandLine.specs {
            for target in [spec] + spec.subcommands {
                let page = try SpendropBinary.run(target.path + ["--help"], environment: sandbox.environment)
                #expect(page.status == 0, "\(target.name) --help: \(page.errors)")
                #expect(
                    page.output.hasPrefix("usage: spendrop \(CommandHelp.usage(target))\n"),
                    "\(target.name): \(page.output)")
                for option in target.options.map(\.name) + target.flags.map(\.name) + target.positionals.map(\.name) {
                    #expect(page.output.contains(option), "\(target.name) --help lacks \(option)")
                }
                let viaHelp = try SpendropBinary.run(["help"] + target.path, environment: sandbox.environment)
                #expect(viaHelp.output == page.output, "help \(target.name)")
            }
        }
        let split = try SpendropBinary.run(["split", "--help"], environment: sandbox.environment)
        #expect(split.output.contains("--category C"))
        let overview = try SpendropBinary.run(["--help"], environment: sandbox.environment)
        for spec in AppCommandLine.specs { #expect(overview.output.contains("spendrop \(CommandHelp.usage(spec))\n")) }
        #expect(
            !FileManager().fileExists(atPath: sandbox.home.appendingPathComponent("data").path), "help opened the store"
        )
    }

    /// A command reads each option through the key it declared; reading one it did not declare
    /// stops the program. Every option and flag of every command, given on its own with a value of
    /// its kind, ends in an answer (done, refused or a usage line), never in that stop.
    @Test func everyDeclaredOptionIsReadWithoutStoppingTheProgram() throws {
        let sandbox = Sandbox()
        let seeded = try SpendropBinary.run(
            ["add", "10", "Kopi", "--category", "Food"], environment: sandbox.environment)
        #expect(seeded.status == 0, "\(seeded.errors)")
        let valueByName = [
            "YYYY-MM-DD": "2026-12-01", "YYYY-MM": "2026-12", "YYYY": "2026", "N": "2", "AMOUNT": "10", "SECONDS": "1",
            "CODE": "USD", "URL": "https://127.0.0.1:9/dav", "CMD": "false", "P,P,…": "5,5", "A": "Cash",
            "NAME[,NAME…]": "Aisyah", "me|NAME": "me", "T": "trip", "C": "Food", "TEXT": "Kopi",
            "FILE": "/nonexistent/x.png",
        ]
        let positionalByName = [
            "AMOUNT": "10", "MERCHANT": "Kopi", "SOURCE": "Work", "ID": "1", "NAME": "Aisyah", "KEY": "currency",
            "VALUE": "USD", "CODE": "USD", "RATE": "4.45", "CATEGORY": "Food", "OLD": "Food", "NEW": "Meals",
            "FROM": "Food", "INTO": "Meals", "FILE": "/nonexistent/file",
        ]
        var launches = 0
        for spec in AppCommandLine.specs {
            for target in [spec] + spec.subcommands {
                let positionals = target.positionals.filter { !$0.isOptional }.map {
                    $0.allowed?.first ?? positionalByName[$0.name] ?? "x"
                }
                let required = target.options.filter(\.isRequired).flatMap {
                    [$0.name, $0.allowed?.first ?? $0.valueName.flatMap { valueByName[$0] } ?? "x"]
                }
                var trials = target.options.filter { !$0.isRequired }.map {
                    [$0.name, $0.allowed?.first ?? $0.valueName.flatMap { valueByName[$0] } ?? "x"]
                }
                trials += target.flags.map { [$0.name] } + [[]]
                for trial in trials {
                    let words = target.path + positionals + required + trial
                    let answer = try SpendropBinary.run(words, environment: sandbox.environment)
                    launches += 1
                    #expect(
                        [0, 1, 2, 3].contains(answer.status) && !answer.errors.contains("Fatal error"),
                        "spendrop \(words.joined(separator: " ")): status \(answer.status), \(answer.errors)")
                }
            }
        }
        #expect(launches > 100, "only \(launches) launches: the declarations were not all reached")
    }

    @Test func bashLoadsTheCompletionsAndCompletesCommandsAndValues() throws {
        let sandbox = Sandbox()
        let binary = SpendropBinary.url(SpendropBinary.spendrop).path
        let script = """
            source <('\(binary)' completions bash) && complete -p spendrop
            COMP_WORDS=(spendrop exp); COMP_CWORD=1; _spendrop; echo "words: ${COMPREPLY[*]}"
            COMP_WORDS=(spendrop export ""); COMP_CWORD=2; _spendrop; echo "formats: ${COMPREPLY[*]}"
            COMP_WORDS=(spendrop transactions --type ""); COMP_CWORD=3; _spendrop; echo "types: ${COMPREPLY[*]}"
            """
        let run = try ProcessRunner.run("/bin/bash", ["-c", script])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("complete -o default -F _spendrop spendrop"))
        #expect(run.output.contains("words: export\n"))
        #expect(run.output.contains("formats: csv json hledger"), "\(run.output)")
        #expect(run.output.contains("types: in out transfer\n"), "\(run.output)")
        let fish = try SpendropBinary.run(["completions", "fish"], environment: sandbox.environment)
        #expect(fish.output.contains("complete -c spendrop -n '__fish_seen_subcommand_from split' -l category -r"))
        let unknown = try SpendropBinary.run(["completions", "tcsh"], environment: sandbox.environment)
        #expect(unknown.status == 2)
        #expect(unknown.errors.contains("bash, zsh or fish"))
    }

    static func today() -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        let parts = calendar.dateComponents([.year, .month, .day], from: Date())
        return String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
    }
}

/// The README's examples run as written, in order, on a fresh HOME.
@Suite struct ReadmeExampleTests {
    static let readme = SourceLine.root.appendingPathComponent("README.md")

    /// The lines of the code block under "## Using spendrop".
    static func examples() throws -> [String] {
        let text = try String(contentsOf: readme, encoding: .utf8)
        guard let section = text.range(of: "## Using spendrop") else { return [] }
        let rest = text[section.upperBound...]
        guard let open = rest.range(of: "```sh\n"), let close = rest[open.upperBound...].range(of: "```") else {
            return []
        }
        return rest[open.upperBound..<close.lowerBound].split(separator: "\n").map(String.init).filter { !$0.isEmpty }
    }

    @Test func everyExampleUnderUsingSpendropRunsOnAFreshHome() throws {
        let examples = try Self.examples()
        #expect(examples.count >= 10, "\(examples)")
        let sandbox = Sandbox()
        let binaries = SpendropBinary.url(SpendropBinary.spendrop).deletingLastPathComponent().path
        for example in examples {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/bash")
            process.arguments = ["-c", "set -o pipefail; " + example]
            process.environment = sandbox.environment.merging(["PATH": binaries + ":/usr/bin:/bin"]) { $1 }
            process.currentDirectoryURL = sandbox.root
            let errors = Pipe()
            process.standardOutput = FileHandle.nullDevice
            process.standardError = errors
            try process.run()
            let said = errors.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "\(example): \(String(decoding: said, as: UTF8.self))")
        }
    }
}

/// The suite table and the runner's option catalog are the only lists: `--help` is computed from
/// them, and the README's tables must say the same.
@Suite struct SuiteTableDocumentationTests {
    @Test func theReadmeSuiteTableIsTheSuiteTable() throws {
        let readme = try String(contentsOf: ReadmeExampleTests.readme, encoding: .utf8)
        let rows = readme.split(separator: "\n").map(String.init).filter { $0.hasPrefix("| `--run-") }
        let expected =
            ["| `--run-all-tests` | every suite |"]
            + SelfTestSuite.standardTable().map { suite in
                "| " + suite.flags.map { "`\($0)`" }.joined(separator: ", ") + " | \(suite.name) |"
            }
        #expect(rows == expected)
    }

    @Test func theReadmeAndHelpNameEveryRunnerOption() throws {
        let readme = try String(contentsOf: ReadmeExampleTests.readme, encoding: .utf8)
        let optionRows = readme.split(separator: "\n").filter { $0.hasPrefix("| `--") && !$0.hasPrefix("| `--run-") }
            .joined(separator: "\n")
        let help = try SpendropBinary.run(["--help"], environment: Sandbox().environment).output
        for option in RunnerOptionCatalog.all where !option.isInternal {
            #expect(optionRows.contains("`\(option.name)"), "README lacks \(option.name)")
            #expect(help.contains("  \(option.name)"), "--help lacks \(option.name)")
        }
        for suite in SelfTestSuite.standardTable() {
            #expect(help.contains("  \(suite.flags[0]) "), "--help lacks \(suite.flags[0])")
        }
    }
}

/// The manual page comes from the same declarations and is well-formed troff.
@Suite struct ManualPageTests {
    @Test func theManualPageListsEveryCommandAndRendersWithoutWarnings() throws {
        let page = try SpendropBinary.run(["help", "--man"], environment: Sandbox().environment)
        #expect(page.status == 0)
        #expect(page.output.hasPrefix(".TH SPENDROP 1 "))
        for spec in AppCommandLine.specs {
            #expect(
                page.output.contains(".B spendrop \(spec.name.replacingOccurrences(of: "-", with: "\\-"))"),
                "\(spec.name)")
        }
        guard FileManager().isExecutableFile(atPath: "/usr/bin/groff") else { return }
        let file = Sandbox().root.appendingPathComponent("spendrop.1")
        try FileManager().createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(page.output.utf8).write(to: file)
        let rendered = try ProcessRunner.run("/usr/bin/groff", ["-man", "-ww", "-z", file.path])
        #expect(rendered.status == 0)
        #expect(rendered.errors == "", "\(rendered.errors)")
    }
}
