import SpenDropCore
import SpenDropStore

/// `spendrop export json`: the accounts and every transaction as one JSON object, money in the
/// form every screen uses (`{"minor": 1500, "currency": "MYR", "display": "RM 15.00"}`).
///
/// Promises: keys are the stable identifiers of the JSON screens (a transaction has the keys of
/// `spendrop transactions --json` plus `occurred_at`, the exact instant); written one
/// transaction per line as it is read, so the export never holds the table in memory.
enum JSONExport {
    static func begin(accounts: [Account], to destination: ExportDestination) throws {
        try destination.write("{\n  \"format\": \"spendrop-export\",\n  \"schema_version\": \(StoreSchema.currentVersion),\n  \"accounts\": [")
        for (index, account) in accounts.enumerated() {
            try destination.write((index == 0 ? "\n    " : ",\n    ") + "{\"currency\": \(string(account.currency.code)), \"id\": \(account.id.rawValue), "
                                  + "\"name\": \(string(account.name)), \"opening\": \(money(account.openingBalance))}")
        }
        try destination.write((accounts.isEmpty ? "" : "\n  ") + "],\n  \"transactions\": [")
    }

    static func transaction(_ transaction: ExportedTransaction, first: Bool, dates: TransactionDates, to destination: ExportDestination) throws {
        let fields = [
            "\"account\": \(string(transaction.account))",
            "\"amount\": \(money(transaction.amount))",
            "\"category\": \(transaction.category.map(string) ?? "null")",
            "\"date\": \(string(dates.dayText(for: transaction.occurredAt)))",
            "\"id\": \(transaction.id)",
            "\"merchant\": \(string(transaction.merchant))",
            "\"note\": \(string(transaction.note))",
            "\"occurred_at\": \(string(dates.dateTimeText(for: transaction.occurredAt)))",
            "\"to_account\": \(transaction.toAccount.map(string) ?? "null")",
            "\"type\": \(string(transaction.kind.rawValue))",
        ]
        try destination.write((first ? "\n    {" : ",\n    {") + fields.joined(separator: ", ") + "}")
    }

    static func end(wroteAny: Bool, to destination: ExportDestination) throws {
        try destination.write((wroteAny ? "\n  " : "") + "]\n}\n")
    }

    /// `MoneyJSON`'s keys and values, written as the export streams them.
    static func money(_ money: Money) -> String {
        let json = MoneyJSON(money)
        return "{\"currency\": \(string(json.currency)), \"display\": \(string(json.display)), \"minor\": \(json.minor)}"
    }

    static func string(_ text: String) -> String {
        TextEscaping.jsonString(text)
    }
}
