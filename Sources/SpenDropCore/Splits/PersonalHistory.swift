/// Everything shared with one person, entry by entry, with where you stood with them after each:
/// what `paybook PERSON` lists.
///
/// Promises: pure; the entries are replayed in the order given (the order they were recorded),
/// and only those the person is in (a part of a split, its payer, either side of a settlement)
/// are listed; `change` is what the entry moved between you and the person (positive: they owe
/// you more), and `balance` where you stood after it, in the entry's currency, so the changes
/// of one currency add up to its last balance.
public enum PersonalHistory {
    public struct Line: Equatable, Sendable {
        public let entry: PayBookEntry
        public let change: Money
        public let balance: PersonalBalance
    }

    public static func lines(with person: Person, entries: [PayBookEntry]) throws(PayBookError) -> [Line] {
        var book = PayBook()
        var lines: [Line] = []
        for entry in entries {
            let before = book.balance(with: person, in: entry.currency).amount.minorUnits
            try book.record(entry)
            guard involves(entry, person) else { continue }
            let after = book.balance(with: person, in: entry.currency)
            lines.append(
                Line(
                    entry: entry, change: Money(minorUnits: after.amount.minorUnits - before, currency: entry.currency),
                    balance: after))
        }
        return lines
    }

    static func involves(_ entry: PayBookEntry, _ person: Person) -> Bool {
        switch entry.record {
        case .split(let split): split.paidBy == person || split.participants.contains(person)
        case .settlement(let settlement): settlement.from == person || settlement.to == person
        }
    }
}
