/// Why a text gave no draft: the parser never invents a transaction, and says which rule held.
///
/// Promises: each case has a stable raw value (for JSON and tests) and a `description` that is
/// one sentence for the user, ready for stderr or beside the paste box.
public enum ParseRejection: String, Error, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// Nothing but whitespace was given.
    case emptyText = "empty-text"
    /// No amount of money could be read.
    case noAmount = "no-amount"
    /// A receipt whose total to pay cannot be read (only items, tax, cash or change).
    case noReceiptTotal = "no-receipt-total"
    /// An advertisement, a promotion or a voucher offer.
    case promotion = "promotion"
    /// A balance, available-limit or credit-limit notice.
    case balanceNotice = "balance-notice"
    /// Points, stars, coins, cashback or other rewards.
    case rewards = "rewards"
    /// A one-time password, TAC, login or approval request.
    case securityMessage = "security-message"
    /// A failed, declined or unsuccessful payment.
    case paymentFailed = "payment-failed"
    /// A cancelled, reversed or voided payment.
    case paymentCancelled = "payment-cancelled"
    /// A bill reminder, a due date, or someone requesting money.
    case requestOrReminder = "request-or-reminder"
    /// Money that will move on a later day (`will be debited on 05-Oct`), not yet.
    case futureDebit = "future-debit"
    /// Money held or authorised on a card or account (`RM 30.00 is on hold`), not taken yet.
    case hold = "hold"
    /// A period's spending summed (`You spent RM1,234.00 this month`), no one payment.
    case spendingSummary = "spending-summary"

    public var description: String {
        switch self {
        case .emptyText:
            return "The text is empty; paste the whole notification, screenshot text or receipt."
        case .noAmount:
            return
                "No amount of money could be read in the text, so nothing was drafted; check that it shows one, like RM 12.50."
        case .noReceiptTotal:
            return
                "The receipt shows no total to pay, only items, tax, cash or change, so nothing was drafted; type the amount instead."
        case .promotion:
            return "This is a promotion or advertisement, not a payment, so nothing was drafted."
        case .balanceNotice:
            return "This is a balance or credit-limit notice, not a payment, so nothing was drafted."
        case .rewards:
            return "This is about points, cashback or rewards, not money you spent or received, so nothing was drafted."
        case .securityMessage:
            return "This is a one-time password or security message and no money moved, so nothing was drafted."
        case .paymentFailed:
            return "The payment failed or was declined, so no money moved and nothing was drafted."
        case .paymentCancelled:
            return "The payment was cancelled or reversed, so nothing was drafted."
        case .requestOrReminder:
            return "This is a bill reminder or a request for money, not a payment; record it once it is paid."
        case .futureDebit:
            return
                "The money moves on a later day, not yet, so nothing was drafted; record it once it has left your account."
        case .hold:
            return
                "The money is only held or authorised, not taken yet, so nothing was drafted; record it once the payment goes through."
        case .spendingSummary:
            return
                "This sums your spending over a period, not one payment, so nothing was drafted; record the payments themselves."
        }
    }
}
