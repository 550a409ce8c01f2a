import SpenDropCore

extension SchemaFixture {
    /// Version 2 rows: three accounts, salary in, a transfer between accounts (a row that
    /// references two others), spending in two currencies, a zero and the largest amount.
    static let version2Rows = """
        INSERT INTO accounts (id, name, currency, opening_minor) VALUES
            (1, 'Maybank Savings', 'MYR', 150000),
            (2, 'Touch ''n Go eWallet', 'MYR', 2000),
            (3, 'Wise USD', 'USD', 0);
        INSERT INTO transactions (id, kind, account_id, destination_account_id, amount_minor, currency, occurred_at, merchant, category, note) VALUES
            (1, 'in', 1, NULL, 450000, 'MYR', 1737766800, 'ACME Sdn Bhd', 'Salary', 'January salary'),
            (2, 'transfer', 1, 2, 10000, 'MYR', 1737858600, '', NULL, 'top up the wallet'),
            (3, 'out', 2, NULL, 1250, 'MYR', 1737868500, 'Mamak Corner', 'Food', ''),
            (4, 'out', 1, NULL, 0, 'MYR', 1738465200, 'Parking (free on Sunday)', 'Transport', 'zero amount'),
            (5, 'out', 3, NULL, 1999, 'USD', 1738591200, 'Netflix', 'Fun', ''),
            (6, 'out', 1, NULL, \(SchemaFixture.largest), 'MYR', 1739174400, 'Ünïcödé Hartanah — 住宅', 'Home', 'the largest amount'),
            (7, 'in', 2, NULL, 1500, 'MYR', 1739537100, 'Aisyah', NULL, 'dinner share');

        """

    /// Maybank 1,500.00 + 4,500.00 - 100.00 - the largest; wallet 20.00 + 100.00 - 12.50 + 15.00.
    static let version2Balances: [String: Money] = [
        "Maybank Savings": myr(150_000 + 450_000 - 10_000 - SchemaFixture.largest),
        "Touch 'n Go eWallet": myr(2_000 + 10_000 - 1_250 + 1_500),
        "Wise USD": Money(minorUnits: -1_999, currency: .usd),
    ]

    static let version2 = SchemaFixture(
        version: 2, rows: version2Rows,
        expected: Expected(
            transactionCount: 7, balances: version2Balances, payBookSentences: [], categoryChoiceCount: 0))
}
