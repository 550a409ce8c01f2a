/// Reads OCR output that carries positions: box lines `x1,y1,x2,y2,x3,y3,x4,y4,text` (the four
/// corners of each box, the text possibly holding commas itself).
///
/// Promises: pure; `read` answers nil unless most non-empty lines (at least four in five) are box
/// lines, so plain text is never mistaken for positioned input; a box line's text is kept exactly.
public enum OCRBoxes {
    public static func read(_ text: String) -> [PositionedWord]? {
        var text = text
        return text.withUTF8 { read($0) }
    }

    /// Reads the bytes in place, line by line; gives up as soon as too many lines are not box lines
    /// for the text to be positioned input, so a plain notification or history screen costs two
    /// passes over its bytes (one to count its lines) and nothing kept per line.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>) -> [PositionedWord]? {
        // Count the lines that are not blank first, without keeping them, then read them one by one.
        var nonBlankLines = 0
        forEachNonBlankLine(bytes) { _ in nonBlankLines += 1 }
        guard nonBlankLines > 0 else { return nil }
        // At least four lines in five are box lines: at most a fifth may be anything else.
        let allowedMisses = nonBlankLines / 5
        var misses = 0
        var words: [PositionedWord] = []
        var gaveUp = false
        forEachNonBlankLine(bytes) { line in
            guard !gaveUp else { return }
            guard let word = box(bytes, line) else {
                misses += 1
                if misses > allowedMisses { gaveUp = true }
                return
            }
            if words.isEmpty { words.reserveCapacity(nonBlankLines) }
            if !word.text.isEmpty { words.append(word) }
        }
        return gaveUp ? nil : words
    }

    /// Calls `body` with each line of `bytes` (split at `\n` or `\r`) that holds more than spaces and tabs.
    private static func forEachNonBlankLine(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>) -> Void) {
        var start = 0
        for index in 0...bytes.count
        where index == bytes.count || bytes[index] == newline || bytes[index] == carriageReturn {
            if (start..<index).contains(where: { bytes[$0] != space && bytes[$0] != tab }) { body(start..<index) }
            start = index + 1
        }
    }

    /// The box line in `bytes[line]`: eight whole numbers, each followed by a comma (spaces
    /// allowed around them), then the text, trimmed of spaces and tabs.
    private static func box(_ bytes: UnsafeBufferPointer<UInt8>, _ line: Range<Int>) -> PositionedWord? {
        var numbers = (0, 0, 0, 0, 0, 0, 0, 0)
        var index = line.lowerBound
        for field in 0..<8 {
            while index < line.upperBound, bytes[index] == space || bytes[index] == tab { index += 1 }
            var negative = false
            if index < line.upperBound, bytes[index] == minus || bytes[index] == plus {
                negative = bytes[index] == minus
                index += 1
            }
            var value = 0, digits = 0
            while index < line.upperBound, bytes[index] >= zero, bytes[index] <= nine, digits < 9 {
                value = value * 10 + Int(bytes[index] - zero)
                digits += 1
                index += 1
            }
            while index < line.upperBound, bytes[index] == space || bytes[index] == tab { index += 1 }
            guard digits > 0, index < line.upperBound, bytes[index] == comma else { return nil }
            index += 1
            if negative { value = -value }
            switch field {
            case 0: numbers.0 = value
            case 1: numbers.1 = value
            case 2: numbers.2 = value
            case 3: numbers.3 = value
            case 4: numbers.4 = value
            case 5: numbers.5 = value
            case 6: numbers.6 = value
            default: numbers.7 = value
            }
        }
        var end = line.upperBound
        while index < end, bytes[index] == space || bytes[index] == tab { index += 1 }
        while end > index, bytes[end - 1] == space || bytes[end - 1] == tab { end -= 1 }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self)
        let (x1, y1, x2, y2, x3, y3, x4, y4) = numbers
        return PositionedWord(
            text: text, minX: min(x1, x2, x3, x4), minY: min(y1, y2, y3, y4),
            maxX: max(x1, x2, x3, x4), maxY: max(y1, y2, y3, y4))
    }

    private static let newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r"), space = UInt8(ascii: " ")
    private static let tab = UInt8(ascii: "\t"), comma = UInt8(ascii: ","), minus = UInt8(ascii: "-"),
        plus = UInt8(ascii: "+")
    private static let zero = UInt8(ascii: "0"), nine = UInt8(ascii: "9")
}

extension StringProtocol {
    /// Without spaces and tabs at either end.
    func trimmingSpaces() -> SubSequence {
        var start = startIndex, end = endIndex
        while start < end, self[start] == " " || self[start] == "\t" { start = index(after: start) }
        while end > start, self[index(before: end)] == " " || self[index(before: end)] == "\t" {
            end = index(before: end)
        }
        return self[start..<end]
    }
}
