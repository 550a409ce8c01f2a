/// One person's part of a split: what they consumed, and so what they owe whoever paid.
public struct SplitPart: Equatable, Sendable {
    public let person: Person
    public let amount: Money

    public init(person: Person, amount: Money) {
        self.person = person
        self.amount = amount
    }
}
