// spendrop-bench: release-build measurements behind scripts/bench. Targets live here, never in
// timed unit tests. Usage: spendrop-bench [core] [parser] [store] [statement] [--transactions N] [--texts N]
// With no selector every benchmark runs, in that order.
import Foundation
import SpenDropStore

let arguments = Array(CommandLine.arguments.dropFirst())

func value(after option: String, default fallback: Int) -> Int {
    guard let index = arguments.firstIndex(of: option), index + 1 < arguments.count,
        let value = Int(arguments[index + 1])
    else {
        return fallback
    }
    return value
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("spendrop-bench: \(message)\n".utf8))
    exit(1)
}

// The SQL a v1 store's migration runs, for the sqlite3 CLI floor and for anyone reading along.
if arguments.first == "--print-migration-sql" {
    print(StoreSchema.migrationSQL(from: 1), terminator: "")
    exit(0)
}

// The report measurements run in a child process of their own, so their peak memory is theirs.
if arguments.first == "--child-reports", arguments.count == 2 {
    do { try StoreBenchmark.runReports(storeDirectory: URL(fileURLWithPath: arguments[1])) } catch { fail("\(error)") }
    exit(0)
}

// One screen's store calls over a benchmark store, in a process of their own (ScreenBenchmark).
if arguments.first == "--child-screen", arguments.count == 4, let index = Int(arguments[2]) {
    do {
        try ScreenBenchmark.runChild(
            storeDirectory: URL(fileURLWithPath: arguments[1]), index: index, result: URL(fileURLWithPath: arguments[3])
        )
    } catch { fail("\(error)") }
    exit(0)
}

// One history-screen size measured in a process of its own (see ParserBenchmark.historyMeasurements).
if arguments.first == "--child-history", arguments.count == 2, let lines = Int(arguments[1]) {
    print(ParserBenchmark.historyChild(lines: lines))
    exit(0)
}

let known = ["core", "parser", "store", "statement"]
var selected = arguments.enumerated().filter { index, word in
    !word.hasPrefix("--") && (index == 0 || !["--transactions", "--texts"].contains(arguments[index - 1]))
}.map(\.element)
if let unknown = selected.first(where: { !known.contains($0) }) {
    FileHandle.standardError.write(
        Data("spendrop-bench: unknown benchmark '\(unknown)'; choose from \(known.joined(separator: ", "))\n".utf8))
    exit(2)
}
if selected.isEmpty { selected = known }
let transactionCount = value(after: "--transactions", default: 1_000_000)
let textCount = value(after: "--texts", default: 50_000)

if selected.contains("core") {
    print("spendrop-bench: core over \(transactionCount) in-memory transactions (median of 7 runs)")
    do {
        for measurement in try CoreBenchmark.run(transactionCount: transactionCount) {
            print(measurement.row)
        }
    } catch {
        fail("\(error)")
    }
    print("")
}

if selected.contains("parser") {
    print("spendrop-bench: parser over \(textCount) notification texts, one core (median of 7 runs)")
    let bench = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
    let measurements = ParserBenchmark.run(textCount: textCount, bench: bench)
    print(measurements[0].row)
    print(
        measurements[0].throughputRow(
            items: textCount, unit: "texts", targetPerSecond: ParserBenchmark.targetTextsPerSecond))
    print(measurements[1].row)
    let positioned = max(1, textCount / 5)
    print(measurements[2].row)
    print(
        measurements[2].throughputRow(
            items: positioned, unit: "receipts", targetPerSecond: ParserBenchmark.targetPositionedPerSecond))
    let (short, long) = (measurements[3].medianMilliseconds, measurements[4].medianMilliseconds)
    let growth = long / short
    print(
        "history screen, \(ParserBenchmark.historyLines) lines then twice as many (one parse a launch, fastest of 7): \(String((short * 10).rounded() / 10)) ms, "
            + "\(String((long * 10).rounded() / 10)) ms; growth \(String((growth * 100).rounded() / 100))x   target <= "
            + "\(ParserBenchmark.historyGrowthLimit)x   \(growth <= ParserBenchmark.historyGrowthLimit ? "within target" : "OVER target")"
    )
    print("")
}

if selected.contains("store") {
    guard let sqlite3 = ChildProcess.find("sqlite3") else {
        fail("the store benchmark compares against the sqlite3 CLI; install it (apt-get install sqlite3)")
    }
    let bench = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let spendrop = bench.deletingLastPathComponent().appendingPathComponent("spendrop")
    guard FileManager().isExecutableFile(atPath: spendrop.path) else {
        fail("no spendrop beside \(bench.path); build it in release first (scripts/bench does)")
    }
    let work = FileManager().temporaryDirectory.appendingPathComponent("spendrop-bench-\(getpid())", isDirectory: true)
    do {
        try FileManager().createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager().removeItem(at: work) }
        try StoreBenchmark.run(
            transactionCount: transactionCount,
            paths: .init(spendrop: spendrop.path, sqlite3: sqlite3, bench: bench.path, work: work))
    } catch {
        try? FileManager().removeItem(at: work)
        fail("\(error)")
    }
}

if selected.contains("statement") {
    let bench = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let spendrop = bench.deletingLastPathComponent().appendingPathComponent("spendrop")
    guard FileManager().isExecutableFile(atPath: spendrop.path) else {
        fail("no spendrop beside \(bench.path); build it in release first (scripts/bench does)")
    }
    let work = FileManager().temporaryDirectory.appendingPathComponent(
        "spendrop-bench-statement-\(getpid())", isDirectory: true)
    do {
        try FileManager().createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager().removeItem(at: work) }
        try StatementBenchmark.run(
            transactionCount: transactionCount, spendrop: spendrop.path, sqlite3: ChildProcess.find("sqlite3"),
            work: work)
    } catch {
        try? FileManager().removeItem(at: work)
        fail("\(error)")
    }
}
