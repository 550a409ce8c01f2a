import SpenDropCore
import SpenDropStore

/// `spendrop undo`: reverts the newest change still in effect, in one transaction; run again, it
/// walks further back. Works in any later launch: the log is in the store.
enum UndoCommand: AppCommand {
    static let spec = CommandSpec(
        ["undo"], "revert the last change; run again to go further back (see 'spendrop history')", json: true)

    static func run(_ words: [String], context: AppContext) throws {
        try ChangeLogStep.run(
            words, spec: spec, key: "undone", said: "Undid",
            nothing: "there is nothing to undo; 'spendrop history' lists what was changed and undone",
            context: context
        ) { (store: Store) throws(StoreError) in try store.undoLastChange(at: context.now) }
    }
}
