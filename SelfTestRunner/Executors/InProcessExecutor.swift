import Foundation

/// Runs planned checks in this process, one after another, timing each.
///
/// Promises: a check that throws becomes a failed (error) result and the run goes on; a failed
/// check runs again up to `retries` times, and the result keeps the failed attempts (flaky when a
/// later one passed); after a failure under `failFast`, every later check is reported as skipped
/// instead of run.
struct InProcessExecutor {
    let context: SelfTestContext
    let failFast: Bool
    var retries = 0
    /// In a child process: each check's standard output and error, captured apart.
    var capture: CheckCapture?

    func run(_ entries: [RunPlan.Entry], iteration: Int, emit: (RunEvent) -> Void, stopped: inout Bool) {
        let clock = ContinuousClock()
        for entry in entries {
            var passed = 0, ran = 0
            for check in entry.checks {
                if stopped {
                    emit(.testSkipped(suite: entry.suite.name, check: check.name, iteration: iteration))
                    continue
                }
                emit(.checkRunning(suite: entry.suite.name, check: check.name, iteration: iteration))
                emit(.testStarted(suite: entry.suite.name, check: check.name, iteration: iteration))
                var result: TestCaseResult?
                capture?.begin()
                let elapsed = clock.measure {
                    result = InProcessExecutor.runCheck(
                        check, suite: entry.suite.name, context: context, retries: retries)
                }
                if let capture {
                    let written = capture.end()
                    result = result!.with(output: written.output, errors: written.errors)
                }
                emit(.testEnded(result!, seconds: elapsed.seconds, iteration: iteration))
                ran += 1
                if result!.passed { passed += 1 } else if failFast { stopped = true }
            }
            if ran > 0 { emit(.suiteEnded(suite: entry.suite.name, passed: passed, total: ran, iteration: iteration)) }
        }
    }

    /// Runs `check`, and again up to `retries` times while it fails.
    static func runCheck(
        _ check: SelfTestCheck, suite: String, context: SelfTestContext, retries: Int = 0
    ) -> TestCaseResult {
        var failures: [TestCaseResult] = []
        while true {
            let result = attempt(check, suite: suite, context: context)
            if result.passed || failures.count >= retries { return result.afterAttempts(failures) }
            failures.append(result)
        }
    }

    private static func attempt(_ check: SelfTestCheck, suite: String, context: SelfTestContext) -> TestCaseResult {
        do {
            let verdict = try check.body(context)
            return TestCaseResult(
                suite: suite, name: check.name, passed: verdict.passed,
                expected: verdict.expected, actual: verdict.actual, details: verdict.details
            ).at(check.location)
        } catch {
            return TestCaseResult(
                suite: suite, name: check.name, passed: false, expected: "no error",
                actual: "threw \(type(of: error)): \(error)", details: "the check could not complete",
                isError: true
            ).at(check.location)
        }
    }
}

extension Duration {
    /// The duration in seconds as a floating-point number, for reports.
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
