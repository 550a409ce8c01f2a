import SelfTestRunner
import SpenDropCore

/// PayBook balances: the sentences the app shows, balances among other people, currencies,
/// entry ids and replaying.
enum PayBookChecks {
    private typealias F = SplitFixtures

    static var all: [SelfTestCheck] {
        [
            SelfTestCheck("RM 30 split with Aisyah, I paid: Aisyah owes you RM 15.00") { _ in
                let book = try F.payBook([F.equal(3000, among: [.me, F.aisyah], paidBy: .me)])
                return .equal(book.balance(with: F.aisyah, in: .myr).description, "Aisyah owes you RM 15.00")
            },
            SelfTestCheck("Ben paid RM 9.00 split with me: You owe Ben RM 4.50") { _ in
                let book = try F.payBook([F.equal(900, among: [.me, F.ben], paidBy: F.ben)])
                return .equal(book.balance(with: F.ben, in: .myr).description, "You owe Ben RM 4.50")
            },
            SelfTestCheck("a zero balance reads as settled up") { _ in
                let book = try F.payBook([
                    F.equal(1000, among: [.me, F.aisyah], paidBy: .me),
                    F.equal(1000, among: [.me, F.aisyah], paidBy: F.aisyah),
                ])
                let balance = book.balance(with: F.aisyah, in: .myr)
                return .all([
                    .equal(balance.description, "You and Aisyah are settled up"),
                    .equal(balance.amount, F.rm(0)),
                ])
            },
            SelfTestCheck(
                "settled up only when every currency is: a zero in ringgit beside a debt in dollars reads as even in MYR"
            ) { _ in
                let usd = Money(minorUnits: 900, currency: .usd)
                let split = try SplitCalculator.split(usd, among: [.me, F.aisyah], paidBy: F.aisyah, mode: .equal)
                let book = try F.payBook([
                    F.equal(1000, among: [.me, F.aisyah], paidBy: .me),
                    F.equal(1000, among: [.me, F.aisyah], paidBy: F.aisyah),
                    F.equal(1000, among: [.me, F.ben], paidBy: .me), F.equal(1000, among: [.me, F.ben], paidBy: F.ben),
                    split,
                ])
                return .equal(
                    PersonalBalance.sentences(book.balancesWithMe()),
                    ["You and Aisyah are even in MYR", "You owe Aisyah US$4.50", "You and Ben are settled up"])
            },
            SelfTestCheck("splits among others move their balances, not mine") { _ in
                let book = try F.payBook([F.equal(3000, among: [F.ben, F.aisyah, F.chen], paidBy: F.ben)])
                return .all([
                    .equal(
                        book.netBalances(in: .myr), [F.ben: F.rm(2000), F.aisyah: F.rm(-1000), F.chen: F.rm(-1000)],
                        "net balances"),
                    .equal(book.owed(by: F.aisyah, to: F.ben, in: .myr), F.rm(1000), "Aisyah owes Ben"),
                    .equal(book.balancesWithMe(), [], "balances with me"),
                    .equal(book.balance(with: F.ben, in: .myr).description, "You and Ben are settled up"),
                ])
            },
            SelfTestCheck(
                "everyone on a bill has a net balance, zero when nothing is owed: a bill only I took part in, and someone with a part of nothing"
            ) { _ in
                let solo = try F.payBook([
                    Split(total: F.rm(3000), paidBy: .me, parts: [SplitPart(person: .me, amount: F.rm(3000))])
                ])
                let nothing = try F.payBook([
                    Split(
                        total: F.rm(3000), paidBy: .me,
                        parts: [
                            SplitPart(person: .me, amount: F.rm(3000)),
                            SplitPart(person: F.ben, amount: F.rm(0)),
                        ])
                ])
                return .all([
                    .equal(solo.netBalances(in: .myr), [.me: F.rm(0)], "net balances after a bill only I took part in"),
                    .equal(
                        nothing.netBalances(in: .myr), [.me: F.rm(0), F.ben: F.rm(0)],
                        "net balances after a bill where Ben's part is nothing"),
                    .equal(nothing.balance(with: F.ben, in: .myr).description, "You and Ben are settled up"),
                ])
            },
            SelfTestCheck("a payer outside the split is owed every part") { _ in
                let book = try F.payBook([F.equal(2000, among: [.me, F.aisyah], paidBy: F.ben)])
                return .all([
                    .equal(book.balance(with: F.ben, in: .myr).description, "You owe Ben RM 10.00"),
                    .equal(book.netBalances(in: .myr), [F.ben: F.rm(2000), .me: F.rm(-1000), F.aisyah: F.rm(-1000)]),
                ])
            },
            SelfTestCheck("who owes whom in a group adds up to each net balance") { _ in
                // I pay RM 30 for three, Ben pays RM 12 for me and him, Aisyah pays RM 9 for three.
                let book = try F.payBook([
                    F.equal(3000, among: [.me, F.aisyah, F.ben], paidBy: .me),
                    F.equal(1200, among: [.me, F.ben], paidBy: F.ben),
                    F.equal(900, among: [.me, F.aisyah, F.ben], paidBy: F.aisyah),
                ])
                return .all([
                    .equal(
                        book.balancesWithMe().map(\.description),
                        ["Aisyah owes you RM 7.00", "Ben owes you RM 4.00"], "balances with me"),
                    .equal(book.owed(by: F.ben, to: F.aisyah, in: .myr), F.rm(300), "Ben owes Aisyah"),
                    .equal(
                        book.netBalances(in: .myr), [.me: F.rm(1100), F.aisyah: F.rm(-400), F.ben: F.rm(-700)],
                        "net balances"),
                ])
            },
            SelfTestCheck("balances are kept per currency") { _ in
                let dollars = try SplitCalculator.split(
                    Money(minorUnits: 2000, currency: .sgd), among: [.me, F.aisyah],
                    paidBy: F.aisyah, mode: .equal)
                let book = try F.payBook([F.equal(3000, among: [.me, F.aisyah], paidBy: .me), dollars])
                return .all([
                    .equal(
                        book.balancesWithMe().map(\.description),
                        ["Aisyah owes you RM 15.00", "You owe Aisyah S$10.00"], "balances with me"),
                    .equal(book.currencies, [.myr, .sgd], "currencies"),
                ])
            },
            SelfTestCheck("names match ignoring case across entries") { _ in
                let book = try F.payBook([
                    F.equal(3000, among: [.me, F.aisyah], paidBy: .me),
                    F.equal(1000, among: [.me, .named("AISYAH")], paidBy: .named("aisyah")),
                ])
                return .equal(book.balancesWithMe().map(\.description), ["Aisyah owes you RM 10.00"])
            },
            SelfTestCheck("a repeated entry id is refused and changes nothing") { _ in
                var book = try F.payBook([F.equal(3000, among: [.me, F.aisyah], paidBy: .me)])
                let again = try F.equal(5000, among: [.me, F.aisyah], paidBy: .me)
                return .all([
                    .throwsError(PayBookError.duplicateEntryID(F.id("s1"))) {
                        try book.recordSplit(again, id: F.id("s1"), day: F.day)
                    },
                    .equal(book.balance(with: F.aisyah, in: .myr).description, "Aisyah owes you RM 15.00", "after"),
                    .equal(book.entries.count, 1, "entries"),
                ])
            },
            SelfTestCheck("an entry day is a real ISO calendar day") { _ in
                let texts = [
                    "2024-02-29", "2026-03-14", "2025-02-29", "1900-02-29", "2026-04-31", "2026-3-14", "2026-03-14T00",
                ]
                return .equal(
                    texts.map { (try? CalendarDay.parse($0))?.description ?? "refused" },
                    ["2024-02-29", "2026-03-14", "refused", "refused", "refused", "refused", "refused"],
                    texts.joined(separator: " | "))
            },
            SelfTestCheck("replaying the entries rebuilds the same balances") { _ in
                var book = try F.payBook([
                    F.equal(3000, among: [.me, F.aisyah, F.ben], paidBy: .me),
                    F.equal(900, among: [.me, F.ben], paidBy: F.ben),
                ])
                try book.settleUp(with: F.aisyah, amount: F.rm(400), id: F.id("p1"), day: F.day)
                let replayed = try PayBook(replaying: book.entries)
                return .all([
                    .equal(replayed.balancesWithMe(), book.balancesWithMe(), "balances with me"),
                    .equal(replayed.netBalances(in: .myr), book.netBalances(in: .myr), "net balances"),
                    .equal(replayed.entries, book.entries, "entries"),
                ])
            },
        ]
    }
}
