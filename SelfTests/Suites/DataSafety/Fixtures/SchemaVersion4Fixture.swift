import SpenDropCore

extension SchemaFixture {
    /// Version 4: the version 3 rows, with the daily totals its triggers keep, as the last store
    /// before the change log.
    static let version4 = SchemaFixture(version: 4, rows: version3.rows, expected: version3.expected)
}
