/// A name in a receipt's header that may be the shop's, with the evidence for it and its score, as
/// `parse --explain` shows them.
///
/// Promises: `score` is the sum of the fitted weights (`FittedWeights.merchant`) of `evidence` and
/// nothing else; a receipt's draft takes the candidate with the highest score, the one higher on
/// the receipt among equals; `evidence` is in the order of `MerchantEvidence.allCases`.
public struct MerchantCandidate: Hashable, Sendable {
    public let name: String
    /// The line of the text its first line stands on, from 0 (for positioned OCR, of the rows rebuilt).
    public let line: Int
    public let evidence: [MerchantEvidence]
    public let score: Double

    /// `FittedWeights.merchant` in the order of `MerchantEvidence.allCases`; a kind the fit has not
    /// seen yet weighs nothing (the Parser suite fails until `scripts/fit-parser` is run again).
    static let fittedWeights: [Double] = MerchantEvidence.allCases.map { FittedWeights.merchant[$0.rawValue] ?? 0 }

    static func score(_ evidence: CaseBits<MerchantEvidence>) -> Double { evidence.sum(of: fittedWeights) }
}
