/// What the parser knows about a single word, looked up once per word when a text is scanned.
struct WordFlags: OptionSet, Sendable {
    let rawValue: UInt32

    /// Some cue phrase of `ParserVocabulary.cueTable` starts with this word.
    static let startsCue = WordFlags(rawValue: 1 << 0)
    /// Some label of `LabelledFields.labels` starts with this word.
    static let startsLabel = WordFlags(rawValue: 1 << 1)
    static let merchantStop = WordFlags(rawValue: 1 << 2)
    static let abbreviation = WordFlags(rawValue: 1 << 3)
    static let notAMerchantStart = WordFlags(rawValue: 1 << 4)
    /// `cashier`, `pax`, `invoice`: a word only receipts print.
    static let receiptHeading = WordFlags(rawValue: 1 << 5)
    /// `令`, `r`: the first word of an era's name or initial (`ParserVocabulary.eraFirstWords`).
    static let startsEra = WordFlags(rawValue: 1 << 6)
    /// `items`, `点`: a word that counts things bought after a number (`ParserVocabulary.countUnits`).
    static let countUnit = WordFlags(rawValue: 1 << 7)
    /// `de`: a word a date in words puts between its parts (`ParserVocabulary.dateConnectors`).
    static let dateConnector = WordFlags(rawValue: 1 << 8)
}

/// The facts of one word: its flags, the month it names and the currency it writes.
struct WordFacts: Sendable {
    var flags: WordFlags = []
    /// 1...12 for a month name or abbreviation, 0 otherwise.
    var month: UInt8 = 0
    /// Index into `Currency.known` for a currency word, -1 otherwise.
    var currencyIndex: Int16 = -1
    /// What the word makes a receipt line's label (`TOTAL`, `CASH`, `ROUNDING`).
    var receipt: ReceiptWords = []

    static let none = WordFacts()
}

/// Every word any table of the parser mentions, with its facts: one dictionary lookup per word
/// of a text, after which every scanner reads plain fields.
///
/// Promises: built once from the tables of the Vocabulary folder (`ParserVocabulary`,
/// `ReceiptWords`) and `LabelledFields`, so a word added to one of them is known here without a
/// second list.
enum Lexicon {
    static let facts: [String: WordFacts] = {
        var facts: [String: WordFacts] = [:]
        func mark(_ words: some Sequence<String>, _ flag: WordFlags) {
            for word in words { facts[word, default: WordFacts()].flags.insert(flag) }
        }
        mark(ParserVocabulary.cueTable.firstWords, .startsCue)
        mark(LabelledFields.labels.firstWords, .startsLabel)
        mark(ParserVocabulary.merchantStopWords, .merchantStop)
        mark(ParserVocabulary.abbreviations, .abbreviation)
        mark(ParserVocabulary.notAMerchantStart, .notAMerchantStart)
        for (word, kinds) in ReceiptWords.byWord { facts[word, default: WordFacts()].receipt = kinds }
        mark(ParserVocabulary.receiptHeadingWords, .receiptHeading)
        mark(ParserVocabulary.eraFirstWords, .startsEra)
        mark(ParserVocabulary.countUnits, .countUnit)
        mark(ParserVocabulary.dateConnectors, .dateConnector)
        for (word, month) in ParserVocabulary.months { facts[word, default: WordFacts()].month = UInt8(month) }
        for (word, currency) in ParserVocabulary.currencyWords {
            if let index = Currency.known.firstIndex(of: currency) {
                facts[word, default: WordFacts()].currencyIndex = Int16(index)
            }
        }
        return facts
    }()

    /// The first three letters of every label word and companion (two-letter companions padded
    /// with what may follow them), packed into one number each.
    private static let labelPartStarts: Set<UInt32> = {
        var starts: Set<UInt32> = []
        for word in Array(ReceiptWords.byWord.keys) + Array(ParserVocabulary.receiptLabelCompanions) {
            let bytes = Array(word.utf8)
            guard bytes.count >= 2 else { continue }
            if bytes.count >= 3 {
                starts.insert(UInt32(bytes[0]) << 16 | UInt32(bytes[1]) << 8 | UInt32(bytes[2]))
            } else {
                for next in UInt8(0x61)...UInt8(0x7A) {
                    starts.insert(UInt32(bytes[0]) << 16 | UInt32(bytes[1]) << 8 | UInt32(next))
                }
            }
        }
        return starts
    }()

    /// The shortest receipt label word a run-together word is split into.
    static let shortestLabelPart = 3
    /// The most label words one run-together word is split into (`totalamountdue`, Spanish
    /// `totalapagareuros`).
    static let mostLabelParts = 4

    /// The lengths of the receipt label words (`ReceiptWords.byWord`, with `ParserVocabulary.receiptLabelCompanions`) an
    /// unknown ASCII word of six letters or more is made of, fewest words first (`grandtotal` is
    /// 5 + 5, `ordertotal` 5 + 5); nil when it is not made of them alone or holds no label word but
    /// companions, so a shop's name run together stays one word.
    static func receiptLabelParts(_ lowered: [UInt8]) -> [Int]? {
        // Most long words (item names, shops) start with no label word: three bytes tell.
        guard lowered.count >= 2 * shortestLabelPart,
            labelPartStarts.contains(UInt32(lowered[0]) << 16 | UInt32(lowered[1]) << 8 | UInt32(lowered[2])),
            lowered.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A })
        else {
            return nil
        }
        func part(_ from: Int, _ to: Int) -> String { String(decoding: lowered[from..<to], as: UTF8.self) }
        func isLabel(_ from: Int, _ to: Int) -> Bool {
            let word = part(from, to)
            return (to - from >= shortestLabelPart || ParserVocabulary.receiptLabelCompanions.contains(word))
                && (ReceiptWords.byWord[word] != nil || ParserVocabulary.receiptLabelCompanions.contains(word))
        }
        // best[i]: the fewest label words that make the first i letters, and the length of the last.
        var best: [(count: Int, last: Int)?] = Array(repeating: nil, count: lowered.count + 1)
        best[0] = (0, 0)
        for end in 1...lowered.count {
            for start in 0..<end {
                guard let before = best[start], before.count < mostLabelParts, isLabel(start, end) else { continue }
                if best[end] == nil || before.count + 1 < best[end]!.count {
                    best[end] = (before.count + 1, end - start)
                }
            }
        }
        guard let whole = best[lowered.count], whole.count >= 2 else { return nil }
        var lengths: [Int] = []
        var end = lowered.count
        while end > 0, let step = best[end] {
            lengths.insert(step.last, at: 0)
            end -= step.last
        }
        var offset = 0
        var labelled = false
        for length in lengths {
            labelled = labelled || ReceiptWords.byWord[part(offset, offset + length)] != nil
            offset += length
        }
        return labelled ? lengths : nil
    }

    /// The lengths of the words a run-together word is made of where its letter case changes
    /// (`TAKEOUTTotal` is 7 + 5, `outTotaal` 3 + 6, `SoldItemsTotal` 4 + 5 + 5): a boundary before an
    /// upper-case letter that follows a lower-case one, or that starts a lower-case run after
    /// upper-case ones. Nil unless the word is ASCII and one of its parts is a receipt label word,
    /// so `McDonalds` stays one word.
    static func caseParts(_ original: ArraySlice<UInt8>, lowered: [UInt8]) -> [Int]? {
        func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
        func isLower(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
        guard original.count >= 2 * shortestLabelPart else { return nil }
        let first = original.startIndex
        var lengths: [Int] = []
        var partStart = 0
        for offset in 1..<original.count {
            let before = original[first + offset - 1], letter = original[first + offset]
            guard isUpper(letter) || isLower(letter) else { return nil }
            let boundary =
                (isLower(before) && isUpper(letter))
                || (offset + 1 < original.count && isUpper(before) && isUpper(letter)
                    && isLower(original[first + offset + 1]))
            if boundary {
                lengths.append(offset - partStart)
                partStart = offset
            }
        }
        guard !lengths.isEmpty, lengths.count < mostLabelParts, isUpper(original[first]) || isLower(original[first])
        else { return nil }
        lengths.append(original.count - partStart)
        var offset = 0
        for length in lengths {
            if ReceiptWords.byWord[String(decoding: lowered[offset..<offset + length], as: UTF8.self)] != nil {
                return lengths
            }
            offset += length
        }
        return nil
    }

    /// Long receipt label words whose one-letter neighbours are not words a receipt prints.
    private static let slipTargets: [[UInt8]] = [
        "total", "subtotal", "rounding", "inclusive", "including", "adjustment",
    ].map { Array($0.utf8) }

    /// The facts of the label word an unknown lower-case word is, read by OCR with one letter wrong
    /// (`tatal`, `totai`, `roundinq`); nil when it is none of them.
    static func slip(_ lowered: [UInt8]) -> WordFacts? {
        for target in slipTargets where target.count == lowered.count {
            var differences = 0
            for index in target.indices where target[index] != lowered[index] {
                differences += 1
                if differences > 1 { break }
            }
            if differences == 1 { return facts[String(decoding: target, as: UTF8.self)] }
        }
        return nil
    }
}
