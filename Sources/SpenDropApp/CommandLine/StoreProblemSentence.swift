import SpenDropStore

extension StoreProblem {
    /// What the person sees: what happened (the store's `description`) and what to do about it.
    /// Restoring a backup is advised only for confirmed damage (`corrupt`) and for a file that is
    /// not a store at all.
    public var sentence: String { description + " " + remedy }

    /// What to do, with the command that does it.
    var remedy: String {
        let path = storeURL.path
        switch self {
        case .emptyFile: return "Remove it to start a new store, or run 'spendrop restore FILE' with a backup."
        case .notADatabase: return "Move it aside to start a new store, or run 'spendrop restore FILE' with a backup."
        case .corrupt: return "Run 'spendrop restore FILE' with a backup from the backups folder."
        case .damageSuspected:
            return
                "Run 'spendrop doctor': it checks every page and says whether a backup is needed; do not restore before it says so."
        case .notASpendropStore: return "Move it aside to start a new store."
        case .newerSchema: return "Update spendrop to open it."
        case .notWritable:
            return "Check the permissions of the file and its folder, or that its disk is mounted for writing."
        case .diskFull: return "Free some disk space and run the command again."
        case .locked: return "Run the command again when the other one has finished."
        case .ioError:
            return
                "Check the disk (for example 'dmesg'), then run 'spendrop doctor'; do not restore a backup over the store before it says so."
        case .migrationFailed: return "Report this with 'spendrop doctor' output."
        case .backupFailed: return "Free some disk space and try again."
        case .unexpected: return "Run 'spendrop doctor' and report what it says."
        case .foreignLog:
            let log = storeURL.lastPathComponent + "-wal", index = storeURL.lastPathComponent + "-shm"
            return
                "If you put this store in place by hand (a backup copied in), move \(log) and \(index) aside and keep them until you are sure; "
                + "if you did not, run 'spendrop doctor'."
        case .migratedThenFailed:
            return
                "Check the disk (for example 'dmesg') and free space, then run the command again; do not restore a backup over the store."
        case .symbolicLink(_, let target):
            return
                "Move the file it points to into its place ('mv \(target) \(path)' after removing the link), or point XDG_DATA_HOME at the folder that holds it."
        }
    }
}
