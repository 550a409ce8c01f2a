// spendrop-bench: release-build measurements behind scripts/bench. Targets live here, never in
// timed unit tests. Usage: spendrop-bench [core] [parser] [--transactions N] [--texts N]
// With no selector, every benchmark runs.
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())

func value(after option: String, default fallback: Int) -> Int {
    guard let index = arguments.firstIndex(of: option), index + 1 < arguments.count, let value = Int(arguments[index + 1]) else {
        return fallback
    }
    return value
}

let known = ["core", "parser"]
let selectors = arguments.filter { !$0.hasPrefix("--") && Int($0) == nil }
if let unknown = selectors.first(where: { !known.contains($0) }) {
    FileHandle.standardError.write(Data("spendrop-bench: unknown benchmark '\(unknown)'; choose from \(known.joined(separator: ", "))\n".utf8))
    exit(2)
}
let selected = selectors.isEmpty ? known : selectors
let transactionCount = value(after: "--transactions", default: 1_000_000)
let textCount = value(after: "--texts", default: 50_000)

if selected.contains("core") {
    print("spendrop-bench: core over \(transactionCount) in-memory transactions (median of 7 runs)")
    do {
        for measurement in try CoreBenchmark.run(transactionCount: transactionCount) {
            print(measurement.row)
        }
    } catch {
        FileHandle.standardError.write(Data("spendrop-bench: \(error)\n".utf8))
        exit(1)
    }
}
if selected.contains("parser") {
    print("spendrop-bench: parser over \(textCount) notification texts, one core (median of 7 runs)")
    let measurements = ParserBenchmark.run(textCount: textCount)
    print(measurements[0].row)
    print(measurements[0].throughputRow(items: textCount, unit: "texts", targetPerSecond: ParserBenchmark.targetTextsPerSecond))
    print(measurements[1].row)
}
