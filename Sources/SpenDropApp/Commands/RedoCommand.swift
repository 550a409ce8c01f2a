import SpenDropCore
import SpenDropStore

/// `spendrop redo`: puts back the change the last `undo` reverted, exactly as it was; run again
/// after several undos, it walks forward. A change made after an undo ends what can be redone.
enum RedoCommand: AppCommand {
    static let name = "redo"
    static let spec = CommandSpec(["redo"], "put back what the last 'spendrop undo' reverted", json: true)

    struct RedoneJSON: Encodable {
        let redone: ChangeJSON?
    }

    static func run(_ words: [String], context: AppContext) throws(AppError) {
        let arguments = try CommandArguments(words, spec: spec)
        let store = try context.store()
        let redone: StoredChange?
        do { redone = try store.redoLastUndo() } catch { throw InputReading.storeFailure(error, context: context) }
        if arguments.has("--json") {
            JSONOutput.write(RedoneJSON(redone: redone.map { ChangeJSON($0, calendar: context.calendar) }), to: context.output)
        }
        guard let redone else {
            throw .refused("there is nothing to redo: no undo since the last change; 'spendrop history' lists what was changed and undone")
        }
        if !arguments.has("--json") { context.output.line("Redid: \(TerminalText.visible(redone.summary))") }
    }
}
