/// An amount on a receipt that may be its total, with the evidence for it and its score, as
/// `parse --explain` shows them.
///
/// Promises: `score` is the sum of the fitted weights (`FittedWeights.total`) of `evidence` and
/// nothing else; a receipt's draft takes the candidate with the highest score, the later line
/// among equals; `evidence` is in the order of `TotalEvidence.allCases`.
public struct TotalCandidate: Hashable, Sendable {
    public let amount: Money
    /// The line of the text it stands on, from 0 (for positioned OCR, of the rows rebuilt).
    public let line: Int
    public let evidence: [TotalEvidence]
    public let score: Double

    /// `FittedWeights.total` in the order of `TotalEvidence.allCases`; a kind the fit has not seen
    /// yet weighs nothing (the Parser suite fails until `scripts/fit-parser` is run again).
    static let fittedWeights: [Double] = TotalEvidence.allCases.map { FittedWeights.total[$0.rawValue] ?? 0 }

    /// The sum of `weights` (in the order of `TotalEvidence.allCases`) over `evidence`.
    static func score(_ evidence: CaseBits<TotalEvidence>, weights: [Double] = fittedWeights) -> Double {
        evidence.sum(of: weights)
    }
}

extension ReceiptReader {
    /// A receipt line's amount weighed as the total.
    struct ScoredTotal {
        let line: Int
        let value: AmountCandidate
        /// The amount it would make the total: a total's with the rounding printed after it applied.
        let minorUnits: Int64
        let evidence: CaseBits<TotalEvidence>
        /// What on the receipt makes `minorUnits` (`ReceiptSums.confirmations`).
        let confirmations: CaseBits<TotalConfirmation>
        let score: Double

        var candidate: TotalCandidate {
            TotalCandidate(
                amount: Money(minorUnits: minorUnits, currency: value.currency), line: line,
                evidence: evidence.elements, score: score)
        }
    }

    /// Every amount above nothing on a line that could hold the total (a total, subtotal, payment,
    /// change or balance, item or bare number; never a tax, rounding or count line), with its
    /// evidence, scored.
    static func scoredTotals(_ lines: [ReceiptLine]) -> [ScoredTotal] {
        let paid = paidByCash(lines)
        var sums = ReceiptSums(lines)
        // The last line of each label with an amount above nothing.
        var lastOfRole: [(role: Role, line: Int)] = []
        for index in lines.indices.reversed() where (lines[index].value?.minorUnits ?? 0) > 0 {
            if !lastOfRole.contains(where: { $0.role == lines[index].role }) {
                lastOfRole.append((lines[index].role, index))
            }
        }
        let firstChange = lines.firstIndex { $0.role == .change && $0.value != nil }
        let lastPayment = lines.lastIndex { line in
            guard line.value != nil else { return false }
            switch line.role {
            case .tender, .change: return true
            default: return false
            }
        }
        var found:
            [(
                line: Int, value: AmountCandidate, minorUnits: Int64, evidence: CaseBits<TotalEvidence>,
                confirmations: CaseBits<TotalConfirmation>
            )] = []
        for index in lines.indices {
            guard let value = lines[index].value, value.minorUnits > 0 else { continue }
            var evidence: CaseBits<TotalEvidence> = []
            let role = lines[index].role
            switch role {
            case .finalDue: evidence.insert(.labelFinal)
            case .due: evidence.insert(.labelTotal)
            case .subtotal: evidence.insert(.labelSubtotal)
            case .tender(let cash): evidence.insert(cash ? .labelCash : .labelPayment)
            case .other: evidence.insert(.unlabelled)
            case .change: evidence.insert(.labelChange)
            case .tax, .rounding, .ignoredTotal: continue
            }
            let minorUnits =
                role == .due || role == .finalDue ? adjustedByRounding(value, at: index, lines) : value.minorUnits
            if role != .other, lastOfRole.contains(where: { $0.role == role && $0.line == index }) {
                evidence.insert(.lastOfLabel)
            }
            if let firstChange, firstChange < index { evidence.insert(.afterChange) }
            if let lastPayment, lastPayment > index { evidence.insert(.paymentAfter) }
            if let paid { evidence.insert(paid == minorUnits ? .cashLessChange : .cashLessChangeDiffers) }
            let confirmed = sums.confirmations(of: minorUnits, from: value, at: index)
            if confirmed.contains(.subtotalAddsUp) { evidence.insert(.subtotalAddsUp) }
            if confirmed.contains(.itemsAddUp) { evidence.insert(.itemsAddUp) }
            if confirmed.contains(.printedAgain) { evidence.insert(.printedAgain) }
            if confirmed.isEmpty { evidence.insert(.nothingConfirms) }
            if value.currencyWritten { evidence.insert(.currencyWritten) }
            if value.corrected { evidence.insert(.readThroughSlips) }
            found.append((index, value, minorUnits, evidence, confirmed))
        }
        let largest = found.map(\.minorUnits).max()
        return found.map { line, value, minorUnits, evidence, confirmations in
            var evidence = evidence
            if minorUnits == largest { evidence.insert(.largest) }
            return ScoredTotal(
                line: line, value: value, minorUnits: minorUnits, evidence: evidence, confirmations: confirmations,
                score: TotalCandidate.score(evidence))
        }
    }

    /// The candidate taken: the highest score, the later line among equals.
    static func best(_ scored: [ScoredTotal]) -> ScoredTotal? {
        scored.max { $0.score < $1.score || ($0.score == $1.score && $0.line < $1.line) }
    }
}
