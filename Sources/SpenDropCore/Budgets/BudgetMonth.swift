/// A calendar month, `2026-12`: the span a budget's limit covers.
///
/// Promises: always a real month of years 1970 to 2100 (the days spendrop accepts); ordered by
/// time; written and read as `YYYY-MM`.
public struct BudgetMonth: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let year: Int
    public let month: Int

    public init?(year: Int, month: Int) {
        guard (1970...2100).contains(year), (1...12).contains(month) else { return nil }
        self.year = year
        self.month = month
    }

    /// The month `day` falls in.
    public init(_ day: CalendarDay) {
        year = day.year
        month = day.month
    }

    /// Reads `YYYY-MM`; nil for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 4, parts[1].count == 2,
            parts.allSatisfy({ $0.allSatisfy(\.isASCII) }),
            let year = Int(parts[0]), let month = Int(parts[1])
        else { return nil }
        self.init(year: year, month: month)
    }

    public var description: String { "\(year)-\(month < 10 ? "0" : "")\(month)" }

    public var days: Int { CalendarDay.daysIn(month: month, year: year) }
    public var firstDay: CalendarDay { CalendarDay(year: year, month: month, day: 1)! }
    public var lastDay: CalendarDay { CalendarDay(year: year, month: month, day: days)! }

    /// The month after this one.
    public var next: BudgetMonth {
        month == 12 ? BudgetMonth(year: year + 1, month: 1)! : BudgetMonth(year: year, month: month + 1)!
    }

    /// The month before this one.
    public var previous: BudgetMonth {
        month == 1 ? BudgetMonth(year: year - 1, month: 12)! : BudgetMonth(year: year, month: month - 1)!
    }

    public static func < (left: BudgetMonth, right: BudgetMonth) -> Bool {
        (left.year, left.month) < (right.year, right.month)
    }
}
