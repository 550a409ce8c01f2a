#if DEBUG
/// The allowlist of `UITEST_FIXTURE` names: the only states a UI-test style launch may seed.
///
/// Promises: a name outside this list is refused before anything is created. `emptyProject`,
/// the default for a missing or empty value, seeds nothing, so a default never selects a
/// business state. What each fixture seeds is decided where the store is opened.
public enum UITestFixture: String, CaseIterable, Sendable {
    /// No accounts, no transactions: the first launch a new user sees.
    case emptyProject = "empty-project"
    /// One account with three transactions.
    case threeItems = "three-items"
    /// Two accounts, for transfers and account filters.
    case twoAccounts = "two-accounts"
    /// A bill split with Aisyah, for the PayBook and settle-up flows.
    case splitWithAisyah = "split-with-aisyah"
    /// A month of categorised spending, for the cash-flow card and the breakdown.
    case monthOfSpending = "month-of-spending"

    /// The fixture of a launch that names none.
    public static let `default` = UITestFixture.emptyProject

    /// The fixture named `name`; a missing or empty name gives `default`.
    /// - Throws: `LaunchContractError.unknownFixture` for any other name.
    public init(named name: String?) throws(LaunchContractError) {
        guard let name, !name.isEmpty else {
            self = .default
            return
        }
        guard let fixture = UITestFixture(rawValue: name) else { throw .unknownFixture(name) }
        self = fixture
    }
}
#endif
