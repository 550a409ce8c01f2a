import SelfTestRunner
import SpenDropCore

/// Text that is not an amount, or not one spendrop can record exactly, is refused with the
/// specific reason, never rounded or guessed.
enum MoneyParseRejectionChecks {
    static var all: [SelfTestCheck] {
        [
            SelfTestCheck(
                "the largest amount is 999,999,999,999 major units and every minor unit below the next one, in each currency"
            ) { _ in
                .equal(
                    [Currency.myr, .jpy, .bhd].map { MoneyFormatter.format(MoneyParser.largestAmount(in: $0)) },
                    ["RM 999,999,999,999.99", "¥999,999,999,999", "BHD 999,999,999,999.999"])
            },
            SelfTestCheck("refuses 1.234 for MYR instead of reading one thousand two hundred thirty four") { _ in
                refuses(
                    "1.234", .tooManyDecimalPlaces(text: "1.234", decimalPlaces: 3, currency: .myr, nearest: "1.23"))
            },
            SelfTestCheck("refuses 12.345 for MYR and offers 12.35 rounded half away from zero") { _ in
                .all([
                    refuses(
                        "12.345",
                        .tooManyDecimalPlaces(text: "12.345", decimalPlaces: 3, currency: .myr, nearest: "12.35")),
                    refuses(
                        "RM 9.999",
                        .tooManyDecimalPlaces(text: "RM 9.999", decimalPlaces: 3, currency: .myr, nearest: "10.00")),
                    refuses(
                        "-0.125",
                        .tooManyDecimalPlaces(text: "-0.125", decimalPlaces: 3, currency: .myr, nearest: "-0.13")),
                    // Rounded to nothing, a negative amount offers 0.00, never -0.00.
                    refuses(
                        "-0.001",
                        .tooManyDecimalPlaces(text: "-0.001", decimalPlaces: 3, currency: .myr, nearest: "0.00")),
                    refuses(
                        "1.2344",
                        .tooManyDecimalPlaces(text: "1.2344", decimalPlaces: 4, currency: .myr, nearest: "1.23")),
                    // Every digit a 9 and no whole part: the carry makes a whole 1.
                    refuses(
                        ".999", .tooManyDecimalPlaces(text: ".999", decimalPlaces: 3, currency: .myr, nearest: "1.00")),
                ])
            },
            SelfTestCheck("refuses ¥1.5 because JPY has no minor unit") { _ in
                refuses("¥1.5", .tooManyDecimalPlaces(text: "¥1.5", decimalPlaces: 1, currency: .jpy, nearest: "2"))
            },
            SelfTestCheck("refuses RM alone as having no number") { _ in
                .all([
                    refuses("RM", .missingNumber(text: "RM")),
                    refuses("RM -", .missingNumber(text: "RM -")),
                    refuses(".", .missingNumber(text: ".")),
                ])
            },
            SelfTestCheck("refuses empty and blank text, carriage returns alone too") { _ in
                .all([refuses("", .empty), refuses("  \t\n", .empty), refuses("\r", .empty), refuses(" \r\n ", .empty)])
            },
            SelfTestCheck(
                "refuses 1e3 as scientific notation, and 12e with nothing after the e (or a sign alone) or RM e12 with nothing before it as a stray letter"
            ) { _ in
                .all([
                    refuses("1e3", .exponentNotation(text: "1e3")),
                    refuses("RM 1.5E-2", .exponentNotation(text: "RM 1.5E-2")),
                    refuses("12e", .invalidCharacter("e", text: "12e")),
                    refuses("12e-", .invalidCharacter("e", text: "12e-")),
                    refuses("RM e12", .invalidCharacter("e", text: "RM e12")),
                ])
            },
            SelfTestCheck("refuses NaN, inf and Infinity") { _ in
                .all([
                    refuses("NaN", .notANumber(text: "NaN")),
                    refuses("inf", .notANumber(text: "inf")),
                    refuses("-Infinity", .notANumber(text: "-Infinity")),
                    refuses("RM nan", .notANumber(text: "RM nan")),
                ])
            },
            SelfTestCheck("refuses thousands separators in the wrong place") { _ in
                .all(
                    [
                        "1,23", ",123", "1,,234", "1234,567", "1,2345", "1,", "1,234 567", "1.234,50", "RM 12 50",
                        "0,123",
                    ].map {
                        refuses($0, .misplacedGrouping(text: $0))
                    })
            },
            SelfTestCheck("refuses two signs") { _ in
                .all(["--5", "-RM -5", "+-5", "-5-"].map { refuses($0, .multipleSigns(text: $0)) })
            },
            SelfTestCheck(
                "refuses letters, and one sign, inside the number as the character it is, signed amount or not"
            ) { _ in
                .all([
                    refuses("12a.50", .invalidCharacter("a", text: "12a.50")),
                    refuses("-12a.50", .invalidCharacter("a", text: "-12a.50")),
                    refuses("12-5", .invalidCharacter("-", text: "12-5")),
                    refuses("RM 12.5O", .invalidCharacter("O", text: "RM 12.5O")),
                    refuses("12 MYR", .invalidCharacter("M", text: "12 MYR")),
                ])
            },
            SelfTestCheck("refuses an unknown currency code, and a word with no number after it as no number at all") {
                _ in
                .all([
                    refuses("XYZ 5", .unknownCurrency(code: "XYZ")), refuses("$5", .unknownCurrency(code: "$")),
                    refuses("lunch", .notANumber(text: "lunch")),
                ])
            },
            SelfTestCheck("refuses two decimal points") { _ in
                refuses("1.2.3", .multipleDecimalPoints(text: "1.2.3"))
            },
            SelfTestCheck("explains too many decimal places and what to type instead") { _ in
                .all([
                    .equal(
                        reason("12.345"),
                        "'12.345' has 3 decimal places but MYR has 2; use an amount like 12.35, "
                            + "or 12,345 if you meant thousands"),
                    .equal(reason("¥1.5"), "'¥1.5' has 1 decimal place but JPY has none; use a whole amount like 2"),
                ])
            },
            SelfTestCheck("every refusal is one line that quotes the text and shows an amount to type") { _ in
                let samples: [(text: String, quoted: String)] = [
                    ("RM", "RM"), ("NaN", "NaN"), ("1e3", "1e3"), ("12a", "12a"), ("--5", "--5"), ("1.2.3", "1.2.3"),
                    ("1,23", "1,23"), ("XYZ 5", "XYZ"), ("12.345", "12.345"), ("9999999999999", "9999999999999"),
                ]
                let unhelpful = samples.filter { sample in
                    let message = reason(sample.text)
                    let advice = message.split(separator: ";", maxSplits: 1).dropFirst().first ?? ""
                    return !message.hasPrefix("'\(sample.quoted)'") || !advice.contains(where: \.isNumber)
                        || message.contains("\n")
                }
                return .equal(
                    unhelpful.map(\.text), [], "texts whose message lacks the quoted text or an amount to type")
            },
        ]
    }

    private static func refuses(_ text: String, _ expected: MoneyParseError) -> CheckVerdict {
        .throwsError(expected, "parsing '\(text)' with MYR as default") {
            try MoneyParser.parse(text, defaultCurrency: .myr)
        }
    }

    /// The message a person would see for `text`, or a note that it was accepted.
    private static func reason(_ text: String) -> String {
        do {
            let money = try MoneyParser.parse(text, defaultCurrency: .myr)
            return "accepted as \(money.minorUnits) \(money.currency.code)"
        } catch {
            return error.description
        }
    }
}
