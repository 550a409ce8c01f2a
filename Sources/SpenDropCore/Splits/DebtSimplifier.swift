/// Suggests the payments that bring every balance in a group to zero.
///
/// Promises:
/// - For n people with a non-zero balance, at most n - 1 transfers; every transfer is more
///   than zero, between two different people, exact to the minor unit, and once all are made
///   every balance is exactly zero.
/// - The same balances always give the same transfers in the same order: the largest debtor
///   pays the largest creditor as much as one of them needs, repeatedly; equal amounts are
///   taken in `Person` order (you first, then by name).
/// - The input is a set of net balances, positive for what a person is owed and negative for
///   what they owe (as `PayBook.netBalances(in:)` gives), all in one currency and summing to
///   zero; anything else is refused with a `DebtSimplificationError`.
///
/// - Complexity: O(n²) for n people with a non-zero balance.
public enum DebtSimplifier {
    public static func transfers(settling balances: [Person: Money]) throws(DebtSimplificationError) -> [Settlement] {
        let ordered = balances.sorted { $0.key < $1.key }
        guard let currency = ordered.first?.value.currency else { return [] }
        var debtors: [Position] = []
        var creditors: [Position] = []
        var owedInAll: UInt64 = 0
        var owingInAll: UInt64 = 0
        for (person, balance) in ordered {
            if balance.currency != currency { throw .mixedCurrencies(currency, balance.currency) }
            let position = Position(person: person, amount: balance.minorUnits.magnitude)
            if balance.minorUnits > 0 {
                creditors.append(position)
                owedInAll = try add(owedInAll, position.amount)
            } else if balance.minorUnits < 0 {
                debtors.append(position)
                owingInAll = try add(owingInAll, position.amount)
            }
        }
        if owedInAll != owingInAll {
            let owedMore = owedInAll > owingInAll
            let gap = owedMore ? owedInAll - owingInAll : owingInAll - owedInAll
            guard gap <= UInt64(Int64.max) else { throw .amountTooLarge }
            let sum = owedMore ? Int64(gap) : -Int64(gap)
            throw .unbalanced(Money(minorUnits: sum, currency: currency))
        }

        var transfers: [Settlement] = []
        while let debtor = largest(debtors), let creditor = largest(creditors) {
            let amount = min(debtors[debtor].amount, creditors[creditor].amount)
            transfers.append(
                Settlement(
                    from: debtors[debtor].person, to: creditors[creditor].person,
                    amount: Money(minorUnits: Int64(amount), currency: currency)))
            debtors[debtor].amount -= amount
            creditors[creditor].amount -= amount
            if debtors[debtor].amount == 0 { debtors.remove(at: debtor) }
            if creditors[creditor].amount == 0 { creditors.remove(at: creditor) }
        }
        return transfers
    }

    /// A person still to pay or to be paid, and how much, in minor units.
    private struct Position {
        let person: Person
        var amount: UInt64
    }

    /// The index of the largest amount, the earliest person in `Person` order among equals.
    private static func largest(_ positions: [Position]) -> Int? {
        positions.indices.min { left, right in
            if positions[left].amount != positions[right].amount {
                return positions[left].amount > positions[right].amount
            }
            return positions[left].person < positions[right].person
        }
    }

    private static func add(_ total: UInt64, _ amount: UInt64) throws(DebtSimplificationError) -> UInt64 {
        let (sum, overflow) = total.addingReportingOverflow(amount)
        if overflow { throw .amountTooLarge }
        return sum
    }
}
