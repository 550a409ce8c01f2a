import Foundation

/// Brings a store from its schema version to the current one, all steps in one transaction.
///
/// Promises: foreign keys are switched off around the transaction (SQLite ignores the switch
/// inside one) and checked with `foreign_key_check` before it commits; every step's row
/// accounting, `integrity_check` and the new `user_version` are checked before COMMIT. Any
/// failure rolls everything back, so the store keeps its old version and every old row.
/// - Complexity: each check runs once: consecutive steps that promise the same accounting (the
///   transactions unchanged, say) are checked once across all of them, before the first and
///   after the last; an accounting whose result a later step checks again against its own
///   expectation (v4's daily totals, which v5 recounts) is left to that step; an index a later
///   step drops is never built (`Migration.statements(of:)`); counts and sums per group are taken
///   by `grouped_sums` in one pass without a sort, and the tallies of one table asked at the same
///   moment (what closes after a step, what opens before the next) share that pass.
/// - Warning: callers take a verified backup first; the migrator itself never copies the store.
public struct Migrator {
    /// Called inside the transaction with each version the store stands at: its own, once the
    /// first step's accounting is taken and before that step runs, then the one each step reached;
    /// a throw rolls every step back. The Data safety suite injects failures and altered rows with it.
    public var afterStep: (Int) throws -> Void
    /// The time zone the store is migrated in: a step that gives existing rows what only a zone
    /// can say (version 7: the offset from UTC of each transaction's clock) takes it from here.
    public var timeZone: TimeZone

    public init(timeZone: TimeZone = TimeZone(identifier: "UTC")!, afterStep: @escaping (Int) throws -> Void = { _ in })
    {
        self.timeZone = timeZone
        self.afterStep = afterStep
    }

    /// Migrates `database` from `version` up to `target` (the current version unless a check
    /// wants a single step).
    public func migrate(
        _ database: SQLiteDatabase, from version: Int, to target: Int = StoreSchema.currentVersion
    ) throws(StoreError) {
        let steps = Migration.all.filter { $0.version > version && $0.version <= target }
        do {
            try database.defineGroupedSums()
            try database.execute(sql: "PRAGMA foreign_keys = OFF")
            defer { try? database.execute(sql: "PRAGMA foreign_keys = ON") }
            try database.transaction(.immediate) {
                let statements = Migration.statements(of: steps)
                // Checks open before a step and close after the last consecutive step promising the same.
                var open: [(accounting: RowAccounting, expected: [[String?]])] = []
                func opening(_ index: Int) -> [RowAccounting] {
                    let later = steps[(index + 1)...]
                    let laterAfters = Set(later.flatMap { $0.accounting.map(\.after) })
                    return steps[index].accounting.filter { accounting in
                        // A later step checks the same result against its own expectation: that check
                        // is the one about the rows this upgrade leaves.
                        !open.contains { $0.accounting == accounting }
                            && !(laterAfters.contains(accounting.after)
                                && !later.contains { $0.accounting.contains(accounting) })
                    }
                }
                let first = opening(0)
                let firstAnswers = try Migrator.answers(first.map(\.before), database)
                open = first.map { ($0, firstAnswers[$0.before] ?? []) }
                try afterStep(version)
                for (index, step) in steps.enumerated() {
                    do {
                        try database.execute(sql: statements[index])
                        if let zoneDataMoves = step.zoneDataMoves {
                            var span: (first: Int64, last: Int64)?
                            try database.query(sql: ZoneOffsets.spanSQL) { row in
                                if let first = row.optionalInt64(0), let last = row.optionalInt64(1) {
                                    span = (first, last)
                                }
                            }
                            try database.execute(sql: zoneDataMoves(timeZone, span))
                        }
                    } catch {
                        throw StoreError.migration(version: step.version, detail: "\(error)")
                    }
                    // What closes after this step and what opens before the next are asked at the
                    // same moment, so tallies of one table share a pass.
                    let next = index + 1 < steps.count ? steps[index + 1].accounting : []
                    let closing = open.filter { !next.contains($0.accounting) }
                    open = open.filter { next.contains($0.accounting) }
                    let nextOpening = index + 1 < steps.count ? opening(index + 1) : []
                    let answers = try Migrator.answers(
                        closing.map(\.accounting.after) + nextOpening.map(\.before), database)
                    for (accounting, expected) in closing {
                        let after = answers[accounting.after] ?? []
                        if after != expected {
                            throw StoreError.migration(
                                version: step.version,
                                detail: "\(accounting.label): before \(expected), after \(after)")
                        }
                    }
                    open += nextOpening.map { ($0, answers[$0.before] ?? []) }
                    try afterStep(step.version)
                }
                let foreignKeys = try database.foreignKeyProblems()
                if !foreignKeys.isEmpty {
                    throw StoreError.migration(
                        version: target,
                        detail: "foreign keys broken: \(foreignKeys.prefix(3).joined(separator: "; "))")
                }
                let integrity = try database.integrityProblems()
                if !integrity.isEmpty {
                    throw StoreError.migration(
                        version: target,
                        detail: "integrity_check: \(integrity.prefix(3).joined(separator: "; "))")
                }
                try database.setUserVersion(target)
            }
        } catch let error as StoreError {
            throw error
        } catch let error as SQLiteError {
            throw .sqlite(error)
        } catch {
            throw .migration(version: target, detail: "\(error)")
        }
    }

    /// The answers to `queries`, asked at one moment: the tallies of one table in one pass
    /// (`SELECT tally, tally, … FROM table`), every other query on its own, each once.
    static func answers(_ queries: [RowQuery], _ database: SQLiteDatabase) throws -> [RowQuery: [[String?]]] {
        var answers: [RowQuery: [[String?]]] = [:]
        var tallies: [String: [Tally]] = [:]
        var tables: [String] = []
        for query in queries where answers[query] == nil {
            switch query {
            case .sql(let sql):
                answers[query] = try database.textRows(sql: sql)
            case .tally(let tally):
                if tallies[tally.table] == nil { tables.append(tally.table) }
                if tallies[tally.table]?.contains(tally) != true { tallies[tally.table, default: []].append(tally) }
            }
        }
        for table in tables {
            let asked = tallies[table] ?? []
            let row =
                try database.textRows(sql: "SELECT \(asked.map(\.aggregate).joined(separator: ", ")) FROM \(table)")
                .first ?? []
            for (position, tally) in asked.enumerated() {
                answers[.tally(tally)] = [[position < row.count ? row[position] : nil]]
            }
        }
        return answers
    }
}
