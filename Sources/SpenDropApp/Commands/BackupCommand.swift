import Foundation
import SpenDropStore

/// `spendrop backup`: a verified copy of the store in its `backups/` folder; with `--cloud`, a
/// snapshot uploaded to the signed-in WebDAV server, keeping the newest `cloudBackupsKept`.
enum BackupCommand: AppCommand {
    static let spec = CommandSpec(
        ["backup"], "a verified copy of the store in its backups folder, or on the signed-in server",
        flags: [cloud])
    static let cloud = CommandSpec.Flag("--cloud", "upload it to the signed-in server instead")

    static func run(_ words: [String], context: AppContext) throws {
        let arguments = try CommandArguments(words, spec: spec)
        if arguments.has(Self.cloud) {
            return try CloudBackupCommands.backUp(keep: context.preferences.value(.cloudBackupsKept), context: context)
        }
        let store = try context.store()
        let writer = BackupWriter(
            directory: context.storeLocation.backupsDirectory, fileManager: context.fileManager,
            now: { [now = context.now] in now })
        let url: URL
        do {
            url = try writer.backUp(store.database, reason: "manual")
        } catch {
            if case .backupNotVerified(_, let problems) = error {
                throw AppError.refused(
                    StoreProblem.corrupt(
                        context.storeLocation.databaseURL,
                        detail: "its copy failed integrity_check: \(problems.prefix(3).joined(separator: "; "))"
                    ).sentence
                        + " No backup was written.")
            }
            throw error
        }
        context.output.line("Backed up the store to \(url.path)")
    }
}
