import Foundation
import Testing

/// Correcting mistakes from the command line: edit, delete, undo and history, each launch a new
/// process, so what undo needs is proven to be kept in the store.
@Suite struct EditUndoTests {
    static func run(_ words: [String], _ sandbox: Sandbox) throws -> (status: Int32, output: String, errors: String) {
        let result = try SpendropBinary.run(words, environment: sandbox.environment)
        return (result.status, result.output, result.errors)
    }

    /// The one transaction `transactions --json` lists: amount in minor units, date, category, merchant.
    static func onlyTransaction(_ sandbox: Sandbox) throws -> [String]? {
        let listed = try run(["transactions", "--json"], sandbox).output
        let object = try JSONSerialization.jsonObject(with: Data(listed.utf8)) as? [String: Any]
        let rows = object?["transactions"] as? [[String: Any]] ?? []
        guard rows.count == 1, let row = rows.first, let amount = row["amount"] as? [String: Any] else {
            return rows.isEmpty ? [] : nil
        }
        return [
            "#\(row["id"] ?? "")", "\(amount["minor"] ?? "")", "\(row["date"] ?? "")", "\(row["category"] ?? "none")",
            "\(row["merchant"] ?? "")",
        ]
    }

    @Test func editDeleteAndUndoWalkBackAcrossLaunches() throws {
        let sandbox = Sandbox()
        #expect(try Self.run(["add", "12", "Kopi", "--category", "Food", "--date", "2026-11-20"], sandbox).status == 0)
        let edited = try Self.run(
            [
                "edit", "#1", "--amount", "21", "--category", "Drinks", "--date", "2026-11-30", "--merchant",
                "Kopi Tiam",
            ], sandbox)
        #expect(
            edited.output
                == "Edited #1: amount RM 12.00 → RM 21.00; merchant 'Kopi' → 'Kopi Tiam'; category Food → Drinks; date 2026-11-20 → 2026-11-30.\n",
            "\(edited.output)\(edited.errors)")
        #expect(try Self.onlyTransaction(sandbox) == ["#1", "2100", "2026-11-30", "Drinks", "Kopi Tiam"])
        let deleted = try Self.run(["delete", "1"], sandbox)
        #expect(
            deleted.output == "Deleted #1 Money Out RM 21.00 at Kopi Tiam from Cash on 2026-11-30.\n",
            "\(deleted.output)\(deleted.errors)")
        #expect(try Self.onlyTransaction(sandbox) == [])
        let history = try Self.run(["history"], sandbox).output
        #expect(
            history.split(separator: "\n").count == 4 && history.contains("Deleted #1")
                && !history.contains("(undone)"), "\(history)")

        let first = try Self.run(["undo"], sandbox)
        #expect(
            first.output == "Undid: Deleted #1 Money Out RM 21.00 at Kopi Tiam from Cash on 2026-11-30.\n",
            "\(first.output)\(first.errors)")
        #expect(try Self.onlyTransaction(sandbox) == ["#1", "2100", "2026-11-30", "Drinks", "Kopi Tiam"])
        #expect(try Self.run(["undo"], sandbox).output.hasPrefix("Undid: Edited #1"))
        #expect(try Self.onlyTransaction(sandbox) == ["#1", "1200", "2026-11-20", "Food", "Kopi"])
        #expect(try Self.run(["undo"], sandbox).output.hasPrefix("Undid: Added #1"))
        #expect(try Self.onlyTransaction(sandbox) == [])
        let nothing = try Self.run(["undo"], sandbox)
        #expect(nothing.status == 1 && nothing.errors.contains("there is nothing to undo"), "\(nothing.errors)")
        let undone = try Self.run(["history", "--json"], sandbox).output
        #expect(undone.components(separatedBy: "\"undone\" : true").count == 4, "\(undone)")
        // The id of the undone add is not given to the next one.
        #expect(try Self.run(["add", "3", "Teh"], sandbox).output.hasPrefix("Added #2 "))
    }

    @Test func anEditedCategoryTeachesTheSuggestionForThatMerchant() throws {
        let sandbox = Sandbox()
        #expect(try Self.run(["add", "5", "Kopi Tiam", "--category", "Food"], sandbox).status == 0)
        #expect(try Self.run(["edit", "1", "--category", "Drinks"], sandbox).status == 0)
        let parsed = try SpendropBinary.run(
            ["parse", "-", "--json"], environment: sandbox.environment, input: "You paid RM 4.00 to KOPI TIAM")
        #expect(parsed.output.contains("\"suggested_category\" : \"Drinks\""), "\(parsed.output)\(parsed.errors)")
        #expect(try Self.run(["undo"], sandbox).status == 0)
        let again = try SpendropBinary.run(
            ["parse", "-", "--json"], environment: sandbox.environment, input: "You paid RM 4.00 to KOPI TIAM")
        #expect(
            again.output.contains("\"suggested_category\" : \"Food\""),
            "undo forgets what the edit taught: \(again.output)")
    }

    /// Found by the ledger check (history 30507): the money of a settlement was deleted although a
    /// settlement recorded after it then went the wrong way, and every later PayBook command was
    /// refused as if the store were damaged.
    @Test func aSettlementThatALaterOneRestsOnIsNotDeleted() throws {
        let sandbox = Sandbox()
        // #1: Aisyah owes me 90; #2: she pays me 60, so owes 30; #3: a bill she paid, so I owe her 10;
        // #4: I pay her 5, and owe her 5.
        let steps = [
            ["split", "120", "Tealive", "--with", "Aisyah", "--mode", "exact", "--parts", "30,90"],
            ["settle", "Aisyah", "60"],
            ["split", "80", "TNB", "--with", "Aisyah", "--paid-by", "Aisyah", "--mode", "exact", "--parts", "40,40"],
            ["settle", "Aisyah", "5"],
        ]
        for step in steps { #expect(try Self.run(step, sandbox).status == 0, "\(step)") }
        let before = try Self.run(["paybook"], sandbox).output
        // Without #2 she would owe me 50, and my payment of 5 to her would go the wrong way.
        let refused = try Self.run(["delete", "2"], sandbox)
        #expect(refused.status == 1)
        #expect(
            refused.errors.hasPrefix(
                "spendrop: #2, the money of a settlement with Aisyah, cannot be deleted: a settlement recorded after it "
                    + "would then pay more than is owed, or the wrong way ("), "\(refused.errors)")
        #expect(try Self.run(["paybook"], sandbox).output == before, "nothing changed")
        #expect(before.contains("You owe Aisyah RM 5.00"), "\(before)")
        // The PayBook still takes what comes next, and the last settlement can go.
        #expect(try Self.run(["split", "20", "Kopi", "--with", "Aisyah"], sandbox).status == 0)
        #expect(try Self.run(["delete", "4"], sandbox).status == 0)
    }

    @Test func deletingASplitBillTakesItsSplitAndUndoBringsBothBack() throws {
        let sandbox = Sandbox()
        #expect(try Self.run(["split", "30", "Dinner", "--with", "Aisyah"], sandbox).status == 0)
        let deleted = try Self.run(["delete", "1", "--with-split"], sandbox)
        #expect(
            deleted.output
                == "Deleted #1 Money Out RM 30.00 at Dinner from Cash on \(Self.today()) and its split with Aisyah.\n",
            "\(deleted.output)\(deleted.errors)")
        #expect(try Self.run(["paybook"], sandbox).output.contains("No shared bills yet"))
        #expect(try Self.run(["undo"], sandbox).status == 0)
        #expect(try Self.run(["paybook"], sandbox).output.contains("Aisyah owes you RM 15.00"))
        #expect(try Self.onlyTransaction(sandbox)?.prefix(2) == ["#1", "3000"])
    }

    static func today() -> String { CommandLineTests.today() }
}
