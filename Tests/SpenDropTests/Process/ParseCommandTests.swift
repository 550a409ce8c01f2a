import Foundation
import Testing

/// `spendrop parse` on standard input and on a file, for people and with `--json`.
@Suite struct ParseCommandTests {
    static let notification = "You've paid RM12.50 to MAMAK CORNER SDN BHD on 02/12/2026 13:45. Ref: 1234567890"

    @Test func aNotificationOnStandardInputBecomesADraftWithALearnedCategory() throws {
        let sandbox = Sandbox()
        _ = try SpendropBinary.run(
            ["add", "9", "Mamak Corner - SS2", "--category", "Eating out"], environment: sandbox.environment)
        let result = try SpendropBinary.run(["parse", "-"], environment: sandbox.environment, input: Self.notification)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.lines.first == "Draft 1: Money Out RM 12.50 · MAMAK CORNER SDN BHD on 2026-12-02 13:45")
        #expect(result.output.contains("reference 1234567890"))
        #expect(result.output.contains("suggested category Eating out"))
    }

    @Test func theUsersRulesSetTheMerchantAndCategoryBeforeTheLearnedCategory() throws {
        let sandbox = Sandbox()
        _ = try SpendropBinary.run(
            ["add", "9", "Mamak Corner - SS2", "--category", "Eating out"], environment: sandbox.environment)
        let rule = try SpendropBinary.run(
            [
                "rules", "add", "--if-merchant-matches", "^mamak", "--set-category", "Meals", "--set-merchant",
                "Mamak Corner",
            ], environment: sandbox.environment)
        #expect(rule.output == "Added rule #1: merchant matches ^mamak → category Meals, merchant Mamak Corner.\n")
        let parsed = try SpendropBinary.run(
            ["parse", "-", "--save"], environment: sandbox.environment, input: Self.notification)
        #expect(parsed.status == 0, "\(parsed.errors)")
        #expect(parsed.lines.first == "Draft 1: Money Out RM 12.50 · Mamak Corner on 2026-12-02 13:45")
        #expect(parsed.output.contains("category Meals by your rules"), "\(parsed.output)")
        let saved = try SpendropBinary.run(
            ["transactions", "--category", "Meals", "--json"], environment: sandbox.environment)
        #expect(saved.output.contains("\"merchant\" : \"Mamak Corner\""), "\(saved.output)")
    }

    @Test func aFileGivesJSONWithEveryDraftKeyAndSaveRecordsIt() throws {
        let sandbox = Sandbox()
        let file = sandbox.root.appendingPathComponent("notification.txt")
        try Data(Self.notification.utf8).write(to: file)
        let result = try SpendropBinary.run(["parse", file.path, "--json", "--save"], environment: sandbox.environment)
        #expect(result.status == 0, "\(result.errors)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["drafts", "reason", "saved", "skipped_duplicates"])
        #expect(object["reason"] is NSNull)
        let draft = try #require((object["drafts"] as? [[String: Any]])?.first)
        #expect(
            Set(draft.keys) == [
                "amount", "direction", "merchant", "date", "time", "reference", "account_hint",
                "suggested_category", "total_confirmed_by", "warnings",
            ])
        #expect(draft["total_confirmed_by"] is NSNull, "a message states its amount; nothing confirms it")
        #expect(draft["direction"] as? String == "out")
        #expect(minorUnits(draft["amount"]) == 1_250)
        #expect(draft["date"] as? String == "2026-12-02" && draft["time"] as? String == "13:45")
        let listed = try SpendropBinary.run(["transactions", "--search", "mamak"], environment: sandbox.environment)
        #expect(listed.output.contains("MAMAK CORNER SDN BHD"))
    }

    @Test func positionedOCRBoxesAreReadAsTheRowsOnThePageAndTheLayoutCanBeForced() throws {
        let sandbox = Sandbox()
        let boxes = """
            60,20,300,20,300,44,60,44,KEDAI MAJU SDN BHD
            40,80,200,80,200,100,40,100,Date: 15/11/2026
            30,260,180,260,180,280,30,280,TOTAL RM
            30,290,180,290,180,310,30,310,CASH RM
            300,264,360,264,360,284,300,284,21.20
            300,294,360,294,360,314,300,314,50.00
            """
        let detected = try SpendropBinary.run(["parse", "-"], environment: sandbox.environment, input: boxes)
        #expect(detected.status == 0, "\(detected.errors)")
        #expect(detected.lines.first == "Draft 1: Money Out RM 21.20 · KEDAI MAJU SDN BHD on 2026-11-15")
        let forced = try SpendropBinary.run(
            ["parse", "-", "--format", "boxes"], environment: sandbox.environment, input: boxes)
        #expect(forced.output == detected.output)
        let refused = try SpendropBinary.run(
            ["parse", "-", "--format", "boxes"], environment: sandbox.environment, input: Self.notification)
        #expect(refused.status == 2)
        #expect(refused.errors.contains("--format boxes needs OCR box lines"))
        let plain = try SpendropBinary.run(
            ["parse", "-", "--format", "text"], environment: sandbox.environment, input: boxes)
        #expect(plain.lines.first != detected.lines.first, "read as plain text, the columns are not paired")
    }

    @Test func aReceiptWhoseTotalNothingConfirmsIsSavedOnlyWithYes() throws {
        let sandbox = Sandbox()
        let unconfirmed = "KEDAI ALI\n02/12/2026\nNASI LEMAK 10.00\nTOTAL RM 12.50\nCASH RM 20.00\n"
        let refused = try SpendropBinary.run(
            ["parse", "-", "--save"], environment: sandbox.environment, input: unconfirmed)
        #expect(refused.status == 1)
        #expect(
            refused.output.contains("warning: Nothing else on the receipt adds up to its total"), "\(refused.output)")
        #expect(
            refused.errors.contains("nothing was saved: draft 1 carries a warning")
                && refused.errors.contains("--yes"), "\(refused.errors)")
        let none = try SpendropBinary.run(["transactions"], environment: sandbox.environment)
        #expect(!none.output.contains("KEDAI ALI"), "\(none.output)")

        let saved = try SpendropBinary.run(
            ["parse", "-", "--save", "--yes"], environment: sandbox.environment, input: unconfirmed)
        #expect(saved.status == 0, "\(saved.errors)")
        #expect(saved.output.contains("Saved 1 transaction."), "\(saved.output)")

        let confirmed = try SpendropBinary.run(
            ["parse", "-", "--json"], environment: sandbox.environment,
            input: "KEDAI ALI\n02/12/2026\nNASI LEMAK 10.00\nTOTAL RM 12.50\nCASH RM 20.00\nCHANGE RM 7.50\n")
        let draft = try firstDraft(confirmed)
        #expect(draft["total_confirmed_by"] as? String == "cash-less-change")
        #expect((draft["warnings"] as? [String])?.contains("total-unconfirmed") == false)
    }

    @Test func explainListsTheAmountsWeighedAsTheTotalBestFirstWithTheirEvidence() throws {
        let sandbox = Sandbox()
        let receipt =
            "KEDAI ALI\n02/12/2026\nNASI LEMAK 10.00\nTEH 2.50\nTOTAL RM 12.50\nCASH RM 20.00\nCHANGE RM 7.50\n"
        let (object, weighed, shown) = try explained(receipt, sandbox, list: "Amounts weighed as the receipt's total")
        #expect(weighed.first?.hasPrefix("  * RM 12.50 on line 5, ") == true, "\(shown)")
        #expect(weighed.first?.contains("label-total, last-of-label, cash-less-change") == true, "\(shown)")
        #expect(weighed.contains { $0.hasPrefix("    RM 20.00 on line 6, ") && $0.contains("label-cash") })

        let candidates = try #require(object["total_candidates"] as? [[String: Any]])
        #expect(candidates.count == 5, "the total, the cash, the change and the two items: \(candidates)")
        #expect(candidates.map { $0["chosen"] as? Bool } == [true, false, false, false, false])
        #expect(minorUnits(candidates[0]["amount"]) == 1_250)
        let scores = candidates.compactMap { $0["score"] as? Double }
        #expect(scores == scores.sorted(by: >), "best first: \(scores)")

        let message = try SpendropBinary.run(
            ["parse", "-", "--explain", "--json"], environment: sandbox.environment, input: Self.notification)
        let messageObject = try #require(
            try JSONSerialization.jsonObject(with: Data(message.output.utf8)) as? [String: Any])
        #expect((messageObject["total_candidates"] as? [Any])?.isEmpty == true, "a message weighs no receipt total")
        let plain = try SpendropBinary.run(["parse", "-", "--json"], environment: sandbox.environment, input: receipt)
        #expect(!plain.output.contains("total_candidates"), "only --explain adds the list")
    }

    @Test func explainListsTheDatesWeighedAsTheDayOfTheSaleAndTheDraftTakesTheBest() throws {
        let sandbox = Sandbox()
        let receipt =
            "KEDAI ALI\nVOUCHER VALID UNTIL 31/12/2026\n02/12/2026 13:05\nNASI LEMAK 10.00\nTOTAL RM 10.00\nCASH RM 20.00\nCHANGE RM 10.00\n"
        let (object, weighed, shown) = try explained(receipt, sandbox, list: "Dates weighed as the day of the sale")
        let dates = try #require(object["date_candidates"] as? [[String: Any]], "\(object)")
        #expect(dates.map { $0["date"] as? String } == ["2026-12-02", "2026-12-31"], "\(dates)")
        #expect(dates.map { $0["chosen"] as? Bool } == [true, false])
        #expect((dates[1]["evidence"] as? [String])?.contains("label-other-day") == true, "\(dates)")
        #expect((dates[0]["evidence"] as? [String])?.contains("with-time") == true, "\(dates)")
        let drafts = try #require(object["drafts"] as? [[String: Any]])
        #expect(drafts.first?["date"] as? String == "2026-12-02")
        #expect(weighed.first?.hasPrefix("  * 2026-12-02 on line 3, ") == true, "\(shown)")
    }

    @Test func explainListsTheNamesWeighedAsTheShopAndTheDraftTakesTheBest() throws {
        let sandbox = Sandbox()
        let receipt =
            "SANYU STATIONERY SHOP\nOWNED BY :\nSANYU SUPPLY SDN BHD (175525-H)\n02/12/2026 13:05\nPEN 10.00\nTOTAL RM 10.00\nCASH RM 20.00\nCHANGE RM 10.00\n"
        let (object, weighed, shown) = try explained(receipt, sandbox, list: "Names weighed as the shop's")
        let names = try #require(object["merchant_candidates"] as? [[String: Any]], "\(object)")
        #expect(names.map { $0["name"] as? String } == ["SANYU STATIONERY SHOP", "SANYU SUPPLY SDN BHD"], "\(names)")
        #expect(names.map { $0["chosen"] as? Bool } == [true, false])
        #expect(names.map { $0["line"] as? Int } == [1, 3])
        #expect(names[1]["evidence"] as? [String] == ["legal-name", "under-owner-label", "with-number"], "\(names)")
        let drafts = try #require(object["drafts"] as? [[String: Any]])
        #expect(drafts.first?["merchant"] as? String == "SANYU STATIONERY SHOP")
        #expect(weighed.first?.hasPrefix("  * SANYU STATIONERY SHOP on line 1, ") == true, "\(shown)")
        #expect(weighed.dropFirst().first?.hasSuffix(": legal-name, under-owner-label, with-number") == true)
    }

    /// `parse - --explain --json` of `receipt` as an object, the lines `parse - --explain` shows
    /// under the list whose heading starts with `list`, and that screen whole; both runs must succeed.
    func explained(
        _ receipt: String, _ sandbox: Sandbox, list: String
    ) throws -> (
        object: [String: Any], listed: [String], shown: String
    ) {
        let json = try SpendropBinary.run(
            ["parse", "-", "--explain", "--json"], environment: sandbox.environment, input: receipt)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any], "\(json.errors)")
        let shown = try SpendropBinary.run(
            ["parse", "-", "--explain"], environment: sandbox.environment, input: receipt)
        #expect(shown.status == 0, "\(shown.errors)")
        return (object, Array(shown.lines.drop { !$0.hasPrefix(list) }.dropFirst()), shown.output)
    }

    /// The first draft of `parse --json` output, required to be there.
    func firstDraft(_ result: SpendropBinary.Result) throws -> [String: Any] {
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any], "\(result.errors)")
        return try #require((object["drafts"] as? [[String: Any]])?.first, "\(result.output)")
    }

    /// A receipt photo of the development corpus and the key a person wrote for it, read where they
    /// lie (never copied into the project).
    static let corpus = SourceLine.corpus.appendingPathComponent("sroie")
    static let corpusImage = corpus.appendingPathComponent("img/X51005442327.jpg")

    @Test(
        .enabled(
            if: FileManager().isExecutableFile(atPath: "/usr/bin/tesseract")
                && FileManager().fileExists(atPath: corpusImage.path),
            "needs tesseract-ocr and the corpus beside the repository"))
    func aReceiptPhotoIsReadWithTesseractToTheTotalAPersonWroteDown() throws {
        let sandbox = Sandbox()
        let key = try #require(
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: Self.corpus.appendingPathComponent("key/X51005442327.json")))
                as? [String: Any])
        let total = (key["total"] as? String ?? "").filter { $0.isNumber || $0 == "." }
        let result = try SpendropBinary.run(
            ["parse", "--image", Self.corpusImage.path, "--json"], environment: sandbox.environment)
        #expect(result.status == 0, "\(result.errors)")
        let draft = try firstDraft(result)
        let display = (draft["amount"] as? [String: Any])?["display"] as? String
        #expect(display == "RM \(total)", "the key says \(total)")
        let human = try SpendropBinary.run(
            ["parse", "--image", Self.corpusImage.path], environment: sandbox.environment)
        #expect(human.status == 0)
        #expect(human.lines.first?.hasPrefix("Draft 1: Money Out RM \(total)") == true, "\(human.output)")
    }

    /// A phone screenshot of a Touch 'n Go notification (PNG, 1080 × 760), rendered once for these
    /// tests in DejaVu Sans with the phone's status-bar clock (9:41) above the card.
    static let screenshot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/notification-screenshot.png")

    @Test(.enabled(if: FileManager().isExecutableFile(atPath: "/usr/bin/tesseract"), "needs tesseract-ocr"))
    func aNotificationScreenshotIsReadWithItsOwnTimeNotTheStatusBarClock() throws {
        let sandbox = Sandbox()
        let result = try SpendropBinary.run(
            ["parse", "--image", Self.screenshot.path, "--json"], environment: sandbox.environment)
        #expect(result.status == 0, "\(result.errors)")
        let draft = try firstDraft(result)
        #expect((draft["amount"] as? [String: Any])?["minor"] as? Int == 1250)
        #expect(draft["direction"] as? String == "out")
        #expect(draft["merchant"] as? String == "MAMAK CORNER SDN BHD")
        #expect(draft["date"] as? String == "2026-12-02")
        #expect(draft["time"] as? String == "13:45", "the notification's time, not the status bar's 9:41")
        #expect(draft["account_hint"] as? String == "Touch 'n Go eWallet")
        #expect(draft["reference"] as? String == "2026120213450001")

        let saved = try SpendropBinary.run(
            ["parse", "--image", Self.screenshot.path, "--save"], environment: sandbox.environment)
        #expect(saved.status == 0, "\(saved.errors)")
        #expect(
            saved.output.contains("Draft 1: Money Out RM 12.50 · MAMAK CORNER SDN BHD on 2026-12-02 13:45"),
            "\(saved.output)")
        let listed = try SpendropBinary.run(["transactions"], environment: sandbox.environment)
        #expect(listed.output.contains("MAMAK CORNER SDN BHD"), "\(listed.output)")
    }

    /// The screenshot above at a fifth of its size (152 × 216), stored turned a quarter left, as a
    /// JPEG whose EXIF orientation (6) says to turn it a quarter right for viewing. Read as it is
    /// stored, tesseract finds no amount in it: it is too small and lies on its side.
    static let sidewaysPhoto = screenshot.deletingLastPathComponent()
        .appendingPathComponent("notification-photo-small-sideways.jpg")

    @Test(.enabled(if: FileManager().isExecutableFile(atPath: "/usr/bin/tesseract"), "needs tesseract-ocr"))
    func aSmallPhotoStoredSidewaysIsTurnedAndScaledBeforeItIsRead() throws {
        let sandbox = Sandbox()
        let result = try SpendropBinary.run(
            ["parse", "--image", Self.sidewaysPhoto.path, "--json"], environment: sandbox.environment)
        #expect(result.status == 0, "\(result.errors)")
        let draft = try firstDraft(result)
        #expect(minorUnits(draft["amount"]) == 1_250)
        #expect(draft["merchant"] as? String == "MAMAK CORNER SDN BHD")
        #expect(draft["date"] as? String == "2026-12-02")
        let scratch = try FileManager().contentsOfDirectory(atPath: sandbox.temporaryRoot.path)
        #expect(scratch.filter { $0.hasPrefix("spendrop-") } == [], "the prepared copy is removed")
    }

    /// Leptonica's library names (Debian's current, then earlier), which make the photo's copies.
    static let leptonicaNames: [String] = ["libleptonica.so.6", "liblept.so.5"]

    /// tesseract's TSV of `lines`, each word on the line's row, 40 px apart, left to right.
    static func tesseractTSV(_ lines: [String]) -> String {
        var rows = ["level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext"]
        for (number, line) in lines.enumerated() {
            for (index, word) in line.split(separator: " ").enumerated() {
                rows.append(
                    "5\t1\t1\t1\t\(number + 1)\t\(index + 1)\t\(20 + 160 * index)\t\(20 + 40 * number)\t140\t30\t90\t\(word)"
                )
            }
        }
        return rows.joined(separator: "\n") + "\n"
    }

    @Test(
        .enabled(
            if: FileManager().isExecutableFile(atPath: "/usr/bin/tesseract")
                && Self.leptonicaNames.contains { dlopen($0, RTLD_NOW) != nil },
            "needs Leptonica, which tesseract-ocr installs"))
    func aPhotosReadingsVoteOnItsTotalAndDayAndStopOnceTwoAgree() throws {
        let sandbox = Sandbox()
        let bin = sandbox.root.appendingPathComponent("ocr-bin")
        try FileManager().createDirectory(at: bin, withIntermediateDirectories: true)
        // What tesseract reads from each copy with each page segmentation: the first reading
        // slips a digit of the total (59.80 as 99.80), the black-and-white one the month.
        let readings = [
            "grey-6": ["ASTONS", "13/03/2013 12:10", "STEAK 27.90", "STEAK 29.90", "BAL DUE 99.80"],
            "bw-6": ["ASTONS", "13/08/2013 12:10", "STEAK 27.90", "STEAK 29.90", "BAL DUE 59.80"],
            "grey-11": ["ASTONS", "13/03/2013 12:10", "STEAK 27.90", "STEAK 29.90", "BAL DUE 59.80"],
        ]
        for (name, lines) in readings {
            try Data(Self.tesseractTSV(lines).utf8).write(to: bin.appendingPathComponent("\(name).tsv"))
        }
        let log = bin.appendingPathComponent("calls.log")
        let fake = bin.appendingPathComponent("tesseract")
        try Data(
            """
            #!/bin/sh
            case "$1" in *-bw.png) copy=bw;; *) copy=grey;; esac
            echo "$copy-$6" >> '\(log.path)'
            cat '\(bin.path)/'"$copy-$6.tsv" 2>/dev/null || head -1 '\(bin.path)/grey-6.tsv'

            """.utf8
        ).write(to: fake)
        chmod(fake.path, 0o755)
        var environment = sandbox.environment
        environment["PATH"] = bin.path + ":/usr/bin:/bin"
        let result = try SpendropBinary.run(
            ["parse", "--image", Self.screenshot.path, "--json"], environment: environment)
        #expect(result.status == 0, "\(result.errors)")
        let draft = try firstDraft(result)
        #expect(minorUnits(draft["amount"]) == 5_980, "the total two readings drafted, not the first's 99.80")
        #expect(draft["date"] as? String == "2013-03-13", "the day two readings drafted")
        let calls = try String(contentsOf: log, encoding: .utf8).split(separator: "\n")
        #expect(calls == ["grey-6", "bw-6", "grey-11"], "no fourth reading once two agree")
    }

    @Test func anImageNeedsTesseractAPictureAndLittleTime() throws {
        let sandbox = Sandbox()
        let picture = sandbox.root.appendingPathComponent("photo.jpg")
        try Data([0xFF, 0xD8, 0xFF, 0xE0] + Array(repeating: 0, count: 64)).write(to: picture)
        var noTesseract = sandbox.environment
        noTesseract["PATH"] = sandbox.root.appendingPathComponent("empty-bin").path
        let missing = try SpendropBinary.run(["parse", "--image", picture.path], environment: noTesseract)
        #expect(missing.status == 1)
        #expect(missing.errors.contains("apt-get install tesseract-ocr"), "\(missing.errors)")

        let text = sandbox.root.appendingPathComponent("notes.txt")
        try Data("not a picture".utf8).write(to: text)
        let notImage = try SpendropBinary.run(["parse", "--image", text.path], environment: sandbox.environment)
        #expect(notImage.status == 2)
        #expect(notImage.errors.contains("is not a PNG or JPEG image"))

        let bin = sandbox.root.appendingPathComponent("slow-bin")
        try FileManager().createDirectory(at: bin, withIntermediateDirectories: true)
        let stuck = bin.appendingPathComponent("tesseract")
        try Data("#!/bin/sh\nexec sleep 30\n".utf8).write(to: stuck)
        chmod(stuck.path, 0o755)
        var slow = sandbox.environment
        slow["PATH"] = bin.path + ":/usr/bin:/bin"
        let started = Date()
        let stopped = try SpendropBinary.run(
            ["parse", "--image", picture.path, "--ocr-timeout", "1", "--save"], environment: slow)
        #expect(stopped.status == 1)
        #expect(stopped.errors.contains("took longer than 1 s"), "\(stopped.errors)")
        #expect(Date().timeIntervalSince(started) < 10)
        #expect(
            !FileManager().fileExists(
                atPath: sandbox.home.appendingPathComponent("data/spendrop/spendrop.sqlite").path),
            "nothing saved, no store made")
    }

    @Test func inputOverOneMegabyteIsRefusedWithoutBeingRead() throws {
        let sandbox = Sandbox()
        let file = sandbox.root.appendingPathComponent("huge.txt")
        try Data(repeating: UInt8(ascii: "a"), count: (1 << 20) + 1).write(to: file)
        let result = try SpendropBinary.run(["parse", file.path], environment: sandbox.environment)
        #expect(result.status == 2)
        #expect(
            result.errors
                == "spendrop: the text is over 1 MB; a notification, receipt or history screen is far smaller, so nothing was read\n"
        )
        let justUnder = try SpendropBinary.run(
            ["parse", "-"], environment: sandbox.environment,
            input: String(repeating: "a", count: 1 << 20))
        #expect(justUnder.status == 1, "exactly 1 MB is read (and holds no transaction)")
    }

    @Test func textThatIsNotATransactionExitsOneWithTheReason() throws {
        let sandbox = Sandbox()
        let plain = try SpendropBinary.run(
            ["parse"], environment: sandbox.environment,
            input: "Your TAC for DuitNow transfer is 482913. Never share it with anyone.")
        #expect(plain.status == 1)
        #expect(plain.output.isEmpty)
        #expect(plain.errors.contains("no transaction drafted"))
        let json = try SpendropBinary.run(
            ["parse", "--json"], environment: sandbox.environment, input: "Hello there, no money here.")
        #expect(json.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        #expect((object["drafts"] as? [Any])?.isEmpty == true)
        #expect((object["reason"] as? [String: Any])?["code"] as? String != nil)
        let missing = try SpendropBinary.run(["parse", "/nonexistent/file.txt"], environment: sandbox.environment)
        #expect(missing.status == 1)
        #expect(missing.errors.contains("cannot read '/nonexistent/file.txt'"))
    }
}
