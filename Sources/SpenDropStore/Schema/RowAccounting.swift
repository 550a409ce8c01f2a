/// A promise a migration makes about rows: the answer to `before` on the old schema equals the
/// answer to `after` on the new one (counts, sums of amounts, sums of ids, text lengths).
///
/// Promises: compared row by row as text, so a lost, duplicated or altered row changes the
/// answer and fails the migration before it commits.
struct RowAccounting: Equatable, Sendable {
    let label: String
    let before: String
    let after: String
}
