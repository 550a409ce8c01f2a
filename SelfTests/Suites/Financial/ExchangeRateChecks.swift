import SelfTestRunner
import SpenDropCore

/// Exchange rates (`ExchangeRate`): exact decimals, stated rounding, the latest rate of a day.
enum ExchangeRateChecks {
    static func day(_ text: String) -> CalendarDay { try! CalendarDay.parse(text) }

    static var all: [SelfTestCheck] {
        [
            SelfTestCheck(
                "a rate is read exactly to six decimals and written back as typed, and anything else is refused"
            ) { _ in
                .all([
                    .equal(
                        try ["4.45", "150", "0.000123", ".5", "3.300000"].map { try ExchangeRate.millionths($0) },
                        [4_450_000, 150_000_000, 123, 500_000, 3_300_000], "millionths"),
                    .equal(
                        try [4_450_000, 150_000_000, 123, 1_050_000, 3_300_000, 1].map {
                            try ExchangeRate(currency: .usd, day: day("2026-12-01"), millionths: $0).text
                        },
                        ["4.45", "150", "0.000123", "1.05", "3.3", "0.000001"],
                        "written back (the smallest rate, one millionth, included)"),
                    .throwsError(RateError.unreadable("4.4567891"), "seven decimals") {
                        _ = try ExchangeRate.millionths("4.4567891")
                    },
                    .throwsError(RateError.unreadable("4,45"), "a comma") { _ = try ExchangeRate.millionths("4,45") },
                    .throwsError(RateError.unreadable("4.4O"), "a letter O typed for a zero among the decimals") {
                        _ = try ExchangeRate.millionths("4.4O")
                    },
                    .throwsError(RateError.unreadable("1234567890"), "ten whole digits") {
                        _ = try ExchangeRate.millionths("1234567890")
                    },
                    .equal(try ExchangeRate.millionths("123456789.5"), 123_456_789_500_000, "nine whole digits"),
                    .throwsError(RateError.notPositive, "zero") {
                        _ = try ExchangeRate(currency: .usd, day: day("2026-12-01"), millionths: 0)
                    },
                ])
            },
            SelfTestCheck(
                "converting rounds half away from zero to the home currency's minor unit, across 0, 2 and 3 decimals"
            ) { _ in
                let usd = try ExchangeRate(currency: .usd, day: day("2026-12-01"), millionths: 4_456_789)
                let yen = try ExchangeRate(currency: .jpy, day: day("2026-12-01"), millionths: 29_950)
                let half = try ExchangeRate(currency: .usd, day: day("2026-12-01"), millionths: 4_450_000)
                let underHalf = try ExchangeRate(currency: .usd, day: day("2026-12-01"), millionths: 4_440_000)
                return .all([
                    .equal(
                        try usd.convert(Money(minorUnits: 2_000, currency: .usd), to: .myr),
                        Money(minorUnits: 8_914, currency: .myr),
                        "US$20.00 × 4.456789 = RM 89.13578 → RM 89.14"),
                    .equal(
                        try usd.convert(Money(minorUnits: -2_000, currency: .usd), to: .myr),
                        Money(minorUnits: -8_914, currency: .myr), "a refund"),
                    .equal(
                        try yen.convert(Money(minorUnits: 1_000, currency: .jpy), to: .myr),
                        Money(minorUnits: 2_995, currency: .myr),
                        "¥1,000 × 0.02995 = RM 29.95"),
                    .equal(
                        try yen.convert(Money(minorUnits: 1, currency: .jpy), to: .bhd),
                        Money(minorUnits: 30, currency: .bhd),
                        "¥1 × 0.02995 = BHD 0.02995 → BHD 0.030"),
                    .equal(
                        try [10, -10].map {
                            try half.convert(Money(minorUnits: $0, currency: .usd), to: .myr).minorUnits
                        }, [45, -45],
                        "US$0.10 × 4.45 = RM 0.445: exactly half a sen, away from zero both ways"),
                    .equal(
                        try [10, -10].map {
                            try underHalf.convert(Money(minorUnits: $0, currency: .usd), to: .myr).minorUnits
                        }, [44, -44],
                        "US$0.10 × 4.44 = RM 0.444: under half a sen, toward zero both ways"),
                ])
            },
            SelfTestCheck(
                "a figure is converted at the latest rate on or before its day, and with none before it there is none"
            ) { _ in
                let rates = try [("2026-11-01", 4_400_000), ("2026-12-01", 4_450_000)].map {
                    try ExchangeRate(currency: .usd, day: day($0.0), millionths: Int64($0.1))
                }
                return .all([
                    .equal(
                        ExchangeRate.latest(of: .usd, onOrBefore: day("2026-11-30"), in: rates)?.text, "4.4",
                        "30 November"),
                    .equal(
                        ExchangeRate.latest(of: .usd, onOrBefore: day("2026-12-01"), in: rates)?.text, "4.45",
                        "1 December"),
                    .equal(
                        ExchangeRate.latest(of: .usd, onOrBefore: day("2026-10-31"), in: rates)?.text, nil,
                        "before any rate"),
                    .equal(
                        ExchangeRate.latest(of: .jpy, onOrBefore: day("2026-12-31"), in: rates)?.text, nil,
                        "another currency"),
                ])
            },
            SelfTestCheck(
                "net worth converts each balance on its own and needs no rate for nothing; a missing rate gives no total"
            ) { _ in
                let usd = try ExchangeRate(currency: .usd, day: day("2026-12-01"), millionths: 4_450_000)
                let halves = NetWorth(
                    balances: [
                        Money(minorUnits: 10, currency: .usd), Money(minorUnits: 10, currency: .usd),
                        Money(minorUnits: 0, currency: .jpy), Money(minorUnits: 500, currency: .myr),
                    ], home: .myr, rates: [usd], on: day("2026-12-31"))
                let missing = NetWorth(
                    balances: [Money(minorUnits: 1, currency: .jpy), Money(minorUnits: 10, currency: .usd)], home: .myr,
                    rates: [usd], on: day("2026-12-31"))
                return .all([
                    .equal(
                        halves.total, Money(minorUnits: 590, currency: .myr),
                        "US$0.10 twice is RM 0.45 twice (not RM 0.89 once), ¥0 is RM 0, and RM 5.00"),
                    .equal(halves.missing, [], "no rate needed for ¥0"),
                    .equal(missing.total, nil, "¥1 without a rate"),
                    .equal(missing.missing, [.jpy], "the currency said"),
                    .equal(missing.converted.map { $0?.amount.minorUnits }, [nil, 45], "the other still converted"),
                    .equal(
                        NetWorth(
                            balances: [Money(minorUnits: .max, currency: .myr), Money(minorUnits: 1, currency: .myr)],
                            home: .myr, rates: [], on: day("2026-12-31")
                        ).total, nil, "a sum that does not fit in an amount is no total"),
                    .equal(
                        NetWorth(
                            balances: [Money(minorUnits: .max / 2, currency: .usd)], home: .myr, rates: [usd],
                            on: day("2026-12-31")
                        ).total, nil, "a conversion that does not fit in an amount is no total"),
                ])
            },
        ]
    }
}
