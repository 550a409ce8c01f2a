/// One thing a receipt says about whether a date on it is the day of the sale: its label, where
/// it stands, how it is written.
///
/// Promises: each case has a stable raw value, the name `parse --explain` shows and
/// `scripts/fit-parser` fits a weight to (`FittedWeights.date`); a candidate's score is the sum of
/// the weights of the evidence it has, and nothing else.
public enum DateEvidence: String, CaseIterable, Hashable, Sendable {
    /// A date label (`DATE:`, `TARIKH`, `DATUM`, `FECHA`) stands before it on its line.
    case labelDate = "label-date"
    /// A label of another day (`EXPIRY`, `VALID UNTIL`, `DELIVERY`, `DUE`) stands before it on its line.
    case labelOtherDay = "label-other-day"
    /// A time of day stands on its line.
    case withTime = "with-time"
    /// Its year is written with four digits.
    case fourDigitYear = "four-digit-year"
    /// It writes no year; the latest such day on or before the reference day was taken.
    case yearAssumed = "year-assumed"
    /// Its month is written in words (`02 DEC 2026`, `Jul19'14`).
    case monthInWords = "month-in-words"
    /// No date stands before it.
    case firstDate = "first-date"
    /// It stands above the receipt's first amount, in the header.
    case beforeAmounts = "before-amounts"
    /// It stands below the receipt's last total line (with an amount).
    case afterTotal = "after-total"
    /// Another date on the receipt is the same day.
    case printedAgain = "printed-again"
    /// Said in words relative to the reference day (`Today`, `Semalam`).
    case relativeDay = "relative-day"
    /// Eight digits standing alone (`20181225`).
    case compact = "compact"
    /// Later than the reference day.
    case afterReferenceDay = "after-reference-day"
}

extension DateEvidence: OrderedCases {
    static let ordered = allCases
}

extension DateEvidence {
    /// Its weight as `scripts/fit-parser` last fitted it; nil when that fit has not seen it.
    public var fittedWeight: Double? { FittedWeights.date[rawValue] }
}
