import SelfTestRunner
import SpenDropCore

/// ISO 4217 facts the rest of the money code relies on: each currency's exponent and lookup.
enum CurrencyChecks {
    static var all: [SelfTestCheck] {
        [
            SelfTestCheck("exponents are MYR 2, USD 2, JPY 0, BHD 3") { _ in
                let exponents = [Currency.myr, .usd, .jpy, .bhd].map { "\($0.code) \($0.minorUnitDigits)" }
                let perMajor = [Currency.myr, .jpy, .bhd].map(\.minorUnitsPerMajor)
                return .all([
                    .equal(exponents, ["MYR 2", "USD 2", "JPY 0", "BHD 3"], "minor-unit digits"),
                    .equal(perMajor, [100, 1, 1000], "minor units per major unit for MYR, JPY, BHD"),
                ])
            },
            SelfTestCheck("currency lookup ignores case and refuses unknown codes") { _ in
                .all([
                    .equal(Currency(code: "myr"), .myr, "Currency(code: \"myr\")"),
                    .equal(Currency(code: "JPY"), .jpy, "Currency(code: \"JPY\")"),
                    .equal(Currency(code: "XYZ"), nil, "Currency(code: \"XYZ\")"),
                ])
            },
        ]
    }
}
