import SelfTestRunner

extension SelfTestSuite {
    /// Accounts: Money In, Money Out, transfers, filters, account totals, bank statements brought in
    /// and reconciled.
    static func accounts() -> SelfTestSuite {
        SelfTestSuite(
            name: "Accounts", flags: ["--run-account-tests"],
            checks: AccountBalanceChecks.all + LedgerRuleChecks.all + TransactionFilterChecks.all
                + EnteredTextChecks.all
                + AccountMatchChecks.all + ClosedAccountChecks.all + TransactionTotalsChecks.all + TagChecks.all
                + CurrencyTransferChecks.all + AccountRenameChecks.all + EditChecks.all + StatementImportChecks.all)
    }
}
