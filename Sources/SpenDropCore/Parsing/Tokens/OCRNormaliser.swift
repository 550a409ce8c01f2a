/// Turns pasted or OCR'd text into the bytes the parser reads: typographic punctuation becomes
/// ASCII, and letters that OCR mistakes for digits inside numbers become digits.
///
/// Promises: letters are only changed inside a chunk that already holds a digit and reads as a
/// number (it has a `.`, `,`, `:`, `/` or `-`, or follows `RM`/`MYR`), and only `O o` → 0,
/// `l I |` → 1 and `S s` → 5; so `SS2`, `IOI` or `S/O` are left alone. Every changed byte range
/// is reported, so a draft can say its amount was corrected.
/// - Complexity: O(n) in the number of UTF-8 bytes.
enum OCRNormaliser {
    struct Output {
        /// The text with ASCII punctuation and repaired numbers, letter case kept.
        var bytes: [UInt8]
        /// Byte ranges of `bytes` where a letter was read as a digit.
        var repairedRanges: [Range<Int>]
    }

    static func normalise(_ text: String) -> Output {
        var bytes = asciiPunctuation(text)
        let repaired = repairNumbers(&bytes)
        return Output(bytes: bytes, repairedRanges: repaired)
    }

    /// Maps typographic quotes, dashes, bullets, no-break spaces and currency signs to ASCII, and
    /// line endings to `\n`, and drops a no-break or thin space between two digits; every other byte
    /// is kept.
    private static func asciiPunctuation(_ text: String) -> [UInt8] {
        let plain = text.utf8.withContiguousStorageIfAvailable { bytes -> [UInt8]? in
            for byte in bytes where byte >= 0x80 || (byte < 0x20 && byte != 0x0A) { return nil }
            return Array(bytes)
        }
        if let plain, let bytes = plain { return bytes }
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count + 8)
        var iterator = text.utf8.makeIterator()
        var pending: [UInt8] = []
        while true {
            let byte: UInt8
            if !pending.isEmpty {
                byte = pending.removeFirst()
            } else if let next = iterator.next() {
                byte = next
            } else {
                break
            }
            if byte < 0x80 {
                switch byte {
                case 0x0D:
                    if let next = iterator.next(), next != 0x0A { pending.append(next) }
                    output.append(0x0A)
                case 0x09, 0x0B, 0x0C: output.append(0x20)
                default: output.append(byte)
                }
                continue
            }
            // Read the rest of this multi-byte character.
            var sequence: [UInt8] = [byte]
            let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
            while sequence.count < length, let next = iterator.next() { sequence.append(next) }
            // `104 241,15 €`, `1 234,56`: a no-break or thin space between digits is the thousands
            // separator locales such as French write (a typed space is left a space: `2 104,50`).
            if groupSeparators.contains(sequence), let last = output.last, isDigit(last) {
                let next = pending.first ?? iterator.next()
                if let next, pending.isEmpty { pending.append(next) }
                if let next, isDigit(next) { continue }
            }
            output.append(contentsOf: replacement(for: sequence) ?? sequence)
        }
        return output
    }

    /// No-break (U+00A0), narrow no-break (U+202F) and thin (U+2009) spaces: what number formats
    /// put between groups of digits.
    private static let groupSeparators: [[UInt8]] = [[0xC2, 0xA0], [0xE2, 0x80, 0xAF], [0xE2, 0x80, 0x89]]

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private static func replacement(for sequence: [UInt8]) -> [UInt8]? {
        switch sequence {
        case [0xE2, 0x80, 0x98], [0xE2, 0x80, 0x99], [0xE2, 0x80, 0xB2]: return [UInt8(ascii: "'")]
        case [0xE2, 0x80, 0x9C], [0xE2, 0x80, 0x9D]: return [UInt8(ascii: "\"")]
        case [0xE2, 0x80, 0x90], [0xE2, 0x80, 0x91], [0xE2, 0x80, 0x92], [0xE2, 0x80, 0x93], [0xE2, 0x80, 0x94],
            [0xE2, 0x88, 0x92]:
            return [UInt8(ascii: "-")]
        case [0xE2, 0x80, 0xA2], [0xE2, 0x97, 0x8F], [0xC2, 0xB7], [0xE2, 0x88, 0x97], [0xE2, 0x97, 0xA6],
            [0xE2, 0x80, 0xA7], [0xC3, 0x97]:
            return [UInt8(ascii: "*")]
        case [0xC2, 0xA0], [0xE2, 0x80, 0xAF], [0xE2, 0x80, 0x89], [0xE2, 0x80, 0x8A], [0xE2, 0x80, 0x82],
            [0xE2, 0x80, 0x83], [0xE3, 0x80, 0x80]:
            return [0x20]
        case [0xE2, 0x80, 0x8B], [0xEF, 0xBB, 0xBF]: return []
        // Chinese punctuation: full stop, enumeration comma, and the full-width forms.
        case [0xE3, 0x80, 0x82]: return [UInt8(ascii: ".")]
        case [0xE3, 0x80, 0x81], [0xEF, 0xBC, 0x8C]: return [UInt8(ascii: ",")]
        case [0xEF, 0xBC, 0x9A]: return [UInt8(ascii: ":")]
        case [0xEF, 0xBC, 0x9B]: return [UInt8(ascii: ";")]
        case [0xEF, 0xBC, 0x81]: return [UInt8(ascii: "!")]
        case [0xEF, 0xBC, 0x9F]: return [UInt8(ascii: "?")]
        case [0xEF, 0xBC, 0x88]: return [UInt8(ascii: "(")]
        case [0xEF, 0xBC, 0x89]: return [UInt8(ascii: ")")]
        // The full-width pound, yen and won signs of CJK fonts (`￡16.75`).
        case [0xEF, 0xBF, 0xA1]: return Array("GBP ".utf8)
        case [0xEF, 0xBF, 0xA5]: return Array("JPY ".utf8)
        case [0xEF, 0xBF, 0xA6]: return Array("KRW ".utf8)
        case [0xE2, 0x82, 0xAC]: return Array("EUR ".utf8)
        case [0xC2, 0xA3]: return Array("GBP ".utf8)
        case [0xC2, 0xA5]: return Array("JPY ".utf8)
        default: return fullWidthASCII(sequence)
        }
    }

    /// The ASCII character a full-width form (U+FF01 to U+FF5E: `１２．５０`, `ＴＯＴＡＬ`, `＄`) is.
    private static func fullWidthASCII(_ sequence: [UInt8]) -> [UInt8]? {
        guard sequence.count == 3, sequence[0] == 0xEF, sequence[1] == 0xBC || sequence[1] == 0xBD else { return nil }
        let scalar = 0xF000 | UInt32(sequence[1] & 0x3F) << 6 | UInt32(sequence[2] & 0x3F)
        guard scalar >= 0xFF01, scalar <= 0xFF5E else { return nil }
        return [UInt8(scalar - 0xFEE0)]
    }

    /// Replaces look-alike letters inside number chunks and returns the ranges it changed.
    private static func repairNumbers(_ bytes: inout [UInt8]) -> [Range<Int>] {
        var repaired: [Range<Int>] = []
        var start = 0
        var previousChunkIsCurrency = false
        let count = bytes.count
        while start < count {
            if isSpace(bytes[start]) { start += 1; continue }
            var end = start
            while end < count && !isSpace(bytes[end]) { end += 1 }
            var low = start
            var high = end
            while low < high && !isAlphanumeric(bytes[low]) { low += 1 }
            while high > low && !isAlphanumeric(bytes[high - 1]) { high -= 1 }
            var hasCurrencyPrefix = previousChunkIsCurrency
            if let prefixEnd = currencyPrefixEnd(bytes, from: low, to: high) {
                hasCurrencyPrefix = true
                low = prefixEnd
                while low < high && !isAlphanumeric(bytes[low]) { low += 1 }
            }
            if low < high, let range = repairChunk(&bytes, low, high, afterCurrency: hasCurrencyPrefix) {
                repaired.append(range)
            }
            previousChunkIsCurrency = isCurrencyWord(bytes, from: start, to: end)
            start = end
        }
        return repaired
    }

    private static func repairChunk(_ bytes: inout [UInt8], _ low: Int, _ high: Int, afterCurrency: Bool) -> Range<Int>?
    {
        var digits = 0
        var lookAlikes = 0
        var separators = 0
        for index in low..<high {
            let byte = bytes[index]
            if byte >= 0x30 && byte <= 0x39 {
                digits += 1
            } else if digitFor(byte) != nil {
                lookAlikes += 1
            } else if isSeparator(byte) {
                separators += 1
            } else {
                return nil
            }
        }
        guard digits > 0, lookAlikes > 0, separators > 0 || afterCurrency else { return nil }
        var first = high
        var last = low
        for index in low..<high {
            if let digit = digitFor(bytes[index]) {
                bytes[index] = digit
                first = min(first, index)
                last = max(last, index)
            }
        }
        return first..<(last + 1)
    }

    /// The end of a leading `RM` or `MYR` (any case) when a digit or look-alike follows it.
    private static func currencyPrefixEnd(_ bytes: [UInt8], from low: Int, to high: Int) -> Int? {
        if high - low > 3, lowercased(bytes[low]) == UInt8(ascii: "m"), lowercased(bytes[low + 1]) == UInt8(ascii: "y"),
            lowercased(bytes[low + 2]) == UInt8(ascii: "r")
        {
            return low + 3
        }
        if high - low > 2, lowercased(bytes[low]) == UInt8(ascii: "r"), lowercased(bytes[low + 1]) == UInt8(ascii: "m")
        {
            return low + 2
        }
        return nil
    }

    /// Whether the chunk is `RM` or `MYR` alone, perhaps with punctuation around it.
    private static func isCurrencyWord(_ bytes: [UInt8], from start: Int, to end: Int) -> Bool {
        var letters: UInt32 = 0
        var count = 0
        for index in start..<end where isAlphanumeric(bytes[index]) {
            count += 1
            if count > 3 { return false }
            letters = letters << 8 | UInt32(lowercased(bytes[index]))
        }
        return letters == 0x726D || letters == 0x6D7972
    }

    private static func digitFor(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "O"), UInt8(ascii: "o"): return UInt8(ascii: "0")
        case UInt8(ascii: "l"), UInt8(ascii: "I"), UInt8(ascii: "|"): return UInt8(ascii: "1")
        case UInt8(ascii: "S"), UInt8(ascii: "s"): return UInt8(ascii: "5")
        default: return nil
        }
    }

    private static func isSeparator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ".") || byte == UInt8(ascii: ",") || byte == UInt8(ascii: ":")
            || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "-")
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == UInt8(ascii: "|")
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
    }
}
