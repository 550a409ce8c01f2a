import SelfTestRunner
import SpenDropCore

/// What `MoneyFormatter` writes, `MoneyParser` reads back to the same amount: for every known
/// currency, both signs, zero, the limits and a fixed pseudo-random sample in between.
enum MoneyRoundTripChecks {
    static let sampleSize = 2000
    static let seed: UInt64 = 0x5EED_2024

    static var all: [SelfTestCheck] {
        [
            SelfTestCheck("format and plainNumber round-trip the limits and 2,000 seeded amounts") { _ in
                let amounts = edgeAmounts() + seededAmounts()
                for money in amounts {
                    if let failure = roundTripFailure(money) {
                        return .that(
                            false, expected: "every amount reads back unchanged", actual: failure,
                            "seed \(seed), \(amounts.count) amounts")
                    }
                }
                return .that(
                    true, expected: "every amount reads back unchanged",
                    actual: "\(amounts.count) of \(amounts.count) read back unchanged", "seed \(seed)")
            }
        ]
    }

    /// Zero, one minor unit and the largest amount, each signed both ways, in every currency.
    static func edgeAmounts() -> [Money] {
        Currency.known.flatMap { currency in
            let largest = MoneyParser.largestAmount(in: currency).minorUnits
            return [0, 1, -1, largest, -largest].map { Money(minorUnits: $0, currency: currency) }
        }
    }

    /// Amounts spread over every length of digits up to the limit, cycling through the currencies.
    static func seededAmounts() -> [Money] {
        var generator = SplitMix64(seed: seed)
        return (0..<sampleSize).map { index in
            let currency = Currency.known[index % Currency.known.count]
            let largest = UInt64(MoneyParser.largestAmount(in: currency).minorUnits)
            let maximumDigits = UInt64(String(largest).count)
            var bound: UInt64 = 1
            for _ in 0...generator.next(below: maximumDigits) { bound *= 10 }
            let magnitude = Int64(generator.next(below: min(bound, largest + 1)))
            let isNegative = generator.next(below: 2) == 1
            return Money(minorUnits: isNegative ? -magnitude : magnitude, currency: currency)
        }
    }

    /// nil when both written forms read back to `money`; otherwise what went wrong, naming the value.
    static func roundTripFailure(_ money: Money) -> String? {
        let original = "\(money.minorUnits) \(money.currency.code)"
        let written = [
            (MoneyFormatter.format(money), Currency.myr == money.currency ? Currency.usd : Currency.myr),
            (MoneyFormatter.plainNumber(money), money.currency),
        ]
        for (text, defaultCurrency) in written {
            do {
                let read = try MoneyParser.parse(text, defaultCurrency: defaultCurrency)
                if read != money {
                    return "\(original) written '\(text)' read back as \(read.minorUnits) \(read.currency.code)"
                }
            } catch {
                return "\(original) written '\(text)' refused: \(error)"
            }
        }
        return nil
    }
}
