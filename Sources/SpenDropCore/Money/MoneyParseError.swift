/// Why `MoneyParser` refused a piece of text: one case per mistake a person can make.
///
/// Promises: every case keeps the text as it was given (trimmed of surrounding whitespace), and
/// `description` is one sentence that says what was wrong and what to type instead, ready to show
/// on stderr or beside an input field.
public enum MoneyParseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Nothing but whitespace was given.
    case empty
    /// A currency or a sign with no digits after it: `RM`, `-`, `.`.
    case missingNumber(text: String)
    /// A word that is not an amount: `NaN`, `inf`, `twelve`.
    case notANumber(text: String)
    /// Scientific notation such as `1e3`, which nobody means when writing money.
    case exponentNotation(text: String)
    /// A character that has no place in an amount, such as the letter in `12a.50`.
    case invalidCharacter(Character, text: String)
    /// More than one sign, as in `--5` or `-RM -5`.
    case multipleSigns(text: String)
    /// More than one decimal point, as in `1.2.3`.
    case multipleDecimalPoints(text: String)
    /// A thousands separator that does not sit between groups of three digits before the
    /// decimal point, as in `1,23`, `,123` or `1.234,50`, or two kinds of separator mixed.
    case misplacedGrouping(text: String)
    /// A currency prefix that is neither a known ISO code nor a known symbol.
    case unknownCurrency(code: String)
    /// More decimal digits than the currency's minor unit has; `nearest` is the amount rounded
    /// half away from zero to the currency's digits, as a plain number (`12.35`).
    case tooManyDecimalPlaces(text: String, decimalPlaces: Int, currency: Currency, nearest: String)
    /// An amount whose size is beyond `MoneyParser.largestAmount(in:)`.
    case tooLarge(text: String, currency: Currency)

    public var description: String {
        switch self {
        case .empty:
            return "no amount was given; type one like 12.50 or RM 12.50"
        case .missingNumber(let text):
            return "'\(text)' has no number in it; type an amount like 12.50 or RM 12.50"
        case .notANumber(let text):
            return "'\(text)' is not an amount of money; type digits like 12.50"
        case .exponentNotation(let text):
            return "'\(text)' uses scientific notation; write the amount out in full, like 1000 or 1,000.00"
        case .invalidCharacter(let character, let text):
            return "'\(text)' contains '\(character)', which cannot be part of an amount; "
                + "write the currency first and then digits, like RM 1,234.50"
        case .multipleSigns(let text):
            return "'\(text)' has more than one sign; put a single minus in front of a negative amount, like -RM 5.00"
        case .multipleDecimalPoints(let text):
            return "'\(text)' has more than one decimal point; use one point for decimals and commas for thousands, "
                + "like 1,234.50"
        case .misplacedGrouping(let text):
            return "'\(text)' has a thousands separator in the wrong place; separators go between groups of three "
                + "digits before the decimal point, like 1,234.50, or can be left out"
        case .unknownCurrency(let code):
            return
                "'\(code)' is not a currency spendrop knows; write an ISO 4217 code (MYR, SGD, USD, AUD…) or a symbol (RM, S$, US$, ¥…), "
                + "like MYR 12.50, or leave it out to use your default currency"
        case .tooManyDecimalPlaces(let text, let decimalPlaces, let currency, let nearest):
            return tooManyDecimalPlacesSentence(
                text: text, decimalPlaces: decimalPlaces,
                currency: currency, nearest: nearest)
        case .tooLarge(let text, let currency):
            let largest = MoneyFormatter.format(MoneyParser.largestAmount(in: currency))
            return "'\(text)' is too large; type an amount of at most \(largest) either way, "
                + "after checking the number of digits"
        }
    }

    private func tooManyDecimalPlacesSentence(
        text: String, decimalPlaces: Int, currency: Currency,
        nearest: String
    ) -> String {
        let found = decimalPlaces == 1 ? "1 decimal place" : "\(decimalPlaces) decimal places"
        let allowed = currency.minorUnitDigits == 0 ? "none" : "\(currency.minorUnitDigits)"
        let example = currency.minorUnitDigits == 0 ? "a whole amount like \(nearest)" : "an amount like \(nearest)"
        var sentence = "'\(text)' has \(found) but \(currency.code) has \(allowed); use \(example)"
        if let thousands = thousandsReading(text: text, decimalPlaces: decimalPlaces, nearest: nearest) {
            sentence += ", or \(thousands) if you meant thousands"
        }
        return sentence
    }

    /// `1.234` is how much of the world writes one thousand two hundred and thirty-four; when the
    /// text could have meant that, offer the comma-grouped form instead of guessing.
    private func thousandsReading(text: String, decimalPlaces: Int, nearest: String) -> String? {
        guard decimalPlaces == 3,
            text.filter({ $0 == "." }).count == 1,
            !text.contains(",")
        else { return nil }
        let wholePart = nearest.split(separator: ".", omittingEmptySubsequences: false)[0].filter { $0 != "-" }
        guard (1...3).contains(wholePart.count), wholePart != "0" else { return nil }
        return text.replacingDecimalPoint(with: ",")
    }
}

private extension String {
    func replacingDecimalPoint(with replacement: Character) -> String {
        String(map { $0 == "." ? replacement : $0 })
    }
}
