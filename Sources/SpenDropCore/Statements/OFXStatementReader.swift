/// Reads an OFX or QFX file, 1.x (SGML) or 2.x (XML), into a `Statement`: every bank, credit-card
/// and investment statement of every response in it, in file order.
///
/// Promises: the sign of an amount is its own, never taken from `TRNTYPE` (a purchase labelled
/// CREDIT with a negative amount is money out); a posting's day is the first eight digits of
/// `DTPOSTED`, whatever time and zone follow (`20010102225126.000[-5:EST]` is 2001-01-02); an
/// account without `CURDEF` is read in `defaultCurrency`; a transaction without an amount or a
/// day, an amount or day that cannot be read, and an unknown currency stop the whole file with
/// the line they are on.
public enum OFXStatementReader {
    /// The statement aggregates and the account each names.
    private static let statementTags: [String: (kind: Statement.Account.Kind, account: String)] = [
        "STMTRS": (.bank, "BANKACCTFROM"), "CCSTMTRS": (.creditCard, "CCACCTFROM"),
        "INVSTMTRS": (.investment, "INVACCTFROM"),
    ]

    public static func read(_ bytes: [UInt8], defaultCurrency: Currency) throws(StatementError) -> Statement {
        let root = try OFXElement.parse(StatementText.decode(bytes))
        var accounts: [Statement.Account] = []
        for element in statements(in: root) {
            accounts.append(try account(element, defaultCurrency: defaultCurrency))
        }
        let institution = root.all("FI").lazy.compactMap { $0.text("ORG") }.first { !$0.isEmpty }
        return Statement(accounts: accounts, institution: institution)
    }

    /// Every statement aggregate, depth first in file order.
    private static func statements(in element: OFXElement) -> [OFXElement] {
        element.children.flatMap { statementTags[$0.tag] != nil ? [$0] : statements(in: $0) }
    }

    private static func account(
        _ element: OFXElement, defaultCurrency: Currency
    ) throws(StatementError) -> Statement.Account {
        let (kind, accountTag) = statementTags[element.tag]!
        guard let id = element.child(accountTag)?.text("ACCTID") else {
            throw StatementError(
                line: element.line, reason: "the statement names no account (\(accountTag) with ACCTID)")
        }
        var currency: Currency?
        if let code = element.text("CURDEF") {
            guard let known = Currency(code: code.uppercased()) else {
                throw StatementError(
                    line: element.child("CURDEF")?.line ?? element.line, reason: "'\(code)' is not a currency code")
            }
            currency = known
        }
        let amountCurrency = currency ?? defaultCurrency
        var transactions: [Statement.Transaction] = []
        for record in element.all("STMTTRN") {
            transactions.append(try transaction(record, currency: amountCurrency))
        }
        var ledgerBalance: Money?
        var ledgerDay: CalendarDay?
        if let ledger = element.child("LEDGERBAL"), let text = ledger.text("BALAMT") {
            guard let minor = StatementAmount.minorUnits(text, currency: amountCurrency) else {
                throw StatementError(line: ledger.line, reason: "the balance '\(text)' is not an amount")
            }
            ledgerBalance = Money(minorUnits: minor, currency: amountCurrency)
            ledgerDay = try ledger.text("DTASOF").map { (text: String) throws(StatementError) in
                try day(text, line: ledger.line)
            }
        }
        let investmentRecords =
            element.child("INVTRANLIST")?.children.filter {
                !["DTSTART", "DTEND", "INVBANKTRAN"].contains($0.tag)
            }.count ?? 0
        return Statement.Account(
            id: id, kind: kind, currency: currency, transactions: transactions, ledgerBalance: ledgerBalance,
            ledgerDay: ledgerDay, investmentRecordCount: investmentRecords)
    }

    private static func transaction(
        _ record: OFXElement, currency: Currency
    ) throws(StatementError) -> Statement.Transaction {
        guard let amountText = record.text("TRNAMT") else {
            throw StatementError(line: record.line, reason: "a transaction has no amount (TRNAMT)")
        }
        guard let minor = StatementAmount.minorUnits(amountText, currency: currency) else {
            throw StatementError(
                line: record.child("TRNAMT")?.line ?? record.line, reason: "'\(amountText)' is not an amount")
        }
        guard let posted = record.text("DTPOSTED") else {
            throw StatementError(line: record.line, reason: "a transaction has no day it was posted (DTPOSTED)")
        }
        return Statement.Transaction(
            bankID: record.text("FITID"), day: try day(posted, line: record.child("DTPOSTED")?.line ?? record.line),
            amount: Money(minorUnits: minor, currency: currency),
            payee: record.text("NAME") ?? record.child("PAYEE")?.text("NAME") ?? "", memo: record.text("MEMO") ?? "",
            typeLabel: record.text("TRNTYPE"), line: record.line)
    }

    /// The day an OFX date-time names: its first eight digits, `YYYYMMDD`.
    private static func day(_ text: String, line: Int) throws(StatementError) -> CalendarDay {
        let digits = Array(text.unicodeScalars.prefix(8)).compactMap {
            $0.properties.numericType != nil ? Int($0.value) - 48 : nil
        }
        guard digits.count == 8, digits.allSatisfy({ (0...9).contains($0) }),
            let day = CalendarDay(
                year: digits[0...3].reduce(0) { $0 * 10 + $1 }, month: digits[4] * 10 + digits[5],
                day: digits[6] * 10 + digits[7])
        else {
            throw StatementError(line: line, reason: "'\(text)' is not a day (OFX writes YYYYMMDD)")
        }
        return day
    }
}
