/// A piece of OCR text with the box it was read from, in pixels, y growing downwards.
///
/// Promises: `minX <= maxX` and `minY <= maxY` whatever order the corners came in.
public struct PositionedWord: Equatable, Sendable {
    public let text: String
    public let minX: Int
    public let minY: Int
    public let maxX: Int
    public let maxY: Int
    /// The line the OCR itself put the word on, where it says (tesseract's TSV numbers its lines);
    /// nil for OCR that gives boxes alone. Words of one such line show the page's slant.
    public let ocrLine: Int?

    public init(text: String, minX: Int, minY: Int, maxX: Int, maxY: Int, ocrLine: Int? = nil) {
        self.text = text
        self.ocrLine = ocrLine
        self.minX = Swift.min(minX, maxX)
        self.minY = Swift.min(minY, maxY)
        self.maxX = Swift.max(minX, maxX)
        self.maxY = Swift.max(minY, maxY)
    }

    var height: Int { max(1, maxY - minY) }
    /// Twice the vertical centre, to stay in whole numbers.
    var doubleCentreY: Int { minY + maxY }
    /// Twice the horizontal centre.
    var doubleCentreX: Int { minX + maxX }
}
