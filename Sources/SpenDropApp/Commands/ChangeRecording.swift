import SpenDropStore

/// Runs the writes of one command as one change of the store's log, which `undo` reverts and
/// `history` lists: one transaction, so the command either happens whole, logged, or not at all.
enum ChangeRecording {
    /// Runs `body` as a change described by `summary` of its result (the sentence the command
    /// confirms with). What `body` throws comes out unchanged, after everything it wrote is gone.
    static func run<Result>(
        _ store: Store, context: AppContext, bulk: Bool = false, _ body: () throws -> Result,
        summary: (Result) -> String
    ) throws -> Result {
        try store.recordingChange(at: context.now, bulk: bulk, body, summary: summary)
    }
}
