import Foundation
import Testing

/// The one way process-level flows launch the app, as a UI test launches an app: the whole
/// argument array and environment are assigned here, with a fresh run id per flow, `-ui-testing`,
/// `-reset-state` on the first launch only, and a named fixture.
///
/// Promises: every screen a flow sees is saved under the run's directory as evidence; when a
/// flow's check fails, that evidence is kept (its path is printed) instead of being removed.
final class AppLaunchFactory {
    let runID: String
    let fixture: String
    let sandbox = Sandbox()
    private var launches = 0
    private var failed = false

    init(fixture: String) {
        self.runID = "flow-\(UUID().uuidString.prefix(8).lowercased())"
        self.fixture = fixture
    }

    deinit {
        guard failed else { return }
        let kept = FileManager().temporaryDirectory.appendingPathComponent("spendrop-flow-evidence/\(runID)")
        try? FileManager().createDirectory(at: kept.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? FileManager().copyItem(at: runDirectory, to: kept)
        print("flow evidence kept at \(kept.path)")
    }

    var runDirectory: URL { sandbox.temporaryRoot.appendingPathComponent("spendrop-uitest/\(runID)") }

    var environment: [String: String] {
        sandbox.environment.merging([
            "UITEST_RUN_ID": runID, "UITEST_FIXTURE": fixture, "LC_ALL": "C.UTF-8", "TZ": "Asia/Kuala_Lumpur",
        ]) { $1 }
    }

    /// Launches `spendrop WORDS…` in this flow's run and saves what it printed.
    @discardableResult
    func launch(_ words: [String]) throws -> SpendropBinary.Result {
        launches += 1
        let arguments = words + ["-ui-testing"] + (launches == 1 ? ["-reset-state"] : [])
        let result = try SpendropBinary.run(arguments, environment: environment)
        let evidence = runDirectory.appendingPathComponent("evidence")
        try? FileManager().createDirectory(at: evidence, withIntermediateDirectories: true)
        let name = String(format: "%02d-", launches) + (words.first ?? "home").replacingOccurrences(of: "/", with: "_")
        try? Data(
            "$ spendrop \(arguments.joined(separator: " "))\nexit \(result.status)\n\(result.output)\n\(result.errors)"
                .utf8
        )
        .write(to: evidence.appendingPathComponent(name + ".txt"))
        return result
    }

    /// Launches a `--json` screen and decodes its object.
    func json(_ words: [String]) throws -> [String: Any] {
        let result = try launch(words + ["--json"])
        try expect(result.status == 0, "\(words) exited \(result.status): \(result.errors)")
        return (try JSONSerialization.jsonObject(with: Data(result.output.utf8))) as? [String: Any] ?? [:]
    }

    /// Records a check; a failure marks the flow so its evidence is kept.
    func expect(
        _ condition: Bool, _ message: @autoclosure () -> String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        if !condition {
            failed = true
            Issue.record(Comment(rawValue: message()), sourceLocation: sourceLocation)
        }
    }
}

/// Reads `{"minor": …}` money out of decoded JSON.
func minorUnits(_ value: Any?) -> Int64? {
    ((value as? [String: Any])?["minor"] as? NSNumber)?.int64Value
}
