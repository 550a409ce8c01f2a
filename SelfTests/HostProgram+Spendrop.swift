import SelfTestRunner
import SpenDropApp

extension HostProgram {
    /// spendrop as the runner knows it: its version, and the launch contract's redaction of the
    /// environment and of paths for a shared result bundle.
    public static let spendrop = HostProgram(
        version: AppVersion.current, redactedPath: ApprovedValueShape.redactedPath,
        redactEnvironment: LaunchContract.redactedEnvironment)
}
