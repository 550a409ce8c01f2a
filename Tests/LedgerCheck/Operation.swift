/// One command of a generated history, as values: what the reference model replays and what
/// `words` turns into the command line a person would type.
///
/// Promises: amounts are integer minor units with a currency code; `words` renders each amount
/// with its code (`USD 12.34`, `JPY 500`) so no default currency decides it.
enum Operation: Equatable {
    case openAccount(name: String, currency: String, opening: Int)
    case spend(
        amount: Int, currency: String, merchant: String, category: String?, account: String?, day: Day, tag: String?)
    case earn(
        amount: Int, currency: String, source: String, category: String?, account: String?, day: Day, tag: String?)
    case transfer(
        amount: Int, currency: String, from: String, to: String, received: Int?, receivedCurrency: String?, day: Day)
    case split(
        amount: Int, currency: String, merchant: String, with: [String], mode: SplitMode, parts: [Int], paidBy: String?,
        account: String?, day: Day, category: String?, tag: String?, group: String? = nil)
    case settle(person: String, amount: Int, currency: String, account: String?, day: Day, group: String? = nil)
    /// `edit #N` of the `target`-th transaction the history made (counting from 0), whatever its id.
    case edit(target: Int, amount: Int?, currency: String, category: String?, day: Day?, tag: String?, untag: String?)
    case delete(target: Int)
    case undo
    case redo
    case addRecurring(
        amount: Int, currency: String, merchant: String, every: String, from: Day, account: String?, category: String?)
    case setBudget(category: String, amount: Int, from: String, rollover: Bool, carryOverspending: Bool)
    case unsetBudget(category: String, from: String)
    case renameAccount(old: String, new: String)
    case closeAccount(name: String)
    case reopenAccount(name: String)
    /// `import ofx FILE --account NAME` of a bank's statement of account `statementID` in `currency`.
    case importStatement(account: String, statementID: String, currency: String, lines: [StatementLine])
    /// `rates set CODE RATE --date DAY`: `millionths` of a ringgit for one unit of `currency`.
    case setRate(currency: String, millionths: Int, day: Day)

    /// One line of a generated statement: money in positive.
    struct StatementLine: Equatable {
        let day: Day
        let amount: Int
        let bankID: String?
        let text: String
    }

    /// Where `words` puts the statement's file, which the history writes (`statementText`) before the command runs.
    static let statementFilePlaceholder = "<statement file>"

    enum SplitMode: String, Equatable {
        case equal, exact, percent, shares
    }

    /// The command line, given the ids of the transactions made so far (`ids[target]`).
    func words(ids: [Int?]) -> [String]? {
        switch self {
        case .openAccount(let name, let currency, let opening):
            return ["accounts", "add", name, "--currency", currency, "--opening", Money.text(opening, currency)]
        case .spend(let amount, let currency, let merchant, let category, let account, let day, let tag):
            return ["add", Money.text(amount, currency), merchant]
                + Operation.options(category: category, account: account, day: day, tag: tag)
        case .earn(let amount, let currency, let source, let category, let account, let day, let tag):
            return ["income", Money.text(amount, currency), source]
                + Operation.options(category: category, account: account, day: day, tag: tag)
        case .transfer(let amount, let currency, let from, let to, let received, let receivedCurrency, let day):
            var words = ["transfer", Money.text(amount, currency), "--from", from, "--to", to, "--date", day.text]
            if let received, let receivedCurrency { words += ["--received", Money.text(received, receivedCurrency)] }
            return words
        case .split(
            let amount, let currency, let merchant, let with, let mode, let parts, let paidBy, let account, let day,
            let category, let tag, let group):
            var words = [
                "split", Money.text(amount, currency), merchant, "--with", with.joined(separator: ","), "--date",
                day.text,
            ]
            if mode != .equal {
                words += [
                    "--mode", mode.rawValue, "--parts",
                    parts.map { mode == .exact ? Money.text($0, currency, withCode: false) : String($0) }.joined(
                        separator: ","),
                ]
            }
            if let paidBy { words += ["--paid-by", paidBy] }
            if let group { words += ["--group", group] }
            return words + Operation.options(category: category, account: account, day: nil, tag: tag)
        case .settle(let person, let amount, let currency, let account, let day, let group):
            var words = ["settle", person, Money.text(amount, currency), "--date", day.text]
            if let account { words += ["--account", account] }
            if let group { words += ["--group", group] }
            return words
        case .edit(let target, let amount, let currency, let category, let day, let tag, let untag):
            guard ids.indices.contains(target), let id = ids[target] else { return nil }
            var words = ["edit", String(id)]
            if let amount { words += ["--amount", Money.text(amount, currency)] }
            if let category { words += ["--category", category] }
            if let day { words += ["--date", day.text] }
            if let tag { words += ["--tag", tag] }
            if let untag { words += ["--untag", untag] }
            return words
        case .delete(let target):
            guard ids.indices.contains(target), let id = ids[target] else { return nil }
            return ["delete", String(id)]
        case .undo:
            return ["undo"]
        case .redo:
            return ["redo"]
        case .addRecurring(let amount, let currency, let merchant, let every, let from, let account, let category):
            var words = [
                "recurring", "add", Money.text(amount, currency), merchant, "--every", every, "--from", from.text,
            ]
            if let account { words += ["--account", account] }
            if let category { words += ["--category", category] }
            return words
        case .setBudget(let category, let amount, let from, let rollover, let carryOverspending):
            return ["budget", "set", category, Money.text(amount, "MYR"), "--from", from]
                + (rollover ? ["--rollover"] : [])
                + (carryOverspending ? ["--carry-overspending"] : [])
        case .unsetBudget(let category, let from):
            return ["budget", "unset", category, "--from", from]
        case .renameAccount(let old, let new):
            return ["accounts", "rename", old, new]
        case .closeAccount(let name):
            return ["accounts", "close", name]
        case .reopenAccount(let name):
            return ["accounts", "reopen", name]
        case .importStatement(let account, _, _, _):
            return ["import", "ofx", Operation.statementFilePlaceholder, "--account", account]
        case .setRate(let currency, let millionths, let day):
            let fraction = String(millionths % 1_000_000)
            return [
                "rates", "set", currency,
                "\(millionths / 1_000_000).\(String(repeating: "0", count: 6 - fraction.count))\(fraction)",
                "--date", day.text,
            ]
        }
    }

    /// The OFX 1 file an `importStatement` reads: one bank statement, a FITID where the line has one.
    var statementText: String? {
        guard case .importStatement(_, let statementID, let currency, let lines) = self else { return nil }
        let exponent = Money.exponents[currency] ?? 2
        return "OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\n\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>\(currency)"
            + "<BANKACCTFROM><BANKID>1<ACCTID>\(statementID)</BANKACCTFROM><BANKTRANLIST>\n"
            + lines.map { line in
                "<STMTTRN><TRNTYPE>OTHER<DTPOSTED>\(line.day.text.replacingOccurrences(of: "-", with: ""))"
                    + "<TRNAMT>\(Money.plain(line.amount, exponent: exponent))"
                    + (line.bankID.map { "<FITID>\($0)" } ?? "") + "<NAME>\(line.text)</STMTTRN>\n"
            }.joined() + "</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>\n"
    }

    private static func options(category: String?, account: String?, day: Day?, tag: String?) -> [String] {
        var words: [String] = []
        if let category { words += ["--category", category] }
        if let account { words += ["--account", account] }
        if let day { words += ["--date", day.text] }
        if let tag { words += ["--tag", tag] }
        return words
    }
}

/// A calendar day, as `--date` takes it.
struct Day: Equatable, Hashable, Comparable {
    let year: Int
    let month: Int
    let day: Int

    var text: String { "\(year)-\(Day.two(month))-\(Day.two(day))" }
    var monthText: String { "\(year)-\(Day.two(month))" }

    static func two(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }

    static func < (left: Day, right: Day) -> Bool {
        (left.year, left.month, left.day) < (right.year, right.month, right.day)
    }

    /// Days in a month of the Gregorian calendar.
    static func length(year: Int, month: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days since 1 January 2000, counted day by day (slow and plain).
    var number: Int {
        var count = 0
        for y in 2000..<year { count += (y % 4 == 0 && (y % 100 != 0 || y % 400 == 0)) ? 366 : 365 }
        for m in 1..<month { count += Day.length(year: year, month: m) }
        return count + day - 1
    }

    init(year: Int, month: Int, day: Int) {
        (self.year, self.month, self.day) = (year, month, day)
    }

    init(number: Int) {
        var (year, left) = (2000, number)
        while left >= ((year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)) ? 366 : 365) {
            left -= (year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)) ? 366 : 365
            year += 1
        }
        var month = 1
        while left >= Day.length(year: year, month: month) {
            left -= Day.length(year: year, month: month)
            month += 1
        }
        self.init(year: year, month: month, day: left + 1)
    }
}

/// Money as the generator writes it, apart from the app's formatter: minor units and a code.
enum Money {
    /// Decimal places of each currency a history uses (ISO 4217).
    static let exponents = ["MYR": 2, "USD": 2, "SGD": 2, "EUR": 2, "JPY": 0]

    /// `USD 12.34`, `JPY 500`, `-MYR 1.05`.
    static func text(_ minor: Int, _ currency: String, withCode: Bool = true) -> String {
        let body = plain(minor, exponent: exponents[currency] ?? 2)
        return withCode ? "\(currency) \(body)" : body
    }

    /// `12.34` for 1234 at exponent 2, `500` at exponent 0.
    static func plain(_ minor: Int, exponent: Int) -> String {
        let sign = minor < 0 ? "-" : ""
        let magnitude = minor.magnitude
        guard exponent > 0 else { return sign + String(magnitude) }
        var scale: UInt = 1
        for _ in 0..<exponent { scale *= 10 }
        let fraction = String(magnitude % scale)
        return sign + String(magnitude / scale) + "." + String(repeating: "0", count: exponent - fraction.count)
            + fraction
    }
}

extension Operation {
    /// Whether the command, accepted, makes a transaction of the user's that `edit` and `delete`
    /// can name: a bill someone else paid is one too (it is listed with an id).
    var makesTransaction: Bool {
        switch self {
        case .spend, .earn, .transfer, .settle, .split: return true
        default: return false
        }
    }
}
