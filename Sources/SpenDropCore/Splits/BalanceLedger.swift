/// Who owes whom in one currency, pair by pair, and each person's net position.
///
/// Promises: every change adds the same amount to one person's net position and takes it from
/// another's, so net positions always sum to zero; a change that would overflow (or reach the
/// one value with no negation) throws and leaves the ledger as it was.
struct BalanceLedger: Sendable {
    /// For each pair, what the later person (in `Person` order) owes the earlier one.
    private(set) var pairs: [PersonPair: Int64] = [:]
    /// For each person, what others owe them in total (negative: what they owe).
    private(set) var nets: [Person: Int64] = [:]

    /// What `debtor` owes `creditor`; negative when `creditor` owes `debtor`.
    func owed(by debtor: Person, to creditor: Person) -> Int64 {
        let pair = PersonPair(debtor, creditor)
        let value = pairs[pair] ?? 0
        return pair.second == debtor ? value : -value
    }

    /// Records that `debtor` owes `creditor` `amount` more (a settlement from `creditor` to
    /// `debtor` is such a debt, as it pays off a debt the other way).
    /// - Complexity: O(1).
    mutating func addDebt(of debtor: Person, to creditor: Person, _ amount: Int64) throws(PayBookError) {
        let pair = PersonPair(debtor, creditor)
        let pairChange = pair.second == debtor ? amount : -amount
        let newPair = try Self.add(pairs[pair] ?? 0, pairChange)
        let newCreditor = try Self.add(nets[creditor] ?? 0, amount)
        let newDebtor = try Self.add(nets[debtor] ?? 0, -amount)
        pairs[pair] = newPair
        nets[creditor] = newCreditor
        nets[debtor] = newDebtor
    }

    /// Gives `person` a net position of zero if they have none yet.
    mutating func include(_ person: Person) {
        if nets[person] == nil { nets[person] = 0 }
    }

    /// Records each participant's part as a debt to the payer; everyone in the split gets a net
    /// position, zero if nothing moved for them.
    /// - Complexity: O(n) for n parts.
    mutating func apply(_ split: Split) throws(PayBookError) {
        var updated = self
        for person in [split.paidBy] + split.participants where updated.nets[person] == nil {
            updated.nets[person] = 0
        }
        for part in split.parts where part.person != split.paidBy {
            try updated.addDebt(of: part.person, to: split.paidBy, part.amount.minorUnits)
        }
        self = updated
    }

    private static func add(_ value: Int64, _ change: Int64) throws(PayBookError) -> Int64 {
        let (result, overflow) = value.addingReportingOverflow(change)
        if overflow || result == .min { throw .amountTooLarge }
        return result
    }
}

/// Two different people in `Person` order, so a pair has one key whichever way it is named.
struct PersonPair: Hashable, Sendable {
    let first: Person
    let second: Person

    init(_ one: Person, _ other: Person) {
        (first, second) = other < one ? (other, one) : (one, other)
    }

    func involves(_ person: Person) -> Bool { first == person || second == person }

    func other(than person: Person) -> Person { first == person ? second : first }
}
