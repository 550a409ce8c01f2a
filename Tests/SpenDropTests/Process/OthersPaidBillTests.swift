import Foundation
import Testing

/// A bill someone else paid is a transaction with an id: listed with my share as Money Out,
/// edited, deleted with what it had me owe, and brought back by undo, its id never given again.
@Suite struct OthersPaidBillTests {
    static func run(_ words: [String], _ sandbox: Sandbox) throws -> SpendropBinary.Result {
        try SpendropBinary.run(words, environment: sandbox.environment)
    }

    @Test func aBillBenPaidIsListedEditedDeletedAndUndoneByItsId() throws {
        let sandbox = Sandbox()
        #expect(try Self.run(["add", "5", "Kopi", "--category", "Food", "--date", "2026-12-02"], sandbox).status == 0)
        let split = try Self.run(
            ["split", "9", "ZUS", "--with", "Ben", "--paid-by", "Ben", "--category", "Coffee", "--date", "2026-12-03"],
            sandbox)
        #expect(split.output.hasPrefix("Split RM 9.00 at ZUS (#2): you RM 4.50, Ben RM 4.50.\n"), "\(split.output)")
        let listed = try Self.run(["transactions"], sandbox).lines
        #expect(
            listed.contains {
                $0.hasPrefix("  #2  2026-12-03  out") && $0.contains("ZUS · Ben paid RM 9.00 (Coffee)")
                    && $0.hasSuffix("-RM 4.50")
            },
            "\(listed)")
        #expect(listed.suffix(2) == ["2 transactions", "  MYR: out RM 9.50"], "\(listed)")
        let json =
            try JSONSerialization.jsonObject(with: Data(try Self.run(["transactions", "--json"], sandbox).output.utf8))
            as? [String: Any]
        let bill = (json?["transactions"] as? [[String: Any]])?.first { $0["id"] as? Int == 2 }
        #expect(
            bill?["paid_by"] as? String == "Ben" && bill?["account"] is NSNull
                && (bill?["others_share"] as? [String: Any])?["minor"] as? Int == 450,
            "\(String(describing: bill))")

        let edited = try Self.run(["edit", "#2", "--category", "Drinks", "--date", "2026-12-01"], sandbox)
        #expect(
            edited.output == "Edited #2: category Coffee → Drinks; date 2026-12-03 → 2026-12-01.\n",
            "\(edited.output)\(edited.errors)")
        let breakdown = try Self.run(["breakdown", "--month", "2026-12"], sandbox).lines
        #expect(
            breakdown.contains { $0.hasPrefix("  Drinks ") && $0.contains(" RM 4.50 ") }
                && !breakdown.contains { $0.contains("Coffee") }, "\(breakdown)")
        let amount = try Self.run(["edit", "2", "--amount", "12"], sandbox)
        #expect(
            amount.status == 1 && amount.errors.contains("#2 is a bill Ben paid, so --amount cannot change it"),
            "\(amount.errors)")

        let deleted = try Self.run(["delete", "2"], sandbox)
        #expect(
            deleted.output
                == "Deleted #2, the bill Ben paid at ZUS (RM 9.00, your share RM 4.50) on 2026-12-01, and what it had you owe.\n",
            "\(deleted.output)\(deleted.errors)")
        #expect(!(try Self.run(["transactions"], sandbox).output.contains("#2")))
        #expect(try Self.run(["paybook"], sandbox).output.contains("No shared bills yet"))
        #expect(try Self.run(["undo"], sandbox).status == 0)
        #expect(try Self.run(["paybook"], sandbox).output.contains("You owe Ben RM 4.50"))
        #expect(try Self.run(["undo"], sandbox).status == 0, "the edit undone")
        #expect(try Self.run(["undo"], sandbox).status == 0, "the split undone")
        let next = try Self.run(["add", "1", "Teh"], sandbox)
        #expect(next.output.hasPrefix("Added #3 "), "an id once a bill's is never another's: \(next.output)")
    }

    @Test func aBillBenPaidCarriesTagsIntoTheListsAndTheBreakdownByTag() throws {
        let sandbox = Sandbox()
        #expect(try Self.run(["add", "20", "Hotel", "--tag", "penang", "--date", "2026-12-02"], sandbox).status == 0)
        let split = try Self.run(
            ["split", "30", "Dinner", "--with", "Ben", "--paid-by", "Ben", "--tag", "Penang", "--date", "2026-12-03"],
            sandbox)
        #expect(split.status == 0, "\(split.errors)")
        let tagged = try Self.run(["transactions", "--tag", "penang"], sandbox).lines
        #expect(
            tagged.contains { $0.contains("Dinner · Ben paid RM 30.00 #penang") && $0.hasSuffix("-RM 15.00") }
                && tagged.suffix(2) == ["2 transactions", "  MYR: out RM 35.00"],
            "\(tagged)")
        let byTag = try Self.run(["breakdown", "--month", "2026-12", "--by", "tag"], sandbox).lines
        #expect(
            byTag.contains { $0.hasPrefix("  #penang") && $0.contains("RM 35.00") && $0.hasSuffix("2 transactions") },
            "\(byTag)")
        let untagged = try Self.run(["edit", "2", "--untag", "penang"], sandbox)
        #expect(untagged.output == "Edited #2: tags penang → none.\n", "\(untagged.output)\(untagged.errors)")
        let after = try Self.run(["breakdown", "--month", "2026-12", "--by", "tag"], sandbox).lines
        #expect(
            after.contains { $0.hasPrefix("  #penang") && $0.contains("RM 20.00") }
                && after.contains { $0.hasPrefix("  untagged") && $0.contains("RM 15.00") },
            "\(after)")
    }
}
