import Foundation

/// A correction to one transaction, as `edit` takes it: each field given replaces the stored
/// one, each field left nil keeps it.
///
/// Promises: applying an edit changes only the fields it gives; a new day keeps the time of day
/// the transaction had in the user's zone; the id never changes.
public struct TransactionEdit: Equatable, Sendable {
    public var amount: Money?
    public var merchant: String?
    public var category: String?
    public var day: CalendarDay?
    public var account: AccountID?
    public var note: String?
    /// Tags to add and to take off.
    public var addTags: [String]
    public var removeTags: [String]

    public init(
        amount: Money? = nil, merchant: String? = nil, category: String? = nil, day: CalendarDay? = nil,
        account: AccountID? = nil, note: String? = nil, addTags: [String] = [], removeTags: [String] = []
    ) {
        self.addTags = addTags
        self.removeTags = removeTags
        self.amount = amount
        self.merchant = merchant
        self.category = category
        self.day = day
        self.account = account
        self.note = note
    }

    /// Whether it gives no field at all.
    public var isEmpty: Bool { self == TransactionEdit() }

    /// `bill` with this edit's merchant, category, day and tags.
    public func applied(to bill: OthersPaidBill) -> OthersPaidBill {
        var edited = bill
        if let merchant { edited.merchant = merchant }
        if let category { edited.category = category }
        if let day { edited.day = day }
        let removed = Set(Tags.normalised(removeTags))
        edited.tags = Tags.normalised(bill.tags + addTags).filter { !removed.contains($0) }
        return edited
    }

    /// `transaction` with this edit's fields; a new day keeps the time and clock it happened by.
    public func applied(to transaction: Transaction, calendar: ReportingCalendar) -> Transaction {
        var edited = transaction
        if let amount { edited.amount = amount }
        if let merchant { edited.merchant = merchant }
        if let category { edited.category = category }
        if let note { edited.note = note }
        if let account { edited.account = account }
        if !addTags.isEmpty || !removeTags.isEmpty {
            let removed = Set(Tags.normalised(removeTags))
            edited.tags = Tags.normalised(transaction.tags + addTags).filter { !removed.contains($0) }
        }
        if let day { edited.occurredAt = transaction.moved(to: day) }
        return edited
    }
}
