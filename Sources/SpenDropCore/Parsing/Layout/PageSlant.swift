/// How far the printed lines of a photographed page climb or fall across it, measured from the
/// lines the OCR itself found, so rows can be rebuilt along the print rather than along the
/// picture's edges.
///
/// Promises (pure): the slant is the median rise per pixel across of the OCR's lines that hold
/// words far enough apart to measure (`leastRunInHeights`); it is level (0) when fewer than
/// `fewestLinesMeasured` lines can be measured (boxes alone carry no lines), and never steeper
/// than `steepestRise` (a reading that steep is of words the OCR joined across rows).
public struct PageSlant: Equatable, Sendable {
    /// Pixels down per pixel across (negative: the lines climb to the right).
    public let rise: Double

    public static let level = PageSlant(rise: 0)

    /// The first and last words of a line must be this many word heights apart for the line to be
    /// measured: nearer, a pixel's error in a box is a large error in the slope.
    static let leastRunInHeights = 4
    /// A single measured line can be a stray pairing of two rows; two agreeing lines are a slant.
    static let fewestLinesMeasured = 2
    /// About 14 degrees: a receipt photographed steeper than this is not read as rows at all.
    static let steepestRise = 0.25

    public init(rise: Double) {
        self.rise = rise
    }

    /// The slant shown by `words`' OCR lines (`PositionedWord.ocrLine`).
    public static func measure(_ words: [PositionedWord]) -> PageSlant {
        var rises: [Double] = []
        var start = 0
        while start < words.count {
            var end = start + 1
            while end < words.count, words[end].ocrLine != nil, words[end].ocrLine == words[start].ocrLine { end += 1 }
            // A line of one word measures nothing: `rise` finds its two ends too near.
            if let rise = rise(words[start], words[end - 1]) { rises.append(rise) }
            start = end
        }
        guard rises.count >= fewestLinesMeasured else { return .level }
        rises.sort()
        let middle = rises.count / 2
        let median = rises.count % 2 == 1 ? rises[middle] : (rises[middle - 1] + rises[middle]) / 2
        return abs(median) <= steepestRise ? PageSlant(rise: median) : .level
    }

    /// The rise from `first`'s centre to `last`'s, nil when they are too near to measure.
    private static func rise(_ first: PositionedWord, _ last: PositionedWord) -> Double? {
        let across = last.doubleCentreX - first.doubleCentreX
        guard across >= 2 * leastRunInHeights * min(first.height, last.height) else { return nil }
        return Double(last.doubleCentreY - first.doubleCentreY) / Double(across)
    }

    /// Twice `word`'s vertical centre as it would sit on a level page: the rise taken off across
    /// its horizontal position.
    func levelDoubleCentreY(_ word: PositionedWord) -> Int {
        word.doubleCentreY - Int((rise * Double(word.doubleCentreX)).rounded())
    }
}
