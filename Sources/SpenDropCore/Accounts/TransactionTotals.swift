/// What a list of transactions adds up to, one line per currency: money in, money out and money
/// moved between accounts, each the amounts as they left or reached the accounts.
///
/// Promises: pure; one total per currency that appears, in code order, none dropped; exact, and a
/// sum too large for an amount throws rather than wraps.
public struct TransactionTotals: Equatable, Sendable {
    public let currency: Currency
    public let moneyIn: Money
    public let moneyOut: Money
    public let transferred: Money

    /// Totals already summed (by a store's query, say), all in `currency`.
    public init(currency: Currency, moneyIn: Money, moneyOut: Money, transferred: Money) {
        self.currency = currency
        self.moneyIn = moneyIn
        self.moneyOut = moneyOut
        self.transferred = transferred
    }

    public static func of(_ transactions: [Transaction]) throws(MoneyError) -> [TransactionTotals] {
        var sums: [Currency: (in: Int64, out: Int64, moved: Int64)] = [:]
        for transaction in transactions {
            var sum = sums[transaction.amount.currency] ?? (0, 0, 0)
            var overflow = false
            switch transaction.kind {
            case .moneyIn: (sum.in, overflow) = sum.in.addingReportingOverflow(transaction.amount.minorUnits)
            case .moneyOut: (sum.out, overflow) = sum.out.addingReportingOverflow(transaction.amount.minorUnits)
            case .transfer: (sum.moved, overflow) = sum.moved.addingReportingOverflow(transaction.amount.minorUnits)
            }
            if overflow { throw .overflow }
            sums[transaction.amount.currency] = sum
        }
        return sums.keys.sorted { $0.code < $1.code }.map { currency in
            let sum = sums[currency]!
            return TransactionTotals(
                currency: currency, moneyIn: Money(minorUnits: sum.in, currency: currency),
                moneyOut: Money(minorUnits: sum.out, currency: currency),
                transferred: Money(minorUnits: sum.moved, currency: currency))
        }
    }

    /// `MYR: in RM 10.00 · out RM 42.00 · moved RM 5.00` (parts that are zero left out, but never all).
    public var line: String {
        var parts: [String] = []
        if !moneyIn.isZero { parts.append("in \(MoneyFormatter.format(moneyIn))") }
        if !moneyOut.isZero || parts.isEmpty && transferred.isZero {
            parts.append("out \(MoneyFormatter.format(moneyOut))")
        }
        if !transferred.isZero { parts.append("moved \(MoneyFormatter.format(transferred))") }
        return "\(currency.code): " + parts.joined(separator: " · ")
    }
}
