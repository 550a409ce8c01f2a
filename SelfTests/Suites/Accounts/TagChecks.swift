import Foundation
import SelfTestRunner
import SpenDropCore
import SpenDropStore

/// Tags (`Tags`, `TransactionFilter.tag`, `TransactionEdit`): labels that cut across categories.
enum TagChecks {
    typealias S = SampleLedger

    static func spend(
        _ id: Int64, _ minor: Int64, _ tags: [String], othersShare: Int64 = 0, day: Int = 12
    ) -> Transaction {
        Transaction(
            id: TransactionID(id), kind: .moneyOut, account: S.wallet, amount: S.myr(minor),
            occurredAt: S.at(2026, 4, day), utcOffset: SampleLedger.offset,
            merchant: "Kedai \(id)", othersShare: othersShare, tags: tags)
    }

    static var tagged: [Transaction] {
        [
            spend(1, 12_000, ["#Penang", "trip"]), spend(2, 3_000, [" penang ", "PENANG"]),
            spend(3, 4_000, ["penang"], othersShare: 2_000),
            spend(4, 1_000, []), spend(5, 9_900, ["trip"], day: 30),
        ]
    }

    static var all: [SelfTestCheck] {
        [
            SelfTestCheck("tags are kept lower case, without # or spaces, each once and sorted; blank ones are dropped")
            { _ in
                .all([
                    .equal(
                        Tags.normalised(["#Penang", " trip ", "PENANG", "", "  #  "]), ["penang", "trip"], "normalised"),
                    .equal(spend(2, 3_000, [" penang ", "PENANG"]).tags, ["penang"], "on a transaction"),
                ])
            },
            SelfTestCheck("a tag filter keeps each transaction carrying the tag, however the tag is written") { _ in
                .equal(
                    TransactionFilter(tag: "#PENANG").apply(to: tagged, calendar: S.calendar).map(\.id.rawValue),
                    [1, 2, 3])
            },
            SelfTestCheck("a filter made with every field at once is the same filter as one set field by field") { _ in
                var byField = TransactionFilter()
                byField.account = S.wallet
                byField.category = "Food"
                byField.type = .moneyOut
                byField.from = CalendarDay(year: 2026, month: 4, day: 1)
                byField.through = CalendarDay(year: 2026, month: 4, day: 30)
                byField.search = "kedai"
                byField.tag = "penang"
                return .equal(
                    TransactionFilter(
                        account: S.wallet, category: "Food", type: .moneyOut,
                        from: CalendarDay(year: 2026, month: 4, day: 1),
                        through: CalendarDay(year: 2026, month: 4, day: 30), search: "kedai", tag: "#Penang"), byField)
            },
            SelfTestCheck("an edit to another day moves the transaction there at the same time of day") { _ in
                let moved = TransactionEdit(day: CalendarDay(year: 2026, month: 4, day: 20)).applied(
                    to: tagged[0], calendar: S.calendar)
                return .all([
                    .equal(S.calendar.day(of: moved.occurredAt).description, "2026-04-20", "day"),
                    .equal(
                        S.calendar.time(of: moved.occurredAt), S.calendar.time(of: tagged[0].occurredAt), "time of day"),
                ])
            },
            SelfTestCheck(
                "an edit to another account moves the transaction there and keeps its amount, merchant, time and tags"
            ) { _ in
                let original = tagged[0]
                let other = original.account == S.wallet ? S.maybank : S.wallet
                let moved = TransactionEdit(account: other).applied(to: original, calendar: S.calendar)
                return .all([
                    .equal(moved.account, other, "account"),
                    .equal(
                        [moved.amount.description, moved.merchant, moved.tags.joined(separator: ",")],
                        [original.amount.description, original.merchant, original.tags.joined(separator: ",")],
                        "amount, merchant, tags"),
                    .equal(moved.occurredAt, original.occurredAt, "moment"),
                ])
            },
            SelfTestCheck("an edit adds and takes off tags and keeps the others") { _ in
                let edited = TransactionEdit(addTags: ["Work", "trip"], removeTags: ["#penang"]).applied(
                    to: tagged[0], calendar: S.calendar)
                return .equal(edited.tags, ["trip", "work"])
            },
            SelfTestCheck(
                "edit --tag and --untag change the stored tags of that transaction only; an edit of another field keeps them"
            ) { context in
                let app = AppHarness(location: try AppHarness.emptyStore(context, "tag-edit"))
                let statuses = [
                    app.run(["accounts", "add", "Cash", "--opening", "100"]).status,
                    app.run(["add", "5", "Kopi", "--tag", "work"]).status,
                    app.run(["add", "6", "Teh", "--tag", "work"]).status,
                    app.run(["edit", "1", "--tag", "trip", "--untag", "work"]).status,
                    app.run(["edit", "2", "--note", "with Aisyah"]).status,
                ]
                let listed =
                    try JSONSerialization.jsonObject(with: Data(app.run(["transactions", "--json"]).output.utf8))
                    as? [String: Any]
                let rows = listed?["transactions"] as? [[String: Any]] ?? []
                let tags = rows.map {
                    "#\($0["id"] as? Int ?? 0) \(($0["tags"] as? [String] ?? []).joined(separator: ","))"
                }
                return .all([
                    .equal(statuses, [0, 0, 0, 0, 0], "exit statuses"),
                    .equal(tags, ["#2 work", "#1 trip"], "tags as stored"),
                ])
            },
            SelfTestCheck(
                "spending by tag counts my share, a transaction under each of its tags, and the untagged last among equals"
            ) { _ in
                let april = S.calendar.month(year: 2026, month: 4)!
                let rows = try Tags.spending(of: tagged, in: april, currency: .myr).map {
                    "\($0.tag ?? "untagged") \($0.amount) \($0.count)"
                }
                let ten = Money(minorUnits: 1000, currency: .myr)
                let equals: [(tag: String?, amount: Money, count: Int)] = [
                    (nil, ten, 1), ("zoo", ten, 1), ("apple", ten, 1),
                ]
                return .all([
                    .equal(rows, ["trip RM 219.00 2", "penang RM 170.00 3", "untagged RM 10.00 1"], "rows"),
                    .equal(
                        Tags.ordered(equals).map { $0.tag ?? "untagged" }, ["apple", "zoo", "untagged"],
                        "three rows of the same amount"),
                    .equal(
                        Tags.ordered(equals.reversed()).map { $0.tag ?? "untagged" }, ["apple", "zoo", "untagged"],
                        "the same rows, the untagged given last"),
                ])
            },
            SelfTestCheck("the stored tag filter and spending by tag equal the core's, and tags survive a reread") {
                context in
                let opened = try MigrationChecks.opener().open(try AppHarness.emptyStore(context, "tags")).get()
                let store = Store(database: opened.database)
                for account in S.accounts {
                    try store.openAccount(name: account.name, openingBalance: account.openingBalance)
                }
                _ = try store.record(
                    all: tagged.map {
                        Transaction(
                            id: TransactionID(0), kind: $0.kind, account: $0.account, amount: $0.amount,
                            occurredAt: $0.occurredAt, utcOffset: SampleLedger.offset,
                            merchant: $0.merchant, othersShare: $0.othersShare, tags: $0.tags)
                    })
                let stored = try store.transactions()
                var verdicts: [CheckVerdict] = [.equal(stored.map(\.tags), tagged.map(\.tags), "tags read back")]
                let filter = TransactionFilter(tag: "Penang")
                let page = try store.transactionPage(matching: filter, calendar: S.calendar, limit: nil)
                verdicts.append(
                    .equal(
                        page.transactions.map(\.id),
                        filter.apply(to: stored, calendar: S.calendar).reversed().map(\.id), "tag filter"))
                for period in [
                    S.calendar.month(year: 2026, month: 4)!, S.calendar.period(.day, containing: S.at(2026, 4, 30)),
                    .allTime,
                ] {
                    let fromStore = try store.tagSpending(in: period, currency: .myr).map {
                        "\($0.tag ?? "-") \($0.amount) \($0.count)"
                    }
                    let inMemory = try Tags.spending(of: stored, in: period, currency: .myr).map {
                        "\($0.tag ?? "-") \($0.amount) \($0.count)"
                    }
                    verdicts.append(.equal(fromStore, inMemory, period.label))
                }
                return .all(verdicts)
            },
        ]
    }
}
