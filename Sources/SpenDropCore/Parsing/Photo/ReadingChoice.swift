/// Which of several OCR readings of one photo to keep, and whether to read it once more.
///
/// Promises (pure): a reading is scored by how well the parser could read it (`score`): one receipt
/// draft beats none or a list of several (a photo shows one receipt); then a total the receipt
/// confirms (`TotalConfirmation`; on the development corpora such totals were right 94 to 99 % of
/// the time, others 48 to 80 %) beats one nothing confirms; then one nothing contradicts (no
/// `receiptTotalsDisagree`, `receiptTotalsConflict` or `amountCorrected` warning); then one with a
/// date, then one with a merchant. Between readings, the total more readings drafted wins (each
/// reading misreads other digits, so an amount two of them read alike is seldom a slip); then the
/// total more readings weighed at all; then the better-scored reading; then the earlier. The kept
/// draft's day is likewise the one most readings drafted (`agreed`).
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

    /// The outcome of the reading at `kept` (`preferred`), its draft's day replaced by the one most
    /// of `readings`' drafts give, where more readings give another day than give its own: a
    /// reading chosen for its total may have slipped on the date. The day comes with its time and
    /// its warnings (`dateMissing`, `yearAssumed`, `dateInFuture`); among equally many, the kept
    /// reading's own stands, then the earlier. The merchant stays the kept reading's: readings
    /// agree as often on a logo read as letters as on the name (on the development photos, taking
    /// the merchant most readings gave read two SROIE names fewer and three WildReceipt ones more).
    public static func agreed(_ readings: [Reading], keeping kept: Int) -> ParseOutcome {
        let outcome = readings[kept].outcome
        guard outcome.drafts.count == 1 else { return outcome }
        let drafts = readings.compactMap { $0.outcome.drafts.count == 1 ? $0.outcome.drafts[0] : nil }
        var draft = outcome.drafts[0]
        if let day = mostDrafted(drafts.map(\.date), own: draft.date), day != draft.date,
            let donor = drafts.first(where: { $0.date == day })
        {
            draft.date = donor.date
            draft.time = donor.time
            draft.warnings = merged(
                draft.warnings, from: donor.warnings, of: [.dateMissing, .yearAssumed, .dateInFuture])
        }
        return .drafted([draft])
    }

    /// The value more of `values` hold than hold `own`, the earliest among equals; nil when `own`
    /// is held at least as often as any other (nil values are never chosen).
    private static func mostDrafted<Value: Hashable>(_ values: [Value?], own: Value?) -> Value? {
        var counts: [Value: Int] = [:]
        for case let value? in values { counts[value, default: 0] += 1 }
        let ownCount = own.flatMap { counts[$0] } ?? 0
        var best: (value: Value, count: Int)?
        for case let value? in values where counts[value]! > (best?.count ?? ownCount) {
            best = (value, counts[value]!)
        }
        return best?.value
    }

    /// `warnings` with those of `kinds` taken from `donor` instead, in `DraftWarning`'s order.
    private static func merged(
        _ warnings: [DraftWarning], from donor: [DraftWarning], of kinds: Set<DraftWarning>
    ) -> [DraftWarning] {
        let chosen = Set(warnings.filter { !kinds.contains($0) } + donor.filter { kinds.contains($0) })
        return DraftWarning.allCases.filter { chosen.contains($0) }
    }
}
