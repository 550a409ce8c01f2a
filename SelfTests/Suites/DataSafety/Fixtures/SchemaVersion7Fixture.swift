import SpenDropCore

extension SchemaFixture {
    /// Version 7: the version 6 rows with their offsets from UTC, and a later change that deleted
    /// a bill Ben paid at Tealive, whose images of the rows as they were (kept for undo) give the
    /// bill no id, as the last store before bills someone else paid had one.
    static let version7 = SchemaFixture(
        version: 7,
        rows: version6.rows + """
            UPDATE transactions SET utc_offset = 28800;
            INSERT INTO changes (id, made_at, summary, undone_at) VALUES (3, 1740200000, 'Deleted the bill Ben Ong paid at Tealive', NULL);
            INSERT INTO change_steps (change_id, table_name, action, first_key, last_key, old_row) VALUES
                (3, 'split_parts', 'deleted', 9, 9, json_object('rowid', 9, 'entry_id', 4, 'position', 0, 'person_id', 2, 'amount_minor', 600)),
                (3, 'split_parts', 'deleted', 10, 10, json_object('rowid', 10, 'entry_id', 4, 'position', 1, 'person_id', NULL, 'amount_minor', 600)),
                (3, 'splits', 'deleted', 4, 4, json_object('entry_id', 4, 'description', 'Tealive', 'paid_by_person_id', 2, 'total_minor', 1200,
                                                           'currency', 'MYR', 'transaction_id', NULL, 'category', 'Drinks')),
                (3, 'paybook_entries', 'deleted', 4, 4, json_object('id', 4, 'entry_key', 'split-2025-02-21-tealive', 'occurred_on', '2025-02-21',
                                                                    'kind', 'split'));

            """, expected: version6.expected)
}
