/// A date on a receipt that may be the day of the sale, with the evidence for it and its score,
/// as `parse --explain` shows them.
///
/// Promises: `score` is the sum of the fitted weights (`FittedWeights.date`) of `evidence` and
/// nothing else; a receipt's draft takes the candidate with the highest score, the earlier one
/// among equals; `evidence` is in the order of `DateEvidence.allCases`.
public struct DateCandidate: Hashable, Sendable {
    public let day: CalendarDay
    /// The line of the text it stands on, from 0 (for positioned OCR, of the rows rebuilt).
    public let line: Int
    public let evidence: [DateEvidence]
    public let score: Double

    /// `FittedWeights.date` in the order of `DateEvidence.allCases`; a kind the fit has not seen
    /// yet weighs nothing (the Parser suite fails until `scripts/fit-parser` is run again).
    static let fittedWeights: [Double] = DateEvidence.allCases.map { FittedWeights.date[$0.rawValue] ?? 0 }

    static func score(_ evidence: CaseBits<DateEvidence>) -> Double { evidence.sum(of: fittedWeights) }
}

extension ReceiptReader {
    /// A date of the receipt weighed as the day of the sale.
    struct ScoredDate {
        let found: DateScanner.FoundDate
        let line: Int
        let evidence: CaseBits<DateEvidence>
        let score: Double

        var candidate: DateCandidate {
            DateCandidate(day: found.day, line: line, evidence: evidence.elements, score: score)
        }
    }

    /// Every date the receipt prints (`DateScanner.allDates`), with its evidence, scored.
    static func scoredDates(_ evidence: TextEvidence, _ lines: [ReceiptLine]) -> [ScoredDate] {
        let text = evidence.text
        let totalLine = lines.lastIndex { ($0.role == .due || $0.role == .finalDue) && $0.value != nil }
        let reference = evidence.referenceDay
        let dates = DateScanner.allDates(
            in: text, range: 0..<text.tokens.count, reference: reference, order: evidence.dateOrder)
        let firstAmountLine = evidence.amounts.first?.line
        return dates.enumerated().map { order, found in
            let line = text.tokens[found.start].line
            let lineRange = text.lines[line]
            var kinds: CaseBits<DateEvidence> = []
            for index in lineRange.lowerBound..<found.start where text.tokens[index].kind == .word {
                if ParserVocabulary.dateLabelWords.contains(text.words[index]) { kinds.insert(.labelDate) }
                if ParserVocabulary.otherDayWords.contains(text.words[index]) { kinds.insert(.labelOtherDay) }
            }
            if lineRange.contains(where: { index in
                !(found.start..<found.end).contains(index) && DateScanner.time(in: text, at: index) != nil
            }) {
                kinds.insert(.withTime)
            }
            if (found.start..<found.end).contains(where: { text.tokens[$0].kind == .number && text.length($0) == 4 }) {
                kinds.insert(.fourDigitYear)
            }
            if found.yearAssumed { kinds.insert(.yearAssumed) }
            if (found.start..<found.end).contains(where: { text.facts[$0].month > 0 }) { kinds.insert(.monthInWords) }
            if order == 0 { kinds.insert(.firstDate) }
            if let firstAmountLine, line < firstAmountLine { kinds.insert(.beforeAmounts) }
            if let totalLine, line > totalLine { kinds.insert(.afterTotal) }
            if dates.contains(where: { $0.start != found.start && $0.day == found.day }) { kinds.insert(.printedAgain) }
            if text.tokens[found.start].kind == .word,
                ParserVocabulary.relativeDayWords.contains(text.words[found.start])
            {
                kinds.insert(.relativeDay)
            }
            if found.end - found.start == 1, text.tokens[found.start].kind == .number { kinds.insert(.compact) }
            if found.day > reference { kinds.insert(.afterReferenceDay) }
            return ScoredDate(found: found, line: line, evidence: kinds, score: DateCandidate.score(kinds))
        }
    }

    /// The date taken: the highest score, the earlier one among equals.
    static func bestDate(_ scored: [ScoredDate]) -> ScoredDate? {
        scored.max { $0.score < $1.score || ($0.score == $1.score && $0.found.start > $1.found.start) }
    }
}
