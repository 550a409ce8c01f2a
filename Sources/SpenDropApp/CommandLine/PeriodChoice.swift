import SpenDropCore

/// `--month YYYY-MM`, `--year YYYY` and `--all`: the period a screen shows, declared once for every
/// screen that takes one, and read against the reporting calendar.
///
/// Promises: at most one of them; a month or year that does not read is a usage error naming the
/// form; none given is this month.
enum PeriodChoice {
    static let month = CommandOption("--month", "YYYY-MM", "that month")
    static let year = CommandOption("--year", "YYYY", "that year")
    static let all = CommandSpec.Flag("--all", "all time")

    /// The period `arguments` name; `allowsAll`: whether the screen's spec lists `--all`.
    static func period(
        _ arguments: CommandArguments, context: AppContext, allowsAll: Bool = true
    ) throws -> ReportingPeriod {
        let allGiven = allowsAll && arguments.has(all)
        let chosen = [arguments.isGiven(month), arguments.isGiven(year), allGiven].filter { $0 }.count
        if chosen > 1 { throw AppError.usage("choose one of --month, --year\(allowsAll ? " or --all" : "")") }
        if allGiven { return .allTime }
        if let text = try arguments.value(month) {
            let parts = text.split(separator: "-")
            guard parts.count == 2, parts[0].count == 4, parts[1].count == 2, let year = Int(parts[0]),
                let month = Int(parts[1]),
                let period = context.calendar.month(year: year, month: month)
            else {
                throw AppError.usage("--month takes YYYY-MM, for example 2026-12, not '\(text)'")
            }
            return period
        }
        if let text = try arguments.value(year) {
            guard text.count == 4, let year = Int(text), let period = context.calendar.year(year) else {
                throw AppError.usage("--year takes YYYY, for example 2026, not '\(text)'")
            }
            return period
        }
        return context.calendar.period(.month, containing: context.now)
    }
}
