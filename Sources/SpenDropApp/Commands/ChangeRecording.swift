import SpenDropStore

/// Runs the writes of one command as one change of the store's log, which `undo` reverts and
/// `history` lists: one transaction, so the command either happens whole, logged, or not at all.
enum ChangeRecording {
    /// Runs `body` as a change described by `summary` of its result (the sentence the command
    /// confirms with). A refusal inside `body` keeps its exit status.
    static func run<Result>(_ store: Store, context: AppContext, bulk: Bool = false, _ body: () throws(AppError) -> Result,
                            summary: (Result) -> String) throws(AppError) -> Result {
        do {
            return try store.recordingChange(at: context.now, bulk: bulk, { () throws -> Result in try body() }, summary: summary)
        } catch let error as AppError {
            throw error
        } catch let error as StoreError {
            throw InputReading.storeFailure(error, context: context)
        } catch let error as SQLiteError {
            throw InputReading.storeFailure(.sqlite(error), context: context)
        } catch {
            throw .refused("\(error)")
        }
    }
}
