import SpenDropCore
import SpenDropStore

/// `spendrop export hledger`: every transaction as an hledger journal entry whose postings
/// balance, so `hledger balance` shows each account's balance as `spendrop accounts` does, and
/// `hledger check --strict` and `hledger check ordereddates` accept it.
///
/// Promises:
/// - Money Out posts to `expenses:<category>` and out of `assets:<account>`; Money In into
///   `assets:<account>` and out of `income:<category>`; a transfer between two `assets:`
///   accounts, one between two currencies with what arrived at its cost
///   (`assets:Wise  USD 100.00 @@ MYR 445.00`), so each account keeps its own commodity; no
///   category is `uncategorised`. Each entry's postings have explicit amounts that balance.
/// - Entries are in date order (the day each happened on where it happened): transactions, the
///   opening balances on the first day, and bills someone else paid on their own day.
/// - Amounts are the commodity code then the plain number (`MYR 12.50`, `JPY 1200`), and a
///   `commodity` directive per currency (`commodity MYR 1000.00`, `commodity JPY 1000.`) fixes
///   the decimal point and places, so hledger reads `BHD 1.250` as one dinar and a quarter, not
///   as a thousands grouping. Every account and commodity used is declared.
/// - A transaction a statement cleared, or a reconciliation locked, is marked cleared (`*`), as
///   hledger marks what the bank has shown.
/// - Tags are hledger tags on their entry (`; trip:, work:`); rates recorded are `P` directives
///   (`P 2026-12-01 USD MYR 4.450000`, in the home currency).
/// - Money shared with others follows `SharedMoney`: each person has an account
///   `assets:receivable:<name>` whose balance is what they owe me (negative: what I owe them),
///   as the PayBook says. A bill I paid posts my share to `expenses:` and each other share to that
///   person; a settlement's money posts against the person instead of income or expenses; a bill
///   someone else paid posts my share to `expenses:` against the payer, on the split's day.
/// - Names are made safe for hledger: whitespace runs become one space (two spaces end an
///   account name), `;` (a comment) becomes `,` and `:` (a sub-account) becomes `-`.
final class HledgerJournal {
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
                    if let from {
                        byTransaction[movement] = [(from, negated(amount))]
                    } else if let to {
                        byTransaction[movement] = [(to, amount)]
                    }
                default:
                    break
                }
            }
        }
    }

    private let destination: ExportDestination
    private let dates: TransactionDates
    private var receivables = Receivables([])
    /// PayBook entries no transaction of mine moved, by day, written as the transactions reach their day.
    private var pending: [(day: String, text: String)] = []
    private var usedAccounts = Set<String>()
    private var declaredCommodities = Set<String>()
    private var usedCommodities = Set<String>()

    init(to destination: ExportDestination, dates: TransactionDates) {
        self.destination = destination
        self.dates = dates
    }

    static func receivable(_ person: String) -> String { "assets:receivable:" + name(person) }

    /// The header, the commodities of the accounts, the opening balances (dated `firstDay`, the
    /// first day of anything in the journal) and the PayBook's own entries, held back until
    /// their day comes.
    func begin(accounts: [Account], payBook: [ExportedPayBookEntry], firstTransactionDay: String?, today: String) throws
    {
        receivables = Receivables(payBook)
        pending = HledgerJournal.payBookEntries(payBook).sorted { $0.day < $1.day }
        let firstDay = ([firstTransactionDay] + [pending.first?.day]).compactMap { $0 }.min() ?? today
        try destination.write(
            "; spendrop export: \(Counted.text(accounts.count, "account")); amounts in each account's currency\n\ndecimal-mark .\n"
        )
        let currencies = Set(accounts.map(\.currency)).sorted { $0.code < $1.code }
        for currency in currencies { try destination.write(HledgerJournal.commodityDirective(currency)) }
        declaredCommodities = Set(currencies.map(\.code))
        if !currencies.isEmpty { try destination.write("\n") }
        for account in accounts where !account.openingBalance.isZero {
            try write(
                "\(firstDay) opening balance of \(HledgerJournal.description(account.name))\n"
                    + posting("assets:" + HledgerJournal.name(account.name), account.openingBalance)
                    + posting("equity:opening balances", HledgerJournal.negated(account.openingBalance)) + "\n")
        }
    }

    /// `commodity MYR 1000.00`: hledger wants a decimal point in the directive even when there are no decimals.
    static func commodityDirective(_ currency: Currency) -> String {
        let example = MoneyFormatter.plainNumber(
            Money(minorUnits: 1000 * currency.minorUnitsPerMajor, currency: currency))
        return "commodity \(currency.code) \(example)\(currency.minorUnitDigits == 0 ? "." : "")\n"
    }

    /// The entries of PayBook records that moved none of my accounts, each with its day: a bill
    /// someone else paid (my share is my spending, owed to them), and older splits and
    /// settlements without a linked transaction (against `equity:outside the accounts`).
    private static func payBookEntries(_ payBook: [ExportedPayBookEntry]) -> [(day: String, text: String)] {
        var entries: [(day: String, text: String)] = []
        for entry in payBook {
            let day = entry.day.description
            switch entry.record {
            case .split(let description, let category, let paidBy, _, let parts, nil):
                if let payer = paidBy, let mine = parts.first(where: { $0.person == nil })?.amount {
                    let tags = entry.tags.map { ", " + tagName($0) + ":" }.joined()
                    entries.append(
                        (
                            day,
                            "\(day) \(self.description(description.isEmpty ? "split" : description))  ; paid by \(self.description(payer))\(tags)\n"
                                + rawPosting("expenses:" + name(category ?? "uncategorised"), mine)
                                + rawPosting(receivable(payer), negated(mine)) + "\n"
                        ))
                } else if paidBy == nil {
                    let owed = parts.compactMap { part in part.person.map { ($0, part.amount) } }
                    guard let first = owed.first else { continue }
                    var lines = owed.map { rawPosting(receivable($0.0), $0.1) }.joined()
                    var total = Money.zero(first.1.currency)
                    for (_, amount) in owed { total = (try? total.adding(amount)) ?? total }
                    lines += rawPosting("equity:outside the accounts", negated(total))
                    entries.append(
                        (
                            day,
                            "\(day) \(self.description(description.isEmpty ? "split" : description))\n" + lines + "\n"
                        ))
                }
            case .settlement(let from, let to, let amount, nil):
                let (person, owedChange) = from.map { ($0, negated(amount)) } ?? (to ?? "someone", amount)
                entries.append(
                    (
                        day,
                        "\(day) settlement with \(self.description(person))\n"
                            + rawPosting(receivable(person), owedChange)
                            + rawPosting("equity:outside the accounts", negated(owedChange)) + "\n"
                    ))
            default:
                break
            }
        }
        return entries
    }

    /// `* ` for a transaction a statement cleared or a reconciliation locked; nothing otherwise.
    static func mark(_ transaction: TransactionRecord) -> String {
        transaction.status == .unmarked ? "" : "* "
    }

    /// One transaction's entry, after the PayBook's entries of its day and before.
    func entry(_ transaction: TransactionRecord) throws {
        let day = dates.dayText(for: transaction.occurredAt, utcOffset: transaction.utcOffset)
        try flushPending(through: day)
        if transaction.othersShare > 0 {
            return try sharedEntry(transaction, day: day, people: receivables.byTransaction[transaction.id] ?? [])
        }
        let category = HledgerJournal.name(transaction.category ?? "uncategorised")
        let lines: String
        let title: String
        switch transaction.kind {
        case .moneyOut:
            lines =
                posting("expenses:" + category, transaction.amount)
                + posting(
                    "assets:" + HledgerJournal.name(transaction.account), HledgerJournal.negated(transaction.amount))
            title = transaction.merchant.isEmpty ? "money out" : transaction.merchant
        case .moneyIn:
            lines =
                posting("assets:" + HledgerJournal.name(transaction.account), transaction.amount)
                + posting("income:" + category, HledgerJournal.negated(transaction.amount))
            title = transaction.merchant.isEmpty ? "money in" : transaction.merchant
        case .opening:
            return  // never stored as a transaction; `begin` writes opening balances
        case .transfer:
            // What arrived, in its own commodity, at the cost of what left.
            let arrived = transaction.received ?? transaction.amount
            lines =
                posting(
                    "assets:" + HledgerJournal.name(transaction.toAccount ?? ""), arrived,
                    cost: transaction.received == nil ? nil : transaction.amount)
                + posting(
                    "assets:" + HledgerJournal.name(transaction.account), HledgerJournal.negated(transaction.amount))
            title = transaction.merchant.isEmpty ? "transfer" : transaction.merchant
        }
        try write(
            "\(day) \(HledgerJournal.mark(transaction))\(HledgerJournal.description(title))\(comment(transaction))\n"
                + lines + "\n")
    }

    /// `  ; note, trip:, work:`: the note, then each tag as an hledger tag; empty when neither.
    private func comment(_ transaction: TransactionRecord) -> String {
        let parts =
            (transaction.note.isEmpty ? [] : [HledgerJournal.description(transaction.note)])
            + transaction.tags.map { HledgerJournal.tagName($0) + ":" }
        return parts.isEmpty ? "" : "  ; " + parts.joined(separator: ", ")
    }

    /// A transaction part of whose amount is other people's money: my share to expenses or income,
    /// the rest to the people it is owed by or to.
    private func sharedEntry(
        _ transaction: TransactionRecord, day: String, people: [(person: String, amount: Money)]
    ) throws {
        let currency = transaction.amount.currency
        let out = transaction.kind == .moneyOut
        let mine = Money(minorUnits: transaction.amount.minorUnits - transaction.othersShare, currency: currency)
        var lines = ""
        // Money Out: the bill's shares are owed to me (positive); a payment to someone lowers what I owe.
        let named =
            people.isEmpty ? [("others", Money(minorUnits: transaction.othersShare, currency: currency))] : people
        for (person, amount) in named { lines += posting(HledgerJournal.receivable(person), amount) }
        if !mine.isZero {
            lines += posting(
                (out ? "expenses:" : "income:") + HledgerJournal.name(transaction.category ?? "uncategorised"),
                out ? mine : HledgerJournal.negated(mine))
        }
        lines += posting(
            "assets:" + HledgerJournal.name(transaction.account),
            out ? HledgerJournal.negated(transaction.amount) : transaction.amount)
        let title = transaction.merchant.isEmpty ? (out ? "money out" : "money in") : transaction.merchant
        try write(
            "\(day) \(HledgerJournal.mark(transaction))\(HledgerJournal.description(title))\(comment(transaction))\n"
                + lines + "\n")
    }

    /// The PayBook's entries left, the rates as `P` directives in `home`, and a declaration of
    /// every account and commodity the journal used.
    func end(rates: [ExchangeRate], home: Currency) throws {
        try flushPending(through: nil)
        for rate in rates.sorted(by: { ($0.day, $0.currency.code) < ($1.day, $1.currency.code) }) {
            usedCommodities.insert(rate.currency.code)
            usedCommodities.insert(home.code)
            try destination.write(
                "P \(rate.day) \(rate.currency.code) \(home.code) \(rate.millionths / 1_000_000).\(DigitText.zeroPadded(rate.millionths % 1_000_000, width: 6))\n"
            )
        }
        if !rates.isEmpty { try destination.write("\n") }
        for code in usedCommodities.subtracting(declaredCommodities).sorted() {
            if let currency = Currency(code: code) {
                try destination.write(HledgerJournal.commodityDirective(currency))
            }
        }
        for account in usedAccounts.sorted() { try destination.write("account \(account)\n") }
    }

    private func flushPending(through day: String?) throws {
        while let next = pending.first, day.map({ next.day <= $0 }) ?? true {
            pending.removeFirst()
            try write(next.text)
        }
    }

    /// Writes an entry, noting the accounts and commodities its postings use.
    private func write(_ text: String) throws {
        for line in text.split(separator: "\n") where line.hasPrefix("    ") {
            let body = line.drop { $0 == " " }
            guard let gap = body.range(of: "    ") else { continue }
            usedAccounts.insert(String(body[..<gap.lowerBound]))
            let amount = body[gap.upperBound...].drop { $0 == " " }
            usedCommodities.insert(String(amount.prefix(3)))
            if let at = amount.range(of: "@@ ") { usedCommodities.insert(String(amount[at.upperBound...].prefix(3))) }
        }
        try destination.write(text)
    }

    private func posting(_ account: String, _ amount: Money, cost: Money? = nil) -> String {
        HledgerJournal.rawPosting(account, amount, cost: cost)
    }

    /// A posting line: four spaces, the account, two spaces and more, the amount, and its total
    /// cost in another commodity when it has one.
    static func rawPosting(_ account: String, _ amount: Money, cost: Money? = nil) -> String {
        "    \(account)    \(amount.currency.code) \(MoneyFormatter.plainNumber(amount))"
            + (cost.map { " @@ \($0.currency.code) \(MoneyFormatter.plainNumber($0))" } ?? "") + "\n"
    }

    /// A tag as an hledger tag name: no spaces, commas or colons.
    static func tagName(_ tag: String) -> String {
        let cleaned = tag.map { $0.isWhitespace || $0 == "," || $0 == ":" || $0 == ";" ? "-" : $0 }
        return cleaned.isEmpty ? "tag" : String(cleaned)
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
