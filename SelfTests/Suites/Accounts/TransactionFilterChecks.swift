import Foundation
import SelfTestRunner
import SpenDropCore
import SpenDropStore

/// Each filter of the Transactions screen alone, every combination of them, and a limited search of a store.
enum TransactionFilterChecks {
    typealias S = SampleLedger

    /// One filter with the sample ids it must return, worked out by hand.
    struct Case {
        let name: String
        let apply: (inout TransactionFilter) -> Void
        let expected: Set<Int64>
    }

    static var singleFilters: [Case] {
        [
            Case(
                name: "account Touch 'n Go eWallet (a transfer in counts)", apply: { $0.account = S.wallet },
                expected: [3, 4, 6, 7, 8]),
            Case(name: "category food in any case", apply: { $0.category = "FOOD" }, expected: [1, 4, 6, 9]),
            Case(name: "type out", apply: { $0.type = .moneyOut }, expected: [1, 4, 5, 6, 7, 9]),
            Case(
                name: "1 to 30 April 2026 in Kuala Lumpur",
                apply: {
                    $0.from = CalendarDay(year: 2026, month: 4, day: 1)
                    $0.through = CalendarDay(year: 2026, month: 4, day: 30)
                }, expected: [2, 3, 4, 5, 6, 7, 8]),
            Case(
                name: "search 'cafe' finds Café without case or accents", apply: { $0.search = "cafe" }, expected: [6]),
        ]
    }

    static var all: [SelfTestCheck] {
        var checks = singleFilters.map { filterCase in
            SelfTestCheck("filter by \(filterCase.name)") { _ in
                var filter = TransactionFilter()
                filterCase.apply(&filter)
                let found = Set(S.ids(filter.apply(to: S.transactions, calendar: S.calendar)))
                return .equal(found.sorted(), filterCase.expected.sorted())
            }
        }
        checks += [
            SelfTestCheck("every combination of filters returns exactly the rows all its filters agree on") { _ in
                let cases = singleFilters
                for mask in 0..<(1 << cases.count) {
                    var filter = TransactionFilter()
                    var expected = Set(S.transactions.map(\.id.rawValue))
                    for (bit, filterCase) in cases.enumerated() where mask & (1 << bit) != 0 {
                        filterCase.apply(&filter)
                        expected.formIntersection(filterCase.expected)
                    }
                    let found = S.ids(filter.apply(to: S.transactions, calendar: S.calendar))
                    if found != expected.sorted() {
                        let names = cases.enumerated().filter { mask & (1 << $0.offset) != 0 }.map(\.element.name)
                        return .equal(found, expected.sorted(), "filters: \(names.joined(separator: " AND "))")
                    }
                }
                return .that(true, expected: "32 combinations match", actual: "32 combinations match")
            },
            SelfTestCheck(
                "a date range counts the days transactions happened on where they happened, whatever zone it is read in, both ends included"
            ) { _ in
                let firstOfApril = CalendarDay(year: 2026, month: 4, day: 1)!
                let inKualaLumpur = TransactionFilter(from: firstOfApril, through: firstOfApril)
                    .apply(to: S.transactions, calendar: S.calendar)
                let inUTC = TransactionFilter(from: firstOfApril, through: firstOfApril)
                    .apply(to: S.transactions, calendar: ReportingCalendar(timeZone: .gmt))
                let inLosAngeles = TransactionFilter(from: firstOfApril, through: firstOfApril)
                    .apply(
                        to: S.transactions,
                        calendar: ReportingCalendar(timeZone: TimeZone(identifier: "America/Los_Angeles")!))
                // 00:30 on 1 April in Kuala Lumpur is 1 April wherever it is read (16:30 on 31 March in UTC);
                // 23:30 on 31 March in Kuala Lumpur is not April anywhere.
                return .all([
                    .equal(S.ids(inKualaLumpur), [2], "Kuala Lumpur"), .equal(S.ids(inUTC), [2], "UTC"),
                    .equal(S.ids(inLosAngeles), [2], "Los Angeles"),
                ])
            },
            SelfTestCheck(
                "a day starts at its midnight: a transaction at 00:00:00 on 2 April is in --from 2026-04-02, not in --through 2026-04-01"
            ) { _ in
                let midnight = Transaction(
                    id: TransactionID(1), kind: .moneyOut, account: S.maybank, amount: S.myr(100),
                    occurredAt: S.at(2026, 4, 2, 0, 0), utcOffset: SampleLedger.offset, merchant: "Kopi", category: nil)
                let first = CalendarDay(year: 2026, month: 4, day: 1)!,
                    second = CalendarDay(year: 2026, month: 4, day: 2)!
                let through1 = TransactionFilter(through: first).apply(to: [midnight], calendar: S.calendar)
                let from2 = TransactionFilter(from: second).apply(to: [midnight], calendar: S.calendar)
                return .all([.equal(S.ids(through1), [], "through 1 April"), .equal(S.ids(from2), [1], "from 2 April")])
            },
            SelfTestCheck("filtered rows keep their recorded order") { _ in
                let found = TransactionFilter(account: S.maybank).apply(to: S.transactions, calendar: S.calendar)
                return .equal(S.ids(found), [1, 2, 3, 5, 9])
            },
            SelfTestCheck("a search limited to 3 shows the 3 newest matches by date, whatever order they were added in")
            { context in
                let app = AppHarness(location: try AppHarness.emptyStore(context, "search-limit"))
                var statuses = [app.run(["accounts", "add", "Cash", "--opening", "100"]).status]
                for day in ["05", "01", "08", "04", "02", "07", "03", "06"] {
                    statuses.append(app.run(["add", "1.00", "Kopi \(day)", "--date", "2026-11-\(day)"]).status)
                }
                let rows = app.run(["transactions", "--search", "kopi", "--limit", "3"]).output.split(separator: "\n")
                    .filter { $0.contains("Kopi") }
                return .all([
                    .equal(
                        statuses, [Int32](repeating: 0, count: 9), "exit statuses of the account and the eight adds"),
                    .equal(
                        rows.map { String($0.split(separator: " ")[1]) }, ["2026-11-08", "2026-11-07", "2026-11-06"],
                        "the rows shown"),
                ])
            },
            SelfTestCheck(
                "a search ignores case at both ends of the alphabet and nowhere else: 'zus' finds ZUS Coffee, 'ABC' finds abc Mart, '[a]' finds only [A] Kedai"
            ) { context in
                let app = AppHarness(location: try AppHarness.emptyStore(context, "search-case"))
                var statuses = [app.run(["accounts", "add", "Cash", "--opening", "100"]).status]
                // `@` and `[` sit right before A and right after Z: they have no other case.
                for merchant in ["ZUS Coffee", "abc Mart", "[A] Kedai", "@a Kedai", "{a} Kedai"] {
                    statuses.append(app.run(["add", "1.00", merchant, "--date", "2026-11-01"]).status)
                }
                func found(_ search: String) -> [String] {
                    let rows = app.run(["transactions", "--search", search]).output.split(separator: "\n")
                    return ["ZUS Coffee", "abc Mart", "[A] Kedai", "@a Kedai", "{a} Kedai"].filter { name in
                        rows.contains { $0.contains(name) }
                    }
                }
                return .all([
                    .equal(statuses, [Int32](repeating: 0, count: 6), "exit statuses of the account and the five adds"),
                    .equal(found("zus"), ["ZUS Coffee"], "search zus"),
                    .equal(found("ABC"), ["abc Mart"], "search ABC"),
                    .equal(found("[a]"), ["[A] Kedai"], "search [a]"), .equal(found("`A"), [], "search `A"),
                ])
            },
        ]
        return checks
    }
}
