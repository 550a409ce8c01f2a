import SpenDropCore

/// One category as the category list shows it: every spelling of it (`CategoryIdentity`), how
/// many transactions and bills someone else paid use it, and what was spent in it.
public struct CategorySummary: Equatable, Sendable {
    /// As spelt on its earliest day.
    public let name: String
    /// Every spelling in use, the shown one included, sorted.
    public let spellings: [String]
    public let transactionCount: Int
    /// My spending in it, by currency, currencies in code order.
    public let spent: [Money]
}

/// Categories as one identity whatever their case or accents: listed with their counts and
/// totals (read from the daily totals and the PayBook's small tables), renamed, merged.
extension Store {
    /// Every category in use, by name.
    public func categorySummaries() throws(StoreError) -> [CategorySummary] {
        let names = try categoryNames()
        return try read {
            var spellings: [String: Set<String>] = [:], counts: [String: Int] = [:],
                spent: [String: [String: Int64]] = [:]
            func add(_ category: String, kind: String, currency: String, amount: Int64, count: Int64) {
                let key = CategoryIdentity.key(category)
                spellings[key, default: []].insert(category)
                counts[key, default: 0] += Int(count)
                if kind == "out" { spent[key, default: [:]][currency, default: 0] += amount }
            }
            try database.query(
                sql:
                    "SELECT category, kind, currency, sum(total_minor), sum(transaction_count) FROM daily_totals WHERE category <> '' GROUP BY 1, 2, 3"
            ) { row in
                add(
                    row.text(0) ?? "", kind: row.text(1) ?? "", currency: row.text(2) ?? "", amount: row.int64(3),
                    count: row.int64(4))
            }
            try database.query(
                sql:
                    "SELECT category, currency, sum(minor), count(*) FROM (\(Store.owedSharesSQL)) WHERE category <> '' GROUP BY 1, 2",
                arguments: Store.owedShareDays(.allTime)
            ) { row in
                add(
                    row.text(0) ?? "", kind: "out", currency: row.text(1) ?? "", amount: row.int64(2),
                    count: row.int64(3))
            }
            return spellings.keys.map { key in
                let byCurrency = spent[key] ?? [:]
                return CategorySummary(
                    name: names[key] ?? spellings[key]!.sorted()[0], spellings: spellings[key]!.sorted(),
                    transactionCount: counts[key] ?? 0,
                    spent: byCurrency.keys.sorted().compactMap { code in
                        Currency(code: code).map { Money(minorUnits: byCurrency[code]!, currency: $0) }
                    })
            }.sorted { $0.name.lowercased() < $1.name.lowercased() }
        }
    }

    /// Gives every use of category `old` (any spelling of it) the name `new`: transactions, bills
    /// someone else paid, budgets and the choices suggestions learn from. With `merging`, `new`
    /// may be another category in use, whose budgets keep theirs for a month both had; without,
    /// that is refused, so a rename never merges by accident. Returns how many rows changed.
    @discardableResult
    public func renameCategory(_ old: String, to new: String, merging: Bool) throws(StoreError) -> Int {
        let summaries = try categorySummaries()
        let oldKey = CategoryIdentity.key(old), newKey = CategoryIdentity.key(new)
        guard let source = summaries.first(where: { CategoryIdentity.key($0.name) == oldKey }) else {
            throw .refusal(.noCategory(old))
        }
        let target = summaries.first { CategoryIdentity.key($0.name) == newKey }
        if oldKey != newKey, let target, !merging {
            throw .refusal(.categoryExists(old, into: target.name))
        }
        if merging, target == nil || oldKey == newKey {
            throw .refusal(.notAnotherCategory(old, into: new))
        }
        // A merge writes the target as it is shown, so the two become one spelling.
        let written = merging ? (target?.name ?? new) : new
        return try write {
            var changed = 0
            let spellings = source.spellings
            let placeholders = Array(repeating: "?", count: spellings.count).joined(separator: ", ")
            let values = spellings.map { SQLiteValue.text($0) }
            // A month both budget: the target's budget stays, the source's goes.
            if merging {
                try database.execute(
                    sql: """
                        DELETE FROM budgets WHERE category IN (\(placeholders)) AND from_month IN (SELECT from_month FROM budgets WHERE category = ?)
                        """, arguments: values + [.text(written)])
            }
            for table in ["transactions", "splits", "budgets", "category_choices"] {
                try database.execute(
                    sql: "UPDATE \(table) SET category = ? WHERE category IN (\(placeholders)) AND category IS NOT ?",
                    arguments: [.text(written)] + values + [.text(written)])
                changed += Int(database.changes)
            }
            return changed
        }
    }
}
