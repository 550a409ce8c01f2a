/// Decides whether money came in or went out.
///
/// Promises, in order: a written sign wins (`-RM12.50` out, `+RM50.00` in); then the user named
/// as who it went to (`Ali has transferred RM50.00 to you`: in, whatever the verb); then the first
/// word that says money moved (`paid`, `received`, `reload`); then the first word that names the
/// kind of movement (`payment`, `deposit`); else Money Out, marked as assumed.
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
        if hits.contains(where: { $0.cue == .toYou && endsAPhrase($0, in: evidence.text) }) {
            return Reading(direction: .moneyIn, assumed: false, reload: reload)
        }
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

    /// Whether `hit` (`to you`) ends its phrase: the text or its clause (a line is one too) ends
    /// after it, or a word of `ParserVocabulary.wordsAfterToYou` follows.
    static func endsAPhrase(_ hit: CueHit, in text: ScannedText) -> Bool {
        let next = hit.end
        guard next < text.tokens.count, text.tokens[next].clause == text.tokens[hit.end - 1].clause else {
            return true
        }
        switch text.tokens[next].kind {
        case .symbol: return true
        case .number: return false
        case .word: return ParserVocabulary.wordsAfterToYou.contains(text.words[next]) || text.isIdeograph(next)
        }
    }
}
