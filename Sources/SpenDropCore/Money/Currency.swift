/// An ISO 4217 currency: its code, how many digits its minor unit has, and how people write it.
///
/// Promises: `minorUnitDigits` is the ISO 4217 exponent (MYR 2, JPY 0, BHD 3), so an amount of
/// `Money` in this currency is exact in integer minor units. Only currencies in `known` exist;
/// `Currency(code:)` returns nil for anything else rather than guessing an exponent.
public struct Currency: Hashable, Sendable, CustomStringConvertible {
    /// The three-letter ISO 4217 code, upper case: `MYR`.
    public let code: String
    /// The ISO 4217 exponent: how many decimal digits the minor unit has.
    public let minorUnitDigits: Int
    /// What people write before the number: `RM`, `¥`, `US$`.
    public let symbol: String
    /// Whether a space separates the symbol from the number (`RM 15.00`, but `¥1,200`).
    public let spacesSymbol: Bool

    init(code: String, minorUnitDigits: Int, symbol: String, spacesSymbol: Bool) {
        self.code = code
        self.minorUnitDigits = minorUnitDigits
        self.symbol = symbol
        self.spacesSymbol = spacesSymbol
    }

    /// Looks a currency up by its ISO code, in any letter case; nil when the code is not known.
    public init?(code: String) {
        guard let found = Currency.known.first(where: { $0.code == code.uppercased() }) else {
            return nil
        }
        self = found
    }

    public var description: String { code }

    /// How many minor units make one major unit: 100 for MYR, 1 for JPY, 1000 for BHD.
    public var minorUnitsPerMajor: Int64 {
        var factor: Int64 = 1
        for _ in 0..<minorUnitDigits { factor *= 10 }
        return factor
    }

    public static let myr = Currency(code: "MYR", minorUnitDigits: 2, symbol: "RM", spacesSymbol: true)
    public static let sgd = Currency(code: "SGD", minorUnitDigits: 2, symbol: "S$", spacesSymbol: false)
    public static let usd = Currency(code: "USD", minorUnitDigits: 2, symbol: "US$", spacesSymbol: false)
    public static let eur = Currency(code: "EUR", minorUnitDigits: 2, symbol: "€", spacesSymbol: false)
    public static let gbp = Currency(code: "GBP", minorUnitDigits: 2, symbol: "£", spacesSymbol: false)
    public static let idr = Currency(code: "IDR", minorUnitDigits: 2, symbol: "Rp", spacesSymbol: true)
    public static let thb = Currency(code: "THB", minorUnitDigits: 2, symbol: "฿", spacesSymbol: false)
    public static let cny = Currency(code: "CNY", minorUnitDigits: 2, symbol: "CN¥", spacesSymbol: false)
    public static let jpy = Currency(code: "JPY", minorUnitDigits: 0, symbol: "¥", spacesSymbol: false)
    public static let krw = Currency(code: "KRW", minorUnitDigits: 0, symbol: "₩", spacesSymbol: false)
    public static let bhd = Currency(code: "BHD", minorUnitDigits: 3, symbol: "BHD", spacesSymbol: true)
    public static let kwd = Currency(code: "KWD", minorUnitDigits: 3, symbol: "KWD", spacesSymbol: true)

    /// Every currency spendrop can record.
    public static let known: [Currency] = [.myr, .sgd, .usd, .eur, .gbp, .idr, .thb, .cny, .jpy, .krw, .bhd, .kwd]
}
