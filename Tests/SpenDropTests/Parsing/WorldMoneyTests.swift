import Foundation
import SelfTestRunner
import SpenDropCore
import Testing

/// Amounts as Foundation's number formats (ICU's locale data) write them in many countries'
/// ways, which share nothing with the parser's reading of money, drafted as the amounts they are.
@Suite struct WorldMoneyTests {
    /// Locales and the currency each writes, grouped and decimal-marked its own way: `¥1,235`,
    /// `1.234,50 €`, `104 241,15 €` (narrow no-break spaces), `R$ 1.234,50`, `Rp35.000`.
    static let locales: [(locale: String, currency: String)] = [
        ("ja_JP", "JPY"), ("ko_KR", "KRW"), ("zh_CN", "CNY"), ("en_US", "USD"), ("de_DE", "EUR"), ("fr_FR", "EUR"),
        ("es_ES", "EUR"), ("it_IT", "EUR"), ("nl_NL", "EUR"), ("hr_HR", "EUR"), ("pt_BR", "BRL"), ("id_ID", "IDR"),
        ("ms_MY", "MYR"), ("en_IN", "INR"), ("th_TH", "THB"), ("en_GB", "GBP"),
    ]

    /// For every locale, 150 random amounts up to a million, written by Foundation's currency format
    /// in a payment notice and in a receipt's total line, are drafted in that currency at the amount
    /// the format shows (read back by the format itself, in the currency's minor units).
    @Test func amountsAsEachLocaleWritesThemAreDraftedAsThoseAmounts() throws {
        let reference = try #require(CalendarDay(year: 2026, month: 12, day: 5))
        let parser = NotificationParser(referenceDay: reference)
        var random = SplitMix64(seed: 4217)
        var misread: [String] = []
        var read = 0
        for (locale, code) in Self.locales {
            let format = NumberFormatter()
            format.locale = Locale(identifier: locale)
            format.numberStyle = .currency
            format.currencyCode = code
            let currency = try #require(Currency(code: code))
            for _ in 0..<150 {
                let cents = Int.random(in: 1...99_999_999, using: &random)
                let written = try #require(format.string(from: Decimal(cents) / 100 as NSDecimalNumber))
                var shown = try #require(format.number(from: written)).decimalValue * pow(10, currency.minorUnitDigits)
                var rounded = Decimal()
                NSDecimalRound(&rounded, &shown, 0, .bankers)
                let expected = Money(minorUnits: NSDecimalNumber(decimal: rounded).int64Value, currency: currency)
                for text in [
                    "Paid \(written) at KEDAI ALI on 02/12/2026",
                    "KEDAI ALI\n02/12/2026\nNASI \(written)\nTOTAL \(written)\nCASH \(written)",
                ] {
                    let drafts = parser.parse(text).drafts
                    read += 1
                    if drafts.count != 1 || drafts[0].amount != expected {
                        misread.append("\(locale) '\(written)': expected \(expected), read \(drafts.map(\.amount))")
                    }
                }
            }
        }
        #expect(read == Self.locales.count * 300)
        #expect(misread.isEmpty, "\(misread.count) of \(read) misread, the first: \(misread.prefix(5))")
    }
}
