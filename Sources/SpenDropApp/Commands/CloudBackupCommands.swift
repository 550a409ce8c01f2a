import Basics
import Foundation
import SpenDropCore
import SpenDropStore

/// The cloud halves of `backup`, `backups` and `restore`: a snapshot of the store uploaded to the
/// signed-in WebDAV folder, the list of what is there, and a verified download.
public enum CloudBackupCommands {
    /// The signed-in service, or the reason there is none.
    public static func service(_ context: AppContext) throws -> CloudBackupService {
        do {
            guard let credentials = try context.credentials.load() else { throw CloudError.notConfigured }
            let client = try WebDAVClient(
                credentials: credentials, transport: context.cloudTransport, fileManager: context.fileManager)
            return CloudBackupService(
                client: client, scratch: try context.scratch.directory(), fileManager: context.fileManager)
        } catch let error as CloudError {
            throw AppError.refused(error.description)
        } catch let error as AppError {
            throw error
        } catch {
            throw AppError.refused("could not prepare the scratch folder: \(FileSystemErrorText.describe(error))")
        }
    }

    /// `backup --cloud [--keep N]`: uploads an online-backup snapshot, never the live file.
    public static func backUp(keep: Int, context: AppContext) throws {
        let service = try service(context)
        let store = try context.store()
        let snapshot = try context.scratch.newFile("snapshot-\(context.makeID()).sqlite")
        defer { try? context.fileManager.removeItem(at: snapshot) }
        let version: Int
        do throws(SQLiteError) {
            try store.database.backup(to: snapshot.path)
            version = try store.database.userVersion()
        } catch {
            let problem = StoreProblem.from(
                error, url: context.storeLocation.databaseURL,
                waitedMilliseconds: Int(StoreOpener.busyTimeoutMilliseconds))
            if case .unexpected = problem { throw AppError.refused("the snapshot could not be made: \(error)") }
            throw AppError.refused("the snapshot could not be made: \(problem.sentence)")
        }
        do {
            let upload = try service.upload(
                snapshot: snapshot, schemaVersion: version, stamp: BackupWriter.stamp(context.now), keep: keep)
            context.output.line(
                "Backed up to \(service.client.credentials.host): \(upload.backup.name) (\(upload.backup.size) bytes, SHA-256 verified)."
            )
            if !upload.datedLater.isEmpty {
                context.errors.line(
                    "spendrop: kept \(upload.datedLater.joined(separator: ", ")) on the server: \(upload.datedLater.count == 1 ? "its name says it was" : "their names say they were") made after this backup (a clock set wrong, or another machine's). Retention never deletes \(upload.datedLater.count == 1 ? "it" : "them"); delete by hand what you do not want."
                )
            }
        } catch {
            context.credentials.recordLastError(error)
            throw AppError.refused(error.description)
        }
    }

    /// `backups --cloud`: what is on the server, newest first.
    public static func list(json: Bool, context: AppContext) throws {
        let backups: [CloudBackup]
        do { backups = try service(context).list() } catch let error as AppError { throw error } catch {
            throw AppError.refused("\(error)")
        }
        if json {
            struct Entry: Encodable { let name: String; let schema_version: Int; let size: Int64 }
            JSONOutput.write(
                backups.map { Entry(name: $0.name, schema_version: $0.schemaVersion, size: $0.size) },
                to: context.output)
            return
        }
        if backups.isEmpty { context.output.line("No cloud backups yet: 'spendrop backup --cloud' makes one.") }
        for backup in backups { context.output.line("\(backup.name)  \(backup.size) bytes") }
    }

    /// Downloads `name` and checks its checksum and schema version; the caller restores the file.
    public static func download(_ name: String, context: AppContext) throws -> URL {
        let service = try service(context)
        do {
            let (file, backup) = try service.download(name)
            if backup.schemaVersion > StoreSchema.currentVersion {
                try? context.fileManager.removeItem(at: file)
                throw CloudError.local(
                    "\(name) was made by a newer spendrop (schema v\(backup.schemaVersion); this build knows up to v\(StoreSchema.currentVersion)); update spendrop to restore it"
                )
            }
            return file
        } catch let error as CloudError {
            context.credentials.recordLastError(error)
            throw AppError.refused(error.description)
        } catch {
            throw AppError.refused("\(error)")
        }
    }
}

/// `spendrop backups`: the local backups in the store's backups folder, newest first;
/// `spendrop backups --cloud`: the signed-in server's.
enum BackupsCommand: AppCommand {
    static let spec = CommandSpec(
        ["backups"], "list the backups: the local ones, or with --cloud the signed-in server's",
        flags: [cloud], json: true)
    static let cloud = CommandSpec.Flag("--cloud", "the server's backups instead of the local ones")

    struct LocalJSON: Encodable {
        let screen = "backups"
        let folder: String
        let backups: [Entry]

        struct Entry: Encodable {
            let file: String
            let bytes: Int64
        }
    }

    static func run(_ words: [String], context: AppContext) throws {
        let arguments = try CommandArguments(words, spec: spec)
        if arguments.has(Self.cloud) {
            return try CloudBackupCommands.list(json: arguments.wantsJSON, context: context)
        }
        // The folder is read as it is: listing opens no store and makes nothing.
        let folder = context.storeLocation.backupsDirectory
        let files = BackupWriter(directory: folder, fileManager: context.fileManager, now: { context.now }).list()
            .reversed()
        let entries = files.map { url in
            LocalJSON.Entry(
                file: url.path,
                bytes: ((try? context.fileManager.attributesOfItem(atPath: url.path)[.size]) as? NSNumber)?.int64Value
                    ?? 0)
        }
        if arguments.wantsJSON {
            JSONOutput.write(LocalJSON(folder: folder.path, backups: entries), to: context.output)
            return
        }
        if entries.isEmpty {
            context.output.line(
                "No local backups yet in \(TerminalText.visible(folder.path)): 'spendrop backup' makes one; 'spendrop backups --cloud' lists the server's."
            )
            return
        }
        context.output.line("Local backups in \(TerminalText.visible(folder.path)), newest first:")
        for entry in entries {
            context.output.line(
                "  \(TerminalText.visible(URL(fileURLWithPath: entry.file).lastPathComponent))  \(DigitText.groupedThousands(UInt64(max(0, entry.bytes)))) bytes"
            )
        }
    }
}
