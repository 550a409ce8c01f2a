/// An amount as statement files write it, read into exact minor units: a sign (`-2.60`,
/// `+00000000000115.8331`), a decimal point or comma (`-2,60`), and apostrophes or spaces between
/// thousands (`11'373.94`), or points and commas both (`1.234,56`).
///
/// Promises: more decimals than the currency has are rounded half away from zero (`-1.2345` USD is
/// `-1.23`, `0.005` is `0.01`); anything else than such a number, or one past what an amount holds,
/// is nil, as is one with both marks whose last kind comes more than once (`1,00.0.0`).
public enum StatementAmount {
    public static func minorUnits(_ text: String, currency: Currency) -> Int64? {
        var scalars = Array(text.unicodeScalars.filter { $0 != " " && $0 != "'" && $0 != "\u{00A0}" })
        var negative = false
        if let first = scalars.first, first == "-" || first == "+" {
            negative = first == "-"
            scalars.removeFirst()
        }
        guard !scalars.isEmpty, scalars.allSatisfy({ ("0"..."9").contains($0) || $0 == "." || $0 == "," }) else {
            return nil
        }
        // OFX writes no separator between thousands, so a lone point or comma is the decimal mark;
        // with both kinds (`1.234,56`, `1,234.56`) the last is; several of one kind alone are thousands.
        let marks = scalars.indices.filter { scalars[$0] == "." || scalars[$0] == "," }
        var decimalAt: Int?
        if let last = marks.last {
            let sameKind = marks.filter { scalars[$0] == scalars[last] }.count
            let mixed = marks.contains(where: { scalars[$0] != scalars[last] })
            // With both kinds, the decimal mark is written once, after every thousands mark.
            if mixed && sameKind > 1 { return nil }
            if sameKind == 1 || mixed { decimalAt = last }
        }
        var whole: Int64 = 0
        var fraction: [Int64] = []
        for (position, scalar) in scalars.enumerated() where scalar != "." && scalar != "," {
            let digit = Int64(scalar.value - 48)
            if let decimalAt, position > decimalAt {
                fraction.append(digit)
            } else {
                let (times, overflowed) = whole.multipliedReportingOverflow(by: 10)
                guard !overflowed else { return nil }
                whole = times + digit
            }
        }
        let digits = currency.minorUnitDigits
        var minor = whole
        for index in 0..<digits {
            let (times, overflowed) = minor.multipliedReportingOverflow(by: 10)
            guard !overflowed else { return nil }
            minor = times + (index < fraction.count ? fraction[index] : 0)
        }
        if fraction.count > digits, fraction[digits] >= 5 {
            let (up, overflowed) = minor.addingReportingOverflow(1)
            guard !overflowed else { return nil }
            minor = up
        }
        return negative ? -minor : minor
    }
}
