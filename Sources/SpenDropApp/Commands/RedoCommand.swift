import SpenDropCore
import SpenDropStore

/// `spendrop redo`: puts back the change the last `undo` reverted, exactly as it was; run again
/// after several undos, it walks forward. A change made after an undo ends what can be redone.
enum RedoCommand: AppCommand {
    static let spec = CommandSpec(["redo"], "put back what the last 'spendrop undo' reverted", json: true)

    static func run(_ words: [String], context: AppContext) throws {
        try ChangeLogStep.run(
            words, spec: spec, key: "redone", said: "Redid",
            nothing:
                "there is nothing to redo: no undo since the last change; 'spendrop history' lists what was changed and undone",
            context: context
        ) { (store: Store) throws(StoreError) in try store.redoLastUndo() }
    }
}
