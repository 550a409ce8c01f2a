import SpenDropCore
import SpenDropStore

/// The money of a period in currencies other than the currency setting: one cash-flow card per
/// currency that had any transaction, so a screen shows each on its own line and never drops
/// one silently.
enum OtherCurrencies {
    /// The cards of `period` for every currency of the user's accounts and of bills others paid for
    /// them but `shown`, in code order, leaving out those with no transaction in it.
    static func cards(
        in period: ReportingPeriod, besides shown: Currency, store: Store, calendar: ReportingCalendar
    ) throws(StoreError) -> [CashFlowCard] {
        let owed = try store.owedShares(calendar: calendar).map(\.amount.currency)
        let currencies = Set(try store.accounts().map(\.currency) + owed).subtracting([shown]).sorted {
            $0.code < $1.code
        }
        var cards: [CashFlowCard] = []
        for currency in currencies {
            let card = try store.cashFlowCard(in: period, calendar: calendar, currency: currency)
            if card.transactionCount > 0 { cards.append(card) }
        }
        return cards
    }

    /// With `--convert`: ` (in RM 0.00, out RM 89.00 at 4.45 on 2026-12-01)` — each of `amounts` (all in one
    /// other currency, labelled) in `home` at the latest rate on or before `day`; or why there is none.
    static func converted(
        _ amounts: [(label: String, money: Money)], on day: CalendarDay, rates: [ExchangeRate], home: Currency
    ) -> String {
        guard let currency = amounts.first?.money.currency else { return "" }
        guard let rate = ExchangeRate.latest(of: currency, onOrBefore: day, in: rates) else {
            return
                " (no \(currency.code) rate on or before \(day): 'spendrop rates set \(currency.code) RATE' records one)"
        }
        var parts: [String] = []
        for (label, money) in amounts {
            guard let value = try? rate.convert(money, to: home) else { return " (too large to convert)" }
            parts.append((label.isEmpty ? "" : label + " ") + MoneyFormatter.format(value))
        }
        return " (\(parts.joined(separator: ", ")) at \(rate.text) on \(rate.day))"
    }

    /// `In USD: money in US$0.00, out US$20.00, net -US$20.00 (1 transaction)`.
    static func line(_ card: CashFlowCard) -> String {
        "In \(card.moneyOut.currency.code): money in \(MoneyFormatter.format(card.moneyIn)), out \(MoneyFormatter.format(card.moneyOut)), "
            + "net \(MoneyFormatter.format(card.net)) (\(Counted.text(card.transactionCount, "transaction")))"
    }
}
