import SelfTestRunner
import SpenDropCore

/// Each split mode, and where the leftover minor units go: largest remainder, then the payer,
/// then participant order.
enum SplitCalculatorChecks {
    private typealias F = SplitFixtures

    static var all: [SelfTestCheck] {
        [
            SelfTestCheck("RM 10.00 three ways is 3.34 / 3.33 / 3.33") { _ in
                let split = try F.equal(1000, among: [.me, F.aisyah, F.ben], paidBy: .me)
                return .equal(F.partsText(split), "3.34 / 3.33 / 3.33", "me first and paying")
            },
            SelfTestCheck("the extra sen goes to Ben when Ben paid and is third") { _ in
                let split = try F.equal(1000, among: [.me, F.aisyah, F.ben], paidBy: F.ben)
                return .equal(F.partsText(split), "3.33 / 3.33 / 3.34")
            },
            SelfTestCheck("two extra sen go to the payer, then the first in order") { _ in
                let split = try F.equal(1001, among: [.me, F.aisyah, F.ben], paidBy: F.ben)
                return .equal(F.partsText(split), "3.34 / 3.33 / 3.34", "RM 10.01 paid by Ben")
            },
            SelfTestCheck("a payer outside the split takes no part; extra sen go in order") { _ in
                let split = try F.equal(5, among: [.me, F.aisyah, F.ben], paidBy: F.chen)
                return .all([
                    .equal(F.partsText(split), "0.02 / 0.02 / 0.01", "RM 0.05 paid by Chen"),
                    .equal(split.part(of: F.chen), nil, "Chen's part"),
                ])
            },
            SelfTestCheck("a larger remainder wins over the payer") { _ in
                let split = try SplitCalculator.split(
                    F.rm(100), among: [.me, F.aisyah, F.ben], paidBy: F.ben,
                    mode: .percent(basisPoints: [3350, 3325, 3325]))
                return .equal(F.partsText(split), "0.34 / 0.33 / 0.33", "33.5% / 33.25% / 33.25% of RM 1.00, Ben paid")
            },
            SelfTestCheck("a 0% payer gets no leftover sen") { _ in
                let split = try SplitCalculator.split(
                    F.rm(1), among: [.me, F.aisyah, F.ben], paidBy: F.aisyah,
                    mode: .percent(basisPoints: [5000, 0, 5000]))
                return .equal(F.partsText(split), "0.01 / 0.00 / 0.00", "RM 0.01 at 50% / 0% / 50%, Aisyah paid")
            },
            SelfTestCheck("exact parts are kept as given") { _ in
                let split = try SplitCalculator.split(
                    F.rm(3000), among: [.me, F.aisyah, F.ben], paidBy: .me,
                    mode: .exact([F.rm(1000), F.rm(1250), F.rm(750)]))
                return .equal(F.partsText(split), "10.00 / 12.50 / 7.50")
            },
            SelfTestCheck("33.33% / 33.33% / 33.34% of RM 10.00 is 3.33 / 3.33 / 3.34") { _ in
                let split = try SplitCalculator.split(
                    F.rm(1000), among: [.me, F.aisyah, F.ben], paidBy: .me,
                    mode: .percent(basisPoints: [3333, 3333, 3334]))
                return .equal(F.partsText(split), "3.33 / 3.33 / 3.34", "me first and paying")
            },
            SelfTestCheck("percent text reads as whole basis points, never rounded") { _ in
                let texts = ["33.33", "50", "12.5", "7%", "0.05", "33.333", "-5", "1e2", "12.", ""]
                return .equal(
                    texts.map { BasisPoints.parse($0).map(String.init) ?? "refused" },
                    ["3333", "5000", "1250", "700", "5", "refused", "refused", "refused", "refused", "refused"],
                    texts.joined(separator: " | "))
            },
            SelfTestCheck("shares 2 / 1 / 1 of RM 10.01 is 5.01 / 2.50 / 2.50") { _ in
                let split = try SplitCalculator.split(
                    F.rm(1001), among: [.me, F.aisyah, F.ben], paidBy: F.ben,
                    mode: .shares([2, 1, 1]))
                return .equal(F.partsText(split), "5.01 / 2.50 / 2.50", "Ben paid")
            },
            SelfTestCheck("yen and dinar split in their own minor units") { _ in
                let yen = try SplitCalculator.split(
                    Money(minorUnits: 100, currency: .jpy), among: [.me, F.aisyah, F.ben],
                    paidBy: .me, mode: .equal)
                let dinar = try SplitCalculator.split(
                    Money(minorUnits: 1000, currency: .bhd), among: [.me, F.aisyah, F.ben],
                    paidBy: F.aisyah, mode: .equal)
                return .all([
                    .equal(yen.parts.map { "\($0.amount)" }, ["¥34", "¥33", "¥33"], "¥100 three ways"),
                    .equal(F.partsText(dinar), "0.333 / 0.334 / 0.333", "BHD 1.000 three ways, Aisyah paid"),
                ])
            },
            SelfTestCheck("a split read back from its parts is checked like exact parts") { _ in
                let parts = [SplitPart(person: .me, amount: F.rm(500)), SplitPart(person: F.aisyah, amount: F.rm(500))]
                let stored = try Split(total: F.rm(1000), paidBy: .me, parts: parts)
                return .all([
                    .equal(stored, try F.equal(1000, among: [.me, F.aisyah], paidBy: .me), "RM 10.00 as 5.00 + 5.00"),
                    .throwsError(
                        SplitError.exactPartsDoNotAddUp(partsTotal: F.rm(1000), total: F.rm(1200)),
                        "RM 12.00 as 5.00 + 5.00"
                    ) {
                        try Split(total: F.rm(1200), paidBy: .me, parts: parts)
                    },
                ])
            },
        ]
    }
}
