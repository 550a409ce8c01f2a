import SelfTestRunner

extension SelfTestSuite {
    /// Authentication: sign-in, session storage, sign-out, no secret in logs.
    static func authentication() -> SelfTestSuite {
        SelfTestSuite(name: "Authentication", flags: ["--run-auth-tests"], checks: SignInChecks.all + SecretChecks.all)
    }
}
