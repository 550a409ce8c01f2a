import SpenDropCore

extension SchemaFixture {
    /// Version 8: the version 7 rows, each bill someone else paid numbered by the trigger as version 8
    /// numbered new ones, a tag on one, and a later change that edited the kopi's note, whose image of
    /// the row as it was (kept for undo) has no bank id, bank text or status, as the last store before
    /// statements were imported.
    static let version8 = SchemaFixture(
        version: 8,
        rows: version7.rows + """
            INSERT INTO split_tags (entry_id, tag) SELECT entry_id, 'office' FROM splits WHERE bill_id IS NOT NULL LIMIT 1;
            INSERT INTO changes (id, made_at, summary, undone_at) VALUES (4, 1740300000, 'Edited #3', NULL);
            INSERT INTO change_steps (change_id, table_name, action, first_key, last_key, old_row)
                SELECT 4, 'transactions', 'updated', 3, 3, json_object('id', id, 'kind', kind, 'account_id', account_id,
                    'destination_account_id', destination_account_id, 'amount_minor', amount_minor, 'currency', currency,
                    'occurred_at', occurred_at, 'merchant', merchant, 'category', category, 'note', 'before the edit',
                    'others_minor', others_minor, 'received_minor', received_minor, 'received_currency', received_currency,
                    'utc_offset', utc_offset)
                FROM transactions WHERE id = 3;

            """, expected: version7.expected)
}
