import SelfTestRunner
import SpenDropCore

/// Debt simplification on fixed balances: fewest hops, a fixed order, and refusals.
enum DebtSimplifierChecks {
    private typealias F = SplitFixtures

    static var all: [SelfTestCheck] {
        [
            SelfTestCheck("a chain of debts becomes one transfer") { _ in
                // Aisyah owes Ben RM 10.00 and Ben owes Chen RM 10.00.
                let transfers = try DebtSimplifier.transfers(settling: [
                    F.aisyah: F.rm(-1000), F.ben: F.rm(0),
                    F.chen: F.rm(1000),
                ])
                return .equal(transfers.map(\.description), ["Aisyah pays Chen RM 10.00"])
            },
            SelfTestCheck("a debt of one sen, the smallest there is, is settled too") { _ in
                let transfers = try DebtSimplifier.transfers(settling: [F.aisyah: F.rm(-1), F.chen: F.rm(1)])
                return .equal(transfers.map(\.description), ["Aisyah pays Chen RM 0.01"])
            },
            SelfTestCheck("the largest debtor pays the largest creditor first") { _ in
                let transfers = try DebtSimplifier.transfers(settling: [
                    F.aisyah: F.rm(-3000), F.ben: F.rm(-1000),
                    F.chen: F.rm(2500), .me: F.rm(1500),
                ])
                return .equal(
                    transfers.map(\.description),
                    ["Aisyah pays Chen RM 25.00", "Ben pays you RM 10.00", "Aisyah pays you RM 5.00"])
            },
            SelfTestCheck("equal amounts are taken you first, then by name") { _ in
                let dan = Person.named("Dan")
                let transfers = try DebtSimplifier.transfers(settling: [
                    F.ben: F.rm(-500), F.aisyah: F.rm(-500),
                    dan: F.rm(500), .me: F.rm(500),
                ])
                return .equal(transfers.map(\.description), ["Aisyah pays you RM 5.00", "Ben pays Dan RM 5.00"])
            },
            SelfTestCheck("balances that do not sum to zero or mix currencies are refused") { _ in
                .all([
                    .throwsError(DebtSimplificationError.unbalanced(F.rm(100))) {
                        try DebtSimplifier.transfers(settling: [F.aisyah: F.rm(-900), F.ben: F.rm(1000)])
                    },
                    .throwsError(DebtSimplificationError.unbalanced(F.rm(-100)), "more owing than owed") {
                        try DebtSimplifier.transfers(settling: [F.aisyah: F.rm(-1000), F.ben: F.rm(900)])
                    },
                    .equal(
                        DebtSimplificationError.unbalanced(F.rm(100)).description,
                        "The balances add up to RM 1.00 instead of zero, so they cannot all be paid off."),
                    .throwsError(
                        DebtSimplificationError.unbalanced(F.rm(Int64.max)),
                        "owed the largest amount there is, owing nothing"
                    ) {
                        try DebtSimplifier.transfers(settling: [F.aisyah: F.rm(Int64.max)])
                    },
                    .throwsError(DebtSimplificationError.mixedCurrencies(.myr, .sgd), "Aisyah in MYR, Ben in SGD") {
                        try DebtSimplifier.transfers(settling: [
                            F.aisyah: F.rm(-1000),
                            F.ben: Money(minorUnits: 1000, currency: .sgd),
                        ])
                    },
                ])
            },
        ]
    }
}
