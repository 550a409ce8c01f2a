import Foundation
import SelfTestRunner

/// A bank's statement brought in as a user does it: only what the store does not hold yet, into
/// the account remembered for the statement's account, opened at the balance that ends at the
/// statement's; rules before the learned category; a reconciliation that locks what agrees.
enum StatementImportChecks {
    /// Writes `text` into a new scratch file named `name` and returns its path.
    static func file(_ context: SelfTestContext, _ name: String, _ text: String) throws -> String {
        let url = try context.makeScratchDirectory("statement").appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// An OFX 1 bank statement of account `id` with `lines` (day, amount, FITID, name) and a closing balance.
    static func ofx(
        account id: String, _ lines: [(String, String, String, String)], closing: String, on day: String
    )
        -> String
    {
        "OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\n\n<OFX><SIGNONMSGSRSV1><SONRS><FI><ORG>Maybank</FI></SONRS>"
            + "</SIGNONMSGSRSV1><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>MYR<BANKACCTFROM><BANKID>1<ACCTID>\(id)"
            + "</BANKACCTFROM><BANKTRANLIST>\n"
            + lines.map {
                "<STMTTRN><TRNTYPE>POS<DTPOSTED>\($0.0)<TRNAMT>\($0.1)<FITID>\($0.2)<NAME>\($0.3)</STMTTRN>\n"
            }
            .joined()
            + "</BANKTRANLIST><LEDGERBAL><BALAMT>\(closing)<DTASOF>\(day)</LEDGERBAL></STMTRS></STMTTRNRS>"
            + "</BANKMSGSRSV1></OFX>\n"
    }

    static var all: [SelfTestCheck] {
        [
            SelfTestCheck(
                "a statement imported again, or a later one overlapping it, adds only what is new, and a day's repeats stay as many as the file has"
            ) { context in
                // In Los Angeles, where a line's noon is the evening in UTC: it is found again all the same.
                var app = AppHarness(location: try AppHarness.emptyStore(context, "statement-overlap"))
                app.zone = TimeZone(identifier: "America/Los_Angeles")!
                let kopi = "D12/01/2026\nT-5.00\nPKopi Tiam\n^\n"
                let first = try file(
                    context, "nov.qif", "!Type:Bank\n" + kopi + kopi + "D12/01/2026\nT-8.00\nPNasi\n^\n")
                let later = try file(
                    context, "dec.qif",
                    "!Type:Bank\n" + kopi + kopi + kopi
                        + "D12/01/2026\nT-8.00\nPNasi\n^\nD12/02/2026\nT-3.00\nPRoti\n^\n")
                let imported = app.run(["import", "qif", first, "--account", "Cash"])
                let again = app.run(["import", "qif", first, "--account", "Cash"])
                let overlapping = app.run(["import", "qif", later, "--account", "Cash"])
                let listed = app.run(["transactions", "--search", "kopi"]).output
                return .all([
                    .equal(imported.status, 0, imported.errors),
                    .contains(imported.output, ": 3 new, 0 already there."),
                    .contains(again.output, ": 0 new, 3 already there."),
                    .contains(overlapping.output, ": 2 new, 3 already there."),
                    .contains(listed, "3 transactions"),
                ])
            },
            SelfTestCheck(
                "an OFX statement opens its account at the balance that ends at the closing balance; the next goes to the same account and a closing balance spendrop disagrees with is said"
            ) { context in
                let app = AppHarness(location: try AppHarness.emptyStore(context, "statement-opening"))
                let november = try file(
                    context, "nov.ofx",
                    ofx(
                        account: "5140123456789",
                        [("20261102", "-12.50", "A1", "KOPI TIAM"), ("20261105", "3000.00", "A2", "SALARY")],
                        closing: "4100.00", on: "20261130"))
                let december = try file(
                    context, "dec.ofx",
                    ofx(
                        account: "5140123456789",
                        [("20261105", "3000.00", "A2", "SALARY"), ("20261203", "-40.00", "A3", "PETRONAS")],
                        closing: "4061.00", on: "20261231"))
                let first = app.run(["import", "ofx", november])
                // Entered by hand, not cleared: spendrop's balance counts it, the statement does not show it.
                _ = app.run(["add", "1", "Parking", "--account", "Maybank 6789", "--date", "2026-12-02"])
                let second = app.run(["import", "ofx", december])
                let accounts = app.run(["accounts"]).output
                return .all([
                    .equal(first.status, 0, first.errors),
                    .contains(
                        first.output, "Maybank 6789: 2 new, 0 already there; opened with a balance of RM 1,112.50."),
                    .contains(
                        first.output,
                        "The statement's balance of Maybank 6789 on 2026-11-30, RM 4,100.00, is spendrop's too."),
                    .equal(second.status, 0, second.errors),
                    .contains(second.output, "Maybank 6789: 1 new, 1 already there."),
                    .contains(
                        second.output,
                        "The statement says Maybank 6789 held RM 4,061.00 on 2026-12-31, but spendrop has RM 4,059.00 (-RM 2.00 off)"
                    ),
                    .that(
                        accounts.components(separatedBy: "Maybank").count == 2, expected: "one Maybank account",
                        actual: accounts),
                ])
            },
            SelfTestCheck(
                "--account sends a statement to an account the user names and the next statement of that account goes there too"
            ) { context in
                let app = AppHarness(location: try AppHarness.emptyStore(context, "statement-account"))
                _ = app.run(["accounts", "add", "Savings"])
                let one = try file(
                    context, "a.ofx",
                    ofx(account: "998877", [("20261102", "-1.00", "X1", "ONE")], closing: "-1.00", on: "20261102"))
                let two = try file(
                    context, "b.ofx",
                    ofx(account: "998877", [("20261103", "-2.00", "X2", "TWO")], closing: "-3.00", on: "20261103"))
                let named = app.run(["import", "ofx", one, "--account", "savings"])
                let remembered = app.run(["import", "ofx", two])
                let accounts = app.run(["accounts"]).output
                return .all([
                    .contains(named.output, "Savings: 1 new, 0 already there."),
                    .contains(remembered.output, "Savings: 1 new, 0 already there."),
                    .contains(
                        remembered.output,
                        "The statement's balance of Savings on 2026-11-03, -RM 3.00, is spendrop's too."),
                    .that(
                        !accounts.contains("998877") && !accounts.contains("8877"), expected: "no account opened",
                        actual: accounts),
                ])
            },
            SelfTestCheck(
                "two statements of one account in one file go to one account, a line both show added once"
            ) { context in
                let app = AppHarness(location: try AppHarness.emptyStore(context, "statement-twice"))
                let first = ofx(
                    account: "5140123456789",
                    [("20261102", "-12.50", "A1", "KOPI"), ("20261110", "-3.00", "A2", "ROTI")],
                    closing: "100.00", on: "20261110")
                let second = ofx(
                    account: "5140123456789",
                    [("20261110", "-3.00", "A2", "ROTI"), ("20261120", "-5.00", "A3", "TEH")],
                    closing: "95.00", on: "20261120")
                // The second response's <OFX> body inside the first's, as a bank that sends two statements writes them.
                let body = { (text: String) in
                    String(text[text.range(of: "<BANKMSGSRSV1>")!.lowerBound..<text.range(of: "</OFX>")!.lowerBound])
                }
                let both = try file(
                    context, "both.ofx",
                    "OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\n\n<OFX>" + body(first) + body(second) + "</OFX>\n")
                let imported = app.run(["import", "ofx", both])
                let accounts = app.run(["accounts"]).output
                return .all([
                    .equal(imported.status, 0, imported.errors),
                    .contains(imported.output, ": 3 new, 1 already there."),
                    .contains(
                        imported.output, "Bank 6789: 3 new, 1 already there; opened with a balance of RM 115.50."),
                    .contains(
                        imported.output,
                        "The statement's balance of Bank 6789 on 2026-11-20, RM 95.00, is spendrop's too."),
                    .that(
                        accounts.components(separatedBy: "Bank 6789").count == 2, expected: "one account",
                        actual: accounts),
                ])
            },
            SelfTestCheck("a statement that cannot be read names its file and line and imports nothing") { context in
                let location = try AppHarness.emptyStore(context, "statement-bad")
                let app = AppHarness(location: location)
                let bad = try file(
                    context, "bad.ofx",
                    ofx(
                        account: "1", [("20261102", "-1.00", "X1", "ONE"), ("20261102", "-1,00.0.0", "X2", "TWO")],
                        closing: "0", on: "20261102"))
                let before = try AppHarness.census(location.databaseURL)
                let refused = app.run(["import", "ofx", bad])
                let unnamed = app.run([
                    "import", "qif", try file(context, "none.qif", "!Type:Bank\nD1/2/2026\nT-1\n^\n"),
                ])
                let future = app.run([
                    "import", "ofx",
                    try file(
                        context, "future.ofx",
                        ofx(account: "1", [("99991231", "-1.00", "X1", "ONE")], closing: "0", on: "20261102")),
                ])
                return .all([
                    .equal(refused.status, 1, "exit status"),
                    .contains(refused.errors, "bad.ofx: line 7: '-1,00.0.0' is not an amount; nothing was imported"),
                    .contains(unnamed.errors, "line 2: the statement names no account; say which with --account NAME"),
                    .contains(
                        future.errors, "line 6: 9999-12-31 is outside 1970-01-01 to 2100-12-31; check the year"),
                    .equal(try AppHarness.census(location.databaseURL), before, "the store's rows"),
                ])
            },
            SelfTestCheck(
                "rules set the merchant and category of what a statement brings in, a later rule winning, and the learned category only where no rule sets one"
            ) { context in
                let app = AppHarness(location: try AppHarness.emptyStore(context, "statement-rules"))
                let steps = [
                    app.run(["add", "9", "Tealive", "--category", "Drinks"]).status,
                    app.run(["rules", "add", "--if-merchant-matches", "grab", "--set-category", "Transport"]).status,
                    app.run([
                        "rules", "add", "--if-merchant-matches", "^grab\\*?food", "--set-category", "Food",
                        "--set-merchant", "GrabFood",
                    ]).status,
                ]
                let statement = try file(
                    context, "rules.qif",
                    "!Type:Bank\nD11/02/2026\nT-20\nPGRAB*RIDE KL\n^\nD11/02/2026\nT-31\nPGRAB*FOOD 123\n^\n"
                        + "D11/03/2026\nT-9\nPTEALIVE SS2\n^\n")
                let imported = app.run(["import", "qif", statement, "--account", "Cash"])
                let listed = app.run(["transactions", "--json"]).output
                let removed = app.run(["rules", "remove", "1"])
                let rules = app.run(["rules"]).output
                return .all([
                    .equal(steps, [0, 0, 0], "an add and two rules"),
                    .equal(imported.status, 0, imported.errors),
                    .contains(listed, "\"merchant\" : \"GrabFood\""),
                    .that(
                        listed.contains("\"category\" : \"Transport\"") && listed.contains("\"category\" : \"Food\"")
                            && listed.components(separatedBy: "\"category\" : \"Drinks\"").count == 3,
                        expected: "Transport for the ride, Food for GrabFood, Drinks learned for both Tealives",
                        actual: listed),
                    .contains(removed.output, "Removed rule #1: merchant matches grab → category Transport."),
                    .that(
                        !rules.contains("#1 ")
                            && rules.contains("#2  merchant matches ^grab\\*?food → category Food, merchant GrabFood"),
                        expected: "only rule #2 left", actual: rules),
                ])
            },
            SelfTestCheck(
                "reconcile locks the cleared transactions when the balance agrees, a locked one needs --force, and one that disagrees changes nothing"
            ) { context in
                let location = try AppHarness.emptyStore(context, "reconcile")
                let app = AppHarness(location: location)
                let statement = try file(
                    context, "r.ofx",
                    ofx(
                        account: "42", [("20261102", "-12.50", "A1", "KOPI"), ("20261103", "100.00", "A2", "REFUND")],
                        closing: "87.50", on: "20261130"))
                _ = app.run(["import", "ofx", statement, "--account", "Bank"])
                _ = app.run(["add", "4", "Parking", "--account", "Bank", "--date", "2026-11-10"])
                let before = try AppHarness.census(location.databaseURL)
                let disagreeing = app.run(["reconcile", "Bank", "--balance", "83.50", "--as-of", "2026-11-30"])
                let unchanged = try AppHarness.census(location.databaseURL) == before
                let teh = [
                    app.run(["accounts", "add", "Cash"]).status,
                    app.run(["add", "2", "Teh", "--account", "Cash", "--date", "2026-11-11"]).status,
                ]
                let elsewhere = app.run([
                    "reconcile", "Bank", "--balance", "81.50", "--as-of", "2026-11-30", "--clear", "4",
                ])
                let agreed = app.run([
                    "reconcile", "Bank", "--balance", "83.50", "--as-of", "2026-11-30", "--clear", "3",
                ])
                let locked = app.run(["edit", "1", "--amount", "13"])
                let renamed = app.run(["edit", "1", "--category", "Food"])
                let forced = app.run(["delete", "1", "--force"])
                return .all([
                    .equal(disagreeing.status, 1, "exit status when the balances differ"),
                    .contains(
                        disagreeing.output,
                        "Bank has RM 87.50 cleared on 2026-11-30; the statement says RM 83.50 (RM 4.00 off)."),
                    .contains(disagreeing.output, "#3  2026-11-10  -RM 4.00  Parking"),
                    .equal(unchanged, true, "nothing cleared or locked by a reconciliation that disagrees"),
                    .equal(teh, [0, 0], "Cash and #4 in it"),
                    .contains(elsewhere.errors, "there is no transaction #4"),
                    .contains(
                        agreed.output,
                        "Bank agrees with the statement: RM 83.50 cleared on 2026-11-30. Locked 3 transactions"),
                    .equal(locked.status, 1, "exit status of an edit of a locked amount"),
                    .contains(locked.errors, "#1 was reconciled with the bank's statement and is locked; add --force"),
                    .equal(renamed.status, 0, "a category is not what the bank showed: \(renamed.errors)"),
                    .equal(forced.status, 0, forced.errors),
                ])
            },
        ]
    }
}
