import Foundation
import Testing

/// How the everyday commands read what people type about money and accounts.
@Suite struct LedgerInputTests {
    @Test func aBareAmountIsInTheCurrencyOfTheAccountItIsFor() throws {
        let sandbox = Sandbox()
        for words in [
            ["accounts", "add", "Wise", "--currency", "USD"], ["accounts", "add", "Wise Pot", "--currency", "USD"],
            ["accounts", "add", "Cash"],
        ] {
            let made = try SpendropBinary.run(words, environment: sandbox.environment)
            #expect(made.status == 0, "\(words): \(made.errors)")
        }
        let bought = try SpendropBinary.run(
            ["add", "20", "Amazon", "--account", "wise"], environment: sandbox.environment)
        #expect(bought.status == 0, "\(bought.errors)")
        #expect(bought.output.contains("Added #1 Money Out US$20.00 at Amazon from Wise"), "\(bought.output)")
        let moved = try SpendropBinary.run(
            ["transfer", "5", "--from", "Wise", "--to", "Wise Pot"], environment: sandbox.environment)
        #expect(moved.output == "Moved US$5.00 from Wise to Wise Pot (#2).\n", "\(moved.output)\(moved.errors)")
        let shared = try SpendropBinary.run(
            ["split", "30", "Dinner", "--with", "Aisyah", "--account", "Wise Pot"], environment: sandbox.environment)
        #expect(
            shared.output.hasPrefix("Split US$30.00 at Dinner (#3): you US$15.00, Aisyah US$15.00."),
            "\(shared.output)\(shared.errors)")
        let local = try SpendropBinary.run(["add", "8.50", "Kopi"], environment: sandbox.environment)
        #expect(local.output.contains("Added #4 Money Out RM 8.50 at Kopi from Cash"), "\(local.output)")
        // Home and Breakdown total the currency setting's money and show each other currency on its own line.
        let home = try SpendropBinary.run(["home"], environment: sandbox.environment).output
        #expect(home.contains("  In USD: money in US$0.00, out US$35.00, net -US$35.00 (2 transactions)\n"), "\(home)")
        let breakdown = try SpendropBinary.run(["breakdown"], environment: sandbox.environment).output
        #expect(
            breakdown.contains("  Also spent US$35.00 in USD ('spendrop breakdown -currency USD' breaks it down)\n"),
            "\(breakdown)")
        let inDollars = try SpendropBinary.run(["breakdown", "-currency", "USD"], environment: sandbox.environment)
            .output
        #expect(
            inDollars.hasPrefix("Breakdown — \(CommandLineTests.today().prefix(7)): US$35.00 spent"), "\(inDollars)")
        // A currency written beside the amount still has to match the account.
        let mismatched = try SpendropBinary.run(
            ["add", "RM 20", "Amazon", "--account", "Wise"], environment: sandbox.environment)
        #expect(mismatched.status == 1)
        #expect(mismatched.errors.contains("'Wise' keeps USD but the amount is in MYR"), "\(mismatched.errors)")
    }

    @Test func theTransactionsListShowsIdsAlignedAmountsCutNamesAndAPage() throws {
        let sandbox = Sandbox()
        for words in [
            ["add", "12.50", "Mamak Corner"],
            ["add", "1234.50", "Restoran Nasi Kandar Pelita Bandar Sunway Jaya Cawangan"],
            ["income", "3500", "ACME"],
        ] {
            #expect(try SpendropBinary.run(words, environment: sandbox.environment).status == 0)
        }
        let all = try SpendropBinary.run(["transactions"], environment: sandbox.environment).output.split(
            separator: "\n"
        ).map(String.init)
        #expect(all.count == 6, "\(all)")
        let rows = Array(all[1...3])
        #expect(rows.map { $0.split(separator: " ").first.map(String.init) ?? "" } == ["#3", "#2", "#1"], "\(rows)")
        // Right-aligned: every amount ends in the same column.
        #expect(Set(rows.map(\.count)).count == 1, "\(rows)")
        #expect(rows[2].hasSuffix("   -RM 12.50") && rows[0].hasSuffix("+RM 3,500.00"), "\(rows)")
        #expect(rows[1].contains("Restoran Nasi Kandar Pelita Bandar Sunw…"), "\(rows[1])")
        #expect(all[4] == "3 transactions")
        #expect(all[5] == "  MYR: in RM 3,500.00 · out RM 1,247.00", "totals over every listed transaction")
        let page = try SpendropBinary.run(["transactions", "--limit", "1"], environment: sandbox.environment).output
        #expect(
            page.hasSuffix(
                "The newest 1 of 3 transactions; --limit 0 shows them all.\n  MYR: in RM 3,500.00 · out RM 1,247.00\n"),
            "\(page)")
        let one = try SpendropBinary.run(["transactions", "--type", "in"], environment: sandbox.environment).output
        #expect(one.hasSuffix("\n1 transaction\n  MYR: in RM 3,500.00\n"), "\(one)")
    }

    @Test func theFirstHomeWelcomesOnceAndTheThemePicksThePaletteOnATerminal() throws {
        let sandbox = Sandbox()
        let first = try SpendropBinary.run([], environment: sandbox.environment).output.split(separator: "\n").map(
            String.init)
        #expect(
            first.count > 4 && first[1].hasPrefix("  Welcome to spendrop.")
                && first[3] == "  'spendrop help' lists every command.",
            "\(first)")
        let second = try SpendropBinary.run([], environment: sandbox.environment).output
        #expect(!second.contains("Welcome"), "\(second)")
        #expect(
            try SpendropBinary.run(["prefs", "get", "onboardingCompleted"], environment: sandbox.environment).output
                == "true\n")
        // `script` gives spendrop a terminal, where colour is on unless NO_COLOR says otherwise.
        let script = URL(fileURLWithPath: "/usr/bin/script")
        guard FileManager().isExecutableFile(atPath: script.path) else { return }
        func onTerminal(_ words: String, extra: [String: String] = [:]) throws -> String {
            let process = Process()
            process.executableURL = script
            process.arguments = ["-qec", SpendropBinary.url(SpendropBinary.spendrop).path + " " + words, "/dev/null"]
            process.environment = sandbox.environment.merging(extra) { $1 }
            let output = Pipe()
            process.standardOutput = output
            process.standardInput = FileHandle.nullDevice
            try process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: data, as: UTF8.self)
        }
        #expect(try onTerminal("-theme dark").contains("\u{1B}[38;5;114mRM 0.00"))
        #expect(try onTerminal("-theme light").contains("\u{1B}[38;5;28mRM 0.00"))
        #expect(try onTerminal("").contains("\u{1B}[32mRM 0.00"))
        #expect(!(try onTerminal("-theme dark", extra: ["NO_COLOR": "1"])).contains("\u{1B}["))
    }

    @Test func renamingAnAccountKeepsItsTransactionsAndRefusesATakenName() throws {
        let sandbox = Sandbox()
        for words in [["add", "5", "Kopi"], ["accounts", "add", "Savings"]] {
            #expect(try SpendropBinary.run(words, environment: sandbox.environment).status == 0)
        }
        let renamed = try SpendropBinary.run(
            ["accounts", "rename", "cash", "Wallet"], environment: sandbox.environment)
        #expect(renamed.output == "Renamed account 'Cash' to 'Wallet'.\n", "\(renamed.output)\(renamed.errors)")
        let listed = try SpendropBinary.run(["transactions", "--account", "wallet"], environment: sandbox.environment)
            .output
        #expect(listed.contains("Kopi · Wallet") && listed.contains("1 transaction\n"), "\(listed)")
        let taken = try SpendropBinary.run(
            ["accounts", "rename", "Wallet", "savings"], environment: sandbox.environment)
        #expect(
            taken.status == 1 && taken.errors.contains("there is already an account named 'Savings'"), "\(taken.errors)"
        )
        let accounts = try SpendropBinary.run(["accounts"], environment: sandbox.environment).output
        #expect(
            accounts.contains("Wallet") && accounts.contains("Savings") && !accounts.contains("Cash"), "\(accounts)")
    }

    @Test func aClosedAccountIsHiddenAndTakesNothingNewUntilReopened() throws {
        let sandbox = Sandbox()
        for words in [
            ["add", "5", "Kopi"], ["accounts", "add", "Old Card"],
            ["transfer", "2", "--from", "Cash", "--to", "Old Card"],
        ] {
            let result = try SpendropBinary.run(words, environment: sandbox.environment)
            #expect(result.status == 0, "\(words): \(result.errors)")
        }
        // An account that holds money is not closed: its balance would drop out of the total unseen.
        let holding = try SpendropBinary.run(["accounts", "close", "old card"], environment: sandbox.environment)
        #expect(
            holding.status == 1
                && holding.errors.contains(
                    "'Old Card' holds RM 2.00; move it to another account first "
                        + "('spendrop transfer 2.00 --from \"Old Card\" --to ACCOUNT')"),
            "\(holding.errors)")
        for words in [["transfer", "2", "--from", "Old Card", "--to", "Cash"], ["accounts", "close", "old card"]] {
            let result = try SpendropBinary.run(words, environment: sandbox.environment)
            #expect(result.status == 0, "\(words): \(result.errors)")
        }
        let listed = try SpendropBinary.run(["accounts"], environment: sandbox.environment).output
        #expect(
            !listed.contains("Old Card") && listed.hasSuffix("1 closed account not shown; --all shows them.\n"),
            "\(listed)")
        #expect(
            try SpendropBinary.run(["accounts", "--all"], environment: sandbox.environment).output.contains(
                "Old Card (closed)"))
        let refused = try SpendropBinary.run(
            ["add", "3", "Tea", "--account", "Old Card"], environment: sandbox.environment)
        #expect(
            refused.status == 1
                && refused.errors.contains("'Old Card' is closed; 'spendrop accounts reopen Old Card' opens it again"),
            "\(refused.errors)")
        #expect(
            try SpendropBinary.run(["transactions", "--account", "Old Card"], environment: sandbox.environment).output
                .contains("Cash → Old Card"))
        #expect(
            try SpendropBinary.run(["accounts", "reopen", "Old Card"], environment: sandbox.environment).status == 0)
        #expect(
            try SpendropBinary.run(["add", "3", "Tea", "--account", "Old Card"], environment: sandbox.environment)
                .status == 0)
        #expect(try SpendropBinary.run(["accounts", "add", "Spare"], environment: sandbox.environment).status == 0)
        #expect(
            try SpendropBinary.run(["accounts", "delete", "Spare"], environment: sandbox.environment).output
                == "Deleted account Spare.\n")
    }

    @Test func importingAFileTwiceChangesNothingUnlessDuplicatesAreAllowed() throws {
        let sandbox = Sandbox()
        let file = sandbox.root.appendingPathComponent("week.csv")
        try Data(
            """
            date,type,account,to_account,amount,currency,merchant,category,note
            2026-11-01,out,Cash,,12.50,MYR,Kopi,,
            2026-11-01,out,Cash,,12.50,MYR,Kopi,,
            2026-11-02,in,Bank,,100.00,MYR,Boss,,
            2026-11-03,transfer,Bank,Cash,20.00,MYR,,,

            """.utf8
        ).write(to: file)
        func count() throws -> Int? {
            let listed = try SpendropBinary.run(["transactions", "--json"], environment: sandbox.environment).output
            return (try JSONSerialization.jsonObject(with: Data(listed.utf8)) as? [String: Any])?["count"] as? Int
        }
        let first = try SpendropBinary.run(["import", "csv", file.path], environment: sandbox.environment)
        #expect(first.output.hasPrefix("Imported 4 transactions"), "\(first.output)\(first.errors)")
        let again = try SpendropBinary.run(["import", "csv", file.path], environment: sandbox.environment)
        #expect(again.status == 0)
        #expect(
            again.output.contains("Imported 0 transactions")
                && again.output.contains("Skipped 4 transactions the store already held"),
            "\(again.output)")
        #expect(try count() == 4, "a repeat within one file is kept; the second import adds nothing")
        let allowed = try SpendropBinary.run(
            ["import", "csv", file.path, "--allow-duplicates"], environment: sandbox.environment)
        #expect(allowed.output.hasPrefix("Imported 4 transactions"), "\(allowed.output)")
        #expect(try count() == 8)
    }
}

/// Money shared with others moves right: my share of a bill I paid is my spending, and settling
/// moves the money through an account, with the PayBook and the balances agreeing.
@Suite struct SharedMoneyTests {
    static func run(_ words: [String], _ sandbox: Sandbox) throws -> SpendropBinary.Result {
        try SpendropBinary.run(words, environment: sandbox.environment)
    }

    static func object(_ words: [String], _ sandbox: Sandbox) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(try run(words + ["--json"], sandbox).output.utf8)) as? [String: Any]
            ?? [:]
    }

    static func minor(_ value: Any?) -> Int? { (value as? [String: Any])?["minor"] as? Int }

    @Test func aSplitBillCountsMyShareAndSettlingMovesTheMoneyIntoTheAccount() throws {
        let sandbox = Sandbox()
        for words in [
            ["accounts", "add", "Cash", "--opening", "100"], ["accounts", "add", "Maybank", "--opening", "500"],
            ["split", "30", "Dinner", "--with", "Aisyah", "--account", "Cash", "--category", "Food"],
        ] {
            let result = try Self.run(words, sandbox)
            #expect(result.status == 0, "\(words): \(result.errors)")
        }
        let home = try Self.object(["home"], sandbox)
        let card = home["cash_flow"] as? [String: Any] ?? home
        #expect(Self.minor(card["money_out"]) == 1_500, "Home counts my share: \(home)")
        let breakdown = try Self.object(["breakdown"], sandbox)
        #expect(Self.minor(breakdown["total"]) == 1_500, "\(breakdown)")

        let settled = try Self.run(["settle", "Aisyah", "15", "--account", "maybank"], sandbox)
        #expect(
            settled.output == "Recorded: Aisyah paid you RM 15.00 into Maybank (#2).\nYou and Aisyah are settled up.\n",
            "\(settled.output)\(settled.errors)")
        let accounts = try Self.object(["accounts"], sandbox)["accounts"] as? [[String: Any]] ?? []
        #expect(
            accounts.map { Self.minor($0["balance"]) } == [7_000, 51_500],
            "Cash paid the whole bill, Maybank got her share: \(accounts)")
        let after = try Self.object(["home"], sandbox)
        let cardAfter = after["cash_flow"] as? [String: Any] ?? after
        #expect(
            Self.minor(cardAfter["money_in"]) == 0 && Self.minor(cardAfter["money_out"]) == 1_500,
            "a repayment is not income: \(after)")
        #expect(try Self.run(["paybook"], sandbox).output.contains("You and Aisyah are settled up"))

        // Deleting the money takes the settlement with it; undo brings both back.
        let deleted = try Self.run(["delete", "2"], sandbox)
        #expect(deleted.output.contains("and the settlement with Aisyah it paid"), "\(deleted.output)\(deleted.errors)")
        #expect(try Self.run(["paybook"], sandbox).output.contains("Aisyah owes you RM 15.00"))
        #expect(try Self.run(["undo"], sandbox).status == 0)
        #expect(try Self.run(["paybook"], sandbox).output.contains("You and Aisyah are settled up"))
    }

    @Test func myShareOfABillSomeoneElsePaidIsSpendingOnceAndMovesNoAccountUntilIPayThemBack() throws {
        let sandbox = Sandbox()
        for words in [
            ["accounts", "add", "Cash", "--opening", "100"],
            ["split", "30", "Dinner", "--with", "Ben", "--paid-by", "Ben", "--category", "Food"],
        ] {
            let result = try Self.run(words, sandbox)
            #expect(result.status == 0, "\(words): \(result.errors)")
        }
        let home = try Self.object(["home"], sandbox)["cash_flow"] as? [String: Any] ?? [:]
        #expect(
            Self.minor(home["money_out"]) == 1_500 && home["transactions"] as? Int == 1,
            "my share is this month's spending: \(home)")
        let rows = try Self.object(["breakdown"], sandbox)["categories"] as? [[String: Any]] ?? []
        #expect(rows.map { "\($0["category"] ?? "") \(Self.minor($0["amount"]) ?? 0)" } == ["Food 1500"], "\(rows)")
        let accounts = try Self.object(["accounts"], sandbox)["accounts"] as? [[String: Any]] ?? []
        #expect(
            accounts.map { Self.minor($0["balance"]) } == [10_000], "Ben's bill moved none of my money: \(accounts)")

        let paid = try Self.run(["settle", "Ben", "15", "--account", "Cash"], sandbox)
        #expect(paid.status == 0 && paid.output.contains("You and Ben are settled up"), "\(paid.output)\(paid.errors)")
        let after = try Self.object(["home"], sandbox)["cash_flow"] as? [String: Any] ?? [:]
        #expect(Self.minor(after["money_out"]) == 1_500, "paying Ben back is not spent a second time: \(after)")
        let cash = try Self.object(["accounts"], sandbox)["accounts"] as? [[String: Any]] ?? []
        #expect(cash.map { Self.minor($0["balance"]) } == [8_500], "the pay-back left Cash: \(cash)")
    }
}

/// `parse --save` books each notification where its text says, once.
@Suite struct ParseSaveTests {
    static func parse(_ text: String, _ extra: [String] = [], _ sandbox: Sandbox) throws -> SpendropBinary.Result {
        try SpendropBinary.run(["parse", "-", "--save"] + extra, environment: sandbox.environment, input: text)
    }

    @Test func aNotificationIsSavedInTheAccountItNamesAndOnlyOnce() throws {
        let sandbox = Sandbox()
        for name in ["Cash", "Maybank Savings", "Touch 'n Go", "Maybank Visa 4321"] {
            #expect(try SpendropBinary.run(["accounts", "add", name], environment: sandbox.environment).status == 0)
        }
        let maybank = "MAE: You've paid RM12.50 to MAMAK CORNER on 02/12/2026 13:45. Ref 884213"
        let wallet = "Touch 'n Go eWallet: You've paid RM5.00 to TEALIVE on 02/12/2026 09:00."
        #expect(
            try Self.parse(maybank, ["--account", "Maybank Savings"], sandbox).output.hasSuffix(
                "Saved 1 transaction.\n"))
        let again = try Self.parse(maybank, ["--account", "Maybank Savings"], sandbox)
        #expect(
            again.output.hasSuffix(
                "Skipped 1 transaction the store already held; --allow-duplicates saves them as well.\n"),
            "\(again.output)\(again.errors)")
        #expect(try Self.parse(wallet, [], sandbox).status == 0)
        #expect(try Self.parse(wallet, [], sandbox).output.contains("Skipped 1 transaction"))

        // Two Maybank accounts and no digits in the text: refused with both named, nothing written.
        let before = try BadInputTests.storeDigest(sandbox)
        let ambiguous = try Self.parse("Maybank: RM8.00 paid to KOPI on 02/12/2026 10:00", [], sandbox)
        #expect(
            ambiguous.status == 1 && ambiguous.errors.contains("could be 'Maybank Savings' or 'Maybank Visa 4321'"),
            "\(ambiguous.errors)")
        #expect(try BadInputTests.storeDigest(sandbox) == before)

        let listed = try SpendropBinary.run(["transactions"], environment: sandbox.environment).output
        #expect(
            listed.contains("MAMAK CORNER · Maybank Savings") && listed.contains("TEALIVE · Touch 'n Go")
                && listed.contains("2 transactions\n"),
            "\(listed)")
    }
}

/// Every ISO 4217 currency with a minor unit: amounts, accounts, rates and the currency setting
/// take AUD, HKD, TWD, INR, CHF, CAD, VND and PHP as they take MYR, each with its own decimals
/// and the symbol people write.
@Suite struct EveryCurrencyTests {
    @Test func currenciesBeyondTheFirstTwelveAreRecordedWithTheirOwnDecimalsAndSymbols() throws {
        let sandbox = Sandbox()
        for (code, amount, shown) in [
            ("AUD", "A$ 12.50", "A$12.50"), ("HKD", "HKD 80", "HK$80.00"), ("TWD", "NT$150", "NT$150.00"),
            ("INR", "₹ 250", "₹250.00"), ("CHF", "CHF 4.20", "CHF 4.20"), ("CAD", "CAD 9.99", "CA$9.99"),
            ("VND", "VND 55000", "₫55,000"), ("PHP", "₱ 120", "₱120.00"),
        ] {
            let opened = try SpendropBinary.run(
                ["accounts", "add", "Wallet \(code)", "--currency", code], environment: sandbox.environment)
            #expect(opened.status == 0, "\(code): \(opened.errors)")
            let added = try SpendropBinary.run(
                ["add", amount, "Lunch", "--account", "Wallet \(code)"], environment: sandbox.environment)
            #expect(
                added.status == 0 && added.output.contains("Money Out \(shown)"),
                "\(code): \(added.output)\(added.errors)")
        }
        let dong = try SpendropBinary.run(
            ["add", "VND 1.5", "Pho", "--account", "Wallet VND"], environment: sandbox.environment)
        #expect(dong.status == 2 && dong.errors.contains("VND"), "the dong has no decimals: \(dong.errors)")
        #expect(try SpendropBinary.run(["rates", "set", "AUD", "3.05"], environment: sandbox.environment).status == 0)
        #expect(
            try SpendropBinary.run(["prefs", "set", "currency", "INR"], environment: sandbox.environment).status == 0)
        let unknown = try SpendropBinary.run(["add", "XYZ 5", "Nothing"], environment: sandbox.environment)
        #expect(
            unknown.status == 2 && unknown.errors.contains("'XYZ' is not a currency spendrop knows"),
            "\(unknown.errors)")
    }
}

/// A recurring bill is held to what `add` is held to, when it is set up rather than when it books.
@Suite struct RecurringInputTests {
    @Test func aBillInACurrencyItsAccountDoesNotKeepIsRefusedAndUndoTakesTheCashItMade() throws {
        let sandbox = Sandbox()
        let first = try SpendropBinary.run(
            ["recurring", "add", "USD 5", "Netflix", "--every", "month"], environment: sandbox.environment)
        #expect(first.status == 0, "\(first.errors)")
        #expect(try SpendropBinary.run(["undo"], environment: sandbox.environment).status == 0)
        let listed = try SpendropBinary.run(["accounts", "--all", "--json"], environment: sandbox.environment).output
        let accounts =
            (try JSONSerialization.jsonObject(with: Data(listed.utf8)) as? [String: Any])?["accounts"] as? [Any]
        #expect(accounts?.isEmpty == true, "the Cash made for the bill went with it: \(listed)")
        #expect(
            try SpendropBinary.run(["accounts", "add", "Wise", "--currency", "EUR"], environment: sandbox.environment)
                .status == 0)
        let euro = try SpendropBinary.run(
            ["recurring", "add", "10", "Gym", "--every", "day", "--account", "Wise", "--category", "Health"],
            environment: sandbox.environment)
        #expect(euro.status == 0, "a bare amount is read in the account's currency: \(euro.errors)")
        let ringgit = try SpendropBinary.run(
            ["recurring", "add", "MYR 10", "Gym", "--every", "day", "--account", "Wise"],
            environment: sandbox.environment)
        #expect(
            ringgit.status == 1 && ringgit.errors.contains("'Wise' keeps EUR but the amount is in MYR"),
            "\(ringgit.errors)")
    }
}
