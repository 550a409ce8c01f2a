import Foundation

/// The offset from UTC a time zone had at each moment of a span, as one SQL expression over
/// `occurred_at`: what migrating a store to version 7 gives each existing transaction, so it keeps
/// the day it showed on in that zone.
///
/// Promises: pure given the zone's rules; the expression gives, for every second of the span
/// (and beyond it, the offset of its nearest end), the zone's offset then, summer time included.
public enum ZoneOffsets {
    /// `CASE WHEN occurred_at < t1 THEN o0 WHEN … ELSE on END` (over `moment`, an expression of
    /// Unix seconds), or one number for a zone whose offset did not change between `first` and `last`.
    static func expression(zone: TimeZone, first: Int64, last: Int64, moment: String = "occurred_at") -> String {
        var offsets: [(from: Int64, offset: Int)] = [
            (Int64.min, zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(first))))
        ]
        var cursor = Date(timeIntervalSince1970: TimeInterval(first))
        let end = Date(timeIntervalSince1970: TimeInterval(last))
        while let transition = zone.nextDaylightSavingTimeTransition(after: cursor), transition <= end {
            let offset = zone.secondsFromGMT(for: transition)
            if offset != offsets.last!.offset {
                offsets.append((Int64(transition.timeIntervalSince1970.rounded(.up)), offset))
            }
            cursor = transition
        }
        guard offsets.count > 1 else { return String(offsets[0].offset) }
        var cases = "CASE"
        for index in 0..<(offsets.count - 1) {
            cases += " WHEN \(moment) < \(offsets[index + 1].from) THEN \(offsets[index].offset)"
        }
        return cases + " ELSE \(offsets.last!.offset) END"
    }

    /// `expression`, for the Data safety suite.
    public static func expressionForChecks(zone: TimeZone, first: Int64, last: Int64) -> String {
        expression(zone: zone, first: first, last: last)
    }

    /// What moves existing transactions to version 7 in `zone`: each takes the zone's offset at
    /// its moment (the images of transactions the change log keeps for undo too, so an older
    /// change still undoes whole), then the daily totals are built by the days that gives.
    static func version7DataMoves(zone: TimeZone, span: (first: Int64, last: Int64)?) -> String {
        let offset = span.map { expression(zone: zone, first: $0.first, last: $0.last) } ?? "0"
        let imaged = "json_extract(old_row, '$.occurred_at')"
        let imageOffset = span.map { expression(zone: zone, first: $0.first, last: $0.last, moment: imaged) } ?? "0"
        // The totals are built in one grouped pass, not by the triggers once per row.
        return StoreSchema.dailyTotalsTriggerNames.map { "DROP TRIGGER \($0);\n" }.joined()
            + "UPDATE transactions SET utc_offset = \(offset);\n"
            + "UPDATE change_steps SET old_row = json_set(old_row, '$.utc_offset', \(imageOffset)) "
            + "WHERE table_name = 'transactions' AND old_row IS NOT NULL;\n"
            + MigrationSQL.addDailyTotals(afterID: Int64.min) + "\n"
            + MigrationSQL.currentDailyTotalsTriggers
    }

    /// The first and last moment of every transaction and transaction image in the change log.
    static let spanSQL = """
        SELECT min(moment), max(moment) FROM (
            SELECT occurred_at AS moment FROM transactions
            UNION ALL SELECT json_extract(old_row, '$.occurred_at') FROM change_steps WHERE table_name = 'transactions' AND old_row IS NOT NULL)
        """
}
