import SpenDropCore
import SpenDropStore

/// `spendrop export hledger`: every transaction as an hledger journal entry whose postings
/// balance, so `hledger balance` shows each account's balance as `spendrop accounts` does.
///
/// Promises:
/// - Money Out posts to `expenses:<category>` and out of `assets:<account>`; Money In into
///   `assets:<account>` and out of `income:<category>`; a transfer between two `assets:`
///   accounts; no category is `uncategorised`. Each entry has two postings with explicit
///   amounts that add up to zero.
/// - Amounts are the commodity code then the plain number (`MYR 12.50`, `JPY 1200`), and a
///   `commodity` directive per currency (`commodity MYR 1000.00`, `commodity JPY 1000.`) fixes
///   the decimal point and places, so hledger reads `BHD 1.250` as one dinar and a quarter, not
///   as a thousands grouping.
/// - An account's opening balance is one entry against `equity:opening balances`, dated the
///   day of the first transaction.
/// - Money shared with others follows `SharedMoney`: each person has an account
///   `assets:receivable:<name>` whose balance is what they owe me (negative: what I owe them),
///   as the PayBook says. A bill I paid posts my share to `expenses:` and each other share to that
///   person; a settlement's money posts against the person instead of income or expenses; a bill
///   someone else paid posts my share to `expenses:` against the payer, on the split's day.
/// - Names are made safe for hledger: whitespace runs become one space (two spaces end an
///   account name), `;` (a comment) becomes `,` and `:` (a sub-account) becomes `-`.
enum HledgerJournal {
    /// What the PayBook adds to the journal: postings to people for the transactions linked to it,
    /// and the entries of splits and settlements no transaction of mine moved.
    struct Receivables {
        /// Per transaction id: each person and what the transaction adds to what they owe me.
        var byTransaction: [Int64: [(person: String, amount: Money)]] = [:]

        init(_ payBook: [ExportedPayBookEntry]) {
            for entry in payBook {
                switch entry.record {
                case .split(_, _, let paidBy, _, let parts, let bill?) where paidBy == nil:
                    byTransaction[bill] = parts.compactMap { part in part.person.map { ($0, part.amount) } }
                case .settlement(let from, let to, let amount, let movement?):
                    if let from { byTransaction[movement] = [(from, negated(amount))] } else if let to { byTransaction[movement] = [(to, amount)] }
                default:
                    break
                }
            }
        }
    }

    static func receivable(_ person: String) -> String { "assets:receivable:" + name(person) }

    /// The entries of PayBook records that moved none of my accounts: a bill someone else paid
    /// (my share is my spending, owed to them), and older splits and settlements without a
    /// linked transaction (against `equity:outside the accounts`).
    static func payBookEntries(_ payBook: [ExportedPayBookEntry], to destination: ExportDestination) throws {
        for entry in payBook {
            switch entry.record {
            case .split(let description, let category, let paidBy, _, let parts, nil):
                if let payer = paidBy, let mine = parts.first(where: { $0.person == nil })?.amount {
                    try destination.write("\(entry.day) \(self.description(description.isEmpty ? "split" : description))  ; paid by \(self.description(payer))\n"
                                          + posting("expenses:" + name(category ?? "uncategorised"), mine) + posting(receivable(payer), negated(mine)) + "\n")
                } else if paidBy == nil {
                    let owed = parts.compactMap { part in part.person.map { ($0, part.amount) } }
                    guard let first = owed.first else { continue }
                    var lines = owed.map { posting(receivable($0.0), $0.1) }.joined()
                    var total = Money.zero(first.1.currency)
                    for (_, amount) in owed { total = (try? total.adding(amount)) ?? total }
                    lines += posting("equity:outside the accounts", negated(total))
                    try destination.write("\(entry.day) \(self.description(description.isEmpty ? "split" : description))\n" + lines + "\n")
                }
            case .settlement(let from, let to, let amount, nil):
                let (person, owedChange) = from.map { ($0, negated(amount)) } ?? (to ?? "someone", amount)
                try destination.write("\(entry.day) settlement with \(self.description(person))\n"
                                      + posting(receivable(person), owedChange) + posting("equity:outside the accounts", negated(owedChange)) + "\n")
            default:
                break
            }
        }
    }

    static func begin(accounts: [Account], firstDay: String, to destination: ExportDestination) throws {
        try destination.write("; spendrop export: \(Counted.text(accounts.count, "account")); amounts in each account's currency\n\ndecimal-mark .\n")
        let currencies = Set(accounts.map(\.currency)).sorted { $0.code < $1.code }
        for currency in currencies {
            // hledger wants a decimal point in the directive even when there are no decimals.
            let example = MoneyFormatter.plainNumber(Money(minorUnits: 1000 * currency.minorUnitsPerMajor, currency: currency))
            try destination.write("commodity \(currency.code) \(example)\(currency.minorUnitDigits == 0 ? "." : "")\n")
        }
        if !currencies.isEmpty { try destination.write("\n") }
        for account in accounts where !account.openingBalance.isZero {
            try destination.write("\(firstDay) opening balance of \(description(account.name))\n"
                                  + posting("assets:" + name(account.name), account.openingBalance)
                                  + posting("equity:opening balances", negated(account.openingBalance)) + "\n")
        }
    }

    static func entry(_ transaction: ExportedTransaction, receivables: Receivables, dates: TransactionDates,
                      to destination: ExportDestination) throws {
        if transaction.othersShare > 0 { return try sharedEntry(transaction, people: receivables.byTransaction[transaction.id] ?? [], dates: dates, to: destination) }
        let category = name(transaction.category ?? "uncategorised")
        let (debit, credit): (String, String)
        let title: String
        switch transaction.kind {
        case .moneyOut:
            (debit, credit) = ("expenses:" + category, "assets:" + name(transaction.account))
            title = transaction.merchant.isEmpty ? "money out" : transaction.merchant
        case .moneyIn:
            (debit, credit) = ("assets:" + name(transaction.account), "income:" + category)
            title = transaction.merchant.isEmpty ? "money in" : transaction.merchant
        case .opening:
            return  // never stored as a transaction; `begin` writes opening balances
        case .transfer:
            (debit, credit) = ("assets:" + name(transaction.toAccount ?? ""), "assets:" + name(transaction.account))
            title = transaction.merchant.isEmpty ? "transfer" : transaction.merchant
        }
        let note = transaction.note.isEmpty ? "" : "  ; " + description(transaction.note)
        try destination.write("\(dates.dayText(for: transaction.occurredAt, utcOffset: transaction.utcOffset)) \(description(title))\(note)\n"
                              + posting(debit, transaction.amount) + posting(credit, negated(transaction.amount)) + "\n")
    }

    /// A transaction part of whose amount is other people's money: my share to expenses or income,
    /// the rest to the people it is owed by or to.
    static func sharedEntry(_ transaction: ExportedTransaction, people: [(person: String, amount: Money)], dates: TransactionDates,
                            to destination: ExportDestination) throws {
        let currency = transaction.amount.currency
        let out = transaction.kind == .moneyOut
        let mine = Money(minorUnits: transaction.amount.minorUnits - transaction.othersShare, currency: currency)
        var lines = ""
        // Money Out: the bill's shares are owed to me (positive); a payment to someone lowers what I owe.
        let named = people.isEmpty ? [("others", Money(minorUnits: transaction.othersShare, currency: currency))] : people
        for (person, amount) in named { lines += posting(receivable(person), amount) }
        if !mine.isZero {
            lines += posting((out ? "expenses:" : "income:") + name(transaction.category ?? "uncategorised"), out ? mine : negated(mine))
        }
        lines += posting("assets:" + name(transaction.account), out ? negated(transaction.amount) : transaction.amount)
        let title = transaction.merchant.isEmpty ? (out ? "money out" : "money in") : transaction.merchant
        let note = transaction.note.isEmpty ? "" : "  ; " + description(transaction.note)
        try destination.write("\(dates.dayText(for: transaction.occurredAt, utcOffset: transaction.utcOffset)) \(description(title))\(note)\n" + lines + "\n")
    }

    /// A posting line: four spaces, the account, two spaces and more, the amount.
    static func posting(_ account: String, _ amount: Money) -> String {
        "    \(account)    \(amount.currency.code) \(MoneyFormatter.plainNumber(amount))\n"
    }

    /// A name as one hledger account-name component.
    static func name(_ text: String) -> String {
        let cleaned = collapsed(text).replacingOccurrences(of: ";", with: ",").replacingOccurrences(of: ":", with: "-")
        return cleaned.isEmpty ? "unnamed" : cleaned
    }

    /// Text for a description or comment: on one line, without a `;` that would start a comment.
    static func description(_ text: String) -> String {
        collapsed(text).replacingOccurrences(of: ";", with: ",")
    }

    private static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace || $0.isNewline }).joined(separator: " ")
    }

    static func negated(_ money: Money) -> Money {
        Money(minorUnits: -money.minorUnits, currency: money.currency)
    }
}
