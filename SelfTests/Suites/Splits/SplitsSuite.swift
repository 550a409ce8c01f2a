import SelfTestRunner

extension SelfTestSuite {
    /// Splits: split modes, remainders, PayBook balances, settle up.
    static func splits() -> SelfTestSuite {
        SelfTestSuite(
            name: "Splits", flags: ["--run-split-tests"],
            checks: SplitCalculatorChecks.all + SplitErrorChecks.all + PayBookChecks.all
                + SettleUpChecks.all + DebtSimplifierChecks.all + SplitPropertyChecks.all + SharedMoneyChecks.all
                + PayBookGroupChecks.all)
    }
}
