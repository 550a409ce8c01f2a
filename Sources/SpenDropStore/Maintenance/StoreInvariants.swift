import Foundation

/// A rule that a store's rows keep whatever is done through spendrop, checked by a query over the
/// rows alone: what `doctor` reports when a hand edit or a fault broke one, and, for data derived
/// from other rows, what `doctor --repair` rebuilds.
///
/// Promises: `violationsSQL` returns one row per violation, its first column a short label (an
/// id) a person can look up; `repairSQL` is non-nil only when the rows that are the truth are not
/// themselves in question, so running it loses nothing any screen was built from.
public struct StoreInvariant: Sendable {
    /// Reads after "the store": "has split bills whose shares do not add up to the bill".
    public let broken: String
    /// What a person can do: `repairFromRows` exactly when `repairSQL` is there.
    public let advice: DoctorAdvice
    /// What a repair rebuilds, for the line that says it did: "the daily totals".
    public let rebuilds: String
    let violationsSQL: String
    /// Rebuilds what the rule derives from other rows; nil when nothing can.
    let repairSQL: String?

    public var isRepairable: Bool { repairSQL != nil }
}

/// One rule broken in one store: how often and a few of the rows.
public struct InvariantViolation: Sendable, Equatable, CustomStringConvertible {
    public let broken: String
    public let advice: DoctorAdvice
    public let isRepairable: Bool
    public let count: Int
    /// Up to five labels of the rows that break it (`#12`, `split 3`).
    public let examples: [String]

    /// What is wrong and where, after "the store": "has … (2: #4, #9)".
    public var description: String {
        "\(broken) (\(count): \(examples.joined(separator: ", "))\(count > examples.count ? ", …" : ""))"
    }
}

/// The rules a current store's rows keep beside its schema's own constraints and foreign keys.
public enum StoreInvariants {
    /// The advice for rows that disagree among themselves: `redo` the record, or restore.
    private static func rowsDisagree(redo: String) -> DoctorAdvice {
        .say(
            "The rows disagree among themselves and nothing can tell which is right: \(redo), or restore a backup from before the change"
        )
    }

    /// The shares of a split add up to its bill.
    static let splitSharesAddUp = StoreInvariant(
        broken: "has split bills whose shares do not add up to the bill, so PayBook balances are wrong",
        advice: .redoSplit,
        rebuilds: "",
        violationsSQL: """
            SELECT 'split ' || s.entry_id FROM splits s
            LEFT JOIN (SELECT entry_id, sum(amount_minor) AS shares FROM split_parts GROUP BY entry_id) p ON p.entry_id = s.entry_id
            WHERE coalesce(p.shares, 0) <> s.total_minor ORDER BY s.entry_id
            """,
        repairSQL: nil)

    /// A bill you paid and split is the split's transaction: the same amount and currency.
    static let splitBillMatchesItsTransaction = StoreInvariant(
        broken: "has split bills whose transaction holds another amount or currency than the bill",
        advice: .redoSplit,
        rebuilds: "",
        violationsSQL: """
            SELECT '#' || t.id FROM splits s JOIN transactions t ON t.id = s.transaction_id
            WHERE t.amount_minor <> s.total_minor OR t.currency <> s.currency ORDER BY t.id
            """,
        repairSQL: nil)

    /// The others' share a split's transaction leaves out of your spending is the sum of the
    /// others' shares, derived from the split (when its shares add up to its bill).
    static let othersShareIsTheirShares = StoreInvariant(
        broken:
            "has split bills whose transaction counts another share as yours than the split says, so spending and budgets are wrong",
        advice: .repairFromRows,
        rebuilds: "the others' share of split bills you paid, from their shares",
        violationsSQL: """
            SELECT '#' || t.id FROM transactions t JOIN (\(othersShares)) o ON o.transaction_id = t.id
            WHERE t.others_minor <> o.others ORDER BY t.id
            """,
        repairSQL: """
            UPDATE transactions SET others_minor = (SELECT o.others FROM (\(othersShares)) o WHERE o.transaction_id = transactions.id)
            WHERE id IN (SELECT t.id FROM transactions t JOIN (\(othersShares)) o ON o.transaction_id = t.id WHERE t.others_minor <> o.others);
            """)

    /// The others' shares of each split you paid whose shares add up to its bill and whose
    /// transaction holds the bill: the splits whose rows agree, so the share derived is sure.
    private static let othersShares = """
        SELECT s.transaction_id, (SELECT coalesce(sum(amount_minor), 0) FROM split_parts p WHERE p.entry_id = s.entry_id AND p.person_id IS NOT NULL) AS others
        FROM splits s JOIN transactions st ON st.id = s.transaction_id
        WHERE st.amount_minor = s.total_minor AND st.currency = s.currency
          AND (SELECT coalesce(sum(amount_minor), 0) FROM split_parts p WHERE p.entry_id = s.entry_id) = s.total_minor
        """

    /// A settlement's money is the settlement: the same amount and currency.
    static let settlementMatchesItsTransaction = StoreInvariant(
        broken: "has settlements whose transaction holds another amount or currency than the settlement",
        advice: rowsDisagree(redo: "delete the settlement's transaction and settle again"),
        rebuilds: "",
        violationsSQL: """
            SELECT '#' || t.id FROM settlements s JOIN transactions t ON t.id = s.transaction_id
            WHERE t.amount_minor <> s.amount_minor OR t.currency <> s.currency ORDER BY t.id
            """,
        repairSQL: nil)

    /// Money settled is neither spending nor income: all of it is the other person's.
    static let settlementIsNotSpending = StoreInvariant(
        broken: "has settlements counted as spending or income, so cash flow and budgets are wrong",
        advice: .repairFromRows,
        rebuilds: "settlements' money, as neither spending nor income",
        violationsSQL: """
            SELECT '#' || t.id FROM settlements s JOIN transactions t ON t.id = s.transaction_id
            WHERE t.others_minor <> t.amount_minor ORDER BY t.id
            """,
        repairSQL: """
            UPDATE transactions SET others_minor = amount_minor
            WHERE others_minor <> amount_minor AND id IN (SELECT transaction_id FROM settlements WHERE transaction_id IS NOT NULL);
            """)

    /// `daily_totals` are the sums over the transactions, group by group.
    static let dailyTotalsAreTheSums = StoreInvariant(
        broken: "has daily totals that disagree with its transactions, so reports are wrong",
        advice: .repairFromRows,
        rebuilds: "the daily totals, from the transactions",
        violationsSQL: """
            SELECT DISTINCT date(local_day * 86400, 'unixepoch') || ' ' || currency || ' ' || kind
            FROM (\(StoreSchema.dailyTotalsDifferingGroups)) ORDER BY 1
            """,
        repairSQL: "DELETE FROM daily_totals;\n" + MigrationSQL.addDailyTotals(afterID: Int64.min))

    /// Every rule, derived data last: a repair fixes others' shares before it rebuilds the totals
    /// made from them.
    /// Each bill someone else paid has an id of its own, which no transaction has; a bill I paid
    /// is listed by its transaction and has none.
    static let billsHaveTheirOwnIDs = StoreInvariant(
        broken: "has bills someone else paid without an id of their own, so they cannot be listed, edited or deleted",
        advice: .repairFromRows,
        rebuilds: "the ids of those bills (each gets the next id)",
        violationsSQL: """
            SELECT 'split ' || entry_id FROM splits
            WHERE (paid_by_person_id IS NULL) <> (bill_id IS NULL) OR bill_id IN (SELECT id FROM transactions) ORDER BY entry_id
            """,
        repairSQL: """
            UPDATE splits SET bill_id = NULL WHERE paid_by_person_id IS NULL OR bill_id IN (SELECT id FROM transactions);
            \(MigrationSQL.version8DataMoves)
            """)

    public static let all = [
        splitSharesAddUp, splitBillMatchesItsTransaction, othersShareIsTheirShares,
        settlementMatchesItsTransaction, settlementIsNotSpending, billsHaveTheirOwnIDs, dailyTotalsAreTheSums,
    ]

    /// The rules `database` breaks, each with its count and first rows.
    public static func violations(in database: SQLiteDatabase) throws(SQLiteError) -> [InvariantViolation] {
        var found: [InvariantViolation] = []
        for rule in all {
            let rows = try database.textRows(sql: rule.violationsSQL).map { $0.first.flatMap { $0 } ?? "?" }
            guard !rows.isEmpty else { continue }
            found.append(
                InvariantViolation(
                    broken: rule.broken, advice: rule.advice, isRepairable: rule.isRepairable,
                    count: rows.count, examples: Array(rows.prefix(5))))
        }
        return found
    }

    /// Rebuilds, in the caller's transaction, everything the repairable rules derive; returns what
    /// it rebuilt, each with how many rows broke the rule.
    public static func repair(_ database: SQLiteDatabase) throws(SQLiteError) -> [(rebuilt: String, count: Int)] {
        var repaired: [(String, Int)] = []
        for rule in all {
            guard let repairSQL = rule.repairSQL else { continue }
            let count = try database.textRows(sql: rule.violationsSQL).count
            guard count > 0 else { continue }
            try database.execute(sql: repairSQL)
            repaired.append((rule.rebuilds, count))
        }
        return repaired
    }
}
