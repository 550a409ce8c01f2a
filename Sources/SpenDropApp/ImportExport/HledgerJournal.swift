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
/// - Names are made safe for hledger: whitespace runs become one space (two spaces end an
///   account name), `;` (a comment) becomes `,` and `:` (a sub-account) becomes `-`.
enum HledgerJournal {
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

    static func entry(_ transaction: ExportedTransaction, dates: TransactionDates, to destination: ExportDestination) throws {
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
        case .transfer:
            (debit, credit) = ("assets:" + name(transaction.toAccount ?? ""), "assets:" + name(transaction.account))
            title = transaction.merchant.isEmpty ? "transfer" : transaction.merchant
        }
        let note = transaction.note.isEmpty ? "" : "  ; " + description(transaction.note)
        try destination.write("\(dates.dayText(for: transaction.occurredAt)) \(description(title))\(note)\n"
                              + posting(debit, transaction.amount) + posting(credit, negated(transaction.amount)) + "\n")
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

    private static func negated(_ money: Money) -> Money {
        Money(minorUnits: -money.minorUnits, currency: money.currency)
    }
}
