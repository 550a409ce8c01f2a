/// Everything the readers need to know about one text, found in one pass each: the cue phrases,
/// the amounts and the labelled fields.
///
/// Promises: built once per text; readers only look things up in it.
struct TextEvidence {
    let text: ScannedText
    let hits: [CueHit]
    let amounts: [AmountCandidate]
    let fields: LabelledFields
    /// The currency of an amount written without one: the account's, unless no bare amount reads
    /// in it and every amount the text writes with a currency is in one currency without decimals
    /// (`¥3,700`, `3,364円`), or it writes none and its script is one country's
    /// (`TextEvidence.scriptCurrency`): such receipts print their amounts bare and grouped (`3,700`).
    let defaultCurrency: Currency
    let referenceDay: CalendarDay
    /// How a date such as `03/12/18` is read (`DateOrder`). Month first only when money is written
    /// with a lone `$` (as the US writes it; a Malaysian bank writes `USD 12.99` or `US$`), every
    /// amount written with its currency is in `ParserVocabulary.monthFirstCurrencies`, no other
    /// currency is named anywhere (`Amount (RM):`), and no bank or wallet of
    /// `ParserVocabulary.institutions` (all of them day first) sent it. Year first when every amount
    /// written with its currency is in `ParserVocabulary.yearFirstCurrencies` and no other currency
    /// is named, or none is written and the script is of a country of those (kana, Hangul). Else
    /// day first.
    let dateOrder: DateOrder

    init(_ text: ScannedText, defaultCurrency: Currency, referenceDay: CalendarDay) {
        self.text = text
        self.referenceDay = referenceDay
        let range = 0..<text.tokens.count
        hits = ParserVocabulary.cueTable.hits(in: text, range: range).map {
            CueHit(cue: $0.value, start: $0.start, end: $0.end)
        }
        var scanned = AmountScanner.amounts(in: text, range: range, defaultCurrency: defaultCurrency)
        // The one currency written beside amounts, if only one is; whether an amount is bare.
        var onlyWritten: Currency?
        var severalWritten = false
        var bareAmount = false
        for amount in scanned {
            guard amount.currencyWritten else {
                bareAmount = true
                continue
            }
            if let first = onlyWritten, first != amount.currency { severalWritten = true }
            onlyWritten = onlyWritten ?? amount.currency
        }
        let scriptCurrency = onlyWritten == nil ? TextEvidence.scriptCurrency(text) : nil
        let own = severalWritten ? nil : onlyWritten ?? scriptCurrency
        // A bare amount read in the account's currency (`charged 112.35 for JPY 3,700`) keeps it.
        if let own, own.minorUnitDigits == 0, own != defaultCurrency, !bareAmount {
            self.defaultCurrency = own
            scanned = AmountScanner.amounts(in: text, range: range, defaultCurrency: own)
        } else {
            self.defaultCurrency = defaultCurrency
        }
        if scanned.contains(where: \.dollarSign), let local = TextEvidence.localDollar(text) {
            amounts = scanned.map { amount in
                amount.dollarSign && amount.currency.minorUnitDigits == local.minorUnitDigits
                    ? amount.written(in: local) : amount
            }
        } else {
            amounts = scanned
        }
        fields = LabelledFields(text)
        let written = amounts.filter(\.currencyWritten).map(\.currency.code)
        let loneDollar = text.tokens.indices.contains { index in
            text.isSymbol(index, "$") && !(index > 0 && text.isJoined(index) && text.tokens[index - 1].kind == .word)
        }
        func namesOther(than currencies: Set<String>) -> Bool {
            text.facts.contains { facts in
                facts.currencyIndex >= 0 && !currencies.contains(Currency.known[Int(facts.currencyIndex)].code)
            }
        }
        let monthFirst =
            loneDollar && !namesOther(than: ParserVocabulary.monthFirstCurrencies)
            && written.allSatisfy { ParserVocabulary.monthFirstCurrencies.contains($0) }
            && !hits.contains {
                if case .institution(_, let isPayApp) = $0.cue { return !isPayApp } else { return false }
            }
        let yearFirst =
            written.isEmpty
            ? scriptCurrency.map { ParserVocabulary.yearFirstCurrencies.contains($0.code) } ?? false
            : written.allSatisfy { ParserVocabulary.yearFirstCurrencies.contains($0) }
                && !namesOther(than: ParserVocabulary.yearFirstCurrencies)
        dateOrder = monthFirst ? .monthFirst : yearFirst ? .yearFirst : .dayFirst
    }

    /// The currency of the one country that writes the text's script, by the first letter of its
    /// words: kana are Japan's (yen), Hangul Korea's (won); nil for any other text (Chinese
    /// characters alone are written in several countries).
    static func scriptCurrency(_ text: ScannedText) -> Currency? {
        for token in text.tokens where token.kind == .word && token.byte >= 0xE3 && token.end - token.start >= 3 {
            let lead = token.byte, next = text.bytes[token.start + 1]
            if lead == 0xE3, (0x81...0x83).contains(next) { return .jpy }
            if (0xEA...0xED).contains(lead), lead != 0xEA || next >= 0xB0, lead != 0xED || next <= 0x9E { return .krw }
        }
        return nil
    }

    /// What a lone `$` means in `text` when the text itself says: the currency of the country whose
    /// company form it prints (`… SDN BHD` is Malaysia's; a Malaysian till that prints `$` means
    /// ringgit), else the one currency other than a dollar it names (`TOTAL (RM)`); nil when it says
    /// neither, and `ParserVocabulary.dollar(home:)` decides. The company form comes first: a named
    /// currency may be a misread `$` (OCR reads `$8.60` as `£8.60`), the company's country is not.
    static func localDollar(_ text: ScannedText) -> Currency? {
        for (words, code) in ParserVocabulary.companyFormCurrencies {
            for index in text.tokens.indices where text.match(words, at: index) != nil {
                return Currency(code: code)
            }
        }
        var named: Set<Currency> = []
        for index in text.tokens.indices where text.facts[index].currencyIndex >= 0 {
            // `AmountScanner.currencyWord` knows `SDN BHD` for a company, not Bahraini dinars.
            guard let (currency, _) = AmountScanner.currencyWord(text, index) else { continue }
            if !ParserVocabulary.dollarCurrencies.contains(currency.code) { named.insert(currency) }
        }
        return named.count == 1 ? named.first : nil
    }

    /// The cues that start in tokens `range` (all of them when nil), in text order. Found by
    /// binary search, as `hits` are in text order without overlaps, so a reader that asks once per
    /// line or row of a long text stays linear.
    func hits(in range: Range<Int>?) -> ArraySlice<CueHit> {
        guard let range else { return hits[...] }
        return hits[firstHit(from: range.lowerBound)..<firstHit(from: range.upperBound)]
    }

    /// The cue that starts exactly at token `index`, if any.
    func hit(startingAt index: Int) -> CueHit? {
        let position = firstHit(from: index)
        return position < hits.count && hits[position].start == index ? hits[position] : nil
    }

    /// The index of the first hit starting at or after token `index`.
    private func firstHit(from index: Int) -> Int {
        var low = 0, high = hits.count
        while low < high {
            let middle = (low + high) / 2
            if hits[middle].start < index { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Whether any cue in tokens `range` (the whole text by default) satisfies `test`.
    func has(in range: Range<Int>? = nil, _ test: (Cue) -> Bool) -> Bool {
        hits(in: range).contains { test($0.cue) }
    }

    func has(_ cue: Cue, in range: Range<Int>? = nil) -> Bool {
        has(in: range) { $0 == cue }
    }

    /// Why an amount is not the transaction's own: it sits in a clause about a balance, a limit,
    /// a fee, cashback or points, or a period's spending (`this month`), or is followed by such a
    /// word (`RM2.00 cashback`, `RM5 off`).
    func exclusion(of amount: AmountCandidate) -> ParseRejection? {
        let tokens = text.tokens
        let clause = tokens[amount.start].clause
        // The clause's hits before the amount, walked back from it (a clause is a run of tokens),
        // and the first of them in text order that excludes the amount decides.
        var excluded: ParseRejection?
        var period = false
        let after = firstHit(from: amount.start)
        var position = after - 1
        while position >= 0, tokens[hits[position].start].clause == clause {
            switch hits[position].cue {
            case .balance: excluded = .balanceNotice
            case .rewards: excluded = .rewards
            case .fee: excluded = .noAmount
            case .period: period = true
            default: break
            }
            position -= 1
        }
        if let excluded { return excluded }
        // `You spent RM1,234.00 this month`: a period's sum, wherever the period stands in the clause.
        position = after
        while !period, position < hits.count, tokens[hits[position].start].clause == clause {
            period = hits[position].cue == .period
            position += 1
        }
        if period { return .spendingSummary }
        if amount.end < tokens.count, tokens[amount.end].line == amount.line {
            switch text.words[amount.end] {
            case "cashback", "points", "pts", "rebate", "stars", "coins": return .rewards
            case "off", "voucher", "discount": return .promotion
            case "fee", "charge", "charges": return .noAmount
            default: break
            }
        }
        return nil
    }

    /// Amounts that can be the transaction's, in tokens `range`: above zero (`RM0` opens many
    /// bank SMS) and not excluded.
    func usableAmounts(in range: Range<Int>) -> [AmountCandidate] {
        amounts.filter { range.contains($0.start) && $0.minorUnits > 0 && exclusion(of: $0) == nil }
    }

    /// Tokens from the first token of line `first` to the last token of line `last`.
    func tokens(fromLine first: Int, throughLine last: Int) -> Range<Int> {
        text.lines[first].lowerBound..<text.lines[last].upperBound
    }
}
