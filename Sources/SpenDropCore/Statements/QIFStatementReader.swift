/// Reads a QIF file (Quicken Interchange Format) into a `Statement`: the records of its bank, cash,
/// credit-card and other-asset or liability registers as transactions, each register under the
/// `!Account` before it (or under no name when the file has none), and its investment records
/// counted apart.
///
/// Promises: lists (categories, classes, memorised transactions, securities) give nothing; a
/// record's day is its first `D` line (a `D` inside its splits is the split's); the order of a
/// date's day and month is the file's, decided by its dates (a first number above 12 anywhere
/// makes the file day-first, a second number above 12 month-first, neither month-first as Quicken
/// writes), with `'` before a year (`2/10'2020`) and padded numbers (`1/ 1/10`) read; amounts are
/// read in `defaultCurrency`, QIF naming none; a record without a day or an amount, or with one
/// that cannot be read, stops the whole file with its line.
public enum QIFStatementReader {
    /// The registers whose records are money moving in an account.
    private static let registers: Set<String> = ["BANK", "CASH", "CCARD", "OTH A", "OTH L"]

    private struct Record {
        var line: Int
        var dateText: String?
        var dateLine = 0
        var amountText: String?
        var amountLine = 0
        var payee = ""
        var memo = ""
        var category: String?
    }

    /// The registers of one account, in a row: one statement.
    private struct Register {
        var account: String?
        var records: [Record] = []
        var investmentRecords = 0
        /// Whether a bank-like section (not only `!Type:Invst`) is among them.
        var holdsMoney = false
    }

    public static func read(_ bytes: [UInt8], defaultCurrency: Currency) throws(StatementError) -> Statement {
        let lines = StatementText.decode(bytes).split(omittingEmptySubsequences: false) {
            $0 == "\n" || $0 == "\r" || $0 == "\r\n"
        }
        var registers: [Register] = []
        var section = ""
        var accountListing = false
        var currentAccount: String?
        var accountName: String?
        var record: Record?
        var sawHeader = false
        for (index, rawLine) in lines.enumerated() {
            let number = index + 1
            let line = OFXElement.trimmed(String(rawLine))
            if line.isEmpty || line.hasPrefix("###") { continue }
            if line.hasPrefix("!") {
                sawHeader = true
                let header = line.uppercased()
                record = nil
                if header.hasPrefix("!TYPE:") {
                    section = OFXElement.trimmed(String(header.dropFirst(6)))
                    if section == "INVST" || Self.registers.contains(section),
                        registers.last.map({ $0.account != currentAccount }) ?? true
                    {
                        registers.append(Register(account: currentAccount))
                    }
                    if Self.registers.contains(section) { registers[registers.count - 1].holdsMoney = true }
                } else if header == "!ACCOUNT" {
                    section = "ACCOUNT"
                    accountName = nil
                } else {
                    // `!Option:AutoSwitch` starts a list of accounts, `!Clear:AutoSwitch` ends it.
                    if header.hasPrefix("!OPTION:AUTOSWITCH") { accountListing = true }
                    if header.hasPrefix("!CLEAR:AUTOSWITCH") { accountListing = false }
                    section = ""
                }
                continue
            }
            guard sawHeader else {
                throw StatementError(
                    line: number, reason: "this is not a QIF file: it does not start with !Type: or !Account")
            }
            let code = line.first!
            let rest = String(line.dropFirst())
            switch section {
            case "ACCOUNT":
                if code == "N" { accountName = rest }
                if code == "^", !accountListing { currentAccount = accountName }
            case "INVST":
                if code == "^" { registers[registers.count - 1].investmentRecords += 1 }
            case _ where Self.registers.contains(section):
                var current = record ?? Record(line: number)
                switch code {
                case "D" where current.dateText == nil:
                    current.dateText = rest
                    current.dateLine = number
                case "T" where current.amountText == nil, "U" where current.amountText == nil:
                    current.amountText = rest
                    current.amountLine = number
                case "P": current.payee = rest
                case "M": current.memo = rest
                case "L": current.category = rest
                default: break
                }
                if code == "^" {
                    registers[registers.count - 1].records.append(current)
                    record = nil
                } else {
                    record = current
                }
            default:
                break
            }
        }
        let dayFirst = dayFirstOrder(registers.flatMap(\.records).compactMap(\.dateText))
        var accounts: [Statement.Account] = []
        // A register with no record is still an account's statement, as an OFX statement with none is.
        for register in registers {
            var transactions: [Statement.Transaction] = []
            for record in register.records {
                guard let dateText = record.dateText else {
                    throw StatementError(line: record.line, reason: "a record has no day (a D line)")
                }
                guard let day = day(dateText, dayFirst: dayFirst) else {
                    throw StatementError(line: record.dateLine, reason: "'\(dateText)' is not a day")
                }
                guard let amountText = record.amountText else {
                    throw StatementError(line: record.line, reason: "a record has no amount (a T line)")
                }
                guard let minor = StatementAmount.minorUnits(amountText, currency: defaultCurrency) else {
                    throw StatementError(line: record.amountLine, reason: "'\(amountText)' is not an amount")
                }
                transactions.append(
                    Statement.Transaction(
                        bankID: nil, day: day, amount: Money(minorUnits: minor, currency: defaultCurrency),
                        payee: record.payee,
                        memo: record.memo, typeLabel: nil,
                        category: record.category, line: record.line))
            }
            accounts.append(
                Statement.Account(
                    id: register.account, kind: register.holdsMoney ? .bank : .investment, currency: nil,
                    transactions: transactions, ledgerBalance: nil, ledgerDay: nil,
                    investmentRecordCount: register.investmentRecords))
        }
        return Statement(accounts: accounts)
    }

    /// The numbers of a QIF date: `23/10/2013`, `1/ 1/10`, `2/10'2020`, `2020-02-10`.
    private static func numbers(_ text: String) -> [Int] {
        text.split(whereSeparator: { $0 == "/" || $0 == "'" || $0 == "-" || $0 == "." })
            .map { OFXElement.trimmed(String($0)) }.compactMap { Int($0) }
    }

    /// Whether the file's dates put the day first.
    private static func dayFirstOrder(_ dates: [String]) -> Bool {
        dates.map(numbers).contains { $0.count == 3 && $0[0] > 12 && $0[0] <= 31 }
    }

    private static func day(_ text: String, dayFirst: Bool) -> CalendarDay? {
        let parts = numbers(text)
        guard parts.count == 3 else { return nil }
        if parts[0] > 31 { return CalendarDay(year: parts[0], month: parts[1], day: parts[2]) }
        var year = parts[2]
        if year < 100 { year += year < 70 ? 2000 : 1900 }
        return dayFirst
            ? CalendarDay(year: year, month: parts[1], day: parts[0])
            : CalendarDay(year: year, month: parts[0], day: parts[1])
    }
}
