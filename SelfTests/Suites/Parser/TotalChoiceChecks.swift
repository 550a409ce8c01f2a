import SelfTestRunner
import SpenDropCore

/// Checks of how a receipt's total is chosen: every kind of evidence carries a fitted weight,
/// and the amount drafted is the candidate whose evidence weighs most, summed here apart.
enum TotalChoiceChecks {
    static var all: [SelfTestCheck] {
        [
            SelfTestCheck(
                "every kind of evidence for a receipt's total has a weight fitted on data with a recorded hash"
            ) {
                _ in
                let unfitted = TotalEvidence.allCases.filter { $0.fittedWeight == nil }.map(\.rawValue)
                let hash = TotalEvidence.fittedDataSHA256
                return .all([
                    .equal(unfitted, [], "evidence without a weight: run scripts/fit-parser"),
                    .that(
                        hash.count == 64 && hash.allSatisfy(\.isHexDigit), expected: "a SHA-256 in hex",
                        actual: hash),
                ])
            },
            SelfTestCheck(
                "only the last line of a label is its last, a later one of nothing aside; only the largest amount is largest"
            ) { _ in
                let parser = NotificationParser(referenceDay: ParserFixture.referenceDay)
                func lastOfLabel(_ text: String) -> [Int64] {
                    parser.totalCandidates(text).filter { $0.evidence.contains(.lastOfLabel) }.map(\.amount.minorUnits)
                        .sorted()
                }
                return .all([
                    .equal(
                        lastOfLabel("KEDAI ALI\nNASI 10.00\nTEH 2.50\nTOTAL 12.50\nTOTAL 12.80\nCASH 20.00"),
                        [1280, 2000], "the second TOTAL and the cash"),
                    .equal(
                        lastOfLabel("KEDAI ALI\nNASI 10.00\nTEH 2.50\nTOTAL 12.50\nTOTAL 0.00\nCASH 20.00"),
                        [1250, 2000], "a TOTAL of nothing after it takes nothing away"),
                    .equal(
                        lastOfLabel("KEDAI ALI\nNASI 10.00\nTEH 2.50\nTOTAL 12.50\nTOTAL 0.01\nCASH 20.00"),
                        [1, 2000], "a TOTAL of one sen after it does"),
                    .equal(
                        parser.totalCandidates("KEDAI ALI\nNASI 10.00\nTEH 2.50\nTOTAL 12.50\nCASH 20.00")
                            .filter { $0.evidence.contains(.largest) }.map(\.amount.minorUnits), [2000],
                        "only the cash, the largest, is largest"),
                ])
            },
            WeighedChoice.check(
                "on every receipt fixture the draft's total is the candidate whose evidence weighs most, each score the sum of its weights",
                what: "a total", candidates: { $0.totalCandidates($1) }, score: \.score,
                weights: { $0.evidence.reduce(0.0) { $0 + ($1.fittedWeight ?? 0) } },
                shown: { "\($0.amount.minorUnits)" }, drafted: { "\($0.amount.minorUnits)" }),
        ]
    }
}
