import Foundation
import SpenDropCore

extension Store {
    /// Fills an empty store with what `exportAll` gave: the accounts and transactions with their
    /// ids (`next` hands them out one at a time until nil, so a large export streams), then the
    /// people, the PayBook in its order and the category choices (`extras`, asked once after the
    /// last transaction).
    ///
    /// Promises:
    /// - One IMMEDIATE transaction: all of it or none of it.
    /// - Refused unless the store holds no account, transaction, person or PayBook entry: a
    ///   restore never mixes two histories.
    /// - Every account and transaction passes the ledger's rules, every link (a split's bill, a
    ///   settlement's money) names a restored transaction, and the PayBook replays; a refusal
    ///   says which row.
    /// - Exporting the restored store writes what was restored, byte for byte.
    public func restore(
        accounts: [Account], transactions next: () throws -> TransactionRecord?,
        extras readExtras: () throws -> ExportedExtras
    ) throws(StoreError) {
        try write {
            let held =
                try database.scalar(
                    sql: """
                        SELECT (SELECT count(*) FROM accounts) + (SELECT count(*) FROM transactions) + (SELECT count(*) FROM people)
                             + (SELECT count(*) FROM paybook_entries)
                        """) ?? 0
            guard held == 0 else {
                throw StoreError.refused(
                    "the store already holds accounts or transactions; a JSON export is restored only into an empty store "
                        + "(move the store aside, or use 'import csv' to add transactions)")
            }
            var rules = Ledger()
            var byName: [String: AccountID] = [:]
            for account in accounts {
                try rules.open(account)
                byName[account.name] = account.id
                try database.execute(
                    sql: "INSERT INTO accounts (id, name, currency, opening_minor, closed) VALUES (?, ?, ?, ?, ?)",
                    arguments: [
                        .integer(account.id.rawValue), .text(account.name), .text(account.currency.code),
                        .integer(account.openingBalance.minorUnits), .integer(account.isClosed ? 1 : 0),
                    ])
            }
            for trigger in StoreSchema.dailyTotalsTriggerNames { try database.execute(sql: "DROP TRIGGER \(trigger)") }
            let insert = try database.statement(sql: TransactionColumn.insertSQL)
            var ids: Set<Int64> = []
            while let row = try next() {
                func refuse(_ reason: String) -> StoreError { .refused("transaction \(row.id): \(reason)") }
                guard let source = byName[row.account] else {
                    throw refuse("there is no account named '\(row.account)' in the file")
                }
                var kind: Transaction.Kind = row.kind == .moneyIn ? .moneyIn : .moneyOut
                if row.kind == .transfer {
                    guard let name = row.toAccount, let destination = byName[name] else {
                        throw refuse("a transfer needs an account it went to")
                    }
                    kind = .transfer(destination: destination)
                }
                guard ids.insert(row.id).inserted, row.id > 0 else {
                    throw refuse("its id is not a new positive number")
                }
                let transaction = Transaction(
                    id: TransactionID(row.id), kind: kind, account: source, amount: row.amount,
                    occurredAt: Date(timeIntervalSince1970: TimeInterval(row.occurredAt)), utcOffset: row.utcOffset,
                    merchant: row.merchant, category: row.category, note: row.note, othersShare: row.othersShare,
                    received: row.received, bankLine: row.bankLine, status: row.status)
                do throws(LedgerError) { try rules.validate(transaction) } catch { throw refuse(error.description) }
                try insert.execute(arguments: TransactionColumn.values(of: transaction))
                if !row.tags.isEmpty { try setTags(row.tags, of: row.id) }
            }
            try database.execute(sql: StoreSchema.addDailyTotals(afterID: Int64.min))
            try database.execute(sql: StoreSchema.dailyTotalsTriggers)
            if let first = ids.min(), let last = ids.max() { try logInsertedTransactions(first, through: last) }

            let extras = try readExtras()
            var people: [String: Int64] = [:]
            for name in extras.people {
                try database.execute(sql: "INSERT INTO people (name) VALUES (?)", arguments: [.text(name)])
                people[name] = database.lastInsertedRowID
            }
            func person(_ name: String?, in key: String) throws -> Int64? {
                guard let name else { return nil }
                guard let id = people[name] else {
                    throw StoreError.refused("PayBook entry \(key): '\(name)' is not among the people in the file")
                }
                return id
            }
            func link(_ id: Int64?, in key: String) throws -> Int64? {
                guard let id else { return nil }
                guard ids.contains(id) else {
                    throw StoreError.refused("PayBook entry \(key): transaction \(id) is not in the file")
                }
                return id
            }
            for entry in extras.payBook {
                let isSplit: Bool
                if case .split = entry.record { isSplit = true } else { isSplit = false }
                try database.execute(
                    sql: "INSERT INTO paybook_entries (entry_key, occurred_on, kind, group_name) VALUES (?, ?, ?, ?)",
                    arguments: [
                        .text(entry.key), .text(entry.day.description), .text(isSplit ? "split" : "settlement"),
                        .optionalText(entry.group),
                    ])
                let entryID = database.lastInsertedRowID
                switch entry.record {
                case .split(let description, let category, let paidBy, let total, let parts, let bill):
                    // A bill someone else paid keeps the id it was listed by; one an older export gave none gets the next.
                    let listed = paidBy == nil ? nil : entry.listedID
                    if let listed,
                        try database.scalar(
                            sql: "SELECT 1 FROM transactions WHERE id = ? UNION SELECT 1 FROM splits WHERE bill_id = ?",
                            arguments: [.integer(listed), .integer(listed)]) != nil
                    {
                        throw StoreError.refused(
                            "PayBook entry '\(entry.key)': its id #\(listed) is another transaction's or bill's")
                    }
                    try database.execute(
                        sql: """
                            INSERT INTO splits (entry_id, description, paid_by_person_id, total_minor, currency, transaction_id, category, bill_id)
                            VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                            """,
                        arguments: [
                            .integer(entryID), .text(description), .optionalInteger(try person(paidBy, in: entry.key)),
                            .integer(total.minorUnits), .text(total.currency.code),
                            .optionalInteger(try link(bill, in: entry.key)),
                            .optionalText(category), .optionalInteger(listed),
                        ])
                    for (position, part) in parts.enumerated() {
                        try database.execute(
                            sql:
                                "INSERT INTO split_parts (entry_id, position, person_id, amount_minor) VALUES (?, ?, ?, ?)",
                            arguments: [
                                .integer(entryID), .integer(Int64(position)),
                                .optionalInteger(try person(part.person, in: entry.key)),
                                .integer(part.amount.minorUnits),
                            ])
                    }
                    for tag in Tags.normalised(entry.tags) where paidBy != nil {
                        try database.execute(
                            sql: "INSERT INTO split_tags (entry_id, tag) VALUES (?, ?)",
                            arguments: [.integer(entryID), .text(tag)])
                    }
                case .settlement(let from, let to, let amount, let movement):
                    try database.execute(
                        sql: """
                            INSERT INTO settlements (entry_id, from_person_id, to_person_id, amount_minor, currency, transaction_id) VALUES (?, ?, ?, ?, ?, ?)
                            """,
                        arguments: [
                            .integer(entryID), .optionalInteger(try person(from, in: entry.key)),
                            .optionalInteger(try person(to, in: entry.key)),
                            .integer(amount.minorUnits), .text(amount.currency.code),
                            .optionalInteger(try link(movement, in: entry.key)),
                        ])
                }
            }
            do {
                _ = try payBook()
            } catch let error as StoreError {
                guard case .unreadable(let reason) = error else { throw error }
                throw StoreError.refused("the PayBook in the file does not add up: \(reason)")
            }
            for choice in extras.categoryChoices {
                try database.execute(
                    sql: "INSERT INTO category_choices (merchant_key, category, chosen_on) VALUES (?, ?, ?)",
                    arguments: [.text(choice.merchantKey), .text(choice.category), .text(choice.day.description)])
            }
            for budget in extras.budgets { try setBudget(budget) }
            try setRates(extras.rates)
            for rule in extras.importRules {
                try database.execute(
                    sql:
                        "INSERT INTO import_rules (id, merchant_pattern, set_category, set_merchant) VALUES (?, ?, ?, ?)",
                    arguments: [
                        .integer(rule.id), .text(rule.pattern), .optionalText(rule.category),
                        .optionalText(rule.merchant),
                    ])
            }
            for remembered in extras.statementAccounts {
                guard let account = byName[remembered.account] else {
                    throw StoreError.refused(
                        "statement account \(remembered.statementAccount): there is no account named "
                            + "'\(remembered.account)' in the file")
                }
                try database.execute(
                    sql: "INSERT INTO statement_accounts (statement_account, account_id) VALUES (?, ?)",
                    arguments: [.text(remembered.statementAccount), .integer(account.rawValue)])
            }
            for bill in extras.recurring {
                guard let account = byName[bill.account] else {
                    throw StoreError.refused(
                        "recurring bill \(bill.id): there is no account named '\(bill.account)' in the file")
                }
                let rule = bill.rule
                try database.execute(
                    sql: """
                        INSERT INTO recurring_rules (id, account_id, amount_minor, currency, merchant, category, every, day, from_day, until_day)
                        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                        """,
                    arguments: [
                        .integer(bill.id), .integer(account.rawValue), .integer(rule.amount.minorUnits),
                        .text(rule.amount.currency.code),
                        .text(rule.merchant), .optionalText(rule.category), .text(rule.every.rawValue),
                        .optionalInteger(rule.day.map(Int64.init)), .text(rule.from.description),
                        .optionalText(rule.until?.description),
                    ])
                for booked in bill.booked {
                    if let id = booked.transaction, !ids.contains(id) {
                        throw StoreError.refused(
                            "recurring bill \(bill.id): transaction \(id) booked on \(booked.day) is not in the file")
                    }
                    try database.execute(
                        sql: "INSERT INTO recurring_occurrences (rule_id, due_day, transaction_id) VALUES (?, ?, ?)",
                        arguments: [
                            .integer(bill.id), .text(booked.day.description), .optionalInteger(booked.transaction),
                        ])
                }
            }
        }
    }
}
