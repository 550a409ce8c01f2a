/// One thing a receipt says about whether an amount on it is the amount paid: its label, where it
/// stands, the arithmetic that makes it, how it was read.
///
/// Promises: each case has a stable raw value, the name `parse --explain` shows and
/// `scripts/fit-parser` fits a weight to (`FittedWeights`); a candidate's score is the sum of the
/// weights of the evidence it has, and nothing else.
public enum TotalEvidence: String, CaseIterable, Hashable, Sendable {
    /// Labelled as the amount due after everything (`NETT TOTAL`, `GRAND TOTAL`, `AMOUNT DUE`).
    case labelFinal = "label-final"
    /// Labelled a total (`TOTAL`, `JUMLAH`, `TOTAL INCL. SST`).
    case labelTotal = "label-total"
    /// Labelled a subtotal (`SUB TOTAL`, `TOTAL EXCL. SST`).
    case labelSubtotal = "label-subtotal"
    /// Labelled as cash handed over.
    case labelCash = "label-cash"
    /// Labelled as a payment by card or wallet (`VISA`, `TENDER`).
    case labelPayment = "label-payment"
    /// Labelled as the change or a balance (`CHANGE`, `BALANCE`, `BAKI`).
    case labelChange = "label-change"
    /// No receipt label: an item's price or a number on its own.
    case unlabelled = "unlabelled"
    /// Labelled, and no later line carries the same label with an amount.
    case lastOfLabel = "last-of-label"
    /// Printed after the change was given: the sale was over.
    case afterChange = "after-change"
    /// The cash tendered less the change is this amount.
    case cashLessChange = "cash-less-change"
    /// The receipt prints cash and change that make another amount.
    case cashLessChangeDiffers = "cash-less-change-differs"
    /// The last subtotal before it, with the tax and rounding between, makes it.
    case subtotalAddsUp = "subtotal-adds-up"
    /// The item prices before it, with the tax and rounding after them, make it.
    case itemsAddUp = "items-add-up"
    /// A payment or the change, with an amount, is printed after it: the sale closed after it.
    case paymentAfter = "payment-after"
    /// Another total or payment line, or a line after it, prints the same amount.
    case printedAgain = "printed-again"
    /// None of the four above: no sum on the receipt makes it and nothing prints it again.
    case nothingConfirms = "nothing-confirms"
    /// No other candidate is larger.
    case largest = "largest"
    /// A currency is written beside it.
    case currencyWritten = "currency-written"
    /// Read through OCR slips (a lost point, a letter for a digit).
    case readThroughSlips = "read-through-slips"
}

extension TotalEvidence {
    /// Its weight as `scripts/fit-parser` last fitted it; nil when that fit has not seen it.
    public var fittedWeight: Double? { FittedWeights.total[rawValue] }
    /// The SHA-256 of the receipts' inputs and keys the weights were fitted on.
    public static var fittedDataSHA256: String { FittedWeights.dataSHA256 }
}
