import Foundation
import SpenDropStore

/// `spendrop backup`: a verified copy of the store in its `backups/` folder.
enum BackupCommand: AppCommand {
    static let name = "backup"
    static let usage = "backup                          a verified copy of the store in its backups folder"

    static func run(_ words: [String], context: AppContext) throws(AppError) {
        let arguments = try CommandArguments(words, command: name)
        _ = try arguments.requirePositional([], command: name)
        let store = try context.store()
        let writer = BackupWriter(directory: context.storeLocation.backupsDirectory, fileManager: context.opener.fileManager,
                                  now: { [now = context.now] in now })
        let url: URL
        do { url = try writer.backUp(store.database, reason: "manual") } catch { throw InputReading.storeFailure(error) }
        context.output.line("Backed up the store to \(url.path)")
    }
}
