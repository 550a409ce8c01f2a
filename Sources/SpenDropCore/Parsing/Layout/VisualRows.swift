/// Rebuilds the lines a person sees from positioned OCR words: words whose boxes share a band of
/// the page form one row, read left to right, and rows are read top to bottom. A label printed on
/// the left and its value on the right become one line ("TOTAL RM 60.30"), as on paper.
///
/// Promises: pure and deterministic; every word appears exactly once; a slight slant is
/// followed, because a row's band moves with the words that join it.
/// - Complexity: O(n log n) for n words: a word is compared with the last four rows only.
public enum VisualRows {
    public static func text(_ words: [PositionedWord]) -> String {
        rows(words).flatMap(pairs).map { row in row.map(\.text).joined(separator: " ") }.joined(separator: "\n")
    }

    /// A row that holds two label-value pairs side by side (`TOTAL SAVING 0.00   TOTAL 41.50`) is
    /// read as two lines: a new line starts where a word with letters follows, after a clear gap,
    /// a word that is an amount with decimals.
    static func pairs(_ row: [PositionedWord]) -> [[PositionedWord]] {
        var lines: [[PositionedWord]] = [[]]
        for word in row {
            if let previous = lines[lines.count - 1].last, isDecimalAmount(previous.text), word.text.first?.isLetter == true,
               word.minX - previous.maxX > 2 * previous.height {
                lines.append([])
            }
            lines[lines.count - 1].append(word)
        }
        return lines
    }

    /// `41.50`, `RM41.50`, `-0.02`: digits with a decimal point and two or three decimals.
    static func isDecimalAmount(_ text: String) -> Bool {
        let digits = text.drop { !$0.isNumber && $0 != "." && $0 != "-" }
        guard let dot = digits.lastIndex(of: "."), digits.distance(from: dot, to: digits.endIndex) - 1 >= 2,
              digits.distance(from: dot, to: digits.endIndex) - 1 <= 3 else { return false }
        return digits.allSatisfy { $0.isNumber || $0 == "." || $0 == "," || $0 == "-" }
    }

    static func rows(_ words: [PositionedWord]) -> [[PositionedWord]] {
        struct Row {
            var words: [PositionedWord]
            /// Twice the centre of the row's latest word, and its height: the band the next word must fall in.
            var doubleCentre: Int
            var height: Int
            var right: Int
        }
        let ordered = words.enumerated().sorted { ($0.element.doubleCentreY, $0.offset) < ($1.element.doubleCentreY, $1.offset) }
        var rows: [Row] = []
        for (_, word) in ordered {
            // The row whose band holds this word's centre best, among the rows it could continue.
            var best: Int?
            var bestDistance = Int.max
            for index in rows.indices.reversed() {
                let row = rows[index]
                let distance = abs(row.doubleCentre - word.doubleCentreY)
                // Within half the smaller height of either: the same printed line.
                guard distance <= min(row.height, word.height) else { continue }
                if distance < bestDistance {
                    best = index
                    bestDistance = distance
                }
                if rows.count - index > 3 { break }
            }
            if let best {
                rows[best].words.append(word)
                if word.minX >= rows[best].right {
                    rows[best].doubleCentre = word.doubleCentreY
                    rows[best].right = word.maxX
                }
            } else {
                rows.append(Row(words: [word], doubleCentre: word.doubleCentreY, height: word.height, right: word.maxX))
            }
        }
        return rows.map { $0.words.sorted { ($0.minX, $0.minY) < ($1.minX, $1.minY) } }
    }
}
