/// Whole numbers as spendrop writes them: zero-padded to a width (`07`, `2026`), or grouped by
/// thousands with commas (`1,234,567`). The one owner of both, for money, dates, file names and sizes.
///
/// Promises: pure; a value wider than `width` is written whole, never cut; a minus sign stays in
/// front of the padding.
public enum DigitText {
    public static func zeroPadded<Number: BinaryInteger>(_ value: Number, width: Int) -> String {
        let digits = String(value.magnitude)
        return (value < 0 ? "-" : "") + zeroPadded(digits: digits, width: width)
    }

    /// `digits` with zeros in front up to `width` characters (for digits in another radix too).
    public static func zeroPadded(digits: String, width: Int) -> String {
        digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }

    /// `1234567` → `1,234,567`.
    public static func groupedThousands<Number: BinaryInteger>(_ value: Number) -> String {
        let digits = String(value.magnitude)
        var groups: [Substring] = []
        var end = digits.endIndex
        while end > digits.startIndex {
            let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
            groups.insert(digits[start..<end], at: 0)
            end = start
        }
        return (value < 0 ? "-" : "") + groups.joined(separator: ",")
    }
}
