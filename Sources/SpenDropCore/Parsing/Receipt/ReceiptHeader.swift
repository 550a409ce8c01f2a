/// Reads the shop's name from the header of a receipt: every name-like line (not a title such as
/// `TAX INVOICE`, a registration or tax number, an address, a phone number or a notice) is a
/// candidate with its evidence (`MerchantEvidence`: a legal ending such as `… SDN BHD`, first,
/// under an owner's label, …), and the one whose evidence weighs most (`FittedWeights.merchant`)
/// is the shop.
///
/// Promises: the name of the shop is chosen only by the evidence's weights; a name printed
/// over several lines (`KEDAI RUNCIT MAJU` / `SDN BHD`, a line ending on `&` or an open bracket, a
/// line starting with `&` or `(`) is joined; the header ends at the document's title (`TAX
/// INVOICE`, `BILL TO`), so a customer is never the shop; `WELCOME TO` before a name is dropped,
/// and so is a registration number in brackets after it (`MAMAK CORNER SDN BHD (1234567-X)`); the
/// search stops at the first line with an amount, a date or a time, so an item is never taken for
/// the shop.
enum ReceiptHeader {
    /// The name-like lines looked at before the header is taken to be over: a shop prints its brand,
    /// legal name, branch and owner in at most this many on the development corpora, and an
    /// address or notice beyond them is never the name.
    static let mostNameLines = 6

    /// One name-like header line: its text, its letter words, its line, whether an owner's label
    /// (`OWNED BY :`) is the line above, and how its printed line begins and ends.
    struct NameLine {
        let text: String
        let words: [String]
        let line: Int
        let ownerLabelAbove: Bool
        /// The printed line starts with `&` or `(`: the end of a name begun on the line above.
        let startsMidName: Bool
        /// The printed line ends with `&` or leaves a bracket open: the name goes on below.
        let endsMidName: Bool
        /// A number on the line (a branch, a registration) means it is not the middle of a name.
        let hasNumber: Bool
    }

    /// The shop's name from the header lines: the best of `scoredMerchants`.
    static func merchant(_ evidence: TextEvidence, _ lines: [ReceiptReader.ReceiptLine]) -> String? {
        bestMerchant(scoredMerchants(evidence, lines))?.name
    }

    /// The candidate taken: the highest score, the one higher on the receipt among equals.
    static func bestMerchant(_ scored: [MerchantCandidate]) -> MerchantCandidate? {
        // `scored` stands in line order: the first of the highest is the one higher on the receipt.
        var best: MerchantCandidate?
        for candidate in scored where candidate.score > best?.score ?? -.infinity { best = candidate }
        return best
    }

    /// Every name of the header (each name-like line with the lines printed as one name with it),
    /// with its evidence, scored; in the order they stand.
    static func scoredMerchants(
        _ evidence: TextEvidence, _ lines: [ReceiptReader.ReceiptLine]
    ) -> [MerchantCandidate] {
        let text = evidence.text
        var names: [NameLine] = []
        var ownerLabelLine: Int?
        for line in 0..<lines.count {
            let range = text.lines[line]
            if range.isEmpty { continue }
            if lines[line].value != nil { break }
            // The shop's header ends at the document's title (`TAX INVOICE`, `RECEIPT`, `BILL TO`):
            // a company named after it is the customer.
            if !names.isEmpty,
                range.contains(where: {
                    text.tokens[$0].kind == .word && ParserVocabulary.documentTitleWords.contains(text.words[$0])
                })
            {
                break
            }
            // `CASH & CARRY SDN BHD` reads as a tender line by its words, but names the shop, and so
            // does `HOME MASTER HARDWARE`: a card's word with no amount beside it is part of a name.
            // A label starts with its keyword (`CASH SALES`, `TOTAL`); a name may carry one later
            // (`SERI CASH & CARRY`, `MAJU SERVICE STATION`).
            let legal = range.contains {
                text.tokens[$0].kind == .word && ParserVocabulary.legalSuffixWords.contains(text.words[$0])
            }
            let firstWord = range.first { text.tokens[$0].kind == .word }
            let startsWithReceiptWord = firstWord.map { !text.facts[$0].receipt.isEmpty } ?? false
            if startsWithReceiptWord, lines[line].role != .other, lines[line].role != .tender(cash: false), !legal {
                continue
            }
            // A date or a time ends the header below the name; printed above it (a screenshot
            // cropped to start at the receipt's date), it is passed over.
            if DateScanner.firstDate(in: text, range: range, reference: evidence.referenceDay) != nil
                || DateScanner.firstTime(in: text, range: range) != nil
            {
                if names.isEmpty { continue }
                break
            }
            if isOwnerLabel(text, range) {
                ownerLabelLine = line
                continue
            }
            guard let written = headerName(text, range), hasLetters(written, atLeast: 3) else { continue }
            var nameWords = words(written)
            var name = written
            if isLegalName(written) {
                name = tidied(written)
                if name != written {
                    guard hasLetters(name, atLeast: 3) else { continue }
                    nameWords = words(name)
                }
            }
            if nameWords.contains(where: {
                ParserVocabulary.receiptHeadingWords.contains($0) || $0 == "desc" || $0 == "price"
            }) {
                continue
            }
            let opened = range.filter { text.isSymbol($0, "(") }.count > range.filter { text.isSymbol($0, ")") }.count
            names.append(
                NameLine(
                    text: name, words: nameWords, line: line,
                    ownerLabelAbove: ownerLabelLine.map { $0 + 1 == line } ?? false,
                    startsMidName: text.isSymbol(range.lowerBound, "&") || text.isSymbol(range.lowerBound, "("),
                    endsMidName: text.isSymbol(range.upperBound - 1, "&") || opened,
                    hasNumber: range.contains { text.tokens[$0].kind == .number }))
            if names.count == mostNameLines { break }
        }
        var candidates: [MerchantCandidate] = []
        var index = 0
        while index < names.count {
            let group = index..<nameEnd(names, from: index)
            let members = names[group]
            var kinds: CaseBits<MerchantEvidence> = []
            let legal = members.contains { isLegal(words: $0.words) }
            if legal { kinds.insert(.legalName) }
            if group.lowerBound == 0 { kinds.insert(.firstName) }
            if members.first!.ownerLabelAbove { kinds.insert(.underOwnerLabel) }
            if names[..<group.lowerBound].contains(where: { isLegal(words: $0.words) }) {
                kinds.insert(.belowLegalName)
            }
            if members.count > 1 { kinds.insert(.joinedLines) }
            if members.contains(where: \.hasNumber) { kinds.insert(.withNumber) }
            if members.reduce(0, { $0 + $1.words.count }) == 1 { kinds.insert(.oneWord) }
            candidates.append(
                MerchantCandidate(
                    name: members.map(\.text).joined(separator: " "), line: members.first!.line,
                    evidence: kinds.elements, score: MerchantCandidate.score(kinds)))
            index = group.upperBound
        }
        return candidates
    }

    /// The end of the name that starts at `names[start]`, with the lines below printed as one name
    /// with it: `AIK HUAT HARDWARE` / `ENTERPRISE (SETIA` / `ALAM) SDN BHD`, `THE COFFEE BEAN` /
    /// `& TEA LEAF (M) SDN. BHD.`.
    private static func nameEnd(_ names: [NameLine], from start: Int) -> Int {
        var end = start + 1
        while end < names.count, names[end - 1].line + 1 == names[end].line, continues(names[end - 1], into: names[end])
        {
            end += 1
        }
        return end
    }

    /// Whether `next`, on the line below `line`, carries on the same name: the line above ends on
    /// `&` or leaves a bracket open, or the line below starts with `&`, `(` or a legal word, or is
    /// only the legal ending (`SDN BHD`).
    private static func continues(_ line: NameLine, into next: NameLine) -> Bool {
        guard !line.hasNumber, !next.hasNumber else { return false }
        if line.endsMidName || next.startsMidName { return true }
        guard let firstWord = next.words.first else { return false }
        return isLegalSuffixOnly(words: next.words)
            || (ParserVocabulary.legalSuffixWords.contains(firstWord) && !isLegal(words: line.words))
    }

    /// `OWNED BY :`, `DIMILIKI OLEH`, `OPERATED BY`: a line that only introduces the company
    /// running the shop, printed on the line below.
    private static func isOwnerLabel(_ text: ScannedText, _ range: Range<Int>) -> Bool {
        let words = range.filter { text.tokens[$0].kind != .symbol }.map { text.words[$0] }
        return ownerLabels.contains(words)
    }

    static let ownerLabels: Set<[String]> = [
        ["owned", "by"], ["dimiliki", "oleh"], ["dimiliki"], ["operated", "by"], ["managed", "by"],
        ["a", "member", "of"],
    ]

    /// A legal name without what is printed around it on the same line: an owner's label before it
    /// (`DIMILIKI: BANH MI CAFE SDN BHD`) and a registration number after it (`… SDN BHD 1110644-W`).
    static func tidied(_ name: String) -> String {
        guard isLegalName(name) else { return name }
        var result = Substring(name)
        if let colon = result.firstIndex(of: ":"), isLegalName(String(result[result.index(after: colon)...])) {
            result = result[result.index(after: colon)...]
        }
        var parts = result.split(separator: " ")
        // From a registration number after the legal ending (`… S/B 273500-U (KSB)`) to the end.
        if let ending = parts.lastIndex(where: { isLegal(words: words(String($0))) }),
            let number = parts[(ending + 1)...].firstIndex(where: hasDigit)
        {
            parts.removeSubrange(number...)
        }
        while let last = parts.last, parts.count > 1, hasDigit(last) { parts.removeLast() }
        return parts.joined(separator: " ")
    }

    /// The runs of letters in `name`, lower-cased. ASCII names (nearly every receipt) are split by
    /// their bytes, without a Unicode lookup per character.
    static func words(_ name: String) -> [String] {
        guard name.utf8.allSatisfy({ $0 < 0x80 }) else {
            return name.lowercased().split { !$0.isLetter }.map(String.init)
        }
        var words: [String] = []
        var bytes = name.utf8[...]
        while let start = bytes.firstIndex(where: isASCIILetter) {
            let end = bytes[start...].firstIndex(where: { !isASCIILetter($0) }) ?? bytes.endIndex
            words.append(String(decoding: bytes[start..<end].map { $0 | 0x20 }, as: UTF8.self))
            bytes = bytes[end...]
        }
        return words
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    private static func hasDigit(_ part: Substring) -> Bool {
        if part.utf8.allSatisfy({ $0 < 0x80 }) {
            return part.utf8.contains { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        }
        return part.contains(where: \.isNumber)
    }

    /// Whether `name` holds at least `enough` letters.
    static func hasLetters(_ name: String, atLeast enough: Int) -> Bool {
        if name.utf8.allSatisfy({ $0 < 0x80 }) {
            return name.utf8.lazy.filter(isASCIILetter).prefix(enough).count >= enough
        }
        return name.lazy.filter(\.isLetter).prefix(enough).count >= enough
    }

    /// Whether `name` is a company's legal name; `SB` counts when it ends the name or comes right
    /// before a bracket or a registration number (`… SB (123456-X)`, `… SB 1234567-K`).
    static func isLegalName(_ name: String) -> Bool {
        if isLegal(words: words(name)) { return true }
        let parts = name.split(separator: " ")
        return zip(parts, parts.dropFirst()).contains { part, next in
            words(String(part)) == ["sb"] && (next.hasPrefix("(") || hasDigit(next))
        }
    }

    /// Whether a name's `words` end it as a company's legal name; `S/B` and `SB` (the last word)
    /// are how receipts shorten Sdn Bhd.
    static func isLegal(words parts: [String]) -> Bool {
        parts.contains { ParserVocabulary.legalSuffixWords.contains($0) }
            || zip(parts, parts.dropFirst()).contains { $0 == ("s", "b") }
            || parts.last == "sb"
    }

    /// `SDN BHD`, `SDN. BHD.`, `(M) SDN BHD`, `CO. (M) SDN BHD`: the end of a name printed on the line above.
    static func isLegalSuffixOnly(words parts: [String]) -> Bool {
        return !parts.isEmpty
            && parts.allSatisfy {
                ParserVocabulary.legalSuffixWords.contains($0) || $0 == "m" || $0 == "co" || $0 == "s" || $0 == "b"
            }
    }

    /// The shop's name on a header line, or nil when the line is a title, registration number,
    /// address, phone number or notice.
    private static func headerName(_ text: ScannedText, _ range: Range<Int>) -> String? {
        var start = range.lowerBound
        var end = range.upperBound
        var words = 0
        var places = 0
        var numbersOrCommas = 0
        let hasLegalSuffix = range.contains {
            text.tokens[$0].kind == .word && ParserVocabulary.legalSuffixWords.contains(text.words[$0])
        }
        // `(RM) (RM)`, a column heading, names no shop.
        if range.allSatisfy({ text.tokens[$0].kind != .word || AmountScanner.currencyWord(text, $0) != nil }) {
            return nil
        }
        var brackets = 0
        for index in range {
            let token = text.tokens[index]
            if text.isSymbol(index, "(") { brackets += 1 }
            if text.isSymbol(index, ")") { brackets = max(0, brackets - 1) }
            // A postcode; a registration number in brackets (`(71234-K)`) is not one.
            if token.kind == .number && token.end - token.start == 5 && brackets == 0 { return nil }
            if token.kind == .number || text.isSymbol(index, ",") { numbersOrCommas += 1 }
            guard token.kind == .word else { continue }
            let word = text.words[index]
            // A legal name may hold a skipped word (`CASH & CARRY SDN BHD`), never a street.
            // `CASH & CARRY`, `CASH AND CARRY` name a kind of shop, not a sale.
            let cashAndCarry = word == "cash" && (text.isSymbol(index + 1, "&") || text.isWord(index + 1, "and"))
            if ParserVocabulary.streetWords.contains(word)
                || (ParserVocabulary.receiptHeaderSkipWords.contains(word) && !hasLegalSuffix && !cashAndCarry)
            {
                return nil
            }
            if ParserVocabulary.placeWords.contains(word) { places += 1 }
            if !ParserVocabulary.receiptHeaderTitleWords.contains(word) { words += 1 }
        }
        // `Petaling Jaya, Selangor` is an address; `RESTORAN SRI MELAKA` is a name; `(590150-A)` is
        // a registration number.
        guard words > 0, places == 0 || numbersOrCommas == 0, words > 1 || numbersOrCommas == 0 else { return nil }
        // `WELCOME TO MAMAK CORNER` names the shop after the greeting.
        if text.isWord(start, "welcome") { start += text.isWord(start + 1, "to") ? 2 : 1 }
        // Symbols before the first word go, except a bracket closed on the line: `(M) SDN BHD`.
        while start < end, text.tokens[start].kind == .symbol,
            !(text.isSymbol(start, "(") && (start..<end).contains { text.isSymbol($0, ")") })
        {
            start += 1
        }
        // `MAMAK CORNER SDN BHD (1234567-X)`: drop a registration number in brackets, and the rest of
        // the line with it; one closed before the name (`(1234567-X) MAMAK CORNER`) goes alone (a
        // bracket at the start is still there only when it closes on the line, above).
        var open = start
        while open < end {
            if text.isSymbol(open, "(") {
                let close = (open..<end).first { text.isSymbol($0, ")") } ?? end
                if (open..<close).contains(where: { text.tokens[$0].kind == .number }) {
                    guard open == start else {
                        end = open
                        break
                    }
                    start = close + 1
                }
            }
            open += 1
        }
        while end > start, text.tokens[end - 1].kind == .symbol, !text.isSymbol(end - 1, ")"),
            !text.isSymbol(end - 1, ".")
        { end -= 1 }
        guard end > start else { return nil }
        return text.text(from: start, through: end - 1)
    }

}
