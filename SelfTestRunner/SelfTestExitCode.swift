/// The exit statuses a self-test launch can end with (DESIGN §3): the runner's own contract,
/// which the program it runs in lists among its exit statuses.
public enum SelfTestExitCode {
    /// Every selected check passed.
    public static let passed: Int32 = 0
    /// A check failed, or a suite could not complete.
    public static let failed: Int32 = 1
    /// The launch's words were wrong: an unknown flag, a bad value, a result path that exists.
    public static let usage: Int32 = 2
    /// The selection matched no check (Swift Testing's value).
    public static let noMatch: Int32 = 69
}
