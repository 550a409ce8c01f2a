/// A bill divided among people: the total, who paid it, and each person's part.
///
/// Promises: every `Split` is valid. The parts are in participant order, name each person once,
/// are never negative, are in the total's currency and add up to exactly the total, which is
/// more than zero. The payer need not take a part: someone may pay for others.
public struct Split: Equatable, Sendable {
    public let total: Money
    public let paidBy: Person
    public let parts: [SplitPart]

    /// A split with the parts given, as when a stored split is read back; refused with the same
    /// `SplitError` that `SplitCalculator` gives for `.exact` parts that break a rule.
    public init(total: Money, paidBy: Person, parts: [SplitPart]) throws(SplitError) {
        self = try SplitCalculator.split(
            total, among: parts.map(\.person), paidBy: paidBy,
            mode: .exact(parts.map(\.amount)))
    }

    /// A split whose parts `SplitCalculator` has already checked.
    init(checkedTotal total: Money, paidBy: Person, parts: [SplitPart]) {
        self.total = total
        self.paidBy = paidBy
        self.parts = parts
    }

    /// The people of the split, in participant order.
    public var participants: [Person] { parts.map(\.person) }

    /// What `person` takes of the total; nil when they are not in the split.
    public func part(of person: Person) -> Money? {
        parts.first(where: { $0.person == person })?.amount
    }
}
