/// A row of the suite table: the suite's printed name, the launch flags that select it, and its
/// checks in the order they run and print.
public struct SelfTestSuite {
    public let name: String
    public let flags: [String]
    public let checks: [SelfTestCheck]

    public init(name: String, flags: [String], checks: [SelfTestCheck]) {
        self.name = name
        self.flags = flags
        self.checks = checks
    }
}
