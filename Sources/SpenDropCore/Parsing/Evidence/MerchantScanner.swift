/// Reads who was paid or who paid: after `to`, `at`, `for` or `from` in a sentence, from a
/// labelled field, or from the title line of a wallet notification.
///
/// Promises: the name is the text as written, with spaces tidied and trailing punctuation
/// dropped; it never runs into a date, a time, an amount or words like `on`, `via`, `Ref`.
enum MerchantScanner {
    /// The phrase after the preposition that suits the direction: `to`/`at` (then `for`) for
    /// Money Out, `from` for Money In; searched after the amount first, then before it, within
    /// tokens `range` (one notification of several pasted together), the whole text when nil.
    static func afterPreposition(
        _ evidence: TextEvidence, amount: AmountCandidate,
        direction: TransactionDraft.Direction, within range: Range<Int>? = nil
    ) -> String? {
        let groups =
            direction == .moneyOut ? ParserVocabulary.merchantPrepositions : ParserVocabulary.senderPrepositions
        let bounds = range ?? 0..<evidence.text.tokens.count
        for group in groups {
            if let name = search(evidence, group.words, after: group.after, in: amount.end..<bounds.upperBound) {
                return name
            }
            if let name = search(evidence, group.words, after: group.after, in: bounds.lowerBound..<amount.start) {
                return name
            }
            if direction == .moneyIn, let name = subjectOfSentYou(evidence, in: range) { return name }
        }
        return nil
    }

    /// `SITI sent you RM20.00`, `Ali paid you`, `ALI BIN ABU has transferred RM50.00 to you`: the
    /// sender is the clause's subject, before a verb that names the user (`… you`) or whose line
    /// goes on to `to you` (`DirectionReader.endsAPhrase`).
    private static func subjectOfSentYou(_ evidence: TextEvidence, in range: Range<Int>?) -> String? {
        let text = evidence.text
        let hits = evidence.hits(in: range)
        func toYouLater(_ hit: CueHit) -> Bool {
            hits.contains { later in
                later.cue == .toYou && later.start >= hit.end
                    && text.tokens[later.start].line == text.tokens[hit.start].line
                    && DirectionReader.endsAPhrase(later, in: text)
            }
        }
        for hit in hits where hit.start > 0 {
            switch hit.cue {
            case .moneyIn(strong: true) where text.words[hit.end - 1] == "you": break
            case .moneyOut(strong: true) where toYouLater(hit): break
            default: continue
            }
            let clause = text.tokens[hit.start].clause, line = text.tokens[hit.start].line
            var start = hit.start
            while start > 0, text.tokens[start - 1].clause == clause, text.tokens[start - 1].line == line {
                start -= 1
            }
            // `Alert: SITI sent you`, `10:15 SITI sent you`, `02/12/2026 SITI sent you`: a label before a colon, a
            // date, a time and an amount are not the sender, who starts after the last of them. They are read from
            // the line's start: one that began in an earlier clause may end in this one (`10:15 p.m SITI sent you`,
            // whose `p.` ended a clause).
            var position = start
            while position > 0, text.tokens[position - 1].line == line { position -= 1 }
            while position < hit.start {
                if let end = otherValueEnd(evidence, at: position) {
                    start = max(start, end)
                    position = end
                } else {
                    if text.isSymbol(position, ":") { start = max(start, position + 1) }
                    position += 1
                }
            }
            while start < hit.start, text.tokens[start].kind == .symbol { start += 1 }
            guard start < hit.start else { continue }
            if let hitBefore = evidence.hits(in: start..<hit.start).last(where: { $0.end <= hit.start }),
                case .institution = hitBefore.cue
            {
                start = hitBefore.end
                while start < hit.start, text.tokens[start].kind == .symbol { start += 1 }
            }
            var end = hit.start
            while end > start, ParserVocabulary.auxiliaryVerbs.contains(text.words[end - 1]) { end -= 1 }
            guard start < end else { continue }
            let name = text.text(from: start, through: end - 1)
            if name.contains(where: \.isLetter) { return name }
        }
        return nil
    }

    /// Every word after which a payee or a sender may be named: a sentence whose line ends with one
    /// goes on with the name on the next line.
    static let prepositions: Set<String> = (ParserVocabulary.merchantPrepositions + ParserVocabulary.senderPrepositions)
        .reduce(into: []) {
            $0.formUnion($1.words)
        }

    /// The first phrase after one of `prepositions` in `range`; with `after`, the preposition
    /// counts only when one of those words comes right before it (`order from`).
    private static func search(
        _ evidence: TextEvidence, _ prepositions: Set<String>, after: Set<String>?,
        in range: Range<Int>
    ) -> String? {
        let text = evidence.text
        for index in range where text.tokens[index].kind == .word && prepositions.contains(text.words[index]) {
            if let after, index == 0 || !after.contains(text.words[index - 1]) { continue }
            let start = index + 1
            guard start < text.tokens.count else { continue }
            // A preposition that ends a wrapped line: the name is the next line.
            if text.tokens[start].line != text.tokens[index].line,
                text.lines[text.tokens[start].line].lowerBound != start
            {
                continue
            }
            if text.facts[start].flags.contains(.notAMerchantStart), !startsCapitalisedName(text, at: start) {
                continue
            }
            if text.tokens[start].kind == .symbol, !text.isSymbol(start, "(") { continue }
            if namesOwnAccount(evidence, at: start) { continue }
            // Searched before the amount, the name ends where the amount starts, even one with
            // no currency (`Paid to KEDAI ALI 12.50`), which a name could otherwise hold.
            if let name = phrase(
                evidence, from: start, limit: range.upperBound < text.tokens.count ? range.upperBound : nil)
            {
                return name
            }
        }
        return nil
    }

    /// `to THE COFFEE BEAN` or `to The Coffee Bean` in a text written in both cases: `THE` or `The`
    /// before a word that starts with a capital begins a name, where `to the merchant` and `to The
    /// merchant` do not. A text in capitals throughout says nothing by its case, so there `THE`
    /// stays no start.
    private static func startsCapitalisedName(_ text: ScannedText, at start: Int) -> Bool {
        func capitalised(_ index: Int) -> Bool {
            let token = text.tokens[index]
            return token.kind == .word && (0x41...0x5A).contains(text.bytes[token.start])
        }
        guard text.words[start] == "the", capitalised(start), start + 1 < text.tokens.count,
            text.tokens[start + 1].line == text.tokens[start].line, capitalised(start + 1)
        else { return false }
        return text.bytes.contains { (0x61...0x7A).contains($0) }
    }

    /// `charged to GrabPay Wallet`, `credited to Maybank account`: a bank or wallet followed by
    /// an account word or the end of the clause is the user's own account, not the merchant;
    /// `to BOOST JUICE BARS` is a merchant.
    private static func namesOwnAccount(_ evidence: TextEvidence, at start: Int) -> Bool {
        let text = evidence.text
        guard let hit = evidence.hit(startingAt: start), case .institution = hit.cue else { return false }
        guard hit.end < text.tokens.count, text.tokens[hit.end].line == text.tokens[start].line,
            text.tokens[hit.end].kind == .word
        else { return true }
        return ParserVocabulary.ownAccountWords.contains(text.words[hit.end])
    }

    /// The merchant phrase that starts at token `start`, or nil when it is empty. Its first word may
    /// be one that ends a name anywhere after it (a stop word). With `limit`, the phrase ends
    /// before that token.
    static func phrase(_ evidence: TextEvidence, from start: Int, limit: Int? = nil) -> String? {
        let text = evidence.text
        let tokens = text.tokens
        let line = tokens[start].line
        let end = min(limit ?? tokens.count, tokens.count)
        var index = start
        var last = start - 1
        var openBracket: Int?
        var endsAtValue = false
        while index < end, tokens[index].line == line, index - start < 14 {
            let token = tokens[index]
            if startsOtherValue(evidence, at: index) {
                endsAtValue = true
                break
            }
            if text.isSymbol(index, "(") { openBracket = openBracket ?? index }
            if text.isSymbol(index, ")") { openBracket = nil }
            // A name is written in one script: `给 MAMAK CORNER。参考编号` ends where the Chinese resumes.
            if token.kind == .word, index > start, text.isIdeograph(index) != text.isIdeograph(start) { break }
            if token.kind == .word {
                if index > start, text.facts[index].flags.contains(.merchantStop) { break }
                if text.isWord(index, "ending") { break }
            } else if token.kind == .symbol {
                if !continuesName(text, at: index) { break }
            }
            last = index
            index += 1
        }
        // A name cut by the end of its line goes on at the start of the next when the sentence does too.
        if index < end, tokens[index].line == line + 1, index - start < 14,
            let wrapped = wrappedNameEnd(evidence, from: index, before: end)
        {
            last = wrapped
        }
        // A `limit` on the name's line is where a value starts too (the amount the name was searched before).
        if !endsAtValue, index == end, end < tokens.count, tokens[end].line == line {
            endsAtValue = startsOtherValue(evidence, at: end)
        }
        // `KEDAI ALI (total RM12.50)`: a bracket still open when an amount or a date starts holds
        // words about that value, not the rest of the name.
        if endsAtValue, let openBracket { last = openBracket - 1 }
        // `to SITI AMINAH of RM50.00`: a word that leads into the amount is not the name's last.
        while endsAtValue, last >= start, tokens[last].kind == .word,
            ParserVocabulary.amountLeadWords.contains(text.words[last])
        {
            last -= 1
        }
        while last >= start, tokens[last].kind == .symbol, !keepsAtEnd(text, last, start: start) { last -= 1 }
        guard last >= start else { return nil }
        let name = text.text(from: start, through: last)
        return name.contains(where: \.isLetter) ? name : nil
    }

    /// The last token of the rest of a name that a screen wrapped onto the line starting at `first`
    /// (`to KEDAI` / `RUNCIT AH SENG successful.`): words that open with a capital, up to the word
    /// that ends a name or the date, time or amount the sentence goes on with. Nil when that line
    /// holds a name alone (`MAYBANK2U`), opens with such a word (`Date: 02/12/2026`, `REF 1234`)
    /// or with a bank or wallet, or breaks off at anything else.
    private static func wrappedNameEnd(_ evidence: TextEvidence, from first: Int, before end: Int) -> Int? {
        let text = evidence.text
        let tokens = text.tokens
        guard tokens[first].kind == .word, (0x41...0x5A).contains(tokens[first].byte) else { return nil }
        if let hit = evidence.hit(startingAt: first), case .institution = hit.cue { return nil }
        var index = first
        while index < end, tokens[index].line == tokens[first].line {
            if startsOtherValue(evidence, at: index) { break }
            guard tokens[index].kind == .word else { return nil }
            if text.facts[index].flags.contains(.merchantStop) { break }
            index += 1
        }
        guard index > first, index < end, tokens[index].line == tokens[first].line else { return nil }
        return index - 1
    }

    /// Whether `line` opens with the rest of a name wrapped from the line above, the sentence going
    /// on after it (`SDN BHD on 02/12/2026`).
    static func wrapsName(_ evidence: TextEvidence, line: Int) -> Bool {
        guard let first = evidence.text.lines[line].first else { return false }
        return wrappedNameEnd(evidence, from: first, before: evidence.text.tokens.count) != nil
    }

    /// A date, a time or an amount starts at `index`: the name has ended.
    private static func startsOtherValue(_ evidence: TextEvidence, at index: Int) -> Bool {
        otherValueEnd(evidence, at: index) != nil
    }

    /// Where the date, time or amount (with its currency written) that starts at `index` ends;
    /// nil when none starts there.
    private static func otherValueEnd(_ evidence: TextEvidence, at index: Int) -> Int? {
        let text = evidence.text
        switch text.tokens[index].kind {
        case .number:
            if let date = DateScanner.date(in: text, at: index, reference: evidence.referenceDay) { return date.end }
            if let time = DateScanner.time(in: text, at: index) { return time.end }
            guard let amount = AmountScanner.amount(in: text, at: index, defaultCurrency: evidence.defaultCurrency),
                amount.currencyWritten
            else { return nil }
            return amount.end
        case .word:
            if AmountScanner.currencyWord(text, index) != nil,
                let amount = AmountScanner.amount(in: text, at: index, defaultCurrency: evidence.defaultCurrency)
            {
                return amount.end
            }
            if text.facts[index].month == 0, !ParserVocabulary.relativeDayWords.contains(text.words[index]) {
                return nil
            }
            return DateScanner.date(in: text, at: index, reference: evidence.referenceDay)?.end
        case .symbol:
            return nil
        }
    }

    /// Punctuation that may sit inside a name: `&`, `*`, `-`, `'`, `/`, `#`, `@`, `+`, `(`, `)`,
    /// and a full stop after an abbreviation (`SDN. BHD.`) or inside a word (`A.B`), never before
    /// Chinese, which writes no space after its full stop (`山崎拉麵。参考编号`).
    private static func continuesName(_ text: ScannedText, at index: Int) -> Bool {
        switch text.tokens[index].byte {
        case UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "-"), UInt8(ascii: "'"), UInt8(ascii: "/"),
            UInt8(ascii: "#"), UInt8(ascii: "@"), UInt8(ascii: "+"), UInt8(ascii: "("), UInt8(ascii: ")"),
            UInt8(ascii: "_"):
            return true
        case UInt8(ascii: "."):
            if index + 1 < text.tokens.count, text.isJoined(index + 1), text.tokens[index + 1].kind != .symbol {
                return !text.isIdeograph(index + 1)
            }
            guard index > 0, text.tokens[index - 1].kind == .word else { return false }
            return isAbbreviation(text, index - 1)
        default:
            return false
        }
    }

    /// `SDN`, `BHD`, `Mr`, or an initial (`D.I.Y.`, `A. Rahman`).
    private static func isAbbreviation(_ text: ScannedText, _ index: Int) -> Bool {
        if text.facts[index].flags.contains(.abbreviation) { return true }
        // A lone letter or one of a chain of initials, but not the end of `ahmad_k`.
        return text.length(index) == 1 && (!text.isJoined(index) || text.isSymbol(index - 1, "."))
    }

    private static func keepsAtEnd(_ text: ScannedText, _ index: Int, start: Int) -> Bool {
        switch text.tokens[index].byte {
        case UInt8(ascii: ")"):
            // `SYARIKAT ABC (M)` keeps its bracket; in `(from SITI AMINAH)` it closes one opened
            // before the name.
            var open = 0
            for position in start..<index where text.tokens[position].kind == .symbol {
                if text.isSymbol(position, "(") { open += 1 } else if text.isSymbol(position, ")") { open -= 1 }
            }
            return open > 0
        case UInt8(ascii: "."):
            return index > start && text.tokens[index - 1].kind == .word && isAbbreviation(text, index - 1)
        default: return false
        }
    }

    /// The name written in tokens `range` (a labelled field's value, a title line): its tokens up to
    /// a date, time or amount, without the punctuation before it (`- `, a bullet) but an opening bracket.
    static func name(_ evidence: TextEvidence, in range: Range<Int>) -> String? {
        guard !range.isEmpty else { return nil }
        var start = range.lowerBound
        while start < range.upperBound && evidence.text.tokens[start].kind == .symbol
            && !evidence.text.isSymbol(start, "(")
        {
            start += 1
        }
        guard start < range.upperBound else { return nil }
        return phrase(evidence, from: start)
    }

    /// The title line of a wallet notification (`Starbucks KLCC` above `RM 23.50 with Maybank
    /// Visa`): the first line before the amount with words, no amount, date or time, no label,
    /// and no word the parser knows as a cue or as app chrome.
    static func titleLine(_ evidence: TextEvidence, before amount: AmountCandidate) -> String? {
        let text = evidence.text
        for line in 0..<amount.line {
            let range = text.lines[line]
            guard !range.isEmpty, !evidence.fields.labelledLines.contains(line), text.wordCount(line: line) <= 6 else {
                continue
            }
            if !evidence.hits(in: range).isEmpty { continue }
            var hasName = false
            var blocked = false
            for index in range {
                let token = text.tokens[index]
                if token.kind == .word, !ParserVocabulary.screenChromeWords.contains(text.words[index]) {
                    hasName = true
                }
                if token.kind == .number,
                    DateScanner.time(in: text, at: index) != nil
                        || DateScanner.date(in: text, at: index, reference: evidence.referenceDay) != nil
                {
                    blocked = true
                }
                if token.kind == .word, DateScanner.date(in: text, at: index, reference: evidence.referenceDay) != nil {
                    blocked = true
                }
            }
            if blocked || !hasName { continue }
            if evidence.amounts.contains(where: { $0.line == line }) { continue }
            // A bullet before the name (`• Starbucks KLCC`, which OCR also reads as `.` or `*`) is not part of it.
            return name(evidence, in: range)
        }
        return nil
    }

}
