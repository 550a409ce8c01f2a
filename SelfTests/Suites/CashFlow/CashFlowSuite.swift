import SelfTestRunner

extension SelfTestSuite {
    /// Cash flow: the cash-flow card, periods, breakdown by category.
    static func cashFlow() -> SelfTestSuite {
        SelfTestSuite(
            name: "Cash flow", flags: ["--run-cashflow-tests"],
            checks: CashFlowCardChecks.all + ReportingPeriodChecks.all + CategoryBreakdownChecks.all
                + MonthlyReportChecks.all)
    }
}
