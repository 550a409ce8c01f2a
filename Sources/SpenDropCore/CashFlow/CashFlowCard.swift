/// Money in, money out and net for one period in one currency: the Home screen's card and each
/// bar of the cash-flow view.
///
/// Promises: transfers are never counted; `net == moneyIn - moneyOut`; transactions in other
/// currencies are not mixed in but counted in `otherCurrencyCount` so a screen can say so.
public struct CashFlowCard: Equatable, Sendable {
    public let period: ReportingPeriod
    public let moneyIn: Money
    public let moneyOut: Money
    public let net: Money
    public let transactionCount: Int
    public let otherCurrencyCount: Int

    public init(
        period: ReportingPeriod, moneyIn: Money, moneyOut: Money, transactionCount: Int,
        otherCurrencyCount: Int
    ) throws(MoneyError) {
        self.period = period
        self.moneyIn = moneyIn
        self.moneyOut = moneyOut
        self.net = try moneyIn.subtracting(moneyOut)
        self.transactionCount = transactionCount
        self.otherCurrencyCount = otherCurrencyCount
    }
}
