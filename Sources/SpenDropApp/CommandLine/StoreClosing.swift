import Foundation
import SpenDropStore

/// What a launch says when the store it closes could not be made whole in one file.
///
/// Promises: the sentence says that committed changes are saved, where they are, that the log
/// must stay beside the store (and be copied with it), and what to check; it never says
/// "nothing was changed" of changes that were committed.
public enum StoreClosing {
    /// The sentence for a store whose log the disk refused to fold into the file (`problem`).
    public static func unfoldedLog(_ problem: StoreProblem, store: URL) -> String {
        let log = store.lastPathComponent + "-wal"
        let why: String
        switch problem {
        case .diskFull: why = "the disk is full"
        case .ioError: why = "the disk reported an input/output error"
        case .locked: why = "another program kept the store busy"
        case .notWritable: why = "the store could not be written"
        default: why = "the disk refused it"
        }
        return
            "what this command changed is saved, but only in the store's log \(log) beside \(store.path): moving it into "
            + "\(store.lastPathComponent) failed (\(why)). Keep \(log) beside the store, and copy both files together until then; "
            + "the next spendrop moves it in. Check the disk (for example 'dmesg') and free space, then run 'spendrop doctor'."
    }
}
