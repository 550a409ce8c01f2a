import Foundation
import SpenDropApp
import Testing

/// The launch contract as a UI test drives it: invalid values stop the launch before anything
/// is created, and `-reset-state` removes one run's state, idempotently.
@Suite struct LaunchContractProcessTests {
    static let uiTesting = LaunchContract.Argument.uiTesting.rawValue
    static let resetState = LaunchContract.Argument.resetState.rawValue
    static let fixtureKey = LaunchContract.EnvironmentKey.fixture.rawValue
    static let runIDKey = LaunchContract.EnvironmentKey.runID.rawValue

    static func launch(
        _ arguments: [String], _ sandbox: Sandbox, _ environment: [String: String]
    ) throws -> SpendropBinary.Result {
        try SpendropBinary.run(arguments, environment: sandbox.environment.merging(environment) { _, given in given })
    }

    /// Everything below `url`, relative, sorted.
    static func contents(of url: URL) -> [String] {
        ((FileManager().enumerator(atPath: url.path)?.allObjects as? [String]) ?? []).sorted()
    }

    @Test(arguments: ["nope", "Three-Items", "../empty-project"])
    func anUnknownFixtureExitsTwoAndCreatesNothing(fixture: String) throws {
        let sandbox = Sandbox()
        let result = try Self.launch(
            [Self.uiTesting, "prefs", "set", "theme", "dark"], sandbox, [Self.fixtureKey: fixture])
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(result.errors.split(separator: "\n").count == 1)
        #expect(result.errors.contains("is not a known fixture"))
        #expect(Self.contents(of: sandbox.temporaryRoot) == [])
        #expect(Self.contents(of: sandbox.home) == [])
    }

    @Test(arguments: ["../x", "/tmp", "run 1", String(repeating: "a", count: 65)])
    func aBadRunIDExitsTwoAndCreatesNothing(runID: String) throws {
        let sandbox = Sandbox()
        let result = try Self.launch(
            [Self.uiTesting, Self.resetState, "prefs", "set", "theme", "dark"], sandbox,
            [Self.runIDKey: runID])
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(result.errors.split(separator: "\n").count == 1)
        #expect(result.errors.contains(Self.runIDKey))
        #expect(Self.contents(of: sandbox.temporaryRoot) == [])
        #expect(Self.contents(of: sandbox.home) == [])
    }

    @Test func resetStateRemovesOnlyItsRunAndIsIdempotentAcrossLaunches() throws {
        let sandbox = Sandbox()
        for run in ["run-a", "run-b"] {
            let set = try Self.launch([Self.uiTesting, "prefs", "set", "theme", "dark"], sandbox, [Self.runIDKey: run])
            #expect(set.status == 0, "\(set.errors)")
        }
        #expect(Self.contents(of: sandbox.temporaryRoot).contains("spendrop-uitest/run-a/preferences/preferences.json"))

        for attempt in 1...2 {
            let reset = try Self.launch(
                [Self.uiTesting, Self.resetState, "prefs", "get", "theme"], sandbox, [Self.runIDKey: "run-a"])
            #expect(reset.status == 0, "attempt \(attempt): \(reset.errors)")
            #expect(reset.output == "system\n", "attempt \(attempt)")
            #expect(
                Self.contents(of: sandbox.temporaryRoot) == [
                    "spendrop-uitest", "spendrop-uitest/run-b", "spendrop-uitest/run-b/preferences",
                    "spendrop-uitest/run-b/preferences/preferences.json",
                ], "attempt \(attempt)")
        }
        let other = try Self.launch([Self.uiTesting, "prefs", "get", "theme"], sandbox, [Self.runIDKey: "run-b"])
        #expect(other.output == "dark\n")
        #expect(Self.contents(of: sandbox.home) == [], "the real preferences were never written")
    }

    @Test func aResetThatCannotRemoveItsRunStopsTheLaunch() throws {
        let sandbox = Sandbox()
        let elsewhere = sandbox.root.appendingPathComponent("elsewhere/run-a", isDirectory: true)
        try FileManager().createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try FileManager().createSymbolicLink(
            at: sandbox.temporaryRoot.appendingPathComponent("spendrop-uitest"),
            withDestinationURL: elsewhere.deletingLastPathComponent())
        let result = try Self.launch(
            [Self.uiTesting, Self.resetState, "prefs", "get", "theme"], sandbox, [Self.runIDKey: "run-a"])
        #expect(result.status == 1)
        #expect(result.output.isEmpty)
        #expect(result.errors.contains("cannot prepare the test state"))
        #expect(FileManager().fileExists(atPath: elsewhere.path))
    }

    @Test func aRunFolderThatIsALinkIsNeverFollowedEvenWithoutAReset() throws {
        let sandbox = Sandbox()
        let elsewhere = sandbox.root.appendingPathComponent("elsewhere", isDirectory: true)
        let runs = sandbox.temporaryRoot.appendingPathComponent("spendrop-uitest", isDirectory: true)
        try FileManager().createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try FileManager().createDirectory(at: runs, withIntermediateDirectories: true)
        try FileManager().createSymbolicLink(at: runs.appendingPathComponent("run-a"), withDestinationURL: elsewhere)
        let result = try Self.launch([Self.uiTesting, "add", "5", "Kopi"], sandbox, [Self.runIDKey: "run-a"])
        #expect(result.status == 1)
        #expect(result.errors.contains("is a symbolic link"), "\(result.errors)")
        #expect(Self.contents(of: elsewhere) == [], "nothing was written through the link")
    }

    @Test func aContractArgumentWithoutUITestingExitsTwo() throws {
        let sandbox = Sandbox()
        let result = try Self.launch([Self.resetState, "prefs", "get", "theme"], sandbox, [:])
        #expect(result.status == 2)
        #expect(result.errors.contains(Self.uiTesting))
        #expect(Self.contents(of: sandbox.temporaryRoot) == [])
    }
}
