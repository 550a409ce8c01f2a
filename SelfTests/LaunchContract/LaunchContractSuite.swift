import Foundation

extension SelfTestSuite {
    /// Launch contract: argument names, fixtures, allowlists, redaction, run-scoped paths.
    static func launchContract() -> SelfTestSuite {
        SelfTestSuite(name: "Launch contract", flags: ["--run-launch-contract-tests"], checks: SelfTestFlagChecks.all)
    }
}
