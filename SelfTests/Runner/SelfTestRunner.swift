import Foundation

/// Runs a suite table the way DESIGN §3 says: parse, select, run each check in table order
/// printing one line as it finishes and one summary per suite, then the Test isolation suite,
/// then the closing line, and return the exit status.
///
/// Promises: nothing is created before the arguments are accepted; usage errors return 2 and
/// a selection with no check returns 69, each with one line on `errors`; a thrown error in a
/// check fails that check and the run goes on; the run-scoped directory is removed before the
/// isolation suite checks that it is gone.
public struct SelfTestRunner {
    public let suites: [SelfTestSuite]
    public let isolation: IsolationWatch
    /// Where the run-scoped directory is made.
    public let temporaryRoot: URL
    public let fileManager: FileManager

    public init(suites: [SelfTestSuite], isolation: IsolationWatch, temporaryRoot: URL, fileManager: FileManager) {
        self.suites = suites
        self.isolation = isolation
        self.temporaryRoot = temporaryRoot
        self.fileManager = fileManager
    }

    public func run(arguments: [String], output: inout some TextOutputStream, errors: inout some TextOutputStream) -> Int32 {
        let options: RunnerOptions
        do {
            options = try RunnerArgumentParser(suites: suites).parse(arguments)
        } catch {
            print("spendrop: \(error)", to: &errors)
            return SelfTestExitCode.usage
        }
        let selection = suites.map { suite in
            SelfTestSuite(name: suite.name, flags: suite.flags,
                          checks: suite.checks.filter { options.selects(suite: suite.name, check: $0.name) })
        }.filter { !$0.checks.isEmpty }
        guard !selection.isEmpty else {
            print("spendrop: no self-test check matches the selection \(arguments.joined(separator: " "))", to: &errors)
            return SelfTestExitCode.noMatch
        }
        if options.listSuites || options.listTests {
            for suite in selection {
                if options.listSuites { print(suite.name, to: &output) }
                if options.listTests { for check in suite.checks { print("\(suite.name)/\(check.name)", to: &output) } }
            }
            if options.listSuites { print(IsolationWatch.suiteName, to: &output) }
            return SelfTestExitCode.passed
        }
        return execute(selection, output: &output, errors: &errors)
    }

    private func execute(_ selection: [SelfTestSuite], output: inout some TextOutputStream, errors: inout some TextOutputStream) -> Int32 {
        let baseline = isolation.baseline()
        let runDirectory = temporaryRoot.appendingPathComponent(
            "spendrop-selftest-\(ProcessInfo.processInfo.processIdentifier)-\(UInt64.random(in: 0...UInt64.max))", isDirectory: true)
        var passed = 0, failed = 0
        do {
            try fileManager.createDirectory(at: runDirectory, withIntermediateDirectories: true)
        } catch {
            print("spendrop: cannot create the run-scoped directory \(runDirectory.path): \(error)", to: &errors)
            return SelfTestExitCode.failed
        }
        let context = SelfTestContext(runDirectory: runDirectory)
        for suite in selection {
            let results = runSuite(suite, context: context, output: &output)
            passed += results.passed
            failed += results.failed
        }
        try? fileManager.removeItem(at: runDirectory)
        let isolationResults = runSuite(isolation.suite(baseline: baseline, runDirectory: runDirectory), context: context, output: &output)
        passed += isolationResults.passed
        failed += isolationResults.failed
        print(OutputGrammar.closingLine(passed: passed, failed: failed), to: &output)
        return failed == 0 ? SelfTestExitCode.passed : SelfTestExitCode.failed
    }

    private func runSuite(_ suite: SelfTestSuite, context: SelfTestContext, output: inout some TextOutputStream) -> (passed: Int, failed: Int) {
        var passed = 0
        for check in suite.checks {
            let result = SelfTestRunner.runCheck(check, suite: suite.name, context: context)
            if result.passed { passed += 1 }
            print(OutputGrammar.testLine(result), to: &output)
        }
        print(OutputGrammar.summaryLine(suite: suite.name, passed: passed, total: suite.checks.count), to: &output)
        return (passed, suite.checks.count - passed)
    }

    static func runCheck(_ check: SelfTestCheck, suite: String, context: SelfTestContext) -> TestCaseResult {
        do {
            let verdict = try check.body(context)
            return TestCaseResult(suite: suite, name: check.name, passed: verdict.passed,
                                  expected: verdict.expected, actual: verdict.actual, details: verdict.details)
        } catch {
            return TestCaseResult(suite: suite, name: check.name, passed: false, expected: "no error",
                                  actual: "threw \(type(of: error)): \(error)", details: "the check could not complete")
        }
    }
}
