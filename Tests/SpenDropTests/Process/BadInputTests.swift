import Foundation
import SpenDropCore
import Testing

/// Every bad input gets one line on stderr, a non-zero exit, and leaves the store byte-identical.
@Suite struct BadInputTests {
    /// A sandbox whose store already holds a Cash account, an expense and a split with Aisyah.
    static func seededSandbox() throws -> Sandbox {
        let sandbox = Sandbox()
        for words in [["add", "12.50", "Mamak Corner"], ["split", "30", "Dinner", "--with", "Aisyah"]] {
            let result = try SpendropBinary.run(words, environment: sandbox.environment)
            #expect(result.status == 0, "\(words): \(result.errors)")
        }
        return sandbox
    }

    static func storeDigest(_ sandbox: Sandbox) throws -> String {
        let folder = sandbox.home.appendingPathComponent("data/spendrop")
        let names = try FileManager().contentsOfDirectory(atPath: folder.path).sorted()
        var hasher = SHA256()
        for name in names where !name.hasSuffix("-shm") {
            hasher.update(Array(name.utf8))
            hasher.update(try Data(contentsOf: folder.appendingPathComponent(name)))
        }
        return hasher.finalizeHex()
    }

    @Test(arguments: [
        (["frobnicate"], Int32(2), "unknown command 'frobnicate'"),
        (["add", "12.345", "Kopi"], 2, "has 3 decimal places"),
        (["add", "RM", "Kopi"], 2, "RM"),
        (["add", "10", "Kopi", "--account", "Nowhere"], 1, "there is no account named 'Nowhere'"),
        (["add", "10", "Kopi", "--date", "2026-02-30"], 2, "is not a day on the calendar"),
        (["split", "30", "Dinner", "--with", "Aisyah", "--mode", "exact", "--parts", "10,10"], 1, "add up"),
        (["split", "30", "Dinner", "--with", "Aisyah,aisyah"], 1, "appears more than once"),
        (["settle", "Aisyah", "20"], 1, "too much"),
        (["transfer", "5", "--from", "Cash", "--to", "Cash"], 1, "two different accounts"),
        (["transactions", "--type", "sideways"], 2, "'--type' takes in, out or transfer"),
        (["breakdown", "--month", "2026-13"], 2, "--month takes YYYY-MM"),
        (["add", "10"], 2, "missing MERCHANT"),
        (["add", "0", "Kopi"], 2, "'0' is zero"),
        (["add", "-5", "Kopi"], 2, "'-5' is negative"),
        (["income", "0.00", "Boss"], 2, "'0.00' is zero"),
        (["transfer", "0", "--from", "Cash", "--to", "Savings"], 2, "'0' is zero"),
        (["transfer", "-10", "--from", "Cash", "--to", "Savings"], 2, "'-10' is negative"),
        (["split", "0", "Dinner", "--with", "Aisyah"], 2, "'0' is zero"),
        (["settle", "Aisyah", "0"], 2, "'0' is zero"),
        (["add", "5", "   "], 2, "the merchant is empty"),
        (["income", "5", ""], 2, "the source is empty"),
        (["add", "5", "Kopi", "--category", ""], 2, "the category is empty"),
        (["split", "30", "Dinner", "--with", ""], 2, "the person's name in --with is empty"),
        (["split", "30", "Dinner", "--with", "Aisyah,"], 2, "the person's name in --with is empty"),
        (["settle", " ", "5"], 2, "the person's name is empty"),
        (["accounts", "add", " "], 2, "the account's name is empty"),
        (["add", "5", "Kopi\u{1B}[2J"], 2, "control character (U+001B)"),
        (["add", "5", "Kopi", "--note", "line one\nline two"], 2, "the note holds a control character (U+000A)"),
        (["add", "5", "Kopi\u{9B}31m"], 2, "control character (U+009B)"),
        (["add", "5", "Kopi", "--date", "0001-01-01"], 2, "outside 1970-01-01 to 2100-12-31"),
        (["add", "5", "Kopi", "--date", "2101-01-01"], 2, "outside 1970-01-01 to 2100-12-31"),
        (["accounts", "rename", "Nowhere", "Wallet"], 1, "there is no account named 'Nowhere'"),
        (["accounts", "rename", "Cash", " "], 2, "the new name is empty"),
        (["accounts", "rename", "Cash"], 2, "missing NEW"),
        (["edit", "1"], 2, "say what to change"),
        (["edit", "abc", "--note", "x"], 2, "'abc' is not a transaction id"),
        (["edit", "#0", "--note", "x"], 2, "'#0' is not a transaction id"),
        (["edit", "99", "--note", "x"], 1, "there is no transaction #99"),
        (["edit", "1", "--amount", "0"], 2, "'0' is zero"),
        (["edit", "1", "--merchant", " "], 2, "the merchant is empty"),
        (["edit", "1", "--note", "a\u{1B}[2J"], 2, "control character (U+001B)"),
        (["edit", "1", "--date", "2101-01-01"], 2, "outside 1970-01-01 to 2100-12-31"),
        (["edit", "1", "--account", "Nowhere"], 1, "there is no account named 'Nowhere'"),
        (["edit", "2", "--amount", "40"], 1, "#2 is the bill of a split with Aisyah"),
        (["delete", "2"], 1, "'spendrop delete 2 --with-split' deletes both"),
        (["delete", "#99"], 1, "there is no transaction #99"),
        (["delete"], 2, "missing ID"),
        (["accounts", "close", "Nowhere"], 1, "there is no account named 'Nowhere'"),
        (["accounts", "reopen", "Cash"], 1, "'Cash' is already open"),
        (["accounts", "delete", "Cash"], 1, "'Cash' has 2 transactions; 'spendrop accounts close Cash' hides it"),
    ])
    func badInputChangesNothing(words: [String], status: Int32, reason: String) throws {
        let sandbox = try Self.seededSandbox()
        let before = try Self.storeDigest(sandbox)
        let result = try SpendropBinary.run(words, environment: sandbox.environment)
        #expect(result.status == status, "\(result.errors)")
        #expect(result.output.isEmpty)
        #expect(result.errors.split(separator: "\n").count == 1)
        #expect(result.errors.contains(reason), "\(result.errors)")
        #expect(try Self.storeDigest(sandbox) == before)
    }
    /// Text read from a file is held to the rule typed text keeps: a terminal escape or a NUL in
    /// a CSV, JSON or rates file is refused with its line or path, nothing is stored, and no
    /// message or line spendrop prints carries a control character from the file.
    @Test(arguments: [
        (
            ["import", "csv"], "date,type,account,amount,merchant\n2026-12-01,out,Cash\u{1B}[31mRED,5,Kopi\n",
            "line 2: the account holds a control character (U+001B)"
        ),
        (
            ["import", "csv"], "date,type,account,amount,merchant\n2026-12-01,out,Cash,5,A\u{0}B\n",
            "line 2: the merchant holds a control character (U+0000)"
        ),
        (
            ["import", "csv"],
            "date,type,account,amount,merchant\n2026-12-01,sideways\u{1B}]0;pwned\u{7},Cash,5,Kopi\n",
            "line 2: type 'sideways\\u{1B}]0;pwned\\u{7}'"
        ),
        (
            ["import", "csv"],
            "date,type,account,amount,merchant,note\n2026-12-01,out,Cash,5,Kopi,\"two\nlines\u{1B}[2J\"\n",
            "line 2: the note holds a control character (U+001B)"
        ),
        (
            ["rates", "import"], "date,currency,rate\n2026-12-01,U\u{1B}[31mSD,4.4\n",
            "line 2: 'U\\u{1B}[31mSD' is not a currency"
        ),
    ])
    func controlCharactersFromFilesAreRefusedAndNeverPrinted(command: [String], contents: String, said: String) throws {
        let sandbox = try Self.seededSandbox()
        let before = try Self.storeDigest(sandbox)
        let file = sandbox.root.appendingPathComponent("input.csv")
        try Data(contents.utf8).write(to: file)
        let run = try SpendropBinary.run(command + [file.path], environment: sandbox.environment)
        #expect(run.status != 0)
        #expect(run.errors.contains(said), "\(run.errors)")
        let printed = run.output + run.errors
        #expect(
            !printed.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || $0.value == 0x7F },
            "a control character was printed: \(printed.debugDescription)")
        #expect(try Self.storeDigest(sandbox) == before)
    }
}
