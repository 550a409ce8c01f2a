import Foundation
import SpenDropCore

/// Reads a bank's CSV file through `CSVRules` into a `Statement`: one account per `account1` the
/// rules give, each record a transaction on its day, signed as account1's posting, described as
/// the rules say, and `account2` kept as its label.
///
/// Promises: a record hledger would read gives the same day, amount and description here; `skip`
/// lines are left out; a record whose date or amount cannot be read, or that gives both an
/// amount in and an amount out, stops the file with its line.
public enum CSVRulesReader {
    public static func read(_ text: String, rules: CSVRules, defaultCurrency: Currency) throws -> Statement {
        let reader = CSVReader(text: text)
        reader.separator = rules.separator
        var skipped = 0
        var accounts: [(id: String, transactions: [Statement.Transaction])] = []
        while let record = try reader.next() {
            if skipped < rules.skip {
                skipped += 1
                continue
            }
            if record.fields.allSatisfy({ $0.trimmingCharacters(in: .whitespaces).isEmpty }) { continue }
            let fields = rules.fields(of: record.fields)
            let transaction = try transaction(fields, rules: rules, line: record.line, defaultCurrency: defaultCurrency)
            let account = fields["account1"] ?? ""
            if let index = accounts.firstIndex(where: { $0.id == account }) {
                accounts[index].transactions.append(transaction)
            } else {
                accounts.append((account, [transaction]))
            }
        }
        return Statement(
            accounts: accounts.map { account in
                let currencies = Set(account.transactions.map(\.amount.currency))
                return Statement.Account(
                    id: account.id.isEmpty ? nil : account.id, kind: .bank,
                    currency: currencies.count == 1 ? currencies.first : nil, transactions: account.transactions,
                    ledgerBalance: nil, ledgerDay: nil, investmentRecordCount: 0)
            })
    }

    private static func transaction(
        _ fields: [String: String], rules: CSVRules, line: Int, defaultCurrency: Currency
    ) throws(CSVRulesError) -> Statement.Transaction {
        guard let dateText = fields["date"], !dateText.isEmpty else {
            throw CSVRulesError(line: line, reason: "the record has no date: give the rules a date field")
        }
        guard let day = day(dateText, format: rules.dateFormat) else {
            throw CSVRulesError(
                line: line,
                reason: "'\(dateText)' is not a date" + (rules.dateFormat.map { " in the format \($0)" } ?? ""))
        }
        let currency =
            fields["currency"].flatMap { Currency(code: $0.trimmingCharacters(in: .whitespaces).uppercased()) }
            ?? defaultCurrency
        func given(_ name: String) -> String? {
            guard let text = fields[name]?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
            return text
        }
        func read(_ text: String) throws(CSVRulesError) -> Int64 {
            guard let minor = amount(text, decimalMark: rules.decimalMark, currency: currency) else {
                throw CSVRulesError(line: line, reason: "'\(text)' is not an amount")
            }
            return minor
        }
        var minor: Int64
        if let text = given("amount1") ?? given("amount") {
            minor = try read(text)
        } else {
            let incoming = try given("amount-in").map(read) ?? 0
            let outgoing = try given("amount-out").map(read) ?? 0
            if incoming != 0 && outgoing != 0 {
                throw CSVRulesError(line: line, reason: "the record has both an amount in and an amount out")
            }
            guard given("amount-in") != nil || given("amount-out") != nil else {
                throw CSVRulesError(line: line, reason: "the record has no amount: give the rules an amount field")
            }
            minor = incoming != 0 ? incoming : -outgoing
        }
        return Statement.Transaction(
            bankID: nil, day: day, amount: Money(minorUnits: minor, currency: currency),
            payee: fields["description"] ?? "", memo: fields["comment"] ?? "", typeLabel: nil,
            category: fields["account2"], line: line
        )
    }

    /// An amount as hledger reads one in a CSV field: a sign or parentheses, a currency symbol or
    /// code around it, digit groups, and the decimal mark the rules name (else a point).
    static func amount(_ text: String, decimalMark: Character?, currency: Currency) -> Int64? {
        var body = text.trimmingCharacters(in: .whitespaces)
        var negative = false
        if body.hasPrefix("("), body.hasSuffix(")") {
            negative = true
            body = String(body.dropFirst().dropLast())
        }
        body = String(body.filter { $0.isNumber || $0 == "." || $0 == "," || $0 == "-" || $0 == "+" })
        if body.hasPrefix("-") {
            negative.toggle()
            body.removeFirst()
        } else if body.hasPrefix("+") {
            body.removeFirst()
        }
        let mark = decimalMark ?? "."
        let group: Character = mark == "." ? "," : "."
        body.removeAll { $0 == group }
        let normalised = body.replacingOccurrences(of: String(mark), with: ".")
        guard let minor = StatementAmount.minorUnits(normalised, currency: currency) else { return nil }
        return negative ? -minor : minor
    }

    /// The day `text` names: by the rules' `date-format` (strftime's `%Y %y %m %-m %d %-d %e %b
    /// %B %H %M %S`), else as `YYYY-MM-DD`, `YYYY/MM/DD` or `YYYY.MM.DD`.
    static func day(_ text: String, format: String?) -> CalendarDay? {
        let format = format ?? (text.contains("/") ? "%Y/%m/%d" : text.contains(".") ? "%Y.%m.%d" : "%Y-%m-%d")
        var year: Int?, month: Int?, dayOfMonth: Int?
        var input = Substring(text.trimmingCharacters(in: .whitespaces))
        var pattern = Substring(format)
        func digits(_ most: Int) -> Int? {
            let taken = input.prefix(most).prefix { $0.isASCII && $0.isNumber }
            guard !taken.isEmpty else { return nil }
            input = input.dropFirst(taken.count)
            return Int(taken)
        }
        while let next = pattern.first {
            pattern = pattern.dropFirst()
            if next != "%" {
                guard input.first == next else { return nil }
                input = input.dropFirst()
                continue
            }
            var directive = pattern.first
            pattern = pattern.dropFirst()
            if directive == "-" {
                directive = pattern.first
                pattern = pattern.dropFirst()
            }
            if input.first == " " && directive == "e" { input = input.dropFirst() }
            switch directive {
            case "Y": year = digits(4)
            case "y": year = digits(2).map { $0 + ($0 < 69 ? 2000 : 1900) }
            case "m": month = digits(2)
            case "d", "e": dayOfMonth = digits(2)
            case "H", "M", "S": guard digits(2) != nil else { return nil }
            case "b", "B", "h":
                let word = input.prefix { $0.isLetter }
                guard let number = monthNumber(word.lowercased()) else { return nil }
                month = number
                input = input.dropFirst(word.count)
            default: return nil
            }
        }
        guard input.trimmingCharacters(in: .whitespaces).isEmpty, let year, let month, let dayOfMonth else {
            return nil
        }
        return CalendarDay(year: year, month: month, day: dayOfMonth)
    }

    private static func monthNumber(_ word: String) -> Int? {
        let names = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
        guard word.count >= 3 else { return nil }
        return names.firstIndex(of: String(word.prefix(3))).map { $0 + 1 }
    }
}
