import Foundation
import SpenDropCore
import SpenDropStore

/// Reads what people type on the command line (amounts, days, kinds) into domain values, turning
/// each refusal into one usage sentence.
enum InputReading {
    /// `text` as money; with no currency written, `defaultCurrency` (the named account's), else
    /// the currency setting.
    static func amount(_ text: String, context: AppContext, defaultCurrency: Currency? = nil) throws(AppError) -> Money
    {
        do {
            return try MoneyParser.parse(text, defaultCurrency: defaultCurrency ?? context.defaultCurrency)
        } catch {
            throw .usage(error.description)
        }
    }

    /// A positive amount: a payment, split or settlement of nothing or less means a typo.
    static func positiveAmount(
        _ text: String, context: AppContext, defaultCurrency: Currency? = nil
    ) throws(AppError) -> Money {
        let money = try amount(text, context: context, defaultCurrency: defaultCurrency)
        if money.minorUnits < 0 { throw .usage("'\(text)' is negative; amounts are written without a sign") }
        if money.minorUnits == 0 { throw .usage("'\(text)' is zero; nothing would move") }
        return money
    }

    /// A text field as typed: trimmed, never blank when `required`, never with a control character.
    static func text(_ text: String, field: String, required: Bool = true) throws(AppError) -> String {
        do {
            return try EnteredText.field(text, named: field, required: required)
        } catch {
            throw .usage(error.description)
        }
    }

    /// `--limit N`: how many rows to show; nil for 0, which means all.
    /// `--tag` values: each a readable text, `#` and surrounding spaces ignored, lower-cased.
    static func tags(_ texts: [String]) throws(AppError) -> [String] {
        try texts.map { (text: String) throws(AppError) -> String in
            let tag = try InputReading.text(text, field: "tag")
            guard !Tags.normalised([tag]).isEmpty else { throw .usage("a tag needs a word, not '\(text)'") }
            return tag
        }
    }

    static func limit(_ text: String) throws(AppError) -> Int? {
        guard let number = Int(text), number >= 0 else {
            throw .usage("--limit takes a whole number, 0 for all, not '\(text)'")
        }
        return number == 0 ? nil : number
    }

    /// A transaction's id as lists show it, `#1042`, or as typed, `1042`.
    static func transactionID(_ text: String) throws(AppError) -> TransactionID {
        let digits = text.hasPrefix("#") ? text.dropFirst() : Substring(text)
        guard let number = Int64(digits), number > 0, digits.allSatisfy(\.isASCII) else {
            throw .usage(
                "'\(text)' is not a transaction id; ids are whole numbers such as 1042 or #1042, as 'spendrop transactions' shows them"
            )
        }
        return TransactionID(number)
    }

    /// The days a transaction may fall on: from 1970-01-01 through 2100-12-31.
    static let days = CalendarDay(year: 1970, month: 1, day: 1)!...CalendarDay(year: 2100, month: 12, day: 31)!

    static func day(_ text: String) throws(AppError) -> CalendarDay {
        let day: CalendarDay
        do {
            day = try CalendarDay.parse(text)
        } catch {
            throw .usage(error.description)
        }
        guard days.contains(day) else {
            throw .usage("'\(text)' is outside \(days.lowerBound) to \(days.upperBound); check the year")
        }
        return day
    }

    /// When something on `day` happened: now for today or no day, otherwise noon that day in the
    /// user's zone; with the offset of the user's clock then, so it stays on that calendar day
    /// wherever it is shown.
    static func moment(on day: CalendarDay?, context: AppContext) -> Moment {
        guard let day, day != context.today else { return Moment(context.now, in: context.calendar.timeZone) }
        return Moment(context.calendar.start(of: day).addingTimeInterval(12 * 3600), in: context.calendar.timeZone)
    }

    /// Refuses (exit 1) to go on with a store whose pages `PRAGMA quick_check` cannot read whole,
    /// so nothing is copied out of a damaged store as if it were whole.
    static func requireReadablePages(_ store: Store, context: AppContext) throws(AppError) {
        let problems: [String]
        do { problems = try store.database.quickCheckProblems() } catch {
            if StoreFault.of(error) == .damage {
                throw .refused(StoreProblem.corrupt(context.storeLocation.databaseURL, detail: error.message).sentence)
            }
            throw AppFailure.of(StoreError.sqlite(error), context: context)
        }
        guard problems.isEmpty else {
            throw .refused(
                StoreProblem.corrupt(
                    context.storeLocation.databaseURL,
                    detail: "quick_check: \(problems.prefix(3).joined(separator: "; "))"
                ).sentence)
        }
    }
}
