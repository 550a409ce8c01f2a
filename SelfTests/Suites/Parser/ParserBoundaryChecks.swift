import SelfTestRunner
import SpenDropCore

/// Parser rules at their boundaries that a fixture text alone does not pin down: which named
/// institution is the account when a pay app is named too, how a photographed row holding two
/// label-value pairs side by side is cut and a slanted one kept whole, where a sentence ends on
/// one line, and where a merchant's name ends at a dash.
enum ParserBoundaryChecks {
    /// Every bank and wallet the parser knows, as a text writes it, and the name it gives.
    static let banksAndWallets: [(written: String, name: String)] = [
        ("Touch n Go", "Touch 'n Go eWallet"), ("MAE", "MAE"), ("Maybank", "Maybank"), ("CIMB", "CIMB"), ("RHB", "RHB"),
        ("Public Bank", "Public Bank"), ("Hong Leong", "Hong Leong Bank"), ("AmBank", "AmBank"),
        ("Bank Islam", "Bank Islam"),
        ("UOB", "UOB"), ("OCBC", "OCBC"), ("HSBC", "HSBC"), ("GrabPay", "GrabPay"), ("Boost", "Boost"),
        ("ShopeePay", "ShopeePay"),
    ]

    static func box(_ text: String, _ minX: Int, _ maxX: Int, top: Int = 100) -> PositionedWord {
        PositionedWord(text: text, minX: minX, minY: top, maxX: maxX, maxY: top + 20)
    }

    static var all: [SelfTestCheck] {
        [
            SelfTestCheck(
                "of the drafts a reader found, one of no money is dropped and one of a single sen beside it kept; none left is no amount"
            ) { _ in
                func draft(_ minorUnits: Int64, _ merchant: String) -> TransactionDraft {
                    TransactionDraft(
                        amount: Money(minorUnits: minorUnits, currency: .myr), direction: .moneyOut, merchant: merchant)
                }
                let mixed = ParseOutcome.drafted([
                    draft(0, "KEDAI ALI"), draft(1, "KEDAI ABU"), draft(1_250, "KEDAI AMIN"),
                ])
                let empty = ParseOutcome.drafted([draft(0, "KEDAI ALI")])
                return .all([
                    .equal(
                        mixed.drafts.compactMap(\.merchant), ["KEDAI ABU", "KEDAI AMIN"],
                        "drafts kept beside one of RM 0.00"),
                    .equal(mixed.reason, nil, "reason beside drafts"),
                    .equal(empty.drafts.count, 0, "drafts when every one is RM 0.00"),
                    .equal(empty.reason, .noAmount, "reason"),
                ])
            },
            SelfTestCheck(
                "a card of any bank or wallet paid through Apple Pay or Google Wallet is that bank's or wallet's, never the pay app's"
            ) { _ in
                let parser = NotificationParser(referenceDay: ParserFixture.referenceDay)
                var wrong: [String] = []
                for payApp in ["Apple Pay", "Google Wallet"] {
                    for (written, name) in banksAndWallets {
                        let text = "\(payApp): RM45.00 at KEDAI ALI with your \(written) card ending 1234 on 02/12/2026"
                        let institution = parser.parse(text).drafts.first?.accountHint?.institution
                        if institution != name {
                            wrong.append("\(payApp) + \(written): \(institution ?? "none") instead of \(name)")
                        }
                    }
                }
                return .equal(wrong, [], "texts whose account is not the bank or wallet named")
            },
            SelfTestCheck(
                "two label-value pairs side by side on a photographed row are two lines, a value with its currency or starting with its point or minus, labels starting with Z or É"
            ) { _ in
                let rows = [
                    [box("TOTAL", 10, 60), box("RM41.50", 100, 160), box("Zakat", 400, 450), box("2.00", 500, 540)],
                    [box("SUBTOTAL", 10, 90), box("39.00", 110, 160), box("Change", 400, 460), box("8.50", 500, 540)],
                    [box("ITEM", 10, 50), box("12", 100, 120), box("Zinc", 400, 440), box("3.00", 500, 540)],
                    // A tax code printed right after the price belongs to it: the gap is under two word heights.
                    [box("NASI", 10, 50), box("12.50", 100, 150), box("SR", 158, 178)],
                    // A word with a point in it is no amount: the row is not cut after it.
                    [box("REF.NO", 10, 70), box("Cashier", 400, 470)],
                    // Nor is a number with one decimal or four: a weight, a date with points.
                    [box("WEIGHT", 10, 70), box("1.5", 100, 130), box("Kg", 400, 430)],
                    [box("DATE", 10, 60), box("02.12.2026", 100, 200), box("Cashier", 400, 470)],
                    // Two and a half word heights after an amount is already another pair.
                    [box("TOTAL", 10, 60), box("12.50", 100, 150), box("Tip", 200, 230)],
                    // A label may start with a letter beyond ASCII; a dash is no label.
                    [box("TOTAL", 10, 60), box("12.50", 100, 150), box("Élan", 400, 450), box("3.00", 500, 540)],
                    [box("TOTAL", 10, 60), box("12.50", 100, 150), box("—", 400, 420), box("3.00", 500, 540)],
                    // A number or an ASCII sign after the gap is another column of the same line: no label.
                    [box("NASI", 10, 50), box("2.50", 100, 150), box("5.00", 400, 450), box("#2", 500, 520)],
                    // An amount may start with its point or a minus.
                    [box("CHANGE", 10, 70), box(".50", 100, 130), box("Tip", 400, 430), box("1.00", 500, 540)],
                    [box("DISCOUNT", 10, 90), box("-5.00", 100, 150), box("Tip", 400, 430), box("1.00", 500, 540)],
                ]
                return .equal(
                    rows.map { VisualRows.text($0) },
                    [
                        "TOTAL RM41.50\nZakat 2.00", "SUBTOTAL 39.00\nChange 8.50", "ITEM 12 Zinc 3.00",
                        "NASI 12.50 SR", "REF.NO Cashier", "WEIGHT 1.5 Kg", "DATE 02.12.2026 Cashier",
                        "TOTAL 12.50\nTip", "TOTAL 12.50\nÉlan 3.00", "TOTAL 12.50 — 3.00", "NASI 2.50 5.00 #2",
                        "CHANGE .50\nTip 1.00", "DISCOUNT -5.00\nTip 1.00",
                    ],
                    "the rows as lines")
            },
            SelfTestCheck(
                "a box line gives its word the corners as written, whatever their number of digits, signs and spaces"
            ) { _ in
                let lines =
                    "-3,7,1024,7,1024,+31,-3,31,GRAND TOTAL, RM\n 95 , 120,160,120,160,9,95,9, 41.50 \n0,0,8,0,8,4,0,4,x"
                let words = OCRBoxes.read(lines)?.map { "\($0.text) \($0.minX),\($0.minY) \($0.maxX),\($0.maxY)" }
                return .equal(
                    words, ["GRAND TOTAL, RM -3,7 1024,31", "41.50 95,9 160,120", "x 0,0 8,4"],
                    "each word with its corners")
            },
            SelfTestCheck(
                "a corner with no digits (empty or a sign alone) or with ten, makes no box line, so four lines with one such are no positioned input; nine digits do; a box with no text is a line but no word"
            ) { _ in
                let good = "0,0,8,0,8,4,0,4,KEDAI\n10,0,18,0,18,4,10,4,ALI\n0,10,8,10,8,14,0,14,TOTAL\n"
                return .all([
                    .equal(OCRBoxes.read(good + "10,10,18,10,18,14,10,14,12.50")?.count, 4, "four box lines read"),
                    .equal(OCRBoxes.read(good + "10,,18,10,18,14,10,14,12.50")?.count, nil, "an empty corner"),
                    .equal(
                        OCRBoxes.read(good + "10,10,18,10,18,14,-,14,12.50")?.count, nil, "a corner of a minus alone"),
                    .equal(
                        OCRBoxes.read(good + "10,10,18,10,18,14,1000000000,14,12.50")?.count, nil,
                        "a corner of ten digits"),
                    .equal(
                        OCRBoxes.read(good + "10,10,18,10,18,14,999999999,14,12.50")?.count, 4,
                        "a corner of nine digits"),
                    .equal(
                        OCRBoxes.read(good + "10,10,18,10,18,14,10,14,")?.count, 3,
                        "a last box line with no text (a box line, no word)"),
                    .equal(
                        OCRBoxes.read(good + "10,10,18,10,18,")?.count, nil,
                        "a last line cut off after its fifth corner"),
                ])
            },
            SelfTestCheck(
                "a slanted row whose words touch end to end stays one line, each word's centre carrying the row"
            ) { _ in
                // Each word sits 8 px lower than the one before; the last is 16 px below the first,
                // more than half a word's height, so only a row that follows its latest word holds it.
                let words = [
                    PositionedWord(text: "GRAND", minX: 0, minY: 100, maxX: 50, maxY: 120),
                    PositionedWord(text: "TOTAL", minX: 50, minY: 108, maxX: 110, maxY: 128),
                    PositionedWord(text: "41.50", minX: 110, minY: 116, maxX: 160, maxY: 136),
                ]
                return .equal(VisualRows.text(words), "GRAND TOTAL 41.50", "the row as a line")
            },
            SelfTestCheck(
                "a word whose centre is half a word's height below a row's is on that row; one pixel lower, it starts the next"
            ) { _ in
                .all([
                    .equal(
                        VisualRows.text([box("TOTAL", 0, 50, top: 100), box("12.50", 60, 110, top: 110)]),
                        "TOTAL 12.50", "10 px lower, height 20"),
                    .equal(
                        VisualRows.text([box("TOTAL", 0, 50, top: 100), box("12.50", 60, 110, top: 111)]),
                        "TOTAL\n12.50", "11 px lower, height 20"),
                ])
            },
            SelfTestCheck(
                "a label two word heights after an amount is still on its line; one pixel further, it starts the next pair"
            ) { _ in
                .all([
                    .equal(
                        VisualRows.text([box("TOTAL", 10, 60), box("12.50", 100, 150), box("Tip", 190, 220)]),
                        "TOTAL 12.50 Tip", "40 px after, height 20"),
                    .equal(
                        VisualRows.text([box("TOTAL", 10, 60), box("12.50", 100, 150), box("Tip", 191, 221)]),
                        "TOTAL 12.50\nTip", "41 px after, height 20"),
                ])
            },
            SelfTestCheck(
                "a tall word joins the tall row its centre is in, though a small word below that row's centre started a row after it"
            ) { _ in
                // `x` (6 px high) sits 4 px below TOTAL's centre, more than half its own height: a row of its
                // own. `12.50` is 10 px below TOTAL's centre (half its 40 px is 20) and 6 px below `x`'s
                // (half of 6 is 3): TOTAL's row, two rows back.
                let words = [
                    PositionedWord(text: "KEDAI", minX: 0, minY: 0, maxX: 50, maxY: 20),
                    PositionedWord(text: "TOTAL", minX: 0, minY: 80, maxX: 50, maxY: 120),
                    PositionedWord(text: "x", minX: 200, minY: 101, maxX: 206, maxY: 107),
                    PositionedWord(text: "12.50", minX: 60, minY: 90, maxX: 110, maxY: 130),
                ]
                return .equal(VisualRows.text(words), "KEDAI\nTOTAL 12.50\nx", "the rows as lines")
            },
            SelfTestCheck(
                "a word tucked under a row's last word joins it without dragging the row down to the next line's words"
            ) { _ in
                func word(_ text: String, _ minX: Int, _ maxX: Int, top: Int) -> PositionedWord {
                    PositionedWord(text: text, minX: minX, minY: top, maxX: maxX, maxY: top + 20)
                }
                let words = [
                    word("KOPI", 0, 50, top: 100), word("O", 60, 110, top: 108), word("x2", 70, 100, top: 115),
                    word("4.80", 120, 170, top: 119),
                ]
                return .equal(VisualRows.text(words), "KOPI O x2\n4.80", "the rows as lines")
            },
            SelfTestCheck(
                "a receipt photographed at a slant is read along the slant its OCR lines show: each label beside its own amount, not the next line's"
            ) { _ in
                // Three printed lines 30 px apart that climb 6 px per 100 across: each amount, 600 px
                // right of its label, stands 36 px higher: its centre is nearer the line above's label than its own.
                let lines = [("SUBTOTAL", "10.00"), ("TAX", "0.60"), ("TOTAL", "10.60")]
                let words = lines.enumerated().flatMap { index, line in
                    [
                        PositionedWord(
                            text: line.0, minX: 0, minY: 100 + 30 * index, maxX: 100, maxY: 120 + 30 * index,
                            ocrLine: index),
                        PositionedWord(
                            text: line.1, minX: 600, minY: 64 + 30 * index, maxX: 700, maxY: 84 + 30 * index,
                            ocrLine: index),
                    ]
                }
                let tsv =
                    ([TesseractTSV.header]
                    + words.map { word in
                        "5\t1\t1\t1\t\(word.ocrLine! + 1)\t1\t\(word.minX)\t\(word.minY)\t\(word.maxX - word.minX)\t20\t96\t\(word.text)"
                    }).joined(separator: "\n")
                let parser = NotificationParser(referenceDay: ParserFixture.referenceDay, defaultCurrency: .myr)
                return .all([
                    .equal(PageSlant.measure(words), PageSlant(rise: -0.06), "the slant measured"),
                    .equal(
                        VisualRows.text(words), "10.00\nSUBTOTAL 0.60\nTAX 10.60\nTOTAL",
                        "read level, each label takes the next line's amount"),
                    .equal(
                        VisualRows.text(words, slant: PageSlant.measure(words)),
                        "SUBTOTAL 10.00\nTAX 0.60\nTOTAL 10.60",
                        "read along the slant"),
                    .equal(
                        parser.parse(tsv, layout: .tsv).drafts.map(\.amount.minorUnits), [1060],
                        "tesseract's TSV of the photo drafts its total"),
                ])
            },
            SelfTestCheck(
                "a page's slant is measured only from two OCR lines or more whose words are four heights apart, and none steeper than a quarter"
            ) { _ in
                func line(_ number: Int?, rise: Int, across: Int) -> [PositionedWord] {
                    let top = 100 + 50 * (number ?? 0)
                    return [
                        PositionedWord(text: "TOTAL", minX: 0, minY: top, maxX: 40, maxY: top + 20, ocrLine: number),
                        PositionedWord(
                            text: "9.90", minX: across, minY: top + rise, maxX: across + 40, maxY: top + rise + 20,
                            ocrLine: number),
                    ]
                }
                return .all([
                    .equal(
                        PageSlant.measure(line(0, rise: 16, across: 160) + line(1, rise: 16, across: 160)),
                        PageSlant(rise: 0.1), "two lines, words 160 px (eight heights) apart"),
                    .equal(
                        PageSlant.measure(line(0, rise: 8, across: 80) + line(1, rise: 8, across: 80)),
                        PageSlant(rise: 0.1), "words 80 px apart, four heights"),
                    .equal(
                        PageSlant.measure(line(0, rise: 16, across: 79) + line(1, rise: 16, across: 79)), .level,
                        "words 79 px apart, under four heights"),
                    .equal(
                        PageSlant.measure(line(0, rise: 16, across: 128) + line(1, rise: 32, across: 128)),
                        PageSlant(rise: 0.1875), "two lines: the middle of their rises"),
                    .equal(
                        PageSlant.measure(
                            line(0, rise: 16, across: 160) + line(1, rise: 32, across: 160)
                                + line(2, rise: 8, across: 160)),
                        PageSlant(rise: 0.1), "three lines: the middle one's"),
                    .equal(
                        PageSlant.measure(line(0, rise: 40, across: 160) + line(1, rise: 40, across: 160)),
                        PageSlant(rise: 0.25), "a rise of a quarter exactly"),
                    .equal(PageSlant.measure(line(0, rise: 16, across: 160)), .level, "one line alone"),
                    .equal(
                        PageSlant.measure(line(nil, rise: 16, across: 160) + line(nil, rise: 16, across: 160)), .level,
                        "boxes with no OCR lines"),
                    .equal(
                        PageSlant.measure(line(0, rise: 41, across: 160) + line(1, rise: 41, across: 160)), .level,
                        "a rise steeper than a quarter"),
                ])
            },
            SelfTestCheck("a blank text holds no OCR box lines, so --format boxes refuses it") { _ in
                .all([
                    .equal(
                        NotificationParser.positionedWords(" \n\t\n", layout: .boxes) == nil, true,
                        "blank text read as boxes gives no words"),
                    .equal(
                        NotificationParser.positionedWords("", layout: .boxes) == nil, true,
                        "empty text read as boxes gives no words"),
                ])
            },
            SelfTestCheck(
                "a notification is read as text with --format text as when detected, and --format boxes or tsv drafts nothing from it"
            ) { _ in
                let parser = NotificationParser(referenceDay: ParserFixture.referenceDay)
                let text = "You have paid RM12.50 to KEDAI ALI on 02/12/2026."
                let drafted = parser.parse(text, layout: .detect).drafts
                return .all([
                    .that(drafted.count == 1, expected: "one draft when detected", actual: "\(drafted.count)"),
                    .equal(parser.parse(text, layout: .text).drafts, drafted, "drafts with --format text"),
                    .equal(parser.parse(text, layout: .boxes).drafts, [], "drafts with --format boxes"),
                    .equal(parser.parse(text, layout: .tsv).drafts, [], "drafts with --format tsv"),
                ])
            },
            SelfTestCheck("a merchant's branch after a hyphen, an en dash or an em dash is left out of its key alike") {
                _ in
                let keys = [
                    "ZUS COFFEE - SUNWAY PYRAMID", "ZUS COFFEE \u{2013} SUNWAY PYRAMID",
                    "ZUS COFFEE \u{2014} SUNWAY PYRAMID", "ZUS COFFEE",
                ]
                .map(MerchantNormaliser.key(for:))
                return .equal(keys, Array(repeating: "zus coffee", count: 4), "keys")
            },
            SelfTestCheck(
                "a balance in the sentence before a payment on the same line does not make the payment a balance notice"
            ) { _ in
                let text = "Your balance is RM500.00. You have paid RM12.50 to KEDAI ALI on 02/12/2026."
                let drafts = NotificationParser(referenceDay: ParserFixture.referenceDay).parse(text).drafts
                return .equal(drafts.map { "\($0.amount) \($0.merchant ?? "-")" }, ["RM 12.50 KEDAI ALI"], "drafts")
            },
            SelfTestCheck(
                "a tesseract word row with its conf and page_num left empty is still a word; two words of one row in the same box keep the order they came in"
            ) { _ in
                func row(_ word: String, _ left: Int, _ top: Int, _ width: Int, conf: String = "96") -> String {
                    "5\t1\t1\t1\t1\t1\t\(left)\t\(top)\t\(width)\t20\t\(conf)\t\(word)"
                }
                let header =
                    "level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext"
                let blank = "5\t\t1\t1\t1\t1\t140\t10\t50\t20\t\tKEDAI"
                let words = TesseractTSV.read([header, blank].joined(separator: "\n"))?.map {
                    "\($0.text) \($0.minX),\($0.minY)-\($0.maxX),\($0.maxY)"
                }
                let receipt = [
                    header, row("KEDAI", 140, 10, 60), row("ALI", 140, 10, 60), row("02/12/2026", 140, 40, 120),
                    row("TOTAL", 140, 70, 60), row("12.50", 300, 70, 60),
                ].joined(separator: "\n")
                let drafts = NotificationParser(referenceDay: ParserFixture.referenceDay).parse(receipt, layout: .tsv)
                    .drafts
                return .all([
                    .equal(words, ["KEDAI 140,10-190,30"], "the word of a row with empty fields"),
                    .equal(
                        drafts.map { "\($0.amount) \($0.merchant ?? "-")" }, ["RM 12.50 KEDAI ALI"],
                        "drafts of two words in one box"),
                ])
            },
            SelfTestCheck(
                "a number without its currency is an amount only with as many decimals as the default currency has, and never a whole number: not 500 with yen (no minor unit) as the default, 1.500 with dinar (three)"
            ) { _ in
                func read(_ amount: String, _ currency: Currency) -> String {
                    let outcome = NotificationParser(
                        referenceDay: ParserFixture.referenceDay, defaultCurrency: currency
                    )
                    .parse("You have paid \(amount) to KEDAI ALI on 02/12/2026.")
                    if let draft = outcome.drafts.first {
                        return "\(draft.amount.currency.code) \(draft.amount.minorUnits)"
                    }
                    return "no draft, reason \(outcome.reason?.rawValue ?? "none")"
                }
                return .all([
                    .equal(read("500", .jpy), "no draft, reason no-amount", "500 with JPY as the default"),
                    .equal(read("JPY 500", .jpy), "JPY 500", "JPY 500 with JPY as the default"),
                    .equal(read("1.500", .bhd), "BHD 1500", "1.500 with BHD as the default"),
                    .equal(read("1.50", .bhd), "no draft, reason no-amount", "1.50 with BHD as the default"),
                    .equal(read("12.50", .myr), "MYR 1250", "12.50 with MYR as the default"),
                ])
            },
        ]
    }
}
