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
        var text = grouped ? DigitText.groupedThousands(magnitude / per) : String(magnitude / per)
        if money.currency.minorUnitDigits > 0 {
            text += "." + DigitText.zeroPadded(magnitude % per, width: money.currency.minorUnitDigits)
        }
        return text
    }
}
