import SpenDropCore

/// One stored choice of a category for a merchant, oldest first in `Store.categoryChoices()`.
public struct StoredCategoryChoice: Equatable, Sendable {
    /// The merchant as the parser's normaliser keys it.
    public let merchantKey: String
    public let category: String
    public let day: CalendarDay

    public init(merchantKey: String, category: String, day: CalendarDay) {
        self.merchantKey = merchantKey
        self.category = category
        self.day = day
    }
}

extension Store {
    /// Every category choice the user made, oldest first.
    public func categoryChoices() throws(StoreError) -> [StoredCategoryChoice] {
        try read {
            var choices: [StoredCategoryChoice] = []
            try database.query(sql: "SELECT merchant_key, category, chosen_on FROM category_choices ORDER BY id") {
                row in
                guard let day = try? CalendarDay.parse(row.text(2) ?? "") else { return }
                choices.append(
                    StoredCategoryChoice(merchantKey: row.text(0) ?? "", category: row.text(1) ?? "", day: day))
            }
            return choices
        }
    }

    /// Remembers that the user filed `merchantKey` under `category` on `day`.
    public func recordCategoryChoice(merchantKey: String, category: String, day: CalendarDay) throws(StoreError) {
        try write {
            try database.execute(
                sql: "INSERT INTO category_choices (merchant_key, category, chosen_on) VALUES (?, ?, ?)",
                arguments: [.text(merchantKey), .text(category), .text(day.description)])
        }
    }
}
