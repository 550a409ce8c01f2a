import SpenDropCore

/// One transaction as a file holds it, accounts by name: what an export writes, what `restore`
/// and `import` take, and the one form every file format (CSV, JSON, hledger) reads and writes.
///
/// Promises: it holds every column of `TransactionColumn` in a file's terms (an account's name for
/// its id, the moment as Unix seconds with its clock's offset), and tags; what the store writes
/// from it reads back as the same record.
public struct TransactionRecord: Sendable, Equatable {
    public enum Kind: String, Sendable {
        case moneyIn = "in"
        case moneyOut = "out"
        case transfer
        /// Not a transaction: the opening balance of `account` (a CSV export writes one for each
        /// account, so a round trip keeps balances and accounts with no transactions).
        case opening
    }

    /// The stored id; 0 for a row an import numbers itself.
    public var id: Int64
    /// Where it came from (a line of a file), for messages; 0 for a stored transaction.
    public var line: Int
    public var kind: Kind
    public var account: String
    /// The destination of a transfer; nil or empty otherwise.
    public var toAccount: String?
    public var amount: Money
    /// Unix seconds.
    public var occurredAt: Int64
    /// The offset from UTC of the clock it happened by, in seconds east (see `Transaction.utcOffset`).
    public var utcOffset: Int32
    public var merchant: String
    public var category: String?
    public var note: String
    /// Of the amount, what is other people's money (their shares of a bill, a debt settled; see `SharedMoney`).
    public var othersShare: Int64
    /// Its tags, as `Tags.normalised` writes them.
    public var tags: [String]
    /// What reached the destination of a transfer between two currencies.
    public var received: Money?
    /// How a bank's statement showed it, for one a statement brought.
    public var bankLine: BankLine?
    /// How it stands against the bank's statements.
    public var status: Transaction.Status

    public init(
        id: Int64 = 0, line: Int = 0, kind: Kind, account: String, toAccount: String?, amount: Money, occurredAt: Int64,
        utcOffset: Int32, merchant: String, category: String?, note: String, othersShare: Int64 = 0,
        tags: [String] = [],
        received: Money? = nil, bankLine: BankLine? = nil, status: Transaction.Status = .unmarked
    ) {
        self.bankLine = bankLine
        self.status = status
        self.id = id
        self.line = line
        self.kind = kind
        self.account = account
        self.toAccount = toAccount
        self.amount = amount
        self.occurredAt = occurredAt
        self.utcOffset = utcOffset
        self.merchant = merchant
        self.category = category
        self.note = note
        self.othersShare = othersShare
        self.tags = tags
        self.received = received
    }
}
