/// A row of numbers as a line of eighth-blocks, `▁▂▄█`: the lowest value the lowest block, the
/// highest the full one, those between in proportion (rounded down); all equal, all lowest.
///
/// Promises: one character per value; pure.
public enum Sparkline {
    static let blocks: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    public static func text(_ values: [Int64]) -> String {
        guard let low = values.min(), let high = values.max(), high > low else {
            return String(repeating: blocks[0], count: values.count)
        }
        let span = Double(high) - Double(low)
        return String(
            values.map { value in
                blocks[min(blocks.count - 1, Int((Double(value) - Double(low)) / span * Double(blocks.count - 1)))]
            })
    }
}
