/// How the transactions of one statement account become spendrop's: each line's merchant,
/// category and note, which lines the store already holds, and the opening balance an account the
/// statement opens starts from.
///
/// Promises: pure; a line's merchant is the file's payee (its memo when it names no payee); its
/// category is the last matching rule's, else the file's own (hledger's `account2`, a QIF `L`),
/// else the one learned from earlier choices, else none; a line the store holds is found by the
/// bank's id where the file gives one, else by its day, amount and text, and each held line
/// answers for one line of the file, so a day's repeats are kept as the file has them.
public enum StatementImport {
    /// A transaction as it will be recorded.
    public struct Line: Sendable, Equatable {
        public let day: CalendarDay
        /// Money in positive, money out negative.
        public let amount: Money
        public let merchant: String
        public let category: String?
        public let note: String
        public let bankLine: BankLine
        /// Where it is in the file.
        public let fileLine: Int

        public init(
            day: CalendarDay, amount: Money, merchant: String, category: String?, note: String, bankLine: BankLine,
            fileLine: Int
        ) {
            self.day = day
            self.amount = amount
            self.merchant = merchant
            self.category = category
            self.note = note
            self.bankLine = bankLine
            self.fileLine = fileLine
        }
    }

    /// What finds a line again in a later statement of the same account.
    public enum Key: Hashable, Sendable {
        case bankID(String)
        case written(day: CalendarDay, minorUnits: Int64, text: String)

        public init(day: CalendarDay, minorUnits: Int64, bankLine: BankLine) {
            if let id = bankLine.id, !id.isEmpty {
                self = .bankID(id)
            } else {
                self = .written(day: day, minorUnits: minorUnits, text: bankLine.text)
            }
        }
    }

    /// The text a statement wrote for a transaction: its payee and memo, each once.
    public static func text(payee: String, memo: String) -> String {
        let parts = [payee, memo].map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
        return parts.count == 2 && parts[0] == parts[1] ? parts[0] : parts.joined(separator: " | ")
    }

    /// The lines of `account`, in file order, with `rules` applied and categories learned through
    /// `learned` (merchant → category) where neither the rules nor the file give one.
    public static func lines(
        of account: Statement.Account, rules: [ImportRule], learned: (String) -> String?
    ) -> [Line] {
        var learnedByMerchant: [String: String?] = [:]
        return account.transactions.map { transaction in
            let payee = transaction.payee.trimmingWhitespace()
            let memo = transaction.memo.trimmingWhitespace()
            let written = payee.isEmpty ? (memo.isEmpty ? "Unknown" : memo) : payee
            let ruled = ImportRule.apply(rules, to: written)
            var category = ruled.category ?? fileCategory(transaction.category)
            if category == nil {
                if let known = learnedByMerchant[ruled.merchant] {
                    category = known
                } else {
                    let found = learned(ruled.merchant)
                    learnedByMerchant[ruled.merchant] = found
                    category = found
                }
            }
            return Line(
                day: transaction.day, amount: transaction.amount, merchant: ruled.merchant, category: category,
                note: payee.isEmpty || memo == payee ? "" : memo,
                bankLine: BankLine(id: transaction.bankID, text: text(payee: payee, memo: memo)),
                fileLine: transaction.line)
        }
    }

    /// The category a file's own account or category names: hledger's `expenses:food` is Food,
    /// `expenses:food:dining` Food too, a QIF `Auto:Fuel` Auto; an account that is no category
    /// (`assets:…`, `liabilities:…`, `equity:…`, hledger's `…:unknown`), or a QIF transfer
    /// (`[Checking]`), is none.
    public static func fileCategory(_ written: String?) -> String? {
        guard let written = written?.trimmingWhitespace(), !written.isEmpty, !written.hasPrefix("[") else {
            return nil
        }
        let parts = written.split(separator: ":").map { String($0).trimmingWhitespace() }.filter { !$0.isEmpty }
        guard let top = parts.first else { return nil }
        let kinds = ["expenses", "expense", "income", "revenues", "revenue"]
        let notCategories = ["assets", "asset", "liabilities", "liability", "equity"]
        if notCategories.contains(top.lowercased()) { return nil }
        let named = kinds.contains(top.lowercased()) ? parts.dropFirst().first : top
        guard let named, named.lowercased() != "unknown" else { return nil }
        return named.prefix(1).uppercased() + named.dropFirst()
    }

    /// Which of `lines` the store does not hold yet: each key `held` lists (once for each time the
    /// store holds it) answers for one line with that key, in file order. Returns the new lines
    /// and how many were already there.
    public static func newLines(_ lines: [Line], held: [Key]) -> (new: [Line], alreadyThere: Int) {
        var remaining: [Key: Int] = [:]
        for key in held { remaining[key, default: 0] += 1 }
        var new: [Line] = []
        var already = 0
        for line in lines {
            let key = Key(day: line.day, minorUnits: line.amount.minorUnits, bankLine: line.bankLine)
            if let count = remaining[key], count > 0 {
                remaining[key] = count - 1
                already += 1
            } else {
                new.append(line)
            }
        }
        return (new, already)
    }

    /// The opening balance that makes an account holding just `account`'s transactions end the
    /// statement's closing day at its closing balance: that balance less every transaction posted
    /// on or before that day. nil when the statement states no closing balance (or the sum does
    /// not fit an amount).
    public static func openingBalance(for account: Statement.Account) -> Money? {
        guard let closing = account.ledgerBalance else { return nil }
        var opening = closing.minorUnits
        for transaction in account.transactions where account.ledgerDay.map({ transaction.day <= $0 }) ?? true {
            let (difference, overflow) = opening.subtractingReportingOverflow(transaction.amount.minorUnits)
            guard !overflow else { return nil }
            opening = difference
        }
        return Money(minorUnits: opening, currency: closing.currency)
    }

    /// The name an account a statement opens takes: an id that is a name (a QIF account's
    /// `Checking`, with no digit in it; hledger's `assets:bank:checking`, whose last part it takes)
    /// is the name;
    /// otherwise the bank the file names (else what the account is) and the last four characters
    /// of the id, `AMEX 1222`. A name already taken gets a number after it.
    public static func accountName(
        for account: Statement.Account, institution: String?, taken: Set<String>
    ) -> String {
        let bank =
            institution?.trimmingWhitespace().isEmpty == false
            ? institution!.trimmingWhitespace()
            : account.kind == .creditCard ? "Card" : account.kind == .investment ? "Investment cash" : "Bank"
        let id = account.id?.trimmingWhitespace() ?? ""
        let lastPart = id.split(separator: ":").last.map { String($0).trimmingWhitespace() } ?? ""
        let base =
            id.isEmpty
            ? bank
            : (id.contains(":") || !id.contains(where: \.isNumber)) && !lastPart.isEmpty
                ? lastPart.prefix(1).uppercased() + lastPart.dropFirst()
                : "\(bank) \(id.suffix(4))"
        var name = base
        var number = 2
        while taken.contains(name.lowercased()) {
            name = "\(base) (\(number))"
            number += 1
        }
        return name
    }
}
