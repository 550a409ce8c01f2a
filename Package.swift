// swift-tools-version:6.0
// spendrop: an expense tracker whose self-tests travel with it.
// No outside packages: SQLite comes from the system (libsqlite3-dev).
import PackageDescription

let package = Package(
    name: "spendrop",
    products: [
        .executable(name: "spendrop", targets: ["spendrop"]),
        // URLSession, loaded by spendrop only when a command talks to a server (see NetworkTransport).
        .library(name: "SpenDropNetwork", type: .dynamic, targets: ["SpenDropNetwork"]),
    ],
    targets: [
        .systemLibrary(
            name: "CSQLite",
            path: "Sources/CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        // SHA-256 on the processor's SHA instructions, which SpenDropCore's SHA256 uses when present.
        .target(name: "CSHA256"),
        .target(name: "SpenDropCore", dependencies: ["CSHA256"]),
        .target(name: "SpenDropStore", dependencies: ["SpenDropCore", "CSQLite"]),
        .target(name: "SpenDropWire"),
        .target(name: "SpenDropNetwork", dependencies: ["SpenDropWire"]),
        .target(name: "SpenDropApp", dependencies: ["SpenDropStore", "SpenDropWire"]),
        .target(name: "SelfTests", dependencies: ["SpenDropApp"], path: "SelfTests"),
        .executableTarget(name: "spendrop", dependencies: ["SelfTests"]),
        .executableTarget(name: "spendrop-bench", dependencies: ["SpenDropStore"], path: "Benchmarks/SpenDropBench"),
        // A stand-in for spendrop with a suite table whose outcomes are known (passing, failing,
        // crashing, sleeping), so `swift test` can launch the runner as a real process.
        .executableTarget(name: "spendrop-runner-fixture", dependencies: ["SelfTests"], path: "Tests/RunnerFixture"),
        // Random histories run in spendrop and in a reference model written apart from it (scripts/ledger-check).
        .executableTarget(name: "spendrop-ledger-check", dependencies: ["SpenDropApp"], path: "Tests/LedgerCheck"),
        .testTarget(name: "SpenDropTests", dependencies: ["SelfTests"], path: "Tests/SpenDropTests", exclude: ["Fixtures"]),
    ]
)
