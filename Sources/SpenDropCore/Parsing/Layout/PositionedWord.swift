/// A piece of OCR text with the box it was read from, in pixels, y growing downwards.
///
/// Promises: `minX <= maxX` and `minY <= maxY` whatever order the corners came in.
public struct PositionedWord: Equatable, Sendable {
    public let text: String
    public let minX: Int
    public let minY: Int
    public let maxX: Int
    public let maxY: Int

    public init(text: String, xs: [Int], ys: [Int]) {
        self.text = text
        minX = xs.min() ?? 0
        maxX = xs.max() ?? 0
        minY = ys.min() ?? 0
        maxY = ys.max() ?? 0
    }

    var height: Int { max(1, maxY - minY) }
    /// Twice the vertical centre, to stay in whole numbers.
    var doubleCentreY: Int { minY + maxY }
}
