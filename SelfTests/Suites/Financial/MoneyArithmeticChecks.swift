import SelfTestRunner
import SpenDropCore

/// Checked arithmetic on `Money`: exact in minor units, never wrapping, never mixing currencies.
enum MoneyArithmeticChecks {
    static var all: [SelfTestCheck] {
        [
            SelfTestCheck("adds 10 sen and 20 sen to exactly 30 sen") { _ in
                let sum = try sen(10).adding(sen(20))
                let difference = try sen(30).subtracting(sen(20))
                return .all([
                    .equal(sum.minorUnits, 30, "RM 0.10 + RM 0.20"),
                    .equal(difference.minorUnits, 10, "RM 0.30 - RM 0.20"),
                ])
            },
            SelfTestCheck("adding or subtracting past the Int64 range throws overflow") { _ in
                .all([
                    .throwsError(MoneyError.overflow, "Int64.max sen + 1 sen") { try sen(.max).adding(sen(1)) },
                    .throwsError(MoneyError.overflow, "Int64.min sen - 1 sen") { try sen(.min).subtracting(sen(1)) },
                ])
            },
            SelfTestCheck("multiplies exactly and throws overflow past Int64.max") { _ in
                .all([
                    .equal(try sen(333).multiplied(by: 3).minorUnits, 999, "333 sen x 3"),
                    .equal(try sen(-250).multiplied(by: 4).minorUnits, -1000, "-250 sen x 4"),
                    .throwsError(MoneyError.overflow, "Int64.max / 2 + 1 sen x 2") {
                        try sen(.max / 2 + 1).multiplied(by: 2)
                    },
                ])
            },
            SelfTestCheck("adding MYR to USD throws currencyMismatch") { _ in
                let dollars = Money(minorUnits: 500, currency: .usd)
                return .all([
                    .throwsError(MoneyError.currencyMismatch(.myr, .usd), "RM 5.00 + US$5.00") {
                        try sen(500).adding(dollars)
                    },
                    .throwsError(MoneyError.currencyMismatch(.myr, .usd), "RM 5.00 - US$5.00") {
                        try sen(500).subtracting(dollars)
                    },
                ])
            },
            SelfTestCheck("negating Int64.min throws overflow") { _ in
                .all([
                    .equal(try sen(-500).negated().minorUnits, 500, "-(-RM 5.00)"),
                    .equal(try sen(-500).magnitude().minorUnits, 500, "|-RM 5.00|"),
                    .throwsError(MoneyError.overflow, "negating Int64.min sen") { try sen(.min).negated() },
                    .throwsError(MoneyError.overflow, "magnitude of Int64.min sen") { try sen(.min).magnitude() },
                ])
            },
            SelfTestCheck("sum adds every amount and an empty list sums to zero") { _ in
                let total = try Money.sum([sen(150), sen(225), sen(-75)], in: .myr)
                let empty = try Money.sum([Money](), in: .jpy)
                return .all([
                    .equal(total, sen(300), "RM 1.50 + RM 2.25 - RM 0.75"),
                    .equal(empty, Money.zero(.jpy), "sum of no amounts in JPY"),
                ])
            },
            SelfTestCheck("sum refuses a foreign currency and overflow") { _ in
                .all([
                    .throwsError(MoneyError.currencyMismatch(.myr, .jpy), "RM 1.00 + ¥100 summed in MYR") {
                        try Money.sum([sen(100), Money(minorUnits: 100, currency: .jpy)], in: .myr)
                    },
                    .throwsError(MoneyError.overflow, "Int64.max sen + 1 sen summed") {
                        try Money.sum([sen(.max), sen(1)], in: .myr)
                    },
                ])
            },
        ]
    }

    private static func sen(_ minorUnits: Int64) -> Money {
        Money(minorUnits: minorUnits, currency: .myr)
    }
}
