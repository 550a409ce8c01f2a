import Foundation

/// What one unit of a currency was worth in the home currency on a day, as the user recorded it
/// (`rates set USD 4.45`: RM 4.45 for US$1.00).
///
/// Promises: exact: the rate is a decimal with up to six places kept as an integer count of
/// millionths, never binary floating point; more than zero.
public struct ExchangeRate: Equatable, Sendable {
    public let currency: Currency
    public let day: CalendarDay
    /// Home-currency units per one unit of `currency`, in millionths (4.45 is 4,450,000).
    public let millionths: Int64

    public init(currency: Currency, day: CalendarDay, millionths: Int64) throws(RateError) {
        guard millionths > 0 else { throw .notPositive }
        self.currency = currency
        self.day = day
        self.millionths = millionths
    }

    /// Reads `4.45`, `0.000123`, `150`: digits with at most one point and six decimals.
    public static func millionths(_ text: String) throws(RateError) -> Int64 {
        let parts = text.trimmingCharacters(in: .whitespaces).split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let whole = parts.first, !whole.isEmpty || parts.count == 2,
            whole.allSatisfy(\.isASCII), whole.allSatisfy(\.isNumber)
        else { throw .unreadable(text) }
        let fraction = parts.count == 2 ? parts[1] : ""
        guard fraction.count <= 6, fraction.allSatisfy({ $0.isASCII && $0.isNumber }), whole.count <= 9,
            !(whole.isEmpty && fraction.isEmpty)
        else { throw .unreadable(text) }
        let padded = fraction + String(repeating: "0", count: 6 - fraction.count)
        return (Int64(whole) ?? 0) * 1_000_000 + (Int64(padded) ?? 0)
    }

    /// The rate as written back: `4.45`, `150`, `0.000123`.
    public var text: String {
        let whole = millionths / 1_000_000, fraction = millionths % 1_000_000
        guard fraction > 0 else { return "\(whole)" }
        var digits = String(fraction)
        digits = String(repeating: "0", count: 6 - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        return "\(whole).\(digits)"
    }

    /// `money` (in `currency`) in the home currency `home`, rounded half away from zero to the
    /// home currency's minor unit: minor × millionths × 10^home digits ÷ (10^digits × 1,000,000).
    public func convert(_ money: Money, to home: Currency) throws(RateError) -> Money {
        guard money.currency == currency else { throw .wrongCurrency(money.currency, expected: currency) }
        let numerator = Int128(money.minorUnits) * Int128(millionths) * Int128(Self.power(home.minorUnitDigits))
        let denominator = Int128(Self.power(currency.minorUnitDigits)) * 1_000_000
        var quotient = numerator / denominator
        let remainder = numerator % denominator
        if 2 * (remainder < 0 ? -remainder : remainder) >= denominator { quotient += numerator < 0 ? -1 : 1 }
        guard let minor = Int64(exactly: quotient) else { throw .tooLarge }
        return Money(minorUnits: minor, currency: home)
    }

    static func power(_ digits: Int) -> Int64 { (0..<digits).reduce(1) { value, _ in value * 10 } }

    /// The latest rate of `currency` on or before `day` among `rates`; nil when none was recorded.
    public static func latest(
        of currency: Currency, onOrBefore day: CalendarDay, in rates: [ExchangeRate]
    ) -> ExchangeRate? {
        rates.filter { $0.currency == currency && $0.day <= day }.max { $0.day < $1.day }
    }
}

/// Why a rate cannot be read or used; each says what to type instead.
public enum RateError: Error, Equatable, Sendable, CustomStringConvertible {
    case unreadable(String)
    case notPositive
    case wrongCurrency(Currency, expected: Currency)
    case tooLarge

    public var description: String {
        switch self {
        case .unreadable(let text): return "'\(text)' is not a rate; write it like 4.45 (at most six decimals)"
        case .notPositive: return "a rate is more than nothing"
        case .wrongCurrency(let given, let expected): return "a \(expected.code) rate cannot convert \(given.code)"
        case .tooLarge: return "the converted amount does not fit in an amount"
        }
    }
}
