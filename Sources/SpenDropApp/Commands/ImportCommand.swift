import Basics
import Foundation
import SpenDropCore
import SpenDropStore

/// `spendrop import csv FILE`: adds every transaction of a CSV file, all or nothing.
/// `spendrop import json FILE`: restores a `spendrop export json` file into an empty store,
/// everything it holds, so exporting again gives the same bytes.
/// `spendrop import ofx|qfx|qif FILE` and `import csv FILE --rules RULES`: a bank's statement, with
/// what the store already holds left out (`StatementImporting`).
enum ImportCommand: AppCommand {
    static let spec = CommandSpec(
        ["import"],
        "add a bank's statement (OFX, QFX, QIF, or CSV with hledger rules) or a CSV of transactions, or restore a "
            + "JSON export into an empty store; all or nothing",
        positionals: [
            .init(
                "FORMAT",
                "the file's format: ofx, qfx and qif are bank statements; csv adds transactions (a bank's CSV "
                    + "with --rules); json restores everything an export holds",
                allowed: formats),
            .init("FILE", "the file to read"),
        ], options: [rules, account], flags: [allowDuplicates])
    static let formats = ["csv", "json", "ofx", "qfx", "qif"]
    static let allowDuplicates = CommandSpec.Flag(
        "--allow-duplicates", "csv: import rows the store already holds (by default they are skipped)")
    static let rules = CommandOption(
        "--rules", "FILE",
        "csv: read a bank's CSV with these hledger CSV rules (skip, fields, date-format, amount, if blocks, …)")
    static let account = CommandOption(
        "--account", "NAME",
        "a statement: the account it goes to, remembered for the statement's account id "
            + "(default: where that id went before, else a new account named after the bank)")

    static func run(_ words: [String], context: AppContext) throws {
        let arguments = try CommandArguments(words, spec: spec)
        let positional = arguments.positional
        let format = positional[0].lowercased()
        guard formats.contains(format) else {
            throw AppError.usage("'import' reads \(formats.joined(separator: ", ")); write 'spendrop import ofx FILE'")
        }
        let rulesPath = try arguments.value(Self.rules)
        let accountName = try arguments.value(Self.account)
        if rulesPath != nil, format != "csv" {
            throw AppError.usage("--rules reads a bank's CSV; write 'spendrop import csv FILE --rules RULES'")
        }
        let isStatement = ["ofx", "qfx", "qif"].contains(format) || rulesPath != nil
        if accountName != nil, !isStatement {
            throw AppError.usage(
                "--account is for a bank's statement (ofx, qfx, qif, or csv with --rules); a spendrop CSV names "
                    + "each row's account")
        }
        if arguments.has(Self.allowDuplicates), isStatement {
            throw AppError.usage(
                "--allow-duplicates is for a spendrop CSV; a statement adds only what the store does not hold")
        }
        let path = positional[1]
        let handle: FileHandle
        if path == "-" {
            handle = context.standardInput
        } else {
            var isDirectory: ObjCBool = false
            guard context.fileManager.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
                throw AppError.refused("there is no file at \(path); nothing was imported")
            }
            guard let opened = FileHandle(forReadingAtPath: path) else {
                throw AppError.refused("cannot read \(path); nothing was imported")
            }
            handle = opened
        }
        defer { if path != "-" { try? handle.close() } }
        if format == "json" { return try restore(handle, path: path, context: context) }
        if isStatement {
            return try StatementImporting.run(
                format: format, path: path, handle: handle, rulesPath: rulesPath, accountName: accountName,
                context: context)
        }
        let rows = TransactionCSV.ImportReader(
            reader: CSVReader(handle: handle), dates: TransactionDates(calendar: context.calendar),
            defaultCurrency: context.defaultCurrency)
        do { try rows.readHeader() } catch { throw AppError.refused("\(path): \(error); nothing was imported") }
        let store = try context.store()
        let sentence = { (summary: ImportSummary) in
            "Imported \(Counted.text(summary.importedCount, "transaction")) from \(path)."
        }
        let summary = try ChangeRecording.run(
            store, context: context, bulk: true,
            { () throws -> ImportSummary in
                do throws(StoreError) {
                    return try store.importTransactions(
                        rows.next, skippingDuplicates: !arguments.has(Self.allowDuplicates),
                        progress: { count in
                            if context.errorsIsTerminal { context.errors.line("imported \(count) rows…") }
                        })
                } catch {
                    throw AppError.refused(
                        "\(path): \(AppFailure.of(error, context: context).description); nothing was imported")
                }
            }, summary: sentence)
        context.output.line(TerminalText.visible(sentence(summary)))
        if summary.skippedDuplicates > 0 {
            context.output.line(
                "Skipped \(Counted.text(summary.skippedDuplicates, "transaction")) the store already held; "
                    + "--allow-duplicates imports them as well.")
        }
        if !summary.openedAccounts.isEmpty {
            let allZero = summary.openedAccounts.allSatisfy(\.openingBalance.isZero)
            let names = summary.openedAccounts.map {
                "\(TerminalText.visible($0.name)) (\($0.currency.code)\($0.openingBalance.isZero || allZero ? "" : ", opening \(MoneyFormatter.format($0.openingBalance))"))"
            }.joined(separator: ", ")
            context.output.line(
                "Opened \(Counted.text(summary.openedAccounts.count, "account")) named in the file"
                    + (allZero ? ", each with an opening balance of 0: " : ": ") + "\(names).")
        }
    }

    /// Restores a JSON export into the (empty) store, as one change `undo` can revert.
    static func restore(_ handle: FileHandle, path: String, context: AppContext) throws {
        let reader = JSONExportReader(dates: TransactionDates(calendar: context.calendar))
        let stream: JSONExportReader.Stream
        do { stream = try reader.stream(handle) } catch {
            throw AppError.refused("\(path): \(error.description); nothing was imported")
        }
        let store = try context.store()
        var transactions = 0
        var extras = ExportedExtras(people: [], payBook: [], categoryChoices: [])
        try ChangeRecording.run(
            store, context: context, bulk: true,
            { () throws in
                do throws(StoreError) {
                    try store.restore(
                        accounts: stream.accounts,
                        transactions: {
                            let next = try stream.next()
                            if next != nil { transactions += 1 }
                            return next
                        },
                        extras: {
                            extras = try stream.extras()
                            return extras
                        })
                } catch {
                    throw AppError.refused(
                        "\(path): \(AppFailure.of(error, context: context).description); nothing was imported")
                }
            },
            summary: {
                sentence(accounts: stream.accounts.count, transactions: transactions, extras: extras, path: path)
            })
        context.output.line(
            TerminalText.visible(
                sentence(accounts: stream.accounts.count, transactions: transactions, extras: extras, path: path)))
    }

    static func sentence(accounts: Int, transactions: Int, extras: ExportedExtras, path: String) -> String {
        "Restored \(Counted.text(accounts, "account")), \(Counted.text(transactions, "transaction")), "
            + "\(Counted.text(extras.payBook.count, "PayBook entry", plural: "PayBook entries")) and "
            + "\(Counted.text(extras.categoryChoices.count, "category choice")) from \(path)."
    }
}
