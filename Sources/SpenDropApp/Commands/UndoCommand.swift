import SpenDropCore
import SpenDropStore

/// `spendrop undo`: reverts the newest change still in effect, in one transaction; run again, it
/// walks further back. Works in any later launch: the log is in the store.
enum UndoCommand: AppCommand {
    static let name = "undo"
    static let spec = CommandSpec(["undo"], "revert the last change; run again to go further back (see 'spendrop history')", json: true)

    struct UndoneJSON: Encodable {
        let undone: ChangeJSON?
    }

    static func run(_ words: [String], context: AppContext) throws(AppError) {
        let arguments = try CommandArguments(words, spec: spec)
        let store = try context.store()
        let undone: StoredChange?
        do { undone = try store.undoLastChange(at: context.now) } catch { throw InputReading.storeFailure(error, context: context) }
        if arguments.has("--json") {
            JSONOutput.write(UndoneJSON(undone: undone.map { ChangeJSON($0, calendar: context.calendar) }), to: context.output)
        }
        guard let undone else { throw .refused("there is nothing to undo; 'spendrop history' lists what was changed and undone") }
        if !arguments.has("--json") { context.output.line("Undid: \(TerminalText.visible(undone.summary))") }
    }
}
