import Foundation
import SelfTestRunner
import SpenDropCore

/// The breakdown by category: amounts, shares that sum to exactly 10,000 basis points, the
/// uncategorised row, and its cash-flow view agreeing with the card.
enum CategoryBreakdownChecks {
    typealias S = SampleLedger

    static func spend(_ id: Int64, _ minorUnits: Int64, _ category: String?, day: Int = 10) -> Transaction {
        Transaction(
            id: TransactionID(id), kind: .moneyOut, account: S.wallet, amount: S.myr(minorUnits),
            occurredAt: S.at(2026, 4, day), utcOffset: SampleLedger.offset, merchant: "Shop \(id)", category: category)
    }

    static var all: [SelfTestCheck] {
        [
            SelfTestCheck(
                "April's breakdown: Bills, Food, Uncategorised by amount, food and Food one category named as first used"
            ) { _ in
                let breakdown = try CategoryBreakdown(
                    transactions: S.transactions, period: S.calendar.month(year: 2026, month: 4)!,
                    calendar: S.calendar, currency: .myr)
                let rows = breakdown.rows.map {
                    "\($0.displayName) \($0.amount) \($0.basisPoints) ×\($0.transactionCount)"
                }
                // Bills 89.90, Food 12.50 + food 18.00 = 30.50 ("Food" on 31 March, before "food" on 10 April), Uncategorised 20.00 of 140.40.
                return .all([
                    .equal(
                        rows, ["Bills RM 89.90 6403 ×1", "Food RM 30.50 2172 ×2", "Uncategorised RM 20.00 1425 ×1"]),
                    .equal(breakdown.total, S.myr(14_040), "total spent"),
                ])
            },
            SelfTestCheck(
                "a category's spellings are one category, by case and by accents; shown as spelt on its earliest day, ties to the first in sort order"
            ) { _ in
                let transactions = [
                    spend(1, 500, "café", day: 3), spend(2, 700, "CAFE"), spend(3, 300, "Cafe"), spend(4, 100, "Food"),
                ]
                let breakdown = try CategoryBreakdown(
                    transactions: transactions, period: S.calendar.month(year: 2026, month: 4)!,
                    calendar: S.calendar, currency: .myr)
                let names = CategoryIdentity.names([
                    (spelling: "food", first: 3), (spelling: "Food", first: 3), (spelling: "FOOD", first: 2),
                ])
                return .all([
                    .equal(
                        breakdown.rows.map { "\($0.displayName) \($0.amount.minorUnits) ×\($0.transactionCount)" },
                        ["café 1500 ×3", "Food 100 ×1"]),
                    .equal(names, ["food": "FOOD"], "the earliest day's spelling"),
                    .equal(
                        CategoryIdentity.names([(spelling: "food", first: 3), (spelling: "Food", first: 3)]),
                        ["food": "Food"], "a tie: the first in sort order"),
                    .equal(CategoryIdentity.key("Café") == CategoryIdentity.key("cafe"), true, "accents folded"),
                    .equal(
                        CategoryIdentity.key("Food") == CategoryIdentity.key("Foot"), false,
                        "different letters stay apart"),
                ])
            },
            SelfTestCheck(
                "forty categories in one month, more than are tallied side by side, each keep their own total and count"
            ) { _ in
                // Category n gets two spends of n sen, in an order that comes back to every category.
                let transactions = (0..<80).map { index in
                    spend(Int64(index), Int64(index % 40 + 1), "C\(index % 40 + 1)")
                }
                let breakdown = try CategoryBreakdown(
                    transactions: transactions, period: S.calendar.month(year: 2026, month: 4)!,
                    calendar: S.calendar, currency: .myr)
                let rows = Set(
                    breakdown.rows.map { "\($0.displayName) \($0.amount.minorUnits) \($0.transactionCount)" })
                return .equal(rows, Set((1...40).map { "C\($0) \(2 * $0) 2" }), "each category's total and count")
            },
            SelfTestCheck(
                "three equal categories share 3334 / 3333 / 3333 basis points, and one sen, the least spending, is all 10000 of its category"
            ) { _ in
                let april = S.calendar.month(year: 2026, month: 4)!
                let breakdown = try CategoryBreakdown(
                    transactions: [spend(1, 1_000, "Food"), spend(2, 1_000, "Bills"), spend(3, 1_000, "Travel")],
                    period: april, calendar: S.calendar, currency: .myr)
                let oneSen = try CategoryBreakdown(
                    transactions: [spend(1, 1, "Food")], period: april, calendar: S.calendar, currency: .myr)
                return .all([
                    .equal(
                        breakdown.rows.map { "\($0.displayName) \($0.basisPoints)" },
                        ["Bills 3334", "Food 3333", "Travel 3333"], "three equal categories"),
                    .equal(
                        oneSen.rows.map { "\($0.displayName) \($0.basisPoints)" }, ["Food 10000"], "one sen of Food"),
                ])
            },
            SelfTestCheck(
                "a share is written as a percentage, 33.33%, 50%, 33.5%, 0.05%, and one too small to show as 0%, never -0%"
            ) { _ in
                .equal(
                    [3_333, 5_000, 3_350, 5, 10, 0, -1_000].map(BasisPoints.percentText),
                    ["33.33%", "50%", "33.5%", "0.05%", "0.1%", "0%", "-10%"],
                    "3333, 5000, 3350, 5, 10, 0 and -1000 basis points")
            },
            SelfTestCheck(
                "categories with equal totals come by name whatever order their totals arrive in, uncategorised money among them"
            ) { _ in
                let totals = [
                    CategoryBreakdown.Total(category: "Travel", amountMinor: 500, transactionCount: 1),
                    CategoryBreakdown.Total(category: nil, amountMinor: 500, transactionCount: 1),
                    CategoryBreakdown.Total(category: "Bills", amountMinor: 500, transactionCount: 1),
                ]
                let orders = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]]
                let rows = try orders.map { order in
                    try CategoryBreakdown(
                        period: S.calendar.month(year: 2026, month: 4)!, currency: .myr,
                        totals: order.map { totals[$0] }, cashFlow: []
                    )
                    .rows.map(\.displayName)
                }
                return .equal(
                    rows, Array(repeating: ["Bills", "Travel", "Uncategorised"], count: orders.count),
                    "the rows for each order of the totals")
            },
            SelfTestCheck("money in and transfers are not spending") { _ in
                let april = S.calendar.month(year: 2026, month: 4)!
                let onlyInAndTransfers = S.transactions.filter { $0.kind != .moneyOut }
                let breakdown = try CategoryBreakdown(
                    transactions: onlyInAndTransfers, period: april, calendar: S.calendar, currency: .myr)
                return .all([.equal(breakdown.rows.count, 0, "rows"), .equal(breakdown.total, S.myr(0), "total")])
            },
            SelfTestCheck("the breakdown's cash-flow view adds up to the month's card") { _ in
                let april = S.calendar.month(year: 2026, month: 4)!
                let breakdown = try CategoryBreakdown(
                    transactions: S.transactions, period: april, calendar: S.calendar, currency: .myr)
                let card = try CashFlow.card(for: S.transactions, in: april, currency: .myr)
                let moneyIn = try Money.sum(breakdown.cashFlow.map(\.moneyIn), in: .myr)
                let moneyOut = try Money.sum(breakdown.cashFlow.map(\.moneyOut), in: .myr)
                return .all([
                    .equal(breakdown.cashFlow.count, 30, "days"), .equal(moneyIn, card.moneyIn, "money in"),
                    .equal(moneyOut, card.moneyOut, "money out"),
                    .equal(breakdown.cashFlow.last?.moneyIn, S.myr(1_500), "30 April, 23:59"),
                ])
            },
            SelfTestCheck("over 500 seeded breakdowns shares sum to 10,000 and amounts to the total") { _ in
                var random = SplitMix64(seed: 2026)
                let categories = ["Food", "Bills", "Transport", "Groceries", "Fun", nil]
                let april = S.calendar.month(year: 2026, month: 4)!
                let template = (1...30).map { spend(0, 1, nil, day: $0) }
                for round in 0..<500 {
                    let count = Int(random.next(below: 40)) + 1
                    let transactions = (0..<count).map { index in
                        let amount = Int64(random.next(below: 5_000_000)) + 1,
                            category = categories[Int(random.next(below: 6))]
                        let day = template[Int(random.next(below: 30))]
                        return Transaction(
                            id: TransactionID(Int64(index)), kind: .moneyOut, account: day.account,
                            amount: S.myr(amount),
                            occurredAt: day.occurredAt, utcOffset: SampleLedger.offset, merchant: "Shop \(index)",
                            category: category)
                    }
                    let breakdown = try CategoryBreakdown(
                        transactions: transactions, period: april, calendar: S.calendar, currency: .myr)
                    let shares = breakdown.rows.map(\.basisPoints).reduce(0, +)
                    let amounts = try Money.sum(breakdown.rows.map(\.amount), in: .myr)
                    let spent = try Money.sum(transactions.map(\.amount), in: .myr)
                    if shares != 10_000 || amounts != spent || breakdown.total != spent {
                        return .that(
                            false, expected: "10000 bp, \(spent)", actual: "\(shares) bp, \(amounts)", "round \(round)")
                    }
                }
                return .that(true, expected: "500 rounds of 10000 bp", actual: "500 rounds of 10000 bp")
            },
        ]
    }
}
