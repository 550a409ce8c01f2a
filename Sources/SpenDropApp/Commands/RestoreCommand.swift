import Foundation
import SpenDropCore
import SpenDropStore

/// `spendrop restore FILE`: makes a checked backup the store, keeping the replaced one; with
/// `--cloud NAME`, the backup is first downloaded and its SHA-256 and schema version checked.
enum RestoreCommand: AppCommand {
    static let spec = CommandSpec(
        ["restore"], "replace the store with a checked backup; the replaced store is kept",
        positionals: [.init("FILE", "the backup file, or with --cloud the name of a cloud backup")],
        flags: [cloud])
    static let cloud = CommandSpec.Flag("--cloud", "download the named backup from the signed-in server first")

    static func run(_ words: [String], context: AppContext) throws {
        let arguments = try CommandArguments(words, spec: spec)
        let path = arguments.positional[0]
        let source =
            arguments.has(Self.cloud)
            ? try CloudBackupCommands.download(path, context: context) : URL(fileURLWithPath: path)
        defer { if arguments.has(Self.cloud) { try? context.fileManager.removeItem(at: source) } }
        context.container.closeStore()
        let restorer = StoreRestorer(fileManager: context.fileManager, now: { [now = context.now] in now })
        let outcome: RestoreOutcome = try restorer.restore(from: source, into: context.storeLocation)
        let accounts = outcome.accountCount.map { "\(Counted.text($0, "account")), " } ?? ""
        context.output.line(
            "Restored \(arguments.has(Self.cloud) ? "the cloud backup \(path)" : outcome.source.path) (schema v\(outcome.version), \(accounts)\(Counted.text(outcome.transactionCount, "transaction"))) as the store \(outcome.storeURL.path)."
        )
        if let kept = outcome.keptStore {
            let how =
                outcome.keptAsRawBytes
                ? "byte for byte, as spendrop could not open it," : "checked with integrity_check,"
            context.output.line("The replaced store is kept, \(how) at \(kept.path).")
        } else {
            context.output.line("There was no store before, so none was kept.")
        }
        if outcome.migratesOnNextOpen {
            context.output.line(
                "It will be updated to schema v\(StoreSchema.currentVersion) the next time spendrop opens it, after a backup of its own."
            )
        }
    }
}
