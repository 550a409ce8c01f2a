import Foundation

/// One recorded movement of money: Money In to an account, Money Out of one, or a transfer
/// between two of the user's accounts.
///
/// Promises: `amount` is zero or more (zero records something free, such as a voucher) and in
/// the currency of `account` (a `Ledger` refuses anything else); a transfer is neither income
/// nor expense; reports count `countedAmount`, the amount less `othersShare` (see `SharedMoney`);
/// a transfer between currencies carries `received`, what the destination got in its own; its
/// `day` and `localTime` are where it happened (the offset from UTC it was recorded at), so no
/// time zone a report is read in moves it to another day.
public struct Transaction: Identifiable, Hashable, Sendable {
    /// What kind of movement this is.
    public enum Kind: Hashable, Sendable {
        case moneyIn
        case moneyOut
        /// Out of `account`, into `destination`.
        case transfer(destination: AccountID)
    }

    public let id: TransactionID
    public var kind: Kind
    /// The account the money goes into (Money In) or comes out of (Money Out, transfer).
    public var account: AccountID
    public var amount: Money
    /// The instant it happened.
    public var occurredAt: Date
    /// The offset from UTC, in seconds east, of the clock it happened by (+28 800 in Kuala
    /// Lumpur): with `occurredAt`, the day and time it happened at where it happened.
    public var utcOffset: Int32
    /// Merchant for Money Out, source for Money In, empty for a transfer.
    public var merchant: String
    /// nil means uncategorised.
    public var category: String?
    public var note: String
    /// The part of `amount` that is other people's money, in its currency: their shares of a bill
    /// I paid, or the whole of a debt settled. Zero for everything else.
    public var othersShare: Int64
    /// Labels that cut across categories (`trip-penang`, `work`): lower case, each once, in order
    /// (see `Tags.normalised`).
    public var tags: [String]
    /// For a transfer between accounts of two currencies: what reached the destination, in its
    /// currency (the two amounts imply no rate beyond themselves). nil otherwise.
    public var received: Money?
    /// Where a bank's statement showed it: the bank's id for it and the text it wrote, by which a
    /// later statement finds it again. nil for one recorded any other way.
    public var bankLine: BankLine?
    /// How it stands against the bank's statements.
    public var status: Status

    /// How a transaction stands against the bank's statements.
    public enum Status: String, Sendable, CaseIterable {
        /// No statement has shown it yet.
        case unmarked
        /// A statement showed it (an imported one, or one the user marked).
        case cleared
        /// A reconciliation agreed with the bank's balance while it was cleared: it is locked, so
        /// changing or deleting it needs `--force`.
        case reconciled
    }

    public init(
        id: TransactionID, kind: Kind, account: AccountID, amount: Money, occurredAt: Date, utcOffset: Int32,
        merchant: String = "", category: String? = nil, note: String = "", othersShare: Int64 = 0, tags: [String] = [],
        received: Money? = nil, bankLine: BankLine? = nil, status: Status = .unmarked
    ) {
        self.received = received
        self.bankLine = bankLine
        self.status = status
        self.utcOffset = utcOffset
        self.id = id
        self.kind = kind
        self.account = account
        self.amount = amount
        self.occurredAt = occurredAt
        self.merchant = merchant
        self.category = category
        self.note = note
        self.othersShare = othersShare
        self.tags = Tags.normalised(tags)
    }

    /// What this transaction counts for as income or spending: the amount less other people's part.
    public var countedAmount: Money {
        Money(minorUnits: amount.minorUnits - othersShare, currency: amount.currency)
    }

    /// Seconds since 1970-01-01 00:00 on the clock it happened by.
    private var localSeconds: Int64 {
        Int64(occurredAt.timeIntervalSince1970.rounded(.down)) + Int64(utcOffset)
    }

    /// The calendar day it happened on, where it happened.
    public var day: CalendarDay {
        CalendarDay(daysSinceEpoch: localSeconds.floorDivided(by: 86_400))!
    }

    /// The time on the clock it happened by.
    public var localTime: TimeOfDay {
        let seconds = localSeconds - localSeconds.floorDivided(by: 86_400) * 86_400
        return TimeOfDay(hour: Int(seconds / 3_600), minute: Int(seconds % 3_600 / 60))!
    }

    /// The instant `day` at `localTime`'s seconds of the day, by the same clock: where an edit
    /// that moves a transaction to another day puts it.
    public func moved(to day: CalendarDay) -> Date {
        let secondsIntoDay = localSeconds - localSeconds.floorDivided(by: 86_400) * 86_400
        let fraction = occurredAt.timeIntervalSince1970 - occurredAt.timeIntervalSince1970.rounded(.down)
        return Date(
            timeIntervalSince1970: TimeInterval(day.daysSinceEpoch * 86_400 + secondsIntoDay - Int64(utcOffset))
                + fraction)
    }

    public var isTransfer: Bool {
        if case .transfer = kind { return true }
        return false
    }
}

/// A stable transaction identifier (the store's row id).
public struct TransactionID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let rawValue: Int64

    public init(_ rawValue: Int64) {
        self.rawValue = rawValue
    }

    public static func < (lhs: TransactionID, rhs: TransactionID) -> Bool { lhs.rawValue < rhs.rawValue }
    public var description: String { "#\(rawValue)" }
}
