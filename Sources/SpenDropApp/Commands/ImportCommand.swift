import Foundation
import SpenDropCore
import SpenDropStore

/// `spendrop import csv FILE`: adds every transaction of a CSV file, all or nothing.
/// `spendrop import json FILE`: restores a `spendrop export json` file into an empty store,
/// everything it holds, so exporting again gives the same bytes.
enum ImportCommand: AppCommand {
    static let name = "import"
    static let spec = CommandSpec(["import"], "add the transactions of a CSV file, or restore a JSON export into an empty store; all or nothing",
                                  positionals: [
        .init("FORMAT", "the file's format: csv adds transactions; json restores everything an export holds", allowed: ["csv", "json"]),
        .init("FILE", "the file to read"),
    ], flags: [.init("--allow-duplicates", "csv: import rows the store already holds (by default they are skipped)")])

    static func run(_ words: [String], context: AppContext) throws(AppError) {
        let arguments = try CommandArguments(words, spec: spec)
        let positional = arguments.positional
        guard ["csv", "json"].contains(positional[0]) else { throw .usage("'import' reads csv or json; write 'spendrop import csv FILE'") }
        let path = positional[1]
        let handle: FileHandle
        if path == "-" {
            handle = context.standardInput
        } else {
            var isDirectory: ObjCBool = false
            guard context.fileManager.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
                throw .refused("there is no file at \(path); nothing was imported")
            }
            guard let opened = FileHandle(forReadingAtPath: path) else { throw .refused("cannot read \(path); nothing was imported") }
            handle = opened
        }
        defer { if path != "-" { try? handle.close() } }
        if positional[0] == "json" { return try restore(handle, path: path, context: context) }
        let rows = TransactionCSV.ImportReader(reader: CSVReader(handle: handle), dates: TransactionDates(calendar: context.calendar),
                                               defaultCurrency: context.defaultCurrency)
        do { try rows.readHeader() } catch { throw .refused("\(path): \(error); nothing was imported") }
        let store = try context.store()
        let sentence = { (summary: ImportSummary) in "Imported \(Counted.text(summary.importedCount, "transaction")) from \(path)." }
        let summary = try ChangeRecording.run(store, context: context, bulk: true, { () throws(AppError) -> ImportSummary in
            do throws(StoreError) {
                return try store.importTransactions(rows.next, skippingDuplicates: !arguments.has("--allow-duplicates"), progress: { count in
                    if context.errorsIsTerminal { context.errors.line("imported \(count) rows…") }
                })
            } catch {
                throw .refused("\(path): \(InputReading.storeFailure(error, context: context).description); nothing was imported")
            }
        }, summary: sentence)
        context.output.line(TerminalText.visible(sentence(summary)))
        if summary.skippedDuplicates > 0 {
            context.output.line("Skipped \(Counted.text(summary.skippedDuplicates, "transaction")) the store already held; "
                                + "--allow-duplicates imports them as well.")
        }
        if !summary.openedAccounts.isEmpty {
            let allZero = summary.openedAccounts.allSatisfy(\.openingBalance.isZero)
            let names = summary.openedAccounts.map {
                "\($0.name) (\($0.currency.code)\($0.openingBalance.isZero || allZero ? "" : ", opening \(MoneyFormatter.format($0.openingBalance))"))"
            }.joined(separator: ", ")
            context.output.line("Opened \(Counted.text(summary.openedAccounts.count, "account")) named in the file"
                                + (allZero ? ", each with an opening balance of 0: " : ": ") + "\(names).")
        }
    }

    /// Restores a JSON export into the (empty) store, as one change `undo` can revert.
    static func restore(_ handle: FileHandle, path: String, context: AppContext) throws(AppError) {
        let data: Data
        do { data = try handle.readToEnd() ?? Data() } catch { throw .refused("cannot read \(path): \(error.localizedDescription); nothing was imported") }
        let contents: JSONExportReader.Contents
        do { contents = try JSONExportReader(dates: TransactionDates(calendar: context.calendar)).read(data) }
        catch { throw .refused("\(path): \(error.description); nothing was imported") }
        let store = try context.store()
        let sentence = "Restored \(Counted.text(contents.accounts.count, "account")), \(Counted.text(contents.transactions.count, "transaction")), "
            + "\(Counted.text(contents.extras.payBook.count, "PayBook entry", plural: "PayBook entries")) and "
            + "\(Counted.text(contents.extras.categoryChoices.count, "category choice")) from \(path)."
        try ChangeRecording.run(store, context: context, bulk: true, { () throws(AppError) in
            do throws(StoreError) { try store.restore(accounts: contents.accounts, transactions: contents.transactions, extras: contents.extras) }
            catch { throw .refused("\(path): \(InputReading.storeFailure(error, context: context).description); nothing was imported") }
        }, summary: { sentence })
        context.output.line(TerminalText.visible(sentence))
    }
}
