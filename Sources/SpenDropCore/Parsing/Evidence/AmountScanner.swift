/// An amount of money found in a scanned text, with where it was and how it was written.
struct AmountCandidate {
    /// The magnitude in minor units; never negative.
    let minorUnits: Int64
    let currency: Currency
    /// Whether a currency (`RM`, `MYR`, `USD`) was written next to the number.
    let currencyWritten: Bool
    /// -1 for `-RM 12.50` or `(0.02)`, +1 for `+RM 50.00`, 0 when unsigned.
    let sign: Int
    /// First token (the sign or currency when written) and the index after the last one.
    let start: Int
    let end: Int
    let line: Int
    /// Whether the number was read through OCR slips (look-alike letters, a comma for a point).
    let corrected: Bool
    /// Whether a lone `$` wrote the currency: whose dollar it is the rest of the text may tell
    /// (`TextEvidence.localDollar`).
    var dollarSign = false

    /// The same amount in `other`, a currency with as many decimals.
    func written(in other: Currency) -> AmountCandidate {
        var copy = AmountCandidate(
            minorUnits: minorUnits, currency: other, currencyWritten: currencyWritten, sign: sign, start: start,
            end: end, line: line, corrected: corrected)
        copy.dollarSign = dollarSign
        return copy
    }

    var money: Money { Money(minorUnits: minorUnits, currency: currency) }
    var signedMinorUnits: Int64 { sign < 0 ? -minorUnits : minorUnits }
}

/// Finds amounts of money in a scanned text without regular expressions: a currency word or
/// sign, then digits with optional thousands grouping and decimals.
///
/// Reads `RM12.50`, `RM 1,234.50`, `MYR 89.90`, `USD 12.99`, `-RM12.50`, `+ RM 50.00`,
/// `12.50 MYR`, `RM: 12.50`, and, where a currency stands before it, OCR's `RM 1 234.50`,
/// `RM12 .50` and `RM12,50`. A bare number counts only with exactly the currency's decimals
/// (`12.50`), or, in a currency without decimals, grouped in thousands (`3,700`), so dates, times,
/// phone and reference numbers are not amounts.
///
/// Promises: integers only, never `Double`; an amount beyond `MoneyParser.largestAmount(in:)`
/// or with more decimals than its currency has is not an amount.
enum AmountScanner {
    /// Every amount in tokens `range`, left to right.
    static func amounts(in text: ScannedText, range: Range<Int>, defaultCurrency: Currency) -> [AmountCandidate] {
        var found: [AmountCandidate] = []
        var index = range.lowerBound
        while index < range.upperBound {
            if let candidate = amount(in: text, at: index, defaultCurrency: defaultCurrency),
                candidate.end <= range.upperBound
            {
                found.append(candidate)
                index = candidate.end
            } else {
                index += 1
            }
        }
        return found
    }

    /// The amount that starts at token `index` (at its sign, currency or first digit).
    static func amount(in text: ScannedText, at index: Int, defaultCurrency: Currency) -> AmountCandidate? {
        let tokens = text.tokens
        var position = index
        var sign = 0
        if tokens[position].kind == .symbol, tokens[position].byte != UInt8(ascii: "$") {
            switch tokens[position].byte {
            case UInt8(ascii: "-"): sign = -1
            case UInt8(ascii: "+"): sign = 1
            case UInt8(ascii: "("): sign = -2
            default: return nil
            }
            // A sign belongs to the amount when it touches it, or starts the line (`- RM 12.50`);
            // `Mamak Corner - RM12.50` is a dash between a name and an amount.
            position += 1
            guard position < tokens.count, tokens[position].line == tokens[index].line else { return nil }
            let startsLine = index == 0 || tokens[index - 1].line != tokens[index].line
            if tokens[position].spaceBefore && (sign == -2 || !startsLine) { return nil }
        }
        let byDollarSign = currencyWord(text, position) == nil && dollarSign(text, position, defaultCurrency) != nil
        if let (currency, afterCurrency) = currencyWord(text, position) ?? dollarSign(text, position, defaultCurrency) {
            var numberStart = afterCurrency
            if ParserVocabulary.currencyAbbreviations.contains(text.words[position]), text.isSymbol(numberStart, "."),
                numberStart + 1 < tokens.count, tokens[numberStart + 1].kind == .number
            {
                numberStart += 1
            }
            while text.isSymbol(numberStart, ":") || text.isSymbol(numberStart, "=") { numberStart += 1 }
            if sign == 0, text.isSymbol(numberStart, "-") || text.isSymbol(numberStart, "+") {
                sign = text.isSymbol(numberStart, "-") ? -1 : 1
                numberStart += 1
            }
            guard numberStart < tokens.count, tokens[numberStart].line == tokens[position].line else { return nil }
            // `EUR .93`: no whole units written, only the point and exactly the currency's decimals.
            if text.isSymbol(numberStart, "."), currency.minorUnitDigits > 0, text.isJoined(numberStart + 1),
                tokens[numberStart + 1].kind == .number, text.length(numberStart + 1) == currency.minorUnitDigits,
                !text.isJoined(numberStart + 2) || text.tokens[numberStart + 2].kind == .symbol,
                let fraction = text.integer(numberStart + 1)
            {
                let number = ScannedNumber(
                    minorUnits: Int64(fraction), fractionDigits: currency.minorUnitDigits, start: numberStart + 1,
                    end: numberStart + 2, slipped: false)
                return finish(
                    text, number, currency: currency, written: true, sign: sign, start: index, end: number.end)
            }
            guard let number = readNumber(text, at: numberStart, currency: currency, lenient: true) else {
                // `¥100.00`: yen have no decimals, so a yen sign before two of them writes yuan.
                guard currency.code == "JPY", let yuan = Currency(code: "CNY"),
                    let number = readNumber(text, at: numberStart, currency: yuan, lenient: true),
                    number.fractionDigits == 2
                else { return nil }
                return finish(text, number, currency: yuan, written: true, sign: sign, start: index, end: number.end)
            }
            var found = finish(
                text, number, currency: currency, written: true, sign: sign, start: index, end: number.end)
            found.dollarSign = byDollarSign
            return found
        }
        guard tokens[position].kind == .number else { return nil }
        if sign == 0, text.isJoined(position),
            tokens[position - 1].kind == .word
                || ".,:/".utf8.contains(tokens[position - 1].byte)
        {
            return nil
        }
        guard let bare = readNumber(text, at: position, currency: defaultCurrency, lenient: false) else {
            // A number this reading refuses may be one with a decimal comma before its currency.
            guard let (number, currency, afterCurrency) = decimalCommaAmount(text, at: position) else { return nil }
            return finish(text, number, currency: currency, written: true, sign: sign, start: index, end: afterCurrency)
        }
        // `12.50 MYR`: a currency after a number is the number's, unless a number follows it on the line, whose
        // currency it is (`card ending 4321 RM80.00`).
        if let (currency, afterCurrency) = currencyWord(text, bare.end), tokens[bare.end].line == tokens[position].line,
            !(afterCurrency < tokens.count && tokens[afterCurrency].kind == .number
                && tokens[afterCurrency].line == tokens[bare.end].line),
            let number = readNumber(text, at: position, currency: currency, lenient: false)
        {
            return finish(text, number, currency: currency, written: true, sign: sign, start: index, end: afterCurrency)
        }
        // A bare whole number is money only grouped in thousands (`3,700`) and where money has no
        // decimals: `336`, `2025`, `0392` are as often a count, a year or a number on the slip.
        let groupedWhole = defaultCurrency.minorUnitDigits == 0 && bare.isGrouped
        guard bare.fractionDigits == defaultCurrency.minorUnitDigits, bare.fractionDigits > 0 || groupedWhole else {
            return nil
        }
        var end = bare.end
        if sign == -2 {
            guard text.isSymbol(end, ")") else { return nil }
            end += 1
        } else if sign == 0, text.isSymbol(end, "-"), text.isJoined(end),
            end + 1 >= tokens.count
                || tokens[end + 1].line != tokens[end].line
                || tokens[end + 1].spaceBefore
        {
            sign = -1
            end += 1
        }
        return finish(text, bare, currency: defaultCurrency, written: false, sign: sign, start: index, end: end)
    }

    /// `1.415,62 EUR`, `-70,85 EUR`, `1000,00 EUR`: a number written the way much of the world
    /// writes it, read only where a currency follows it on its line (the evidence that the comma
    /// is its decimal point): points between groups of three digits are thousands, and the comma
    /// stands before exactly the currency's decimals. Nil for any other shape.
    static func decimalCommaAmount(_ text: ScannedText, at index: Int) -> (ScannedNumber, Currency, Int)? {
        let tokens = text.tokens
        guard index < tokens.count, tokens[index].kind == .number else { return nil }
        let line = tokens[index].line
        func joinedNumber(_ at: Int) -> Bool {
            at < tokens.count && tokens[at].kind == .number && tokens[at].line == line && text.isJoined(at)
        }
        var groups = [index]
        var position = index + 1
        while text.length(index) <= 3, text.isSymbol(position, "."), text.isJoined(position),
            joinedNumber(position + 1),
            text.length(position + 1) == 3
        {
            groups.append(position + 1)
            position += 2
        }
        guard text.isSymbol(position, ","), text.isJoined(position), joinedNumber(position + 1) else { return nil }
        let decimals = position + 1
        guard let (currency, afterCurrency) = currencyWord(text, decimals + 1), tokens[decimals + 1].line == line,
            text.length(decimals) == currency.minorUnitDigits,
            // A number after the currency is the currency's own (`… EUR 12.00`).
            !(afterCurrency < tokens.count && tokens[afterCurrency].kind == .number
                && tokens[afterCurrency].line == line)
        else { return nil }
        var major: Int64 = 0
        for group in groups { guard append(text, group, to: &major) else { return nil } }
        guard major <= MoneyParser.largestMajorUnits, let fraction = text.integer(decimals) else { return nil }
        let number = ScannedNumber(
            minorUnits: major * currency.minorUnitsPerMajor + Int64(fraction), fractionDigits: currency.minorUnitDigits,
            start: index, end: decimals + 1, slipped: false)
        return (number, currency, afterCurrency)
    }

    /// The amount a labelled receipt line ends with when OCR lost its point: `GRAND TOTAL 92 80` is
    /// 92.80. Only a whole number and then exactly two digits, the last two tokens of the line, with
    /// no other number or point before them; the caller asks only for a line whose label names money.
    static func lostPointAmount(in text: ScannedText, line range: Range<Int>, currency: Currency) -> AmountCandidate? {
        let tokens = text.tokens
        guard currency.minorUnitDigits == 2, range.count >= 3 else { return nil }
        let whole = range.upperBound - 2, decimals = range.upperBound - 1
        let afterPoint = text.isJoined(whole) && (text.isSymbol(whole - 1, ".") || text.isSymbol(whole - 1, ","))
        guard tokens[whole].kind == .number, tokens[decimals].kind == .number, tokens[decimals].spaceBefore,
            !afterPoint,
            text.length(decimals) == 2, text.length(whole) <= 6, let major = text.integer(whole),
            let minor = text.integer(decimals),
            !range.dropLast(2).contains(where: { tokens[$0].kind == .number })
        else { return nil }
        return AmountCandidate(
            minorUnits: Int64(major) * 100 + Int64(minor), currency: currency, currencyWritten: false, sign: 0,
            start: whole, end: decimals + 1, line: tokens[whole].line, corrected: true)
    }

    /// The amount a receipt line whose label names money ends with when it is in no shape an amount
    /// of the currency has on its own: OCR's lost point (`lostPointAmount`), the label run into it
    /// (`Total2.67`), or the last number of the line written with fewer decimals than the currency's
    /// (`GrandTotal 1108`, `GRAND TOTAL 356.0`, `TOTAL BILL 224,400`), which a bare number elsewhere
    /// never counts as. Only the last number of the line, with a word between it and any number
    /// before it, never part of a date or time or a percentage; a value of zero, or a whole number
    /// of one digit, is none. One decimal is read as a slip.
    static func labelledAmount(in text: ScannedText, line range: Range<Int>, currency: Currency) -> AmountCandidate? {
        if let lost = lostPointAmount(in: text, line: range, currency: currency) { return lost }
        let tokens = text.tokens
        guard
            let start = range.last(where: { index in
                tokens[index].kind == .number
                    && !(text.isJoined(index) && tokens[index - 1].kind != .word)
            }),
            text.length(start) <= mostDigitsOfALabelledWhole,
            let number = readNumber(text, at: start, currency: currency, lenient: false),
            number.minorUnits > 0,
            // `TOTAL 4`, `FINAL 1`: one digit alone after a label counts items, or is OCR's noise.
            number.fractionDigits > 0 || text.length(start) >= fewestDigitsOfALabelledWhole,
            !text.isSymbol(number.end, "%"),
            !range.contains(where: { $0 >= number.end && tokens[$0].kind == .number }),
            // `TOTAL .31 14` is unreadable, not 14.00; `TOTAL ITEMS: 24 TOTAL AMOUNT 99.33` is 99.33.
            !range.contains(where: { index in
                index < start && tokens[index].kind == .number
                    && !(index..<start).contains(where: { tokens[$0].kind == .word })
            })
        else { return nil }
        let slipped = number.fractionDigits != 0 && number.fractionDigits != currency.minorUnitDigits
        return AmountCandidate(
            minorUnits: number.minorUnits, currency: currency, currencyWritten: false, sign: 0,
            start: start, end: number.end, line: tokens[start].line,
            corrected: slipped || text.wasRepaired(from: start, through: number.end - 1))
    }

    /// The most digits before the point of a whole amount `labelledAmount` reads: seven (tens of
    /// millions, a rupiah or dong bill); longer runs are account, phone or reference numbers.
    static let mostDigitsOfALabelledWhole = 7
    /// The fewest digits of a whole amount `labelledAmount` reads: two (a single digit after a
    /// label is a count of items far more often than a bill).
    static let fewestDigitsOfALabelledWhole = 2

    private static func finish(
        _ text: ScannedText, _ number: ScannedNumber, currency: Currency, written: Bool,
        sign: Int, start: Int, end: Int
    ) -> AmountCandidate {
        var finalEnd = end
        if sign == -2 && text.isSymbol(finalEnd, ")") { finalEnd += 1 }
        let corrected = number.slipped || text.wasRepaired(from: number.start, through: number.end - 1)
        return AmountCandidate(
            minorUnits: number.minorUnits, currency: currency, currencyWritten: written,
            sign: sign == -2 ? -1 : sign, start: start, end: finalEnd,
            line: text.tokens[start].line, corrected: corrected)
    }

    /// `$` standing before a number on its line: the dollar of `ParserVocabulary.dollar(home:)`.
    static func dollarSign(_ text: ScannedText, _ index: Int, _ home: Currency) -> (Currency, Int)? {
        guard text.isSymbol(index, "$"), index + 1 < text.tokens.count,
            text.tokens[index + 1].line == text.tokens[index].line,
            text.tokens[index + 1].kind == .number
                || (text.isSymbol(index + 1, "-") && text.isJoined(index + 1))
        else { return nil }
        return (ParserVocabulary.dollar(home: home), index + 1)
    }

    /// A currency written at token `index`: `RM`, `MYR`, any known ISO code, `S$`, `US$`, `HK$`.
    static func currencyWord(_ text: ScannedText, _ index: Int) -> (Currency, Int)? {
        guard index < text.tokens.count, text.tokens[index].kind == .word else { return nil }
        let currencyIndex = Int(text.facts[index].currencyIndex)
        guard currencyIndex >= 0 else {
            guard text.isSymbol(index + 1, "$"), text.isJoined(index + 1),
                let code = ParserVocabulary.dollarPrefixes[text.words[index]], let currency = Currency(code: code)
            else { return nil }
            return (currency, index + 2)
        }
        let currency = Currency.known[currencyIndex]
        let word = text.words[index]
        // `SDN BHD` is a company, not Bahraini dinars.
        if word == "bhd", index > 0,
            text.words[index - 1] == "sdn"
                || (index > 1 && text.isSymbol(index - 1, ".") && text.words[index - 2] == "sdn")
        {
            return nil
        }
        return (currency, index + 1)
    }

    struct ScannedNumber {
        let minorUnits: Int64
        let fractionDigits: Int
        let start: Int
        let end: Int
        /// Read through an OCR slip: a comma for the point, or the point lost.
        let slipped: Bool

        /// Whether a whole number was written in groups of thousands (`3,700`): more than one token,
        /// its first digits, a separator and the next three.
        var isGrouped: Bool { fractionDigits == 0 && end - start >= 3 }
    }

    /// Digits with thousands grouping and decimals, starting at number token `index`.
    /// `lenient` (after a written currency) also accepts spaces inside the number and a comma
    /// used as the decimal point, which OCR produces. At the end of a line, where nothing else can
    /// follow, OCR's slips are read even without a currency: `62. 80` (a space after the point)
    /// and `99,80` (a comma for it, exactly the currency's decimals); after a currency, `RM 64 13`
    /// (the point lost, exactly two decimals left) too.
    static func readNumber(_ text: ScannedText, at index: Int, currency: Currency, lenient: Bool) -> ScannedNumber? {
        let tokens = text.tokens
        guard index < tokens.count, tokens[index].kind == .number else { return nil }
        let line = tokens[index].line
        var major: Int64 = 0
        guard append(text, index, to: &major) else { return nil }
        var position = index + 1
        let firstGroupLength = text.length(index)
        var slipped = false
        var fractionDigits = 0
        var fraction: Int64 = 0

        func onLine(_ at: Int) -> Bool { at < tokens.count && tokens[at].line == line }
        /// Whether token `at` is a number of exactly the currency's decimals that ends the line.
        func decimalsEndingLine(_ at: Int) -> Bool {
            onLine(at) && tokens[at].kind == .number && text.length(at) == currency.minorUnitDigits && !onLine(at + 1)
        }
        // `13,30,614.75`: in rupees (and the other currencies `lakhGroupedCurrencies` names) the
        // digits above the thousands are grouped in twos.
        if firstGroupLength <= 2, text.isSymbol(position, ","), text.isJoined(position + 1), onLine(position + 1),
            text.length(position + 1) == 2, ParserVocabulary.lakhGroupedCurrencies.contains(currency.code)
        {
            var end = position
            var groups = 0
            while text.isSymbol(end, ","), text.isJoined(end), text.isJoined(end + 1), onLine(end + 1),
                tokens[end + 1].kind == .number, text.length(end + 1) == 2
            {
                end += 2
                groups += 1
            }
            if groups > 0, text.isSymbol(end, ","), text.isJoined(end), text.isJoined(end + 1), onLine(end + 1),
                tokens[end + 1].kind == .number, text.length(end + 1) == 3
            {
                while position <= end {
                    guard append(text, position + 1, to: &major) else { return nil }
                    position += 2
                }
            }
        }
        // Thousands: `,123` joined, or (lenient) ` 123` followed by decimals.
        while firstGroupLength <= 3 {
            if text.isSymbol(position, ","), text.isJoined(position), text.isJoined(position + 1),
                onLine(position + 1), tokens[position + 1].kind == .number, text.length(position + 1) == 3
            {
                guard append(text, position + 1, to: &major) else { return nil }
                position += 2
                continue
            }
            if lenient, onLine(position), tokens[position].kind == .number, text.length(position) == 3,
                tokens[position].spaceBefore, text.isSymbol(position + 1, "."), text.integer(position + 2) != nil
            {
                guard append(text, position, to: &major) else { return nil }
                position += 1
                continue
            }
            break
        }
        // Decimals: `.50`, or (lenient) `. 50`, ` .50`, or `,50` for OCR's comma.
        // `Rp35.000`, `€1.234,56`: after a written currency whose countries group thousands with a
        // point, a point before exactly three digits groups them.
        while lenient, ParserVocabulary.pointGroupedCurrencies.contains(currency.code), firstGroupLength <= 3,
            text.isSymbol(position, "."),
            text.isJoined(position), text.isJoined(position + 1), onLine(position + 1),
            tokens[position + 1].kind == .number, text.length(position + 1) == 3,
            // `1.234.5` is no grouping: a joined group after another point has three digits too.
            !(text.isSymbol(position + 2, ".") && text.isJoined(position + 2) && text.isJoined(position + 3)
                && tokens[position + 3].kind == .number && text.length(position + 3) != 3)
        {
            guard append(text, position + 1, to: &major) else { return nil }
            position += 2
            if text.isSymbol(position, ","), text.isJoined(position), text.isJoined(position + 1),
                onLine(position + 1), tokens[position + 1].kind == .number,
                text.length(position + 1) == currency.minorUnitDigits, let digits = text.integer(position + 1)
            {
                fractionDigits = currency.minorUnitDigits
                fraction = Int64(digits)
                position += 2
                break
            }
        }
        if fractionDigits == 0, onLine(position), text.isSymbol(position, "."), onLine(position + 1),
            tokens[position + 1].kind == .number,
            lenient || (text.isJoined(position) && (text.isJoined(position + 1) || decimalsEndingLine(position + 1)))
        {
            fractionDigits = text.length(position + 1)
            guard fractionDigits <= 9, let digits = text.integer(position + 1) else { return nil }
            fraction = Int64(digits)
            position += 2
            // `02.12.2026` is a date, `1.2.3` a version: neither is an amount.
            if text.isSymbol(position, "."), text.isJoined(position), text.integer(position + 1) != nil,
                text.isJoined(position + 1)
            {
                return nil
            }
        } else if currency.minorUnitDigits == 2, text.isSymbol(position, ","), text.isJoined(position),
            text.isJoined(position + 1), tokens.count > position + 1, tokens[position + 1].kind == .number,
            text.length(position + 1) == 2, lenient || !onLine(position + 2), let digits = text.integer(position + 1)
        {
            fractionDigits = 2
            fraction = Int64(digits)
            slipped = true
            position += 2
        } else if lenient, currency.minorUnitDigits == 2, position == index + 1, decimalsEndingLine(position),
            tokens[position].spaceBefore, let digits = text.integer(position)
        {
            fractionDigits = 2
            fraction = Int64(digits)
            slipped = true
            position += 1
        }
        if text.isSymbol(position, ":") || text.isSymbol(position, "/"), text.isJoined(position) { return nil }
        // `1234,567.00`: digits glued on after a comma that neither groups thousands nor marks the
        // decimals make the number unreadable, not 1,234.00.
        if text.isSymbol(position, ","), text.isJoined(position), text.isJoined(position + 1),
            tokens[position + 1].kind == .number
        {
            return nil
        }
        guard fractionDigits <= currency.minorUnitDigits, major <= MoneyParser.largestMajorUnits else { return nil }
        var minor = fraction
        for _ in fractionDigits..<currency.minorUnitDigits { minor *= 10 }
        return ScannedNumber(
            minorUnits: major * currency.minorUnitsPerMajor + minor, fractionDigits: fractionDigits,
            start: index, end: position, slipped: slipped)
    }

    /// Appends the digits of number token `index` to `value`; false when it grows too large.
    private static func append(_ text: ScannedText, _ index: Int, to value: inout Int64) -> Bool {
        let token = text.tokens[index]
        for position in token.start..<token.end {
            value = value * 10 + Int64(text.bytes[position] - 0x30)
            if value > MoneyParser.largestMajorUnits { return false }
        }
        return true
    }
}
