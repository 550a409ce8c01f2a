/// Reads a transaction-history screen (a list of rows, each with a title, an amount and a date)
/// into one draft per row.
///
/// Two layouts are read: each row followed by its own date and time line (`MAMAK CORNER`,
/// `-RM12.50`, `02 Dec 2026 13:45`), and rows grouped under day headings (`Today`,
/// `MAMAK CORNER`, `-RM12.50`, `1:45 PM`). When a date comes before the first amount, the screen
/// is grouped: each line with a date and no time opens a group. Otherwise the date and time lines
/// below an amount are that row's, and so is a reference line below them (`Ref No: 260312001`);
/// a reference line between a title and its amount is that row's too. A statement row with its
/// date, name and amount on one line (`02/12/2026 DUITNOW QR MAMAK CORNER -12.50`) is read too.
///
/// Promises: one draft per row, in screen order; a row marked failed, declined, cancelled or
/// reversed gives no draft; a balance line is never a row; a row's title that only names the
/// kind of movement (`Payment`, `Reload`, `DuitNow QR`) gives its direction, not its merchant.
enum HistoryReader {
    /// What one line of the screen is. Kept small (no amount or date inside, only where to find
    /// them), as a long history has one per line.
    enum LineKind {
        /// A blank line, or one of symbols alone (`-----`, `* * *`): a rule drawn between rows
        /// or inside one says nothing of the row.
        case empty
        /// A row's amount: its index in `TextEvidence.amounts`.
        case anchor(amountIndex: Int)
        case dateTime(hasDate: Bool, hasTime: Bool)
        /// A line that starts with a reference label (`Ref No: 260312001`): a detail of a row,
        /// never its title.
        case reference
        case chrome
        case text
    }

    /// One row of the screen, by line numbers: up to two title lines above its amount, and the
    /// last of the date and time lines below it.
    private struct Row {
        var firstTitle: Int?
        var secondTitle: Int?
        var anchor: Int
        var lastLine: Int
        /// The line of the day heading the row sits under, if any.
        var headingLine: Int?
        /// When the amount's line is a sentence: its last line, the sentence wrapped onto the lines below.
        var sentenceEnd: Int?

        var titleLines: [Int] { [firstTitle, secondTitle].compactMap { $0 } }
    }

    static func classify(_ evidence: TextEvidence) -> [LineKind] {
        let text = evidence.text
        var kinds: [LineKind] = []
        kinds.reserveCapacity(text.lines.count)
        var amountIndex = 0
        var sentences: [Int] = []
        var plainRows = 0
        for line in 0..<text.lines.count {
            let firstAmount = amountIndex
            while amountIndex < evidence.amounts.count, evidence.amounts[amountIndex].line <= line { amountIndex += 1 }
            let onLine = firstAmount..<amountIndex
            let range = text.lines[line]
            if range.allSatisfy({ text.tokens[$0].kind == .symbol }) {
                kinds.append(.empty)
                continue
            }
            let startsWithReference = startsWithReferenceLabel(evidence, range)
            if evidence.fields.labelledLines.contains(line) {
                kinds.append(startsWithReference ? .reference : .chrome)
                continue
            }
            if let anchor = onLine.first(where: { index in
                let amount = evidence.amounts[index]
                return amount.line == line && (amount.currencyWritten || amount.sign != 0) && amount.minorUnits > 0
                    && evidence.exclusion(of: amount) == nil
            }) {
                // A row's title is short; a notification pasted among others is a sentence of its own, of any length.
                let short = letterWords(text, line: line) <= 8
                let sentence = sentenceLine(evidence, evidence.amounts[anchor]) != nil
                if short || sentence {
                    if sentence { sentences.append(line) } else { plainRows += 1 }
                    kinds.append(.anchor(amountIndex: anchor))
                    continue
                }
            }
            if startsWithReference {
                kinds.append(.reference)
                continue
            }
            if onLine.contains(where: { evidence.amounts[$0].line == line }) {
                kinds.append(.chrome)
                continue
            }
            if let found = dateTime(evidence, range) {
                kinds.append(.dateTime(hasDate: found.date != nil, hasTime: found.time != nil))
                continue
            }
            kinds.append(isChrome(evidence, range) ? .chrome : .text)
        }
        // Beside a short row that is no sentence (`You saved RM3.00 with your promo code.`), a
        // sentence is one notification's, not a row of a list, however short or wrapped: it is read
        // as a line with an amount.
        if plainRows > 0 {
            for line in sentences { kinds[line] = .chrome }
        }
        return kinds
    }

    /// Whether the line starts, after any symbols, with a reference label (`Ref No: 260312001`,
    /// `Reference No. 1234567890`): the parser's reference cues, which hold every label of that field.
    private static func startsWithReferenceLabel(_ evidence: TextEvidence, _ range: Range<Int>) -> Bool {
        var index = range.lowerBound
        while index < range.upperBound, evidence.text.tokens[index].kind == .symbol { index += 1 }
        return index < range.upperBound && evidence.hit(startingAt: index)?.cue == .referenceLabel
    }

    /// Words of letters on the line, other than currency words: a row's title is short.
    private static func letterWords(_ text: ScannedText, line: Int) -> Int {
        text.lines[line].reduce(0) { count, index in
            text.tokens[index].kind == .word && text.facts[index].currencyIndex < 0 ? count + 1 : count
        }
    }

    /// Two or more rows: amounts with a currency or a sign on short lines of their own.
    static func looksLikeHistory(_ kinds: [LineKind]) -> Bool {
        var anchors = 0
        for kind in kinds { if case .anchor = kind { anchors += 1 } }
        return anchors >= 2
    }

    static func read(_ evidence: TextEvidence, _ kinds: [LineKind]) -> ParseOutcome {
        let text = evidence.text
        let anchorLines = kinds.indices.filter { if case .anchor = kinds[$0] { return true } else { return false } }
        guard let firstAnchor = anchorLines.first else { return .rejected(.noAmount) }
        let firstDateLine = kinds.indices.first {
            if case .dateTime(let hasDate, _) = kinds[$0] { return hasDate } else { return false }
        }
        let headingLayout = (firstDateLine ?? Int.max) < firstAnchor

        var rows: [Row] = []
        rows.reserveCapacity(anchorLines.count)
        var headingLine: Int?
        var line = 0
        for anchor in anchorLines {
            // The last two text lines since the last date, amount or furniture line.
            var titles: (previous: Int?, last: Int?) = (nil, nil)
            while line < anchor {
                switch kinds[line] {
                case .dateTime(let hasDate, _):
                    if hasDate { headingLine = line }
                    titles = (nil, nil)
                case .text: titles = (titles.last, line)
                case .chrome, .anchor: titles = (nil, nil)
                case .empty, .reference: break
                }
                line += 1
            }
            var lastLine = anchor
            var sentenceEnd: Int?
            if case .anchor(let amountIndex) = kinds[anchor],
                sentenceLine(evidence, evidence.amounts[amountIndex]) != nil
            {
                sentenceEnd = anchor
            }
            line = anchor + 1
            below: while line < kinds.count {
                switch kinds[line] {
                case .text where sentenceEnd == line - 1 && continuesSentence(evidence, line: line):
                    sentenceEnd = line
                    lastLine = line
                case .empty: break
                case .reference: lastLine = line
                case .dateTime(let hasDate, let hasTime):
                    if headingLayout && hasDate && !hasTime { break below }
                    lastLine = line
                case .anchor, .chrome, .text: break below
                }
                line += 1
            }
            let (first, second) = titles.previous == nil ? (titles.last, nil) : (titles.previous, titles.last)
            rows.append(
                Row(
                    firstTitle: first, secondTitle: second, anchor: anchor, lastLine: lastLine,
                    headingLine: headingLine,
                    sentenceEnd: sentenceEnd))
        }

        let firstRowLine = rows.first.map { $0.firstTitle ?? $0.anchor } ?? 0
        let header = firstRowLine > 0 ? evidence.tokens(fromLine: 0, throughLine: firstRowLine - 1) : 0..<0
        let accountHint = AccountHintScanner.hint(evidence, in: header)
        var assemblers: [DraftAssembler] = []
        assemblers.reserveCapacity(rows.count)
        var firstRejection: ParseRejection?
        for row in rows {
            guard case .anchor(let amountIndex) = kinds[row.anchor] else { continue }
            let amount = evidence.amounts[amountIndex]
            let range = evidence.tokens(fromLine: row.firstTitle ?? row.anchor, throughLine: row.lastLine)
            if let reason = RejectionRules.overridingReason(evidence, in: range) {
                if firstRejection == nil { firstRejection = reason }
                continue
            }
            let direction = DirectionReader.read(evidence, sign: amount.sign, in: range)
            var assembler = DraftAssembler(amount: amount, direction: direction)
            // A row written as a sentence is a notification of its own, pasted with others: its
            // payee follows `to` or `from` as in one notification (the sentence's other words name
            // no one), and it may name its own bank.
            let sentence = row.sentenceEnd.map { evidence.tokens(fromLine: row.anchor, throughLine: $0) }
            if let sentence {
                assembler.merchant =
                    MerchantScanner.afterPreposition(
                        evidence, amount: amount, direction: direction.direction, within: sentence)
                    ?? merchant(evidence, titleLines: row.titleLines, anchor: nil)
            } else {
                assembler.merchant = merchant(evidence, titleLines: row.titleLines, anchor: amount)
            }
            assembler.date =
                DateScanner.firstDate(in: text, range: range, reference: evidence.referenceDay)
                ?? row.headingLine.flatMap { dateTime(evidence, text.lines[$0])?.date }
            assembler.time = DateScanner.firstTime(in: text, range: range)
            assembler.reference = ReferenceScanner.firstReference(evidence, in: range)
            assembler.accountHint = sentence.flatMap { AccountHintScanner.hint(evidence, in: $0) } ?? accountHint
            // A sentence that names no one and repeats the amount and direction of the row above
            // (`RM50.00 has been credited to your account.` under `You received RM50.00 from ALI.`)
            // says that row again: one movement, one draft, with what the sentence adds.
            if sentence != nil, assembler.merchant == nil, let previous = assemblers.last,
                previous.amount.money == amount.money, previous.direction.direction == direction.direction
            {
                assemblers[assemblers.count - 1] = previous.filled(from: assembler)
                continue
            }
            assemblers.append(assembler)
        }
        if assemblers.isEmpty { return .rejected(firstRejection ?? .noAmount) }
        return .drafted(assemblers.map { $0.draft(referenceDay: evidence.referenceDay) })
    }

    /// The tokens of the amount's line when it is a sentence: a verb that says money moved
    /// (`paid`, `received`, `credited`, `sent you`, `reloaded`) ending after the line's first word
    /// (`Maybank: You paid RM10.00 to KEDAI ALI`, `RM50.00 has been credited to your account`, `You
    /// have received RM25.00`, whose phrase opens with the subject). A statement row
    /// names the kind of movement (`PAYMENT`, `DUITNOW QR`), and a row's title may open with it
    /// as a label (`Refund - Uniqlo Official Store`, `Received from ALI`).
    private static func sentenceLine(_ evidence: TextEvidence, _ amount: AmountCandidate) -> Range<Int>? {
        let text = evidence.text
        let line = text.lines[amount.line]
        guard let firstWord = line.first(where: { text.tokens[$0].kind == .word }) else { return nil }
        let verb = evidence.hits(in: line).contains { hit in
            switch hit.cue {
            case .moneyOut(strong: true), .moneyIn(strong: true), .reload(done: true): return hit.end - 1 > firstWord
            default: return false
            }
        }
        return verb ? line : nil
    }

    /// Whether the line goes on with the sentence above it, wrapped where a screen or a paste broke
    /// it: it opens with a word in lower case (`from TAN MEI LING` under `You have received RM25.00`),
    /// where a row's title opens with a capital or a digit; or the line above ends with a word that
    /// leads to a name (`You received RM50.00 from` above `ALI BIN ABU`); or it ends with a word and
    /// this line holds the rest of a name before the sentence goes on (`You paid RM12.50 to MAMAK
    /// CORNER` above `SDN BHD on 02/12/2026`).
    private static func continuesSentence(_ evidence: TextEvidence, line: Int) -> Bool {
        let text = evidence.text
        guard line > 0, let first = text.lines[line].first, let above = text.lines[line - 1].last else { return false }
        let token = text.tokens[first]
        if token.kind == .word && (0x61...0x7A).contains(token.byte) { return true }
        guard text.tokens[above].kind == .word else { return false }
        return MerchantScanner.prepositions.contains(text.words[above])
            || MerchantScanner.wrapsName(evidence, line: line)
    }

    /// The words beside the amount on its own line (a statement row; none when `anchor` is nil),
    /// else the first title line above it that names someone once its kind-of-movement words are dropped.
    private static func merchant(_ evidence: TextEvidence, titleLines: [Int], anchor: AmountCandidate?) -> String? {
        let text = evidence.text
        if let anchor {
            let anchorLine = text.lines[anchor.line]
            if anchorLine.lowerBound < anchor.start,
                let name = nameAfterType(evidence, from: anchorLine.lowerBound, to: anchor.start)
            {
                return name
            }
            if anchor.end < anchorLine.upperBound,
                let name = nameAfterType(evidence, from: anchor.end, to: anchorLine.upperBound)
            {
                return name
            }
        }
        for line in titleLines {
            if let name = nameAfterType(evidence, from: text.lines[line].lowerBound, to: text.lines[line].upperBound) {
                return name
            }
        }
        return nil
    }

    private static func nameAfterType(_ evidence: TextEvidence, from start: Int, to end: Int) -> String? {
        let text = evidence.text
        var index = start
        // A statement row starts with its date: `02/12/2026 DUITNOW QR MAMAK CORNER -12.50`.
        while index < end {
            if let date = DateScanner.date(
                in: text, at: index, reference: evidence.referenceDay, order: evidence.dateOrder)
            {
                index = date.end
            } else if let time = DateScanner.time(in: text, at: index) {
                index = time.end
            } else if text.tokens[index].kind == .symbol {
                index += 1
            } else {
                break
            }
        }
        if let hit = evidence.hit(startingAt: index) {
            switch hit.cue {
            case .moneyIn, .moneyOut, .reload, .completed: index = hit.end
            default: break
            }
        }
        while index < end,
            text.tokens[index].kind == .symbol || ParserVocabulary.historyRowPrepositions.contains(text.words[index])
        {
            index += 1
        }
        guard index < end else { return nil }
        return MerchantScanner.phrase(evidence, from: index, limit: end)
    }

    /// A line made only of dates, times and filler (`02 Dec 2026, 1:45 PM`, `Today`).
    private static func dateTime(
        _ evidence: TextEvidence, _ range: Range<Int>
    ) -> (date: DateScanner.FoundDate?, time: DateScanner.FoundTime?)? {
        let text = evidence.text
        var date: DateScanner.FoundDate?
        var time: DateScanner.FoundTime?
        var index = range.lowerBound
        while index < range.upperBound {
            if date == nil,
                let found = DateScanner.date(
                    in: text, at: index, reference: evidence.referenceDay, order: evidence.dateOrder),
                found.end <= range.upperBound
            {
                date = found
                index = found.end
            } else if time == nil, let found = DateScanner.time(in: text, at: index), found.end <= range.upperBound {
                time = found
                index = found.end
            } else if text.tokens[index].kind == .symbol || text.isWord(index, "at") || text.isWord(index, "on") {
                index += 1
            } else {
                return nil
            }
        }
        if date == nil && time == nil { return nil }
        return (date, time)
    }

    /// Screen furniture: titles, tabs, filters, month headings, a wallet's name, a balance line.
    private static func isChrome(_ evidence: TextEvidence, _ range: Range<Int>) -> Bool {
        let text = evidence.text
        var institutionEnds: Set<Int> = []
        for hit in evidence.hits(in: range) {
            switch hit.cue {
            case .balance: return true
            case .institution: for index in hit.start..<hit.end { institutionEnds.insert(index) }
            default: continue
            }
        }
        for index in range where !institutionEnds.contains(index) {
            switch text.tokens[index].kind {
            case .symbol: continue
            case .number: if text.length(index) != 4 { return false }
            case .word:
                let word = text.words[index]
                if !ParserVocabulary.historyChromeWords.contains(word) && text.facts[index].month == 0 { return false }
            }
        }
        return true
    }

}
