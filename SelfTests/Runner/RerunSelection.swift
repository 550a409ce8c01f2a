import Foundation

/// What `--rerun-failed DIR` runs: every check an earlier launch planned (its `runStarted` record
/// in `DIR/events.jsonl`) that did not pass there — it failed in some iteration, was skipped, or
/// never reported because the launch died.
///
/// Promises: reads only `events.jsonl`; a folder without one, or without the plan, is refused
/// with a reason instead of running everything or nothing.
enum RerunSelection {
    static func ids(inBundle path: String) throws(RunnerUsageError) -> Set<String> {
        let url = URL(fileURLWithPath: path, isDirectory: true).appendingPathComponent("events.jsonl")
        guard let data = FileManager().contents(atPath: url.path) else {
            throw .rerunBundleUnreadable(path: path, reason: "it has no readable events.jsonl")
        }
        var planned: [String]?
        var passed: Set<String> = [], failed: Set<String> = []
        for line in data.split(separator: UInt8(ascii: "\n")) {
            guard let record = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any] else { continue }
            switch record["event"] as? String {
            case "runStarted":
                planned = planned ?? record["planned"] as? [String]
            case "testEnded":
                guard let suite = record["suite"] as? String, let check = record["check"] as? String else { continue }
                if record["outcome"] as? String == "passed" { passed.insert("\(suite)/\(check)") } else { failed.insert("\(suite)/\(check)") }
            default:
                continue
            }
        }
        guard let planned else { throw .rerunBundleUnreadable(path: path, reason: "its events.jsonl does not list the checks it planned") }
        return Set(planned.filter { !passed.contains($0) || failed.contains($0) })
    }
}
