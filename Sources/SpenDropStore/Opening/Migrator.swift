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
///   by `grouped_sums` in one pass without a sort.
/// - Warning: callers take a verified backup first; the migrator itself never copies the store.
public struct Migrator {
    /// Called inside the transaction after each step with the version it reached; a throw rolls
    /// every step back. The Data safety suite injects a failure part-way through with it.
    public var afterStep: (Int) throws -> Void

    public init(afterStep: @escaping (Int) throws -> Void = { _ in }) {
        self.afterStep = afterStep
    }

    /// Migrates `database` from `version` up to `target` (the current version unless a check
    /// wants a single step).
    public func migrate(_ database: SQLiteDatabase, from version: Int, to target: Int = StoreSchema.currentVersion) throws(StoreError) {
        let steps = Migration.all.filter { $0.version > version && $0.version <= target }
        do {
            try database.defineGroupedSums()
            try database.execute(sql: "PRAGMA foreign_keys = OFF")
            defer { try? database.execute(sql: "PRAGMA foreign_keys = ON") }
            try database.transaction(.immediate) {
                let statements = Migration.statements(of: steps)
                // Checks open before a step and close after the last consecutive step promising the same.
                var open: [(accounting: RowAccounting, expected: [[String?]])] = []
                for (index, step) in steps.enumerated() {
                    let laterAfters = Set(steps[(index + 1)...].flatMap { $0.accounting.map(\.after) })
                    for accounting in step.accounting where !open.contains(where: { $0.accounting == accounting }) {
                        // A later step checks the same result against its own expectation: that check
                        // is the one about the rows this upgrade leaves.
                        if laterAfters.contains(accounting.after),
                           !steps[(index + 1)...].contains(where: { $0.accounting.contains(accounting) }) { continue }
                        open.append((accounting, try database.textRows(sql: accounting.before)))
                    }
                    do {
                        try database.execute(sql: statements[index])
                    } catch {
                        throw StoreError.migration(version: step.version, detail: "\(error)")
                    }
                    let next = index + 1 < steps.count ? steps[index + 1].accounting : []
                    var stillOpen: [(accounting: RowAccounting, expected: [[String?]])] = []
                    for (accounting, expected) in open {
                        if next.contains(accounting) {
                            stillOpen.append((accounting, expected))
                            continue
                        }
                        let after = try database.textRows(sql: accounting.after)
                        if after != expected {
                            throw StoreError.migration(version: step.version,
                                                       detail: "\(accounting.label): before \(expected), after \(after)")
                        }
                    }
                    open = stillOpen
                    try afterStep(step.version)
                }
                let foreignKeys = try database.foreignKeyProblems()
                if !foreignKeys.isEmpty {
                    throw StoreError.migration(version: target,
                                               detail: "foreign keys broken: \(foreignKeys.prefix(3).joined(separator: "; "))")
                }
                let integrity = try database.integrityProblems()
                if !integrity.isEmpty {
                    throw StoreError.migration(version: target,
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
}
