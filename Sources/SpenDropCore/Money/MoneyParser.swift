/// Reads an amount of money the way a person types it or a screen shows it: `30`, `30.5`,
/// `RM30`, `RM 1,234.50`, `MYR 12.50`, `-RM 5.00`, `RM -5.00`, `RM1 234.50`, `¥1,200`, `BHD 1.250`.
///
/// Promises:
/// - The result is exact: digits become integer minor units, never a floating-point value.
/// - A currency prefix (ISO code or symbol, any letter case) picks the currency; with none, the
///   amount is in `defaultCurrency`.
/// - A point is always the decimal point and commas or spaces only ever group thousands, so
///   `1.234` is never read as one thousand two hundred and thirty-four: for MYR it is refused
///   for having three decimal places.
/// - Nothing is rounded or guessed. Anything else is refused with a `MoneyParseError` naming
///   the mistake.
/// - Every amount `MoneyFormatter.format` or `MoneyFormatter.plainNumber` writes within
///   `largestAmount(in:)` reads back to the same `Money`.
///
/// - Complexity: O(n) in the length of the text.
public enum MoneyParser {
    /// The largest whole number of major units an amount may have: 999,999,999,999 (just under
    /// one trillion ringgit, yen or dinar), in either direction.
    public static let largestMajorUnits: Int64 = 999_999_999_999

    /// The largest amount the parser accepts in `currency`: `largestMajorUnits` with every minor
    /// digit at 9, such as RM 999,999,999,999.99, ¥999,999,999,999 or BHD 999,999,999,999.999.
    /// Its negation is the smallest.
    public static func largestAmount(in currency: Currency) -> Money {
        let perMajor = currency.minorUnitsPerMajor
        return Money(minorUnits: (largestMajorUnits + 1) * perMajor - 1, currency: currency)
    }

    /// The amount written in `text`, in the currency its prefix names or else `defaultCurrency`.
    ///
    /// Surrounding whitespace is ignored; one sign (`-`, `−` or `+`) may stand before or after the
    /// currency prefix; thousands may be grouped with commas or with spaces, one kind per amount.
    public static func parse(_ text: String, defaultCurrency: Currency) throws(MoneyParseError) -> Money {
        // In ASCII without a carriage return every character is one byte, so the bytes are read
        // as they are; anything else is read character by character, which needs grapheme
        // breaking (most of the time of a parse). Both go through the same steps.
        if text.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
            return try parse(Array(text.utf8), defaultCurrency: defaultCurrency)
        }
        return try parse(Array(text), defaultCurrency: defaultCurrency)
    }

    private static func parse<Symbol: AmountSymbol>(
        _ symbols: [Symbol], defaultCurrency: Currency
    ) throws(MoneyParseError) -> Money {
        let characters = symbols.trimmingWhitespace()
        if characters.isEmpty { throw .empty }
        let trimmed = Symbol.text(characters)

        var cursor = Cursor(characters)
        var negative = cursor.readSign()
        cursor.skipWhitespace()
        let prefix = cursor.read(while: \.isCurrencyPrefixCharacter)
        cursor.skipWhitespace()
        if let secondSign = cursor.readSign() {
            if negative != nil { throw .multipleSigns(text: trimmed) }
            negative = secondSign
            cursor.skipWhitespace()
        }
        let number = cursor.remaining

        let currency = try resolveCurrency(prefix: prefix, number: number, text: trimmed, default: defaultCurrency)
        if number.isEmpty { throw .missingNumber(text: trimmed) }
        if isNonFiniteWord(number) { throw .notANumber(text: trimmed) }

        let digits = try DecimalDigits.scan(number, text: trimmed, alreadySigned: negative != nil)
        if digits.whole.isEmpty && digits.fraction.isEmpty { throw .missingNumber(text: trimmed) }
        let isNegative = negative ?? false
        if digits.fraction.count > currency.minorUnitDigits {
            throw .tooManyDecimalPlaces(
                text: trimmed, decimalPlaces: digits.fraction.count, currency: currency,
                nearest: digits.rounded(
                    toPlaces: currency.minorUnitDigits,
                    negative: isNegative))
        }
        guard let magnitude = digits.minorUnits(in: currency) else {
            throw .tooLarge(text: trimmed, currency: currency)
        }
        return Money(minorUnits: isNegative ? -magnitude : magnitude, currency: currency)
    }

    private static func resolveCurrency<Symbol: AmountSymbol>(
        prefix: [Symbol], number: [Symbol], text: String,
        default defaultCurrency: Currency
    ) throws(MoneyParseError) -> Currency {
        if prefix.isEmpty { return defaultCurrency }
        if let match = currenciesByWrittenForm[Symbol.text(prefix).lowercased()] { return match }
        if number.isEmpty || isNonFiniteWord(prefix) { throw .notANumber(text: text) }
        throw .unknownCurrency(code: Symbol.text(prefix))
    }

    /// Each known currency under its code and its symbol in lower case; where two share a form,
    /// the one listed first in `Currency.known`.
    private static let currenciesByWrittenForm: [String: Currency] = Dictionary(
        Currency.known.flatMap { [($0.code.lowercased(), $0), ($0.symbol.lowercased(), $0)] },
        uniquingKeysWith: { first, _ in first })

    private static let nonFiniteWords: Set<String> = ["nan", "inf", "infinity"]

    private static func isNonFiniteWord<Symbol: AmountSymbol>(_ characters: [Symbol]) -> Bool {
        // Each of them starts with a letter; the others are not worth a string.
        guard characters.first?.isCurrencyPrefixCharacter == true else { return false }
        return nonFiniteWords.contains(Symbol.text(characters).lowercased())
    }
}

/// The digits of an amount as written, split at the decimal point, with grouping checked and
/// removed. Values are 0...9.
private struct DecimalDigits {
    var whole: [Int64] = []
    var fraction: [Int64] = []

    /// Reads `number` (the text after any currency and sign) and checks its grouping.
    static func scan<Symbol: AmountSymbol>(
        _ number: [Symbol], text: String, alreadySigned: Bool
    ) throws(MoneyParseError) -> DecimalDigits {
        var digits = DecimalDigits()
        digits.whole.reserveCapacity(number.count)
        var inFraction = false
        var separator: Symbol?
        var groupLengths: [Int] = []
        var currentGroup = 0

        func closeGrouping() throws(MoneyParseError) {
            guard separator != nil else { return }
            groupLengths.append(currentGroup)
            let first = groupLengths[0]
            let rest = groupLengths.dropFirst()
            // A grouped amount never starts with 0: `0,123` is someone's 0.123, not 123.
            guard (1...3).contains(first), rest.allSatisfy({ $0 == 3 }), digits.whole.first != 0 else {
                throw .misplacedGrouping(text: text)
            }
        }

        for (index, character) in number.enumerated() {
            if let digit = character.decimalDigitValue {
                if inFraction { digits.fraction.append(digit) } else { digits.whole.append(digit); currentGroup += 1 }
            } else if character.isDecimalPoint {
                if inFraction { throw .multipleDecimalPoints(text: text) }
                try closeGrouping()
                inFraction = true
            } else if character.isGroupingSeparator {
                let startsGroupBadly = inFraction || currentGroup == 0 || (separator.map { $0 != character } ?? false)
                if startsGroupBadly { throw .misplacedGrouping(text: text) }
                separator = character
                groupLengths.append(currentGroup)
                currentGroup = 0
            } else if character.isExponentLetter, startsExponent(number, at: index) {
                throw .exponentNotation(text: text)
            } else if character.isSign && alreadySigned {
                throw .multipleSigns(text: text)
            } else {
                throw .invalidCharacter(character.character, text: text)
            }
        }
        if !inFraction { try closeGrouping() }
        return digits
    }

    /// Whether the `e` at `index` follows a digit and is followed by digits, optionally signed.
    private static func startsExponent<Symbol: AmountSymbol>(_ number: [Symbol], at index: Int) -> Bool {
        guard index > 0, number[index - 1].decimalDigitValue != nil, index + 1 < number.count else { return false }
        var next = index + 1
        if number[next].isSign { next += 1 }
        return next < number.count && number[next].decimalDigitValue != nil
    }

    /// The magnitude in minor units, or nil when it is beyond `MoneyParser.largestAmount(in:)`.
    /// Expects no more fraction digits than the currency has.
    func minorUnits(in currency: Currency) -> Int64? {
        var major: Int64 = 0
        for digit in whole {
            major = major * 10 + digit
            if major > MoneyParser.largestMajorUnits { return nil }
        }
        var minor: Int64 = 0
        for place in 0..<currency.minorUnitDigits {
            minor = minor * 10 + (place < fraction.count ? fraction[place] : 0)
        }
        return major * currency.minorUnitsPerMajor + minor
    }

    /// The amount rounded half away from zero to `places` decimal digits, as a plain number with
    /// no grouping (`12.35`, `-2`), computed on the digits so it never overflows.
    func rounded(toPlaces places: Int, negative: Bool) -> String {
        var kept = whole + fraction.prefix(places)
        if fraction.count > places, fraction[places] >= 5 {
            var index = kept.count - 1
            while index >= 0 && kept[index] == 9 {
                kept[index] = 0
                index -= 1
            }
            if index >= 0 { kept[index] += 1 } else { kept.insert(1, at: 0) }
        }
        let wholeDigits = kept.dropLast(places).drop(while: { $0 == 0 })
        var result = wholeDigits.isEmpty ? "0" : wholeDigits.map(String.init).joined()
        if places > 0 {
            let fractionDigits = kept.suffix(places)
            result +=
                "." + String(repeating: "0", count: places - fractionDigits.count)
                + fractionDigits.map(String.init).joined()
        }
        return negative && kept.contains(where: { $0 != 0 }) ? "-" + result : result
    }
}

/// A read position over the characters of the text being parsed.
private struct Cursor<Symbol: AmountSymbol> {
    private let characters: [Symbol]
    private var position = 0

    init(_ characters: [Symbol]) {
        self.characters = characters
    }

    var remaining: [Symbol] { Array(characters[position...]) }

    /// Reads one sign if it is next: true for a minus, false for a plus, nil for none.
    mutating func readSign() -> Bool? {
        guard position < characters.count, characters[position].isSign else { return nil }
        defer { position += 1 }
        return !characters[position].isPlus
    }

    mutating func skipWhitespace() {
        while position < characters.count && characters[position].isWhitespace { position += 1 }
    }

    mutating func read(while belongs: (Symbol) -> Bool) -> [Symbol] {
        let start = position
        while position < characters.count && belongs(characters[position]) { position += 1 }
        return Array(characters[start..<position])
    }
}

/// One character of an amount's text as the parser reads it: a `Character`, or a byte of a text
/// in ASCII without a carriage return (where every character is one byte).
private protocol AmountSymbol: Equatable {
    /// ASCII 0-9 only: other scripts' digits are not read as amounts.
    var decimalDigitValue: Int64? { get }
    /// Hyphen-minus, the Unicode minus sign (which some screens print) and plus.
    var isSign: Bool { get }
    var isPlus: Bool { get }
    var isDecimalPoint: Bool { get }
    var isExponentLetter: Bool { get }
    /// Comma, space, no-break space, narrow no-break space and thin space.
    var isGroupingSeparator: Bool { get }
    /// Letters and currency signs: what `RM`, `US$`, `¥` and `MYR` are made of.
    var isCurrencyPrefixCharacter: Bool { get }
    var isWhitespace: Bool { get }
    var character: Character { get }
    static func text(_ symbols: some Collection<Self>) -> String
}

extension Character: AmountSymbol {
    fileprivate var decimalDigitValue: Int64? {
        guard let ascii = asciiValue, (48...57).contains(ascii) else { return nil }
        return Int64(ascii - 48)
    }

    fileprivate var isSign: Bool { self == "-" || self == "\u{2212}" || self == "+" }
    fileprivate var isPlus: Bool { self == "+" }
    fileprivate var isDecimalPoint: Bool { self == "." }
    fileprivate var isExponentLetter: Bool { self == "e" || self == "E" }

    fileprivate var isGroupingSeparator: Bool {
        self == "," || self == " " || self == "\u{00A0}" || self == "\u{202F}" || self == "\u{2009}"
    }

    fileprivate var isCurrencyPrefixCharacter: Bool { isLetter || isCurrencySymbol }
    fileprivate var character: Character { self }
    fileprivate static func text(_ symbols: some Collection<Character>) -> String { String(symbols) }
}

extension UInt8: AmountSymbol {
    fileprivate var decimalDigitValue: Int64? { (48...57).contains(self) ? Int64(self - 48) : nil }
    fileprivate var isSign: Bool { self == 0x2D || self == 0x2B }
    fileprivate var isPlus: Bool { self == 0x2B }
    fileprivate var isDecimalPoint: Bool { self == 0x2E }
    fileprivate var isExponentLetter: Bool { self == 0x65 || self == 0x45 }
    fileprivate var isGroupingSeparator: Bool { self == 0x2C || self == 0x20 }
    /// ASCII letters and `$`, the one ASCII currency sign.
    fileprivate var isCurrencyPrefixCharacter: Bool {
        (0x41...0x5A).contains(self) || (0x61...0x7A).contains(self) || self == 0x24
    }
    /// Tab, line feed, vertical tab, form feed and space (a carriage return never comes this way).
    fileprivate var isWhitespace: Bool { (0x09...0x0C).contains(self) || self == 0x20 }
    fileprivate var character: Character { Character(Unicode.Scalar(self)) }
    fileprivate static func text(_ symbols: some Collection<UInt8>) -> String {
        String(decoding: symbols, as: UTF8.self)
    }
}

private extension Array where Element: AmountSymbol {
    func trimmingWhitespace() -> [Element] {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
            let last = lastIndex(where: { !$0.isWhitespace })
        else { return [] }
        return Array(self[first...last])
    }
}
