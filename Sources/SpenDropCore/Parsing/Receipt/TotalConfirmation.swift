/// What else on a receipt confirms the total a draft took: arithmetic the receipt prints, or the
/// same amount printed again.
///
/// Promises: each case has a stable raw value (for JSON and tests) and a `description` a person
/// reads after "total confirmed by"; a receipt draft with none carries `.totalUnconfirmed`.
public enum TotalConfirmation: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// The cash tendered less the change is the total.
    case cashLessChange = "cash-less-change"
    /// The subtotal, with the tax and rounding printed after it, is the total.
    case subtotalAddsUp = "subtotal-adds-up"
    /// The item prices, with the tax and rounding printed after them, add up to the total.
    case itemsAddUp = "items-add-up"
    /// Another total or a payment (a card, a wallet, cash with no change) prints the same amount.
    case printedAgain = "printed-again"

    public var description: String {
        switch self {
        case .cashLessChange: return "the cash paid less the change"
        case .subtotalAddsUp: return "the subtotal with its tax"
        case .itemsAddUp: return "the items with their tax"
        case .printedAgain: return "the same amount printed again"
        }
    }
}
