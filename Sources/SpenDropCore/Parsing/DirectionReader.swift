/// Decides whether money came in or went out.
///
/// Promises, in order: a written sign wins (`-RM12.50` out, `+RM50.00` in); then the first word
/// that says money moved (`paid`, `received`, `reload`); then the first word that names the kind
/// of movement (`payment`, `deposit`); else Money Out, marked as assumed.
enum DirectionReader {
    struct Reading {
        let direction: TransactionDraft.Direction
        let assumed: Bool
        /// A reload or top-up was mentioned: likely a transfer between the user's own accounts.
        let reload: Bool
    }

    static func read(_ evidence: TextEvidence, sign: Int, in range: Range<Int>) -> Reading {
        let hits = evidence.hits(in: range)
        let reload = hits.contains { if case .reload = $0.cue { return true } else { return false } }
        if sign != 0 { return Reading(direction: sign < 0 ? .moneyOut : .moneyIn, assumed: false, reload: reload) }
        for strong in [true, false] {
            for hit in hits {
                switch hit.cue {
                case .moneyOut(let isStrong) where isStrong == strong:
                    return Reading(direction: .moneyOut, assumed: false, reload: reload)
                case .moneyIn(let isStrong) where isStrong == strong:
                    return Reading(direction: .moneyIn, assumed: false, reload: reload)
                case .reload where strong: return Reading(direction: .moneyIn, assumed: false, reload: reload)
                default: continue
                }
            }
        }
        return Reading(direction: .moneyOut, assumed: true, reload: reload)
    }
}
