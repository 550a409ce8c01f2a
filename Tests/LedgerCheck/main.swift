// spendrop-ledger-check: random histories of money-moving commands, run in spendrop and replayed
// in an independent reference model; every figure of the screens compared (scripts/ledger-check).
// Usage: spendrop-ledger-check [--histories N] [--ops K] [--seed S] [--record-zone Z] [--read-zone Z]
//        [--show N] [--hledger PATH | --no-hledger] [--trace SEED]
// hledger (the second oracle) reads each history's `export hledger`, 50 histories a run.
// Exit status: 0 when every history agrees, 1 when any disagrees (each one printed with its seed).
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
func option(_ name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
}
let histories = option("--histories").flatMap(Int.init) ?? 200
let operations = option("--ops").flatMap(Int.init) ?? 100
let firstSeed = option("--seed").flatMap(UInt64.init) ?? 1
let show = option("--show").flatMap(Int.init) ?? 3
guard let recordZone = TimeZone(identifier: option("--record-zone") ?? "Asia/Kuala_Lumpur"),
    let readZone = TimeZone(identifier: option("--read-zone") ?? "America/Los_Angeles")
else {
    FileHandle.standardError.write(Data("spendrop-ledger-check: unknown time zone\n".utf8))
    exit(2)
}
let hledger: String? = arguments.contains("--no-hledger") ? nil : (option("--hledger") ?? "/usr/bin/hledger")
if let hledger, !FileManager().isExecutableFile(atPath: hledger) {
    FileHandle.standardError.write(
        Data(
            "spendrop-ledger-check: \(hledger) is not there; install hledger (apt-get install hledger) or pass --no-hledger\n"
                .utf8))
    exit(2)
}
// Today: 15 December 2026, 12:00 in Kuala Lumpur.
let now = Date(timeIntervalSince1970: 1_797_307_200)
let months = ["2026-08", "2026-09", "2026-10", "2026-11", "2026-12", "2027-01"]

let root = URL(fileURLWithPath: "/dev/shm", isDirectory: true).appendingPathComponent(
    "spendrop-ledger-check-\(getpid())", isDirectory: true)
let started = ContinuousClock.now
var disagreeing = 0, commands = 0, accepted = 0
var kinds: [String: Int] = [:]
var shown = 0
var hledgerBatch: [HledgerOracle.Entry] = []
var hledgerChecked = 0
/// Counts and prints a history that disagrees, once, whatever oracle found it.
var disagreed = Set<UInt64>()
@MainActor func report(_ seed: UInt64, kind: [String], lines: [String], transcript: [String]) {
    for name in Set(kind) { kinds[name, default: 0] += 1 }
    if disagreed.insert(seed).inserted { disagreeing += 1 }
    guard shown < show else { return }
    shown += 1
    print("history \(seed): \(lines.count) disagreements")
    for line in lines.prefix(12) { print("  \(line)") }
    if !transcript.isEmpty { print("  after: " + transcript.suffix(6).joined(separator: "\n         ")) }
}
@MainActor func checkHledger() {
    guard let hledger, !hledgerBatch.isEmpty else { return }
    let oracle = HledgerOracle(
        executable: hledger, folder: root.appendingPathComponent("hledger-\(hledgerChecked)", isDirectory: true))
    for (seed, lines) in oracle.check(hledgerBatch).sorted(by: { $0.key < $1.key }) {
        report(seed, kind: ["hledger"], lines: lines, transcript: [])
    }
    hledgerChecked += hledgerBatch.count
    hledgerBatch = []
}
for number in 0..<histories {
    let seed = firstSeed + UInt64(number)
    var generator = HistoryGenerator(seed: seed)
    let history = generator.history(operations: operations)
    let folder = root.appendingPathComponent(String(seed), isDirectory: true)
    try? FileManager().createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager().removeItem(at: folder) }
    let result = LedgerHistory.check(
        history, folder: folder, now: now, recordZone: recordZone, readZone: readZone, months: months)
    commands += result.commands
    accepted += result.accepted
    if let journal = result.journal, hledger != nil {
        hledgerBatch.append(HledgerOracle.Entry(seed: seed, journal: journal, expected: result.hledgerExpected))
        if hledgerBatch.count == 50 { checkHledger() }
    }
    if let traced = option("--trace").flatMap(UInt64.init), traced == seed {
        print(result.transcript.joined(separator: "\n"))
    }
    guard !result.differences.isEmpty else { continue }
    report(
        seed, kind: result.differences.map(\.kind), lines: result.differences.map(\.text), transcript: result.transcript
    )
}
checkHledger()
try? FileManager().removeItem(at: root)
let seconds = (ContinuousClock.now - started).components.seconds
print(
    "ledger-check: \(histories) histories of \(operations) operations (seeds \(firstSeed)…\(firstSeed + UInt64(histories) - 1)), "
        + "\(commands) commands (\(accepted) accepted), recorded in \(recordZone.identifier), read in \(readZone.identifier)"
        + (hledger == nil ? ", hledger not asked" : ", \(hledgerChecked) exports read by hledger") + ": "
        + "\(disagreeing) disagreeing, in \(seconds) s")
for (kind, count) in kinds.sorted(by: { $0.value > $1.value }) { print("  \(count) histories disagree on \(kind)") }
exit(disagreeing == 0 ? 0 : 1)
