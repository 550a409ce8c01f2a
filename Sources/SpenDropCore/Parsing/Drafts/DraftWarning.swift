/// Something about a draft the user should check before saving it: what the parser could not
/// read, or had to assume.
///
/// Promises: each case has a stable raw value (for JSON and tests) and a `description` that is
/// one sentence a person can act on. A draft lists its warnings in the order of `allCases`.
public enum DraftWarning: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// The text carries no date; the draft's date is nil and the app fills in today.
    case dateMissing = "date-missing"
    /// The date had no year; the latest such day on or before the reference day was used.
    case yearAssumed = "year-assumed"
    /// The date is later than the reference day.
    case dateInFuture = "date-in-future"
    /// Neither a merchant nor a sender could be read.
    case merchantMissing = "merchant-missing"
    /// No currency was written next to the amount; the text's own (`TextEvidence.defaultCurrency`) or
    /// the default currency was used.
    case currencyAssumed = "currency-assumed"
    /// The text does not say whether money came in or went out; Money Out was assumed.
    case directionAssumed = "direction-assumed"
    /// The amount was read through OCR slips: letters that look like digits, a comma for the
    /// decimal point, or a point that is lost or has a space after it.
    case amountCorrected = "amount-corrected"
    /// A reload or top-up: money moved from one of the user's accounts to another.
    case possibleTransfer = "possible-transfer"
    /// On a receipt, the total differs from the cash tendered minus the change.
    case receiptTotalsDisagree = "receipt-totals-disagree"
    /// On a receipt, two totals differ; the one the rest of the receipt confirms was taken, not the
    /// one printed last.
    case receiptTotalsConflict = "receipt-totals-conflict"
    /// On a receipt, nothing else confirms the total: no cash and change, subtotal, items or second
    /// printing of it adds up to it (`TotalConfirmation`).
    case totalUnconfirmed = "total-unconfirmed"

    public var description: String {
        switch self {
        case .dateMissing:
            return "No date was found in the text, so check the date; the app fills in today."
        case .yearAssumed:
            return "The date had no year, so the latest such day up to today was used; check it."
        case .dateInFuture:
            return "The date is later than today; check that it was read correctly."
        case .merchantMissing:
            return "No merchant or sender was found in the text; type one in."
        case .currencyAssumed:
            return "No currency was written next to the amount, so the one the rest of the text shows (its other "
                + "amounts, a Japanese or Korean script), else your default, was used; check it."
        case .directionAssumed:
            return "The text does not say whether money came in or went out, so Money Out was assumed."
        case .amountCorrected:
            return
                "The amount was read through scanning errors (letters that look like digits, a lost or misplaced point); check it."
        case .possibleTransfer:
            return
                "This looks like a reload or top-up between your own accounts; record it as a transfer if both are yours."
        case .receiptTotalsDisagree:
            return "The receipt's total is not the cash paid minus the change; check the amount."
        case .receiptTotalsConflict:
            return
                "The receipt prints two different totals; the one the rest of the receipt confirms was taken, not the last; check the amount."
        case .totalUnconfirmed:
            return
                "Nothing else on the receipt adds up to its total (no cash and change, subtotal or items that make it), so check the amount."
        }
    }
}
