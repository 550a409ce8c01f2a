import Foundation

/// Whether a write-ahead log beside a store was written for that store file, so that replaying it
/// can never add rows from another file (a backup copied in by hand over a store a killed
/// spendrop left with its log).
///
/// How it knows: spendrop's connections never checkpoint on their own (`wal_autocheckpoint` 0),
/// so while a launch writes, the store file stays byte for byte what it was when the launch
/// opened it, which is what the check stamp of the last clean close describes (`StoreCheckStamp`).
/// Only the checkpoint at close writes the file, and it leaves a note beside the store while it
/// does (`.spendrop.sqlite.folding`).
///
/// Promises: a log is judged foreign only when all three say so: there is a stamp, the store file
/// no longer is what it describes (device, inode, size, times), and no checkpoint of spendrop's
/// was under way. Without a stamp (a store no spendrop closed cleanly yet, or one an older
/// spendrop wrote) the log is trusted, as SQLite would trust it. Folds and judgements take the
/// store's fold lock (`StoreGate.withFoldLock`), so spendrops working at once never see each
/// other's fold half done.
public enum StoreLogOwnership {
    /// `.spendrop.sqlite.folding` beside `spendrop.sqlite`: a checkpoint is writing the store file.
    public static func foldingNote(for store: URL) -> URL {
        store.deletingLastPathComponent().appendingPathComponent(".\(store.lastPathComponent).folding")
    }

    /// Notes that a checkpoint is about to write the store file; a failure only means a killed
    /// checkpoint's log is judged by the stamp alone.
    private static func beginFolding(_ store: URL) {
        AtomicFileWriter.replace(foldingNote(for: store), with: Data(), durable: false)
    }

    private static func endFolding(_ store: URL) {
        unlink(foldingNote(for: store).path)
    }

    /// Runs `fold` (a checkpoint that writes the store file, then the stamp's update) as one step
    /// no other spendrop's judgement can come between, with the note beside the store throughout,
    /// so that a fold killed part-way leaves its log trusted.
    static func folding<Result, Failure: Error>(
        _ store: URL, _ fold: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try StoreGate.withFoldLock(store, exclusive: true) { () throws(Failure) -> Result in
            beginFolding(store)
            defer { endFolding(store) }
            return try fold()
        }
    }

    /// Why the log beside `store` is not the store's own, nil when it is (or there is none).
    public static func foreignLogReason(_ store: URL) -> String? {
        // Almost every launch finds no log, and takes no lock to say so.
        guard hasLog(store) else { return nil }
        return StoreGate.withFoldLock(store, exclusive: false) { judge(store) }
    }

    private static func hasLog(_ store: URL) -> Bool {
        var log = stat()
        return lstat(store.path + "-wal", &log) == 0 && log.st_size > 0
    }

    /// Under the fold lock: a fold that finished meanwhile left no log to judge.
    private static func judge(_ store: URL) -> String? {
        guard hasLog(store) else { return nil }
        if access(foldingNote(for: store).path, F_OK) == 0 { return nil }
        guard let stamp = StoreCheckStamp.read(for: store), let now = StoreCheckStamp.identity(of: store) else {
            return nil
        }
        if stamp == now { return nil }
        if stamp.device != now.device || stamp.inode != now.inode {
            return "the store file was replaced by another file"
        }
        return
            "the store file was written by something other than spendrop (\(stamp.size == now.size ? "same size" : "\(stamp.size) bytes, now \(now.size)"))"
    }
}
