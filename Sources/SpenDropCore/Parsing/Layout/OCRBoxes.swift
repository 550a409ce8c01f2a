/// Reads OCR output that carries positions: box lines `x1,y1,x2,y2,x3,y3,x4,y4,text` (the four
/// corners of each box, the text possibly holding commas itself).
///
/// Promises: pure; `read` answers nil unless most non-empty lines (at least four in five) are box
/// lines, so plain text is never mistaken for positioned input; a box line's text is kept exactly.
public enum OCRBoxes {
    public static func read(_ text: String) -> [PositionedWord]? {
        var words: [PositionedWord] = []
        var lines = 0, boxLines = 0
        for line in text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            guard !line.allSatisfy({ $0 == " " || $0 == "\t" }) else { continue }
            lines += 1
            if let word = box(line) {
                boxLines += 1
                if !word.text.allSatisfy({ $0 == " " }) { words.append(word) }
            }
        }
        guard lines > 0, boxLines * 5 >= lines * 4 else { return nil }
        return words
    }

    /// One box line, or nil.
    static func box(_ line: Substring) -> PositionedWord? {
        var numbers: [Int] = []
        var rest = line[...]
        while numbers.count < 8 {
            guard let comma = rest.firstIndex(of: ",") else { return nil }
            let field = rest[..<comma].trimmingSpaces()
            guard let number = Int(field) else { return nil }
            numbers.append(number)
            rest = rest[rest.index(after: comma)...]
        }
        return PositionedWord(text: String(rest.trimmingSpaces()), xs: [numbers[0], numbers[2], numbers[4], numbers[6]],
                              ys: [numbers[1], numbers[3], numbers[5], numbers[7]])
    }
}

extension StringProtocol {
    /// Without spaces and tabs at either end.
    func trimmingSpaces() -> SubSequence {
        var start = startIndex, end = endIndex
        while start < end, self[start] == " " || self[start] == "\t" { start = index(after: start) }
        while end > start, self[index(before: end)] == " " || self[index(before: end)] == "\t" { end = index(before: end) }
        return self[start..<end]
    }
}
