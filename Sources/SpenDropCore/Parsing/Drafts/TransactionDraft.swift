/// A transaction read from a notification, a screenshot or a receipt, waiting for the user to
/// review it: nothing is recorded until they do.
///
/// Promises: `amount` is positive and exactly what the text showed (never a balance, a tendered
/// amount, change, a subtotal or a tax line); fields the text did not carry are nil rather than
/// guessed, and every assumption the parser had to make is listed in `warnings`.
public struct TransactionDraft: Hashable, Sendable, CustomStringConvertible {
    /// Whether the money came in to the user or went out of their account.
    public enum Direction: String, Hashable, Sendable, CustomStringConvertible {
        /// Received, credited, refunded, reloaded: Money In.
        case moneyIn = "in"
        /// Paid, spent, debited, charged, sent: Money Out.
        case moneyOut = "out"

        public var description: String { rawValue }
    }

    /// The positive amount, in the currency the text named (or the default currency, with a
    /// `.currencyAssumed` warning).
    public var amount: Money
    public var direction: Direction
    /// The merchant for Money Out, the sender for Money In, as written (spaces tidied); nil when
    /// the text names neither.
    public var merchant: String?
    /// The day the text gives; nil (with a `.dateMissing` warning) when it gives none.
    public var date: CalendarDay?
    public var time: TimeOfDay?
    /// The reference, transaction id, receipt or invoice number, as written.
    public var reference: String?
    /// Which of the user's accounts paid or received, as far as the text says.
    public var accountHint: AccountHint?
    /// What the user should check, in a fixed order (the order of `DraftWarning`'s cases).
    public var warnings: [DraftWarning]
    /// For a receipt, what else on it confirms the total; nil for a message, which states its
    /// amount, and for a receipt where nothing does (that draft warns `.totalUnconfirmed`).
    public var totalConfirmation: TotalConfirmation?

    public init(
        amount: Money, direction: Direction, merchant: String? = nil, date: CalendarDay? = nil,
        time: TimeOfDay? = nil, reference: String? = nil, accountHint: AccountHint? = nil,
        warnings: [DraftWarning] = [], totalConfirmation: TotalConfirmation? = nil
    ) {
        self.totalConfirmation = totalConfirmation
        self.amount = amount
        self.direction = direction
        self.merchant = merchant
        self.date = date
        self.time = time
        self.reference = reference
        self.accountHint = accountHint
        self.warnings = warnings
    }

    /// The currency of `amount`.
    public var currency: Currency { amount.currency }

    /// One line naming every field, the same way for every draft, so two drafts can be compared
    /// by eye: `out RM 12.50 MYR | merchant "MAMAK CORNER" | date 2026-12-02 | time 13:45 | …`.
    public var description: String {
        fieldDescriptions.map { "\($0.name) \($0.value)" }.joined(separator: " | ")
    }

    /// Each field's name with its value written out, in a fixed order: amount, currency,
    /// direction, merchant, date, time, reference, account hint, warnings.
    public var fieldDescriptions: [(name: String, value: String)] {
        [
            ("amount", MoneyFormatter.format(amount)),
            ("currency", currency.code),
            ("direction", direction.rawValue),
            ("merchant", merchant.map { "\"\($0)\"" } ?? "none"),
            ("date", date?.description ?? "none"),
            ("time", time?.description ?? "none"),
            ("reference", reference ?? "none"),
            ("account", accountHint?.description ?? "none"),
            ("warnings", warnings.isEmpty ? "none" : warnings.map(\.rawValue).joined(separator: ",")),
        ]
    }
}
