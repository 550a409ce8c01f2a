/// Balances in several currencies as one figure in the home currency, each converted at the rate in
/// force on the day shown (the latest recorded on or before it), with that rate and its day.
///
/// Promises: pure; an amount already in the home currency is itself, and nothing in any currency is
/// nothing, with no rate needed; a currency with no rate on
/// or before the day is named in `missing` and gives no total, never a guess; the total is the
/// sum of the converted amounts, each rounded as `ExchangeRate.convert` rounds.
public struct NetWorth: Equatable, Sendable {
    public struct Converted: Equatable, Sendable {
        public let amount: Money
        /// nil for an amount already in the home currency, or nothing.
        public let rate: ExchangeRate?
    }

    /// One per balance given, in order: nil where its currency has no rate.
    public let converted: [Converted?]
    /// nil when a rate is missing or the sum does not fit in an amount.
    public let total: Money?
    /// The currencies with no rate on or before the day, by code.
    public let missing: [Currency]

    public init(balances: [Money], home: Currency, rates: [ExchangeRate], on day: CalendarDay) {
        var missing: Set<Currency> = []
        var overflow = false
        converted = balances.map { balance in
            if balance.currency == home { return Converted(amount: balance, rate: nil) }
            if balance.isZero { return Converted(amount: .zero(home), rate: nil) }
            guard let rate = ExchangeRate.latest(of: balance.currency, onOrBefore: day, in: rates) else {
                missing.insert(balance.currency)
                return nil
            }
            guard let amount = try? rate.convert(balance, to: home) else {
                overflow = true
                return nil
            }
            return Converted(amount: amount, rate: rate)
        }
        self.missing = missing.sorted { $0.code < $1.code }
        var sum: Int64 = 0
        for item in converted {
            guard let item else { continue }
            let (next, over) = sum.addingReportingOverflow(item.amount.minorUnits)
            overflow = overflow || over
            sum = next
        }
        total = missing.isEmpty && !overflow ? Money(minorUnits: sum, currency: home) : nil
    }
}
