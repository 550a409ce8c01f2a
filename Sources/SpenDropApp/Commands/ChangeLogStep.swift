import Basics
import SpenDropCore
import SpenDropStore

/// What `undo` and `redo` share: one step through the change log, said as `Undid: …`/`Redid: …`,
/// or with `--json` as `{"undone": …}`/`{"redone": …}` (`null` when there was nothing to take),
/// and refused with `nothing` when the log offers no step.
enum ChangeLogStep {
    static func run(
        _ words: [String], spec: CommandSpec, key: String, said: String, nothing: String, context: AppContext,
        step: (Store) throws(StoreError) -> StoredChange?
    ) throws {
        let arguments = try CommandArguments(words, spec: spec)
        let store = try context.store()
        let change: StoredChange? = try step(store)
        if arguments.wantsJSON {
            JSONOutput.write([key: change.map { ChangeJSON($0, calendar: context.calendar) }], to: context.output)
        }
        guard let change else { throw AppError.refused(nothing) }
        if !arguments.wantsJSON { context.output.line("\(said): \(TerminalText.visible(change.summary))") }
    }
}
