// spendrop-bench: release-build measurements behind scripts/bench. Targets live here, never in
// timed unit tests. Usage: spendrop-bench [core] [--transactions N]
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
var transactionCount = 1_000_000
if let index = arguments.firstIndex(of: "--transactions"), index + 1 < arguments.count, let value = Int(arguments[index + 1]) {
    transactionCount = value
}

print("spendrop-bench: core over \(transactionCount) in-memory transactions (median of 7 runs)")
do {
    for measurement in try CoreBenchmark.run(transactionCount: transactionCount) {
        print(measurement.row)
    }
} catch {
    FileHandle.standardError.write(Data("spendrop-bench: \(error)\n".utf8))
    exit(1)
}
