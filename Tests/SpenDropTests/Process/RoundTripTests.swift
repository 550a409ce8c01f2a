import Foundation
import Testing

/// `export json` holds everything a person entered, and `import json` gives it back: export →
/// import → export is the same bytes.
@Suite struct RoundTripTests {
    @Test func exportImportExportIsByteIdenticalWithEveryKindOfRow() throws {
        let original = Sandbox()
        for words in [
            ["accounts", "add", "Cash"], ["accounts", "add", "Maybank Savings", "--opening", "1,234.56"],
            ["accounts", "add", "Wise", "--currency", "USD", "--opening", "USD 100"], ["accounts", "add", "Old Card"],
            [
                "add", "12.50", "Kopi Ténh \"Corner\" 咖啡", "--category", "Food & Drinks", "--note",
                "with Ben; receipt #12", "--date", "2026-11-02",
                "--tag", "Penang trip", "--tag", "#kopi",
            ],
            ["income", "3500", "ACME Sdn Bhd", "--account", "Maybank Savings", "--category", "Salary"],
            ["transfer", "200", "--from", "Maybank Savings", "--to", "Cash"],
            ["add", "20", "Amazon", "--account", "Wise"],
            ["split", "30", "Dinner", "--with", "Aisyah,Ben", "--category", "Food"],
            [
                "split", "9", "ZUS Coffee", "--with", "Ben", "--paid-by", "Ben", "--category", "Kopi \u{2615}", "--tag",
                "Kopi run",
            ],
            ["settle", "Aisyah", "10", "--account", "Maybank Savings"],
            // #6 is the bill Ben paid, #7 the settlement's money, #8 Gone.
            ["add", "3", "Gone"], ["delete", "8"], ["accounts", "close", "Old Card"],
            ["budget", "set", "Food & Drinks", "500", "--from", "2026-11", "--rollover"],
            ["budget", "set", "Kopi \u{2615}", "USD 20"],
            ["rates", "set", "USD", "4.4567", "--date", "2026-11-01"], ["rates", "set", "SGD", "3.3"],
            ["transfer", "445", "--from", "Maybank Savings", "--to", "Wise", "--received", "USD 100"],
            // Booked by the next launch (the export's): 30 September, 31 October, 30 November.
            [
                "recurring", "add", "54.90", "Netflix", "--every", "month", "--day", "31", "--from", "2026-09-30",
                "--until", "2026-11-30",
                "--category", "Fun",
            ],
        ] {
            let result = try SpendropBinary.run(words, environment: original.environment)
            #expect(result.status == 0, "\(words): \(result.errors)")
        }
        let first = original.root.appendingPathComponent("first.json"),
            second = original.root.appendingPathComponent("second.json")
        #expect(try SpendropBinary.run(["export", "json", first.path], environment: original.environment).status == 0)

        let restored = Sandbox()
        let imported = try SpendropBinary.run(["import", "json", first.path], environment: restored.environment)
        #expect(
            imported.output
                == "Restored 4 accounts, 10 transactions, 3 PayBook entries and 2 category choices from \(first.path).\n",
            "\(imported.output)\(imported.errors)")
        #expect(try SpendropBinary.run(["export", "json", second.path], environment: restored.environment).status == 0)
        let (one, two) = (try Data(contentsOf: first), try Data(contentsOf: second))
        #expect(one == two, "the second export differs:\n\(String(decoding: two, as: UTF8.self))")
        #expect(
            String(decoding: one, as: UTF8.self).contains(
                #""description": "ZUS Coffee", "category": "Kopi \#u{2615}", "paid_by": "Ben""#),
            "the category of the bill Ben paid is in the export")
        #expect(
            String(decoding: one, as: UTF8.self).contains(#""tags": ["kopi", "penang trip"]"#), "tags are in the export"
        )
        for screen in [
            ["accounts", "--all"], ["paybook"], ["breakdown", "--all"], ["breakdown", "--all", "--by", "tag"],
            ["transactions", "--limit", "0"], ["budget", "--month", "2026-11"], ["recurring"], ["rates"],
            ["home", "--convert"],
        ] {
            #expect(
                try SpendropBinary.run(screen, environment: restored.environment).output
                    == (try SpendropBinary.run(screen, environment: original.environment).output), "\(screen)")
        }

        // The bill Ben paid keeps its id and tags; an export that gives it a transaction's id is refused whole.
        let exported = String(decoding: one, as: UTF8.self)
        #expect(
            exported.contains(#""paid_by": "Ben", "total": {"currency": "MYR", "display": "RM 9.00", "minor": 900}"#)
                && exported.contains(#""transaction_id": null, "id": 6, "tags": ["kopi run"]}"#),
            "the bill Ben paid is exported with its id")
        let clashing = original.root.appendingPathComponent("clashing.json")
        try Data(
            exported.replacingOccurrences(
                of: #""transaction_id": null, "id": 6,"#, with: #""transaction_id": null, "id": 1,"#
            ).utf8
        ).write(to: clashing)
        let refused = try SpendropBinary.run(["import", "json", clashing.path], environment: Sandbox().environment)
        #expect(
            refused.status == 1 && refused.errors.contains("its id #1 is another transaction's or bill's"),
            "\(refused.errors)")

        // Into a store that holds anything, a restore is refused and changes nothing.
        let before = try BadInputTests.storeDigest(restored)
        let again = try SpendropBinary.run(["import", "json", first.path], environment: restored.environment)
        #expect(again.status == 1 && again.errors.contains("is restored only into an empty store"), "\(again.errors)")
        #expect(try BadInputTests.storeDigest(restored) == before)
    }

    @Test func aDamagedExportIsRefusedWithWhereAndNothingIsWritten() throws {
        let sandbox = Sandbox()
        let file = sandbox.root.appendingPathComponent("bad.json")
        try Data(
            #"{"format": "spendrop-export", "accounts": [{"id": 1, "name": "Cash", "opening": {"currency": "MYR", "minor": 0}}], "transactions": [{"id": 1, "type": "sideways"}]}"#
                .utf8
        )
        .write(to: file)
        let result = try SpendropBinary.run(["import", "json", file.path], environment: sandbox.environment)
        #expect(
            result.status == 1 && result.errors.contains("transactions[0].type: 'sideways' is not in, out or transfer"),
            "\(result.errors)")
        #expect(
            try SpendropBinary.run(["accounts"], environment: sandbox.environment).output.contains("No accounts yet"))
    }
}
