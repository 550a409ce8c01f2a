import SpenDropCore

extension Store {
    /// The PayBook rebuilt from every stored split and settlement, in the order they were recorded.
    public func payBook() throws(StoreError) -> PayBook {
        let entries = try payBookEntries().map(\.entry)
        do { return try PayBook(replaying: entries) } catch { throw StoreError.unreadable("\(error)") }
    }

    /// Inside a write that took PayBook entries away: refuses the deletion of `what` (`#12`, `the
    /// split of #12`) when a settlement recorded after them would then pay more than is owed, or
    /// the wrong way, so the PayBook always replays.
    func requirePayBookReplays(deleting what: String) throws {
        do throws(StoreError) {
            _ = try payBook()
        } catch {
            guard case .unreadable(let reason) = error else { throw error }
            throw StoreError.refused(
                "\(what) cannot be deleted: a settlement recorded after it would then pay more than is owed, or the wrong way "
                    + "(\(reason))")
        }
    }

    /// The PayBook's balances as the PayBook screen shows them, summed in SQL: what each person
    /// owes each other person per currency, and who takes part in a split, without reading the
    /// entries one by one. `entries` is empty; the balances equal `payBook()`'s (the Data safety
    /// suite compares them).
    public func payBookBalances(through day: CalendarDay? = nil) throws(StoreError) -> PayBook {
        // Through a day: the splits and settlements of that day and before, by the day each happened.
        let onDays = day.map { [SQLiteValue.text($0.description)] } ?? []
        return try read {
            var people: [Int64: Person] = [:]
            try database.query(sql: "SELECT id, name FROM people") { people[$0.int64(0)] = Person($0.text(1) ?? "") }
            func person(_ id: Int64?) -> Person { id.flatMap { people[$0] } ?? .me }
            func currency(_ code: String?) throws -> Currency {
                guard let currency = Currency(code: code ?? "") else {
                    throw StoreError.unreadable("a PayBook entry has an unknown currency '\(code ?? "")'")
                }
                return currency
            }
            var debts: [PayBookDebt] = []
            try database.query(
                sql: day == nil ? Store.payBookDebtsSQL : Store.payBookDebtsThroughSQL, arguments: onDays
            ) {
                row in
                debts.append(
                    PayBookDebt(
                        debtor: person(row.optionalInt64(1)), creditor: person(row.optionalInt64(2)),
                        amount: Money(minorUnits: row.int64(3), currency: try currency(row.text(0)))))
            }
            var participants: [(person: Person, currency: Currency)] = []
            try database.query(
                sql: day == nil ? Store.payBookParticipantsSQL : Store.payBookParticipantsThroughSQL, arguments: onDays
            ) { row in
                participants.append((person(row.optionalInt64(1)), try currency(row.text(0))))
            }
            do { return try PayBook(debts: debts, participants: participants) } catch {
                throw StoreError.unreadable("\(error)")
            }
        }
    }

    /// Per currency, debtor and creditor (NULL: the user), the sum owed: split parts owed to the
    /// payer, and settlements as a debt of the payee to the payer.
    static let payBookDebtsSQL = """
        SELECT s.currency, p.person_id, s.paid_by_person_id, sum(p.amount_minor)
        FROM split_parts p JOIN splits s ON s.entry_id = p.entry_id
        WHERE p.person_id IS NOT s.paid_by_person_id
        GROUP BY 1, 2, 3
        UNION ALL
        SELECT currency, to_person_id, from_person_id, sum(amount_minor) FROM settlements GROUP BY 1, 2, 3
        """

    /// `payBookDebtsSQL` of the entries that happened on or before day `?1` (`YYYY-MM-DD`).
    static let payBookDebtsThroughSQL = """
        SELECT s.currency, p.person_id, s.paid_by_person_id, sum(p.amount_minor)
        FROM split_parts p JOIN splits s ON s.entry_id = p.entry_id JOIN paybook_entries e ON e.id = s.entry_id
        WHERE p.person_id IS NOT s.paid_by_person_id AND e.occurred_on <= ?1
        GROUP BY 1, 2, 3
        UNION ALL
        SELECT t.currency, t.to_person_id, t.from_person_id, sum(t.amount_minor)
        FROM settlements t JOIN paybook_entries e ON e.id = t.entry_id WHERE e.occurred_on <= ?1 GROUP BY 1, 2, 3
        """

    /// `payBookParticipantsSQL` of the splits that happened on or before day `?1`.
    static let payBookParticipantsThroughSQL = """
        SELECT s.currency, p.person_id FROM split_parts p JOIN splits s ON s.entry_id = p.entry_id
        JOIN paybook_entries e ON e.id = s.entry_id WHERE e.occurred_on <= ?1
        UNION
        SELECT s.currency, s.paid_by_person_id FROM splits s JOIN paybook_entries e ON e.id = s.entry_id
        WHERE e.occurred_on <= ?1
        """

    /// Per currency, everyone who pays or has a part in a split (NULL: the user).
    static let payBookParticipantsSQL = """
        SELECT s.currency, p.person_id FROM split_parts p JOIN splits s ON s.entry_id = p.entry_id
        UNION
        SELECT currency, paid_by_person_id FROM splits
        """

    /// Every split and settlement in the order they were recorded, with what each split was for
    /// (its description; empty for a settlement): what a person's history is replayed from.
    public func payBookRecord() throws(StoreError) -> [(entry: PayBookEntry, description: String)] {
        let entries = try payBookEntries().map(\.entry)
        var descriptions: [String: String] = [:]
        try read {
            try database.query(
                sql: "SELECT e.entry_key, s.description FROM paybook_entries e JOIN splits s ON s.entry_id = e.id"
            ) { descriptions[$0.text(0) ?? ""] = $0.text(1) ?? "" }
        }
        return entries.map { ($0, descriptions[$0.id.rawValue] ?? "") }
    }

    /// Every stored split and settlement in the order they were recorded, each split with the
    /// category its bill was given.
    ///
    /// Three statements whatever the number of entries: the people, every split's parts in entry
    /// and position order, then the entries with their split or settlement joined on.
    func payBookEntries() throws(StoreError) -> [(entry: PayBookEntry, category: String?)] {
        try read {
            var people: [Int64: Person] = [:]
            try database.query(sql: "SELECT id, name FROM people") { people[$0.int64(0)] = Person($0.text(1) ?? "") }
            func person(_ id: Int64?) -> Person { id.flatMap { people[$0] } ?? .me }
            var parts: [Int64: [(person: Int64?, minor: Int64)]] = [:]
            try database.query(
                sql: "SELECT entry_id, person_id, amount_minor FROM split_parts ORDER BY entry_id, position"
            ) {
                parts[$0.int64(0), default: []].append(($0.optionalInt64(1), $0.int64(2)))
            }
            var entries: [(entry: PayBookEntry, category: String?)] = []
            try database.query(sql: Store.payBookEntriesSQL) { row in
                let entryID = row.int64(0)
                guard let day = try? CalendarDay.parse(row.text(2) ?? "") else {
                    throw StoreError.unreadable("PayBook entry \(entryID) has no valid day")
                }
                let key = PayBookEntryID(row.text(1) ?? "")
                if row.text(3) == "split" {
                    guard let total = row.optionalInt64(4), let currency = Currency(code: row.text(5) ?? "") else {
                        throw StoreError.unreadable("split \(entryID) is missing or has an unknown currency")
                    }
                    let split = try Split(
                        total: Money(minorUnits: total, currency: currency), paidBy: person(row.optionalInt64(6)),
                        parts: (parts[entryID] ?? []).map {
                            SplitPart(
                                person: person($0.person), amount: Money(minorUnits: $0.minor, currency: currency))
                        })
                    entries.append(
                        (PayBookEntry(id: key, day: day, record: .split(split), group: row.text(12)), row.text(7)))
                } else {
                    guard let amount = row.optionalInt64(10), let currency = Currency(code: row.text(11) ?? "") else {
                        throw StoreError.unreadable("settlement \(entryID) is missing or has an unknown currency")
                    }
                    let settlement = Settlement(
                        from: person(row.optionalInt64(8)), to: person(row.optionalInt64(9)),
                        amount: Money(minorUnits: amount, currency: currency))
                    entries.append(
                        (PayBookEntry(id: key, day: day, record: .settlement(settlement), group: row.text(12)), nil))
                }
            }
            return entries
        }
    }

    /// Every PayBook entry in the order it was recorded, with its split's header (total, currency,
    /// payer, category) or its settlement (from, to, amount, currency) joined on.
    static let payBookEntriesSQL = """
        SELECT e.id, e.entry_key, e.occurred_on, e.kind, s.total_minor, s.currency, s.paid_by_person_id, s.category,
               t.from_person_id, t.to_person_id, t.amount_minor, t.currency, e.group_name
        FROM paybook_entries e LEFT JOIN splits s ON s.entry_id = e.id LEFT JOIN settlements t ON t.entry_id = e.id
        ORDER BY e.id
        """

    /// Records a split or settlement after the PayBook accepts it; `description`, `category` and
    /// `transaction` say what bill a split came from, or which transaction moved a settlement's
    /// money; `tags` go on a bill someone else paid. Returns the id a bill someone else paid is
    /// listed by (nil for anything else).
    @discardableResult
    public func record(
        _ entry: PayBookEntry, description: String = "", category: String? = nil,
        transaction: TransactionID? = nil, tags: [String] = []
    ) throws(StoreError) -> TransactionID? {
        try write {
            var book = try payBook()
            do { try book.record(entry) } catch let error as PayBookError {
                throw StoreError.refused(error.description)
            }
            try database.execute(
                sql: "INSERT INTO paybook_entries (entry_key, occurred_on, kind, group_name) VALUES (?, ?, ?, ?)",
                arguments: [
                    .text(entry.id.rawValue), .text(entry.day.description),
                    .text({ if case .split = entry.record { return "split" } else { return "settlement" } }()),
                    .optionalText(try groupSpelling(entry.group)),
                ])
            let entryID = database.lastInsertedRowID
            switch entry.record {
            case .split(let split):
                try database.execute(
                    sql: """
                        INSERT INTO splits (entry_id, description, paid_by_person_id, total_minor, currency, transaction_id, category)
                        VALUES (?, ?, ?, ?, ?, ?, ?)
                        """,
                    arguments: [
                        .integer(entryID), .text(description), .optionalInteger(try personID(split.paidBy)),
                        .integer(split.total.minorUnits), .text(split.total.currency.code),
                        .optionalInteger(transaction?.rawValue), .optionalText(category),
                    ])
                for (position, part) in split.parts.enumerated() {
                    try database.execute(
                        sql:
                            "INSERT INTO split_parts (entry_id, position, person_id, amount_minor) VALUES (?, ?, ?, ?)",
                        arguments: [
                            .integer(entryID), .integer(Int64(position)),
                            .optionalInteger(try personID(part.person)), .integer(part.amount.minorUnits),
                        ])
                }
                for tag in Tags.normalised(tags) where !split.paidBy.isMe {
                    try database.execute(
                        sql: "INSERT INTO split_tags (entry_id, tag) VALUES (?, ?)",
                        arguments: [.integer(entryID), .text(tag)])
                }
            case .settlement(let settlement):
                try database.execute(
                    sql: """
                        INSERT INTO settlements (entry_id, from_person_id, to_person_id, amount_minor, currency, transaction_id) VALUES (?, ?, ?, ?, ?, ?)
                        """,
                    arguments: [
                        .integer(entryID), .optionalInteger(try personID(settlement.from)),
                        .optionalInteger(try personID(settlement.to)), .integer(settlement.amount.minorUnits),
                        .text(settlement.amount.currency.code), .optionalInteger(transaction?.rawValue),
                    ])
            }
            return try database.scalar(
                sql: "SELECT bill_id FROM splits WHERE entry_id = ?", arguments: [.integer(entryID)]
            ).map(TransactionID.init)
        }
    }

    /// A group as the store first spelt it (`langkawi` joins `Langkawi`), else `group` itself.
    private func groupSpelling(_ group: String?) throws -> String? {
        guard let group else { return nil }
        var spelt: String?
        try database.query(sql: "SELECT group_name FROM paybook_entries WHERE group_name IS NOT NULL ORDER BY id") {
            row in
            if spelt == nil, let name = row.text(0), name.lowercased() == group.lowercased() { spelt = name }
        }
        return spelt ?? group
    }

    /// The groups splits and settlements were recorded in, as first spelt, in the order first used.
    public func payBookGroups() throws(StoreError) -> [String] {
        try read {
            var groups: [String] = []
            try database.query(
                sql:
                    "SELECT group_name FROM paybook_entries WHERE group_name IS NOT NULL GROUP BY group_name ORDER BY min(id)"
            ) { row in
                if let name = row.text(0), !groups.contains(where: { $0.lowercased() == name.lowercased() }) {
                    groups.append(name)
                }
            }
            return groups
        }
    }

    /// The row id of a named person, added when new; nil for the user.
    private func personID(_ person: Person) throws -> Int64? {
        if person.isMe { return nil }
        let name = person.description
        if let id = try database.scalar(sql: "SELECT id FROM people WHERE name = ?", arguments: [.text(name)]) {
            return id
        }
        try database.execute(sql: "INSERT INTO people (name) VALUES (?)", arguments: [.text(name)])
        return database.lastInsertedRowID
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
    public func recordSplitBill(
        _ bill: Transaction, split: Split, entryID: PayBookEntryID, day: CalendarDay, group: String? = nil
    ) throws(StoreError) -> TransactionID {
        try write {
            try Ledger(accounts: try accounts(), transactions: []).validate(bill)
            let stored = try insert(bill)
            try record(
                PayBookEntry(id: entryID, day: day, record: .split(split), group: group), description: bill.merchant,
                category: bill.category,
                transaction: stored.id)
            return stored.id
        }
    }
}
