/// One piece of a scanned text: a run of letters, a run of digits, or one punctuation byte.
///
/// Positions are stored in 32 bits (a text of up to 4 GB; `spendrop parse` takes 1 MB), so a token takes 20 bytes
/// rather than 48: a long history screen's tokens stay in the processor's cache.
struct Token {
    enum Kind: UInt8 {
        /// ASCII letters and any non-ASCII characters, lowercased in `ScannedText.words`.
        case word
        /// ASCII digits only.
        case number
        /// One punctuation byte: `.`, `,`, `:`, `*`, `$`, `(`, …
        case symbol
    }

    let kind: Kind
    /// Whether whitespace or the start of a line comes right before this token.
    let spaceBefore: Bool
    /// The first byte: for a symbol, the symbol itself (what every reader of it compares).
    let byte: UInt8
    private let storedStart: UInt32
    private let storedEnd: UInt32
    private let storedLine: UInt32
    private let storedClause: UInt32

    /// Byte range in `ScannedText.bytes`.
    var start: Int { Int(storedStart) }
    var end: Int { Int(storedEnd) }
    var line: Int { Int(storedLine) }
    /// Sentence or clause number: it changes at `.`, `,`, `;`, `!`, `?` and at each new line,
    /// but not at a decimal point or a thousands comma.
    var clause: Int { Int(storedClause) }

    init(kind: Kind, start: Int, end: Int, line: Int, clause: Int, spaceBefore: Bool, byte: UInt8) {
        self.kind = kind
        self.spaceBefore = spaceBefore
        self.byte = byte
        storedStart = UInt32(truncatingIfNeeded: start)
        storedEnd = UInt32(truncatingIfNeeded: end)
        storedLine = UInt32(truncatingIfNeeded: line)
        storedClause = UInt32(truncatingIfNeeded: clause)
    }
}

/// A text read once into tokens, lines and clauses, which every scanner of the parser shares.
///
/// Promises: `bytes` is the normalised text (see `OCRNormaliser`) with its letter case kept, and
/// every word or number token's text is `words[index]` in lower case (a symbol's is its `byte`);
/// lines and clauses are numbered from 0.
/// - Complexity: O(n) in the number of UTF-8 bytes to build; the parser never scans the raw
///   string again.
struct ScannedText {
    let bytes: [UInt8]
    let tokens: [Token]
    /// The lowercased text of each word and number token (empty for symbols: read their `byte`).
    let words: [String]
    /// What the lexicon knows of each word token (`WordFacts.none` for the others).
    let facts: [WordFacts]
    /// For each line, the range of its tokens in `tokens`.
    let lines: [Range<Int>]
    /// Byte ranges where the normaliser read a letter as a digit.
    let repairedRanges: [Range<Int>]

    init(_ text: String) {
        let normalised = OCRNormaliser.normalise(text)
        let bytes = normalised.bytes
        self.bytes = bytes
        self.repairedRanges = normalised.repairedRanges

        var tokens: [Token] = []
        var words: [String] = []
        var facts: [WordFacts] = []
        var lines: [Range<Int>] = []
        facts.reserveCapacity(bytes.count / 3)
        let lexicon = Lexicon.facts
        tokens.reserveCapacity(bytes.count / 3)
        words.reserveCapacity(bytes.count / 3)
        var lineStartToken = 0
        var line = 0
        var clause = 0
        var spaceBefore = true
        var index = 0
        let count = bytes.count
        var lowered: [UInt8] = []
        lowered.reserveCapacity(32)

        func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte >= 0x80 }
        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

        while index < count {
            let byte = bytes[index]
            if byte == 0x0A {
                lines.append(lineStartToken..<tokens.count)
                lineStartToken = tokens.count
                line += 1
                if !tokens.isEmpty, tokens[tokens.count - 1].clause == clause { clause += 1 }
                spaceBefore = true
                index += 1
                continue
            }
            if byte <= 0x20 || byte == 0x7F {
                spaceBefore = true
                index += 1
                continue
            }
            var start = index
            let kind: Token.Kind
            if byte >= 0xE3, let ideograph = ScannedText.ideographLength(bytes, at: index) {
                // Chinese and Japanese write words without spaces: each ideograph is a word.
                kind = .word
                index += ideograph
                let word = String(decoding: bytes[start..<index], as: UTF8.self)
                words.append(word)
                facts.append(lexicon[word] ?? .none)
            } else if isLetter(byte) {
                kind = .word
                lowered.removeAll(keepingCapacity: true)
                while index < count && isLetter(bytes[index])
                    && (bytes[index] < 0xE3 || ScannedText.ideographLength(bytes, at: index) == nil)
                {
                    let letter = bytes[index]
                    lowered.append(letter >= 0x41 && letter <= 0x5A ? letter | 0x20 : letter)
                    index += 1
                }
                let word = String(decoding: lowered, as: UTF8.self)
                let known = lexicon[word] ?? Lexicon.slip(lowered)
                if known == nil,
                    let parts = Lexicon.receiptLabelParts(lowered)
                        ?? Lexicon.caseParts(bytes[start..<index], lowered: lowered)
                {
                    // `GRANDTOTAL`, `TotalDue`, `TAKEOUTTotal`: label words OCR ran together, read as the
                    // words they are.
                    var offset = 0
                    for length in parts.dropLast() {
                        let part = String(decoding: lowered[offset..<offset + length], as: UTF8.self)
                        words.append(part)
                        facts.append(lexicon[part] ?? .none)
                        tokens.append(
                            Token(
                                kind: .word, start: start + offset, end: start + offset + length, line: line,
                                clause: clause, spaceBefore: spaceBefore, byte: bytes[start + offset]))
                        spaceBefore = false
                        offset += length
                    }
                    let last = String(decoding: lowered[offset...], as: UTF8.self)
                    words.append(last)
                    facts.append(lexicon[last] ?? .none)
                    start += offset
                } else {
                    words.append(word)
                    facts.append(known ?? .none)
                }
            } else if isDigit(byte) {
                kind = .number
                while index < count && isDigit(bytes[index]) { index += 1 }
                words.append(String(decoding: bytes[start..<index], as: UTF8.self))
                facts.append(.none)
            } else {
                kind = .symbol
                index += 1
                words.append("")
                facts.append(.none)
            }
            tokens.append(
                Token(
                    kind: kind, start: start, end: index, line: line, clause: clause,
                    spaceBefore: spaceBefore, byte: bytes[start]))
            spaceBefore = false
            if kind == .symbol,
                ScannedText.endsClause(
                    byte, bytes: bytes, at: start, previous: tokens.count >= 2 ? tokens[tokens.count - 2] : nil)
            {
                clause += 1
            }
        }
        lines.append(lineStartToken..<tokens.count)
        self.tokens = tokens
        self.words = words
        self.facts = facts
        self.lines = lines
    }

    /// Whether token `index` is one CJK ideograph (a word of Chinese).
    func isIdeograph(_ index: Int) -> Bool {
        tokens[index].kind == .word && tokens[index].end - tokens[index].start == 3
            && ScannedText.ideographLength(bytes, at: tokens[index].start) != nil
    }

    /// The length in bytes of the CJK ideograph (U+3400–U+9FFF, U+F900–U+FAFF) that starts at
    /// `index`, or nil when none does.
    static func ideographLength(_ bytes: [UInt8], at index: Int) -> Int? {
        let lead = bytes[index]
        guard lead >= 0xE3, lead <= 0xEF, index + 2 < bytes.count else { return nil }
        let scalar =
            (UInt32(lead & 0x0F) << 12) | (UInt32(bytes[index + 1] & 0x3F) << 6) | UInt32(bytes[index + 2] & 0x3F)
        return isIdeograph(scalar) ? 3 : nil
    }

    /// Whether `scalar` is a CJK ideograph (U+3400–U+9FFF, U+F900–U+FAFF): a word of its own.
    static func isIdeograph(_ scalar: UInt32) -> Bool {
        (0x3400...0x9FFF).contains(scalar) || (0xF900...0xFAFF).contains(scalar)
    }

    /// `.`, `,`, `;`, `!` and `?` end a clause, except a `.` or `,` between digits with no space.
    private static func endsClause(_ byte: UInt8, bytes: [UInt8], at position: Int, previous: Token?) -> Bool {
        switch byte {
        case UInt8(ascii: ";"), UInt8(ascii: "!"), UInt8(ascii: "?"): return true
        case UInt8(ascii: "."), UInt8(ascii: ","):
            let next = position + 1 < bytes.count ? bytes[position + 1] : 0x20
            let betweenDigits = previous?.kind == .number && previous?.end == position && next >= 0x30 && next <= 0x39
            return !betweenDigits
        default: return false
        }
    }

    var isEmpty: Bool { tokens.isEmpty }

    func isWord(_ index: Int, _ word: String) -> Bool {
        index < tokens.count && tokens[index].kind == .word && words[index] == word
    }

    func isSymbol(_ index: Int, _ symbol: Unicode.Scalar) -> Bool {
        index < tokens.count && tokens[index].kind == .symbol && tokens[index].byte == UInt8(ascii: symbol)
    }

    /// Whether token `index` follows token `index - 1` with no space between them.
    func isJoined(_ index: Int) -> Bool {
        index > 0 && index < tokens.count && !tokens[index].spaceBefore && tokens[index].line == tokens[index - 1].line
    }

    /// The digits of a number token as an integer; nil for other tokens or more than 18 digits.
    func integer(_ index: Int) -> Int? {
        guard index < tokens.count, tokens[index].kind == .number else { return nil }
        let token = tokens[index]
        guard token.end - token.start <= 18 else { return nil }
        var value = 0
        for position in token.start..<token.end { value = value * 10 + Int(bytes[position] - 0x30) }
        return value
    }

    /// How many characters token `index` has.
    func length(_ index: Int) -> Int { tokens[index].end - tokens[index].start }

    /// The text from the start of token `first` to the end of token `last`, as written, with
    /// each run of spaces made one space.
    func text(from first: Int, through last: Int) -> String {
        guard first <= last, last < tokens.count else { return "" }
        var output: [UInt8] = []
        output.reserveCapacity(tokens[last].end - tokens[first].start)
        var previousWasSpace = false
        for position in tokens[first].start..<tokens[last].end {
            let byte = bytes[position]
            if byte == 0x20 || byte == 0x0A {
                if !previousWasSpace { output.append(0x20) }
                previousWasSpace = true
            } else {
                output.append(byte)
                previousWasSpace = false
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Whether any byte from token `first` through token `last` was repaired by the normaliser.
    func wasRepaired(from first: Int, through last: Int) -> Bool {
        guard !repairedRanges.isEmpty, first <= last else { return false }
        let span = tokens[first].start..<tokens[last].end
        return repairedRanges.contains { $0.overlaps(span) }
    }

    /// Matches the words of `phrase` from token `index`, skipping punctuation between them;
    /// returns the index after the last matched token.
    func match(_ phrase: [String], at index: Int) -> Int? {
        var position = index
        for (offset, word) in phrase.enumerated() {
            if offset > 0 {
                while position < tokens.count && tokens[position].kind == .symbol { position += 1 }
            }
            guard position < tokens.count, tokens[position].kind != .symbol, words[position] == word else { return nil }
            position += 1
        }
        return position
    }

    /// The line's tokens that are words or numbers.
    func wordCount(line: Int) -> Int {
        var count = 0
        for index in lines[line] where tokens[index].kind != .symbol { count += 1 }
        return count
    }
}
