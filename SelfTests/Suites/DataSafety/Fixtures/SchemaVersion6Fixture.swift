import SpenDropCore

extension SchemaFixture {
    /// Version 6: the version 5 rows, with a tag, a budget, and a later change that edited the
    /// kopi's amount, whose image of the row as it was (kept for undo) has no offset from UTC, as
    /// the last store before transactions kept the clock they happened by.
    static let version6 = SchemaFixture(
        version: 6,
        rows: version5.rows + """
            INSERT INTO transaction_tags (transaction_id, tag) VALUES (8, 'date-night');
            INSERT INTO budgets (category, currency, limit_minor, from_month, rollover) VALUES ('Food', 'MYR', 50000, '2025-02', 0);
            INSERT INTO changes (id, made_at, summary, undone_at) VALUES (2, 1739700000, 'Edited #3', NULL);
            INSERT INTO change_steps (change_id, table_name, action, first_key, last_key, old_row)
                SELECT 2, 'transactions', 'updated', 3, 3, json_object('id', id, 'kind', kind, 'account_id', account_id,
                    'destination_account_id', destination_account_id, 'amount_minor', amount_minor - 100, 'currency', currency,
                    'occurred_at', occurred_at, 'merchant', merchant, 'category', category, 'note', note, 'others_minor', others_minor,
                    'received_minor', received_minor, 'received_currency', received_currency)
                FROM transactions WHERE id = 3;

            """, expected: version5.expected)
}
