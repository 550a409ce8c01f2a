import Foundation
import Testing

/// What a person meets in a first week of use: each mistake answered with what to do, each
/// listing there without a flag to find, and nothing changed by a command that is refused.
@Suite struct EverydayFrictionTests {
    static func run(_ words: [String], _ sandbox: Sandbox) throws -> SpendropBinary.Result {
        try SpendropBinary.run(words, environment: sandbox.environment)
    }

    @Test func mistakesAreAnsweredWithWhatToTypeInstead() throws {
        let sandbox = Sandbox()
        let swapped = try Self.run(["add", "Nasi lemak", "12.50"], sandbox)
        #expect(
            swapped.status == 2
                && swapped.errors == "spendrop: the amount comes first: spendrop add 12.50 \"Nasi lemak\"\n",
            "\(swapped.errors)")
        let me = try Self.run(["split", "30", "Dinner", "--with", "me,Aisyah"], sandbox)
        #expect(
            me.status == 2 && me.errors.contains("you are always in a split, so --with lists only the others"),
            "\(me.errors)")
        let backwards = try Self.run(["transactions", "--from", "2026-12-10", "--to", "2026-12-01"], sandbox)
        #expect(
            backwards.status == 2 && backwards.errors.contains("--from 2026-12-10 is after --to 2026-12-01"),
            "\(backwards.errors)")
        #expect(
            !FileManager().fileExists(
                atPath: sandbox.home.appendingPathComponent("data/spendrop/spendrop.sqlite").path),
            "a refused command made no store")
        #expect(try Self.run(["accounts", "add", "Cash"], sandbox).status == 0)
        #expect(try Self.run(["accounts", "add", "Wise", "--currency", "USD"], sandbox).status == 0)
        let ringgitIntoDollars = try Self.run(
            ["transfer", "10", "--from", "Cash", "--to", "Wise", "--received", "RM 20"], sandbox)
        #expect(
            ringgitIntoDollars.status == 1
                && ringgitIntoDollars.errors.contains("Wise keeps USD, so what reached it is an amount in USD"),
            "\(ringgitIntoDollars.errors)")
    }

    @Test func theCashSpendropMadeTakesAnOpeningBalanceAndUndoTakesItBack() throws {
        let sandbox = Sandbox()
        #expect(try Self.run(["add", "5", "Kopi"], sandbox).status == 0)
        let edited = try Self.run(["accounts", "edit", "cash", "--opening", "200"], sandbox)
        #expect(
            edited.status == 0 && edited.output == "Account Cash now opens with RM 200.00 (it opened with RM 0.00).\n",
            "\(edited.output)\(edited.errors)")
        #expect(try Self.run(["accounts"], sandbox).output.contains("RM 195.00"))
        let dollars = try Self.run(["accounts", "edit", "Cash", "--opening", "USD 5"], sandbox)
        #expect(dollars.status == 2 && dollars.errors.contains("is not in MYR"), "\(dollars.errors)")
        #expect(try Self.run(["undo"], sandbox).status == 0)
        #expect(try Self.run(["accounts"], sandbox).output.contains("-RM 5.00"))
    }

    /// `export json -` writes to standard output, as `parse -` reads standard input: no file named `-`.
    @Test func anExportToADashGoesToStandardOutput() throws {
        let sandbox = Sandbox()
        #expect(try Self.run(["add", "5", "Kopi"], sandbox).status == 0)
        let exported = try Self.run(["export", "json", "-"], sandbox)
        let object = try JSONSerialization.jsonObject(with: Data(exported.output.utf8)) as? [String: Any]
        #expect(exported.status == 0 && object != nil, "\(exported.output)\(exported.errors)")
        #expect(exported.output.contains("Kopi"), "\(exported.output)")
        #expect(!FileManager.default.fileExists(atPath: "-"), "a file named '-' was written")
    }

    @Test func anExportNeverReplacesAFileUnlessAskedAndBackupsListsTheLocalOnes() throws {
        let sandbox = Sandbox()
        #expect(try Self.run(["add", "5", "Kopi"], sandbox).status == 0)
        let file = sandbox.root.appendingPathComponent("mine.csv")
        try Data("my own notes\n".utf8).write(to: file)
        let refused = try Self.run(["export", "csv", file.path], sandbox)
        #expect(
            refused.status == 1 && refused.errors.contains("already exists and is left as it is; give --force"),
            "\(refused.errors)")
        #expect(try String(contentsOf: file, encoding: .utf8) == "my own notes\n")
        #expect(try Self.run(["export", "csv", file.path, "--force"], sandbox).status == 0)
        #expect(try String(contentsOf: file, encoding: .utf8).contains("Kopi"))
        let none = try Self.run(["backups"], sandbox)
        #expect(none.status == 0 && none.output.hasPrefix("No local backups yet in "), "\(none.output)\(none.errors)")
        #expect(try Self.run(["backup"], sandbox).status == 0)
        let listed = try Self.run(["backups", "--json"], sandbox)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(listed.output.utf8)) as? [String: Any])
        let backups = object["backups"] as? [[String: Any]] ?? []
        #expect(
            backups.count == 1 && (backups.first?["file"] as? String ?? "").hasSuffix("-manual.sqlite"),
            "\(listed.output)")
    }

    /// "Settled up" only when every currency between you is: a ringgit balance at zero beside a
    /// dollar debt says even in MYR, so no line reads as if nothing were owed.
    @Test func theBookSaysSettledUpOnlyWhenEveryCurrencyIs() throws {
        let sandbox = Sandbox()
        for words in [
            ["accounts", "add", "Cash"], ["accounts", "add", "Wise", "--currency", "USD"],
            ["split", "20", "Dinner", "--with", "Aisyah"], ["settle", "Aisyah", "10"],
            ["split", "USD 9", "Taxi", "--with", "Aisyah", "--paid-by", "Aisyah"],
        ] {
            let result = try Self.run(words, sandbox)
            #expect(result.status == 0, "\(words): \(result.errors)")
        }
        let book = try Self.run(["paybook"], sandbox).output
        #expect(
            book.contains("You and Aisyah are even in MYR") && book.contains("You owe Aisyah US$4.50")
                && !book.contains("settled up"), "\(book)")
    }
}
