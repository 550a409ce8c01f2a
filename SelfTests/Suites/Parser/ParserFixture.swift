import SelfTestRunner
import SpenDropCore

/// One input text and the outcome the parser must give for it: the whole expected draft (or
/// drafts), or the reason there is none.
///
/// Promises: the check's name says what it proves (`TNG eWallet payment: out RM 12.50 to MAMAK
/// CORNER on 2026-12-02 13:45`), and a failing check names every field that differs. Every
/// check also holds the outcome to its two rules: drafts or a reason, never both or neither, and
/// every draft's amount above zero.
struct ParserFixture {
    enum Expected {
        case drafts([TransactionDraft])
        case rejected(ParseRejection)
    }

    /// Where the text comes from and what kind it is: `TNG eWallet payment`.
    let label: String
    let text: String
    let expected: Expected
    let referenceDay: CalendarDay
    /// Where the fixture is written in its table, which its check's failures and reports point at.
    let location: (fileID: String, filePath: String, line: Int)

    init(
        _ label: String, _ text: String, _ expected: Expected, referenceDay: CalendarDay = ParserFixture.referenceDay,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line
    ) {
        self.label = label
        self.text = text
        self.expected = expected
        self.referenceDay = referenceDay
        self.location = (fileID, filePath, line)
    }

    init(
        _ label: String, _ text: String, _ draft: TransactionDraft,
        referenceDay: CalendarDay = ParserFixture.referenceDay,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line
    ) {
        self.init(
            label, text, .drafts([draft]), referenceDay: referenceDay, fileID: fileID, filePath: filePath, line: line)
    }

    /// Every receipt fixture: plain, laid out in columns, and positioned OCR boxes.
    static var receipts: [ParserFixture] {
        ReceiptSamples.all + ReceiptLayoutSamples.all + PositionedReceiptSamples.all
    }

    /// The day every fixture is read on unless it says otherwise: Thursday 3 December 2026.
    static let referenceDay = CalendarDay(year: 2026, month: 12, day: 3)!

    var checkName: String {
        switch expected {
        case .drafts(let drafts) where drafts.count == 1:
            return "\(label): \(ParserFixture.summary(drafts[0]))"
        case .drafts(let drafts):
            return "\(label): \(drafts.count) drafts (" + drafts.map(ParserFixture.summary).joined(separator: "; ")
                + ")"
        case .rejected(let reason):
            return "\(label): no draft, \(reason.rawValue)"
        }
    }

    /// `out RM 12.50 to MAMAK CORNER on 2026-12-02 13:45`.
    static func summary(_ draft: TransactionDraft) -> String {
        var text = "\(draft.direction) \(MoneyFormatter.format(draft.amount))"
        if let merchant = draft.merchant { text += (draft.direction == .moneyOut ? " to " : " from ") + merchant }
        if let date = draft.date { text += " on \(date)" }
        if let time = draft.time { text += " \(time)" }
        return text
    }

    var check: SelfTestCheck {
        SelfTestCheck(checkName, fileID: location.fileID, filePath: location.filePath, line: location.line) { _ in
            ParserFixture.verdict(NotificationParser(referenceDay: referenceDay).parse(text), expected)
        }
    }

    /// Compares the whole outcome; the details name each field that differs, draft by draft.
    static func verdict(_ actual: ParseOutcome, _ expected: Expected) -> CheckVerdict {
        switch expected {
        case .rejected(let reason):
            let expectedText = "no draft, reason \(reason.rawValue)"
            let actualText =
                actual.reason.map { "no draft, reason \($0.rawValue)" }
                ?? actual.drafts.map(\.description).joined(separator: " || ")
            return .that(
                actual.drafts.isEmpty && actual.reason == reason, expected: expectedText, actual: actualText,
                actual.drafts.isEmpty ? "the reason differs" : "a draft was made where none should be")
        case .drafts(let drafts):
            let expectedText = drafts.map(\.description).joined(separator: " || ")
            let actualText =
                actual.drafts.isEmpty
                ? "no draft, reason \(actual.reason?.rawValue ?? "none")"
                : actual.drafts.map(\.description).joined(separator: " || ")
            if actual.drafts.count != drafts.count {
                return .that(
                    false, expected: expectedText, actual: actualText,
                    "expected \(drafts.count) draft(s), got \(actual.drafts.count)")
            }
            // An outcome has drafts or a reason, never both; a draft's amount is always above zero.
            if let reason = actual.reason {
                return .that(
                    false, expected: expectedText, actual: actualText + " and reason \(reason.rawValue)",
                    "drafts and a reason at once")
            }
            if let notPositive = actual.drafts.first(where: { $0.amount.minorUnits <= 0 }) {
                return .that(
                    false, expected: expectedText, actual: actualText,
                    "a draft of \(notPositive.amount), not above zero")
            }
            var differences: [String] = []
            for (index, (want, got)) in zip(drafts, actual.drafts).enumerated() {
                let fields = zip(want.fieldDescriptions, got.fieldDescriptions).filter { $0.0.value != $0.1.value }.map
                { $0.0.name }
                if !fields.isEmpty {
                    differences.append(
                        (drafts.count > 1 ? "draft \(index + 1): " : "") + "differs in "
                            + fields.joined(separator: ", "))
                }
            }
            return .that(
                differences.isEmpty, expected: expectedText, actual: actualText,
                differences.isEmpty ? "every field matches" : differences.joined(separator: "; "))
        }
    }
}

/// Short ways to write an expected draft in a fixture table.
enum Draft {
    /// Money Out of `amount` (`"12.50"`, `"USD 12.99"`) to `merchant`.
    static func out(
        _ amount: String, _ merchant: String?, on date: String? = nil, at time: String? = nil,
        ref: String? = nil, account: String? = nil, card: String? = nil,
        warnings: [DraftWarning] = []
    ) -> TransactionDraft {
        make(.moneyOut, amount, merchant, date, time, ref, account, card, warnings)
    }

    /// Money In of `amount` from `sender`.
    static func into(
        _ amount: String, _ sender: String?, on date: String? = nil, at time: String? = nil,
        ref: String? = nil, account: String? = nil, card: String? = nil,
        warnings: [DraftWarning] = []
    ) -> TransactionDraft {
        make(.moneyIn, amount, sender, date, time, ref, account, card, warnings)
    }

    private static func make(
        _ direction: TransactionDraft.Direction, _ amount: String, _ merchant: String?,
        _ date: String?, _ time: String?, _ reference: String?, _ account: String?, _ card: String?,
        _ warnings: [DraftWarning]
    ) -> TransactionDraft {
        // A typo in a fixture gives a zero amount or a nil date, so its check fails rather than crashes.
        let money = (try? MoneyParser.parse(amount, defaultCurrency: .myr)) ?? Money.zero(.myr)
        let day = date.flatMap { try? CalendarDay.parse($0) }
        let hint = account == nil && card == nil ? nil : AccountHint(institution: account, lastFourDigits: card)
        return TransactionDraft(
            amount: money, direction: direction, merchant: merchant, date: day, time: time.flatMap(clock),
            reference: reference, accountHint: hint, warnings: warnings)
    }

    /// `13:45` on the 24-hour clock.
    private static func clock(_ text: String) -> TimeOfDay? {
        let parts = text.split(separator: ":")
        guard parts.count == 2, let hour = Int(parts[0]), let minute = Int(parts[1]) else { return nil }
        return TimeOfDay(hour: hour, minute: minute)
    }
}
