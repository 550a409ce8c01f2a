import Foundation
import Testing

/// What the runner leaves for tools: retries and flaky checks, reruns of what failed, swift-testing's
/// event stream, the JUnit file alone, editor annotations and the JSON list — launching the
/// runner over the fixture table as a real process.
@Suite struct RunnerReportTests {
    static func run(
        _ arguments: [String], sandbox: Sandbox, environment: [String: String] = [:]
    ) throws -> SpendropBinary.Result {
        try SpendropBinary.run(
            arguments, environment: sandbox.environment.merging(environment) { _, given in given },
            product: SpendropBinary.runnerFixture)
    }

    static func jsonLines(_ url: URL) throws -> [[String: Any]] {
        try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map {
            try #require(
                try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any], "not a JSON object: \($0)")
        }
    }

    @Test func aCheckThatFailsOnceIsRetriedInItsProcessAndReportedFlaky() throws {
        let sandbox = Sandbox()
        let marker = ["FIXTURE_WOBBLY_MARKER": sandbox.root.appendingPathComponent("wobbled").path]
        let withoutRetry = try Self.run(["--run-wobbly-tests"], sandbox: sandbox, environment: marker)
        #expect(
            withoutRetry.status == 1
                && withoutRetry.lines.contains { $0.hasPrefix("[TEST][Wobbly] [FAIL] fails the first time") })

        try FileManager().removeItem(atPath: marker["FIXTURE_WOBBLY_MARKER"]!)
        let xunit = sandbox.root.appendingPathComponent("report.xml")
        let retried = try Self.run(
            ["--run-wobbly-tests", "--retry", "2", "--xunit-output", xunit.path], sandbox: sandbox, environment: marker)
        #expect(retried.status == 0, "\(retried.lines)")
        #expect(retried.lines.contains("[TEST][Wobbly] [PASS] fails the first time"))
        #expect(retried.lines.contains("[RUN] flaky: Wobbly/fails the first time failed 1 of 2 attempts"))
        let xml = try String(contentsOf: xunit, encoding: .utf8)
        #expect(try ProcessRunner.run("/usr/bin/env", ["xmllint", "--noout", xunit.path]).status == 0)
        #expect(
            xml.contains(
                #"<flakyFailure message="expected: first try | actual: second try" type="failure"><stackTrace>"#),
            "\(xml)")
        #expect(
            xml.contains(#"name="fails the first time" time=""#)
                && xml.contains(#"file="Tests/RunnerFixture/FixtureTable.swift" line="#))
    }

    /// Under `--fail-on-flaky` a flaky check has one verdict, failed, in its line, its suite's
    /// summary, the closing line, `suiteEnded` and summary.json alike, whichever way it ran.
    @Test(arguments: [[String](), ["--jobs", "1"], ["--isolate"]])
    func aFlakyCheckFailedUnderFailOnFlakyIsFailedInEveryLineAndReport(mode: [String]) throws {
        let sandbox = Sandbox()
        let marker = ["FIXTURE_WOBBLY_MARKER": sandbox.root.appendingPathComponent("wobbled").path]
        let bundle = sandbox.root.appendingPathComponent("bundle")
        let run = try Self.run(
            ["--run-wobbly-tests", "--retry", "1", "--fail-on-flaky", "--result-bundle", bundle.path] + mode,
            sandbox: sandbox, environment: marker)
        #expect(run.status == 1)
        #expect(run.lines.contains { $0.hasPrefix("[TEST][Wobbly] [FAIL] fails the first time") })
        #expect(run.lines.contains("[SUITE_SUMMARY] Wobbly: 0/1 PASSED"), "\(run.lines)")
        #expect(run.lines.last == "selftest: 5 passed, 1 failed")
        let ended = try Self.jsonLines(bundle.appendingPathComponent("events.jsonl")).filter {
            $0["event"] as? String == "suiteEnded" && $0["suite"] as? String == "Wobbly"
        }
        #expect(ended.map { $0["passed"] as? Int } == [0])
        let summary = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: bundle.appendingPathComponent("summary.json")))
                as? [String: Any])
        let suites = (summary["suites"] as? [[String: Any]] ?? []).filter { $0["name"] as? String == "Wobbly" }
        #expect(suites.map { $0["passed"] as? Int } == [0])
        #expect(summary["failed"] as? Int == 1)
    }

    /// A CI timeout or cancel (SIGTERM) in the middle of a long check: the children are stopped,
    /// the launch prints its closing line, writes every report with the check that did not finish
    /// listed as not run, and exits 143, in seconds.
    /// While the long check runs, `events.jsonl` already says it is running (its `testStarted`
    /// is written when its process says so, not with its result).
    @Test(arguments: [["--jobs", "1"], ["--isolate"]])
    func aSigtermMidRunStopsTheChildrenAndStillWritesEveryReport(mode: [String]) throws {
        let sandbox = Sandbox()
        let bundle = sandbox.root.appendingPathComponent("bundle")
        let process = Process()
        process.executableURL = SpendropBinary.url(SpendropBinary.runnerFixture)
        process.arguments = ["--run-sleeping-tests", "--run-arithmetic-tests", "--result-bundle", bundle.path] + mode
        process.environment = sandbox.environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        Thread.sleep(forTimeInterval: 1.5)
        let during = try Self.jsonLines(bundle.appendingPathComponent("events.jsonl")).filter {
            $0["check"] as? String == "sleeps for a minute"
        }
        #expect(
            during.map { $0["event"] as? String } == ["testStarted"], "events.jsonl while the check runs: \(during)")
        let stopped = ContinuousClock.now
        process.terminate()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(ContinuousClock.now - stopped < .seconds(15), "the launch went on after SIGTERM")
        #expect(
            process.terminationReason == .exit && process.terminationStatus == 143,
            "\(process.terminationReason) \(process.terminationStatus)")
        let lines = printed.split(separator: "\n").map(String.init)
        #expect(lines.contains("[RUN] stopped by SIGTERM; 1 check did not run"), "\(lines)")
        #expect(lines.last?.hasPrefix("selftest: ") == true, "\(lines.suffix(3))")
        let junit = bundle.appendingPathComponent("junit.xml")
        #expect(try ProcessRunner.run("/usr/bin/env", ["xmllint", "--noout", junit.path]).status == 0)
        #expect(try String(contentsOf: junit, encoding: .utf8).contains("<skipped"))
        let summary = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: bundle.appendingPathComponent("summary.json")))
                as? [String: Any])
        #expect(summary["exitStatus"] as? Int == 143 && summary["notRun"] as? Int == 1, "\(summary)")
    }

    /// `--repeat N --shuffle` shuffles each iteration anew, saying each iteration's seed, and
    /// `--seed` repeats every iteration's order, with one child or two.
    @Test func eachRepeatedIterationIsShuffledAnewAndTheSeedRepeatsThemAll() throws {
        let sandbox = Sandbox()
        let selection = [
            "--run-arithmetic-tests", "--run-failing-tests", "--run-trivial-tests", "--repeat", "4", "--seed", "7",
        ]
        func orders(_ extra: [String]) throws -> [[String]] {
            let run = try Self.run(selection + extra, sandbox: sandbox, environment: ["FIXTURE_TRIVIAL_CHECKS": "4"])
            var iterations: [[String]] = []
            for line in run.lines {
                if line.hasPrefix("[RUN] iteration ") {
                    iterations.append([line])
                } else if line.hasPrefix("[TEST][") && !line.hasPrefix("[TEST][Test isolation]") {
                    iterations[iterations.count - 1].append(line)
                }
            }
            return iterations
        }
        let one = try orders(["--jobs", "1"]), again = try orders(["--jobs", "1"]), two = try orders(["--jobs", "2"])
        #expect(one.count == 4)
        #expect(
            one.map { $0.first ?? "" }.allSatisfy { $0.contains(", shuffle seed ") }, "\(one.map { $0.first ?? "" })")
        #expect(Set(one.map { $0.dropFirst() }).count > 1, "every iteration ran in one order: \(one)")
        #expect(again == one, "--seed 7 did not repeat the orders")
        #expect(two == one, "two children ran another order than one")
    }

    @Test func rerunFailedRunsOnlyWhatFailedOrDidNotRun() throws {
        let sandbox = Sandbox()
        let first = sandbox.root.appendingPathComponent("first")
        let failing = try Self.run(
            ["--run-arithmetic-tests", "--run-failing-tests", "--fail-fast", "--result-bundle", first.path],
            sandbox: sandbox)
        #expect(failing.status == 1)
        let again = try Self.run(
            ["--rerun-failed", first.path, "--run-arithmetic-tests", "--run-failing-tests", "--run-crashing-tests"],
            sandbox: sandbox, environment: ["FIXTURE_NO_CRASH": "1"])
        let ran = again.lines.filter { $0.hasPrefix("[TEST][") && !$0.hasPrefix("[TEST][Test isolation]") }
        #expect(ran.count == 1 && ran[0].hasPrefix("[TEST][Failing] [FAIL] compares <markup>"), "\(again.lines)")

        let passed = sandbox.root.appendingPathComponent("passed")
        _ = try Self.run(["--run-arithmetic-tests", "--result-bundle", passed.path], sandbox: sandbox)
        let nothing = try Self.run(["--rerun-failed", passed.path], sandbox: sandbox)
        #expect(
            nothing.status == 69 && nothing.errors.contains("nothing to rerun: every check planned in"),
            "\(nothing.errors)")
        let missing = try Self.run(
            ["--rerun-failed", sandbox.root.appendingPathComponent("nowhere").path], sandbox: sandbox)
        #expect(missing.status == 2 && missing.errors.contains("has no readable events.jsonl"), "\(missing.errors)")
    }

    /// `--rerun-failed` refuses a bundle another program wrote (its ids are another table's), says
    /// which checks of a bundle this build lacks instead of dropping them, and after a launch that
    /// failed only in Test isolation reruns every check it planned instead of "nothing to rerun".
    @Test func rerunFailedRefusesAnotherProgramsBundleSaysWhatItLacksAndRerunsAllAfterAnIsolationFailure() throws {
        let sandbox = Sandbox()
        let theirs = sandbox.root.appendingPathComponent("theirs")
        _ = try SpendropBinary.run(
            ["--run-split-tests", "--result-bundle", theirs.path], environment: sandbox.environment)
        let foreign = try Self.run(["--rerun-failed", theirs.path], sandbox: sandbox)
        #expect(foreign.status == 2)
        #expect(foreign.errors.contains("wrote it and this is spendrop-runner-fixture"), "\(foreign.errors)")

        let failed = sandbox.root.appendingPathComponent("failed")
        _ = try Self.run(["--run-failing-tests", "--result-bundle", failed.path], sandbox: sandbox)
        let events = failed.appendingPathComponent("events.jsonl")
        let renamed = try String(contentsOf: events, encoding: .utf8).replacingOccurrences(
            of: "compares <markup>", with: "a check since renamed <markup>")
        try Data(renamed.utf8).write(to: events)
        let lacking = try Self.run(["--rerun-failed", failed.path, "--run-failing-tests"], sandbox: sandbox)
        #expect(
            lacking.errors.contains(
                "1 check to rerun from \(failed.path) is not in this build and cannot run: Failing/a check since renamed <markup>"
            ),
            "\(lacking.errors)")

        let trespass = sandbox.root.appendingPathComponent("trespass")
        let trespassing = try Self.run(
            ["--run-arithmetic-tests", "--run-trespassing-tests", "--jobs", "1", "--result-bundle", trespass.path],
            sandbox: sandbox)
        #expect(trespassing.status == 1)
        let again = try Self.run(["--rerun-failed", trespass.path, "--run-arithmetic-tests"], sandbox: sandbox)
        #expect(again.status == 0, "\(again.errors)")
        #expect(again.lines.contains("[SUITE_SUMMARY] Arithmetic: 3/3 PASSED"), "\(again.lines)")
    }

    @Test func theEventStreamReadsBackAsSwiftTestingRecords() throws {
        let sandbox = Sandbox()
        let stream = sandbox.root.appendingPathComponent("events.json")
        let result = try Self.run(
            ["--run-arithmetic-tests", "--run-failing-tests", "--event-stream-output-path", stream.path],
            sandbox: sandbox)
        #expect(result.status == 1)
        let records = try Self.jsonLines(stream)
        #expect(records.allSatisfy { $0["version"] as? Int == 0 }, "every record is version 0")
        let tests = records.prefix { $0["kind"] as? String == "test" }.compactMap { $0["payload"] as? [String: Any] }
        let functions = tests.filter { $0["kind"] as? String == "function" }
        #expect(functions.count == 3 + 2 + 5, "every planned check, Test isolation's included")
        #expect(functions.allSatisfy { (($0["sourceLocation"] as? [String: Any])?["line"] as? Int ?? 0) > 0 })
        let ids = Set(tests.compactMap { $0["id"] as? String })
        #expect(
            ids.contains(
                "spendrop.Arithmetic/adds/FixtureTable.swift:\(SourceLine.of("\"adds\"", in: SourceLine.fixtureTable)):1"
            ), "\(ids.sorted())")
        let events = records.dropFirst(tests.count).compactMap { $0["payload"] as? [String: Any] }
        #expect(events.first?["kind"] as? String == "runStarted" && events.last?["kind"] as? String == "runEnded")
        #expect(
            events.compactMap { $0["testID"] as? String }.allSatisfy(ids.contains),
            "every event names a test the stream declared")
        let issues = events.filter { $0["kind"] as? String == "issueRecorded" }
        #expect(issues.count == 1)
        let text = (issues.first?["messages"] as? [[String: Any]])?.first?["text"] as? String
        #expect(text == "expected: RM 4.51 & 'x' | actual: RM 4.50 <b>")
        #expect(
            events.filter { $0["kind"] as? String == "testEnded" }.count == 10 + 3, "ten checks and three suites end")
    }

    @Test func onGitHubActionsAFailureIsAnnotatedAtItsDeclaration() throws {
        let sandbox = Sandbox()
        let quiet = try Self.run(["--run-failing-tests"], sandbox: sandbox)
        #expect(!quiet.lines.contains { $0.hasPrefix("::") })
        let annotated = try Self.run(["--run-failing-tests"], sandbox: sandbox, environment: ["GITHUB_ACTIONS": "true"])
        let annotation = try #require(annotated.lines.first { $0.hasPrefix("::error ") })
        #expect(
            annotation.hasPrefix(
                "::error file=Tests/RunnerFixture/FixtureTable.swift,line=\(SourceLine.of("\"compares <markup>", in: SourceLine.fixtureTable)),"
                    + "title=Failing/compares <markup> & \"quotes\"::"
            ), "\(annotation)")
        #expect(
            annotation.hasSuffix(
                "::expected: RM 4.51 & 'x' | actual: RM 4.50 <b> | details with%0Anewline in C:\\receipts"),
            "\(annotation)")
    }

    /// A failure's text reaches each report as the check gave it, escaped only the report's own
    /// way: the console line writes `\n` and `\\`; JUnit a character reference; JSON its own escapes,
    /// which read back as the line break and the single backslash.
    @Test func eachReportEscapesAFailuresTextItsOwnWayAndNoOther() throws {
        let sandbox = Sandbox()
        let bundle = sandbox.root.appendingPathComponent("bundle"),
            stream = sandbox.root.appendingPathComponent("stream.jsonl")
        let run = try Self.run(
            ["--run-failing-tests", "--result-bundle", bundle.path, "--event-stream-output-path", stream.path],
            sandbox: sandbox)
        let given = "details with\nnewline in C:\\receipts"
        let line = try #require(run.lines.first { $0.hasPrefix("[TEST][Failing] [FAIL]") })
        #expect(line.contains(#"details with\nnewline in C:\\receipts"#), "\(line)")
        // xmllint reads the failure back as the check gave it.
        let failure = try ProcessRunner.run(
            "/usr/bin/env",
            ["xmllint", "--xpath", "string(//failure)", bundle.appendingPathComponent("junit.xml").path])
        #expect(failure.output.contains("details: " + given + "\nat: "), "\(failure.output)")
        let ended = try Self.jsonLines(bundle.appendingPathComponent("events.jsonl")).first {
            $0["event"] as? String == "testEnded" && $0["outcome"] as? String == "failed"
        }
        #expect(ended?["details"] as? String == given)
        let issue = try Self.jsonLines(stream).compactMap { $0["payload"] as? [String: Any] }.first {
            $0["kind"] as? String == "issueRecorded"
        }
        let texts = (issue?["messages"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
        #expect(texts.contains(given), "\(texts)")
    }

    /// Jenkins' xunit plugin drops a report its strict schema rejects. `junit-10.xsd` is the
    /// plugin's own (jenkinsci/xunit-plugin, src/main/resources/org/jenkinsci/plugins/xunit/types/
    /// model/xsd/junit-10.xsd, MIT), kept verbatim in Fixtures: with `--junit-strict` every kind of
    /// result validates against it (passes, failures, errors, flaky retries, checks not run).
    @Test func withJUnitStrictTheReportValidatesAgainstJenkinsSchema() throws {
        let sandbox = Sandbox()
        let schema = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/junit-10.xsd").path
        let marker = ["FIXTURE_WOBBLY_MARKER": sandbox.root.appendingPathComponent("wobbled").path]
        func validate(_ extra: [String], _ name: String) throws -> (status: Int32, errors: String, xml: String) {
            let report = sandbox.root.appendingPathComponent(name)
            _ = try Self.run(["--xunit-output", report.path] + extra, sandbox: sandbox, environment: marker)
            let lint = try ProcessRunner.run("/usr/bin/env", ["xmllint", "--noout", "--schema", schema, report.path])
            return (lint.status, lint.errors, try String(contentsOf: report, encoding: .utf8))
        }
        let everyKind = [
            "--run-arithmetic-tests", "--run-failing-tests", "--run-crashing-tests", "--run-wobbly-tests", "--retry",
            "1",
        ]
        let loose = try validate(everyKind, "loose.xml")
        #expect(
            loose.status != 0 && loose.errors.contains("attribute 'file'"),
            "the default keeps file and line for GitLab and editors: \(loose.errors)")
        try? FileManager().removeItem(atPath: marker["FIXTURE_WOBBLY_MARKER"]!)
        let strict = try validate(everyKind + ["--junit-strict"], "strict.xml")
        #expect(strict.status == 0, "\(strict.errors)")
        #expect(
            strict.xml.contains("<flakyFailure") && strict.xml.contains("<error") && strict.xml.contains("<failure"),
            "\(strict.xml)")
        #expect(
            strict.xml.contains("at: Tests/RunnerFixture/FixtureTable.swift:"),
            "the location stays in the failure's text")
        let stopped = try validate(
            ["--run-failing-tests", "--run-slow-start-tests", "--fail-fast", "--jobs", "1", "--junit-strict"],
            "stopped.xml")
        #expect(stopped.status == 0 && stopped.xml.contains("<skipped"), "\(stopped.errors)\n\(stopped.xml)")
    }

    /// Harnesses that ask for JUnit through the environment get it: Bazel's XML_OUTPUT_FILE and
    /// GoogleTest's GTEST_OUTPUT=xml:PATH (a folder gets spendrop.xml); the flag wins over both.
    @Test func theJUnitFileIsWrittenWhereBazelOrGoogleTestAsksThroughTheEnvironment() throws {
        let sandbox = Sandbox()
        let bazel = sandbox.root.appendingPathComponent("bazel.xml")
        _ = try Self.run(["--run-arithmetic-tests"], sandbox: sandbox, environment: ["XML_OUTPUT_FILE": bazel.path])
        #expect(
            try String(contentsOf: bazel, encoding: .utf8).contains(#"<testcase classname="Arithmetic" name="adds""#))
        let gtest = sandbox.root.appendingPathComponent("gtest.xml")
        _ = try Self.run(
            ["--run-arithmetic-tests"], sandbox: sandbox, environment: ["GTEST_OUTPUT": "xml:" + gtest.path])
        #expect(FileManager().fileExists(atPath: gtest.path))
        _ = try Self.run(
            ["--run-arithmetic-tests"], sandbox: sandbox,
            environment: ["GTEST_OUTPUT": "xml:" + sandbox.root.path + "/"])
        #expect(FileManager().fileExists(atPath: sandbox.root.appendingPathComponent("spendrop.xml").path))
        let flag = sandbox.root.appendingPathComponent("flag.xml"),
            ignored = sandbox.root.appendingPathComponent("ignored.xml")
        _ = try Self.run(
            ["--run-arithmetic-tests", "--xunit-output", flag.path], sandbox: sandbox,
            environment: ["XML_OUTPUT_FILE": ignored.path])
        #expect(FileManager().fileExists(atPath: flag.path) && !FileManager().fileExists(atPath: ignored.path))
    }

    @Test func theJSONListHasEveryCheckThatRunsWithWhereItIsDeclared() throws {
        let sandbox = Sandbox()
        let listed = try Self.run(["--run-arithmetic-tests", "--list-tests", "--json"], sandbox: sandbox)
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(listed.output.utf8)) as? [[String: Any]])
        let ran = try Self.run(["--run-arithmetic-tests"], sandbox: sandbox).lines.filter { $0.hasPrefix("[TEST][") }
        #expect(rows.map { "[TEST][\($0["suite"] as? String ?? "")] [PASS] \($0["name"] as? String ?? "")" } == ran)
        #expect(
            rows.first?["id"] as? String == "Arithmetic/adds"
                && rows.first?["file"] as? String == "Tests/RunnerFixture/FixtureTable.swift")
        #expect(rows.last?["file"] as? String == "SelfTestRunner/Isolation/IsolationSuite.swift")
        let usage = try Self.run(["--run-arithmetic-tests", "--json"], sandbox: sandbox)
        #expect(
            usage.status == 2 && usage.errors.contains("'--json' works only together with --list-tests"),
            "\(usage.errors)")
    }
}
