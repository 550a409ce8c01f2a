/// An ISO 4217 currency: its code, how many digits its minor unit has, and how people write it.
///
/// Promises: `minorUnitDigits` is the ISO 4217 exponent (MYR 2, JPY 0, BHD 3), so an amount of
/// `Money` in this currency is exact in integer minor units. Every ISO 4217 currency with a minor
/// unit is known (165 of them); only currencies in `known` exist;
/// `Currency(code:)` returns nil for anything else rather than guessing an exponent.
/// - Complexity: one byte in memory (an index into the table of known currencies), so `Money`
///   stays small and comparing currencies is comparing integers.
public struct Currency: Hashable, Sendable, CustomStringConvertible {
    private struct Definition {
        let code: String
        let minorUnitDigits: Int
        let symbol: String
        let spacesSymbol: Bool
        /// Whether the parser reads the code as a currency in a notification: not for codes that
        /// are also common words (ALL, TOP, CUP, TRY, PEN…).
        let readInText: Bool
    }

    /// Every ISO 4217 currency with a minor unit (funds such as CLF included; precious metals,
    /// bond units, the SDR and the test code, which have none, left out). The first ones are those
    /// notifications name by code; their order never changes, as `Lexicon` keeps indexes into it.
    private static let table: [Definition] = [
        Definition(code: "MYR", minorUnitDigits: 2, symbol: "RM", spacesSymbol: true, readInText: true),
        Definition(code: "SGD", minorUnitDigits: 2, symbol: "S$", spacesSymbol: false, readInText: true),
        Definition(code: "USD", minorUnitDigits: 2, symbol: "US$", spacesSymbol: false, readInText: true),
        Definition(code: "EUR", minorUnitDigits: 2, symbol: "€", spacesSymbol: false, readInText: true),
        Definition(code: "GBP", minorUnitDigits: 2, symbol: "£", spacesSymbol: false, readInText: true),
        Definition(code: "IDR", minorUnitDigits: 2, symbol: "Rp", spacesSymbol: true, readInText: true),
        Definition(code: "THB", minorUnitDigits: 2, symbol: "฿", spacesSymbol: false, readInText: true),
        Definition(code: "CNY", minorUnitDigits: 2, symbol: "CN¥", spacesSymbol: false, readInText: true),
        Definition(code: "JPY", minorUnitDigits: 0, symbol: "¥", spacesSymbol: false, readInText: true),
        Definition(code: "KRW", minorUnitDigits: 0, symbol: "₩", spacesSymbol: false, readInText: true),
        Definition(code: "BHD", minorUnitDigits: 3, symbol: "BHD", spacesSymbol: true, readInText: true),
        Definition(code: "KWD", minorUnitDigits: 3, symbol: "KWD", spacesSymbol: true, readInText: true),
        Definition(code: "AUD", minorUnitDigits: 2, symbol: "A$", spacesSymbol: false, readInText: true),
        Definition(code: "HKD", minorUnitDigits: 2, symbol: "HK$", spacesSymbol: false, readInText: true),
        Definition(code: "TWD", minorUnitDigits: 2, symbol: "NT$", spacesSymbol: false, readInText: true),
        Definition(code: "INR", minorUnitDigits: 2, symbol: "₹", spacesSymbol: false, readInText: true),
        Definition(code: "CHF", minorUnitDigits: 2, symbol: "CHF", spacesSymbol: true, readInText: true),
        Definition(code: "CAD", minorUnitDigits: 2, symbol: "CA$", spacesSymbol: false, readInText: true),
        Definition(code: "VND", minorUnitDigits: 0, symbol: "₫", spacesSymbol: false, readInText: true),
        Definition(code: "PHP", minorUnitDigits: 2, symbol: "₱", spacesSymbol: false, readInText: true),
        Definition(code: "NZD", minorUnitDigits: 2, symbol: "NZ$", spacesSymbol: false, readInText: true),
        Definition(code: "AED", minorUnitDigits: 2, symbol: "AED", spacesSymbol: true, readInText: false),
        Definition(code: "AFN", minorUnitDigits: 2, symbol: "AFN", spacesSymbol: true, readInText: false),
        Definition(code: "ALL", minorUnitDigits: 2, symbol: "ALL", spacesSymbol: true, readInText: false),
        Definition(code: "AMD", minorUnitDigits: 2, symbol: "AMD", spacesSymbol: true, readInText: false),
        Definition(code: "AOA", minorUnitDigits: 2, symbol: "AOA", spacesSymbol: true, readInText: false),
        Definition(code: "ARS", minorUnitDigits: 2, symbol: "ARS", spacesSymbol: true, readInText: false),
        Definition(code: "AWG", minorUnitDigits: 2, symbol: "AWG", spacesSymbol: true, readInText: false),
        Definition(code: "AZN", minorUnitDigits: 2, symbol: "AZN", spacesSymbol: true, readInText: false),
        Definition(code: "BAM", minorUnitDigits: 2, symbol: "BAM", spacesSymbol: true, readInText: false),
        Definition(code: "BBD", minorUnitDigits: 2, symbol: "BBD", spacesSymbol: true, readInText: false),
        Definition(code: "BDT", minorUnitDigits: 2, symbol: "৳", spacesSymbol: false, readInText: false),
        Definition(code: "BGN", minorUnitDigits: 2, symbol: "BGN", spacesSymbol: true, readInText: false),
        Definition(code: "BIF", minorUnitDigits: 0, symbol: "BIF", spacesSymbol: true, readInText: false),
        Definition(code: "BMD", minorUnitDigits: 2, symbol: "BMD", spacesSymbol: true, readInText: false),
        Definition(code: "BND", minorUnitDigits: 2, symbol: "B$", spacesSymbol: false, readInText: false),
        Definition(code: "BOB", minorUnitDigits: 2, symbol: "BOB", spacesSymbol: true, readInText: false),
        Definition(code: "BOV", minorUnitDigits: 2, symbol: "BOV", spacesSymbol: true, readInText: false),
        Definition(code: "BRL", minorUnitDigits: 2, symbol: "R$", spacesSymbol: false, readInText: false),
        Definition(code: "BSD", minorUnitDigits: 2, symbol: "BSD", spacesSymbol: true, readInText: false),
        Definition(code: "BTN", minorUnitDigits: 2, symbol: "BTN", spacesSymbol: true, readInText: false),
        Definition(code: "BWP", minorUnitDigits: 2, symbol: "BWP", spacesSymbol: true, readInText: false),
        Definition(code: "BYN", minorUnitDigits: 2, symbol: "BYN", spacesSymbol: true, readInText: false),
        Definition(code: "BZD", minorUnitDigits: 2, symbol: "BZD", spacesSymbol: true, readInText: false),
        Definition(code: "CDF", minorUnitDigits: 2, symbol: "CDF", spacesSymbol: true, readInText: false),
        Definition(code: "CHE", minorUnitDigits: 2, symbol: "CHE", spacesSymbol: true, readInText: false),
        Definition(code: "CHW", minorUnitDigits: 2, symbol: "CHW", spacesSymbol: true, readInText: false),
        Definition(code: "CLF", minorUnitDigits: 4, symbol: "CLF", spacesSymbol: true, readInText: false),
        Definition(code: "CLP", minorUnitDigits: 0, symbol: "CLP", spacesSymbol: true, readInText: false),
        Definition(code: "COP", minorUnitDigits: 2, symbol: "COP", spacesSymbol: true, readInText: false),
        Definition(code: "COU", minorUnitDigits: 2, symbol: "COU", spacesSymbol: true, readInText: false),
        Definition(code: "CRC", minorUnitDigits: 2, symbol: "CRC", spacesSymbol: true, readInText: false),
        Definition(code: "CUP", minorUnitDigits: 2, symbol: "CUP", spacesSymbol: true, readInText: false),
        Definition(code: "CVE", minorUnitDigits: 2, symbol: "CVE", spacesSymbol: true, readInText: false),
        Definition(code: "CZK", minorUnitDigits: 2, symbol: "CZK", spacesSymbol: true, readInText: false),
        Definition(code: "DJF", minorUnitDigits: 0, symbol: "DJF", spacesSymbol: true, readInText: false),
        Definition(code: "DKK", minorUnitDigits: 2, symbol: "DKK", spacesSymbol: true, readInText: false),
        Definition(code: "DOP", minorUnitDigits: 2, symbol: "DOP", spacesSymbol: true, readInText: false),
        Definition(code: "DZD", minorUnitDigits: 2, symbol: "DZD", spacesSymbol: true, readInText: false),
        Definition(code: "EGP", minorUnitDigits: 2, symbol: "EGP", spacesSymbol: true, readInText: false),
        Definition(code: "ERN", minorUnitDigits: 2, symbol: "ERN", spacesSymbol: true, readInText: false),
        Definition(code: "ETB", minorUnitDigits: 2, symbol: "ETB", spacesSymbol: true, readInText: false),
        Definition(code: "FJD", minorUnitDigits: 2, symbol: "FJD", spacesSymbol: true, readInText: false),
        Definition(code: "FKP", minorUnitDigits: 2, symbol: "FKP", spacesSymbol: true, readInText: false),
        Definition(code: "GEL", minorUnitDigits: 2, symbol: "₾", spacesSymbol: false, readInText: false),
        Definition(code: "GHS", minorUnitDigits: 2, symbol: "GHS", spacesSymbol: true, readInText: false),
        Definition(code: "GIP", minorUnitDigits: 2, symbol: "GIP", spacesSymbol: true, readInText: false),
        Definition(code: "GMD", minorUnitDigits: 2, symbol: "GMD", spacesSymbol: true, readInText: false),
        Definition(code: "GNF", minorUnitDigits: 0, symbol: "GNF", spacesSymbol: true, readInText: false),
        Definition(code: "GTQ", minorUnitDigits: 2, symbol: "GTQ", spacesSymbol: true, readInText: false),
        Definition(code: "GYD", minorUnitDigits: 2, symbol: "GYD", spacesSymbol: true, readInText: false),
        Definition(code: "HNL", minorUnitDigits: 2, symbol: "HNL", spacesSymbol: true, readInText: false),
        Definition(code: "HTG", minorUnitDigits: 2, symbol: "HTG", spacesSymbol: true, readInText: false),
        Definition(code: "HUF", minorUnitDigits: 2, symbol: "HUF", spacesSymbol: true, readInText: false),
        Definition(code: "ILS", minorUnitDigits: 2, symbol: "₪", spacesSymbol: false, readInText: false),
        Definition(code: "IQD", minorUnitDigits: 3, symbol: "IQD", spacesSymbol: true, readInText: false),
        Definition(code: "IRR", minorUnitDigits: 2, symbol: "IRR", spacesSymbol: true, readInText: false),
        Definition(code: "ISK", minorUnitDigits: 0, symbol: "ISK", spacesSymbol: true, readInText: false),
        Definition(code: "JMD", minorUnitDigits: 2, symbol: "JMD", spacesSymbol: true, readInText: false),
        Definition(code: "JOD", minorUnitDigits: 3, symbol: "JOD", spacesSymbol: true, readInText: false),
        Definition(code: "KES", minorUnitDigits: 2, symbol: "KES", spacesSymbol: true, readInText: false),
        Definition(code: "KGS", minorUnitDigits: 2, symbol: "KGS", spacesSymbol: true, readInText: false),
        Definition(code: "KHR", minorUnitDigits: 2, symbol: "៛", spacesSymbol: false, readInText: false),
        Definition(code: "KMF", minorUnitDigits: 0, symbol: "KMF", spacesSymbol: true, readInText: false),
        Definition(code: "KPW", minorUnitDigits: 2, symbol: "KPW", spacesSymbol: true, readInText: false),
        Definition(code: "KYD", minorUnitDigits: 2, symbol: "KYD", spacesSymbol: true, readInText: false),
        Definition(code: "KZT", minorUnitDigits: 2, symbol: "₸", spacesSymbol: false, readInText: false),
        Definition(code: "LAK", minorUnitDigits: 2, symbol: "₭", spacesSymbol: false, readInText: false),
        Definition(code: "LBP", minorUnitDigits: 2, symbol: "LBP", spacesSymbol: true, readInText: false),
        Definition(code: "LKR", minorUnitDigits: 2, symbol: "LKR", spacesSymbol: true, readInText: false),
        Definition(code: "LRD", minorUnitDigits: 2, symbol: "LRD", spacesSymbol: true, readInText: false),
        Definition(code: "LSL", minorUnitDigits: 2, symbol: "LSL", spacesSymbol: true, readInText: false),
        Definition(code: "LYD", minorUnitDigits: 3, symbol: "LYD", spacesSymbol: true, readInText: false),
        Definition(code: "MAD", minorUnitDigits: 2, symbol: "MAD", spacesSymbol: true, readInText: false),
        Definition(code: "MDL", minorUnitDigits: 2, symbol: "MDL", spacesSymbol: true, readInText: false),
        Definition(code: "MGA", minorUnitDigits: 2, symbol: "MGA", spacesSymbol: true, readInText: false),
        Definition(code: "MKD", minorUnitDigits: 2, symbol: "MKD", spacesSymbol: true, readInText: false),
        Definition(code: "MMK", minorUnitDigits: 2, symbol: "MMK", spacesSymbol: true, readInText: false),
        Definition(code: "MNT", minorUnitDigits: 2, symbol: "₮", spacesSymbol: false, readInText: false),
        Definition(code: "MOP", minorUnitDigits: 2, symbol: "MOP", spacesSymbol: true, readInText: false),
        Definition(code: "MRU", minorUnitDigits: 2, symbol: "MRU", spacesSymbol: true, readInText: false),
        Definition(code: "MUR", minorUnitDigits: 2, symbol: "MUR", spacesSymbol: true, readInText: false),
        Definition(code: "MVR", minorUnitDigits: 2, symbol: "MVR", spacesSymbol: true, readInText: false),
        Definition(code: "MWK", minorUnitDigits: 2, symbol: "MWK", spacesSymbol: true, readInText: false),
        Definition(code: "MXN", minorUnitDigits: 2, symbol: "MX$", spacesSymbol: false, readInText: false),
        Definition(code: "MXV", minorUnitDigits: 2, symbol: "MXV", spacesSymbol: true, readInText: false),
        Definition(code: "MZN", minorUnitDigits: 2, symbol: "MZN", spacesSymbol: true, readInText: false),
        Definition(code: "NAD", minorUnitDigits: 2, symbol: "NAD", spacesSymbol: true, readInText: false),
        Definition(code: "NGN", minorUnitDigits: 2, symbol: "₦", spacesSymbol: false, readInText: false),
        Definition(code: "NIO", minorUnitDigits: 2, symbol: "NIO", spacesSymbol: true, readInText: false),
        Definition(code: "NOK", minorUnitDigits: 2, symbol: "NOK", spacesSymbol: true, readInText: false),
        Definition(code: "NPR", minorUnitDigits: 2, symbol: "NPR", spacesSymbol: true, readInText: false),
        Definition(code: "OMR", minorUnitDigits: 3, symbol: "OMR", spacesSymbol: true, readInText: false),
        Definition(code: "PAB", minorUnitDigits: 2, symbol: "PAB", spacesSymbol: true, readInText: false),
        Definition(code: "PEN", minorUnitDigits: 2, symbol: "PEN", spacesSymbol: true, readInText: false),
        Definition(code: "PGK", minorUnitDigits: 2, symbol: "PGK", spacesSymbol: true, readInText: false),
        Definition(code: "PKR", minorUnitDigits: 2, symbol: "PKR", spacesSymbol: true, readInText: false),
        Definition(code: "PLN", minorUnitDigits: 2, symbol: "PLN", spacesSymbol: true, readInText: false),
        Definition(code: "PYG", minorUnitDigits: 0, symbol: "PYG", spacesSymbol: true, readInText: false),
        Definition(code: "QAR", minorUnitDigits: 2, symbol: "QAR", spacesSymbol: true, readInText: false),
        Definition(code: "RON", minorUnitDigits: 2, symbol: "RON", spacesSymbol: true, readInText: false),
        Definition(code: "RSD", minorUnitDigits: 2, symbol: "RSD", spacesSymbol: true, readInText: false),
        Definition(code: "RUB", minorUnitDigits: 2, symbol: "RUB", spacesSymbol: true, readInText: false),
        Definition(code: "RWF", minorUnitDigits: 0, symbol: "RWF", spacesSymbol: true, readInText: false),
        Definition(code: "SAR", minorUnitDigits: 2, symbol: "SAR", spacesSymbol: true, readInText: false),
        Definition(code: "SBD", minorUnitDigits: 2, symbol: "SBD", spacesSymbol: true, readInText: false),
        Definition(code: "SCR", minorUnitDigits: 2, symbol: "SCR", spacesSymbol: true, readInText: false),
        Definition(code: "SDG", minorUnitDigits: 2, symbol: "SDG", spacesSymbol: true, readInText: false),
        Definition(code: "SEK", minorUnitDigits: 2, symbol: "SEK", spacesSymbol: true, readInText: false),
        Definition(code: "SHP", minorUnitDigits: 2, symbol: "SHP", spacesSymbol: true, readInText: false),
        Definition(code: "SLE", minorUnitDigits: 2, symbol: "SLE", spacesSymbol: true, readInText: false),
        Definition(code: "SOS", minorUnitDigits: 2, symbol: "SOS", spacesSymbol: true, readInText: false),
        Definition(code: "SRD", minorUnitDigits: 2, symbol: "SRD", spacesSymbol: true, readInText: false),
        Definition(code: "SSP", minorUnitDigits: 2, symbol: "SSP", spacesSymbol: true, readInText: false),
        Definition(code: "STN", minorUnitDigits: 2, symbol: "STN", spacesSymbol: true, readInText: false),
        Definition(code: "SVC", minorUnitDigits: 2, symbol: "SVC", spacesSymbol: true, readInText: false),
        Definition(code: "SYP", minorUnitDigits: 2, symbol: "SYP", spacesSymbol: true, readInText: false),
        Definition(code: "SZL", minorUnitDigits: 2, symbol: "SZL", spacesSymbol: true, readInText: false),
        Definition(code: "TJS", minorUnitDigits: 2, symbol: "TJS", spacesSymbol: true, readInText: false),
        Definition(code: "TMT", minorUnitDigits: 2, symbol: "TMT", spacesSymbol: true, readInText: false),
        Definition(code: "TND", minorUnitDigits: 3, symbol: "TND", spacesSymbol: true, readInText: false),
        Definition(code: "TOP", minorUnitDigits: 2, symbol: "TOP", spacesSymbol: true, readInText: false),
        Definition(code: "TRY", minorUnitDigits: 2, symbol: "₺", spacesSymbol: false, readInText: false),
        Definition(code: "TTD", minorUnitDigits: 2, symbol: "TTD", spacesSymbol: true, readInText: false),
        Definition(code: "TZS", minorUnitDigits: 2, symbol: "TZS", spacesSymbol: true, readInText: false),
        Definition(code: "UAH", minorUnitDigits: 2, symbol: "₴", spacesSymbol: false, readInText: false),
        Definition(code: "UGX", minorUnitDigits: 0, symbol: "UGX", spacesSymbol: true, readInText: false),
        Definition(code: "USN", minorUnitDigits: 2, symbol: "USN", spacesSymbol: true, readInText: false),
        Definition(code: "UYI", minorUnitDigits: 0, symbol: "UYI", spacesSymbol: true, readInText: false),
        Definition(code: "UYU", minorUnitDigits: 2, symbol: "UYU", spacesSymbol: true, readInText: false),
        Definition(code: "UYW", minorUnitDigits: 4, symbol: "UYW", spacesSymbol: true, readInText: false),
        Definition(code: "UZS", minorUnitDigits: 2, symbol: "UZS", spacesSymbol: true, readInText: false),
        Definition(code: "VED", minorUnitDigits: 2, symbol: "VED", spacesSymbol: true, readInText: false),
        Definition(code: "VES", minorUnitDigits: 2, symbol: "VES", spacesSymbol: true, readInText: false),
        Definition(code: "VUV", minorUnitDigits: 0, symbol: "VUV", spacesSymbol: true, readInText: false),
        Definition(code: "WST", minorUnitDigits: 2, symbol: "WST", spacesSymbol: true, readInText: false),
        Definition(code: "XAF", minorUnitDigits: 0, symbol: "FCFA", spacesSymbol: true, readInText: false),
        Definition(code: "XCD", minorUnitDigits: 2, symbol: "EC$", spacesSymbol: false, readInText: false),
        Definition(code: "XCG", minorUnitDigits: 2, symbol: "XCG", spacesSymbol: true, readInText: false),
        Definition(code: "XOF", minorUnitDigits: 0, symbol: "XOF", spacesSymbol: true, readInText: false),
        Definition(code: "XPF", minorUnitDigits: 0, symbol: "CFPF", spacesSymbol: true, readInText: false),
        Definition(code: "YER", minorUnitDigits: 2, symbol: "YER", spacesSymbol: true, readInText: false),
        Definition(code: "ZAR", minorUnitDigits: 2, symbol: "ZAR", spacesSymbol: true, readInText: false),
        Definition(code: "ZMW", minorUnitDigits: 2, symbol: "ZMW", spacesSymbol: true, readInText: false),
        Definition(code: "ZWG", minorUnitDigits: 2, symbol: "ZWG", spacesSymbol: true, readInText: false),
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

    /// Whether notifications name this currency by its code (see `Definition.readInText`).
    public var isReadInText: Bool { definition.readInText }
}
