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

    /// Why `table` cannot be run as it is, or nil when it can: two suites of one name, or two
    /// checks of one name in a suite (an id, `Suite/check`, must name one check, or filters,
    /// reruns, shards and every report mix their results up).
    public static func tableProblem(_ table: [SelfTestSuite]) -> String? {
        var suiteNames = Set<String>()
        for suite in table {
            if !suiteNames.insert(suite.name).inserted { return "two suites are named '\(suite.name)'" }
            var seen: [String: SelfTestCheck] = [:]
            for check in suite.checks {
                if let first = seen[check.name] {
                    return
                        "the suite '\(suite.name)' has two checks named '\(check.name)' (at \(first.location.description) and \(check.location.description)); "
                        + "give each check a name of its own"
                }
                seen[check.name] = check
            }
        }
        return nil
    }
}
