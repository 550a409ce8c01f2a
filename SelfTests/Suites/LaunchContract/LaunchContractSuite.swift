import Foundation
import SelfTestRunner

extension SelfTestSuite {
    /// Launch contract: argument names, fixtures, allowlists, redaction, run-scoped paths. The
    /// checks that name the UI-testing contract exist in Debug builds only, as the contract does.
    static func launchContract() -> SelfTestSuite {
        var checks = SelfTestFlagChecks.all + LaunchEvidenceChecks.all
        #if DEBUG
        checks += LaunchContractChecks.all + TestStateResetChecks.all
        #endif
        return SelfTestSuite(name: "Launch contract", flags: ["--run-launch-contract-tests"], checks: checks)
    }
}
