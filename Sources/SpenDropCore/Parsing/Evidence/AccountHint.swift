/// What a text says about which of the user's accounts paid or received: the bank or wallet it
/// came from and the last four digits of a card or account.
///
/// Promises: `lastFourDigits` is exactly four ASCII digits when present; `institution` is one of
/// the display names in `AccountHint.knownInstitutions`. A hint with neither is never made.
public struct AccountHint: Hashable, Sendable, CustomStringConvertible {
    /// The bank, e-wallet or pay app, as spendrop names it: `Maybank`, `Touch 'n Go eWallet`.
    public var institution: String?
    /// The last four digits of the card or account number: `4321`.
    public var lastFourDigits: String?

    public init(institution: String? = nil, lastFourDigits: String? = nil) {
        self.institution = institution
        self.lastFourDigits = lastFourDigits
    }

    /// Every institution name the parser can put in a hint, in the vocabulary's order.
    public static let knownInstitutions: [String] = ParserVocabulary.institutions.map(\.0)

    /// `Maybank ending 4321`, `Touch 'n Go eWallet`, `card ending 4321`.
    public var description: String {
        switch (institution, lastFourDigits) {
        case let (name?, digits?): return "\(name) ending \(digits)"
        case let (name?, nil): return name
        case let (nil, digits?): return "card ending \(digits)"
        case (nil, nil): return "unknown account"
        }
    }
}
