/// The user's accounts and every transaction recorded against them, with the rules that keep
/// balances meaningful.
///
/// Promises: every transaction in a ledger names known accounts, has an amount of zero or more in its
/// account's currency, and a transfer joins two different accounts, of one currency or, with the
/// amount received stated, of two. `record`
/// and `open` either add the whole value or throw and change nothing.
public struct Ledger: Sendable {
    public private(set) var accounts: [Account] = []
    public private(set) var transactions: [Transaction] = []
    private var accountPositions: [AccountID: Int] = [:]
    private var transactionIDs: Set<TransactionID> = []

    public init() {}

    /// A ledger holding these accounts and transactions, all checked as `open` and `record` would.
    public init(accounts: [Account], transactions: [Transaction]) throws(LedgerError) {
        for account in accounts { try open(account) }
        self.transactions.reserveCapacity(transactions.count)
        for transaction in transactions { try record(transaction) }
    }

    public func account(_ id: AccountID) -> Account? {
        accountPositions[id].map { accounts[$0] }
    }

    public mutating func open(_ account: Account) throws(LedgerError) {
        if accountPositions[account.id] != nil
            || accounts.contains(where: { $0.name.lowercased() == account.name.lowercased() })
        {
            throw .duplicateAccountName(account.name)
        }
        accountPositions[account.id] = accounts.count
        accounts.append(account)
    }

    public mutating func record(_ transaction: Transaction) throws(LedgerError) {
        try validate(transaction)
        transactionIDs.insert(transaction.id)
        transactions.append(transaction)
    }

    /// Throws the reason `transaction` cannot be recorded, or returns when it can.
    public func validate(_ transaction: Transaction) throws(LedgerError) {
        if transactionIDs.contains(transaction.id) { throw .duplicateTransaction(transaction.id) }
        guard let source = account(transaction.account) else { throw .unknownAccount(transaction.account) }
        if transaction.amount.minorUnits < 0 { throw .negativeAmount(transaction.amount) }
        if transaction.othersShare < 0 || transaction.othersShare > transaction.amount.minorUnits {
            throw .othersShareOutsideAmount(
                Money(minorUnits: transaction.othersShare, currency: transaction.amount.currency),
                of: transaction.amount)
        }
        if transaction.amount.currency != source.currency {
            throw .currencyDiffersFromAccount(
                amount: transaction.amount.currency, account: source.currency, accountName: source.name)
        }
        if case .transfer(let destinationID) = transaction.kind {
            guard let destination = account(destinationID) else { throw .unknownAccount(destinationID) }
            if destination.id == source.id { throw .transferToSameAccount(source.name) }
            if destination.currency != source.currency {
                guard let received = transaction.received else {
                    throw .transferBetweenCurrencies(from: source.currency, to: destination.currency)
                }
                guard received.currency == destination.currency else {
                    throw .receivedNotApplicable(
                        "\(destination.name) keeps \(destination.currency.code), so what reached it is an amount in "
                            + "\(destination.currency.code) (--received \"\(destination.currency.code) 20.00\"), not \(MoneyFormatter.format(received))"
                    )
                }
                guard received.minorUnits > 0 else {
                    throw .receivedNotApplicable(
                        "what reached \(destination.name) is more than nothing, not \(MoneyFormatter.format(received))")
                }
            } else if transaction.received != nil {
                throw .receivedNotApplicable(
                    "--received is for a transfer between two currencies; \(source.name) and \(destination.name) are both \(source.currency.code)"
                )
            }
        } else if transaction.received != nil {
            throw .receivedNotApplicable("only a transfer between two currencies has an amount received")
        }
    }

    /// Every account's balance: opening balance, plus Money In and transfers in, minus Money Out
    /// and transfers out. - Complexity: O(transactions), one pass.
    public func balances() throws(LedgerError) -> [AccountID: Money] {
        var totals = accounts.map(\.openingBalance.minorUnits)
        func add(_ amount: Int64, at position: Int) throws(LedgerError) {
            let (sum, overflow) = totals[position].addingReportingOverflow(amount)
            if overflow { throw .money(.overflow) }
            totals[position] = sum
        }
        for transaction in transactions {
            let position = accountPositions[transaction.account]!
            let amount = transaction.amount.minorUnits
            switch transaction.kind {
            case .moneyIn:
                try add(amount, at: position)
            case .moneyOut:
                try add(-amount, at: position)
            case .transfer(let destination):
                try add(-amount, at: position)
                try add(transaction.received?.minorUnits ?? amount, at: accountPositions[destination]!)
            }
        }
        var result: [AccountID: Money] = [:]
        for (position, account) in accounts.enumerated() {
            result[account.id] = Money(minorUnits: totals[position], currency: account.currency)
        }
        return result
    }

    public func balance(of id: AccountID) throws(LedgerError) -> Money {
        guard let balance = try balances()[id] else { throw .unknownAccount(id) }
        return balance
    }

    /// The sum of every account's balance, one total per currency, ordered by currency code.
    /// Transfers move money between accounts and so leave these totals unchanged.
    public func totalsByCurrency() throws(LedgerError) -> [Money] {
        try totalsByCurrency(of: accounts.map(\.id))
    }

    /// The balances of the accounts `ids` names, summed per currency (a closed account left out
    /// of a list is left out of its totals too).
    public func totalsByCurrency(of ids: [AccountID]) throws(LedgerError) -> [Money] {
        let balances = try balances()
        let wanted = Set(ids)
        var totals: [Currency: Money] = [:]
        for account in accounts where wanted.contains(account.id) {
            let current = totals[account.currency] ?? .zero(account.currency)
            do { totals[account.currency] = try current.adding(balances[account.id]!) } catch { throw .money(error) }
        }
        return totals.values.sorted { $0.currency.code < $1.currency.code }
    }
}
