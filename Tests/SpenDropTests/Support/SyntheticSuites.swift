import SelfTestRunner

/// Small suite tables whose outcomes are known in advance, for testing the runner itself.
enum SyntheticSuites {
    struct Failure: Error, CustomStringConvertible {
        var description: String { "synthetic failure" }
    }

    static func passing(_ name: String, flag: String, checks: [String]) -> SelfTestSuite {
        SelfTestSuite(
            name: name, flags: [flag],
            checks: checks.map { check in
                SelfTestCheck(check) { _ in .equal(2 + 2, 4) }
            })
    }

    /// Alpha (2 passing), Beta (1 passing, 1 failing, 1 throwing), Gamma (1 passing).
    static var mixed: [SelfTestSuite] {
        [
            passing("Alpha", flag: "--run-alpha-tests", checks: ["adds", "subtracts"]),
            SelfTestSuite(
                name: "Beta", flags: ["--run-beta-tests"],
                checks: [
                    SelfTestCheck("keeps order") { _ in .equal([1, 2], [1, 2]) },
                    SelfTestCheck("rounds half up") { _ in .equal(3, 4, "RM 0.005 rounds to RM 0.01") },
                    SelfTestCheck("reads the file") { _ in throw Failure() },
                ]),
            passing("Gamma", flag: "--run-gamma-tests", checks: ["splits evenly"]),
        ]
    }

    static var allPassing: [SelfTestSuite] {
        [
            passing("Alpha", flag: "--run-alpha-tests", checks: ["adds", "subtracts"]),
            passing("Gamma", flag: "--run-gamma-tests", checks: ["splits evenly"]),
        ]
    }
}
