import Foundation

/// The filters of the Transactions screen, combined with AND: account, category, type, an
/// inclusive range of calendar days, and text in the merchant or note.
///
/// Promises: an unset filter lets everything through; a transfer matches an account filter on
/// either of its two accounts; dates are compared by the day each transaction happened on where
/// it happened; category and text match without regard to case or accents. Order is kept.
public struct TransactionFilter: Equatable, Sendable {
    /// Which kinds of movement to keep.
    public enum TypeFilter: String, CaseIterable, Sendable {
        case moneyIn = "in"
        case moneyOut = "out"
        case transfer
    }

    public var account: AccountID?
    public var category: String?
    public var type: TypeFilter?
    public var from: CalendarDay?
    public var through: CalendarDay?
    public var search: String?
    /// Keeps transactions with this tag (compared as `Tags.normalised` writes tags).
    public var tag: String?

    public init(
        account: AccountID? = nil, category: String? = nil, type: TypeFilter? = nil,
        from: CalendarDay? = nil, through: CalendarDay? = nil, search: String? = nil, tag: String? = nil
    ) {
        self.tag = tag.flatMap { Tags.normalised([$0]).first }
        self.account = account
        self.category = category
        self.type = type
        self.from = from
        self.through = through
        self.search = search
    }

    /// The transactions that pass every set filter, in their original order.
    public func apply(to transactions: [Transaction], calendar: ReportingCalendar) -> [Transaction] {
        let options: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive]
        return transactions.filter { transaction in
            if let account, transaction.account != account, transaction.kind != .transfer(destination: account) {
                return false
            }
            if let type, type != TransactionFilter.type(of: transaction) { return false }
            if let from, transaction.day < from { return false }
            if let through, transaction.day > through { return false }
            if let category {
                guard let own = transaction.category, own.compare(category, options: options) == .orderedSame else {
                    return false
                }
            }
            if let tag, !transaction.tags.contains(tag) { return false }
            if let search, !search.isEmpty {
                let found =
                    transaction.merchant.range(of: search, options: options) != nil
                    || transaction.note.range(of: search, options: options) != nil
                if !found { return false }
            }
            return true
        }
    }

    static func type(of transaction: Transaction) -> TypeFilter {
        switch transaction.kind {
        case .moneyIn: return .moneyIn
        case .moneyOut: return .moneyOut
        case .transfer: return .transfer
        }
    }
}
