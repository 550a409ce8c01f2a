import SpenDropCore

extension SchemaFixture {
    /// Version 5: the version 3 rows with the dinner I paid counting only my share (its
    /// `others_minor`) and the change that recorded it in the log, as the last store before bills
    /// others paid kept a category.
    static let version5 = SchemaFixture(
        version: 5,
        rows: version3.rows + """
            UPDATE transactions SET others_minor = 1500 WHERE id = 8;
            INSERT INTO changes (id, made_at, summary, undone_at) VALUES (1, 1739619000, 'Split RM 30.00 at Kenny Rogers Roasters', NULL);
            INSERT INTO change_steps (change_id, table_name, action, first_key, last_key, old_row) VALUES (1, 'transactions', 'inserted', 8, 8, NULL);

            """, expected: version3.expected)
}
