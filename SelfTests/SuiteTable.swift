import SelfTestRunner

extension SelfTestSuite {
    /// Every suite of DESIGN §3 in table order. Test isolation is not a row: the runner appends it
    /// to every launch.
    public static func standardTable() -> [SelfTestSuite] {
        [
            .parser(),
            .dataSafety(),
            .financial(),
            .accounts(),
            .splits(),
            .cashFlow(),
            .categories(),
            .preferences(),
            .launchContract(),
            .authentication(),
            .cloudBackup(),
            .budgets(),
            .recurring(),
        ]
    }
}
