/// The record of shared bills and settlements, and who owes whom because of them.
///
/// Promises:
/// - Every person's position is tracked, not only the user's: a split among others moves their
///   balances. Each split makes every participant owe the payer their part; each settlement pays
///   off what one person owes another. So in every currency the net balances of everyone sum
///   to zero, and a person's net balance is the sum of what each other person owes them.
/// - Balances are kept per currency and never converted.
/// - A settlement must pay off an existing debt: more than zero, in the direction owed, and no
///   more than is owed. Anything else, and a repeated entry id, is refused with a
///   `PayBookError`, and a refused entry changes nothing.
/// - Ids and days are given by the caller; nothing here reads a clock.
public struct PayBook: Sendable {
    /// Every recorded entry, in the order recorded.
    public private(set) var entries: [PayBookEntry] = []
    private var ids: Set<PayBookEntryID> = []
    private var ledgers: [Currency: BalanceLedger] = [:]

    /// An empty PayBook.
    public init() {}

    /// The PayBook that recording `entries` in order gives, as when the store reads it back;
    /// refused with the first entry's error.
    /// - Complexity: O(e + p) for e entries with p parts in all.
    public init(replaying entries: [PayBookEntry]) throws(PayBookError) {
        for entry in entries { try record(entry) }
    }

    /// The balances `entries` leave, summed as `init(debts:participants:)` sums them: what part of
    /// a group's PayBook shows, where a settlement need not replay against the group's entries
    /// alone (a split it paid for may since have been deleted). `entries` stays empty.
    /// - Complexity: O(e + p) for e entries with p parts in all.
    public init(summing entries: [PayBookEntry]) throws(PayBookError) {
        var debts: [PayBookDebt] = []
        var participants: [(person: Person, currency: Currency)] = []
        for entry in entries {
            switch entry.record {
            case .split(let split):
                participants.append((split.paidBy, split.total.currency))
                for part in split.parts {
                    participants.append((part.person, split.total.currency))
                    if part.person != split.paidBy {
                        debts.append(PayBookDebt(debtor: part.person, creditor: split.paidBy, amount: part.amount))
                    }
                }
            case .settlement(let settlement):
                debts.append(PayBookDebt(debtor: settlement.to, creditor: settlement.from, amount: settlement.amount))
            }
        }
        try self.init(debts: debts, participants: participants)
    }

    /// The balances of entries summed elsewhere (the store sums them in SQL): `debts` in any
    /// order, and everyone who takes part in a split, per currency, so that someone settled up
    /// still has a position of zero. `entries` stays empty and no entry is checked again; the
    /// balances, pairs and currencies equal those that replaying the summed entries gives.
    /// - Complexity: O(d + p) for d debts and p participants.
    public init(debts: [PayBookDebt], participants: [(person: Person, currency: Currency)]) throws(PayBookError) {
        for (person, currency) in participants { ledgers[currency, default: BalanceLedger()].include(person) }
        for debt in debts where debt.debtor != debt.creditor {
            try ledgers[debt.amount.currency, default: BalanceLedger()].addDebt(
                of: debt.debtor, to: debt.creditor, debt.amount.minorUnits)
        }
    }

    /// Records a split or a settlement.
    /// - Complexity: O(p) for a split of p parts, O(1) for a settlement.
    public mutating func record(_ entry: PayBookEntry) throws(PayBookError) {
        if ids.contains(entry.id) { throw .duplicateEntryID(entry.id) }
        var ledger = ledgers[entry.currency] ?? BalanceLedger()
        switch entry.record {
        case .split(let split):
            try ledger.apply(split)
        case .settlement(let settlement):
            try Self.check(settlement, against: ledger)
            try ledger.addDebt(of: settlement.to, to: settlement.from, settlement.amount.minorUnits)
        }
        ledgers[entry.currency] = ledger
        ids.insert(entry.id)
        entries.append(entry)
    }

    /// Records a split.
    public mutating func recordSplit(_ split: Split, id: PayBookEntryID, day: CalendarDay) throws(PayBookError) {
        try record(PayBookEntry(id: id, day: day, record: .split(split)))
    }

    /// Records a payment between any two people.
    public mutating func recordSettlement(
        _ settlement: Settlement, id: PayBookEntryID,
        day: CalendarDay
    ) throws(PayBookError) {
        try record(PayBookEntry(id: id, day: day, record: .settlement(settlement)))
    }

    /// Records a payment of `amount` between the user and `person`, in whichever direction the
    /// debt runs: from `person` to you when they owe you, from you to them when you owe them.
    @discardableResult
    public mutating func settleUp(
        with person: Person, amount: Money, id: PayBookEntryID,
        day: CalendarDay
    ) throws(PayBookError) -> Settlement {
        if amount.minorUnits <= 0 { throw .nonPositiveSettlement(amount) }
        if person.isMe { throw .settlementWithSelf(person) }
        let theyOwe = ledgers[amount.currency]?.owed(by: person, to: .me) ?? 0
        if theyOwe == 0 { throw .nothingOwed(.me, person, amount.currency) }
        let settlement =
            theyOwe > 0
            ? Settlement(from: person, to: .me, amount: amount)
            : Settlement(from: .me, to: person, amount: amount)
        try recordSettlement(settlement, id: id, day: day)
        return settlement
    }

    /// Where the user stands with `person` in `currency`; settled up when they share no entry.
    /// - Complexity: O(1).
    public func balance(with person: Person, in currency: Currency) -> PersonalBalance {
        PersonalBalance(person: person, amount: owed(by: person, to: .me, in: currency))
    }

    /// Where the user stands with every person they share an entry with, one per currency in
    /// which they do, settled balances included; ordered by person, then currency code.
    /// - Complexity: O(k log k) for k pairs of people in the PayBook.
    public func balancesWithMe() -> [PersonalBalance] {
        var balances: [PersonalBalance] = []
        for (currency, ledger) in ledgers {
            for pair in ledger.pairs.keys where pair.involves(.me) {
                let person = pair.other(than: .me)
                balances.append(
                    PersonalBalance(
                        person: person,
                        amount: Money(minorUnits: ledger.owed(by: person, to: .me), currency: currency)))
            }
        }
        return balances.sorted {
            $0.person != $1.person ? $0.person < $1.person : $0.amount.currency.code < $1.amount.currency.code
        }
    }

    /// What `debtor` owes `creditor` in `currency`; negative when `creditor` owes `debtor`.
    /// - Complexity: O(1).
    public func owed(by debtor: Person, to creditor: Person, in currency: Currency) -> Money {
        Money(minorUnits: ledgers[currency]?.owed(by: debtor, to: creditor) ?? 0, currency: currency)
    }

    /// Every person's net position in `currency`: positive when others owe them, negative when
    /// they owe. Includes everyone who appears in an entry in that currency; the values sum to zero.
    /// - Complexity: O(n) for n people.
    public func netBalances(in currency: Currency) -> [Person: Money] {
        (ledgers[currency]?.nets ?? [:]).mapValues { Money(minorUnits: $0, currency: currency) }
    }

    /// The currencies with at least one entry, by code.
    public var currencies: [Currency] {
        ledgers.keys.sorted { $0.code < $1.code }
    }

    private static func check(_ settlement: Settlement, against ledger: BalanceLedger) throws(PayBookError) {
        let amount = settlement.amount
        if amount.minorUnits <= 0 { throw .nonPositiveSettlement(amount) }
        if settlement.from == settlement.to { throw .settlementWithSelf(settlement.from) }
        let owed = ledger.owed(by: settlement.from, to: settlement.to)
        if owed == 0 { throw .nothingOwed(settlement.from, settlement.to, amount.currency) }
        if owed < 0 {
            throw .wrongDirection(
                from: settlement.from, to: settlement.to,
                owedBack: Money(minorUnits: -owed, currency: amount.currency))
        }
        if amount.minorUnits > owed {
            throw .overSettlement(
                from: settlement.from, to: settlement.to, amount: amount,
                owed: Money(minorUnits: owed, currency: amount.currency))
        }
    }
}
