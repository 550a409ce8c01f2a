/// The sentences shared by balances and PayBook errors, addressing the user as "you".
enum OwingSentence {
    /// `You owe Ben RM 4.50`, `Aisyah owes you RM 15.00`, `Ben owes Aisyah RM 5.00`; the amount is
    /// written without its sign, so the sentence carries the direction.
    static func owes(_ debtor: Person, _ creditor: Person, _ amount: Money) -> String {
        "\(debtor.subjectName) \(debtor.isMe ? "owe" : "owes") \(creditor.objectName) \(unsigned(amount))"
    }

    /// `You and Aisyah are settled up`, `Aisyah and Ben are settled up`.
    static func settledUp(_ one: Person, _ other: Person) -> String {
        let (first, second) = other.isMe ? (other, one) : (one, other)
        return "\(first.subjectName) and \(second.objectName) are settled up"
    }

    /// The amount as `MoneyFormatter` writes it, without a minus sign; exact for every value,
    /// including the one whose negation does not fit.
    static func unsigned(_ amount: Money) -> String {
        let text = MoneyFormatter.format(amount)
        return amount.isNegative ? String(text.dropFirst()) : text
    }
}
