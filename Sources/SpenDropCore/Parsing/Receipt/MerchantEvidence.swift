/// One thing a receipt's header says about whether a name on it is the shop's: how it is written
/// and where it stands.
///
/// Promises: each case has a stable raw value, the name `parse --explain` shows and
/// `scripts/fit-parser` fits a weight to (`FittedWeights.merchant`); a candidate's score is the sum
/// of the weights of the evidence it has, and nothing else.
public enum MerchantEvidence: String, CaseIterable, Hashable, Sendable {
    /// It carries a company's legal ending (`SDN BHD`, `S/B`, `LTD`, `GmbH`, `ENTERPRISE`).
    case legalName = "legal-name"
    /// No name-like line of the header stands above it.
    case firstName = "first-name"
    /// The line above only introduces the company running the shop (`OWNED BY :`).
    case underOwnerLabel = "under-owner-label"
    /// A name with a legal ending stands above it in the header.
    case belowLegalName = "below-legal-name"
    /// It is printed over more than one line (`KEDAI RUNCIT MAJU` / `SDN BHD`).
    case joinedLines = "joined-lines"
    /// A number stands on its line (a branch, a registration).
    case withNumber = "with-number"
    /// It is one word.
    case oneWord = "one-word"
}

extension MerchantEvidence: OrderedCases {
    static let ordered = allCases
}

extension MerchantEvidence {
    /// Its weight as `scripts/fit-parser` last fitted it; nil when that fit has not seen it.
    public var fittedWeight: Double? { FittedWeights.merchant[rawValue] }
}
