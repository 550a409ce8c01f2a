import SelfTestRunner
import SpenDropCore

/// The cash-flow card: money in, money out and net for a period, transfers excluded.
enum CashFlowCardChecks {
    typealias S = SampleLedger

    static var all: [SelfTestCheck] {
        [
            SelfTestCheck("April 2026: in RM 3,515.00, out RM 140.40, net RM 3,374.60, the transfer excluded") { _ in
                let april = S.calendar.month(year: 2026, month: 4)!
                let card = try CashFlow.card(for: S.transactions, in: april, currency: .myr)
                return .all([
                    .equal(card.moneyIn, S.myr(351_500), "money in"),
                    .equal(card.moneyOut, S.myr(14_040), "money out"),
                    .equal(card.net, S.myr(337_460), "net"),
                    .equal(card.transactionCount, 6, "transactions counted"),
                ])
            },
            SelfTestCheck("a day is a calendar day in the user's time zone") { _ in
                let day = S.calendar.period(.day, containing: S.at(2026, 3, 31, 23, 30))
                let card = try CashFlow.card(for: S.transactions, in: day, currency: .myr)
                return .all([
                    .equal(day.label, "2026-03-31"), .equal(card.moneyOut, S.myr(4_500)),
                    .equal(card.moneyIn, S.myr(0)),
                ])
            },
            SelfTestCheck("all time counts every transaction but transfers") { _ in
                let card = try CashFlow.card(for: S.transactions, in: .allTime, currency: .myr)
                return .all([
                    .equal(card.moneyIn, S.myr(351_500)), .equal(card.moneyOut, S.myr(24_540)),
                    .equal(card.transactionCount, 8),
                ])
            },
            SelfTestCheck("amounts in other currencies are counted apart, not added in") { _ in
                var transactions = S.transactions
                transactions.append(
                    Transaction(
                        id: TransactionID(50), kind: .moneyOut, account: AccountID(3),
                        amount: Money(minorUnits: 9_999, currency: .sgd), occurredAt: S.at(2026, 4, 15),
                        utcOffset: SampleLedger.offset))
                let card = try CashFlow.card(
                    for: transactions, in: S.calendar.month(year: 2026, month: 4)!, currency: .myr)
                return .all([
                    .equal(card.moneyOut, S.myr(14_040), "MYR money out"),
                    .equal(card.otherCurrencyCount, 1, "other currencies"),
                ])
            },
            SelfTestCheck("my share of a bill Ben paid in another currency is counted apart too, not added in") { _ in
                let bill = try SplitCalculator.split(
                    Money(minorUnits: 3_000, currency: .sgd), among: [Person("Ben"), .me], paidBy: Person("Ben"),
                    mode: .equal)
                let day = CalendarDay(year: 2026, month: 4, day: 15)!
                let owed =
                    SharedMoney.owedShare(of: bill, day: day, category: "Food", calendar: S.calendar).map { [$0] } ?? []
                let card = try CashFlow.card(
                    for: S.transactions, owed: owed, in: S.calendar.month(year: 2026, month: 4)!, currency: .myr)
                return .all([
                    .equal(owed.count, 1, "shares owed"), .equal(card.moneyOut, S.myr(14_040), "MYR money out"),
                    .equal(card.otherCurrencyCount, 1, "other currencies"),
                    .equal(card.transactionCount, 6, "MYR entries counted"),
                ])
            },
            SelfTestCheck("an empty period shows zero, not an error") { _ in
                let card = try CashFlow.card(
                    for: S.transactions, in: S.calendar.month(year: 2025, month: 1)!, currency: .myr)
                return .all([.equal(card.net, S.myr(0)), .equal(card.transactionCount, 0)])
            },
        ]
    }
}
