import SpenDropApp

/// The exit statuses a self-test launch can end with (DESIGN §3), from the one list, `ExitStatus`.
public enum SelfTestExitCode {
    /// Every selected check passed.
    public static let passed = ExitStatus.success.rawValue
    /// A check failed, or a suite could not complete.
    public static let failed = ExitStatus.failure.rawValue
    /// The launch's words were wrong: an unknown flag, a bad value, a result path that exists.
    public static let usage = ExitStatus.usage.rawValue
    /// The selection matched no check (Swift Testing's value).
    public static let noMatch = ExitStatus.nothingMatched.rawValue
}
