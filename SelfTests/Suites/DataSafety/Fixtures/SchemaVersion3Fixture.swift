import SpenDropCore

extension SchemaFixture {
    /// Version 3: the version 2 rows plus people, a split I paid (linked to its Money Out), a
    /// split Ben paid, a settlement, and learned category choices.
    static let version3 = SchemaFixture(
        version: 3,
        rows: version2Rows + """
            INSERT INTO transactions (id, kind, account_id, destination_account_id, amount_minor, currency, occurred_at, merchant, category, note) VALUES
                (8, 'out', 1, NULL, 3000, 'MYR', 1739619000, 'Kenny Rogers Roasters', 'Food', 'dinner with Aisyah');
            INSERT INTO people (id, name) VALUES (1, 'Aisyah'), (2, 'Ben Ong');
            INSERT INTO paybook_entries (id, entry_key, occurred_on, kind) VALUES
                (1, 'split-2025-02-15-dinner', '2025-02-15', 'split'),
                (2, 'split-2025-02-16-coffee', '2025-02-16', 'split'),
                (3, 'settle-2025-02-20-aisyah', '2025-02-20', 'settlement');
            INSERT INTO splits (entry_id, description, paid_by_person_id, total_minor, currency, transaction_id) VALUES
                (1, 'Kenny Rogers Roasters', NULL, 3000, 'MYR', 8),
                (2, 'ZUS Coffee', 2, 900, 'MYR', NULL);
            INSERT INTO split_parts (entry_id, position, person_id, amount_minor) VALUES
                (1, 0, NULL, 1500), (1, 1, 1, 1500),
                (2, 0, 2, 450), (2, 1, NULL, 450);
            INSERT INTO settlements (entry_id, from_person_id, to_person_id, amount_minor, currency) VALUES
                (3, 1, NULL, 500, 'MYR');
            INSERT INTO category_choices (id, merchant_key, category, chosen_on) VALUES
                (1, 'mamak corner', 'Food', '2025-01-26'),
                (2, 'netflix', 'Fun', '2025-02-03'),
                (3, 'mamak corner', 'Eating out', '2025-02-10');

            """,
        expected: Expected(
            transactionCount: 8,
            balances: version2Balances.merging([
                "Maybank Savings": myr(150_000 + 450_000 - 10_000 - SchemaFixture.largest - 3_000)
            ]) { $1 },
            payBookSentences: ["Aisyah owes you RM 10.00", "You owe Ben Ong RM 4.50"],
            categoryChoiceCount: 3))
}
