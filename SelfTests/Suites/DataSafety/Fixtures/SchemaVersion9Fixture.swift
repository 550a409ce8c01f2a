import SpenDropCore

extension SchemaFixture {
    /// Version 9: the version 8 rows with the kopi cleared by a statement (its bank id and text), a
    /// statement account, a rule, and a later change that moved the first split's day, whose image
    /// of the entry as it was (kept for undo) has no group, as the last store before groups.
    static let version9 = SchemaFixture(
        version: 9,
        rows: version8.rows + """
            UPDATE transactions SET bank_id = 'FITID-0003', bank_text = 'KOPI SDN BHD', status = 'cleared' WHERE id = 3;
            INSERT INTO statement_accounts (statement_account, account_id) SELECT '514012345678', min(id) FROM accounts;
            INSERT INTO import_rules (merchant_pattern, set_category) VALUES ('GRAB', 'Transport');
            INSERT INTO changes (id, made_at, summary, undone_at) VALUES (5, 1740400000, 'Moved the first split', NULL);
            INSERT INTO change_steps (change_id, table_name, action, first_key, last_key, old_row)
                SELECT 5, 'paybook_entries', 'updated', id, id, json_object('id', id, 'entry_key', entry_key,
                    'occurred_on', '2025-01-31', 'kind', kind)
                FROM paybook_entries ORDER BY id LIMIT 1;

            """, expected: version8.expected)
}
