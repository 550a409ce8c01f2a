import SpenDropCore

/// `--from YYYY-MM [--to YYYY-MM]` and `--year YYYY`: the run of whole months a screen that counts
/// by month (`report`, `budget`) shows, declared once for both.
///
/// Promises: months from 1970-01 to 2100-12, first to last in order, at most `longest`; `--year`
/// with `--from` or `--to`, a month that does not read, or `--from` after `--to` is a usage error.
enum MonthSpanChoice {
    static let from = CommandOption("--from", "YYYY-MM", "the first month") { (text: String) throws(AppError) in
        try month(text, "--from")
    }
    static let to = CommandOption("--to", "YYYY-MM", "the last month (default: this month)") {
        (text: String) throws(AppError) in
        try month(text, "--to")
    }
    static let year = CommandOption("--year", "YYYY", "the twelve months of that year") {
        (text: String) throws(AppError) in
        guard text.count == 4, let year = Int(text), (1970...2100).contains(year) else {
            throw AppError.usage("--year takes a year such as 2026, not '\(text)'")
        }
        return year
    }
    /// The most months one screen shows: ten years.
    static let longest = 120

    static func month(_ text: String, _ name: String) throws(AppError) -> BudgetMonth {
        guard let month = BudgetMonth(text) else {
            let day = text.count == 10 ? " (these screens count whole months)" : ""
            throw AppError.usage("\(name) takes a month from 1970-01 to 2100-12 as YYYY-MM\(day), not '\(text)'")
        }
        return month
    }

    /// The months `arguments` name; nil when none of the options is given. `--to` alone ends
    /// `monthsWithoutFrom` months at it, where the screen has such a default, else it needs `--from`.
    static func months(
        _ arguments: CommandArguments, today: CalendarDay, monthsWithoutFrom: Int?
    ) throws -> [BudgetMonth]? {
        let from = try arguments.value(Self.from), to = try arguments.value(Self.to)
        if let year = try arguments.value(Self.year) {
            guard from == nil, to == nil else { throw AppError.usage("give --year or --from/--to, not both") }
            return (1...12).map { BudgetMonth(year: year, month: $0)! }
        }
        if from == nil, to == nil, monthsWithoutFrom == nil { return nil }
        let last = to ?? BudgetMonth(today)
        var first: BudgetMonth
        if let from {
            first = from
        } else if let length = monthsWithoutFrom {
            first = last
            for _ in 1..<length where first.year > 1970 || first.month > 1 { first = first.previous }
        } else {
            throw AppError.usage("--to goes with --from YYYY-MM")
        }
        guard first <= last else { throw AppError.usage("--from \(first) is after --to \(last); swap them") }
        var months: [BudgetMonth] = [first]
        while months.last! < last {
            months.append(months.last!.next)
            guard months.count <= longest else {
                throw AppError.usage("at most \(longest) months at once; give a shorter --from/--to")
            }
        }
        return months
    }
}
