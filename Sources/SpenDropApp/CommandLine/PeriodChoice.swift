import SpenDropCore

/// `--month YYYY-MM`, `--year YYYY`, `--from DAY [--to DAY]` and `--all`: the period a screen
/// shows, declared once for every screen that takes one, and read against the reporting calendar.
///
/// Promises: at most one of them (`--to` goes with `--from`, and without `--to` the span runs
/// through today); a month or year that does not read, or a span that ends before it starts, is a
/// usage error; none given is this month.
enum PeriodChoice {
    static let month = CommandOption("--month", "YYYY-MM", "that month")
    static let year = CommandOption("--year", "YYYY", "that year")
    static let all = CommandSpec.Flag("--all", "all time")
    static let from = CommandOption.day("--from", "from that day (with --to, through that day; else through today)")
    static let to = CommandOption.day("--to", "through that day (with --from)")

    /// The period `arguments` name; `allowsAll`: whether the screen's spec lists `--all`.
    static func period(
        _ arguments: CommandArguments, context: AppContext, allowsAll: Bool = true
    ) throws -> ReportingPeriod {
        let allGiven = allowsAll && arguments.has(all)
        let spanGiven = arguments.isGiven(from) || arguments.isGiven(to)
        let chosen = [arguments.isGiven(month), arguments.isGiven(year), allGiven, spanGiven].filter { $0 }.count
        if chosen > 1 {
            throw AppError.usage("choose one of --month, --year, --from/--to\(allowsAll ? " or --all" : "")")
        }
        if allGiven { return .allTime }
        if spanGiven {
            guard let first = try arguments.value(from) else { throw AppError.usage("--to goes with --from DAY") }
            let last = try arguments.value(to) ?? context.today
            guard let span = context.calendar.span(from: first, through: last) else {
                throw AppError.usage("--from \(first) is after --to \(last), so no day is in between; swap them")
            }
            return span
        }
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
