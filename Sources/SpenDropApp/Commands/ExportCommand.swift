import Foundation
import SpenDropCore
import SpenDropStore

/// `spendrop export csv|json|hledger [FILE]`: every transaction, to FILE or (none, or `-`) standard output.
enum ExportCommand: AppCommand {
    static let spec = CommandSpec(
        ["export"], "every transaction, to FILE (complete or not at all) or standard output",
        positionals: [
            .init("FORMAT", "what to write", allowed: Format.allCases.map(\.rawValue)),
            .init("FILE", "where to write it (default, or -: standard output)", optional: true),
        ], flags: [force])
    static let force = CommandSpec.Flag("--force", "replace FILE when it exists")

    enum Format: String, CaseIterable {
        case csv, json, hledger
    }

    static func run(_ words: [String], context: AppContext) throws {
        let arguments = try CommandArguments(words, spec: spec)
        guard let format = Format(rawValue: arguments.positional[0]) else {
            throw AppError.usage("'export' writes csv, json or hledger")
        }
        // `-` is standard output, as `parse -` reads standard input.
        let named = arguments.positional.count == 2 ? arguments.positional[1] : "-"
        let file = named == "-" ? nil : URL(fileURLWithPath: named)
        if let file, !arguments.has(Self.force), context.fileManager.fileExists(atPath: file.path) {
            throw AppError.refused(
                "\(file.path) already exists and is left as it is; give --force to replace it, or name a new file")
        }
        let store = try context.readableStore(showsTotals: false)
        // An export is only as good as the pages it reads: every page is checked first, so a
        // damaged store is never exported as if it were whole.
        try InputReading.requireReadablePages(store, context: context)
        let destination =
            try file.map { (url: URL) throws in
                try ExportDestination.file(url, fileManager: context.fileManager, recordIn: context.storeLocation)
            } ?? .stream(context.output)
        let dates = TransactionDates(calendar: context.calendar)
        var count = 0
        do {
            switch format {
            case .csv:
                try destination.write(TransactionCSV.header + "\n")
                let firstDay = try store.transactionSpan().map { $0.first.description } ?? context.today.description
                try store.exportAll(accounts: { accounts in
                    for account in accounts {
                        try destination.write(TransactionCSV.opening(of: account, day: firstDay))
                    }
                }) { transaction in
                    try destination.write(TransactionCSV.record(for: transaction, dates: dates))
                    count += 1
                }
            case .json:
                count = try writeJSON(store, to: destination, dates: dates)
            case .hledger:
                let firstDay = try store.transactionSpan().map { $0.first.description }
                let journal = HledgerJournal(to: destination, dates: dates)
                try store.exportAll(
                    accounts: { accounts in
                        try journal.begin(
                            accounts: accounts, payBook: try store.exportedPayBook(), firstTransactionDay: firstDay,
                            today: context.today.description)
                    },
                    transactions: { transaction in
                        try journal.entry(transaction)
                        count += 1
                    },
                    extras: { extras in
                        try journal.end(rates: extras.rates, home: context.defaultCurrency)
                    })
            }
            try destination.commit()
        } catch {
            destination.abandon()
            if error is AppError || error is StoreError { throw error }
            throw AppError.refused("the export stopped: \(error)")
        }
        if let file {
            context.output.line("Exported \(Counted.text(count, "transaction")) as \(format.rawValue) to \(file.path).")
        }
    }

    /// Writes everything `store` holds as `export json` does; returns how many transactions.
    static func writeJSON(_ store: Store, to destination: ExportDestination, dates: TransactionDates) throws -> Int {
        var count = 0
        try store.exportAll(
            accounts: { try JSONExport.begin(accounts: $0, to: destination) },
            transactions: { transaction in
                try JSONExport.transaction(transaction, first: count == 0, dates: dates, to: destination)
                count += 1
            }, extras: { try JSONExport.end(wroteAny: count > 0, extras: $0, to: destination) })
        return count
    }
}
