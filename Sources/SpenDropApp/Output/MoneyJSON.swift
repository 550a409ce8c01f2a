import SpenDropCore

/// Money as every JSON screen writes it: `{"minor": 1500, "currency": "MYR", "display": "RM 15.00"}`.
public struct MoneyJSON: Encodable, Equatable {
    public let minor: Int64
    public let currency: String
    public let display: String

    public init(_ money: Money) {
        minor = money.minorUnits
        currency = money.currency.code
        display = MoneyFormatter.format(money)
    }
}
