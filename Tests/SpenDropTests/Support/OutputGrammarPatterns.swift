import SelfTestRunner

/// The line shapes of DESIGN §3 as a checker independent of the runner's own `OutputGrammar`.
enum OutputGrammarPatterns {
    static func isTestLine(_ line: String) -> Bool {
        line.wholeMatch(of: /\[TEST\]\[[^\]]+\] \[PASS\] [^|]+/) != nil
            || line.wholeMatch(of: /\[TEST\]\[[^\]]+\] \[FAIL\] .+ \| expected: .* \| actual: .* \| .*/) != nil
    }

    /// `[RUN] …`: an informational line (DESIGN §3), such as the recap of failures.
    static func isInfoLine(_ line: String) -> Bool {
        line.hasPrefix("[RUN] ")
    }

    static func summary(_ line: String) -> (suite: String, passed: Int, total: Int)? {
        guard let match = line.wholeMatch(of: /\[SUITE_SUMMARY\] (.+): (\d+)\/(\d+) PASSED/) else { return nil }
        return (String(match.1), Int(match.2)!, Int(match.3)!)
    }

    static func closing(_ line: String) -> (passed: Int, failed: Int)? {
        guard let match = line.wholeMatch(of: /selftest: (\d+) passed, (\d+) failed/) else { return nil }
        return (Int(match.1)!, Int(match.2)!)
    }
}
