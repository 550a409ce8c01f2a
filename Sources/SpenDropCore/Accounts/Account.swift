/// A place money is kept (a bank account, an e-wallet, cash): its own currency and the balance it
/// started with when spendrop began tracking it. A closed account keeps its history and counts in
/// reports, but takes no new transaction until it is reopened.
public struct Account: Identifiable, Hashable, Sendable {
    public let id: AccountID
    public var name: String
    public var currency: Currency
    /// The balance before any recorded transaction, in the account's currency.
    public var openingBalance: Money
    public var isClosed: Bool

    public init(id: AccountID, name: String, openingBalance: Money, isClosed: Bool = false) {
        self.id = id
        self.name = name
        self.currency = openingBalance.currency
        self.openingBalance = openingBalance
        self.isClosed = isClosed
    }
}

/// A stable account identifier (the store's row id); cheap to hash.
public struct AccountID: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int64

    public init(_ rawValue: Int64) {
        self.rawValue = rawValue
    }

    public var description: String { "account#\(rawValue)" }
}
