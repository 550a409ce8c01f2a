/// Reduces a merchant name to the key its spellings share, so that a category learned for
/// `MAMAK CORNER SDN BHD` is suggested for `Mamak Corner - SS2` and
/// `DuitNow QR - MAMAK CORNER #0231`: all three are `mamak corner`.
///
/// The rules, in order:
/// 1. Lower case; an apostrophe joins (`McDonald's` is `mcdonalds`); other punctuation separates
///    words (`7-Eleven` is `7 eleven`); runs of spaces count as one.
/// 2. A break ends the name and drops what follows: ` - ` (a dash beside a space), `@`, `#`, `|`,
///    `,`, and brackets. So branch and location suffixes (`- SS2`, `@ Mid Valley`,
///    `(Sunway Velocity)`, `#0231`) and bracketed registration marks (`(M)`) go.
/// 3. Payment-network prefixes go from the front: `DuitNow QR`, `DuitNow`, `QR Pay`, `QR`, `POS`,
///    `Purchase`, `Payment`, `IBG`, `FPX`, `JomPAY`, `Sale`; when one stands before a break
///    (`DuitNow QR - MAMAK CORNER`) the name is what comes after it.
/// 4. Company forms go from the end: `Sdn Bhd` (any dots), `Bhd`, `Berhad`, `Sdn`, `Enterprise`,
///    `Ent`, `Trading`, `PLT`, `Co`, `Ltd`, `Pte`, `Inc`, `Corp`, and the country `Malaysia`. An
///    enterprise is the same shop with or without the word, so it goes too.
/// 5. Store codes go: a trailing number (`Mamak Corner 2`), `Branch 12`/`Outlet 3`/`Store 2231`,
///    and everything from a location code of letters and digits (`SS15`, `USJ1`, `PJU7`) on.
/// 6. Initials join: `D.I.Y.` and `DIY` are both `diy`.
///
/// Words are only dropped while a word that is not a company form remains, so `SDN BHD` alone
/// stays `sdn bhd`. A plain place name with no break before it (`AEON BIG MID VALLEY`) stays
/// part of the name: without a gazetteer it cannot be told from the name.
///
/// Promises: pure and deterministic; the empty string only for a name with no letters or digits.
public enum MerchantNormaliser {
    /// The key all spellings of `merchant` share.
    public static func key(for merchant: String) -> String {
        let segments = segments(of: merchant)
        guard !segments.isEmpty else { return "" }
        var index = 0
        var words = segments[0]
        // `DuitNow QR - MAMAK CORNER`: a prefix alone before a break, so the name follows it.
        while index + 1 < segments.count, dropPrefixes(words).isEmpty {
            index += 1
            words = segments[index]
        }
        words = dropPrefixes(words)
        words = dropTrailing(words)
        words = joinInitials(words)
        if words.isEmpty { words = segments.flatMap { $0 } }
        return words.joined(separator: " ")
    }

    /// Words of each part between breaks, lower case, empty parts left out.
    private static func segments(of merchant: String) -> [[String]] {
        var segments: [[String]] = []
        var words: [String] = []
        var word = ""
        let characters = Array(merchant.lowercased())
        func endWord() {
            if !word.isEmpty { words.append(word) }
            word = ""
        }
        func endSegment() {
            endWord()
            if !words.isEmpty { segments.append(words) }
            words = []
        }
        for (offset, character) in characters.enumerated() {
            if character.isLetter || character.isNumber {
                word.append(character)
            } else if character == "'" || character == "\u{2019}" || character == "`" {
                continue
            } else if "@#|,()[]{}".contains(character) {
                endSegment()
            } else if character == "-" || character == "\u{2013}" || character == "\u{2014}" {
                let spaceBefore = offset == 0 || characters[offset - 1].isWhitespace
                let spaceAfter = offset + 1 == characters.count || characters[offset + 1].isWhitespace
                if spaceBefore || spaceAfter { endSegment() } else { endWord() }
            } else {
                endWord()
            }
        }
        endSegment()
        return segments
    }

    private static let prefixes: [[String]] = [
        ["duitnow", "qr"], ["duitnow"], ["qr", "pay"], ["qrpay"], ["qr"], ["pos"], ["purchase"], ["payment", "to"],
        ["payment"], ["pymt"], ["pmt"], ["ibg"], ["ibft"], ["fpx"], ["jompay"], ["sale"], ["card", "purchase"],
    ]

    private static let companyForms: [[String]] = [
        ["sdn", "bhd"], ["bhd"], ["berhad"], ["sdn"], ["enterprise"], ["enterprises"], ["ent"], ["trading"], ["plt"],
        ["co"], ["company"], ["ltd"], ["limited"], ["pte"], ["inc"], ["corp"], ["corporation"], ["malaysia"], ["m"],
    ]

    private static let companyFormWords = Set(companyForms.joined())

    private static let branchWords: Set<String> = ["branch", "br", "outlet", "store", "cawangan", "kedai"]

    /// Drops payment-network prefixes from the front while a name remains after them.
    private static func dropPrefixes(_ words: [String]) -> [String] {
        var words = words
        var dropped = true
        while dropped {
            dropped = false
            for prefix in prefixes where words.count >= prefix.count && Array(words.prefix(prefix.count)) == prefix {
                words.removeFirst(prefix.count)
                dropped = true
                break
            }
        }
        return words
    }

    /// Drops company forms, store codes and location codes from the end while a word remains.
    private static func dropTrailing(_ words: [String]) -> [String] {
        var words = words
        if let code = words.indices.dropFirst().first(where: { isLocationCode(words[$0]) }) {
            words = Array(words[..<code])
        }
        var dropped = true
        while dropped && words.count > 1 {
            dropped = false
            if let last = words.last, last.allSatisfy(\.isNumber) {
                words.removeLast()
                if let branch = words.last, branchWords.contains(branch), words.count > 1 { words.removeLast() }
                dropped = true
                continue
            }
            for form in companyForms
            where words.count > form.count && Array(words.suffix(form.count)) == form
                && words.dropLast(form.count).contains(where: { !companyFormWords.contains($0) })
            {
                words.removeLast(form.count)
                dropped = true
                break
            }
        }
        return words
    }

    /// `ss15`, `usj1`, `pju7`: letters then digits.
    private static func isLocationCode(_ word: String) -> Bool {
        guard let firstDigit = word.firstIndex(where: \.isNumber), firstDigit != word.startIndex else { return false }
        return word[..<firstDigit].allSatisfy(\.isLetter) && word[firstDigit...].allSatisfy(\.isNumber)
    }

    /// `d i y` becomes `diy`.
    private static func joinInitials(_ words: [String]) -> [String] {
        var result: [String] = []
        var initials = ""
        for word in words {
            if word.count == 1, word.first?.isLetter == true {
                initials += word
                continue
            }
            if !initials.isEmpty { result.append(initials) }
            initials = ""
            result.append(word)
        }
        if !initials.isEmpty { result.append(initials) }
        return result
    }
}
