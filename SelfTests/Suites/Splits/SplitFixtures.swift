import SpenDropCore

/// The people, amounts and days the Splits checks share, and how they write parts for a
/// verdict: `3.34 / 3.33 / 3.33`.
enum SplitFixtures {
    static let aisyah = Person.named("Aisyah")
    static let ben = Person.named("Ben")
    static let chen = Person.named("Chen")
    static let day = CalendarDay(year: 2026, month: 3, day: 14)!

    /// Ringgit from sen: `rm(1500)` is RM 15.00.
    static func rm(_ sen: Int64) -> Money { Money(minorUnits: sen, currency: .myr) }

    /// The parts as plain numbers in participant order: `3.34 / 3.33 / 3.33`.
    static func partsText(_ split: Split) -> String {
        split.parts.map { MoneyFormatter.plainNumber($0.amount) }.joined(separator: " / ")
    }

    /// An entry id from its text: `id("p1")`.
    static func id(_ text: String) -> PayBookEntryID { PayBookEntryID(text) }

    /// A PayBook holding the splits given, recorded in order with ids `s1`, `s2`, ...
    static func payBook(_ splits: [Split]) throws -> PayBook {
        var book = PayBook()
        for (index, split) in splits.enumerated() {
            try book.recordSplit(split, id: id("s\(index + 1)"), day: day)
        }
        return book
    }

    /// An equal split of `sen` ringgit among `people`, paid by `payer`.
    static func equal(_ sen: Int64, among people: [Person], paidBy payer: Person) throws -> Split {
        try SplitCalculator.split(rm(sen), among: people, paidBy: payer, mode: .equal)
    }
}
