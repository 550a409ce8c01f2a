/// Which of several OCR readings of one photo to keep, and whether to read it once more.
///
/// Promises (pure): a reading is scored by how well the parser could read it (`score`): one receipt
/// draft beats none or a list of several (a photo shows one receipt); then a total the receipt
/// confirms (`TotalConfirmation`; on the development corpora such totals were right 94 to 99 % of
/// the time, others 48 to 80 %) beats one nothing confirms; then one nothing contradicts (no
/// `receiptTotalsDisagree`, `receiptTotalsConflict` or `amountCorrected` warning); then one with a
/// date, then one with a merchant. Between readings, the total more readings drafted wins (each
/// reading misreads other digits, so an amount two of them read alike is seldom a slip); then the
/// total more readings weighed at all; then the better-scored reading; then the earlier.
public enum ReadingChoice {
    /// One reading of a photo: what the parser drafted from it, and every amount it weighed as the
    /// receipt's total (`NotificationParser.totalCandidates`).
    public struct Reading: Sendable {
        public let outcome: ParseOutcome
        public let weighedTotals: [Money]

        public init(outcome: ParseOutcome, weighedTotals: [Money]) {
            self.outcome = outcome
            self.weighedTotals = weighedTotals
        }

        /// The total of the reading's one receipt draft; nil when it gives none or several.
        var draftedTotal: Money? {
            outcome.drafts.count == 1 ? outcome.drafts[0].amount : nil
        }
    }

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

    /// The score of a reading with nothing in doubt.
    public static let best = 31

    /// Whether another reading is worth making: none so far is certain (`best`) and no two drafted
    /// the same total.
    public static func readsAgain(after readings: [Reading]) -> Bool {
        guard !readings.contains(where: { score($0.outcome) >= best }) else { return false }
        let totals = readings.compactMap(\.draftedTotal)
        return Set(totals).count == totals.count
    }

    /// The index of the reading to keep among `readings` (at least one).
    public static func preferred(_ readings: [Reading]) -> Int {
        let scores = readings.map { score($0.outcome) }
        // The sort key of each reading, largest best: readings drafting its total, readings
        // weighing it, its own score, and the earlier first.
        func key(_ index: Int) -> (Int, Int, Int, Int) {
            guard let total = readings[index].draftedTotal else { return (0, 0, scores[index], -index) }
            let drafting = readings.filter { $0.draftedTotal == total }.count
            let weighing = readings.filter { $0.weighedTotals.contains(total) }.count
            return (drafting, weighing, scores[index], -index)
        }
        return readings.indices.max { key($0) < key($1) } ?? 0
    }
}
