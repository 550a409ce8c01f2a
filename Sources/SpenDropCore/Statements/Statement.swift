/// What a bank's statement file says, account by account, before anything is recorded.
///
/// Promises: each account's transactions are in file order with the sign their amounts carry
/// (money in positive), each on the day it was posted as the file writes it, never shifted by a
/// time zone; `ledgerBalance` is the closing balance the file states, when it states one.
public struct Statement: Sendable, Equatable {
    public struct Transaction: Sendable, Equatable {
        /// The bank's own id for it (OFX `FITID`), which a later statement repeats for the same one.
        public let bankID: String?
        public let day: CalendarDay
        /// Money in positive, money out negative.
        public let amount: Money
        public let payee: String
        public let memo: String
        /// The file's own label (`DEBIT`, `POS`), never what decides the sign.
        public let typeLabel: String?
        /// The category or account the file itself gives it (a QIF `L` line, the `account2` of
        /// hledger's CSV rules), as written.
        public let category: String?
        /// Where it starts in the file.
        public let line: Int

        public init(
            bankID: String?, day: CalendarDay, amount: Money, payee: String, memo: String, typeLabel: String?,
            category: String? = nil, line: Int
        ) {
            self.category = category
            self.bankID = bankID
            self.day = day
            self.amount = amount
            self.payee = payee
            self.memo = memo
            self.typeLabel = typeLabel
            self.line = line
        }
    }

    public struct Account: Sendable, Equatable {
        public enum Kind: String, Sendable {
            case bank, creditCard, investment
        }
        /// The account's id at the bank (`ACCTID`), or its name in a QIF file; nil when the file
        /// names none (a QIF file without `!Account`).
        public let id: String?
        public let kind: Kind
        /// The statement's currency; nil when the file names none (`defaultCurrency` read its amounts).
        public let currency: Currency?
        public let transactions: [Transaction]
        public let ledgerBalance: Money?
        public let ledgerDay: CalendarDay?
        /// Trades and other investment records, which are no money movement of an account here.
        public let investmentRecordCount: Int

        public init(
            id: String?, kind: Kind, currency: Currency?, transactions: [Transaction], ledgerBalance: Money?,
            ledgerDay: CalendarDay?, investmentRecordCount: Int
        ) {
            self.id = id
            self.kind = kind
            self.currency = currency
            self.transactions = transactions
            self.ledgerBalance = ledgerBalance
            self.ledgerDay = ledgerDay
            self.investmentRecordCount = investmentRecordCount
        }
    }

    public let accounts: [Account]
    /// The bank or card issuer the file names (OFX `FI`/`ORG`), when it names one.
    public let institution: String?

    public init(accounts: [Account], institution: String? = nil) {
        self.accounts = accounts
        self.institution = institution
    }
}
