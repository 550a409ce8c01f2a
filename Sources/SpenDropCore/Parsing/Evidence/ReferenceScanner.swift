/// Reads reference numbers: the value after `Ref`, `Reference No.`, `Transaction ID`,
/// `Receipt No`, `Approval Code` and the like, on the same line or the next.
///
/// Promises: a reference has at least three characters and at least one digit, is written as
/// it appears (letters, digits, and `-`, `/`, `_` inside it), and a free-text field such as
/// `Recipient Reference: dinner` is never taken for one.
enum ReferenceScanner {
    /// The first reference in tokens `range`.
    static func firstReference(_ evidence: TextEvidence, in range: Range<Int>) -> String? {
        let text = evidence.text
        // A column of labels above a column of values: the label's paired line.
        for pair in evidence.fields.pairs
        where pair.valueLine != pair.labelLine && range.contains(pair.value.lowerBound) {
            if case .reference = pair.field, let value = value(text, from: pair.value.lowerBound) { return value }
        }
        for hit in evidence.hits(in: range) where hit.cue == .referenceLabel {
            var index = hit.end
            while index < text.tokens.count, text.tokens[index].kind == .symbol,
                text.tokens[index].line == text.tokens[hit.start].line
            {
                index += 1
            }
            guard index < text.tokens.count, index < range.upperBound,
                text.tokens[index].line <= text.tokens[hit.start].line + 1
            else { continue }
            if text.tokens[index].line != text.tokens[hit.start].line,
                index != text.lines[text.tokens[index].line].lowerBound
            {
                continue
            }
            if let value = value(text, from: index) { return value }
        }
        return nil
    }

    private static func value(_ text: ScannedText, from start: Int) -> String? {
        var index = start
        var last: Int?
        var hasDigit = false
        while index < text.tokens.count {
            if index > start && !text.isJoined(index) { break }
            let token = text.tokens[index]
            if token.kind == .symbol {
                guard
                    token.byte == UInt8(ascii: "-") || token.byte == UInt8(ascii: "/")
                        || token.byte == UInt8(ascii: "_"),
                    index + 1 < text.tokens.count, text.isJoined(index + 1), text.tokens[index + 1].kind != .symbol
                else { break }
            } else {
                if token.kind == .number { hasDigit = true }
                last = index
            }
            index += 1
        }
        guard hasDigit, let last else { return nil }
        let value = text.text(from: start, through: last)
        return value.utf8.count >= 3 ? value : nil
    }
}
