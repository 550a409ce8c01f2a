import Foundation

/// Which of the user's accounts a text's account hint names: the one whose name holds the bank's
/// or wallet's name (any of the ways texts write it, letter case, spaces and punctuation aside;
/// MAE and Maybank are one bank) and, when several do, the last four digits the text gave.
///
/// Promises: a pure function of the hint and the accounts; `.several` lists every candidate in
/// the order given, so a refusal can name them all.
public enum AccountMatch: Equatable, Sendable {
    case one(Account)
    /// No account's name says that bank or wallet.
    case none
    case several([Account])

    /// The match for `hint` among `accounts` (the caller passes those in the draft's currency).
    public static func matching(_ hint: AccountHint, among accounts: [Account]) -> AccountMatch {
        var candidates = accounts
        if let institution = hint.institution {
            let names = spellings(of: institution)
            candidates = accounts.filter { account in
                let name = compact(account.name)
                return names.contains { name.contains($0) }
            }
        }
        if candidates.count > 1 || hint.institution == nil, let digits = hint.lastFourDigits {
            let withDigits = candidates.filter { compact($0.name).contains(digits) }
            if !withDigits.isEmpty || hint.institution == nil { candidates = withDigits }
        }
        switch candidates.count {
        case 0: return .none
        case 1: return .one(candidates[0])
        default: return .several(candidates)
        }
    }

    /// Banks whose app texts name it differently: an account named for one is the other's too.
    static let sameBank: [[String]] = [["Maybank", "MAE"]]

    /// Every compact way of writing `institution` (and the banks it is one with).
    static func spellings(of institution: String) -> [String] {
        let family = sameBank.first { $0.contains(institution) } ?? [institution]
        return family.flatMap { name in
            [compact(name)] + (ParserVocabulary.institutions.first { $0.0 == name }?.1.map(compact) ?? [])
        }.filter { $0.count >= 3 }
    }

    /// Lower-case letters and digits only: `Touch 'n Go` is `touchngo`.
    static func compact(_ text: String) -> String {
        String(text.lowercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }.map(Character.init))
    }
}
