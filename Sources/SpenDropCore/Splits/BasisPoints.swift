/// Percentages as whole basis points (hundredths of a percent), read and written without a
/// floating-point step: `33.33%` is `3333`, `50%` is `5000`, `12.5%` is `1250`.
///
/// Promises: `parse` reads what `percentText` writes for every value from 0 up, and refuses
/// anything with more than two decimal places rather than rounding it.
public enum BasisPoints {
    /// Reads `50`, `33.33`, `12.5` or `7%` as basis points; nil for a sign, more than two
    /// decimals, an empty or non-digit text, or a value too large for `Int`.
    /// - Complexity: O(n) in the length of the text.
    public static func parse(_ text: String) -> Int? {
        var body = Substring(text)
        if body.hasSuffix("%") { body = body.dropLast() }
        let pieces = body.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(pieces.count), !pieces[0].isEmpty,
            pieces.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } })
        else { return nil }
        let fraction = pieces.count == 2 ? pieces[1] : ""
        guard fraction.count <= 2, pieces.count == 1 || !fraction.isEmpty,
            let whole = Int(pieces[0]), let hundredths = Int(fraction.isEmpty ? "0" : fraction)
        else { return nil }
        let scaledFraction = fraction.count == 1 ? hundredths * 10 : hundredths
        let (scaled, overflow) = whole.multipliedReportingOverflow(by: 100)
        guard !overflow else { return nil }
        let (result, overflowAgain) = scaled.addingReportingOverflow(scaledFraction)
        return overflowAgain ? nil : result
    }

    /// Writes basis points as a percentage: `3333` is `33.33%`, `5000` is `50%`, `3350` is
    /// `33.5%`, `-1000` is `-10%`.
    public static func percentText(_ basisPoints: Int) -> String {
        let sign = basisPoints < 0 ? "-" : ""
        let magnitude = basisPoints.magnitude
        let whole = magnitude / 100
        let hundredths = magnitude % 100
        if hundredths == 0 { return "\(sign)\(whole)%" }
        let fraction: String
        if hundredths % 10 == 0 {
            fraction = "\(hundredths / 10)"
        } else {
            fraction = hundredths < 10 ? "0\(hundredths)" : "\(hundredths)"
        }
        return "\(sign)\(whole).\(fraction)%"
    }

    /// Writes basis points as a percentage with one decimal, rounded half away from zero, as a
    /// column of shares shows them: `1080` is `10.8%`, `900` is `9.0%`, `3029` is `30.3%`; a share
    /// above zero that would round to nothing is `<0.1%`, never a `0.0%` that reads as none.
    public static func tenthsText(_ basisPoints: Int) -> String {
        let sign = basisPoints < 0 ? "-" : ""
        let tenths = (basisPoints.magnitude + 5) / 10
        if tenths == 0 && basisPoints != 0 { return sign.isEmpty ? "<0.1%" : ">-0.1%" }
        return "\(sign)\(tenths / 10).\(tenths % 10)%"
    }
}
