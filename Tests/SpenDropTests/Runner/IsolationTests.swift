import Foundation
import SelfTestRunner
import SelfTests
import SpenDropStore
import Testing

/// The Test isolation suite can fail: suites that reach for the real data are caught.
@Suite struct IsolationTests {
    @Test func aSuiteThatOpensTheRealStoreFailsIsolation() throws {
        let sandbox = Sandbox()
        let container = DataContainer()
        let environment = sandbox.environment
        let misbehaving = SelfTestSuite(
            name: "Misbehaving", flags: ["--run-misbehaving-tests"],
            checks: [
                SelfTestCheck("opens the real store") { _ in
                    let status = container.openStore(
                        at: try StoreLocation.resolve(environment: environment), fileManager: FileManager())
                    return .that(true, expected: "opened", actual: "\(status)")
                }
            ])

        let launch = CapturedLaunch.run(
            [misbehaving], arguments: ["--run-all-tests"], sandbox: sandbox, container: container)

        #expect(launch.status == 1)
        #expect(
            launch.lines.contains {
                $0.hasPrefix("[TEST][Test isolation] [FAIL] DataContainer is still in its initial safe mode")
            })
        #expect(
            launch.lines.contains {
                $0.hasPrefix("[TEST][Test isolation] [FAIL] real data location unchanged | expected: absent")
            })
        #expect(launch.lines.contains("[TEST][Test isolation] [PASS] real preferences unchanged"))
        #expect(launch.lines.contains("[SUITE_SUMMARY] Test isolation: 2/4 PASSED"))
    }

    @Test func aLaunchRemovesTheRunFoldersOfKilledLaunchesAndNothingElse() throws {
        let sandbox = Sandbox()
        let fileManager = FileManager()
        // A process that has ended: its id names a folder no running launch owns.
        let ended = Process()
        ended.executableURL = URL(fileURLWithPath: "/bin/true")
        try ended.run()
        ended.waitUntilExit()
        let root = sandbox.temporaryRoot
        let stale = root.appendingPathComponent(
            "spendrop-selftest-\(ended.processIdentifier)-42/process-1", isDirectory: true)
        let running = root.appendingPathComponent(
            "spendrop-selftest-\(ProcessInfo.processInfo.processIdentifier)-7", isDirectory: true)
        let others = ["spendrop-selftest-notes", "spendrop-selftest-\(ended.processIdentifier)-x", "photos"].map {
            root.appendingPathComponent($0)
        }
        for folder in [stale, running] + others {
            try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
        }

        let launch = CapturedLaunch.run(SyntheticSuites.allPassing, arguments: ["--run-all-tests"], sandbox: sandbox)

        #expect(launch.status == 0)
        let left = try fileManager.contentsOfDirectory(atPath: root.path).sorted()
        #expect(left == ([running] + others).map(\.lastPathComponent).sorted(), "\(left)")
    }

    @Test func aSuiteThatRewritesRealPreferencesFailsIsolation() throws {
        let sandbox = Sandbox()
        let preferences = sandbox.home.appendingPathComponent("config/spendrop", isDirectory: true)
        try FileManager().createDirectory(at: preferences, withIntermediateDirectories: true)
        let file = preferences.appendingPathComponent("preferences.json")
        try Data(#"{"theme":"dark"}"#.utf8).write(to: file)
        let misbehaving = SelfTestSuite(
            name: "Misbehaving", flags: ["--run-misbehaving-tests"],
            checks: [
                SelfTestCheck("writes the same size back") { _ in
                    try Data(#"{"theme":"lite"}"#.utf8).write(to: file)
                    return .that(true, expected: "written", actual: "written")
                }
            ])

        let launch = CapturedLaunch.run([misbehaving], arguments: ["--run-all-tests"], sandbox: sandbox)

        #expect(launch.status == 1)
        let failure = try #require(
            launch.lines.first { $0.hasPrefix("[TEST][Test isolation] [FAIL] real preferences unchanged") })
        #expect(failure.contains("preferences.json"))
        #expect(launch.lines.contains("[TEST][Test isolation] [PASS] DataContainer is still in its initial safe mode"))
    }

    @Test func aWellBehavedRunLeavesNoRunDirectory() throws {
        let sandbox = Sandbox()
        let writer = SelfTestSuite(
            name: "Writer", flags: ["--run-writer-tests"],
            checks: [
                SelfTestCheck("writes scratch files") { context in
                    let folder = try context.makeScratchDirectory("scratch")
                    try Data("row".utf8).write(to: folder.appendingPathComponent("rows.csv"))
                    return .that(true, expected: "written", actual: "written")
                }
            ])

        let launch = CapturedLaunch.run([writer], arguments: ["--run-writer-tests"], sandbox: sandbox)

        #expect(launch.status == 0)
        #expect(launch.lines.contains("[TEST][Test isolation] [PASS] run-scoped directory removed"))
        #expect(try FileManager().contentsOfDirectory(atPath: sandbox.temporaryRoot.path) == [])
    }
}
