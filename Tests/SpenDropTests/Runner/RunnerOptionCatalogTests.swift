import Foundation
import SelfTestRunner
import SelfTests
import Testing

/// Each runner option sets what its own declaration says: giving it changes the options read,
/// and no two options (aliases apart) change them the same way, so an option cannot fall through
/// to setting another.
@Suite struct RunnerOptionCatalogTests {
    /// What an option needs beside it to be accepted at all (a shard needs both halves, so each
    /// is given over another value of itself).
    static let prerequisites: [String: [String]] = [
        "--suite-timeout": ["--isolate"], "--fail-on-flaky": ["--retry", "1"], "--json": ["--list-tests"],
        "--shard-index": ["--shard-count", "4", "--shard-index", "0"],
        "--shard-count": ["--shard-index", "1", "--shard-count", "2"],
    ]
    static let samples = [
        "GLOB": "North/*", "N": "3", "I": "1", "S": "7", "DIR": "/tmp/bundle", "PATH": "/tmp/out", "WHEN": "never",
        "0": "0",
    ]

    @Test func everyOptionChangesTheOptionsItsOwnWayAndNoOtherDoesTheSame() throws {
        let parser = RunnerArgumentParser(suites: RunnerOptionTests.wide)
        var effects: [String: String] = [:]
        for option in RunnerOptionCatalog.all where !option.isInternal {
            let base = Self.prerequisites[option.name] ?? []
            let given = base + [option.name] + (option.valueName.map { [Self.samples[$0]!] } ?? [])
            let before = String(describing: try parser.parse(base)), after = String(describing: try parser.parse(given))
            if option.valueName == "0" {
                // A version option only checks its value, which must be the one spendrop writes.
                #expect(before == after, "\(option.name) 0 changed the options")
                #expect(throws: RunnerUsageError.self) { try parser.parse([option.name, "1"]) }
                continue
            }
            #expect(before != after, "\(given) read as if it were not given")
            effects[option.name] = after
        }
        for (name, effect) in effects {
            let same = effects.filter { $0.key != name && $0.value == effect }.map(\.key)
            let aliases = RunnerOptionCatalog.all.filter { $0.name == name || same.contains($0.name) }
                .filter { $0.help.hasPrefix("the same as ") }.count
            #expect(same.isEmpty || aliases == same.count, "\(name) reads the same as \(same)")
        }
    }
}
