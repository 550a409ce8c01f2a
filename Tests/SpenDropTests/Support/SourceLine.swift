import Foundation

/// Where the repository and its corpus lie, and where a fixture declares something, read from its
/// source: a test that names a check's declaration (`SyntheticSuites.swift:25`) finds the line
/// rather than writing its number down, so the file can be edited or formatted without the tests
/// going stale.
enum SourceLine {
    /// The repository's root: this file is `Tests/SpenDropTests/Support/SourceLine.swift`.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The number of the first line of `file` (a path from the repository's root) that holds
    /// `text`; 0 when none does, which no expectation matches.
    static func of(_ text: String, in file: String) -> Int {
        guard let source = try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8) else { return 0 }
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        return (lines.firstIndex { $0.contains(text) } ?? -1) + 1
    }

    /// The development corpus beside the repository (`../shared/corpus`), read where it lies.
    static let corpus = root.deletingLastPathComponent().appendingPathComponent("shared/corpus")

    static let syntheticSuites = "Tests/SpenDropTests/Support/SyntheticSuites.swift"
    static let fixtureTable = "Tests/RunnerFixture/FixtureTable.swift"
}
