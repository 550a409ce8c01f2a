/// Brings a store from its schema version to the current one, all steps in one transaction.
///
/// Promises: foreign keys are switched off around the transaction (SQLite ignores the switch
/// inside one) and checked with `foreign_key_check` before it commits; every step's row
/// accounting, `integrity_check` and the new `user_version` are checked before COMMIT. Any
/// failure rolls everything back, so the store keeps its old version and every old row.
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
            try database.execute(sql: "PRAGMA foreign_keys = OFF")
            defer { try? database.execute(sql: "PRAGMA foreign_keys = ON") }
            try database.transaction(.immediate) {
                for step in steps {
                    let before = try step.accounting.map { try database.textRows(sql: $0.before) }
                    do {
                        try database.execute(sql: step.statements)
                    } catch {
                        throw StoreError.migration(version: step.version, detail: "\(error)")
                    }
                    for (accounting, expected) in zip(step.accounting, before) {
                        let after = try database.textRows(sql: accounting.after)
                        if after != expected {
                            throw StoreError.migration(version: step.version,
                                                       detail: "\(accounting.label): before \(expected), after \(after)")
                        }
                    }
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
