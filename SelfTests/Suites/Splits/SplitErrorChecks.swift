import SelfTestRunner
import SpenDropCore

/// Every way a split is refused, each with its specific `SplitError` and sentence.
enum SplitErrorChecks {
    private typealias F = SplitFixtures
    private static let three: [Person] = [.me, F.aisyah, F.ben]

    static var all: [SelfTestCheck] {
        [
            SelfTestCheck("a split with nobody in it is refused") { _ in
                .throwsError(SplitError.noParticipants) {
                    try SplitCalculator.split(F.rm(1000), among: [], paidBy: .me, mode: .equal)
                }
            },
            SelfTestCheck("a person listed twice is refused, ignoring case") { _ in
                let twice = [Person.me, F.aisyah, .named(" aisyah")]
                return .all([
                    .throwsError(SplitError.duplicateParticipant(F.aisyah), "Aisyah and ' aisyah'") {
                        try SplitCalculator.split(F.rm(1000), among: twice, paidBy: .me, mode: .equal)
                    },
                    .throwsError(SplitError.duplicateParticipant(.me), "me and 'ME'") {
                        try SplitCalculator.split(F.rm(1000), among: [.me, .named("ME")], paidBy: .me, mode: .equal)
                    },
                    .equal(
                        SplitError.duplicateParticipant(.named(" aisyah")).description,
                        "aisyah appears more than once in the split; list each person once."),
                ])
            },
            SelfTestCheck("a blank name is refused") { _ in
                .all([
                    .throwsError(SplitError.blankName, "a participant named '  '") {
                        try SplitCalculator.split(F.rm(1000), among: [.me, .named("  ")], paidBy: .me, mode: .equal)
                    },
                    .throwsError(SplitError.blankName, "a payer named ''") {
                        try SplitCalculator.split(F.rm(1000), among: [.me, F.ben], paidBy: .named(""), mode: .equal)
                    },
                ])
            },
            SelfTestCheck("a zero or negative total is refused") { _ in
                .all([
                    .throwsError(SplitError.nonPositiveTotal(F.rm(0))) {
                        try SplitCalculator.split(F.rm(0), among: three, paidBy: .me, mode: .equal)
                    },
                    .throwsError(SplitError.nonPositiveTotal(F.rm(-500))) {
                        try SplitCalculator.split(F.rm(-500), among: three, paidBy: .me, mode: .equal)
                    },
                    .equal(
                        SplitError.nonPositiveTotal(F.rm(-500)).description,
                        "The amount to split must be more than zero, not -RM 5.00."),
                ])
            },
            SelfTestCheck("exact parts that miss the total say by how much") { _ in
                let short = [F.rm(300), F.rm(300), F.rm(300)]
                let over = [F.rm(300), F.rm(300), F.rm(500)]
                return .all([
                    .throwsError(SplitError.exactPartsDoNotAddUp(partsTotal: F.rm(900), total: F.rm(1000))) {
                        try SplitCalculator.split(F.rm(1000), among: three, paidBy: .me, mode: .exact(short))
                    },
                    .equal(
                        SplitError.exactPartsDoNotAddUp(partsTotal: F.rm(900), total: F.rm(1000)).description,
                        "The parts add up to RM 9.00, RM 1.00 less than the total of RM 10.00."),
                    .throwsError(SplitError.exactPartsDoNotAddUp(partsTotal: F.rm(1100), total: F.rm(1000))) {
                        try SplitCalculator.split(F.rm(1000), among: three, paidBy: .me, mode: .exact(over))
                    },
                    .equal(
                        SplitError.exactPartsDoNotAddUp(partsTotal: F.rm(1100), total: F.rm(1000)).description,
                        "The parts add up to RM 11.00, RM 1.00 more than the total of RM 10.00."),
                    .equal(
                        SplitError.exactPartsDoNotAddUp(partsTotal: F.rm(999), total: F.rm(1000)).description,
                        "The parts add up to RM 9.99, RM 0.01 less than the total of RM 10.00.", "one sen short"),
                ])
            },
            SelfTestCheck("an exact part in another currency is refused") { _ in
                let dollars = Money(minorUnits: 500, currency: .usd)
                return .all([
                    .throwsError(SplitError.currencyMismatch(total: .myr, part: .usd)) {
                        try SplitCalculator.split(
                            F.rm(1000), among: [.me, F.ben], paidBy: .me,
                            mode: .exact([F.rm(500), dollars]))
                    },
                    .equal(
                        SplitError.currencyMismatch(total: .myr, part: .usd).description,
                        "A part is in USD but the total is in MYR; give every part in MYR."),
                ])
            },
            SelfTestCheck("percentages that do not add up to 100% are refused") { _ in
                .all([
                    .throwsError(SplitError.percentagesDoNotAddUp(basisPoints: 9999)) {
                        try SplitCalculator.split(
                            F.rm(1000), among: three, paidBy: .me,
                            mode: .percent(basisPoints: [3333, 3333, 3333]))
                    },
                    .throwsError(SplitError.percentagesDoNotAddUp(basisPoints: 10050)) {
                        try SplitCalculator.split(
                            F.rm(1000), among: three, paidBy: .me,
                            mode: .percent(basisPoints: [5000, 2500, 2550]))
                    },
                    .equal(
                        SplitError.percentagesDoNotAddUp(basisPoints: 9999).description,
                        "The percentages add up to 99.99%, not 100%."),
                    .equal(
                        SplitError.percentagesDoNotAddUp(basisPoints: 10050).description,
                        "The percentages add up to 100.5%, not 100%."),
                ])
            },
            SelfTestCheck("a negative exact part or percentage is refused") { _ in
                .all([
                    .throwsError(SplitError.negativePart(F.rm(-100)), "RM 10.00 as 6.00 + 5.00 - 1.00") {
                        try SplitCalculator.split(
                            F.rm(1000), among: three, paidBy: .me,
                            mode: .exact([F.rm(600), F.rm(500), F.rm(-100)]))
                    },
                    .throwsError(SplitError.negativePercentage(basisPoints: -1000), "60% / 50% / -10%") {
                        try SplitCalculator.split(
                            F.rm(1000), among: three, paidBy: .me,
                            mode: .percent(basisPoints: [6000, 5000, -1000]))
                    },
                    .equal(
                        SplitError.negativePercentage(basisPoints: -1000).description,
                        "A percentage cannot be negative, but one is -10%."),
                ])
            },
            SelfTestCheck("shares must be at least one each and add up without overflow") { _ in
                .all([
                    .throwsError(SplitError.nonPositiveShare(0)) {
                        try SplitCalculator.split(F.rm(1000), among: three, paidBy: .me, mode: .shares([2, 0, 1]))
                    },
                    .throwsError(SplitError.nonPositiveShare(-1)) {
                        try SplitCalculator.split(F.rm(1000), among: three, paidBy: .me, mode: .shares([-1, 2, 1]))
                    },
                    .throwsError(SplitError.amountTooLarge, "shares adding up to 2^64") {
                        try SplitCalculator.split(
                            F.rm(1000), among: three, paidBy: .me, mode: .shares([.max, .max, 2]))
                    },
                ])
            },
            SelfTestCheck("each mode needs exactly one part per person") { _ in
                .all([
                    .throwsError(SplitError.wrongNumberOfParts(people: 3, parts: 2), "exact") {
                        try SplitCalculator.split(
                            F.rm(1000), among: three, paidBy: .me, mode: .exact([F.rm(500), F.rm(500)]))
                    },
                    .throwsError(SplitError.wrongNumberOfParts(people: 3, parts: 1), "percent") {
                        try SplitCalculator.split(
                            F.rm(1000), among: three, paidBy: .me, mode: .percent(basisPoints: [10000]))
                    },
                    .throwsError(SplitError.wrongNumberOfParts(people: 3, parts: 4), "shares") {
                        try SplitCalculator.split(F.rm(1000), among: three, paidBy: .me, mode: .shares([1, 1, 1, 1]))
                    },
                    .equal(
                        SplitError.wrongNumberOfParts(people: 1, parts: 2).description,
                        "The split has 1 person but 2 parts; give one part per person."),
                ])
            },
            SelfTestCheck("every split error reads as one distinct sentence") { _ in
                let errors: [SplitError] = [
                    .noParticipants, .blankName, .duplicateParticipant(.me), .duplicateParticipant(F.ben),
                    .nonPositiveTotal(F.rm(0)), .wrongNumberOfParts(people: 3, parts: 2),
                    .currencyMismatch(total: .myr, part: .usd), .negativePart(F.rm(-1)),
                    .exactPartsDoNotAddUp(partsTotal: F.rm(1), total: F.rm(2)), .negativePercentage(basisPoints: -1),
                    .percentagesDoNotAddUp(basisPoints: 1), .nonPositiveShare(0), .amountTooLarge,
                ]
                let texts = errors.map(\.description)
                let broken = texts.filter { text in
                    guard let first = text.first, first.isUppercase, text.hasSuffix(".") else { return true }
                    return text.contains("\n") || text.dropLast().contains(". ")
                }
                return .all([
                    .equal(broken, [], "sentences not starting upper case, not ending with one full stop, or longer"),
                    .equal(Set(texts).count, texts.count, "distinct sentences"),
                ])
            },
        ]
    }
}
