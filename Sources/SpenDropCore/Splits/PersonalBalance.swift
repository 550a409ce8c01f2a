/// Where the user stands with one person in one currency, and the sentence the app shows for it.
///
/// Promises: `amount` is what the person owes the user (negative when the user owes them), and
/// `description` says the same thing: `Aisyah owes you RM 15.00`, `You owe Ben RM 4.50`, or
/// `You and Aisyah are settled up` at zero. `sentences(_:)` says "settled up" of a person only when
/// every currency between you is.
public struct PersonalBalance: Equatable, Sendable, CustomStringConvertible {
    public let person: Person
    /// Positive: the person owes you. Negative: you owe the person. Zero: settled up.
    public let amount: Money

    public init(person: Person, amount: Money) {
        self.person = person
        self.amount = amount
    }

    public var isSettled: Bool { amount.isZero }

    public var description: String {
        if amount.isZero { return OwingSentence.settledUp(.me, person) }
        return amount.isNegative ? OwingSentence.owes(.me, person, amount) : OwingSentence.owes(person, .me, amount)
    }

    /// The sentence for each balance, in order: a zero balance says "settled up" only when every
    /// currency between you and that person is at zero; beside a debt in another currency it says
    /// `You and Aisyah are even in MYR`, so no line reads as if nothing were owed.
    public static func sentences(_ balances: [PersonalBalance]) -> [String] {
        let owing = Set(balances.filter { !$0.amount.isZero }.map(\.person))
        return balances.map { balance in
            guard balance.amount.isZero, owing.contains(balance.person) else { return balance.description }
            return
                "\(Person.me.subjectName) and \(balance.person.objectName) are even in \(balance.amount.currency.code)"
        }
    }
}
