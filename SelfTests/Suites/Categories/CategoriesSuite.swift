import SelfTestRunner

extension SelfTestSuite {
    /// Categories: learned merchant categories, merchant normalisation.
    static func categories() -> SelfTestSuite {
        SelfTestSuite(
            name: "Categories", flags: ["--run-category-tests"],
            checks: MerchantNormalisationChecks.all + CategorySuggestionChecks.all + ReviewFormChecks.all
                + CategoryListChecks.all)
    }
}
