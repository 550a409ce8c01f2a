import Foundation
import SelfTestRunner
import SpenDropStore

/// Suites whose outcomes are known in advance, for launching the runner as a real process.
enum FixtureTable {
    /// `container` is the process's own, so a suite can misbehave by opening the real store.
    static func suites(container: DataContainer) -> [SelfTestSuite] {
        [
            SelfTestSuite(
                name: "Arithmetic", flags: ["--run-arithmetic-tests"],
                checks: [
                    SelfTestCheck("adds") { _ in .equal(2 + 2, 4) },
                    SelfTestCheck("subtracts") { _ in .equal(5 - 3, 2) },
                    SelfTestCheck("multiplies") { _ in .equal(6 * 7, 42) },
                ]),
            SelfTestSuite(
                name: "Crashing", flags: ["--run-crashing-tests"],
                checks: [
                    SelfTestCheck("runs before the crash") { _ in .equal(1, 1) },
                    SelfTestCheck("traps") { _ in
                        // With FIXTURE_CRASH_ONCE_MARKER, only the first attempt traps (it leaves the marker).
                        let environment = ProcessInfo.processInfo.environment
                        if let marker = environment["FIXTURE_CRASH_ONCE_MARKER"] {
                            if !FileManager().fileExists(atPath: marker) {
                                _ = FileManager().createFile(atPath: marker, contents: nil)
                                fatalError("deliberate trap in the Crashing fixture")
                            }
                            return .equal(1, 1)
                        }
                        if environment["FIXTURE_NO_CRASH"] == nil {
                            fatalError("deliberate trap in the Crashing fixture")
                        }
                        return .equal(1, 1)
                    },
                    SelfTestCheck("runs after the crash") { _ in .equal(1, 1) },
                ]),
            SelfTestSuite(
                name: "Sleeping", flags: ["--run-sleeping-tests"],
                checks: [
                    SelfTestCheck("sleeps for a minute") { _ in
                        Thread.sleep(forTimeInterval: 60)
                        return .equal(1, 1)
                    }
                ]),
            SelfTestSuite(
                name: "Failing", flags: ["--run-failing-tests"],
                checks: [
                    SelfTestCheck("passes") { _ in .equal("RM 15.00", "RM 15.00") },
                    SelfTestCheck("compares <markup> & \"quotes\"") { _ in
                        .equal("RM 4.50 <b>", "RM 4.51 & 'x'", "details with\nnewline in C:\\receipts")
                    },
                ]),
            SelfTestSuite(
                name: "Slow start", flags: ["--run-slow-start-tests"],
                checks: [
                    SelfTestCheck("waits half a second") { _ in
                        Thread.sleep(forTimeInterval: 0.5)
                        return .equal(1, 1)
                    }
                ]),
            SelfTestSuite(
                name: "Wobbly", flags: ["--run-wobbly-tests"],
                checks: [
                    SelfTestCheck("fails the first time") { _ in
                        // Fails while FIXTURE_WOBBLY_MARKER names no file, and leaves the file.
                        guard let marker = ProcessInfo.processInfo.environment["FIXTURE_WOBBLY_MARKER"] else {
                            return .equal("steady", "wobbly")
                        }
                        if FileManager().fileExists(atPath: marker) { return .equal(1, 1) }
                        _ = FileManager().createFile(atPath: marker, contents: nil)
                        return .equal("second try", "first try", "a check that depends on what ran before it")
                    }
                ]),
            // The first check returns only once every other check of the suite has left its mark in
            // FIXTURE_RENDEZVOUS: it passes when the other children run all the rest while it waits.
            SelfTestSuite(
                name: "Waiting", flags: ["--run-waiting-tests"],
                checks: [
                    SelfTestCheck("waits for the other nine") { _ in
                        let folder = ProcessInfo.processInfo.environment["FIXTURE_RENDEZVOUS"] ?? "/nonexistent"
                        for _ in 0..<200 {
                            let marks = (try? FileManager().contentsOfDirectory(atPath: folder).count) ?? 0
                            if marks == 9 { return .equal(marks, 9) }
                            Thread.sleep(forTimeInterval: 0.05)
                        }
                        return .equal(
                            (try? FileManager().contentsOfDirectory(atPath: folder).count) ?? 0, 9,
                            "marks after ten seconds")
                    }
                ]
                    + (1...9).map { number in
                        SelfTestCheck("leaves mark \(number)") { _ in
                            let folder = ProcessInfo.processInfo.environment["FIXTURE_RENDEZVOUS"] ?? "/nonexistent"
                            return .equal(
                                FileManager().createFile(atPath: "\(folder)/\(number)", contents: nil), true,
                                "mark \(number) left")
                        }
                    }),
            // FIXTURE_TRIVIAL_CHECKS trivial checks: the floor a benchmark compares the real gate with.
            SelfTestSuite(
                name: "Trivial", flags: ["--run-trivial-tests"],
                checks: (0..<(Int(ProcessInfo.processInfo.environment["FIXTURE_TRIVIAL_CHECKS"] ?? "") ?? 0)).map {
                    number in
                    SelfTestCheck("trivial \(number + 1)") { _ in .equal(number, number) }
                }),
            // Each starts `sleep FIXTURE_LINGER_SECONDS` (default 300) holding the check's standard
            // output and error: the first waits for it, the second passes and leaves it running.
            SelfTestSuite(
                name: "Lingering", flags: ["--run-lingering-tests"],
                checks: [
                    SelfTestCheck("waits for a process that holds its output") { _ in
                        let sleeper = try FixtureTable.sleeper()
                        sleeper.waitUntilExit()
                        return .equal(sleeper.terminationStatus, 0)
                    },
                    SelfTestCheck("passes and leaves a process that holds its output") { _ in
                        _ = try FixtureTable.sleeper()
                        return .equal(1, 1)
                    },
                ]),
            // Checks that write on their standard output what a result channel must never take for
            // its own: bytes with no newline, and a line shaped like a passing record for themselves.
            SelfTestSuite(
                name: "Noisy", flags: ["--run-noisy-tests"],
                checks: [
                    SelfTestCheck("writes bytes without a newline and passes") { _ in
                        _ = "raw-bytes".withCString { write(1, $0, 9) }
                        return .equal(1, 1)
                    },
                    SelfTestCheck("prints a record saying it passed, and fails") { _ in
                        for item in 0..<4 {
                            print(
                                #"{"actual":"","check":"prints a record saying it passed, and fails","expected":"","item":\#(item),"kind":"ended","passed":true,"seconds":0}"#
                            )
                        }
                        fflush(nil)
                        return .equal("what it printed", "a failure")
                    },
                    SelfTestCheck("prints without a newline, then passes") { _ in
                        print("partial line", terminator: "")
                        fflush(nil)
                        return .equal(2, 2)
                    },
                    SelfTestCheck("warns on standard error, and fails") { _ in
                        FileHandle.standardError.write(Data("warning: rate for XYZ missing\n".utf8))
                        return .equal("RM 1.00", "RM 2.00")
                    },
                ]),
            // 200,000 lines on each stream, then a failure: what is kept of them is bounded.
            SelfTestSuite(
                name: "Flooding", flags: ["--run-flooding-tests"],
                checks: [
                    SelfTestCheck("floods both streams, and fails") { _ in
                        let line = Data("{\"kind\":\"ended\",\"passed\":true} flood line\n".utf8)
                        var block = Data()
                        for _ in 0..<1_000 { block.append(line) }
                        for _ in 0..<200 {
                            FileHandle.standardOutput.write(block)
                            FileHandle.standardError.write(block)
                        }
                        return .equal("flooded", "quiet")
                    }
                ]),
            // Names a report must carry as they are: a slash that is no path, a per cent sign, quotes,
            // markup and a backslash.
            SelfTestSuite(
                name: "Odd names", flags: ["--run-odd-names-tests"],
                checks: [
                    SelfTestCheck("splits a bill 50/50") { _ in .equal(1, 1) },
                    SelfTestCheck("takes 100% of a 10%25 fee") { _ in .equal(1, 1) },
                    SelfTestCheck(#"quotes "Aisyah" <b>owes</b> C:\receipts"#) { _ in .equal("RM 15.00", "RM 15.01") },
                    SelfTestCheck("reads a receipt's lines") { _ in
                        .equal(
                            "KEDAI MAJU\nITEM A 5.00\nTOTAL RM 12.50\nCASH RM 20.00",
                            "KEDAI MAJU\nITEM A 5.00\nTOTAL RM 12.00\nCASH RM 20.00")
                    },
                ]),
            // Another program writes into the real data location while the launch runs, as a spendrop
            // in another terminal would: no self-test process opens a store.
            SelfTestSuite(
                name: "Neighbour", flags: ["--run-neighbour-tests"],
                checks: [
                    SelfTestCheck("runs while another program writes beside the real store") { _ in
                        let location = try StoreLocation.resolve(environment: ProcessInfo.processInfo.environment)
                        let writer = Process()
                        writer.executableURL = URL(fileURLWithPath: "/bin/sh")
                        writer.arguments = [
                            "-c", #"mkdir -p "$1" && echo added > "$1/neighbour.txt""#, "sh", location.directory.path,
                        ]
                        try writer.run()
                        writer.waitUntilExit()
                        return .equal(writer.terminationStatus, 0)
                    }
                ]),
            SelfTestSuite(
                name: "Trespassing", flags: ["--run-trespassing-tests"],
                checks: [
                    SelfTestCheck("opens the real store") { _ in
                        let location = try StoreLocation.resolve(environment: ProcessInfo.processInfo.environment)
                        return .that(
                            true, expected: "opened",
                            actual: "\(container.openStore(at: location, fileManager: FileManager()))")
                    }
                ]),
        ]
    }

    /// `/bin/sleep` for `FIXTURE_LINGER_SECONDS`, started with this process's standard output and
    /// error, as a check's helper process would be.
    static func sleeper() throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sleep")
        process.arguments = [ProcessInfo.processInfo.environment["FIXTURE_LINGER_SECONDS"] ?? "300"]
        process.standardOutput = FileHandle.standardOutput
        process.standardError = FileHandle.standardError
        try process.run()
        return process
    }
}
