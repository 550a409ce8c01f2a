import SelfTestRunner
import SpenDropCore

/// Settling up: a payment moves a balance towards zero, and anything that would overshoot,
/// go the wrong way or pay off nothing is refused with a sentence.
enum SettleUpChecks {
    private typealias F = SplitFixtures

    /// Aisyah owes me RM 15.00; I owe Ben RM 4.50.
    private static func book() throws -> PayBook {
        try F.payBook([
            F.equal(3000, among: [.me, F.aisyah], paidBy: .me),
            F.equal(900, among: [.me, F.ben], paidBy: F.ben),
        ])
    }

    static var all: [SelfTestCheck] {
        [
            SelfTestCheck("settling up moves the balance towards zero, whoever owes") { _ in
                var book = try book()
                let first = try book.settleUp(with: F.aisyah, amount: F.rm(1000), id: F.id("p1"), day: F.day)
                let afterFirst = book.balance(with: F.aisyah, in: .myr).description
                try book.settleUp(with: F.aisyah, amount: F.rm(500), id: F.id("p2"), day: F.day)
                let toBen = try book.settleUp(with: F.ben, amount: F.rm(450), id: F.id("p3"), day: F.day)
                return .all([
                    .equal(first.description, "Aisyah pays you RM 10.00", "Aisyah owed me"),
                    .equal(afterFirst, "Aisyah owes you RM 5.00", "after RM 10.00"),
                    .equal(
                        book.balance(with: F.aisyah, in: .myr).description, "You and Aisyah are settled up",
                        "after RM 5.00 more"),
                    .equal(toBen.description, "You pay Ben RM 4.50", "I owed Ben"),
                    .equal(
                        book.balance(with: F.ben, in: .myr).description, "You and Ben are settled up",
                        "after paying Ben"),
                ])
            },
            SelfTestCheck("a debt of one sen, the smallest there is, can be settled") { _ in
                var book = try F.payBook([F.equal(2, among: [.me, F.aisyah], paidBy: .me)])
                let owedBefore = book.balance(with: F.aisyah, in: .myr).description
                let settlement = try book.settleUp(with: F.aisyah, amount: F.rm(1), id: F.id("p1"), day: F.day)
                return .all([
                    .equal(owedBefore, "Aisyah owes you RM 0.01", "before"),
                    .equal(settlement.description, "Aisyah pays you RM 0.01", "the settlement"),
                    .equal(
                        book.balance(with: F.aisyah, in: .myr).description, "You and Aisyah are settled up", "after"),
                ])
            },
            SelfTestCheck("paying more than is owed is refused") { _ in
                var book = try book()
                let expected = PayBookError.overSettlement(from: .me, to: F.ben, amount: F.rm(1000), owed: F.rm(450))
                return .all([
                    .throwsError(expected) {
                        try book.settleUp(with: F.ben, amount: F.rm(1000), id: F.id("p1"), day: F.day)
                    },
                    .throwsError(
                        PayBookError.overSettlement(from: .me, to: F.ben, amount: F.rm(451), owed: F.rm(450)),
                        "one sen too much"
                    ) {
                        try book.settleUp(with: F.ben, amount: F.rm(451), id: F.id("p2"), day: F.day)
                    },
                    .equal(expected.description, "You owe Ben RM 4.50; paying RM 10.00 would be RM 5.50 too much."),
                    .equal(book.balance(with: F.ben, in: .myr).description, "You owe Ben RM 4.50", "after"),
                    .equal(book.entries.count, 2, "entries"),
                ])
            },
            SelfTestCheck("paying in the wrong direction is refused") { _ in
                var book = try book()
                let expected = PayBookError.wrongDirection(from: .me, to: F.aisyah, owedBack: F.rm(1500))
                return .all([
                    .throwsError(expected) {
                        try book.recordSettlement(
                            Settlement(from: .me, to: F.aisyah, amount: F.rm(500)),
                            id: F.id("p1"), day: F.day)
                    },
                    .equal(
                        expected.description,
                        "Aisyah owes you RM 15.00, so a payment from you to Aisyah would go the wrong way."),
                    .equal(book.balance(with: F.aisyah, in: .myr).description, "Aisyah owes you RM 15.00", "after"),
                ])
            },
            SelfTestCheck("settling a zero balance is refused") { _ in
                var book = try book()
                return .all([
                    .throwsError(PayBookError.nothingOwed(.me, F.chen, .myr), "Chen, never in a split") {
                        try book.settleUp(with: F.chen, amount: F.rm(100), id: F.id("p1"), day: F.day)
                    },
                    .equal(
                        PayBookError.nothingOwed(.me, F.chen, .myr).description,
                        "You and Chen are settled up in MYR; there is nothing to pay."),
                    .throwsError(PayBookError.nothingOwed(.me, F.aisyah, .sgd), "Aisyah, in SGD") {
                        try book.settleUp(
                            with: F.aisyah, amount: Money(minorUnits: 1500, currency: .sgd),
                            id: F.id("p2"), day: F.day)
                    },
                ])
            },
            SelfTestCheck("a zero, negative or self settlement is refused") { _ in
                var book = try book()
                return .all([
                    .throwsError(PayBookError.nonPositiveSettlement(F.rm(0))) {
                        try book.settleUp(with: F.aisyah, amount: F.rm(0), id: F.id("p1"), day: F.day)
                    },
                    .throwsError(
                        PayBookError.nonPositiveSettlement(F.rm(0)),
                        "zero to Chen, who owes nothing: the amount is named first"
                    ) {
                        try book.settleUp(with: F.chen, amount: F.rm(0), id: F.id("p5"), day: F.day)
                    },
                    .throwsError(PayBookError.nonPositiveSettlement(F.rm(-500))) {
                        try book.recordSettlement(
                            Settlement(from: F.aisyah, to: .me, amount: F.rm(-500)),
                            id: F.id("p2"), day: F.day)
                    },
                    .throwsError(PayBookError.nonPositiveSettlement(F.rm(0))) {
                        try book.recordSettlement(
                            Settlement(from: F.aisyah, to: .me, amount: F.rm(0)), id: F.id("p4"), day: F.day)
                    },
                    .throwsError(PayBookError.settlementWithSelf(F.ben)) {
                        try book.recordSettlement(
                            Settlement(from: F.ben, to: .named("ben"), amount: F.rm(100)),
                            id: F.id("p3"), day: F.day)
                    },
                ])
            },
            SelfTestCheck("settlements between others follow their own debts") { _ in
                var book = try F.payBook([F.equal(3000, among: [F.aisyah, F.ben, F.chen], paidBy: F.ben)])
                let toChen = Settlement(from: F.aisyah, to: F.chen, amount: F.rm(500))
                let toBen = Settlement(from: F.aisyah, to: F.ben, amount: F.rm(500))
                let refused = CheckVerdict.throwsError(
                    PayBookError.nothingOwed(F.aisyah, F.chen, .myr), "Aisyah pays Chen"
                ) {
                    try book.recordSettlement(toChen, id: F.id("p1"), day: F.day)
                }
                try book.recordSettlement(toBen, id: F.id("p2"), day: F.day)
                return .all([
                    refused,
                    .equal(
                        PayBookError.nothingOwed(F.aisyah, F.chen, .myr).description,
                        "Aisyah and Chen are settled up in MYR; there is nothing to pay."),
                    .equal(book.owed(by: F.aisyah, to: F.ben, in: .myr), F.rm(500), "Aisyah still owes Ben"),
                    .equal(book.netBalances(in: .myr)[F.aisyah], F.rm(-500), "Aisyah's net balance"),
                ])
            },
        ]
    }
}
