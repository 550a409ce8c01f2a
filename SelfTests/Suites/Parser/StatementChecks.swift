import SelfTestRunner
import SpenDropCore

/// Bank statement files read as banks write them (OFX and QFX, 1.x SGML and 2.x XML, and QIF):
/// amounts with their own sign and separators, a posting's day as written, the ways real files
/// bend the format read as the plain form, and a record that cannot be read named by its line.
enum StatementChecks {
    static func ofx(
        _ body: String, header: String = "OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\nCHARSET:1252\n\n"
    ) throws
        -> Statement
    {
        try OFXStatementReader.read(Array((header + body).utf8), defaultCurrency: .myr)
    }

    static func bank(_ transactions: String) -> String {
        "<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>EUR<BANKACCTFROM><BANKID>1<ACCTID>42</BANKACCTFROM>"
            + "<BANKTRANLIST>\(transactions)</BANKTRANLIST><LEDGERBAL><BALAMT>10.00<DTASOF>20240131</LEDGERBAL>"
            + "</STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>"
    }

    static func qif(_ text: String) throws -> Statement {
        try QIFStatementReader.read(Array(text.utf8), defaultCurrency: .usd)
    }

    /// The line and reason `body` stops at, or "read" when it does not stop.
    static func stop(_ body: () throws -> Statement) -> String {
        do {
            _ = try body()
            return "read"
        } catch let error as StatementError {
            return "line \(error.line): \(error.reason)"
        } catch {
            return "\(error)"
        }
    }

    static var all: [SelfTestCheck] {
        [
            SelfTestCheck(
                "a statement's amounts are read as banks write them, extra decimals rounded half away from zero"
            ) { _ in
                let written = [
                    ("-2.60", -260), ("-2,60", -260), ("+00000000000115.8331", 11583), ("11'373.94", 1_137_394),
                    ("-1.2345", -123), ("0.005", 1), ("1.234,56", 123_456), ("7", 700),
                ]
                return .all(
                    try written.map { text, minor in
                        let read = try ofx(
                            bank("<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20240102<TRNAMT>\(text)<FITID>1</STMTTRN>"))
                        return .equal(read.accounts.first?.transactions.first?.amount.minorUnits, Int64(minor), text)
                    })
            },
            SelfTestCheck(
                "the sign is the amount's, never the type label's, and the day is the file's whatever its zone"
            ) { _ in
                let read = try ofx(
                    bank(
                        "<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20010102225126.000[-5:EST]<TRNAMT>-12.00<FITID>a<NAME>Shop</STMTTRN>"
                            + "<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20010103<TRNAMT>5.00<FITID>b<NAME>Refund</STMTTRN>"))
                let transactions = read.accounts.first?.transactions ?? []
                return .all([
                    .equal(transactions.map(\.amount.minorUnits), [-1200, 500], "amounts"),
                    .equal(transactions.map(\.day.description), ["2001-01-02", "2001-01-03"], "days"),
                    .equal(transactions.map(\.bankID), ["a", "b"], "the bank's ids"),
                    .equal(read.accounts.first?.ledgerBalance?.minorUnits, 1000, "the closing balance"),
                ])
            },
            SelfTestCheck("OFX 1.x with the ends of values and aggregates left out reads as OFX 2.x written whole") {
                _ in
                // The first transaction's end is left out too: the next one opens beside it, not in it.
                let sgml = try ofx(
                    bank(
                        "<STMTTRN><TRNTYPE>POS<DTPOSTED>20240105<TRNAMT>-3.50<FITID>x<NAME>Kopi<MEMO>a &amp; b"
                            + "<STMTTRN><DTPOSTED>20240106<TRNAMT>-1.00<FITID>y"))
                let xml = try ofx(
                    bank(
                        "<STMTTRN><TRNTYPE>POS</TRNTYPE><DTPOSTED>20240105</DTPOSTED><TRNAMT>-3.50</TRNAMT><FITID>x</FITID>"
                            + "<NAME>Kopi</NAME><MEMO>a &amp; b</MEMO></STMTTRN>"
                            + "<STMTTRN><DTPOSTED>20240106</DTPOSTED><TRNAMT>-1.00</TRNAMT><FITID>y</FITID></STMTTRN>"),
                    // As many lines before <OFX> as the SGML header, ended by CR alone.
                    header: "<?xml version=\"1.0\"?>\r<?OFX OFXHEADER=\"200\" VERSION=\"211\"?>\r\r\r\r")
                return .all([
                    .equal(sgml, xml, "the same statement"),
                    .equal(sgml.accounts.first?.transactions.map(\.memo), ["a & b", ""], "memos"),
                ])
            },
            SelfTestCheck(
                "Latin-1 and Windows-1252 bytes under a 1252 header, after a byte order mark, read as written"
            ) { _ in
                let text =
                    "OFXHEADER:100\nCHARSET:1252\n\n"
                    + bank("<STMTTRN><DTPOSTED>20240105<TRNAMT>-1.00<NAME>Caf\u{E9} \u{20AC}</STMTTRN>")
                let bytes: [UInt8] =
                    [0xEF, 0xBB, 0xBF] + text.unicodeScalars.map { $0 == "\u{20AC}" ? 0x80 : UInt8($0.value) }
                let read = try OFXStatementReader.read(bytes, defaultCurrency: .myr)
                return .equal(read.accounts.first?.transactions.first?.payee, "Café €", "the payee")
            },
            SelfTestCheck("an OFX record that cannot be read stops the whole file at its line") { _ in
                let cases = [
                    ("<STMTTRN><DTPOSTED>20240105<FITID>1</STMTTRN>", "line 8: a transaction has no amount (TRNAMT)"),
                    ("<STMTTRN><DTPOSTED>20240105<TRNAMT>abc</STMTTRN>", "line 8: 'abc' is not an amount"),
                    (
                        "<STMTTRN><DTPOSTED>2024-01<TRNAMT>1.00</STMTTRN>",
                        "line 8: '2024-01' is not a day (OFX writes YYYYMMDD)"
                    ),
                    ("<STMTTRN><TRNAMT>1.00</STMTTRN>", "line 8: a transaction has no day it was posted (DTPOSTED)"),
                ]
                return .all(
                    cases.map { body, reason in .equal(stop { try ofx(bank("\n\n" + body)) }, reason, body) }
                        + [
                            .equal(
                                stop {
                                    try OFXStatementReader.read(Array("date,amount\n".utf8), defaultCurrency: .myr)
                                },
                                "line 1: there is no <OFX> element: this is not an OFX or QFX file", "a CSV file")
                        ])
            },
            SelfTestCheck(
                "a QIF file's date order is its dates' own: day first when a first number passes 12, else month first"
            ) { _ in
                func days(_ records: String) throws -> [String] {
                    try qif("!Type:Bank\n" + records).accounts.first?.transactions.map(\.day.description) ?? []
                }
                return .all([
                    .equal(
                        try days("D23/10/2013\nT-1.00\n^\nD11/10/2013\nT-1.00\n^\n"), ["2013-10-23", "2013-10-11"],
                        "day first"),
                    .equal(
                        try days("D10/11/2013\nT-1.00\n^\nD12/29/2013\nT-1.00\n^\n"), ["2013-10-11", "2013-12-29"],
                        "month first"),
                    .equal(
                        try days("D1/ 1/10\nT-1.00\n^\nD2/10'2020\nT-1.00\n^\n"), ["2010-01-01", "2020-02-10"],
                        "Quicken's forms"),
                    .equal(try days("D13/1/2020\nT-1.00\n^\n"), ["2020-01-13"], "13 first is a day"),
                    .equal(
                        try days("D2/10'2020\r\nT-10.00\r\nSBills\r\nD1/10'2020\r\n$-10.00\r\n^\r\n"), ["2020-02-10"],
                        "a day inside the splits is the split's"),
                ])
            },
            SelfTestCheck(
                "QIF registers go under the account before them, and lists and memorised transactions give nothing"
            ) { _ in
                let read = try qif(
                    """
                    !Type:Cat\nNfood\n^\n!Account\nNWallet\nTCash\n^\n!Type:Cash\nD1/2/2024\nT-6.50\nPKopi\nMlate\n^
                    !Account\nNShares\nTInvst\n^\n!Type:Invst\nD1/3/2024\nNBuyX\nT100.00\n^\n!Type:Memorized\nKC\nT-9.99\nPRent\n^
                    """)
                return .all([
                    .equal(read.accounts.map(\.id), ["Wallet", "Shares"], "accounts"),
                    .equal(read.accounts.map(\.transactions.count), [1, 0], "transactions"),
                    .equal(read.accounts.map(\.investmentRecordCount), [0, 1], "investment records"),
                    .equal(read.accounts.map(\.kind), [.bank, .investment], "kinds"),
                    .equal(
                        read.accounts.first?.transactions.first?.amount, Money(minorUnits: -650, currency: .usd),
                        "amount"),
                    .equal(read.accounts.first?.transactions.first?.payee, "Kopi", "payee"),
                    .equal(
                        try qif("!Account\nNSavings\nTBank\n^\n!Type:Bank\n").accounts.map {
                            "\($0.kind) \($0.transactions.count)"
                        },
                        ["bank 0"], "an account whose register has no record"),
                ])
            },
            SelfTestCheck("a QIF account list (!Option:AutoSwitch) names accounts without switching to them") { _ in
                let list = "!Option:AutoSwitch\n!Account\nNSavings\nTBank\n^\nNCard\nTCCard\n^\n!Clear:AutoSwitch\n"
                let register = "!Type:Bank\nD1/2/2024\nT-1.00\n^\n"
                return .all([
                    .equal(try qif(list + register).accounts.map(\.id), [nil], "a register after the list"),
                    .equal(
                        try qif(list + "!Account\nNWallet\nTCash\n^\n" + register).accounts.map(\.id), ["Wallet"],
                        "a register after an account the list has ended"),
                ])
            },
            SelfTestCheck("a QIF two-digit year is this century's below 70 and the last one's from 70") { _ in
                let read = try qif("!Type:Bank\nD1/2/69\nT-1.00\n^\nD1/2/70\nT-1.00\n^\nD31/1/99\nT-1.00\n^\n")
                return .equal(
                    read.accounts.first?.transactions.map(\.day.description),
                    ["2069-02-01", "1970-02-01", "1999-01-31"],
                    "days, day first as 31/1/99 shows")
            },
            SelfTestCheck("an OFX file's lines are counted with CR, LF or CRLF ends, and a tag never closed is said") {
                _ in
                let body = bank("<STMTTRN>\r<DTPOSTED>20240105\r\n<TRNAMT>x\n</STMTTRN>")
                return .all([
                    .equal(
                        stop { try ofx(body + "\r", header: "OFXHEADER:100\r\r") }, "line 5: 'x' is not an amount",
                        "CR and CRLF ends"),
                    .equal(
                        stop { try ofx("<OFX><BANKMSGSRSV1><STMTRS") }, "line 6: a tag is not closed with '>'",
                        "a tag cut off"),
                ])
            },
            SelfTestCheck("a QIF record that cannot be read stops the whole file at its line") { _ in
                let cases = [
                    ("T-1.00\n^\n", "line 3: a record has no day (a D line)"),
                    ("D1/2/2024\n^\n", "line 3: a record has no amount (a T line)"),
                    ("D1/2/2024\nTabc\n^\n", "line 4: 'abc' is not an amount"),
                    ("D13/13/2024\nT1.00\n^\n", "line 3: '13/13/2024' is not a day"),
                ]
                return .all(
                    cases.map { records, reason in .equal(stop { try qif("!Type:Bank\n\n" + records) }, reason, records)
                    })
            },
            SelfTestCheck(
                "over 500 random statements against held lines, each key's new lines are its lines in the file less those the store holds, never fewer than none"
            ) { _ in
                var random = SplitMix64(seed: 4207)
                var failures: [String] = []
                for round in 0..<500 {
                    func line(_ number: Int) -> StatementImport.Line {
                        let withID = random.next(below: 3) == 0
                        let text = ["KOPI", "NASI", "ROTI"][Int(random.next(below: 3))]
                        return StatementImport.Line(
                            day: CalendarDay(year: 2026, month: 11, day: 1 + Int(random.next(below: 3)))!,
                            amount: Money(minorUnits: -Int64(random.next(below: 3)) * 100, currency: .myr),
                            merchant: text, category: nil, note: "",
                            bankLine: BankLine(id: withID ? "F\(random.next(below: 4))" : nil, text: text),
                            fileLine: number)
                    }
                    let lines = (0..<Int(random.next(below: 12))).map(line)
                    let held = (0..<Int(random.next(below: 12))).map { _ in
                        let other = line(0)
                        return StatementImport.Key(
                            day: other.day, minorUnits: other.amount.minorUnits, bankLine: other.bankLine)
                    }
                    let (new, already) = StatementImport.newLines(lines, held: held)
                    // The reference: per key, the file's count less the store's, at least none.
                    func key(_ line: StatementImport.Line) -> StatementImport.Key {
                        StatementImport.Key(day: line.day, minorUnits: line.amount.minorUnits, bankLine: line.bankLine)
                    }
                    var expected: [StatementImport.Key: Int] = [:]
                    for line in lines { expected[key(line), default: 0] += 1 }
                    for key in held where expected[key] != nil { expected[key]! -= 1 }
                    let expectedNew = expected.mapValues { max(0, $0) }
                    var actualNew: [StatementImport.Key: Int] = [:]
                    for line in new { actualNew[key(line), default: 0] += 1 }
                    if actualNew.filter({ $0.value > 0 }) != expectedNew.filter({ $0.value > 0 })
                        || already != lines.count - new.count
                        || new.map(\.fileLine) != new.map(\.fileLine).sorted()
                    {
                        failures.append("round \(round): \(lines.count) lines, \(held.count) held → \(new.count) new")
                    }
                }
                return .equal(failures, [], "rounds where the new lines differ from the reference count")
            },
            SelfTestCheck(
                "a file's own category names a spendrop category: hledger's expenses:food is Food, a QIF Auto:Fuel Auto; an asset, a transfer or unknown is none"
            ) { _ in
                let cases: [(String?, String?)] = [
                    ("expenses:food", "Food"), ("Expenses:Food:Dining", "Food"), ("income:salary", "Salary"),
                    ("Auto:Fuel", "Auto"), ("groceries", "Groceries"), ("assets:bank:checking", nil),
                    ("liabilities:card", nil), ("expenses:unknown", nil), ("[Checking]", nil), ("", nil), (nil, nil),
                ]
                return .all(
                    cases.map { written, category in
                        .equal(StatementImport.fileCategory(written), category, written ?? "nil")
                    })
            },
            SelfTestCheck(
                "an account a statement opens starts at the closing balance less what was posted by the closing day, and is named after the bank and the id's last digits"
            ) { _ in
                func posted(_ day: Int, _ minor: Int64) -> Statement.Transaction {
                    Statement.Transaction(
                        bankID: nil, day: CalendarDay(year: 2026, month: 11, day: day)!,
                        amount: Money(minorUnits: minor, currency: .myr), payee: "", memo: "", typeLabel: nil, line: day
                    )
                }
                let account = Statement.Account(
                    id: "5140123456789", kind: .bank, currency: .myr,
                    transactions: [posted(2, -1_250), posted(5, 300_000), posted(29, -700)],
                    ledgerBalance: Money(minorUnits: 410_000, currency: .myr),
                    ledgerDay: CalendarDay(year: 2026, month: 11, day: 28), investmentRecordCount: 0)
                let unnamed = Statement.Account(
                    id: "assets:bank:checking", kind: .bank, currency: nil, transactions: [], ledgerBalance: nil,
                    ledgerDay: nil, investmentRecordCount: 0)
                return .all([
                    .equal(
                        StatementImport.openingBalance(for: account)?.minorUnits, 111_250,
                        "RM 4,100.00 less RM 2,987.50 posted by the 28th (the 29th's is after)"),
                    .equal(
                        StatementImport.accountName(for: account, institution: "Maybank", taken: []), "Maybank 6789",
                        "named after the bank"),
                    .equal(
                        StatementImport.accountName(for: account, institution: nil, taken: ["bank 6789"]),
                        "Bank 6789 (2)", "a taken name gets a number"),
                    .equal(
                        StatementImport.accountName(for: unnamed, institution: nil, taken: []), "Checking",
                        "hledger's account by its last part"),
                ])
            },
            SelfTestCheck(
                "a statement file in UTF-16, either byte order, reads as the same text as in UTF-8"
            ) { _ in
                let text = "<OFX><NAME>Café ☕ 東京</NAME></OFX>"
                let units = Array(text.utf16)
                let little: [UInt8] = [0xFF, 0xFE] + units.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
                let big: [UInt8] = [0xFE, 0xFF] + units.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
                return .all([
                    .equal(StatementText.decode(little), text, "UTF-16 little-endian"),
                    .equal(StatementText.decode(big), text, "UTF-16 big-endian"),
                    .equal(StatementText.decode([0xEF, 0xBB, 0xBF] + Array(text.utf8)), text, "UTF-8 with its mark"),
                ])
            },
            SelfTestCheck(
                "a line's text, note and learned category: payee and memo each once, the memo a note only beside a payee, every line of a merchant learned"
            ) { _ in
                func posted(_ payee: String, _ memo: String, _ line: Int) -> Statement.Transaction {
                    Statement.Transaction(
                        bankID: nil, day: CalendarDay(year: 2026, month: 11, day: 2)!,
                        amount: Money(minorUnits: -500, currency: .myr), payee: payee, memo: memo, typeLabel: nil,
                        line: line)
                }
                let account = Statement.Account(
                    id: "1", kind: .bank, currency: .myr,
                    transactions: [
                        posted("KOPI", "KOPI", 1), posted("", "ATM KL", 2), posted("KOPI", "branch 2", 3),
                    ], ledgerBalance: nil, ledgerDay: nil, investmentRecordCount: 0)
                var asked: [String] = []
                let lines = StatementImport.lines(of: account, rules: []) { merchant in
                    asked.append(merchant)
                    return merchant == "KOPI" ? "Drinks" : nil
                }
                return .all([
                    .equal(lines.map(\.bankLine.text), ["KOPI", "ATM KL", "KOPI | branch 2"], "texts"),
                    .equal(lines.map(\.merchant), ["KOPI", "ATM KL", "KOPI"], "merchants"),
                    .equal(lines.map(\.note), ["", "", "branch 2"], "notes"),
                    .equal(
                        lines.map(\.category), ["Drinks", nil, "Drinks"], "categories, learned for both KOPI lines"),
                    .equal(asked, ["KOPI", "ATM KL"], "each merchant looked up once"),
                ])
            },
            SelfTestCheck(
                "with no closing day every line counts toward the opening balance; a third account of one name gets (3); hledger's account with digits is named by its last part"
            ) { _ in
                let posted = Statement.Transaction(
                    bankID: nil, day: CalendarDay(year: 2026, month: 11, day: 2)!,
                    amount: Money(minorUnits: -1_000, currency: .myr), payee: "", memo: "", typeLabel: nil, line: 1)
                let undated = Statement.Account(
                    id: "99887766", kind: .creditCard, currency: .myr, transactions: [posted, posted],
                    ledgerBalance: Money(minorUnits: 5_000, currency: .myr), ledgerDay: nil, investmentRecordCount: 0)
                let hledger = Statement.Account(
                    id: "assets:bank:acct1234", kind: .bank, currency: nil, transactions: [], ledgerBalance: nil,
                    ledgerDay: nil, investmentRecordCount: 0)
                return .all([
                    .equal(StatementImport.openingBalance(for: undated)?.minorUnits, 7_000, "RM 50.00 + RM 20.00"),
                    .equal(
                        StatementImport.accountName(
                            for: undated, institution: " ", taken: ["card 7766", "card 7766 (2)"]),
                        "Card 7766 (3)", "the next free number, a blank bank name as none"),
                    .equal(
                        StatementImport.accountName(for: hledger, institution: "Maybank", taken: []), "Acct1234",
                        "account1 assets:bank:acct1234"),
                ])
            },
            SelfTestCheck(
                "a rule sets a category, a merchant or both, matched anywhere ignoring case; one that sets nothing or is no pattern is refused"
            ) { _ in
                func refusal(_ pattern: String, _ category: String?, _ merchant: String?) -> String {
                    do throws(ImportRuleError) {
                        _ = try ImportRule(id: 1, pattern: pattern, category: category, merchant: merchant)
                        return "made"
                    } catch { return error.description }
                }
                let rules = [
                    try ImportRule(id: 1, pattern: "grab", category: "Transport", merchant: nil),
                    try ImportRule(id: 2, pattern: "food$", category: "Food", merchant: " GrabFood "),
                ]
                return .all([
                    .equal(refusal("x", "  ", nil), ImportRuleError.setsNothing.description, "a blank category alone"),
                    .equal(refusal("x", nil, nil), ImportRuleError.setsNothing.description, "nothing"),
                    .equal(refusal("x", nil, "Shell"), "made", "a merchant alone"),
                    .equal(refusal("", "Food", nil), ImportRuleError.emptyPattern.description, "no pattern"),
                    .equal(refusal("(", "Food", nil), ImportRuleError.notAPattern("(").description, "not a pattern"),
                    .equal(ImportRule.apply(rules, to: "MY GRAB ride").category, "Transport", "found anywhere"),
                    .equal(
                        ImportRule.apply(rules, to: "GRAB*FOOD").merchant, "GrabFood",
                        "the later rule's merchant, trimmed"
                    ),
                    .equal(ImportRule.apply(rules, to: "GRAB*FOOD").category, "Food", "the later rule wins"),
                    .equal(ImportRule.apply(rules, to: "Tealive").category, nil, "no rule"),
                ])
            },
            SelfTestCheck(
                "a statement read as it comes: cut off after its last value, with comments and tabs, in the currency it names; a QIF file needs its header and each !Account its own name"
            ) { _ in
                let cut = try ofx(
                    "<OFX><BANKMSGSRSV1><STMTRS><CURDEF>EUR<BANKACCTFROM><ACCTID>42</BANKACCTFROM><BANKTRANLIST>"
                        + "<STMTTRN><!-- posted late --><DTPOSTED>20240102<TRNAMT>\t-3.50\n<NAME>\tCaf&#233; Bakery\t<MEMO>  "
                )
                let named = try qif(
                    "!Account\nNSavings\n^\n!Type:Bank\n D1/2/2024\t\nT-1\n^\n!Account\nTBank\n^\n!Type:Bank\nD1/3/2024\nT-2\n^\n"
                )
                return .all([
                    .equal(cut.accounts.first?.currency, .eur, "the currency CURDEF names"),
                    .equal(
                        cut.accounts.first?.transactions.first?.amount, Money(minorUnits: -350, currency: .eur),
                        "amount"),
                    .equal(
                        cut.accounts.first?.transactions.first?.payee, "Café Bakery",
                        "the payee without its tabs, its character reference read"),
                    .equal(
                        stop { try qif("D1/2/2024\nT-1\n^\n") },
                        "line 1: this is not a QIF file: it does not start with !Type: or !Account", "no header"),
                    .equal(named.accounts.map(\.id), ["Savings", nil], "a second !Account without N names none"),
                ])
            },
        ]
    }
}
