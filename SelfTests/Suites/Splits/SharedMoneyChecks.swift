import Foundation
import SelfTestRunner
import SpenDropCore

/// The rule for money shared with others (`SharedMoney`): my share of a bill I paid is my
/// spending, the rest is lent; settling moves money between accounts and people, never income or
/// spending; balances and the PayBook agree.
enum SharedMoneyChecks {
    typealias S = SampleLedger

    static let day = CalendarDay(year: 2026, month: 4, day: 12)!
    static let april = S.calendar.month(year: 2026, month: 4)!

    /// A wallet, a RM 30.00 dinner I paid split equally with Aisyah, and the PayBook entry of it.
    static func dinner() throws -> (ledger: Ledger, book: PayBook, bill: Transaction) {
        let split = try SplitCalculator.split(S.myr(3_000), among: [.me, Person("Aisyah")], paidBy: .me, mode: .equal)
        var book = PayBook()
        try book.record(PayBookEntry(id: PayBookEntryID("dinner"), day: day, record: .split(split)))
        var ledger = try Ledger(
            accounts: [Account(id: S.wallet, name: "Touch 'n Go eWallet", openingBalance: S.myr(5_000))],
            transactions: [])
        var bill = SharedMoney.bill(
            split, account: S.wallet, at: S.at(2026, 4, 12, 20), utcOffset: SampleLedger.offset, merchant: "Nando's",
            category: "Food", note: "")
        bill = Transaction(
            id: TransactionID(1), kind: bill.kind, account: bill.account, amount: bill.amount,
            occurredAt: bill.occurredAt, utcOffset: SampleLedger.offset,
            merchant: bill.merchant, category: bill.category, othersShare: bill.othersShare)
        try ledger.record(bill)
        return (ledger, book, bill)
    }

    static var all: [SelfTestCheck] {
        [
            SelfTestCheck(
                "a RM 30.00 bill I paid with Aisyah leaves the account whole but counts only my RM 15.00 as spending"
            ) { _ in
                let (ledger, book, _) = try dinner()
                let card = try CashFlow.card(for: ledger.transactions, in: april, currency: .myr)
                let breakdown = try CategoryBreakdown(
                    transactions: ledger.transactions, period: april, calendar: S.calendar, currency: .myr)
                return .all([
                    .equal(try ledger.balance(of: S.wallet), S.myr(2_000), "wallet: RM 50.00 less the whole bill"),
                    .equal(card.moneyOut, S.myr(1_500), "Money Out on the cash-flow card"),
                    .equal(breakdown.rows.map { "\($0.displayName) \($0.amount)" }, ["Food RM 15.00"], "breakdown"),
                    .equal(
                        book.balance(with: Person("Aisyah"), in: .myr).description, "Aisyah owes you RM 15.00",
                        "PayBook"),
                ])
            },
            SelfTestCheck(
                "when Aisyah pays back RM 15.00 into the wallet, the wallet gains it, she is settled, and it is neither income nor spending"
            ) { _ in
                var (ledger, book, _) = try dinner()
                let settlement = try book.settleUp(
                    with: Person("Aisyah"), amount: S.myr(1_500), id: PayBookEntryID("back"), day: day)
                let paid = SharedMoney.movement(
                    of: settlement, account: S.wallet, at: S.at(2026, 4, 13, 9), utcOffset: SampleLedger.offset)
                try ledger.record(
                    Transaction(
                        id: TransactionID(2), kind: paid.kind, account: paid.account, amount: paid.amount,
                        occurredAt: paid.occurredAt, utcOffset: SampleLedger.offset, merchant: paid.merchant,
                        note: paid.note, othersShare: paid.othersShare))
                let card = try CashFlow.card(for: ledger.transactions, in: april, currency: .myr)
                return .all([
                    .equal(paid.kind, .moneyIn, "the direction of the money"),
                    .equal(try ledger.balance(of: S.wallet), S.myr(3_500), "wallet: RM 20.00 and her RM 15.00"),
                    .equal([card.moneyIn, card.moneyOut], [S.myr(0), S.myr(1_500)], "income and spending"),
                    .equal(
                        book.balance(with: Person("Aisyah"), in: .myr).description, "You and Aisyah are settled up",
                        "PayBook"),
                ])
            },
            SelfTestCheck(
                "a bill Ben paid moves none of my money, and paying him back is Money Out that is not spending"
            ) { _ in
                let split = try SplitCalculator.split(
                    S.myr(900), among: [Person("Ben"), .me], paidBy: Person("Ben"), mode: .equal)
                let payBack = SharedMoney.movement(
                    of: Settlement(from: .me, to: Person("Ben"), amount: S.myr(450)), account: S.wallet,
                    at: S.at(2026, 4, 14), utcOffset: SampleLedger.offset)
                return .all([
                    .equal(SharedMoney.othersShare(of: split), 0, "other people's part of a bill I did not pay"),
                    .equal(payBack.kind, .moneyOut, "paying Ben"),
                    .equal(payBack.countedAmount, S.myr(0), "what paying him back counts for"),
                    .equal(payBack.merchant, "Ben", "whom the money went to"),
                ])
            },
            SelfTestCheck(
                "my RM 4.50 of a RM 9.00 bill Ben paid is Food spending on its day in no account, and paying him back adds none; so is one sen"
            ) { _ in
                let (ledger, _, _) = try dinner()
                let split = try SplitCalculator.split(
                    S.myr(900), among: [Person("Ben"), .me], paidBy: Person("Ben"), mode: .equal)
                let owed = SharedMoney.owedShare(
                    of: split, day: CalendarDay(year: 2026, month: 4, day: 30)!, category: "Food", calendar: S.calendar)
                let mineNone = try SplitCalculator.split(
                    S.myr(900), among: [Person("Ben"), Person("Aisyah")], paidBy: Person("Ben"), mode: .equal)
                // I am on the bill with a part of nothing: no RM 0.00 share of my spending either.
                let mineZero = try Split(
                    total: S.myr(900), paidBy: Person("Ben"),
                    parts: [
                        SplitPart(person: .me, amount: S.myr(0)),
                        SplitPart(person: Person("Ben"), amount: S.myr(900)),
                    ])
                let mineOneSen = try Split(
                    total: S.myr(900), paidBy: Person("Ben"),
                    parts: [
                        SplitPart(person: .me, amount: S.myr(1)),
                        SplitPart(person: Person("Ben"), amount: S.myr(899)),
                    ])
                var withPayBack = ledger
                let payBack = SharedMoney.movement(
                    of: Settlement(from: .me, to: Person("Ben"), amount: S.myr(450)), account: S.wallet,
                    at: S.at(2026, 4, 30, 23, 59), utcOffset: SampleLedger.offset)
                try withPayBack.record(
                    Transaction(
                        id: TransactionID(2), kind: payBack.kind, account: payBack.account, amount: payBack.amount,
                        occurredAt: payBack.occurredAt, utcOffset: SampleLedger.offset, merchant: payBack.merchant,
                        othersShare: payBack.othersShare))
                let shares = owed.map { [$0] } ?? []
                let card = try CashFlow.card(for: withPayBack.transactions, owed: shares, in: april, currency: .myr)
                let may = try CashFlow.card(
                    for: ledger.transactions, owed: shares, in: S.calendar.month(year: 2026, month: 5)!, currency: .myr)
                let breakdown = try CategoryBreakdown(
                    transactions: ledger.transactions, owed: shares, period: april, calendar: S.calendar, currency: .myr
                )
                return .all([
                    .equal(owed?.amount, S.myr(450), "my share"),
                    .equal(
                        owed?.occurredAt, S.calendar.start(of: CalendarDay(year: 2026, month: 4, day: 30)!),
                        "when it counts"),
                    .equal(
                        card.moneyOut, S.myr(1_500 + 450),
                        "April's Money Out: my dinner share and my coffee share, the pay-back not again"),
                    .equal(may.moneyOut, S.myr(0), "May's Money Out"),
                    .equal(
                        breakdown.rows.map { "\($0.displayName) \($0.amount) \($0.transactionCount)" },
                        ["Food RM 19.50 2"], "breakdown"),
                    .equal(
                        try withPayBack.balance(of: S.wallet), S.myr(2_000 - 450),
                        "the wallet moves only when I pay him"),
                    .equal(
                        SharedMoney.owedShare(of: mineNone, day: day, category: nil, calendar: S.calendar), nil,
                        "a bill I have no part of"),
                    .equal(
                        SharedMoney.owedShare(of: mineZero, day: day, category: nil, calendar: S.calendar), nil,
                        "a bill my part of is nothing"),
                    .equal(
                        SharedMoney.owedShare(of: mineOneSen, day: day, category: nil, calendar: S.calendar)?.amount,
                        S.myr(1),
                        "a bill my part of is one sen"),
                ])
            },
            SelfTestCheck("other people's part below nothing or above the whole amount is refused") { _ in
                let (ledger, _, bill) = try dinner()
                return .all([
                    .throwsError(
                        LedgerError.othersShareOutsideAmount(S.myr(3_001), of: S.myr(3_000)), "RM 30.01 of RM 30.00"
                    ) {
                        try ledger.validate(
                            Transaction(
                                id: TransactionID(9), kind: .moneyOut, account: S.wallet, amount: S.myr(3_000),
                                occurredAt: bill.occurredAt, utcOffset: SampleLedger.offset, othersShare: 3_001))
                    },
                    .throwsError(LedgerError.othersShareOutsideAmount(S.myr(-1), of: S.myr(3_000)), "less than nothing")
                    {
                        try ledger.validate(
                            Transaction(
                                id: TransactionID(9), kind: .moneyOut, account: S.wallet, amount: S.myr(3_000),
                                occurredAt: bill.occurredAt, utcOffset: SampleLedger.offset, othersShare: -1))
                    },
                ])
            },
        ]
    }
}
