/// An ISO 4217 currency: its code, how many digits its minor unit has, and how people write it.
///
/// Promises: `minorUnitDigits` is the ISO 4217 exponent (MYR 2, JPY 0, BHD 3), so an amount of
/// `Money` in this currency is exact in integer minor units. Only currencies in `known` exist;
/// `Currency(code:)` returns nil for anything else rather than guessing an exponent.
/// - Complexity: one byte in memory (an index into the table of known currencies), so `Money`
///   stays small and comparing currencies is comparing integers.
public struct Currency: Hashable, Sendable, CustomStringConvertible {
    private struct Definition {
        let code: String
        let minorUnitDigits: Int
        let symbol: String
        let spacesSymbol: Bool
    }

    private static let table: [Definition] = [
        Definition(code: "MYR", minorUnitDigits: 2, symbol: "RM", spacesSymbol: true),
        Definition(code: "SGD", minorUnitDigits: 2, symbol: "S$", spacesSymbol: false),
        Definition(code: "USD", minorUnitDigits: 2, symbol: "US$", spacesSymbol: false),
        Definition(code: "EUR", minorUnitDigits: 2, symbol: "€", spacesSymbol: false),
        Definition(code: "GBP", minorUnitDigits: 2, symbol: "£", spacesSymbol: false),
        Definition(code: "IDR", minorUnitDigits: 2, symbol: "Rp", spacesSymbol: true),
        Definition(code: "THB", minorUnitDigits: 2, symbol: "฿", spacesSymbol: false),
        Definition(code: "CNY", minorUnitDigits: 2, symbol: "CN¥", spacesSymbol: false),
        Definition(code: "JPY", minorUnitDigits: 0, symbol: "¥", spacesSymbol: false),
        Definition(code: "KRW", minorUnitDigits: 0, symbol: "₩", spacesSymbol: false),
        Definition(code: "BHD", minorUnitDigits: 3, symbol: "BHD", spacesSymbol: true),
        Definition(code: "KWD", minorUnitDigits: 3, symbol: "KWD", spacesSymbol: true),
    ]

    private let index: UInt8

    private init(index: Int) {
        self.index = UInt8(index)
    }

    /// Looks a currency up by its ISO code, in any letter case; nil when the code is not known.
    public init?(code: String) {
        let wanted = code.uppercased()
        guard let index = Currency.table.firstIndex(where: { $0.code == wanted }) else { return nil }
        self.init(index: index)
    }

    private var definition: Definition { Currency.table[Int(index)] }

    /// The three-letter ISO 4217 code, upper case: `MYR`.
    public var code: String { definition.code }
    /// The ISO 4217 exponent: how many decimal digits the minor unit has.
    public var minorUnitDigits: Int { definition.minorUnitDigits }
    /// What people write before the number: `RM`, `¥`, `US$`.
    public var symbol: String { definition.symbol }
    /// Whether a space separates the symbol from the number (`RM 15.00`, but `¥1,200`).
    public var spacesSymbol: Bool { definition.spacesSymbol }

    public var description: String { code }

    /// How many minor units make one major unit: 100 for MYR, 1 for JPY, 1000 for BHD.
    public var minorUnitsPerMajor: Int64 {
        var factor: Int64 = 1
        for _ in 0..<minorUnitDigits { factor *= 10 }
        return factor
    }

    public static let myr = Currency(code: "MYR")!
    public static let sgd = Currency(code: "SGD")!
    public static let usd = Currency(code: "USD")!
    public static let eur = Currency(code: "EUR")!
    public static let gbp = Currency(code: "GBP")!
    public static let idr = Currency(code: "IDR")!
    public static let thb = Currency(code: "THB")!
    public static let cny = Currency(code: "CNY")!
    public static let jpy = Currency(code: "JPY")!
    public static let krw = Currency(code: "KRW")!
    public static let bhd = Currency(code: "BHD")!
    public static let kwd = Currency(code: "KWD")!

    /// Every currency spendrop can record, in table order.
    public static let known: [Currency] = table.indices.map(Currency.init(index:))
}
