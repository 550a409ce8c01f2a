import Foundation
import SelfTestRunner
import SpenDropCore
import SpenDropStore

/// What the store keeps of a transaction as it is recorded, and how it recognises one it already
/// holds when a parsed text is saved again.
enum RecordingChecks {
    typealias S = SampleLedger

    static func emptyStore(_ context: SelfTestContext, _ label: String) throws -> Store {
        try StoreTemplates.shared.store("wallet", to: label, in: context) { store in
            try store.openAccount(name: "Wallet", openingBalance: S.myr(10_000))
        }
    }

    static var all: [SelfTestCheck] {
        [
            SelfTestCheck(
                "a category is kept without the spaces around it, a leading space alone and a full-width one (U+3000) included"
            ) { context in
                let store = try emptyStore(context, "category-spaces")
                var recorded: [String?] = []
                // U+3000, the space a Chinese or Japanese keyboard types, ends in the byte 0x80 in UTF-8.
                for (index, written) in [" Food", "Food ", "\tFood", "Food", "   ", "Food\u{3000}"].enumerated() {
                    let stored = try store.record(
                        Transaction(
                            id: TransactionID(Int64(index + 1)), kind: .moneyOut, account: AccountID(1),
                            amount: S.myr(100), occurredAt: S.at(2026, 12, 2), utcOffset: SampleLedger.offset,
                            merchant: "Kedai", category: written))
                    recorded.append(try store.transactions().first { $0.id == stored.id }?.category)
                }
                return .equal(recorded, ["Food", "Food", "Food", "Food", nil, "Food"], "categories as stored")
            },
            SelfTestCheck(
                "a text saved again with the same reference is a duplicate all that day, at any time; without one only at the same instant"
            ) { context in
                let store = try emptyStore(context, "duplicates")
                func payment(_ id: Int64, at minute: Int, note: String) -> Transaction {
                    Transaction(
                        id: TransactionID(id), kind: .moneyOut, account: AccountID(1), amount: S.myr(1_250),
                        occurredAt: S.at(2026, 12, 2, 13, minute), utcOffset: SampleLedger.offset,
                        merchant: "MAMAK CORNER", note: note)
                }
                _ = try store.record(payment(1, at: 45, note: "ref 998877"))
                _ = try store.record(payment(2, at: 47, note: "ref 112233"))
                let again = payment(9, at: 46, note: "")
                return .all([
                    .equal(
                        try store.holdsDuplicate(of: again, reference: "998877", sameInstant: true), true,
                        "reference 998877 saved at 13:45, seen again at 13:46"),
                    .equal(
                        try store.holdsDuplicate(of: again, reference: "112233", sameInstant: true), true,
                        "reference 112233 saved at 13:47, seen again at 13:46"),
                    .equal(
                        try store.holdsDuplicate(of: again, reference: "445566", sameInstant: true), false,
                        "a reference never saved"),
                    .equal(
                        try store.holdsDuplicate(of: again, reference: nil, sameInstant: true), false,
                        "no reference, the same merchant a minute apart"),
                    .equal(
                        try store.holdsDuplicate(of: payment(10, at: 45, note: ""), reference: nil, sameInstant: true),
                        true,
                        "no reference, the same merchant at the same instant"),
                    .equal(
                        try store.holdsDuplicate(of: again, reference: nil, sameInstant: false), true,
                        "no reference and no time: the same merchant that day"),
                ])
            },
        ]
    }
}
