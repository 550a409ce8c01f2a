import Foundation
import SelfTests
import Testing

/// `--result-bundle DIR`: the four files, their shapes, and a refused existing folder.
@Suite struct ResultBundleTests {
    @Test func withRepeatEachRunIsItsOwnJUnitCaseAndNoSuiteHoldsANameTwice() throws {
        let sandbox = Sandbox()
        let bundle = sandbox.root.appendingPathComponent("repeated")
        _ = CapturedLaunch.run(
            SyntheticSuites.mixed, arguments: ["--run-beta-tests", "--repeat", "2", "--result-bundle", bundle.path],
            sandbox: sandbox)
        let xml = try String(contentsOf: bundle.appendingPathComponent("junit.xml"), encoding: .utf8)
        let cases = xml.split(separator: "\n").filter { $0.contains("<testcase ") }.map { line -> String in
            let classname = line.components(separatedBy: "classname=\"")[1].prefix { $0 != "\"" }
            let name = line.components(separatedBy: " name=\"")[1].prefix { $0 != "\"" }
            return "\(classname)/\(name)"
        }
        #expect(cases.count == 10, "\(cases)")
        #expect(Set(cases).count == cases.count, "a name twice: \(cases)")
        #expect(cases.filter { $0.hasPrefix("Test isolation/") }.count == 4, "\(cases)")
        #expect(cases.contains("Beta/keeps order (run 2 of 2)"), "\(cases)")
    }

    @Test func aBundleHoldsJUnitEventsSummaryAndARedactedLaunch() throws {
        let sandbox = Sandbox()
        let bundle = sandbox.root.appendingPathComponent("evidence/run-1")
        let launch = CapturedLaunch.run(
            SyntheticSuites.mixed, arguments: ["--run-all-tests", "--result-bundle", bundle.path],
            sandbox: sandbox,
            environment: [
                "API_TOKEN": "hunter2", "UITEST_RUN_ID": "../x", "LC_ALL": "ms_MY.UTF-8",
                "GTEST_SHARD_STATUS_FILE": "/secret/place",
            ])
        #expect(launch.status == 1)
        let files = try FileManager().contentsOfDirectory(atPath: bundle.path).sorted()
        #expect(files == ["events.jsonl", "junit.xml", "launch.json", "summary.json"])

        let launchJSON = try String(contentsOf: bundle.appendingPathComponent("launch.json"), encoding: .utf8)
        #expect(!launchJSON.contains("hunter2") && !launchJSON.contains("API_TOKEN"))
        #expect(!launchJSON.contains(sandbox.root.path) && !launchJSON.contains("/secret/place"))
        #expect(launchJSON.contains(#""UITEST_RUN_ID":"<invalid>""#))
        #expect(launchJSON.contains(#""LC_ALL":"ms_MY.UTF-8""#))
        #expect(launchJSON.contains(#""GTEST_SHARD_STATUS_FILE":"<path>""#))

        let events = try String(contentsOf: bundle.appendingPathComponent("events.jsonl"), encoding: .utf8)
            .split(separator: "\n").map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any] }
        #expect(events.allSatisfy { $0["version"] as? Int == 1 })
        let names = Set(events.compactMap { $0["event"] as? String })
        #expect(names == ["runStarted", "testStarted", "testEnded", "suiteEnded", "runEnded"])
        #expect(events.first?["event"] as? String == "runStarted")
        #expect(events.last?["event"] as? String == "runEnded")
        #expect(events.filter { $0["event"] as? String == "testEnded" }.count == 10)

        let summary =
            try JSONSerialization.jsonObject(with: Data(contentsOf: bundle.appendingPathComponent("summary.json")))
            as! [String: Any]
        #expect(summary["passed"] as? Int == 8)
        #expect(summary["failed"] as? Int == 2)
        #expect(summary["errors"] as? Int == 1)
        #expect(summary["exitStatus"] as? Int == 1)
    }

    @Test func junitIsWellFormedAndEveryFailureCarriesExpectedAndActual() throws {
        let sandbox = Sandbox()
        let bundle = sandbox.root.appendingPathComponent("bundle")
        _ = CapturedLaunch.run(
            SyntheticSuites.mixed, arguments: ["--result-bundle", bundle.path, "--seed", "5", "--filter", "*"],
            sandbox: sandbox)
        let junit = bundle.appendingPathComponent("junit.xml")
        let lint = try ProcessRunner.run("/usr/bin/env", ["xmllint", "--noout", junit.path])
        #expect(lint.status == 0, "xmllint: \(lint.errors)")
        let xml = try String(contentsOf: junit, encoding: .utf8)
        #expect(xml.contains(#"<testsuites name="spendrop self-tests" tests="10" failures="1" errors="1" skipped="0""#))
        #expect(xml.contains(#"<testcase classname="Beta" name="rounds half up" time="#))
        let rounds = SourceLine.of("\"rounds half up\"", in: SourceLine.syntheticSuites)
        #expect(xml.contains(#" file="Tests/SpenDropTests/Support/SyntheticSuites.swift" line="\#(rounds)">"#))
        #expect(
            xml.contains(
                #"<failure message="expected: 4 | actual: 3" type="failure">expected: 4&#10;actual: 3&#10;details: RM 0.005 rounds to RM 0.01&#10;"#
                    + #"at: Tests/SpenDropTests/Support/SyntheticSuites.swift:\#(rounds)</failure>"#))
        #expect(xml.contains(#"<error message="expected: no error | actual: threw Failure: synthetic failure""#))
        #expect(xml.contains(#"<property name="seed" value="5"/>"#))
        #expect(xml.contains(#"<property name="filter" value="*"/>"#))
    }

    @Test func anExistingBundleIsRefusedAndLeftByteIdentical() throws {
        let sandbox = Sandbox()
        let bundle = sandbox.root.appendingPathComponent("first-failure")
        try FileManager().createDirectory(at: bundle, withIntermediateDirectories: true)
        let evidence = bundle.appendingPathComponent("events.jsonl")
        try Data(#"{"event":"testEnded","outcome":"failed"}"#.utf8).write(to: evidence)
        let before = try FileManager().attributesOfItem(atPath: evidence.path)[.modificationDate] as? Date

        let launch = CapturedLaunch.run(
            SyntheticSuites.allPassing, arguments: ["--result-bundle", bundle.path], sandbox: sandbox)

        #expect(launch.status == 2)
        #expect(launch.output.isEmpty)
        #expect(launch.errors.contains("already exists"))
        #expect(try FileManager().contentsOfDirectory(atPath: bundle.path) == ["events.jsonl"])
        #expect(try Data(contentsOf: evidence) == Data(#"{"event":"testEnded","outcome":"failed"}"#.utf8))
        #expect(try FileManager().attributesOfItem(atPath: evidence.path)[.modificationDate] as? Date == before)
    }
}
