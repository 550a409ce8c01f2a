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
            WeighedChoice.check(
                "on every receipt fixture with a date the draft's day is the candidate whose evidence weighs most",
                what: "a date", candidates: { $0.dateCandidates($1) }, score: \.score,
                weights: { $0.evidence.reduce(0.0) { $0 + ($1.fittedWeight ?? 0) } }, shown: { "\($0.day)" },
                drafted: { $0.date.map { "\($0)" } }),
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
