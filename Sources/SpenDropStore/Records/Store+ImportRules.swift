import SpenDropCore

extension Store {
    /// The user's import rules in the order they apply: the order of their ids.
    public func importRules() throws(StoreError) -> [ImportRule] {
        try read {
            var rules: [ImportRule] = []
            try database.query(
                sql: "SELECT id, merchant_pattern, set_category, set_merchant FROM import_rules ORDER BY id"
            ) { row in
                do throws(ImportRuleError) {
                    rules.append(
                        try ImportRule(
                            id: row.int64(0), pattern: row.text(1) ?? "", category: row.text(2), merchant: row.text(3)))
                } catch {
                    throw StoreError.unreadable("import rule #\(row.int64(0)) cannot be read: \(error.description)")
                }
            }
            return rules
        }
    }

    /// Adds a rule that applies after every rule there is; returns it with its id.
    public func addImportRule(pattern: String, category: String?, merchant: String?) throws -> ImportRule {
        let checked = try ImportRule(id: 0, pattern: pattern, category: category, merchant: merchant)
        return try write {
            try database.execute(
                sql: "INSERT INTO import_rules (merchant_pattern, set_category, set_merchant) VALUES (?, ?, ?)",
                arguments: [
                    .text(checked.pattern), .optionalText(Store.normalisedCategory(checked.category)),
                    .optionalText(checked.merchant),
                ])
            return try ImportRule(
                id: database.lastInsertedRowID, pattern: checked.pattern,
                category: Store.normalisedCategory(checked.category), merchant: checked.merchant)
        }
    }

    /// Removes rule `id`; returns it as it was.
    public func removeImportRule(_ id: Int64) throws(StoreError) -> ImportRule {
        try write {
            guard let rule = try importRules().first(where: { $0.id == id }) else {
                throw StoreError.refusal(.noImportRule(id))
            }
            try database.execute(sql: "DELETE FROM import_rules WHERE id = ?", arguments: [.integer(id)])
            return rule
        }
    }
}
