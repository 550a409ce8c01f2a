import SelfTestRunner
import SpenDropCore

/// Checks of how a receipt's date is chosen: every kind of evidence carries a fitted weight, the
/// day drafted is the candidate whose evidence weighs most (summed here apart), and a day labelled
/// as another (`VALID UNTIL`) loses to the sale's.
enum DateChoiceChecks {
    static var all: [SelfTestCheck] {
        [
            SelfTestCheck("every kind of evidence for a receipt's date has a fitted weight") { _ in
                .equal(
                    DateEvidence.allCases.filter { $0.fittedWeight == nil }.map(\.rawValue), [],
                    "evidence without a weight: run scripts/fit-parser")
            },
            SelfTestCheck(
                "on every receipt fixture with a date the draft's day is the candidate whose evidence weighs most"
            ) { _ in
                var problems: [String] = []
                var weighed = 0
                for fixture in ParserFixture.receipts {
                    let parser = NotificationParser(referenceDay: fixture.referenceDay)
                    let candidates = parser.dateCandidates(fixture.text)
                    guard let draft = parser.parse(fixture.text).drafts.first, let first = candidates.first else {
                        continue
                    }
                    weighed += 1
                    for candidate in candidates {
                        let sum = candidate.evidence.reduce(0.0) { $0 + ($1.fittedWeight ?? 0) }
                        if abs(sum - candidate.score) > 1e-9 {
                            problems.append("\(fixture.label): score \(candidate.score), weights sum to \(sum)")
                        }
                    }
                    if first.score != candidates.map(\.score).max()! || draft.date != first.day {
                        problems.append(
                            "\(fixture.label): drafted \(draft.date.map(\.description) ?? "none"), best \(first.day)")
                    }
                }
                return .all([
                    .that(weighed >= 40, expected: "at least 40 receipts with a date weighed", actual: "\(weighed)"),
                    .equal(problems, [], "receipts whose day is not the best-weighed date"),
                ])
            },
            SelfTestCheck("a day labelled as another (VALID UNTIL) loses to the sale's day printed with its time") {
                _ in
                let parser = NotificationParser(referenceDay: ParserFixture.referenceDay)
                let text = """
                    KEDAI MAJU SDN BHD
                    VOUCHER VALID UNTIL 31/12/2019
                    02/12/2018 13:05
                    NASI LEMAK 10.00
                    TOTAL 10.00
                    CASH 20.00
                    CHANGE 10.00
                    """
                let candidates = parser.dateCandidates(text)
                return .all([
                    .equal(parser.parse(text).drafts.first?.date?.description, "2018-12-02", "the day drafted"),
                    .equal(
                        candidates.first { $0.day.description == "2019-12-31" }?.evidence.contains(.labelOtherDay),
                        true, "the voucher's day carries label-other-day"),
                ])
            },
        ]
    }
}
