/// An exact amount of money: a signed integer count of minor units in one currency.
///
/// Promises: never a floating-point value; arithmetic either returns the exact result or throws
/// `MoneyError` (overflow, or two different currencies). Negative amounts are allowed and mean
/// money owed or money out, depending on the caller.
public struct Money: Hashable, Sendable, CustomStringConvertible {
    /// The amount in minor units: sen for MYR, yen for JPY, fils for BHD.
    public let minorUnits: Int64
    public let currency: Currency

    public init(minorUnits: Int64, currency: Currency) {
        self.minorUnits = minorUnits
        self.currency = currency
    }

    /// Zero in the given currency.
    public static func zero(_ currency: Currency) -> Money {
        Money(minorUnits: 0, currency: currency)
    }

    public var isZero: Bool { minorUnits == 0 }
    public var isNegative: Bool { minorUnits < 0 }

    /// The same magnitude with the opposite sign; throws on the one value that has no negation.
    public func negated() throws(MoneyError) -> Money {
        let (value, overflow) = Int64(0).subtractingReportingOverflow(minorUnits)
        if overflow { throw .overflow }
        return Money(minorUnits: value, currency: currency)
    }

    /// The absolute value; throws on the one value that has none.
    public func magnitude() throws(MoneyError) -> Money {
        minorUnits < 0 ? try negated() : self
    }

    public func adding(_ other: Money) throws(MoneyError) -> Money {
        try requireSameCurrency(other)
        let (value, overflow) = minorUnits.addingReportingOverflow(other.minorUnits)
        if overflow { throw .overflow }
        return Money(minorUnits: value, currency: currency)
    }

    public func subtracting(_ other: Money) throws(MoneyError) -> Money {
        try requireSameCurrency(other)
        let (value, overflow) = minorUnits.subtractingReportingOverflow(other.minorUnits)
        if overflow { throw .overflow }
        return Money(minorUnits: value, currency: currency)
    }

    /// The amount times a whole number.
    public func multiplied(by factor: Int64) throws(MoneyError) -> Money {
        let (value, overflow) = minorUnits.multipliedReportingOverflow(by: factor)
        if overflow { throw .overflow }
        return Money(minorUnits: value, currency: currency)
    }

    /// Adds every amount to `zero(currency)`; an empty list sums to zero.
    public static func sum(_ amounts: some Sequence<Money>, in currency: Currency) throws(MoneyError) -> Money {
        var total = Money.zero(currency)
        for amount in amounts { total = try total.adding(amount) }
        return total
    }

    public var description: String { MoneyFormatter.format(self) }

    private func requireSameCurrency(_ other: Money) throws(MoneyError) {
        if other.currency != currency { throw .currencyMismatch(currency, other.currency) }
    }
}
