import SelfTestRunner
import SpenDropCore

/// One check shape for the three weighed choices of a receipt (its total, day and shop): on every
/// receipt fixture that drafts one and weighs candidates for it, each candidate's score is the sum
/// of its evidence's fitted weights, the first listed scores most, and the draft took it.
enum WeighedChoice {
    /// The check, for candidates read by `candidates`, each scored `score` with evidence weighing
    /// `weights` in all, shown as `shown`; `drafted` is what the draft took, shown the same way. The
    /// check points at the line that asks for it.
    static func check<Candidate>(
        _ name: String, what: String,
        candidates: @escaping @Sendable (NotificationParser, String) -> [Candidate],
        score: @escaping @Sendable (Candidate) -> Double, weights: @escaping @Sendable (Candidate) -> Double,
        shown: @escaping @Sendable (Candidate) -> String, drafted: @escaping @Sendable (TransactionDraft) -> String?,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line
    ) -> SelfTestCheck {
        SelfTestCheck(name, fileID: fileID, filePath: filePath, line: line) { _ in
            var problems: [String] = []
            var weighed = 0
            for fixture in ParserFixture.receipts {
                let parser = NotificationParser(referenceDay: fixture.referenceDay)
                let listed = candidates(parser, fixture.text)
                guard let draft = parser.parse(fixture.text).drafts.first, let first = listed.first else { continue }
                weighed += 1
                for candidate in listed where abs(weights(candidate) - score(candidate)) > 1e-9 {
                    problems.append("\(fixture.label): score \(score(candidate)), weights sum to \(weights(candidate))")
                }
                let top = listed.map(score).max()!
                if score(first) != top || drafted(draft) != shown(first) {
                    problems.append(
                        "\(fixture.label): drafted \(drafted(draft) ?? "none"), best \(shown(first)) of score \(score(first)), top \(top)"
                    )
                }
            }
            return .all([
                .that(weighed >= 40, expected: "at least 40 receipts with \(what) weighed", actual: "\(weighed)"),
                .equal(problems, [], "receipts whose \(what) is not the best-weighed candidate"),
            ])
        }
    }
}
