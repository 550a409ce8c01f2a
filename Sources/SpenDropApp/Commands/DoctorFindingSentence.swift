import Foundation
import SpenDropStore

extension DoctorReport.Finding {
    /// The finding as `doctor` prints it: what is wrong, then what to do, with the command that does it.
    public func sentence(backupsDirectory: URL) -> String {
        guard let advice else { return text }
        return text + " " + DoctorReport.Finding.words(advice, backupsDirectory: backupsDirectory) + "."
    }

    static func words(_ advice: DoctorAdvice, backupsDirectory: URL) -> String {
        switch advice {
        case .restoreBackup:
            return "Restore a backup with 'spendrop restore FILE' (the backups are in \(backupsDirectory.path))"
        case .updateSpendrop: return "Update spendrop to open it"
        case .moveAside:
            return "Move it aside (spendrop then starts a new store) or restore a backup with 'spendrop restore FILE'"
        case .repairFromRows:
            return "Nothing is lost: 'spendrop doctor --repair' rebuilds it from the rows, after a backup"
        case .makeFoldersPrivate: return "'spendrop doctor --repair' makes it private (700)"
        case .checkAgain(let recheck): return "Nothing is lost: " + words(recheck)
        case .deleteLargest(let code):
            return
                "Delete the largest \(code) transactions ('spendrop export json' lists each with its id; 'spendrop delete ID') "
                + "until it is below, or keep amounts that large in a store of their own"
        case .redoSplit:
            return "The rows disagree among themselves and nothing can tell which is right: delete the split "
                + "('spendrop delete ID --with-split') and record it again, or restore a backup from before the change"
        case .redoSettlement:
            return "'spendrop undo' takes back the change that did it when it is the last one; otherwise "
                + "delete the settlement that goes the wrong way ('spendrop delete ID' with the id of its money) and settle "
                + "again, or restore a backup from before the change"
        case .say(let words): return words
        }
    }

    private static func words(_ recheck: DoctorRecheck) -> String {
        switch recheck {
        case .withWriteAccess:
            return
                "run 'spendrop doctor' again with write access to the folder, so SQLite can replay any log; restore a backup only if it then reports damage"
        case .afterFixingPermissions:
            return "check the permissions of the file and its folder, then run 'spendrop doctor' again"
        case .afterFreeingSpace:
            return "free some disk space and run 'spendrop doctor' again; the store itself is whole"
        case .whenUnlocked: return "run 'spendrop doctor' again when the other program has finished"
        case .afterCheckingTheDisk:
            return
                "check the disk (for example 'dmesg') and copy the store while it can still be read; restore a backup only if a later check reports damage"
        case .andReport: return "run 'spendrop doctor' again and report what it says"
        }
    }
}
