import Foundation

/// A bill someone else paid, as the lists show it beside the transactions: an id from the same
/// run as theirs, the day, what it was, its category, who paid, the whole bill and my share of it
/// (which is my spending; the rest is others' and none of it left an account of mine).
///
/// Promises: `myShare` is in the bill's currency and no more than `total`.
public struct OthersPaidBill: Equatable, Sendable {
    public let id: TransactionID
    public var day: CalendarDay
    public var merchant: String
    public var category: String?
    public let paidBy: Person
    public let total: Money
    public let myShare: Money
    /// As `Tags.normalised` writes them.
    public var tags: [String]

    public init(
        id: TransactionID, day: CalendarDay, merchant: String, category: String?, paidBy: Person, total: Money,
        myShare: Money,
        tags: [String] = []
    ) {
        self.tags = Tags.normalised(tags)
        self.id = id
        self.day = day
        self.merchant = merchant
        self.category = category
        self.paidBy = paidBy
        self.total = total
        self.myShare = myShare
    }

    /// What others owe or paid of it: the bill less my share.
    public var othersShare: Int64 { total.minorUnits - myShare.minorUnits }
}

extension TransactionFilter {
    /// Whether the Transactions screen lists `bill` under these filters, as it would a Money Out
    /// of my share from no account of mine: no account filter takes it in (it has none), `--type
    /// out` does, and day, category, tag and text are compared as for a transaction (its merchant
    /// is its text; it has no note).
    public func admits(_ bill: OthersPaidBill) -> Bool {
        let options: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive]
        if account != nil { return false }
        if let tag, !bill.tags.contains(tag) { return false }
        if let type, type != .moneyOut { return false }
        if let from, bill.day < from { return false }
        if let through, bill.day > through { return false }
        if let category {
            guard let own = bill.category, own.compare(category, options: options) == .orderedSame else { return false }
        }
        if let search, !search.isEmpty, bill.merchant.range(of: search, options: options) == nil { return false }
        return true
    }
}

/// One row of the Transactions screen: a transaction, or a bill someone else paid.
public enum ListedEntry: Equatable, Sendable {
    case transaction(Transaction)
    case bill(OthersPaidBill)

    public var id: TransactionID {
        switch self {
        case .transaction(let transaction): transaction.id
        case .bill(let bill): bill.id
        }
    }
}
