import SpenDropCore

extension SchemaFixture {
    /// Version 1: expenses only, in three currencies, with a zero amount, the largest amount, a
    /// leap day, unicode and emoji, quotes and a semicolon in text, and a row with no category.
    static let version1 = SchemaFixture(
        version: 1,
        rows: """
            INSERT INTO expenses (id, spent_on, merchant, amount_minor, currency, category, note) VALUES
                (1, '2024-01-05', 'Nasi Kandar Pelita', 1250, 'MYR', 'Food', ''),
                (2, '2024-01-05', 'Grab ride — KLCC', 1890, 'MYR', 'Transport', 'to the office'),
                (3, '2024-01-06', '麦当劳 McDonald''s', 2340, 'MYR', 'Food', 'family dinner 🍔'),
                (4, '2024-01-07', 'Free coffee voucher', 0, 'MYR', 'Food', 'zero amount'),
                (5, '2024-02-29', 'Ichiran Ramen Shibuya', 1200, 'JPY', 'Travel', 'leap day'),
                (6, '2024-03-01', 'Hartanah Deposit Sdn Bhd', \(SchemaFixture.largest), 'MYR', 'Home', 'the largest amount'),
                (7, '2024-03-02', 'Café Kopi Ais', 650, 'MYR', NULL, 'no category'),
                (8, '2024-12-31', 'Starbucks Changi T3', 1550, 'SGD', 'Food', ''),
                (9, '2025-01-01', 'Ali''s "best" stall; DROP TABLE expenses', 800, 'MYR', 'Food', 'quotes and a semicolon');

            """,
        expected: Expected(
            transactionCount: 9,
            balances: [
                "Cash": myr(-(SchemaFixture.largest + 6_930)), "Cash JPY": Money(minorUnits: -1_200, currency: .jpy),
                "Cash SGD": Money(minorUnits: -1_550, currency: .sgd),
            ],
            payBookSentences: [],
            categoryChoiceCount: 0))
}
