/// Reads which of the user's accounts a text is about: the last four digits of a masked card or
/// account number, and the bank or wallet named.
///
/// Promises: digits come only from a masked number (`**** 4321`, `xxxx4321`, `••4321`,
/// `1234XXXXXX5678`) or after `ending`; the institution is the first bank or wallet the text
/// names, and a pay app (Apple Pay, Google Wallet) only when no bank or wallet is named.
enum AccountHintScanner {
    static func hint(_ evidence: TextEvidence, in range: Range<Int>) -> AccountHint? {
        let digits = lastFourDigits(evidence, in: range)
        let name = institution(evidence, in: range)
        if digits == nil && name == nil { return nil }
        return AccountHint(institution: name, lastFourDigits: digits)
    }

    static func institution(_ evidence: TextEvidence, in range: Range<Int>) -> String? {
        var payApp: String?
        for hit in evidence.hits(in: range) {
            guard case .institution(let name, let isPayApp) = hit.cue else { continue }
            if !isPayApp { return name }
            if payApp == nil { payApp = name }
        }
        return payApp
    }

    static func lastFourDigits(_ evidence: TextEvidence, in range: Range<Int>) -> String? {
        let text = evidence.text
        for hit in evidence.hits(in: range) where hit.cue == .cardEnding {
            var index = hit.end
            while index < range.upperBound, isMask(text, index) || text.tokens[index].kind == .symbol { index += 1 }
            if let digits = fourDigits(text, index) { return digits }
        }
        var index = range.lowerBound
        while index < range.upperBound {
            guard isMask(text, index) else {
                index += 1
                continue
            }
            var maskCharacters = 0
            var position = index
            while position < range.upperBound,
                isMask(text, position) || (maskCharacters > 0 && text.isSymbol(position, "-"))
            {
                if isMask(text, position) { maskCharacters += text.length(position) }
                position += 1
            }
            if position < range.upperBound, text.tokens[position].line == text.tokens[index].line,
                maskCharacters >= 2 || (maskCharacters == 1 && text.isJoined(position)),
                let digits = fourDigits(text, position)
            {
                return digits
            }
            index = position + 1
        }
        return nil
    }

    /// `*`, or a word made only of `x`.
    private static func isMask(_ text: ScannedText, _ index: Int) -> Bool {
        let token = text.tokens[index]
        if token.kind == .symbol { return token.byte == UInt8(ascii: "*") }
        guard token.kind == .word else { return false }
        return text.words[index].utf8.allSatisfy { $0 == UInt8(ascii: "x") }
    }

    /// The last four digits of a number token with at least four digits.
    private static func fourDigits(_ text: ScannedText, _ index: Int) -> String? {
        guard index < text.tokens.count, text.tokens[index].kind == .number, text.length(index) >= 4 else { return nil }
        let word = text.words[index]
        return String(word.suffix(4))
    }
}
