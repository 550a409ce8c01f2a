import Basics
import SpenDropCore
import SpenDropStore

/// `spendrop export json`: everything a person entered as one JSON object: the accounts (with
/// currency, opening balance and closed state), every transaction with its id, the people, the
/// PayBook (splits with their parts, settlements, each with the transaction it is linked to) and
/// the learned category choices, the budgets, the recurring bills with the days booked and the
/// exchange rates; money in the form every screen uses
/// (`{"minor": 1500, "currency": "MYR", "display": "RM 15.00"}`).
///
/// Promises: keys are the stable identifiers of the JSON screens (a transaction has the keys of
/// `spendrop transactions --json` plus `occurred_at`, the exact instant); written one
/// transaction per line as it is read, so the export never holds the table in memory;
/// `import json` of it into an empty store gives a store whose export is the same bytes.
enum JSONExport {
    static func begin(accounts: [Account], to destination: ExportDestination) throws {
        try destination.write(
            "{\n  \"format\": \"spendrop-export\",\n  \"schema_version\": \(StoreSchema.currentVersion),\n  \"accounts\": ["
        )
        for (index, account) in accounts.enumerated() {
            try destination.write(
                (index == 0 ? "\n    " : ",\n    ")
                    + "{\"closed\": \(account.isClosed), \"currency\": \(string(account.currency.code)), "
                    + "\"id\": \(account.id.rawValue), \"name\": \(string(account.name)), \"opening\": \(money(account.openingBalance))}"
            )
        }
        try destination.write((accounts.isEmpty ? "" : "\n  ") + "],\n  \"transactions\": [")
    }

    static func transaction(
        _ transaction: TransactionRecord, first: Bool, dates: TransactionDates, to destination: ExportDestination
    ) throws {
        // The bank's line and the status only where a statement or a reconciliation gave them, so
        // an export of a store without them reads as one written before they existed.
        let bank =
            transaction.bankLine.map {
                ["\"bank_id\": \($0.id.map(string) ?? "null")", "\"bank_text\": \(string($0.text))"]
            } ?? []
        let status = transaction.status == .unmarked ? [] : ["\"status\": \(string(transaction.status.rawValue))"]
        let fields =
            [
                "\"account\": \(string(transaction.account))",
                "\"amount\": \(money(transaction.amount))",
            ] + bank + [
                "\"category\": \(transaction.category.map(string) ?? "null")",
                "\"date\": \(string(dates.dayText(for: transaction.occurredAt, utcOffset: transaction.utcOffset)))",
                "\"id\": \(transaction.id)",
                "\"merchant\": \(string(transaction.merchant))",
                "\"note\": \(string(transaction.note))",
                "\"occurred_at\": \(string(dates.dateTimeText(for: transaction.occurredAt, utcOffset: transaction.utcOffset)))",
                "\"others_share\": \(money(Money(minorUnits: transaction.othersShare, currency: transaction.amount.currency)))",
                "\"received\": \(transaction.received.map(money) ?? "null")",
            ] + status + [
                "\"tags\": [\(transaction.tags.map(string).joined(separator: ", "))]",
                "\"to_account\": \(transaction.toAccount.map(string) ?? "null")",
                "\"type\": \(string(transaction.kind.rawValue))",
            ]
        try destination.write((first ? "\n    {" : ",\n    {") + fields.joined(separator: ", ") + "}")
    }

    static func end(wroteAny: Bool, extras: ExportedExtras, to destination: ExportDestination) throws {
        try destination.write((wroteAny ? "\n  " : "") + "],\n  \"people\": [")
        try destination.write(list(extras.people.map(string)) + "],\n  \"paybook\": [")
        try destination.write(list(extras.payBook.map(entry)) + "],\n  \"category_choices\": [")
        try destination.write(
            list(
                extras.categoryChoices.map {
                    "{\"category\": \(string($0.category)), \"day\": \(string($0.day.description)), \"merchant_key\": \(string($0.merchantKey))}"
                }) + "],\n  \"budgets\": [")
        try destination.write(
            list(
                extras.budgets.map {
                    "{\"category\": \(string($0.category)), \"from\": \(string($0.from.description)), \"limit\": \(money($0.limit)), \"rollover\": \($0.rollover)"
                        + ($0.carryOverspending ? ", \"carry_overspending\": true" : "")
                        + ($0.ended ? ", \"ended\": true" : "") + "}"
                }) + "],\n  \"recurring\": [")
        try destination.write(
            list(
                extras.recurring.map { bill in
                    let booked = bill.booked.map {
                        "{\"day\": \(string($0.day.description)), \"transaction_id\": \($0.transaction.map(String.init) ?? "null")}"
                    }
                    let rule = bill.rule
                    return
                        "{\"account\": \(string(bill.account)), \"amount\": \(money(rule.amount)), \"booked\": [\(booked.joined(separator: ", "))], "
                        + "\"category\": \(rule.category.map(string) ?? "null"), \"day\": \(rule.day.map(String.init) ?? "null"), "
                        + "\"every\": \(string(rule.every.rawValue)), \"from\": \(string(rule.from.description)), \"id\": \(bill.id), "
                        + "\"merchant\": \(string(rule.merchant)), \"until\": \(rule.until.map { string($0.description) } ?? "null")}"
                }) + "],\n  \"rates\": [")
        try destination.write(
            list(
                extras.rates.map {
                    "{\"currency\": \(string($0.currency.code)), \"date\": \(string($0.day.description)), \"rate\": \(string($0.text))}"
                }) + "]")
        // Rules and statement accounts only where there are any, so an export of a store without
        // them reads as one written before they existed.
        if !extras.importRules.isEmpty {
            try destination.write(
                ",\n  \"rules\": ["
                    + list(
                        extras.importRules.map {
                            "{\"id\": \($0.id), \"if_merchant_matches\": \(string($0.pattern)), "
                                + "\"set_category\": \($0.category.map(string) ?? "null"), "
                                + "\"set_merchant\": \($0.merchant.map(string) ?? "null")}"
                        }) + "]")
        }
        if !extras.statementAccounts.isEmpty {
            try destination.write(
                ",\n  \"statement_accounts\": ["
                    + list(
                        extras.statementAccounts.map {
                            "{\"account\": \(string($0.account)), \"statement_account\": \(string($0.statementAccount))}"
                        }) + "]")
        }
        try destination.write("\n}\n")
    }

    /// Items one a line, indented as the transactions are.
    static func list(_ items: [String]) -> String {
        items.isEmpty ? "" : "\n    " + items.joined(separator: ",\n    ") + "\n  "
    }

    /// A split or a settlement: people by name, `null` for me.
    static func entry(_ entry: ExportedPayBookEntry) -> String {
        func name(_ person: String?) -> String { person.map(string) ?? "null" }
        func id(_ transaction: Int64?) -> String { transaction.map(String.init) ?? "null" }
        let head = "{\"day\": \(string(entry.day.description)), \"key\": \(string(entry.key)), "
        // Only an entry in a group names it, so an export of a store without groups reads as before.
        let group = entry.group.map { ", \"group\": \(string($0))" } ?? ""
        switch entry.record {
        case .split(let description, let category, let paidBy, let total, let parts, let bill):
            let partsText = parts.map { "{\"amount\": \(money($0.amount)), \"person\": \(name($0.person))}" }.joined(
                separator: ", ")
            return head
                + "\"kind\": \"split\", \"description\": \(string(description)), \"category\": \(name(category)), \"paid_by\": \(name(paidBy)), "
                + "\"total\": \(money(total)), \"parts\": [\(partsText)], \"transaction_id\": \(id(bill)), \"id\": \(id(entry.listedID)), "
                + "\"tags\": [\(entry.tags.map(string).joined(separator: ", "))]\(group)}"
        case .settlement(let from, let to, let amount, let movement):
            return head
                + "\"kind\": \"settlement\", \"from\": \(name(from)), \"to\": \(name(to)), \"amount\": \(money(amount)), "
                + "\"transaction_id\": \(id(movement))\(group)}"
        }
    }

    /// `MoneyJSON`'s keys and values, written as the export streams them.
    static func money(_ money: Money) -> String {
        let json = MoneyJSON(money)
        return
            "{\"currency\": \(string(json.currency)), \"display\": \(string(json.display)), \"minor\": \(json.minor)}"
    }

    static func string(_ text: String) -> String {
        TextEscaping.jsonString(text)
    }
}
