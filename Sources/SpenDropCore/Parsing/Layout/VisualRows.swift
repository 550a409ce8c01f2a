/// Rebuilds the lines a person sees from positioned OCR words: words whose boxes share a band of
/// the page form one row, read left to right, and rows are read top to bottom. A label printed on
/// the left and its value on the right become one line ("TOTAL RM 60.30"), as on paper.
///
/// Promises: pure and deterministic; every word appears exactly once; rows are read along `slant`
/// (`PageSlant`: level unless given), and a slight slant is followed anyway, because a row's band
/// moves with the words that join it.
/// - Complexity: O(n log n) for n words: a word is compared with the last four rows only.
public enum VisualRows {
    /// How many of the latest rows a word is compared with: a word belongs to a row printed near
    /// it, and comparing with every row would make the rebuild quadratic.
    static let rowsLookedBack = 4

    public static func text(_ words: [PositionedWord], slant: PageSlant = .level) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(words.reduce(0) { $0 + $1.text.utf8.count + 1 })
        for row in rows(words, slant: slant) {
            for line in pairs(row) {
                if !bytes.isEmpty { bytes.append(UInt8(ascii: "\n")) }
                for (index, word) in line.enumerated() {
                    if index > 0 { bytes.append(UInt8(ascii: " ")) }
                    bytes.append(contentsOf: word.text.utf8)
                }
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A row that holds two label-value pairs side by side (`TOTAL SAVING 0.00   TOTAL 41.50`) is
    /// read as two lines: a new line starts where a word with letters follows, after a clear gap,
    /// a word that is an amount with decimals.
    static func pairs(_ row: [PositionedWord]) -> [[PositionedWord]] {
        var lines: [[PositionedWord]] = [[]]
        for word in row {
            if let previous = lines[lines.count - 1].last, word.minX - previous.maxX > 2 * previous.height,
                startsWithLetter(word.text), isDecimalAmount(previous.text)
            {
                lines.append([])
            }
            lines[lines.count - 1].append(word)
        }
        return lines
    }

    /// `41.50`, `RM41.50`, `-0.02`: digits with a decimal point and two or three decimals.
    static func isDecimalAmount(_ text: String) -> Bool {
        let bytes = text.utf8
        let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        // What comes before the first digit, point or minus (a currency) is not looked at.
        guard
            let first = bytes.firstIndex(where: { isDigit($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-") }),
            let dot = bytes.lastIndex(of: UInt8(ascii: ".")), dot >= first
        else { return false }
        let decimals = bytes.distance(from: dot, to: bytes.endIndex) - 1
        guard (2...3).contains(decimals) else { return false }
        return bytes[first...].allSatisfy {
            isDigit($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "-")
        }
    }

    /// Whether the first character is a letter; ASCII is answered without a Unicode lookup.
    static func startsWithLetter(_ text: String) -> Bool {
        guard let byte = text.utf8.first else { return false }
        if byte < 0x80 { return (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
        return text.first?.isLetter == true
    }

    static func rows(_ words: [PositionedWord], slant: PageSlant = .level) -> [[PositionedWord]] {
        struct Row {
            /// Indices into `words`.
            var members: [Int]
            /// Twice the centre of the row's latest word, and its height: the band the next word must fall in.
            var doubleCentre: Int
            var height: Int
            var right: Int
        }
        let centres = words.map(slant.levelDoubleCentreY)
        let order = words.indices.sorted { (centres[$0], $0) < (centres[$1], $1) }
        var rows: [Row] = []
        for member in order {
            let word = words[member]
            // The row whose band holds this word's centre best, among the rows it could continue.
            var best: Int?
            var bestDistance = Int.max
            for index in rows.indices.reversed() {
                let distance = abs(rows[index].doubleCentre - centres[member])
                // Within half the smaller height of either: the same printed line.
                if distance <= min(rows[index].height, word.height), distance < bestDistance {
                    best = index
                    bestDistance = distance
                }
                if rows.count - index >= rowsLookedBack { break }
            }
            if let best {
                rows[best].members.append(member)
                if word.minX >= rows[best].right {
                    rows[best].doubleCentre = centres[member]
                    rows[best].right = word.maxX
                }
            } else {
                rows.append(
                    Row(members: [member], doubleCentre: centres[member], height: word.height, right: word.maxX))
            }
        }
        return rows.map { row in
            row.members.sorted { (words[$0].minX, words[$0].minY) < (words[$1].minX, words[$1].minY) }.map { words[$0] }
        }
    }
}
