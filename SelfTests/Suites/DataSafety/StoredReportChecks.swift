import Foundation
import SelfTestRunner
import SpenDropCore
import SpenDropStore

/// Reports read from the store (daily totals plus the edges of each period) agree with the same
/// reports computed in memory over the same transactions, in any time zone.
enum StoredReportChecks {
    typealias S = SampleLedger

    /// A new store holding the sample ledger, with the sample's ids, a RM 40.00 lunch I paid and
    /// split with Ben (RM 20.00 of it his), and two bills Ben paid for me on the first and the
    /// last day of April (my shares count as spending on those days).
    static func sampleStore(_ context: SelfTestContext) throws -> Store {
        try StoreTemplates.shared.store("reports", to: "reports", in: context) { store in
            for account in S.accounts {
                try store.openAccount(name: account.name, openingBalance: account.openingBalance)
            }
            _ = try store.record(all: S.transactions)
            let lunch = try SplitCalculator.split(S.myr(4_000), among: [.me, Person("Ben")], paidBy: .me, mode: .equal)
            _ = try store.recordSplitBill(
                SharedMoney.bill(
                    lunch, account: S.wallet, at: S.at(2026, 4, 20, 13), utcOffset: SampleLedger.offset,
                    merchant: "Kedai Ben", category: "Food",
                    note: ""), split: lunch, entryID: PayBookEntryID("lunch"),
                day: CalendarDay(year: 2026, month: 4, day: 20)!)
            for (day, total, category) in [(1, Int64(900), "Food" as String?), (30, 4_001, nil)] {
                let split = try SplitCalculator.split(
                    S.myr(total), among: [Person("Ben"), .me], paidBy: Person("Ben"), mode: .equal)
                try store.record(
                    PayBookEntry(
                        id: PayBookEntryID("ben-\(day)"), day: CalendarDay(year: 2026, month: 4, day: day)!,
                        record: .split(split)),
                    description: "Ben's bill", category: category)
            }
        }
    }

    static var all: [SelfTestCheck] {
        [
            SelfTestCheck("account balances answered in SQL equal the ledger's, transfers counted on both sides") {
                context in
                let store = try sampleStore(context)
                let ledger = try Ledger(accounts: try store.accounts(), transactions: try store.transactions())
                return .equal(try store.accountBalances(), try ledger.balances())
            },
            SelfTestCheck(
                "the Transactions screen answered in SQL equals the core's filter and totals for every kind of filter, bills others paid among them"
            ) { context in
                let store = try sampleStore(context)
                let stored = try store.transactions()
                let filters: [TransactionFilter] = [
                    TransactionFilter(), TransactionFilter(account: S.wallet), TransactionFilter(type: .transfer),
                    TransactionFilter(
                        from: CalendarDay(year: 2026, month: 4, day: 1)!,
                        through: CalendarDay(year: 2026, month: 4, day: 30)!),
                    TransactionFilter(category: "FOOD"), TransactionFilter(category: "fóod"),
                    TransactionFilter(category: "Nothing"), TransactionFilter(category: "FOOL"),
                    TransactionFilter(search: "cafe"), TransactionFilter(search: "PELITA"),
                    TransactionFilter(search: "MAMAK CORNER"),
                    TransactionFilter(
                        account: S.maybank, type: .moneyOut, from: CalendarDay(year: 2026, month: 4, day: 1)!,
                        search: "e"),
                ]
                // The bills Ben paid, read back, are the PayBook's splits someone else paid, replayed.
                let bills = try store.othersPaidBills()
                let replayed = try store.payBook().entries.compactMap { entry -> String? in
                    guard case .split(let split) = entry.record, !split.paidBy.isMe else { return nil }
                    return
                        "\(entry.day) \(split.paidBy) \(split.total.minorUnits) \(split.parts.first { $0.person.isMe }?.amount.minorUnits ?? 0)"
                }
                var verdicts: [CheckVerdict] = [
                    .equal(
                        bills.map { "\($0.day) \($0.paidBy) \($0.total.minorUnits) \($0.myShare.minorUnits)" }.sorted(),
                        replayed.sorted(), "bills Ben paid")
                ]
                for (index, filter) in filters.enumerated() {
                    let expected = filter.apply(to: stored, calendar: S.calendar)
                    // Each bill the core's filter admits, as Money Out of my share at the start of its day.
                    let admitted = bills.filter(filter.admits).map {
                        Transaction(
                            id: $0.id, kind: .moneyOut, account: S.wallet, amount: $0.myShare,
                            occurredAt: S.calendar.start(of: $0.day),
                            utcOffset: 0, merchant: $0.merchant)
                    }
                    let listed = (expected + admitted).sorted {
                        ($0.occurredAt, $0.id.rawValue) > ($1.occurredAt, $1.id.rawValue)
                    }
                    for limit in [nil, 2] as [Int?] {
                        let page = try store.transactionPage(matching: filter, calendar: S.calendar, limit: limit)
                        let newest = Array(listed.prefix(limit ?? listed.count))
                        verdicts.append(
                            .equal(
                                page.entries.map(\.id.rawValue), newest.map(\.id.rawValue),
                                "filter \(index), limit \(limit ?? 0): ids"))
                        verdicts.append(.equal(page.matchingCount, listed.count, "filter \(index): count"))
                        verdicts.append(
                            .equal(page.totals, try TransactionTotals.of(listed), "filter \(index): totals"))
                    }
                }
                return .all(verdicts)
            },
            SelfTestCheck(
                "the PayBook's balances summed in SQL equal its entries replayed, settlements and three-way splits included"
            ) { context in
                let store = try sampleStore(context)
                let dinner = try SplitCalculator.split(
                    S.myr(9_001), among: [.me, Person("Ben"), Person("Chong Wei")], paidBy: Person("Chong Wei"),
                    mode: .equal)
                try store.record(
                    PayBookEntry(
                        id: PayBookEntryID("dinner"), day: CalendarDay(year: 2026, month: 5, day: 2)!,
                        record: .split(dinner)),
                    description: "Dinner", category: "Food")
                let taxi = try SplitCalculator.split(
                    Money(minorUnits: 3_000, currency: Currency(code: "SGD")!), among: [.me, Person("Ben")],
                    paidBy: .me, mode: .equal)
                try store.record(
                    PayBookEntry(
                        id: PayBookEntryID("taxi"), day: CalendarDay(year: 2026, month: 5, day: 3)!,
                        record: .split(taxi)))
                try store.record(
                    PayBookEntry(
                        id: PayBookEntryID("i-pay-ben"), day: CalendarDay(year: 2026, month: 5, day: 4)!,
                        record: .settlement(Settlement(from: .me, to: Person("Ben"), amount: S.myr(150)))))
                let replayed = try store.payBook(), summed = try store.payBookBalances()
                var verdicts: [CheckVerdict] = [
                    .equal(summed.balancesWithMe(), replayed.balancesWithMe(), "balances with me"),
                    .equal(summed.currencies.map(\.code), replayed.currencies.map(\.code), "currencies"),
                    .equal(summed.entries.count, 0, "entries a summed book holds"),
                ]
                for currency in replayed.currencies {
                    verdicts.append(
                        .equal(
                            summed.netBalances(in: currency), replayed.netBalances(in: currency),
                            "net balances in \(currency.code)"))
                }
                verdicts.append(
                    .equal(
                        summed.owed(by: Person("Ben"), to: Person("Chong Wei"), in: .myr),
                        replayed.owed(by: Person("Ben"), to: Person("Chong Wei"), in: .myr),
                        "what Ben owes Chong Wei"))
                return .all(verdicts)
            },
            SelfTestCheck(
                "stored cash-flow cards equal the in-memory ones for every kind of period and zone, bills others paid included"
            ) { context in
                let store = try sampleStore(context)
                let stored = try store.transactions()
                for zone in [
                    S.kualaLumpur, TimeZone(secondsFromGMT: 0)!, TimeZone(secondsFromGMT: -(9 * 3600 + 30 * 60))!,
                ] {
                    let calendar = ReportingCalendar(timeZone: zone, firstWeekday: 2)
                    let owed = try store.owedShares(calendar: calendar)
                    guard owed.count == 2 else { return .equal(owed.count, 2, "bills Ben paid") }
                    var periods: [ReportingPeriod] = [.allTime]
                    for kind in [ReportingPeriod.Kind.day, .week, .month, .year] {
                        for instant in [S.at(2026, 3, 31, 23, 30), S.at(2026, 4, 12, 20), S.at(2026, 4, 30, 23, 59)] {
                            periods.append(calendar.period(kind, containing: instant))
                        }
                    }
                    for period in periods {
                        let fromStore = try store.cashFlowCard(in: period, calendar: calendar, currency: .myr)
                        let inMemory = try CashFlow.card(for: stored, owed: owed, in: period, currency: .myr)
                        if fromStore != inMemory {
                            return .equal(
                                "\(fromStore.moneyIn) in, \(fromStore.moneyOut) out",
                                "\(inMemory.moneyIn) in, \(inMemory.moneyOut) out",
                                "\(period.kind) \(period.label) at UTC\(zone.secondsFromGMT() / 60) min")
                        }
                    }
                }
                return .that(true, expected: "48 periods in 3 zones agree", actual: "48 periods in 3 zones agree")
            },
            SelfTestCheck(
                "the all-time cash-flow view reaches the year of the last spending, also at 1 a.m. on New Year's Day"
            ) { context in
                let opened = try MigrationChecks.opener().open(try AppHarness.emptyStore(context, "edge")).get()
                let store = Store(database: opened.database)
                let wallet = try store.openAccount(name: "Wallet", openingBalance: S.myr(10_000)).id
                for (index, instant) in [S.at(2025, 6, 10), S.at(2027, 1, 1, 1)].enumerated() {
                    _ = try store.record(
                        Transaction(
                            id: TransactionID(Int64(index + 1)), kind: .moneyOut, account: wallet, amount: S.myr(500),
                            occurredAt: instant, utcOffset: SampleLedger.offset, merchant: "Kedai \(index)"))
                }
                let fromStore = try store.breakdown(of: .allTime, calendar: S.calendar, currency: .myr)
                let inMemory = try CategoryBreakdown(
                    transactions: try store.transactions(), period: .allTime, calendar: S.calendar, currency: .myr)
                return .all([
                    .equal(
                        fromStore.cashFlow.map(\.period.label), ["2025", "2026", "2027"], "years of the cash-flow view"),
                    .equal(fromStore, inMemory, "stored against in memory"),
                ])
            },
            SelfTestCheck("the stored breakdown and its cash-flow view equal the in-memory ones") { context in
                let store = try sampleStore(context)
                let stored = try store.transactions()
                let owed = try store.owedShares(calendar: S.calendar)
                var verdicts: [CheckVerdict] = []
                for period in [S.calendar.month(year: 2026, month: 4)!, S.calendar.year(2026)!, .allTime] {
                    let fromStore = try store.breakdown(of: period, calendar: S.calendar, currency: .myr)
                    let inMemory = try CategoryBreakdown(
                        transactions: stored, owed: owed, period: period, calendar: S.calendar, currency: .myr)
                    verdicts.append(.equal(fromStore, inMemory, period.label))
                }
                // A store whose only spending is my share of a bill Ben paid: the view still spans that day.
                let sharesOnly = Store(
                    database: try MigrationChecks.opener().open(try AppHarness.emptyStore(context, "shares")).get()
                        .database)
                try sharesOnly.openAccount(name: "Cash", openingBalance: S.myr(0))
                let coffee = try SplitCalculator.split(
                    S.myr(900), among: [Person("Ben"), .me], paidBy: Person("Ben"), mode: .equal)
                try sharesOnly.record(
                    PayBookEntry(
                        id: PayBookEntryID("ben-coffee"), day: CalendarDay(year: 2026, month: 4, day: 9)!,
                        record: .split(coffee)),
                    description: "ZUS", category: "Coffee")
                let sharesBreakdown = try sharesOnly.breakdown(of: .allTime, calendar: S.calendar, currency: .myr)
                verdicts.append(
                    .equal(
                        sharesBreakdown,
                        try CategoryBreakdown(
                            transactions: [], owed: try sharesOnly.owedShares(calendar: S.calendar),
                            period: .allTime, calendar: S.calendar, currency: .myr),
                        "all time, my share of Ben's bill the only spending"))
                verdicts.append(.equal(sharesBreakdown.cashFlow.isEmpty, false, "a cash-flow view with that day in it"))
                return .all(verdicts)
            },
        ]
    }
}
