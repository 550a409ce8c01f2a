import Foundation

/// When two category names are one category: the same letters, whatever their case or accents
/// (`Food`, `food`, `FOOD`; `Café`, `cafe`), as search finds them. Reports, budgets and the
/// category list group by this identity and show one spelling of it.
///
/// Promises: pure; `key` is the same for names that differ only in case or accents and for no
/// others; `name(among:)` picks the spelling of a category's earliest use, ties broken by the
/// spelling that sorts first, so every report shows the same one.
public enum CategoryIdentity {
    /// The folded form names are compared by.
    public static func key(_ name: String) -> String {
        // ASCII letters, the common case, without Foundation's folding (a tenth of the time).
        if name.utf8.allSatisfy({ $0 < 0x80 }) { return name.lowercased() }
        return name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
    }

    /// The spelling to show for one category: of its uses (each spelling with the earliest
    /// moment or day it was used, as a sortable value), the earliest's, ties to the first in sort order.
    public static func name<Order: Comparable>(among uses: [(spelling: String, first: Order)]) -> String? {
        uses.min { left, right in left.first != right.first ? left.first < right.first : left.spelling < right.spelling
        }?.spelling
    }

    /// For each category key, the spelling to show, from every spelling with its earliest use.
    public static func names<Order: Comparable>(_ uses: [(spelling: String, first: Order)]) -> [String: String] {
        var grouped: [String: [(spelling: String, first: Order)]] = [:]
        for use in uses { grouped[key(use.spelling), default: []].append(use) }
        return grouped.compactMapValues { name(among: $0) }
    }
}
