import Foundation
import SpenDropCore
import SpenDropStore

/// `spendrop doctor --rehearse`: what an upgrade and daily use would do, tried on a copy of the
/// user's store in a fresh private folder: the upgrade to the current schema, integrity and
/// foreign keys, the row census, an export → import → export round trip and every screen's
/// query, each timed.
///
/// Promises: the store is only read (copied with SQLite's online backup through a read-only
/// connection; nothing is written beside it); the copy and everything made from it are removed
/// when the rehearsal ends, passed or not; the verdict is the exit status: 0 when every step
/// passed, 1 otherwise.
enum DoctorRehearsal {
    struct Step {
        let name: String
        let milliseconds: Double
        /// What it found or measured, for people.
        let detail: String
        /// Why it failed; nil when it passed.
        let problem: String?
    }

    static func run(_ context: AppContext) throws -> [Step] {
        let source = context.storeLocation
        guard context.fileManager.fileExists(atPath: source.databaseURL.path) else {
            throw AppError.refused("there is no store at \(source.databaseURL.path) to rehearse with")
        }
        let folder = try context.scratch.directory().appendingPathComponent("rehearsal-\(context.makeID())")
        defer { try? context.fileManager.removeItem(at: folder) }
        let copy = StoreLocation(directory: folder.appendingPathComponent("copy"))
        let roundTrip = StoreLocation(directory: folder.appendingPathComponent("round-trip"))
        do {
            for location in [copy, roundTrip] {
                try context.fileManager.createDirectory(
                    at: location.directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            }
        } catch {
            throw AppError.refused(
                "could not make the rehearsal's private folder in \(folder.path): \(error.localizedDescription)")
        }
        var steps: [Step] = []
        let clock = ContinuousClock()
        /// Runs one step; a step that throws is a failed step, and the steps that need it are not run.
        func step(_ name: String, _ body: () throws -> String) -> Bool {
            let start = clock.now
            var detail = "", problem: String?
            do { detail = try body() } catch { problem = "\(error)" }
            let elapsed = start.duration(to: clock.now)
            let milliseconds =
                Double(elapsed.components.seconds) * 1_000 + Double(elapsed.components.attoseconds) / 1e15
            steps.append(Step(name: name, milliseconds: milliseconds, detail: detail, problem: problem))
            return problem == nil
        }
        struct Found: Error, CustomStringConvertible { let description: String }

        guard
            step(
                "copy the store with SQLite's online backup",
                {
                    try StoreCopy.copy(source, to: copy.databaseURL, fileManager: context.fileManager)
                    let size =
                        (try? context.fileManager.attributesOfItem(atPath: copy.databaseURL.path)[.size] as? NSNumber)?
                        .int64Value ?? 0
                    return "\(DigitText.groupedThousands(size)) bytes, read-only"
                })
        else { return steps }

        var opened: OpenedStore?
        guard
            step(
                "upgrade to schema v\(StoreSchema.currentVersion)",
                {
                    switch StoreOpener(
                        fileManager: context.fileManager, now: { [now = context.now] in now },
                        migrator: Migrator(timeZone: context.calendar.timeZone)
                    ).open(copy) {
                    case .success(let store):
                        opened = store
                        return store.migratedFrom.map { "from v\($0), every row accounted for" }
                            ?? "already at v\(StoreSchema.currentVersion)"
                    case .failure(let problem):
                        throw Found(description: problem.sentence)
                    }
                }), let database = opened?.database
        else { return steps }
        defer { database.close() }
        let store = Store(database: database)

        _ = step("integrity_check") {
            let problems = try database.integrityProblems()
            guard problems.isEmpty else { throw Found(description: problems.prefix(3).joined(separator: "; ")) }
            return "ok"
        }
        _ = step("foreign_key_check") {
            let problems = try database.foreignKeyProblems()
            guard problems.isEmpty else { throw Found(description: problems.prefix(3).joined(separator: "; ")) }
            return "ok"
        }
        _ = step("row census") {
            let counts = try ["accounts", "transactions", "paybook_entries", "changes"].map { table in
                try database.scalar(sql: "SELECT count(*) FROM \(table)") ?? 0
            }
            let disagreements = try database.scalar(sql: StoreSchema.dailyTotalsDisagreements) ?? 0
            guard disagreements == 0 else {
                throw Found(description: "daily totals disagree with the transactions in \(disagreements) groups")
            }
            return "\(Counted.text(counts[0], "account")), \(Counted.text(counts[1], "transaction")), "
                + "\(Counted.text(counts[2], "PayBook entry", plural: "PayBook entries")), \(Counted.text(counts[3], "change")); daily totals agree"
        }
        _ = step("export json → import json → export json") {
            let dates = TransactionDates(calendar: context.calendar)
            let first = folder.appendingPathComponent("first.json"),
                second = folder.appendingPathComponent("second.json")
            let exported = try ExportDestination.file(first, fileManager: context.fileManager, recordIn: copy)
            _ = try ExportCommand.writeJSON(store, to: exported, dates: dates)
            try exported.commit()
            guard let handle = FileHandle(forReadingAtPath: first.path) else {
                throw Found(description: "could not read the export back")
            }
            defer { try? handle.close() }
            let stream = try JSONExportReader(dates: dates).stream(handle)
            let target = try StoreOpener(
                fileManager: context.fileManager, now: { [now = context.now] in now },
                migrator: Migrator(timeZone: context.calendar.timeZone)
            ).open(roundTrip).get()
            defer { target.database.close() }
            let restored = Store(database: target.database)
            try restored.restore(accounts: stream.accounts, transactions: stream.next, extras: stream.extras)
            let again = try ExportDestination.file(second, fileManager: context.fileManager, recordIn: roundTrip)
            _ = try ExportCommand.writeJSON(restored, to: again, dates: dates)
            try again.commit()
            guard let size = sameBytes(first, second) else {
                throw Found(description: "the second export differs from the first")
            }
            return "the same \(DigitText.groupedThousands(size)) bytes"
        }
        let month = context.calendar.period(.month, containing: context.now)
        let screens: [(String, () throws -> Void)] = [
            (
                "Home",
                { _ = try store.cashFlowCard(in: month, calendar: context.calendar, currency: context.defaultCurrency) }
            ),
            (
                "Breakdown",
                { _ = try store.breakdown(of: month, calendar: context.calendar, currency: context.defaultCurrency) }
            ),
            ("Accounts", { _ = try store.accountBalances() }),
            (
                "Transactions, first page",
                { _ = try store.transactionPage(matching: TransactionFilter(), calendar: context.calendar, limit: 20) }
            ),
            (
                "PayBook",
                {
                    // The screen's balances summed in SQL, against every entry replayed through the core.
                    guard try store.payBookBalances().balancesWithMe() == store.payBook().balancesWithMe() else {
                        throw Found(
                            description: "the PayBook's balances summed in SQL differ from its entries replayed")
                    }
                }
            ),
            ("History", { _ = try store.changes(limit: 20) }),
        ]
        for (name, query) in screens {
            _ = step("screen: \(name)") {
                try query()
                return "ok"
            }
        }
        return steps
    }

    /// The size of two files when their bytes are the same, read a megabyte at a time; nil when
    /// they differ or cannot be read.
    static func sameBytes(_ first: URL, _ second: URL) -> Int? {
        guard let one = FileHandle(forReadingAtPath: first.path), let two = FileHandle(forReadingAtPath: second.path)
        else { return nil }
        defer {
            try? one.close()
            try? two.close()
        }
        var size = 0
        while true {
            let (left, right) = ((try? one.read(upToCount: 1 << 20)) ?? nil, (try? two.read(upToCount: 1 << 20)) ?? nil)
            guard left == right else { return nil }
            guard let left, !left.isEmpty else { return size }
            size += left.count
        }
    }
}
