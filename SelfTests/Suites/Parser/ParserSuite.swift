import SelfTestRunner
import SpenDropCore

extension SelfTestSuite {
    /// Parser: notification and OCR text becomes the right draft, or an explicit "cannot read";
    /// a bank's statement file, its accounts and transactions.
    static func parser() -> SelfTestSuite {
        SelfTestSuite(
            name: "Parser", flags: ["--run-parser-tests", "--run-tests"],
            checks: ParserSuiteChecks.fixtures.map(\.check) + ParserSuiteChecks.structure + ParserBoundaryChecks.all
                + StatementChecks.all + PhotoChecks.all + TotalChoiceChecks.all + DateChoiceChecks.all
                + MerchantChoiceChecks.all)
    }
}

/// The parser's fixture tables, and checks about the tables and the parser's promises as a
/// whole.
enum ParserSuiteChecks {
    /// One reading of a photo whose OCR gave `text`: its draft and the totals it weighed.
    static func photoReading(_ text: String) -> ReadingChoice.Reading {
        let parser = NotificationParser(referenceDay: ParserFixture.referenceDay, defaultCurrency: .myr)
        return ReadingChoice.Reading(
            outcome: parser.parse(text), weighedTotals: parser.totalCandidates(text).map(\.amount))
    }

    static var fixtures: [ParserFixture] {
        EWalletSamples.all + BankSamples.all + CardSamples.all + ReceiptSamples.all + OCRNoiseSamples.all
            + HistorySamples.all + RejectedSamples.all + PositionedReceiptSamples.all + LanguageSamples.all
            + EdgeSamples.all
            + ReceiptLayoutSamples.all + WorldSamples.all
    }

    static var structure: [SelfTestCheck] {
        [
            SelfTestCheck("the fixtures hold at least 120 distinct texts") { _ in
                let distinct = Set(fixtures.map(\.text)).count
                return .that(
                    distinct >= 120, expected: "at least 120 distinct texts", actual: "\(distinct) distinct texts")
            },
            SelfTestCheck("every fixture has its own check name, on one line and without the field separator") { _ in
                var seen: Set<String> = []
                let names = fixtures.map(\.checkName)
                let repeated = names.filter { !seen.insert($0).inserted }
                let unprintable = names.filter { $0.contains("|") || $0.contains("\n") }
                return .all([
                    .equal(repeated, [], "check names used more than once"),
                    .equal(unprintable, [], "check names that would break the output grammar"),
                ])
            },
            SelfTestCheck("every never-invent reason is proved by at least one fixture") { _ in
                var proved: Set<ParseRejection> = []
                for fixture in fixtures { if case .rejected(let reason) = fixture.expected { proved.insert(reason) } }
                let missing = ParseRejection.allCases.filter { !proved.contains($0) }.map(\.rawValue)
                return .equal(missing, [], "reasons with no fixture")
            },
            SelfTestCheck("Today and Yesterday count from the reference day passed in") { _ in
                let text = "GrabPay: You paid RM5.00 to Kopi Saigon. Yesterday, 9:15 AM"
                let newYear = NotificationParser(referenceDay: CalendarDay(year: 2027, month: 1, day: 1)!).parse(text)
                let leapDay = NotificationParser(referenceDay: CalendarDay(year: 2028, month: 3, day: 1)!).parse(text)
                return .all([
                    .equal(newYear.drafts.first?.date?.description, "2026-12-31", "yesterday from 2027-01-01"),
                    .equal(leapDay.drafts.first?.date?.description, "2028-02-29", "yesterday from 2028-03-01"),
                ])
            },
            SelfTestCheck("a date with no year is the latest such day up to the reference day") { _ in
                let text = "GrabPay: You paid RM5.00 to Kopi Saigon on 28 Dec, 9:15 AM"
                let outcome = NotificationParser(referenceDay: ParserFixture.referenceDay).parse(text)
                return .all([
                    .equal(outcome.drafts.first?.date?.description, "2025-12-28", "28 Dec read on 2026-12-03"),
                    .equal(outcome.drafts.first?.warnings, [.yearAssumed], "warnings"),
                ])
            },
            SelfTestCheck("a date after the reference day is kept and flagged") { _ in
                let text = "Touch 'n Go eWallet: You've paid RM12.50 to MAMAK CORNER on 24/12/2026 13:45."
                let draft = NotificationParser(referenceDay: ParserFixture.referenceDay).parse(text).drafts.first
                return .all([
                    .equal(draft?.date?.description, "2026-12-24", "date"),
                    .equal(draft?.warnings, [.dateInFuture], "warnings"),
                ])
            },
            SelfTestCheck("an amount with no currency takes the default currency passed in, with a warning") { _ in
                let receipt =
                    "SUSHI ZANMAI\n02/12/2026\nSALMON NIGIRI      8.00\nTOTAL              12.00\nCASH               20.00\nCHANGE              8.00"
                let draft = NotificationParser(referenceDay: ParserFixture.referenceDay, defaultCurrency: .sgd).parse(
                    receipt
                ).drafts.first
                return .all([
                    .equal(draft.map { "\($0.amount.minorUnits) \($0.currency.code)" }, "1200 SGD", "amount"),
                    .equal(draft?.warnings, [.currencyAssumed], "warnings"),
                ])
            },
            SelfTestCheck(
                "of several readings of one photo, one receipt whose total is confirmed and nothing doubts wins; among equals the first"
            ) { _ in
                let reading = ParserSuiteChecks.photoReading
                let none = reading("THANK YOU")
                let doubtful = reading("KEDAI ALI\nTOTAL 12.50\nCASH 20.00\nCHANGE 5.50")
                let sure = reading("KEDAI ALI\n02/12/2026\nTOTAL 12.50\nCASH 20.00\nCHANGE 7.50")
                return .all([
                    .equal(ReadingChoice.preferred([none, doubtful]), 1, "a draft over none"),
                    .equal(
                        doubtful.outcome.drafts.first?.warnings.contains(.receiptTotalsDisagree), true,
                        "cash less change is not the total"),
                    .equal(ReadingChoice.preferred([doubtful, sure, sure]), 1, "a confirmed total, the first such"),
                    .equal(ReadingChoice.score(sure.outcome), ReadingChoice.best, "nothing in doubt"),
                    .equal(ReadingChoice.readsAgain(after: [sure]), false, "no reading after a certain one"),
                    .equal(ReadingChoice.readsAgain(after: [doubtful]), true, "another reading after a doubtful one"),
                    .equal(ReadingChoice.preferred([sure, doubtful]), 0, "the first pass stands"),
                    .equal(
                        ReadingChoice.preferred([
                            reading("KEDAI ALI\n02/12/2026\nTOTAL 12.50\nCASH 20.00"),
                            reading("KEDAI ALI\nNASI 10.00\nTEH 2.50\nTOTAL 12.50"),
                        ]), 1, "a total the items confirm, though undated, over one nothing confirms"),
                ])
            },
            SelfTestCheck(
                "of readings that disagree on a photo's total, the total two readings drafted wins over a better-read slip, and no third reading is made"
            ) { _ in
                let reading = ParserSuiteChecks.photoReading
                // A digit slipped in the first reading (59.80 read 99.80); the other two read it alike.
                let slipped = reading("ASTONS\n13/03/2013\nSTEAK 27.90\nSTEAK 29.90\nBAL DUE 99.80")
                let undated = reading("ASTONS\nSTEAK 27.90\nSTEAK 29.90\nBAL DUE 59.80")
                let alike = reading("ASTONS\nSTEAK 27.90\nSTEAK 29.90\nBAL DUE 59.80")
                let drafted = { (index: Int, readings: [ReadingChoice.Reading]) in
                    readings[index].outcome.drafts.first?.amount.minorUnits
                }
                let readings = [slipped, undated, alike]
                return .all([
                    .equal(
                        ReadingChoice.score(slipped.outcome) > ReadingChoice.score(undated.outcome), true,
                        "the slipped reading alone reads better (it has a date)"),
                    .equal(
                        ReadingChoice.readsAgain(after: [slipped, undated]), true, "two readings disagree: read again"),
                    .equal(ReadingChoice.readsAgain(after: readings), false, "two readings agree: no more"),
                    .equal(
                        drafted(ReadingChoice.preferred(readings), readings), 5980, "the total two readings drafted"),
                    .equal(
                        drafted(ReadingChoice.preferred([slipped, undated]), [slipped, undated]), 9980,
                        "with no agreement, the better-read reading"),
                ])
            },
            SelfTestCheck(
                "a photo's kept reading takes the day more of its readings drafted, with that day's warnings; among equally many its own stands"
            ) { _ in
                let parser = NotificationParser(referenceDay: ParserFixture.referenceDay, defaultCurrency: .myr)
                func reading(_ date: String) -> ReadingChoice.Reading {
                    ReadingChoice.Reading(
                        outcome: parser.parse("KEDAI ALI\n\(date)\nNASI 10.00\nTEH 2.50\nTOTAL 12.50"),
                        weighedTotals: [])
                }
                let slipped = reading("13/08/2026 18:05"), right = reading("13/03/2026 13:05"), undated = reading("")
                func day(_ outcome: ParseOutcome) -> String {
                    outcome.drafts.first.map { draft in
                        [draft.date.map { "\($0)" }, draft.time.map { "\($0)" }].compactMap { $0 }.joined(
                            separator: " ")
                    } ?? "none"
                }
                return .all([
                    .equal(
                        day(ReadingChoice.agreed([slipped, right, right], keeping: 0)), "2026-03-13 13:05",
                        "two against one: their day and time"),
                    .equal(
                        day(ReadingChoice.agreed([slipped, right], keeping: 0)), "2026-08-13 18:05", "one each: its own"
                    ),
                    .equal(
                        day(ReadingChoice.agreed([undated, right, right], keeping: 0)), "2026-03-13 13:05",
                        "none of its own"),
                    .equal(
                        ReadingChoice.agreed([undated, right, right], keeping: 0).drafts.first?.warnings.contains(
                            .dateMissing), false, "the missing date's warning goes with it"),
                    .equal(
                        undated.outcome.drafts.first?.warnings.contains(.dateMissing), true,
                        "the undated reading alone warns"),
                ])
            },
            SelfTestCheck("every rejection reason and warning is one sentence") { _ in
                let sentences = ParseRejection.allCases.map(\.description) + DraftWarning.allCases.map(\.description)
                let bad = sentences.filter { sentence in
                    !(sentence.first?.isUppercase ?? false) || !sentence.hasSuffix(".")
                        || sentence.dropLast().contains(". ")
                }
                return .equal(bad, [], "sentences that are not one sentence")
            },
        ]
    }
}
