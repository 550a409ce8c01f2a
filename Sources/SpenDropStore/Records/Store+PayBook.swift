import SpenDropCore

extension Store {
    /// The PayBook rebuilt from every stored split and settlement, in the order they were recorded.
    public func payBook() throws(StoreError) -> PayBook {
        let entries = try payBookEntries().map(\.entry)
        do { return try PayBook(replaying: entries) } catch { throw StoreError.unreadable("\(error)") }
    }

    /// Every stored split and settlement in the order they were recorded, each split with the
    /// category its bill was given.
    func payBookEntries() throws(StoreError) -> [(entry: PayBookEntry, category: String?)] {
        try read {
            var people: [Int64: Person] = [:]
            try database.query(sql: "SELECT id, name FROM people") { people[$0.int64(0)] = Person($0.text(1) ?? "") }
            func person(_ id: Int64?) -> Person { id.flatMap { people[$0] } ?? .me }
            var categories: [Int64: String] = [:]
            try database.query(sql: "SELECT entry_id, category FROM splits WHERE category IS NOT NULL") { categories[$0.int64(0)] = $0.text(1) }
            var entries: [(entry: PayBookEntry, category: String?)] = []
            try database.query(sql: "SELECT id, entry_key, occurred_on, kind FROM paybook_entries ORDER BY id") { row in
                let entryID = row.int64(0)
                guard let day = try? CalendarDay.parse(row.text(2) ?? "") else {
                    throw StoreError.unreadable("PayBook entry \(entryID) has no valid day")
                }
                let key = PayBookEntryID(row.text(1) ?? "")
                if row.text(3) == "split" {
                    entries.append((PayBookEntry(id: key, day: day, record: .split(try readSplit(entryID, person: person))), categories[entryID]))
                } else {
                    entries.append((PayBookEntry(id: key, day: day, record: .settlement(try readSettlement(entryID, person: person))), nil))
                }
            }
            return entries
        }
    }

    /// Records a split or settlement after the PayBook accepts it; `description`, `category` and
    /// `transaction` say what bill a split came from, or which transaction moved a settlement's money.
    public func record(_ entry: PayBookEntry, description: String = "", category: String? = nil,
                       transaction: TransactionID? = nil) throws(StoreError) {
        try write {
            var book = try payBook()
            do { try book.record(entry) } catch let error as PayBookError { throw StoreError.refused(error.description) }
            try database.execute(sql: "INSERT INTO paybook_entries (entry_key, occurred_on, kind) VALUES (?, ?, ?)", arguments: [
                .text(entry.id.rawValue), .text(entry.day.description),
                .text({ if case .split = entry.record { return "split" } else { return "settlement" } }()),
            ])
            let entryID = database.lastInsertedRowID
            switch entry.record {
            case .split(let split):
                try database.execute(sql: """
                    INSERT INTO splits (entry_id, description, paid_by_person_id, total_minor, currency, transaction_id, category)
                    VALUES (?, ?, ?, ?, ?, ?, ?)
                    """, arguments: [.integer(entryID), .text(description), .optionalInteger(try personID(split.paidBy)),
                                     .integer(split.total.minorUnits), .text(split.total.currency.code),
                                     .optionalInteger(transaction?.rawValue), .optionalText(category)])
                for (position, part) in split.parts.enumerated() {
                    try database.execute(sql: "INSERT INTO split_parts (entry_id, position, person_id, amount_minor) VALUES (?, ?, ?, ?)",
                                         arguments: [.integer(entryID), .integer(Int64(position)),
                                                     .optionalInteger(try personID(part.person)), .integer(part.amount.minorUnits)])
                }
            case .settlement(let settlement):
                try database.execute(sql: """
                    INSERT INTO settlements (entry_id, from_person_id, to_person_id, amount_minor, currency, transaction_id) VALUES (?, ?, ?, ?, ?, ?)
                    """, arguments: [.integer(entryID), .optionalInteger(try personID(settlement.from)),
                                     .optionalInteger(try personID(settlement.to)), .integer(settlement.amount.minorUnits),
                                     .text(settlement.amount.currency.code), .optionalInteger(transaction?.rawValue)])
            }
        }
    }

    /// The row id of a named person, added when new; nil for the user.
    private func personID(_ person: Person) throws -> Int64? {
        if person.isMe { return nil }
        let name = person.description
        if let id = try database.scalar(sql: "SELECT id FROM people WHERE name = ?", arguments: [.text(name)]) { return id }
        try database.execute(sql: "INSERT INTO people (name) VALUES (?)", arguments: [.text(name)])
        return database.lastInsertedRowID
    }

    private func readSplit(_ entryID: Int64, person: (Int64?) -> Person) throws -> Split {
        var header: (total: Int64, code: String, paidBy: Int64?)?
        try database.query(sql: "SELECT total_minor, currency, paid_by_person_id FROM splits WHERE entry_id = ?", arguments: [.integer(entryID)]) {
            header = ($0.int64(0), $0.text(1) ?? "", $0.optionalInt64(2))
        }
        guard let header, let currency = Currency(code: header.code) else {
            throw StoreError.unreadable("split \(entryID) is missing or has an unknown currency")
        }
        var parts: [SplitPart] = []
        try database.query(sql: "SELECT person_id, amount_minor FROM split_parts WHERE entry_id = ? ORDER BY position", arguments: [.integer(entryID)]) {
            parts.append(SplitPart(person: person($0.optionalInt64(0)), amount: Money(minorUnits: $0.int64(1), currency: currency)))
        }
        return try Split(total: Money(minorUnits: header.total, currency: currency), paidBy: person(header.paidBy), parts: parts)
    }

    private func readSettlement(_ entryID: Int64, person: (Int64?) -> Person) throws -> Settlement {
        var settlement: Settlement?
        try database.query(sql: "SELECT from_person_id, to_person_id, amount_minor, currency FROM settlements WHERE entry_id = ?",
                                arguments: [.integer(entryID)]) { row in
            guard let currency = Currency(code: row.text(3) ?? "") else { return }
            settlement = Settlement(from: person(row.optionalInt64(0)), to: person(row.optionalInt64(1)),
                                    amount: Money(minorUnits: row.int64(2), currency: currency))
        }
        guard let settlement else { throw StoreError.unreadable("settlement \(entryID) is missing or has an unknown currency") }
        return settlement
    }
}

extension Store {
    /// Records a settlement and the transaction that moved its money (`SharedMoney.movement`),
    /// linked, in one transaction.
    public func recordSettlement(_ entry: PayBookEntry, movement: Transaction) throws(StoreError) -> TransactionID {
        try write {
            try Ledger(accounts: try accounts(), transactions: []).validate(movement)
            let stored = try insert(movement)
            try record(entry, transaction: stored.id)
            return stored.id
        }
    }

    /// Records the Money Out of a bill I paid and the split of it, linked, in one transaction.
    public func recordSplitBill(_ bill: Transaction, split: Split, entryID: PayBookEntryID, day: CalendarDay) throws(StoreError) -> TransactionID {
        try write {
            try Ledger(accounts: try accounts(), transactions: []).validate(bill)
            let stored = try insert(bill)
            try record(PayBookEntry(id: entryID, day: day, record: .split(split)), description: bill.merchant, category: bill.category,
                       transaction: stored.id)
            return stored.id
        }
    }
}
