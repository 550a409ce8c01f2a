import Basics
import Foundation
import SpenDropCore
import SpenDropStore

/// Reads a `spendrop export json` file back into the values `Store.restore` takes: the inverse
/// of `JSONExport`.
///
/// Promises: every value is checked as it is read and a refusal names where it is; an export
/// laid out as `export json` writes it is read a line at a time;
/// (`transactions[3].amount: no minor units`); money is read from `minor` and `currency`
/// (`display` is for people); keys an older export lacks (`closed`, `others_share`, `people`,
/// `paybook`, `category_choices`) read as false, zero and empty.
struct JSONExportReader {
    struct Contents {
        let accounts: [Account]
        let transactions: [TransactionRecord]
        let extras: ExportedExtras
    }

    struct Problem: Error, CustomStringConvertible {
        let description: String

        /// `description` with any control character the file put in it made visible.
        init(description: String) {
            self.description = TerminalText.visible(description)
        }
    }

    let dates: TransactionDates

    /// A whole document read at once: what a file laid out otherwise than `export json` writes
    /// it (by hand, or reformatted) is read with.
    func read(_ data: Data) throws(Problem) -> Contents {
        let root = try document(data)
        let accounts = try accounts(in: root)
        let transactions = try list(root, "transactions", at: "").enumerated().map {
            (index: Int, item: Any) throws(Problem) -> TransactionRecord in
            try transaction(item, index: index)
        }
        return Contents(accounts: accounts, transactions: transactions, extras: try extras(in: root))
    }

    /// The file as `Store.restore` takes it, a transaction at a time: an export as `export json`
    /// lays it out (one transaction a line) is read line by line, so memory does not grow with
    /// the transactions; any other layout is read whole.
    func stream(_ handle: FileHandle) throws(Problem) -> Stream {
        let lines = LineReader(handle)
        var head = ""
        while let line = lines.next() {
            if line == "  \"transactions\": [" {
                let root = try document(Data((head + "\"transactions\": []}").utf8))
                return Stream(accounts: try accounts(in: root), reader: self, lines: lines)
            }
            head += line + "\n"
        }
        let contents = try read(Data(head.utf8))
        return Stream(accounts: contents.accounts, reader: self, lines: nil, whole: contents)
    }

    /// The transactions, then the rest, of one file being read.
    final class Stream {
        let accounts: [Account]
        private let reader: JSONExportReader
        private let lines: LineReader?
        private let whole: Contents?
        private var index = 0
        private var finished = false

        init(accounts: [Account], reader: JSONExportReader, lines: LineReader?, whole: Contents? = nil) {
            self.accounts = accounts
            self.reader = reader
            self.lines = lines
            self.whole = whole
        }

        /// The next transaction, nil after the last.
        func next() throws -> TransactionRecord? {
            defer { index += 1 }
            if let whole { return index < whole.transactions.count ? whole.transactions[index] : nil }
            guard !finished, let line = lines?.next() else { return nil }
            if line.hasPrefix("  ]") {
                finished = true
                return nil
            }
            var text = Substring(line.drop { $0 == " " })
            if text.hasSuffix(",") { text = text.dropLast() }
            let item: Any
            do { item = try JSONSerialization.jsonObject(with: Data(text.utf8)) } catch {
                throw Problem(description: "transactions[\(index)]: not JSON")
            }
            return try reader.transaction(item, index: index)
        }

        /// The people, the PayBook and the category choices, read after the last transaction.
        func extras() throws -> ExportedExtras {
            if let whole { return whole.extras }
            guard let lines else { return ExportedExtras(people: [], payBook: [], categoryChoices: []) }
            var tail = "{"
            while let line = lines.next() { tail += line + "\n" }
            return try reader.extras(in: try reader.document(Data(tail.utf8)))
        }
    }

    private func document(_ data: Data) throws(Problem) -> [String: Any] {
        let root: [String: Any]
        do {
            guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
                throw Problem(description: "not a JSON object")
            }
            root = object
        } catch let problem as Problem {
            throw problem
        } catch {
            throw Problem(description: "not JSON: \(error.localizedDescription)")
        }
        return root
    }

    private func accounts(in root: [String: Any]) throws(Problem) -> [Account] {
        guard root["format"] as? String == "spendrop-export" else {
            throw Problem(description: "not a spendrop export (its \"format\" is not \"spendrop-export\")")
        }
        return try list(root, "accounts", at: "").enumerated().map {
            (index: Int, item: Any) throws(Problem) -> Account in
            let path = "accounts[\(index)]"
            let fields = try object(item, at: path)
            return Account(
                id: AccountID(try integer(fields, "id", at: path)), name: try text(fields, "name", at: path),
                openingBalance: try money(fields, "opening", at: path), isClosed: fields["closed"] as? Bool ?? false)
        }
    }

    fileprivate func transaction(_ item: Any, index: Int) throws(Problem) -> TransactionRecord {
        let path = "transactions[\(index)]"
        let fields = try object(item, at: path)
        let type = try text(fields, "type", at: path)
        guard let kind = TransactionRecord.Kind(rawValue: type), kind != .opening else {
            throw Problem(description: "\(path).type: '\(type)' is not in, out or transfer")
        }
        let occurred = try text(fields, "occurred_at", at: path)
        let moment: (seconds: Int64, utcOffset: Int32)
        do { moment = try dates.moment(occurred) } catch { throw Problem(description: "\(path).occurred_at: \(error)") }
        let amount = try money(fields, "amount", at: path)
        let others = fields["others_share"] == nil ? 0 : try money(fields, "others_share", at: path).minorUnits
        var status = Transaction.Status.unmarked
        if let written = fields["status"] {
            guard let text = written as? String, let known = Transaction.Status(rawValue: text), known != .unmarked
            else {
                throw Problem(description: "\(path).status: '\(written)' is not cleared or reconciled")
            }
            status = known
        }
        let bankLine =
            fields["bank_text"] == nil && fields["bank_id"] == nil
            ? nil
            : BankLine(id: fields["bank_id"] as? String, text: try text(fields, "bank_text", at: path))
        return TransactionRecord(
            id: try integer(fields, "id", at: path), kind: kind, account: try text(fields, "account", at: path),
            toAccount: fields["to_account"] as? String, amount: amount, occurredAt: moment.seconds,
            utcOffset: moment.utcOffset,
            merchant: try text(fields, "merchant", at: path), category: fields["category"] as? String,
            note: try text(fields, "note", at: path), othersShare: others,
            tags: (fields["tags"] as? [Any])?.compactMap { $0 as? String } ?? [],
            received: fields["received"] is [String: Any] ? try money(fields, "received", at: path) : nil,
            bankLine: bankLine, status: status)
    }

    fileprivate func extras(in root: [String: Any]) throws(Problem) -> ExportedExtras {
        let people = try list(root, "people", at: "", optional: true).enumerated().map {
            (index: Int, item: Any) throws(Problem) -> String in
            guard let name = item as? String else { throw Problem(description: "people[\(index)]: not a name") }
            return name
        }
        let payBook = try list(root, "paybook", at: "", optional: true).enumerated().map {
            (index: Int, item: Any) throws(Problem) -> ExportedPayBookEntry in
            try entry(try object(item, at: "paybook[\(index)]"), at: "paybook[\(index)]")
        }
        let choices = try list(root, "category_choices", at: "", optional: true).enumerated().map {
            (index: Int, item: Any) throws(Problem) -> StoredCategoryChoice in
            let path = "category_choices[\(index)]"
            let fields = try object(item, at: path)
            return StoredCategoryChoice(
                merchantKey: try text(fields, "merchant_key", at: path),
                category: try text(fields, "category", at: path),
                day: try day(fields, "day", at: path))
        }
        let budgets = try list(root, "budgets", at: "", optional: true).enumerated().map {
            (index: Int, item: Any) throws(Problem) -> Budget in
            let path = "budgets[\(index)]"
            let fields = try object(item, at: path)
            let from = try text(fields, "from", at: path)
            guard let month = BudgetMonth(from) else {
                throw Problem(description: "\(path).from: '\(from)' is not YYYY-MM")
            }
            do {
                return try Budget(
                    category: try text(fields, "category", at: path), limit: try money(fields, "limit", at: path),
                    from: month,
                    rollover: fields["rollover"] as? Bool ?? false,
                    carryOverspending: fields["carry_overspending"] as? Bool ?? false,
                    ended: fields["ended"] as? Bool ?? false)
            } catch let error as BudgetError {
                throw Problem(description: "\(path): \(error.description)")
            } catch let problem as Problem {
                throw problem
            } catch {
                throw Problem(description: "\(path): \(error)")
            }
        }
        let recurring = try list(root, "recurring", at: "", optional: true).enumerated().map {
            (index: Int, item: Any) throws(Problem) -> ExportedRecurrence in
            let path = "recurring[\(index)]"
            let fields = try object(item, at: path)
            guard let every = RecurrenceRule.Every(rawValue: try text(fields, "every", at: path)) else {
                throw Problem(description: "\(path).every: not day, week, month or year")
            }
            let booked = try list(fields, "booked", at: path).enumerated().map {
                (number: Int, entry: Any) throws(Problem) -> (day: CalendarDay, transaction: Int64?) in
                let bookedPath = "\(path).booked[\(number)]"
                let bookedFields = try object(entry, at: bookedPath)
                let transaction =
                    bookedFields["transaction_id"] is NSNull || bookedFields["transaction_id"] == nil
                    ? nil : Int64(try integer(bookedFields, "transaction_id", at: bookedPath))
                return (try day(bookedFields, "day", at: bookedPath), transaction)
            }
            let rule: RecurrenceRule
            do {
                rule = try RecurrenceRule(
                    amount: try money(fields, "amount", at: path), merchant: try text(fields, "merchant", at: path),
                    account: AccountID(0), category: fields["category"] as? String, every: every,
                    day: fields["day"] as? Int, from: try day(fields, "from", at: path),
                    until: fields["until"] is String ? try day(fields, "until", at: path) : nil)
            } catch let error as RecurrenceError {
                throw Problem(description: "\(path): \(error.description)")
            } catch let problem as Problem {
                throw problem
            } catch {
                throw Problem(description: "\(path): \(error)")
            }
            return ExportedRecurrence(
                id: Int64(try integer(fields, "id", at: path)), account: try text(fields, "account", at: path),
                rule: rule, booked: booked)
        }
        let rates = try list(root, "rates", at: "", optional: true).enumerated().map {
            (index: Int, item: Any) throws(Problem) -> ExchangeRate in
            let path = "rates[\(index)]"
            let fields = try object(item, at: path)
            let code = try text(fields, "currency", at: path)
            guard let currency = Currency(code: code) else {
                throw Problem(description: "\(path).currency: '\(code)' is not a currency spendrop knows")
            }
            let onDay = try day(fields, "date", at: path)
            let written = try text(fields, "rate", at: path)
            do throws(RateError) {
                return try ExchangeRate(
                    currency: currency, day: onDay, millionths: try ExchangeRate.millionths(written))
            } catch {
                throw Problem(description: "\(path).rate: \(error.description)")
            }
        }
        let rules = try list(root, "rules", at: "", optional: true).enumerated().map {
            (index: Int, item: Any) throws(Problem) -> ImportRule in
            let path = "rules[\(index)]"
            let fields = try object(item, at: path)
            let id = try integer(fields, "id", at: path)
            let pattern = try text(fields, "if_merchant_matches", at: path)
            do throws(ImportRuleError) {
                return try ImportRule(
                    id: id, pattern: pattern, category: fields["set_category"] as? String,
                    merchant: fields["set_merchant"] as? String)
            } catch {
                throw Problem(description: "\(path): \(error.description)")
            }
        }
        let statementAccounts = try list(root, "statement_accounts", at: "", optional: true).enumerated().map {
            (index: Int, item: Any) throws(Problem) -> (statementAccount: String, account: String) in
            let path = "statement_accounts[\(index)]"
            let fields = try object(item, at: path)
            return (try text(fields, "statement_account", at: path), try text(fields, "account", at: path))
        }
        return ExportedExtras(
            people: people, payBook: payBook, categoryChoices: choices, budgets: budgets, recurring: recurring,
            rates: rates, importRules: rules, statementAccounts: statementAccounts)
    }

    private func entry(_ fields: [String: Any], at path: String) throws(Problem) -> ExportedPayBookEntry {
        let key = try text(fields, "key", at: path)
        let day = try day(fields, "day", at: path)
        let group = fields["group"] as? String
        if let group, group.isEmpty { throw Problem(description: "\(path).group: an empty group name") }
        let link =
            fields["transaction_id"] is NSNull || fields["transaction_id"] == nil
            ? nil : try integer(fields, "transaction_id", at: path)
        switch try text(fields, "kind", at: path) {
        case "split":
            let parts = try list(fields, "parts", at: path).enumerated().map {
                (index: Int, item: Any) throws(Problem) -> (person: String?, amount: Money) in
                let partPath = "\(path).parts[\(index)]"
                let part = try object(item, at: partPath)
                return (part["person"] as? String, try money(part, "amount", at: partPath))
            }
            // `id`, the id a bill someone else paid is listed by, is absent from exports made before bills had one.
            let listed = fields["id"] is NSNull || fields["id"] == nil ? nil : try integer(fields, "id", at: path)
            return ExportedPayBookEntry(
                key: key, day: day,
                record: .split(
                    description: try text(fields, "description", at: path), category: fields["category"] as? String,
                    paidBy: fields["paid_by"] as? String,
                    total: try money(fields, "total", at: path), parts: parts, bill: link), listedID: listed,
                tags: (fields["tags"] as? [Any] ?? []).compactMap { $0 as? String }, group: group)
        case "settlement":
            return ExportedPayBookEntry(
                key: key, day: day,
                record: .settlement(
                    from: fields["from"] as? String, to: fields["to"] as? String,
                    amount: try money(fields, "amount", at: path), movement: link), group: group)
        case let other:
            throw Problem(description: "\(path).kind: '\(other)' is not split or settlement")
        }
    }

    private func object(_ value: Any, at path: String) throws(Problem) -> [String: Any] {
        guard let object = value as? [String: Any] else { throw Problem(description: "\(path): not an object") }
        return object
    }

    private func list(
        _ fields: [String: Any], _ key: String, at path: String, optional: Bool = false
    ) throws(Problem) -> [Any] {
        guard let value = fields[key] else {
            if optional { return [] }
            throw Problem(description: "\(path.isEmpty ? "" : path + ".")\(key): missing")
        }
        guard let list = value as? [Any] else {
            throw Problem(description: "\(path.isEmpty ? "" : path + ".")\(key): not a list")
        }
        return list
    }

    private func text(_ fields: [String: Any], _ key: String, at path: String) throws(Problem) -> String {
        guard let text = fields[key] as? String else {
            throw Problem(description: "\(path).\(key): missing or not text")
        }
        do {
            try EnteredText.refuseControlCharacters(text, named: key, lineBreaks: key == "note" || key == "description")
        } catch { throw Problem(description: "\(path).\(key): \(error.description)") }
        return text
    }

    private func integer(_ fields: [String: Any], _ key: String, at path: String) throws(Problem) -> Int64 {
        guard let number = fields[key] as? Int else {
            throw Problem(description: "\(path).\(key): missing or not a whole number")
        }
        return Int64(number)
    }

    private func day(_ fields: [String: Any], _ key: String, at path: String) throws(Problem) -> CalendarDay {
        let written = try text(fields, key, at: path)
        guard let day = try? CalendarDay.parse(written) else {
            throw Problem(description: "\(path).\(key): '\(written)' is not YYYY-MM-DD")
        }
        return day
    }

    private func money(_ fields: [String: Any], _ key: String, at path: String) throws(Problem) -> Money {
        let money = try object(fields[key] as Any, at: "\(path).\(key)")
        let code = try text(money, "currency", at: "\(path).\(key)")
        guard let currency = Currency(code: code) else {
            throw Problem(description: "\(path).\(key).currency: '\(code)' is not a currency spendrop knows")
        }
        let minor = try integer(money, "minor", at: "\(path).\(key)")
        // The same cap every typed amount and every CSV row has.
        let largest = MoneyParser.largestAmount(in: currency)
        guard minor <= largest.minorUnits, minor >= -largest.minorUnits else {
            throw Problem(
                description:
                    "\(path).\(key): \(minor) minor units is beyond \(MoneyFormatter.format(largest)), the largest amount spendrop takes"
            )
        }
        return Money(minorUnits: minor, currency: currency)
    }
}

/// The lines of a file, read a megabyte at a time.
final class LineReader {
    private let handle: FileHandle
    private var buffer: [UInt8] = []
    private var start = 0
    private var ended = false

    init(_ handle: FileHandle) {
        self.handle = handle
    }

    /// The next line without its line break; nil at the end.
    func next() -> String? {
        while true {
            if let newline = buffer[start...].firstIndex(of: 0x0A) {
                let line = String(decoding: buffer[start..<newline], as: UTF8.self)
                start = newline + 1
                return line
            }
            if ended {
                guard start < buffer.count else { return nil }
                let line = String(decoding: buffer[start...], as: UTF8.self)
                start = buffer.count
                return line
            }
            buffer.removeFirst(start)
            start = 0
            let chunk = (try? handle.read(upToCount: 1 << 20)) ?? nil
            if let chunk, !chunk.isEmpty { buffer.append(contentsOf: chunk) } else { ended = true }
        }
    }
}
