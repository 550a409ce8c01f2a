/// Writes `Money` the way a person reads it: `RM 15.00`, `-RM 5.00`, `RM 1,234.50`, `¥1,200`.
///
/// Promises: the exact minor units appear, grouped by thousands with commas and with exactly the
/// currency's minor-unit digits; `MoneyParser` reads every output back to the same value, for
/// every amount within `MoneyParser.largestAmount(in:)`.
public enum MoneyFormatter {
    public static func format(_ money: Money) -> String {
        let separator = money.currency.spacesSymbol ? " " : ""
        return sign(money) + money.currency.symbol + separator + number(money, grouped: true)
    }

    /// The number alone with a plain decimal point and no grouping, for files and JSON: `-1234.50`.
    public static func plainNumber(_ money: Money) -> String {
        sign(money) + number(money, grouped: false)
    }

    private static func sign(_ money: Money) -> String {
        money.minorUnits < 0 ? "-" : ""
    }

    private static func number(_ money: Money, grouped: Bool) -> String {
        let magnitude = money.minorUnits.magnitude
        let per = UInt64(money.currency.minorUnitsPerMajor)
        let whole = String(magnitude / per)
        var text = grouped ? groupThousands(whole) : whole
        if money.currency.minorUnitDigits > 0 {
            let fraction = String(magnitude % per)
            text += "." + String(repeating: "0", count: money.currency.minorUnitDigits - fraction.count) + fraction
        }
        return text
    }

    private static func groupThousands(_ digits: String) -> String {
        var groups: [Substring] = []
        var end = digits.endIndex
        while end > digits.startIndex {
            let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
            groups.insert(digits[start..<end], at: 0)
            end = start
        }
        return groups.joined(separator: ",")
    }
}
