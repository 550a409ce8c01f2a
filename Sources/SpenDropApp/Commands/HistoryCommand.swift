import Basics
import SpenDropCore
import SpenDropStore

/// `spendrop history [--limit N]`: the recent changes, newest first, each with when it was made
/// and whether `undo` reverted it.
enum HistoryCommand: AppCommand {
    static let spec = CommandSpec(
        ["history"], "recent changes, newest first; 'spendrop undo' reverts the newest still in effect",
        options: [limit], json: true)
    static let limit = CommandOption("--limit", "N", "show the newest N (0: all; default 20)") {
        (text: String) throws(AppError) in
        try InputReading.limit(text) ?? Int.max
    }

    struct ScreenJSON: Encodable {
        let screen = "history"
        let changes: [ChangeJSON]
    }

    static func run(_ words: [String], context: AppContext) throws {
        let arguments = try CommandArguments(words, spec: spec)
        let limit = try arguments.value(Self.limit) ?? 20
        let store = try context.readableStore()
        let changes: [StoredChange] = try store.changes(limit: limit)
        if arguments.wantsJSON {
            JSONOutput.write(
                ScreenJSON(changes: changes.map { ChangeJSON($0, calendar: context.calendar) }), to: context.output)
            return
        }
        let style = TerminalStyle(context)
        context.output.line(style.bold("History"))
        if changes.isEmpty {
            context.output.line("No changes yet: what you add, edit or delete is listed here, newest first.")
        }
        for change in changes {
            let json = ChangeJSON(change, calendar: context.calendar)
            let undone = change.undoneAt == nil ? "" : "  (undone)"
            context.output.line("  \(json.made_at)  \(TerminalText.visible(change.summary))\(undone)")
        }
    }
}

/// One change as `history --json` and `undo --json` print it.
struct ChangeJSON: Encodable {
    let id: Int64
    /// `YYYY-MM-DD HH:MM` in the user's zone.
    let made_at: String
    let summary: String
    let undone: Bool

    init(_ change: StoredChange, calendar: ReportingCalendar) {
        id = change.id
        made_at = "\(calendar.day(of: change.madeAt)) \(calendar.time(of: change.madeAt))"
        summary = change.summary
        undone = change.undoneAt != nil
    }
}
