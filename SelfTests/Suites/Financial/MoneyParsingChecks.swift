import SelfTestRunner
import SpenDropCore

/// Amounts as people type them or screens show them, read into exact minor units.
enum MoneyParsingChecks {
    static var all: [SelfTestCheck] {
        [
            SelfTestCheck(
                "every ISO 4217 currency with a minor unit is known, each with ISO's exponent, each code once"
            ) { _ in
                let exponents = Dictionary(uniqueKeysWithValues: Currency.known.map { ($0.code, $0.minorUnitDigits) })
                let iso: [String: Int] = [
                    "JPY": 0, "KRW": 0, "VND": 0, "CLP": 0, "ISK": 0, "PYG": 0, "UGX": 0, "XAF": 0, "XOF": 0,
                    "BHD": 3, "KWD": 3, "JOD": 3, "OMR": 3, "TND": 3, "IQD": 3, "LYD": 3, "CLF": 4, "UYW": 4,
                    "AUD": 2, "HKD": 2, "TWD": 2, "INR": 2, "CHF": 2, "CAD": 2, "PHP": 2, "HUF": 2, "IDR": 2,
                ]
                return .all([
                    .equal(Currency.known.count, 165, "currencies known"),
                    .equal(Set(Currency.known.map(\.code)).count, Currency.known.count, "each code once"),
                    .equal(
                        iso.keys.sorted().filter { exponents[$0] != iso[$0] }, [], "codes whose exponent is not ISO's"),
                    .equal(
                        ["XAU", "XDR", "XXX", "XTS"].filter { Currency(code: $0) != nil }, [],
                        "codes with no minor unit are not money"),
                    .equal(
                        Currency.known.filter(\.isReadInText).map(\.code).filter {
                            ["ALL", "TOP", "CUP", "TRY", "PEN", "MOP", "BOB"].contains($0)
                        },
                        [], "codes that are also words are never read as a currency in a notification"),
                ])
            },
            SelfTestCheck("parses 30 as 3000 sen in the default currency") { _ in
                .all([
                    parses("30", as: 3000, .myr),
                    parses("30", defaultCurrency: .jpy, as: 30, .jpy),
                ])
            },
            SelfTestCheck("parses 30.5 as 3050 sen and .5 as 50 sen") { _ in
                .all([parses("30.5", as: 3050, .myr), parses(".5", as: 50, .myr)])
            },
            SelfTestCheck("parses RM30 and rm30 as 3000 sen") { _ in
                .all([parses("RM30", as: 3000, .myr), parses("rm30", defaultCurrency: .usd, as: 3000, .myr)])
            },
            SelfTestCheck("parses RM 1,234.50 as 123450 sen") { _ in
                parses("RM 1,234.50", as: 123_450, .myr)
            },
            SelfTestCheck("parses MYR 12.50 by its ISO code in any case") { _ in
                .all([
                    parses("MYR 12.50", defaultCurrency: .usd, as: 1250, .myr),
                    parses("myr12.50", defaultCurrency: .usd, as: 1250, .myr),
                ])
            },
            SelfTestCheck("parses -RM 5.00 and RM -5.00 as -500 sen") { _ in
                .all([
                    parses("-RM 5.00", as: -500, .myr),
                    parses("RM -5.00", as: -500, .myr),
                    parses("\u{2212}RM 5.00", as: -500, .myr),
                    parses("+RM 5.00", as: 500, .myr),
                ])
            },
            SelfTestCheck(
                "parses RM1 234.50 with a space grouping thousands, a no-break, narrow no-break or thin space too"
            ) { _ in
                .all([
                    parses("RM1 234.50", as: 123_450, .myr),
                    parses("1\u{00A0}234\u{00A0}567.89", as: 123_456_789, .myr),
                    parses("1\u{202F}234.50", as: 123_450, .myr),
                    parses("1\u{2009}234.50", as: 123_450, .myr),
                ])
            },
            SelfTestCheck("a currency prefix overrides the default currency") { _ in
                .all([
                    parses("USD 3.20", as: 320, .usd),
                    parses("US$3.20", as: 320, .usd),
                    parses("S$3.20", as: 320, .sgd),
                ])
            },
            SelfTestCheck("parses ¥1,200 and JPY 1200 as 1200 yen") { _ in
                .all([parses("¥1,200", as: 1200, .jpy), parses("JPY 1200", as: 1200, .jpy)])
            },
            SelfTestCheck("parses BHD 1.250 as 1250 fils and BHD 1.2 as 1200") { _ in
                .all([parses("BHD 1.250", as: 1250, .bhd), parses("BHD 1.2", as: 1200, .bhd)])
            },
            SelfTestCheck("ignores whitespace around the amount") { _ in
                .all([parses("  RM 12.50\n", as: 1250, .myr), parses("\t30 ", as: 3000, .myr)])
            },
            SelfTestCheck("accepts up to RM 999,999,999,999.99 either way and refuses one sen more") { _ in
                .all([
                    parses("RM 999,999,999,999.99", as: 99_999_999_999_999, .myr),
                    parses("-¥999,999,999,999", as: -999_999_999_999, .jpy),
                    .throwsError(MoneyParseError.tooLarge(text: "RM 1,000,000,000,000.00", currency: .myr)) {
                        try MoneyParser.parse("RM 1,000,000,000,000.00", defaultCurrency: .myr)
                    },
                    .throwsError(MoneyParseError.tooLarge(text: "-99999999999999999999999", currency: .myr)) {
                        try MoneyParser.parse("-99999999999999999999999", defaultCurrency: .myr)
                    },
                ])
            },
            SelfTestCheck(
                "2,000 generated ASCII texts read the same with a no-break space after them, which has them read character by character instead of byte by byte: the same amount or the same refusal"
            ) { _ in
                var generator = SplitMix64(seed: 0x5EED_A5C1)
                let pieces = [
                    "0", "1", "5", "9", "12", "123", "1234", ".", ",", " ", "  ", "-", "+", "RM", "rm", "MYR", "BHD",
                    "$", "US$",
                    "e", "E", "a", "O", "nan", "Inf", "\t", "\n",
                ]
                for _ in 0..<2_000 {
                    let text = (0...generator.next(below: 6)).map { _ in
                        pieces[Int(generator.next(below: UInt64(pieces.count)))]
                    }.joined()
                    let currency = Currency.known[Int(generator.next(below: UInt64(Currency.known.count)))]
                    let read = { (text: String) -> String in
                        do throws(MoneyParseError) {
                            let money = try MoneyParser.parse(text, defaultCurrency: currency)
                            return "\(money.minorUnits) \(money.currency.code)"
                        } catch { return error.description }
                    }
                    let bytes = read(text), characters = read(text + "\u{00A0}")
                    if bytes != characters {
                        return .equal(
                            bytes, characters,
                            "\(text.debugDescription) in \(currency.code), byte by byte and character by character")
                    }
                }
                return .that(true, expected: "2,000 texts read alike", actual: "2,000 texts read alike")
            },
        ]
    }

    /// Passes when `text` reads as `minorUnits` in `currency`; a refusal fails with its reason.
    static func parses(
        _ text: String, defaultCurrency: Currency = .myr,
        as minorUnits: Int64, _ currency: Currency
    ) -> CheckVerdict {
        let expected = "\(minorUnits) \(currency.code)"
        do {
            let money = try MoneyParser.parse(text, defaultCurrency: defaultCurrency)
            return .equal("\(money.minorUnits) \(money.currency.code)", expected, "parsing '\(text)'")
        } catch {
            return .that(false, expected: expected, actual: "refused: \(error)", "parsing '\(text)'")
        }
    }
}
