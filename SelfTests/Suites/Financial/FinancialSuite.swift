import SelfTestRunner

extension SelfTestSuite {
    /// Financial model: money arithmetic, rounding, currency formatting and parsing.
    static func financial() -> SelfTestSuite {
        SelfTestSuite(
            name: "Financial model", flags: ["--run-financial-tests"],
            checks: CurrencyChecks.all
                + MoneyArithmeticChecks.all
                + MoneyFormattingChecks.all
                + MoneyParsingChecks.all
                + MoneyParseRejectionChecks.all
                + MoneyRoundTripChecks.all
                + ExchangeRateChecks.all)
    }
}
