import SelfTestRunner
import SpenDropCore

/// How amounts are written for people (`MoneyFormatter.format`) and for files (`plainNumber`).
enum MoneyFormattingChecks {
    static var all: [SelfTestCheck] {
        [
            SelfTestCheck("formats 1500 sen as RM 15.00") { _ in
                .equal(MoneyFormatter.format(Money(minorUnits: 1500, currency: .myr)), "RM 15.00")
            },
            SelfTestCheck("formats -500 sen as -RM 5.00") { _ in
                .equal(MoneyFormatter.format(Money(minorUnits: -500, currency: .myr)), "-RM 5.00")
            },
            SelfTestCheck("formats 123450 sen as RM 1,234.50") { _ in
                .equal(MoneyFormatter.format(Money(minorUnits: 123_450, currency: .myr)), "RM 1,234.50")
            },
            SelfTestCheck("formats 1200 yen as ¥1,200") { _ in
                .equal(MoneyFormatter.format(Money(minorUnits: 1200, currency: .jpy)), "¥1,200")
            },
            SelfTestCheck("formats 1250 fils as BHD 1.250") { _ in
                .equal(MoneyFormatter.format(Money(minorUnits: 1250, currency: .bhd)), "BHD 1.250")
            },
            SelfTestCheck("every currency writes its symbol, spacing and digits as its own country reads it") { _ in
                let written = ["MYR", "SGD", "USD", "EUR", "GBP", "IDR", "THB", "CNY", "JPY", "KRW", "BHD", "KWD"].map {
                    code in
                    Currency(code: code).map { MoneyFormatter.format(Money(minorUnits: 123_450, currency: $0)) }
                        ?? "\(code) unknown"
                }
                return .equal(
                    written,
                    [
                        "RM 1,234.50", "S$1,234.50", "US$1,234.50", "€1,234.50", "£1,234.50", "Rp 1,234.50",
                        "฿1,234.50",
                        "CN¥1,234.50", "¥123,450", "₩123,450", "BHD 123.450", "KWD 123.450",
                    ])
            },
            SelfTestCheck(
                "zero-padded numbers keep every digit and put the sign before the zeros; day labels are YYYY-MM-DD from year 1 to 9999"
            ) { _ in
                let padded = [
                    DigitText.zeroPadded(7, width: 2), DigitText.zeroPadded(2026, width: 2),
                    DigitText.zeroPadded(-5, width: 3),
                    DigitText.zeroPadded(0, width: 0), DigitText.zeroPadded(UInt64.max, width: 4),
                    DigitText.zeroPadded(Int64.min, width: 1),
                    DigitText.zeroPadded(42, width: 34), DigitText.zeroPadded(0, width: 33),
                ]
                let days = [CalendarDay(year: 1, month: 2, day: 3), CalendarDay(year: 9999, month: 12, day: 31)].map {
                    $0?.description
                }
                return .all([
                    .equal(
                        padded,
                        [
                            "07", "2026", "-005", "0", "18446744073709551615", "-9223372036854775808",
                            String(repeating: "0", count: 32) + "42", String(repeating: "0", count: 33),
                        ], "padded"),
                    .equal(days, ["0001-02-03", "9999-12-31"], "day labels"),
                ])
            },
            SelfTestCheck("formats zero as RM 0.00, ¥0 and BHD 0.000") { _ in
                let zeros = [Currency.myr, .jpy, .bhd].map { MoneyFormatter.format(.zero($0)) }
                return .equal(zeros, ["RM 0.00", "¥0", "BHD 0.000"])
            },
            SelfTestCheck("plainNumber writes 1234.50, -5.00 and 1200 for JPY") { _ in
                let plain = [
                    Money(minorUnits: 123_450, currency: .myr),
                    Money(minorUnits: -500, currency: .myr),
                    Money(minorUnits: 1200, currency: .jpy),
                ].map(MoneyFormatter.plainNumber)
                return .equal(plain, ["1234.50", "-5.00", "1200"])
            },
            SelfTestCheck("formats Int64.min sen without trapping") { _ in
                .equal(MoneyFormatter.format(Money(minorUnits: .min, currency: .myr)), "-RM 92,233,720,368,547,758.08")
            },
        ]
    }
}
