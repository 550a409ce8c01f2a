/// Whole numbers as spendrop writes them: zero-padded to a width (`07`, `2026`), or grouped by
/// thousands with commas (`1,234,567`). The one owner of both, for money, dates, file names and sizes.
///
/// Promises: pure; a value wider than `width` is written whole, never cut; a minus sign stays in
/// front of the padding.
public enum DigitText {
    public static func zeroPadded<Number: BinaryInteger>(_ value: Number, width: Int) -> String {
        // Any value up to 64 bits is written straight into bytes, from its last digit back: no
        // intermediate strings (a year of daily labels is a thousand of these).
        guard let magnitude = UInt64(exactly: value.magnitude), width <= maximumFastWidth else {
            return (value < 0 ? "-" : "") + zeroPadded(digits: String(value.magnitude), width: width)
        }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: fastCapacity) { bytes in
            var start = fastCapacity
            var rest = magnitude
            repeat {
                start -= 1
                bytes[start] = 0x30 + UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
            } while rest > 0
            while fastCapacity - start < width {
                start -= 1
                bytes[start] = 0x30
            }
            if value < 0 {
                start -= 1
                bytes[start] = 0x2D
            }
            return String(decoding: UnsafeMutableBufferPointer(rebasing: bytes[start...]), as: UTF8.self)
        }
    }

    /// The widest padding written without intermediate strings, and the bytes that takes: the
    /// padding, or the 20 digits of the largest `UInt64`, and a sign.
    private static let maximumFastWidth = 32
    private static let fastCapacity = maximumFastWidth + 1

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
