/// Reads tesseract's TSV output (`level page_num block_num par_num line_num word_num left top
/// width height conf text`, one row per page, block, paragraph, line and word) into positioned
/// words.
///
/// Promises: pure; answers nil unless the text starts with tesseract's TSV header row; only word
/// rows (level 5) with text are kept, each with its box and the line tesseract put it on (one
/// number for each block, paragraph and line).
public enum TesseractTSV {
    public static let header =
        "level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext"

    public static func read(_ text: String) -> [PositionedWord]? {
        // The header first, before anything else is split: plain text is turned away at once, by
        // its first byte that is not a space or line break.
        guard text.utf8.first(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }) == UInt8(ascii: "l")
        else { return nil }
        let body = text.drop(while: { $0 == "\n" || $0 == "\r\n" })
        let firstLineEnd = body.firstIndex(where: { $0 == "\n" || $0 == "\r\n" }) ?? body.endIndex
        guard body[..<firstLineEnd].trimmingSpaces() == header[...] else { return nil }
        let lines = body[firstLineEnd...].split(
            omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
        var words: [PositionedWord] = []
        // Tesseract numbers lines within paragraphs within blocks; each such line gets one number here.
        var ocrLine = 0
        var lastLineKey: (Substring, Substring, Substring)?
        for line in lines {
            let fields = line.split(separator: "\t", maxSplits: 11, omittingEmptySubsequences: false)
            guard fields.count == 12, fields[0] == "5", let left = Int(fields[6]), let top = Int(fields[7]),
                let width = Int(fields[8]), let height = Int(fields[9])
            else { continue }
            let word = fields[11].trimmingSpaces()
            guard !word.isEmpty else { continue }
            let lineKey = (fields[2], fields[3], fields[4])
            if let last = lastLineKey, last != lineKey { ocrLine += 1 }
            lastLineKey = lineKey
            words.append(
                PositionedWord(
                    text: String(word), minX: left, minY: top, maxX: left + width, maxY: top + height, ocrLine: ocrLine)
            )
        }
        return words
    }
}
