/// Which of several OCR readings of one photo to keep: the one the parser could read best.
///
/// Promises (pure): a reading that gives one receipt draft beats one that gives none or a list of
/// several (a photo shows one receipt); then one whose total the receipt confirms
/// (`TotalConfirmation`; on the development corpora such totals were right 94 to 99 % of the time,
/// others 48 to 80 %) beats one whose total nothing confirms; then one whose total nothing
/// contradicts (no `receiptTotalsDisagree`, `receiptTotalsConflict` or `amountCorrected` warning);
/// then one with a date, then one with a merchant; among equals the earlier reading is kept, so the
/// first pass stands unless a later one is better.
public enum ReadingChoice {
    /// The warnings that put a receipt's total in doubt.
    static let doubtfulTotal: Set<DraftWarning> = [.receiptTotalsDisagree, .receiptTotalsConflict, .amountCorrected]

    /// How well `outcome` was read: higher is better; `best` when nothing is in doubt.
    public static func score(_ outcome: ParseOutcome) -> Int {
        guard outcome.drafts.count == 1, let draft = outcome.drafts.first else { return 0 }
        var score = 16
        if draft.totalConfirmation != nil { score += 8 }
        if draft.warnings.allSatisfy({ !doubtfulTotal.contains($0) }) { score += 4 }
        if draft.date != nil { score += 2 }
        if draft.merchant != nil { score += 1 }
        return score
    }

    /// The score of a reading with nothing in doubt: no later pass can beat it.
    public static let best = 31

    /// The index of the reading to keep among `outcomes` (at least one).
    public static func preferred(_ outcomes: [ParseOutcome]) -> Int {
        var chosen = 0
        for index in outcomes.indices.dropFirst() where score(outcomes[index]) > score(outcomes[chosen]) {
            chosen = index
        }
        return chosen
    }
}
