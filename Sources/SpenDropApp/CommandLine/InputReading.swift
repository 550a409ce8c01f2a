import Foundation
import SpenDropCore
import SpenDropStore

/// Reads what people type on the command line (amounts, days, kinds) into domain values, turning
/// each refusal into one usage sentence.
enum InputReading {
    static func amount(_ text: String, context: AppContext) throws(AppError) -> Money {
        do {
            return try MoneyParser.parse(text, defaultCurrency: context.defaultCurrency)
        } catch {
            throw .usage(error.description)
        }
    }

    /// A positive amount: a payment, split or settlement of nothing or less means a typo.
    static func positiveAmount(_ text: String, context: AppContext) throws(AppError) -> Money {
        let money = try amount(text, context: context)
        if money.minorUnits < 0 { throw .usage("'\(text)' is negative; amounts are written without a sign") }
        return money
    }

    static func day(_ text: String) throws(AppError) -> CalendarDay {
        do {
            return try CalendarDay.parse(text)
        } catch {
            throw .usage(error.description)
        }
    }

    /// When something on `day` happened: now for today or no day, otherwise noon that day in the
    /// user's zone, so it falls on that calendar day wherever it is shown.
    static func instant(on day: CalendarDay?, context: AppContext) -> Date {
        guard let day, day != context.today else { return context.now }
        return context.calendar.start(of: day).addingTimeInterval(12 * 3600)
    }

    /// Maps a store failure to what the person sees.
    static func storeFailure(_ error: StoreError) -> AppError {
        switch error {
        case .refused(let reason): return .refused(reason)
        case .problem(let problem): return .safeMode(problem.description)
        default: return .refused("the store could not do that: \(error)")
        }
    }
}
