import Foundation

/// What `--rerun-failed DIR` runs: every check an earlier launch planned (its `runStarted` record
/// in `DIR/events.jsonl`) that did not pass there — it failed in some iteration, was skipped, or
/// never reported because the launch died.
///
/// Promises: reads only `events.jsonl` and `launch.json`; a folder without the events, or
/// without the plan, is refused with a reason instead of running everything or nothing, and so is
/// a bundle `launch.json` says another program or another version wrote (its ids name another
/// table's checks). A launch that failed only in the Test isolation suite (the real store was
/// touched while its checks ran) reruns every check it planned: no one check is to blame.
enum RerunSelection {
    static func ids(inBundle path: String, program: String, version: String) throws(RunnerUsageError) -> Set<String> {
        let folder = URL(fileURLWithPath: path, isDirectory: true)
        if let data = FileManager().contents(atPath: folder.appendingPathComponent("launch.json").path),
            let launch = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        {
            let writer = launch["program"] as? String ?? "?", written = launch["programVersion"] as? String ?? "?"
            guard writer == program, written == version else {
                throw .rerunBundleUnreadable(
                    path: path,
                    reason:
                        "\(writer) \(written) wrote it and this is \(program) \(version), whose checks may not be the same; rerun it with the program that wrote it"
                )
            }
        }
        let url = folder.appendingPathComponent("events.jsonl")
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
                if record["outcome"] as? String == "passed" {
                    passed.insert("\(suite)/\(check)")
                } else {
                    failed.insert("\(suite)/\(check)")
                }
            default:
                continue
            }
        }
        guard let planned else {
            throw .rerunBundleUnreadable(path: path, reason: "its events.jsonl does not list the checks it planned")
        }
        if failed.contains(where: { $0.hasPrefix("\(IsolationSuite.name)/") }) { return Set(planned) }
        return Set(planned.filter { !passed.contains($0) || failed.contains($0) })
    }
}
