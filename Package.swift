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
        // What the app and the self-test runner share, knowing neither: text made safe for where it
        // is written (a JSON or XML literal, a terminal) and the checks before removing a killed
        // process's leftovers.
        .target(name: "Basics"),
        .target(name: "SpenDropCore", dependencies: ["CSHA256", "Basics"]),
        .target(name: "SpenDropStore", dependencies: ["SpenDropCore", "CSQLite"]),
        .target(name: "SpenDropWire"),
        .target(name: "SpenDropNetwork", dependencies: ["SpenDropWire"]),
        .target(name: "SpenDropApp", dependencies: ["SpenDropStore", "SpenDropWire"]),
        // The self-test runner: planning, executors, reports. It knows nothing of spendrop's app; the
        // program it runs in hands it its version, its launch redaction and what to watch.
        .target(name: "SelfTestRunner", dependencies: ["Basics"], path: "SelfTestRunner"),
        // spendrop's suites, and the glue that runs them with spendrop's knowledge injected.
        .target(name: "SelfTests", dependencies: ["SelfTestRunner", "SpenDropApp"], path: "SelfTests"),
        .executableTarget(name: "spendrop", dependencies: ["SelfTests"]),
        .executableTarget(name: "spendrop-bench", dependencies: ["SpenDropStore"], path: "Benchmarks/SpenDropBench"),
        // A stand-in for spendrop with a suite table whose outcomes are known (passing, failing,
        // crashing, sleeping), so `swift test` can launch the runner as a real process.
        .executableTarget(
            name: "spendrop-runner-fixture", dependencies: ["SelfTests", "SelfTestRunner"], path: "Tests/RunnerFixture"),
        // Random histories run in spendrop and in a reference model written apart from it (scripts/ledger-check).
        .executableTarget(name: "spendrop-ledger-check", dependencies: ["SpenDropApp"], path: "Tests/LedgerCheck"),
        .testTarget(
            name: "SpenDropTests", dependencies: ["SelfTests", "SelfTestRunner"], path: "Tests/SpenDropTests",
            exclude: ["Fixtures"]),
    ]
)
