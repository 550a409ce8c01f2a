import Foundation

/// Writes a result bundle as the launch goes: `launch.json` first, `events.jsonl` one record per
/// event as it happens, and at the end `junit.xml` and `summary.json`.
///
/// Promises: the folder is made fresh (an existing one is refused before anything is written);
/// each event is on disk before the next check starts, so a crash leaves every event up to it
/// and no `summary.json`; the final files appear whole (written aside, then renamed).
final class ResultBundleWriter: RunReporter {
    private let directory: URL
    private let fileManager: FileManager
    private let events: FileHandle
    private var junit = JUnitReport()
    private var suites: [SummaryRecord.Suite] = []
    private var exitStatus: Int32 = 0

    /// Makes the bundle folder and its `launch.json`; throws when the folder exists or cannot be made.
    init(
        path: String, launch: LaunchRecord, properties: [(String, String)], junitStrict: Bool, fileManager: FileManager
    ) throws(RunnerUsageError) {
        directory = URL(fileURLWithPath: path, isDirectory: true)
        self.fileManager = fileManager
        if fileManager.fileExists(atPath: directory.path) { throw .resultBundleExists(path: path) }
        do {
            try fileManager.createDirectory(
                at: directory.deletingLastPathComponent(), withIntermediateDirectories: true)
            try fileManager.createDirectory(at: directory, withIntermediateDirectories: false)
        } catch {
            if fileManager.fileExists(atPath: directory.path) { throw .resultBundleExists(path: path) }
            throw .resultBundleUnwritable(path: path, reason: "\(error.localizedDescription)")
        }
        do {
            try ResultBundleWriter.encode(launch).write(to: directory.appendingPathComponent("launch.json"))
            let eventsURL = directory.appendingPathComponent("events.jsonl")
            guard fileManager.createFile(atPath: eventsURL.path, contents: nil) else {
                throw CocoaError(.fileWriteUnknown)
            }
            events = try FileHandle(forWritingTo: eventsURL)
        } catch {
            throw .resultBundleUnwritable(path: path, reason: "\(error.localizedDescription)")
        }
        junit.properties = properties
        junit.strict = junitStrict
    }

    /// The exit status to put in `summary.json`, known only once the run has ended.
    func finish(exitStatus: Int32) {
        self.exitStatus = exitStatus
    }

    func report(_ event: RunEvent) {
        for record in EventRecord.make(event) {
            events.write(ResultBundleWriter.encode(record) + Data("\n".utf8))
        }
        junit.record(event)
        switch event {
        case .suiteEnded(let suite, let passed, let total, let iteration):
            suites.append(SummaryRecord.Suite(name: suite, iteration: iteration, passed: passed, total: total))
        case .runEnded(let totals):
            writeWhole(Data(junit.xml(totalSeconds: totals.seconds).utf8), named: "junit.xml")
            let summary = SummaryRecord(
                passed: totals.passed, failed: totals.failed, errors: totals.errors,
                notRun: totals.notRun, seconds: totals.seconds, exitStatus: exitStatus, suites: suites)
            writeWhole(ResultBundleWriter.encode(summary), named: "summary.json")
            try? events.close()
        default:
            break
        }
    }

    private func writeWhole(_ data: Data, named name: String) {
        let final = directory.appendingPathComponent(name)
        let aside = directory.appendingPathComponent(".\(name).partial")
        do {
            try data.write(to: aside)
            try fileManager.moveItem(at: aside, to: final)
        } catch {
            FileHandle.standardError.write(
                Data("spendrop: could not write \(final.path): \(error.localizedDescription)\n".utf8))
        }
    }

    static func encode(_ value: some Encodable) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(value)) ?? Data("{}".utf8)
    }
}

/// `summary.json`: the launch's totals, each suite's summary and the exit status.
struct SummaryRecord: Encodable {
    struct Suite: Encodable {
        let name: String
        let iteration: Int
        let passed: Int
        let total: Int
    }

    var version = 1
    let passed: Int
    let failed: Int
    let errors: Int
    let notRun: Int
    let seconds: Double
    let exitStatus: Int32
    let suites: [Suite]
}
