/// A promise a migration makes about rows: the answer to `before` on the old schema equals the
/// answer to `after` on the new one (counts, sums of amounts, sums of ids, text lengths).
///
/// Promises: compared row by row as text, so a lost, duplicated or altered row changes the
/// answer and fails the migration before it commits.
struct RowAccounting: Equatable, Sendable {
    let label: String
    let before: RowQuery
    let after: RowQuery

    init(label: String, before: RowQuery, after: RowQuery) {
        self.label = label
        self.before = before
        self.after = after
    }

    init(label: String, before: String, after: String) {
        self.init(label: label, before: .sql(before), after: .sql(after))
    }
}

/// A question an accounting asks of the rows: plain SQL, or a `Tally` the migrator can take in
/// the same pass as the other tallies of its table asked at the same moment.
enum RowQuery: Hashable, Sendable {
    case sql(String)
    case tally(Tally)
}

/// `grouped_sums(key, values…)` over the rows of one table that `filter` keeps: counts and sums
/// per group in one pass without a sort; the key is one to three columns.
struct Tally: Hashable, Sendable {
    let table: String
    let key: [String]
    let values: [String]
    let filter: String?

    init(_ table: String, key: [String], values: [String], filter: String? = nil) {
        self.table = table
        self.key = key
        self.values = values
        self.filter = filter
    }

    /// The aggregate as a result column; several share one `SELECT … FROM table`.
    var aggregate: String {
        let name = key.count == 1 ? "grouped_sums" : "grouped_sums\(key.count)"
        return "\(name)(\((key + values).joined(separator: ", ")))" + (filter.map { " FILTER (WHERE \($0))" } ?? "")
    }
}
