/// The reference model: a plain, slow replay of a history that says which commands a person's
/// ledger accepts and every figure its screens must then show. It shares no code with spendrop's
/// ledger (it imports nothing of it): accounts, splits, settlements and reports are worked out
/// here again, from the rules as a person would state them, over whole copies of its state.
///
/// The rules (where spendrop's behaviour was wrong, the rule a person expects):
/// - a day given with `--date` is a calendar day: no time zone moves it;
/// - a split's parts are the total times each weight over the sum of weights, rounded down, the
///   leftover minor units one each to the largest remainders (ties: the payer, then the order
///   given, you first); a bill you paid leaves your account whole, and only your part is spending;
///   your part of a bill someone else paid is spending on its day, in its category;
/// - a settlement moves money but is neither income nor spending: it counts as a transaction of
///   nothing (the money is other people's), as other money of yours that is not spending does;
/// - a category is one whatever its case, shown as spelt on the earliest day it was used (by any
///   transaction or bill), ties to the spelling that sorts first;
/// - an account with money in it cannot be closed;
/// - `undo` takes back the newest change still in effect, whole (a recurring bill with what it
///   booked); `redo` puts back what the last undo took, until a change is made after it.
/// - a recurring bill books each day it comes due through today, at once, into its account;
/// - a budget's limit in a month is the version set from the latest month not after it; what a
///   month carries into the next is its own version's to say (leftovers with rollover, overspending
///   too when asked), so a new limit keeps what was carried into it; an ended budget has no month
///   after its end.
struct ReferenceLedger {
    struct Account: Equatable {
        var name: String
        let currency: String
        let opening: Int
        var closed = false
    }

    enum Kind: Equatable {
        case moneyOut, moneyIn, transfer
    }

    struct Transaction: Equatable {
        let kind: Kind
        var amount: Int
        let currency: String
        var account: Int
        var toAccount: Int?
        var received: Int?
        var day: Day
        var category: String?
        var tags: Set<String>
        /// Of `amount`, what is other people's money (their parts of a bill you paid; a settlement whole).
        var othersShare = 0
        var isSettlement = false
        var splitBill = false
        /// For a line a statement brought: the bank's id, else nil, and the text it wrote.
        var bankID: String? = nil
        var bankText: String? = nil
    }

    struct Split: Equatable {
        let currency: String
        var day: Day
        /// Lower-cased names, you as "", in the order given, you first.
        let participants: [String]
        let payer: String
        let parts: [Int]
        var category: String?
        var tags: Set<String>
        /// The bill's transaction when you paid it.
        let bill: Int?
        /// When someone else paid it: the bill as `edit` and `delete` name it (it is listed with an id).
        var listed: Int? = nil
        /// Its place among the PayBook's entries, in the order they were recorded.
        var order = 0
        /// Its group as stored (the first spelling among the entries there), nil for none.
        var group: String? = nil
    }

    struct Settlement: Equatable {
        /// Its place among the PayBook's entries, in the order they were recorded.
        var order = 0
        var group: String? = nil
        let from: String
        let to: String
        let amount: Int
        let currency: String
        let transaction: Int
    }

    struct Budget: Equatable {
        let category: String
        let limit: Int
        let from: String
        let rollover: Bool
        let carryOverspending: Bool
        let ended: Bool
    }

    struct Rule: Equatable {
        let amount: Int
        let currency: String
        let account: Int
        let every: String
        let from: Day
        let category: String?
        var bookedThrough: Day
    }

    struct State: Equatable {
        var accounts: [Account] = []
        var budgets: [Budget] = []
        /// Transactions recurring bills booked, which `edit` and `delete` never name.
        var bookings: [Transaction] = []
        var rules: [Rule] = []
        /// By the history's count of transactions made (`Operation.edit` targets); nil once gone.
        var transactions: [Int: Transaction] = [:]
        var splits: [Split] = []
        var settlements: [Settlement] = []
        /// Each person as first written, by lower-cased name.
        var people: [String: String] = [:]
        /// How many PayBook entries have been recorded: the next one's `order`.
        var entries = 0
        /// Which account each statement account id went to last.
        var statementAccounts: [String: Int] = [:]
        /// How many lines statements brought: the key of the next one in `transactions` is past
        /// every count a history makes.
        var importedLines = 0
        /// Recorded exchange rates: millionths of a ringgit per unit, by currency and day.
        var rates: [String: [Day: Int]] = [:]
    }

    private(set) var state = State()
    /// Today where the commands are typed: the last day recurring bills book through.
    let today: Day

    init(today: Day) {
        self.today = today
    }
    private var undoStack: [State] = []
    private var redoStack: [State] = []
    /// How many transaction-making commands the history has seen (accepted or not): `edit` targets count them.
    private var madeCount = 0
    let defaultCurrency = "MYR"

    /// Replays `operation`: whether a person's ledger accepts it. An accepted change can be undone.
    mutating func apply(_ operation: Operation) -> Bool {
        let before = state
        let target = operation.makesTransaction ? madeCount : nil
        if operation.makesTransaction { madeCount += 1 }
        if case .undo = operation {
            guard let previous = undoStack.popLast() else { return false }
            redoStack.append(state)
            state = previous
            return true
        }
        if case .redo = operation {
            guard let next = redoStack.popLast() else { return false }
            undoStack.append(state)
            state = next
            return true
        }
        guard perform(operation, transaction: target) else {
            state = before
            return false
        }
        // A command that changes nothing (an edit to what is already there) is no change to undo.
        if state != before {
            undoStack.append(before)
            redoStack = []
        }
        return true
    }

    // MARK: - Commands

    private mutating func perform(_ operation: Operation, transaction target: Int?) -> Bool {
        switch operation {
        case .openAccount(let name, let currency, let opening):
            guard accountIndex(name) == nil, opening >= 0 else { return false }
            state.accounts.append(Account(name: name, currency: currency, opening: opening))
            return true
        case .spend(let amount, let currency, _, let category, let account, let day, let tag),
            .earn(let amount, let currency, _, let category, let account, let day, let tag):
            guard amount > 0, let index = resolveAccount(account, currency: currency) else { return false }
            let kind: Kind = if case .spend = operation { .moneyOut } else { .moneyIn }
            state.transactions[target!] = Transaction(
                kind: kind, amount: amount, currency: currency, account: index, day: day,
                category: category, tags: tag.map { [$0] } ?? [])
            return true
        case .transfer(let amount, let currency, let from, let to, let received, let receivedCurrency, let day):
            guard amount > 0, let source = accountIndex(from), let destination = accountIndex(to),
                source != destination,
                !state.accounts[source].closed, !state.accounts[destination].closed,
                state.accounts[source].currency == currency
            else { return false }
            let crosses = state.accounts[destination].currency != currency
            if crosses {
                guard let received, received > 0, receivedCurrency == state.accounts[destination].currency else {
                    return false
                }
            } else if received != nil {
                return false
            }
            state.transactions[target!] = Transaction(
                kind: .transfer, amount: amount, currency: currency, account: source,
                toAccount: destination, received: received, day: day, category: nil, tags: [])
            return true
        case .split(
            let total, let currency, _, let with, let mode, let givenParts, let paidBy, let account, let day,
            let category, let tag, let group):
            let names = with.map { $0.lowercased() }
            guard total > 0, !names.isEmpty, Set(names).count == names.count, !names.contains("me") else {
                return false
            }
            let participants = [""] + names
            let payer = paidBy.map { $0.lowercased() } ?? ""
            guard participants.contains(payer), payer != "me" else { return false }
            guard
                let parts = ReferenceLedger.parts(
                    total: total, mode: mode, given: givenParts, participants: participants, payer: payer)
            else {
                return false
            }
            var bill: Int?
            if payer == "" {
                guard let index = resolveAccount(account, currency: currency) else { return false }
                state.transactions[target!] = Transaction(
                    kind: .moneyOut, amount: total, currency: currency, account: index, day: day,
                    category: category, tags: tag.map { [$0] } ?? [], othersShare: total - parts[0],
                    splitBill: true)
                bill = target
            } else if account != nil {
                return false
            }
            for name in with where state.people[name.lowercased()] == nil { state.people[name.lowercased()] = name }
            state.splits.append(
                Split(
                    currency: currency, day: day, participants: participants, payer: payer, parts: parts,
                    category: category, tags: tag.map { [$0] } ?? [], bill: bill, listed: payer == "" ? nil : target,
                    order: state.entries, group: spelling(ofGroup: group)))
            state.entries += 1
            return true
        case .settle(let person, let amount, let currency, let account, let day, let group):
            let key = person.lowercased()
            guard amount > 0, pairs(currency: currency).contains(key) else { return false }
            // Within a group, what its entries leave owed decides; the whole PayBook must still
            // take it (the same direction, no more than is owed in all).
            let owed = owedToMe(by: key, currency: currency, group: group)
            let overall = owedToMe(by: key, currency: currency)
            guard owed != 0, amount <= abs(owed), let index = resolveAccount(account, currency: currency) else {
                return false
            }
            if group != nil {
                guard overall != 0, (overall > 0) == (owed > 0), amount <= abs(overall) else { return false }
            }
            state.transactions[target!] = Transaction(
                kind: owed > 0 ? .moneyIn : .moneyOut, amount: amount, currency: currency, account: index,
                day: day, category: nil, tags: [], othersShare: amount, isSettlement: true)
            state.settlements.append(
                Settlement(
                    order: state.entries, group: spelling(ofGroup: group), from: owed > 0 ? key : "",
                    to: owed > 0 ? "" : key, amount: amount, currency: currency, transaction: target!))
            state.entries += 1
            return true
        case .edit(let target, let amount, let currency, let category, let day, let tag, let untag):
            guard amount != nil || category != nil || day != nil || tag != nil || untag != nil else { return false }
            if let index = state.splits.firstIndex(where: { $0.listed == target }) {
                // A bill someone else paid: its amount and shares are the split's.
                guard amount == nil else { return false }
                if let category { state.splits[index].category = category }
                if let day { state.splits[index].day = day }
                if let tag { state.splits[index].tags.insert(tag) }
                if let untag { state.splits[index].tags.remove(untag) }
                return true
            }
            guard var transaction = state.transactions[target] else { return false }
            if let amount, amount != transaction.amount {
                guard amount > 0, !transaction.splitBill, !transaction.isSettlement, currency == transaction.currency
                else { return false }
                transaction.amount = amount
            }
            if let category { transaction.category = category }
            if let day {
                transaction.day = day
                // The split this bill paid for happened when the bill did.
                if transaction.splitBill, let index = state.splits.firstIndex(where: { $0.bill == target }) {
                    state.splits[index].day = day
                }
            }
            if let tag { transaction.tags.insert(tag) }
            if let untag { transaction.tags.remove(untag) }
            state.transactions[target] = transaction
            return true
        case .delete(let target):
            if let index = state.splits.firstIndex(where: { $0.listed == target }) {
                // What it had me owe goes with it: refused when a later settlement would then pay more than is owed.
                state.splits.remove(at: index)
                return payBookReplays()
            }
            guard let transaction = state.transactions[target], !transaction.splitBill else { return false }
            state.transactions[target] = nil
            // A settlement goes with its money: refused when a later settlement would then pay more
            // than is owed, or the wrong way.
            let settled = state.settlements.contains { $0.transaction == target }
            state.settlements.removeAll { $0.transaction == target }
            return !settled || payBookReplays()
        case .undo, .redo:
            return false
        case .importStatement(let name, let statementID, let currency, let lines):
            let index: Int
            if let existing = accountIndex(name) {
                guard !state.accounts[existing].closed, state.accounts[existing].currency == currency else {
                    return false
                }
                index = existing
            } else {
                state.accounts.append(Account(name: name, currency: currency, opening: 0))
                index = state.accounts.count - 1
            }
            state.statementAccounts[statementID] = index
            // What the account holds that a statement brought: by the bank's id whatever its day,
            // else by day, signed amount and text on the statement's days; each held once per line.
            var held: [String: Int] = [:]
            let days = lines.map(\.day)
            for transaction in state.transactions.values where transaction.account == index {
                guard let text = transaction.bankText, transaction.kind != .transfer else { continue }
                if let id = transaction.bankID {
                    held["id " + id, default: 0] += 1
                } else if let first = days.min(), let last = days.max(), first <= transaction.day,
                    transaction.day <= last
                {
                    let signed = transaction.kind == .moneyIn ? transaction.amount : -transaction.amount
                    held["\(transaction.day.text) \(signed) \(text)", default: 0] += 1
                }
            }
            for line in lines {
                let key = line.bankID.map { "id " + $0 } ?? "\(line.day.text) \(line.amount) \(line.text)"
                if let count = held[key], count > 0 {
                    held[key] = count - 1
                    continue
                }
                state.transactions[10_000_000 + state.importedLines] = Transaction(
                    kind: line.amount >= 0 ? .moneyIn : .moneyOut, amount: abs(line.amount), currency: currency,
                    account: index, day: line.day, category: nil, tags: [], bankID: line.bankID, bankText: line.text)
                state.importedLines += 1
            }
            return true
        case .addRecurring(let amount, let currency, _, let every, let from, let account, let category):
            guard amount > 0, let index = resolveAccount(account, currency: currency) else { return false }
            for day in ReferenceLedger.occurrences(every: every, from: from, after: nil, through: today) {
                state.bookings.append(
                    Transaction(
                        kind: .moneyOut, amount: amount, currency: currency, account: index, day: day,
                        category: category, tags: []))
            }
            state.rules.append(
                Rule(
                    amount: amount, currency: currency, account: index, every: every, from: from, category: category,
                    bookedThrough: today))
            return true
        case .setBudget(let category, let amount, let from, let rollover, let carryOverspending):
            guard amount > 0 else { return false }
            state.budgets.removeAll { $0.category.lowercased() == category.lowercased() && $0.from == from }
            state.budgets.append(
                Budget(
                    category: category, limit: amount, from: from, rollover: rollover || carryOverspending,
                    carryOverspending: carryOverspending, ended: false))
            return true
        case .unsetBudget(let category, let from):
            let versions = state.budgets.filter { $0.category.lowercased() == category.lowercased() }.sorted {
                $0.from < $1.from
            }
            let inForce = versions.last(where: { $0.from <= from }).map { !$0.ended } ?? false
            guard inForce || versions.contains(where: { $0.from >= from && !$0.ended }) else { return false }
            state.budgets.removeAll { $0.category.lowercased() == category.lowercased() && $0.from >= from }
            if let last = versions.last(where: { $0.from < from }), !last.ended {
                state.budgets.append(
                    Budget(
                        category: last.category, limit: last.limit, from: from, rollover: false,
                        carryOverspending: false, ended: true))
            }
            return true
        case .renameAccount(let old, let new):
            guard let index = accountIndex(old) else { return false }
            if let other = accountIndex(new), other != index { return false }
            state.accounts[index].name = new
            return true
        case .closeAccount(let name):
            guard let index = accountIndex(name), !state.accounts[index].closed, balance(of: index) == 0 else {
                return false
            }
            state.accounts[index].closed = true
            return true
        case .reopenAccount(let name):
            guard let index = accountIndex(name), state.accounts[index].closed else { return false }
            state.accounts[index].closed = false
            return true
        case .setRate(let currency, let millionths, let day):
            state.rates[currency, default: [:]][day] = millionths
            return true
        }
    }

    /// Every account's balance at `last`'s end in ringgit: one at a time, each at the latest rate
    /// on or before `last`, rounded half away from zero; a missing rate names its currency
    /// (a zero balance needs none). `counted`: the accounts the sum takes.
    func convertedWorth(through last: Day, counted: [Int], rates: [String: [Day: Int]]) -> String {
        var total = 0
        var missing: Set<String> = []
        for index in counted {
            let account = state.accounts[index]
            let balance = balance(of: index, through: last)
            if account.currency == defaultCurrency || balance == 0 {
                total += account.currency == defaultCurrency ? balance : 0
                continue
            }
            guard let day = (rates[account.currency] ?? [:]).keys.filter({ $0 <= last }).max(),
                let millionths = rates[account.currency]?[day]
            else {
                missing.insert(account.currency)
                continue
            }
            let digits = account.currency == "JPY" ? 0 : 2
            let numerator = balance * millionths * 100
            let denominator = (digits == 0 ? 1 : 100) * 1_000_000
            var quotient = numerator / denominator
            if 2 * abs(numerator % denominator) >= denominator { quotient += numerator < 0 ? -1 : 1 }
            total += quotient
        }
        return missing.isEmpty ? "MYR \(total)" : "missing " + missing.sorted().joined(separator: ",")
    }

    private func accountIndex(_ name: String) -> Int? {
        state.accounts.firstIndex { $0.name.lowercased() == name.lowercased() }
    }

    /// The account a command books into: the one named (open, in the amount's currency), else the
    /// first open one in that currency, else (in a store with no account at all) a new Cash.
    private mutating func resolveAccount(_ name: String?, currency: String) -> Int? {
        if let name {
            guard let index = accountIndex(name), !state.accounts[index].closed,
                state.accounts[index].currency == currency
            else { return nil }
            return index
        }
        if let index = state.accounts.firstIndex(where: { !$0.closed && $0.currency == currency }) { return index }
        guard state.accounts.isEmpty else { return nil }
        state.accounts.append(Account(name: "Cash", currency: currency, opening: 0))
        return 0
    }

    /// Each person's part of `total`: see the type's rules. Nil when the parts cannot be made.
    static func parts(
        total: Int, mode: Operation.SplitMode, given: [Int], participants: [String], payer: String
    ) -> [Int]? {
        let weights: [Int]
        switch mode {
        case .equal:
            guard given.isEmpty else { return nil }
            weights = participants.map { _ in 1 }
        case .exact:
            guard given.count == participants.count, given.allSatisfy({ $0 >= 0 }), given.reduce(0, +) == total else {
                return nil
            }
            return given
        case .percent:
            guard given.count == participants.count, given.allSatisfy({ $0 >= 0 }), given.reduce(0, +) == 100 else {
                return nil
            }
            weights = given
        case .shares:
            guard given.count == participants.count, given.allSatisfy({ $0 >= 1 }) else { return nil }
            weights = given
        }
        let sum = weights.reduce(0, +)
        var parts = weights.map { total * $0 / sum }
        let remainders = weights.map { total * $0 % sum }
        var order = Array(participants.indices)
        let payerIndex = participants.firstIndex(of: payer)
        order.sort { left, right in
            if remainders[left] != remainders[right] { return remainders[left] > remainders[right] }
            if left == payerIndex { return right != payerIndex }
            if right == payerIndex { return false }
            return left < right
        }
        for index in order.prefix(total - parts.reduce(0, +)) { parts[index] += 1 }
        return parts
    }

    // MARK: - What the screens must show

    /// Every transaction: those commands made and those recurring bills booked (and, when the
    /// screens are read on a later day, what came due by then into accounts still open).
    var allTransactions: [Transaction] {
        var extra: [Transaction] = []
        if let readToday {
            for rule in state.rules where !state.accounts[rule.account].closed {
                for day in ReferenceLedger.occurrences(
                    every: rule.every, from: rule.from, after: rule.bookedThrough, through: readToday)
                {
                    extra.append(
                        Transaction(
                            kind: .moneyOut, amount: rule.amount, currency: rule.currency, account: rule.account,
                            day: day,
                            category: rule.category, tags: []))
                }
            }
        }
        return Array(state.transactions.values) + state.bookings + extra
    }

    /// Today where the screens are read, when it differs from where commands were typed.
    var readToday: Day?

    /// The days a bill due `every` day, week or month from `from` comes due after `after` through
    /// `through`: a month's on `from`'s day, or its last day when it is shorter.
    static func occurrences(every: String, from: Day, after: Day?, through: Day) -> [Day] {
        var days: [Day] = []
        switch every {
        case "day", "week":
            var number = from.number
            while number <= through.number {
                let day = Day(number: number)
                if after.map({ day > $0 }) ?? true { days.append(day) }
                number += every == "day" ? 1 : 7
            }
        default:
            var (year, month) = (from.year, from.month)
            while true {
                let day = Day(year: year, month: month, day: min(from.day, Day.length(year: year, month: month)))
                if day > through { break }
                if after.map({ day > $0 }) ?? true { days.append(day) }
                (year, month) = month == 12 ? (year + 1, 1) : (year, month + 1)
            }
        }
        return days
    }

    func balance(of account: Int, through last: Day? = nil) -> Int {
        var balance = state.accounts[account].opening
        for transaction in allTransactions where last.map({ transaction.day <= $0 }) ?? true {
            switch transaction.kind {
            case .moneyIn where transaction.account == account: balance += transaction.amount
            case .moneyOut where transaction.account == account: balance -= transaction.amount
            case .transfer:
                if transaction.account == account { balance -= transaction.amount }
                if transaction.toAccount == account { balance += transaction.received ?? transaction.amount }
            default: break
            }
        }
        return balance
    }

    /// The people you share a pair with in `currency`: a split one of you paid the other's part
    /// of, or a settlement between you.
    func pairs(currency: String) -> Set<String> {
        var people = Set<String>()
        for split in state.splits where split.currency == currency {
            if split.payer == "" {
                people.formUnion(split.participants.dropFirst())
            } else {
                people.insert(split.payer)
            }
        }
        for settlement in state.settlements where settlement.currency == currency {
            people.insert(settlement.from == "" ? settlement.to : settlement.from)
        }
        return people
    }

    /// What `person` owes you in `currency` (below zero: what you owe them).
    /// Whether every settlement still pays no more than was owed, in the direction it was owed,
    /// when the PayBook's entries are replayed in the order they were recorded.
    func payBookReplays() -> Bool {
        var owed: [String: Int] = [:]
        let events: [(order: Int, split: Split?, settlement: Settlement?)] =
            state.splits.map { ($0.order, $0, nil) }
            + state.settlements.map { ($0.order, nil, $0) }
        for event in events.sorted(by: { $0.order < $1.order }) {
            if let split = event.split {
                for (index, person) in split.participants.enumerated() where person != "" {
                    if split.payer == "" { owed[person + "|" + split.currency, default: 0] += split.parts[index] }
                }
                if split.payer != "" { owed[split.payer + "|" + split.currency, default: 0] -= split.parts[0] }
            } else if let settlement = event.settlement {
                let person = settlement.from == "" ? settlement.to : settlement.from
                let key = person + "|" + settlement.currency
                let theyOwe = owed[key, default: 0]
                if settlement.from == person {
                    guard theyOwe > 0, settlement.amount <= theyOwe else { return false }
                    owed[key] = theyOwe - settlement.amount
                } else {
                    guard theyOwe < 0, settlement.amount <= -theyOwe else { return false }
                    owed[key] = theyOwe + settlement.amount
                }
            }
        }
        return true
    }

    /// A group as the store keeps it: spelt as the earliest entry still there that names it.
    func spelling(ofGroup group: String?) -> String? {
        guard let group else { return nil }
        let named =
            state.splits.map { ($0.order, $0.group) } + state.settlements.map { ($0.order, $0.group) }
        return named.filter { $0.1?.lowercased() == group.lowercased() }.min { $0.0 < $1.0 }?.1 ?? group
    }

    /// Every group some entry is in, as spelt.
    var groups: [String] {
        var seen: [String] = []
        let named = (state.splits.map { ($0.order, $0.group) } + state.settlements.map { ($0.order, $0.group) })
            .sorted { $0.0 < $1.0 }.compactMap(\.1)
        for name in named where !seen.contains(where: { $0.lowercased() == name.lowercased() }) { seen.append(name) }
        return seen
    }

    /// What `person` owes you in `currency` (below zero: what you owe them), by the entries of
    /// `group` alone when one is named, those of `last` and before when it is given.
    func owedToMe(by person: String, currency: String, through last: Day? = nil, group: String? = nil) -> Int {
        var owed = 0
        func counted(_ entryGroup: String?) -> Bool {
            group.map { entryGroup?.lowercased() == $0.lowercased() } ?? true
        }
        for split in state.splits
        where split.currency == currency && last.map({ split.day <= $0 }) ?? true && counted(split.group) {
            if split.payer == "", let index = split.participants.firstIndex(of: person) { owed += split.parts[index] }
            if split.payer == person { owed -= split.parts[0] }
        }
        for settlement in state.settlements where settlement.currency == currency && counted(settlement.group) {
            if let last, let day = state.transactions[settlement.transaction]?.day, day > last { continue }
            if settlement.from == person { owed -= settlement.amount }
            if settlement.to == person { owed += settlement.amount }
        }
        return owed
    }

    /// Spending as the reports count it: your share of each Money Out (nothing of a settlement you
    /// paid, which is their money), and your part of each bill someone else paid.
    struct Spending {
        let amount: Int
        let currency: String
        let day: Day
        let category: String?
        let tags: Set<String>
        /// Your part of a bill someone else paid (no transaction of yours).
        var isBillOthersPaid = false
    }

    func spending(billsOthersPaid: Bool = true) -> [Spending] {
        var items: [Spending] = []
        for transaction in allTransactions where transaction.kind == .moneyOut {
            items.append(
                Spending(
                    amount: transaction.amount - transaction.othersShare, currency: transaction.currency,
                    day: transaction.day,
                    category: transaction.category, tags: transaction.tags))
        }
        for split in state.splits where billsOthersPaid && split.payer != "" && split.parts[0] > 0 {
            items.append(
                Spending(
                    amount: split.parts[0], currency: split.currency, day: split.day, category: split.category,
                    tags: split.tags, isBillOthersPaid: true))
        }
        return items
    }

    /// One budget in force in a month: its category as that version spells it, its limit with what
    /// was carried into it, what was carried, and what was spent.
    struct BudgetRow {
        let key: String
        let category: String
        let limit: Int
        let carried: Int
        let spent: Int
    }

    /// The days `breakdown --from --to` is read over: the 10th of the second month through the
    /// 20th of the fourth (of the first and last when there are fewer).
    static func span(_ months: [String]) -> (from: String, to: String) {
        (months[min(1, months.count - 1)] + "-10", months[min(3, months.count - 1)] + "-20")
    }

    /// Each budget in force in `month`, by folded category.
    func budgetRows(month: String, spending: [Spending]) -> [BudgetRow] {
        var rows: [BudgetRow] = []
        func spent(_ key: String, _ month: String) -> Int {
            spending.filter {
                $0.currency == defaultCurrency && $0.day.monthText == month && $0.category?.lowercased() == key
            }.reduce(0) { $0 + $1.amount }
        }
        for key in Set(state.budgets.map { $0.category.lowercased() }).sorted() {
            let versions = state.budgets.filter { $0.category.lowercased() == key }.sorted { $0.from < $1.from }
            guard let current = versions.last(where: { $0.from <= month }), !current.ended else { continue }
            var carried = 0
            var walk = versions[0].from
            while walk < month {
                if let version = versions.last(where: { $0.from <= walk }), version.rollover, !version.ended {
                    let left = version.limit + carried - spent(key, walk)
                    carried = version.carryOverspending ? left : max(0, left)
                } else {
                    carried = 0
                }
                let parts = walk.split(separator: "-").compactMap { Int($0) }
                walk = parts[1] == 12 ? "\(parts[0] + 1)-01" : "\(parts[0])-\(Day.two(parts[1] + 1))"
            }
            rows.append(
                BudgetRow(
                    key: key, category: current.category, limit: current.limit + carried, carried: carried,
                    spent: spent(key, month)))
        }
        return rows
    }

    func budgetFigures(month: String, spending: [Spending]) -> [String: String] {
        var figures: [String: String] = [:]
        for row in budgetRows(month: month, spending: spending) {
            figures["budget \(month)/\(row.key)"] =
                "\(row.category) limit \(row.limit) carried \(row.carried) spent \(row.spent)"
        }
        return figures
    }

    /// `budget --from FIRST --to LAST` over `months`: each category's allowance (the first month in
    /// force with what was carried in, then each later month's own limit), its spending, and how
    /// many of its months went over.
    func budgetSpanFigures(months: [String], spending: [Spending]) -> [String: String] {
        var lines: [String: (category: String, allowance: Int, spent: Int, months: Int, over: Int)] = [:]
        for month in months {
            for row in budgetRows(month: month, spending: spending) {
                var line = lines[row.key] ?? (row.category, row.carried, 0, 0, 0)
                line.category = row.category
                line.allowance += row.limit - row.carried
                line.spent += row.spent
                line.months += 1
                line.over += row.spent > row.limit ? 1 : 0
                lines[row.key] = line
            }
        }
        var figures: [String: String] = [:]
        for (key, line) in lines {
            figures["budget span/\(key)"] =
                "\(line.category) allowance \(line.allowance) spent \(line.spent) over \(line.over) of \(line.months)"
        }
        return figures
    }

    /// Every figure, under the keys `AppFigures` reads the app's screens into. `asCSVCarriesIt`:
    /// the figures of a store made by importing this one's `export csv`, which carries no PayBook
    /// (so no bill someone else paid) and no closed account.
    func figures(months: [String], asCSVCarriesIt: Bool = false) -> [String: String] {
        var figures: [String: String] = [:]
        var totals: [String: Int] = [:]
        for (index, account) in state.accounts.enumerated() {
            let balance = balance(of: index)
            figures["accounts/\(account.name)"] =
                "\(account.currency) \(balance)" + (account.closed && !asCSVCarriesIt ? " closed" : "")
            totals[account.currency, default: 0] += balance
        }
        for (currency, total) in totals { figures["accounts total/\(currency)"] = String(total) }

        var moneyIn: [String: Int] = [:], moneyOut: [String: Int] = [:], transferred: [String: Int] = [:]
        for transaction in allTransactions {
            switch transaction.kind {
            case .moneyIn: moneyIn[transaction.currency, default: 0] += transaction.amount
            case .moneyOut: moneyOut[transaction.currency, default: 0] += transaction.amount
            case .transfer: transferred[transaction.currency, default: 0] += transaction.amount
            }
        }
        // A bill someone else paid is listed as Money Out of my share (the PayBook, which CSV does not carry).
        for split in state.splits where split.payer != "" && !asCSVCarriesIt {
            moneyOut[split.currency, default: 0] += split.parts[0]
        }
        for currency in Set(moneyIn.keys).union(moneyOut.keys).union(transferred.keys) {
            figures["transactions total/\(currency)"] =
                "in \(moneyIn[currency] ?? 0) out \(moneyOut[currency] ?? 0) transferred \(transferred[currency] ?? 0)"
        }

        let spending = spending(billsOthersPaid: !asCSVCarriesIt)
        // A category's name: its spelling on the earliest day it was used, ties to the first in sort order.
        var uses: [(category: String, day: Day)] = allTransactions.compactMap { transaction in
            transaction.category.map { ($0, transaction.day) }
        }
        if !asCSVCarriesIt {
            uses += state.splits.compactMap { split in split.payer == "" ? nil : split.category.map { ($0, split.day) }
            }
        }
        var spelling: [String: (String, Day)] = [:]
        for use in uses {
            let key = use.category.lowercased()
            if let known = spelling[key], known.1 < use.day || (known.1 == use.day && known.0 < use.category) {
                continue
            }
            spelling[key] = (use.category, use.day)
        }
        for month in months {
            // The report: income (less others' money) and spending by currency and category, and
            // each account's balance at the month's end, where not zero.
            var reportRows: [String: Int] = [:]
            for item in spending where item.day.monthText == month {
                let name = item.category.map { spelling[$0.lowercased()]!.0 } ?? "Uncategorised"
                reportRows["spending \(item.currency) \(name)", default: 0] += item.amount
            }
            for transaction in allTransactions where transaction.kind == .moneyIn && transaction.day.monthText == month
            {
                let name = transaction.category.map { spelling[$0.lowercased()]!.0 } ?? "Uncategorised"
                reportRows["income \(transaction.currency) \(name)", default: 0] +=
                    transaction.amount - transaction.othersShare
            }
            for (key, amount) in reportRows where amount != 0 { figures["report \(month)/\(key)"] = String(amount) }
            let parts = month.split(separator: "-").compactMap { Int($0) }
            let monthEnd = Day(year: parts[0], month: parts[1], day: Day.length(year: parts[0], month: parts[1]))
            for (index, account) in state.accounts.enumerated() {
                let balance = balance(of: index, through: monthEnd)
                if balance != 0 {
                    figures["report \(month)/balance \(account.name)"] = "\(account.currency) \(balance)"
                }
            }
            // The report's net worth in ringgit: the accounts it lists (open, or closed with money
            // at some month's end), each at the rate in force on the month's last day. A CSV
            // carries neither rates nor closed accounts.
            let listed = state.accounts.indices.filter { index in
                !state.accounts[index].closed || asCSVCarriesIt
                    || months.contains { other in
                        let parts = other.split(separator: "-").compactMap { Int($0) }
                        return balance(
                            of: index,
                            through: Day(
                                year: parts[0], month: parts[1], day: Day.length(year: parts[0], month: parts[1])))
                            != 0
                    }
            }
            figures["report \(month)/net worth in MYR"] = convertedWorth(
                through: monthEnd, counted: listed, rates: asCSVCarriesIt ? [:] : state.rates)
            let items = spending.filter { $0.day.monthText == month }
            if month == months.first {
                // `breakdown --from --to` over `span(months)`: spending in your currency by category, day by day.
                let (from, to) = ReferenceLedger.span(months)
                var spanRows: [String: (amount: Int, count: Int)] = [:]
                for item in spending
                where item.currency == defaultCurrency && item.day.text >= from && item.day.text <= to {
                    let name = item.category.map { spelling[$0.lowercased()]!.0 } ?? "Uncategorised"
                    spanRows[name, default: (0, 0)].amount += item.amount
                    spanRows[name, default: (0, 0)].count += 1
                }
                for (name, row) in spanRows { figures["breakdown span/\(name)"] = "\(row.amount) ×\(row.count)" }
                figures["breakdown span/total"] = String(spanRows.values.reduce(0) { $0 + $1.amount })
            }
            var rows: [String: (amount: Int, count: Int)] = [:]
            // Other currencies: their spending, and how many of the month's transactions (in or
            // out, transfers aside) are in them and so in no total.
            var others: [String: (amount: Int, count: Int)] = [:]
            for transaction in allTransactions
            where transaction.kind == .moneyIn && transaction.currency != defaultCurrency
                && transaction.day.monthText == month
            {
                others[transaction.currency, default: (0, 0)].count += 1
            }
            var tagRows: [String: (amount: Int, count: Int)] = [:]
            var outByDay: [String: Int] = [:]
            for item in items {
                guard item.currency == defaultCurrency else {
                    others[item.currency, default: (0, 0)].amount += item.amount
                    others[item.currency, default: (0, 0)].count += 1
                    continue
                }
                let name = item.category.map { spelling[$0.lowercased()]!.0 } ?? "Uncategorised"
                rows[name, default: (0, 0)].amount += item.amount
                rows[name, default: (0, 0)].count += 1
                for tag in item.tags.isEmpty ? ["(untagged)"] : item.tags.sorted() {
                    tagRows[tag, default: (0, 0)].amount += item.amount
                    tagRows[tag, default: (0, 0)].count += 1
                }
                outByDay[item.day.text, default: 0] += item.amount
            }
            let ordered = rows.sorted {
                $0.value.amount != $1.value.amount ? $0.value.amount > $1.value.amount : $0.key < $1.key
            }
            let total = ordered.reduce(0) { $0 + $1.value.amount }
            let shares = ReferenceLedger.basisPoints(ordered.map(\.value.amount), total: total)
            for (place, row) in ordered.enumerated() {
                figures["breakdown \(month)/category \(place + 1)"] =
                    "\(row.key) \(row.value.amount) ×\(row.value.count) \(shares[place])bp"
            }
            figures["breakdown \(month)/total"] = String(total)
            if !asCSVCarriesIt { figures.merge(budgetFigures(month: month, spending: spending)) { first, _ in first } }
            for (currency, row) in others {
                figures["breakdown \(month)/other \(currency)"] = "\(row.amount) ×\(row.count)"
            }
            for (tag, row) in tagRows { figures["breakdown \(month)/tag \(tag)"] = "\(row.amount) ×\(row.count)" }
            var inByDay: [String: Int] = [:]
            for transaction in allTransactions
            where transaction.kind == .moneyIn && !transaction.isSettlement && transaction.currency == defaultCurrency
                && transaction.day.monthText == month
            {
                inByDay[transaction.day.text, default: 0] += transaction.amount
            }
            for day in Set(inByDay.keys).union(outByDay.keys) where inByDay[day] ?? 0 != 0 || outByDay[day] ?? 0 != 0 {
                figures["breakdown \(month)/cash flow \(day)"] = "in \(inByDay[day] ?? 0) out \(outByDay[day] ?? 0)"
            }
        }

        // Home: this month's card, where the screens are read.
        let homeMonth = (readToday ?? today).monthText
        let homeIn = allTransactions.filter {
            $0.kind == .moneyIn && !$0.isSettlement && $0.currency == defaultCurrency && $0.day.monthText == homeMonth
        }
        .reduce(0) { $0 + $1.amount }
        let homeOut = spending.filter { $0.currency == defaultCurrency && $0.day.monthText == homeMonth }.reduce(0) {
            $0 + $1.amount
        }
        let counted =
            allTransactions.filter { $0.kind != .transfer && $0.day.monthText == homeMonth }.map(\.currency)
            + spending.filter { $0.day.monthText == homeMonth && $0.isBillOthersPaid }.map(\.currency)
        figures["home/\(homeMonth)"] =
            "in \(homeIn) out \(homeOut) ×\(counted.filter { $0 == defaultCurrency }.count) other ×\(counted.filter { $0 != defaultCurrency }.count)"
        for currency in Set(state.splits.map(\.currency) + state.settlements.map(\.currency)) where !asCSVCarriesIt {
            for person in pairs(currency: currency) {
                figures["paybook/\(state.people[person] ?? person) \(currency)"] = String(
                    owedToMe(by: person, currency: currency))
                // As it stood at the end of each month shown (what is not zero).
                for month in months {
                    let parts = month.split(separator: "-").compactMap { Int($0) }
                    let end = Day(year: parts[0], month: parts[1], day: Day.length(year: parts[0], month: parts[1]))
                    let owed = owedToMe(by: person, currency: currency, through: end)
                    if owed != 0 {
                        figures["paybook \(month)/\(state.people[person] ?? person) \(currency)"] = String(owed)
                    }
                }
            }
        }
        if !asCSVCarriesIt {
            figures.merge(budgetSpanFigures(months: months, spending: spending)) { first, _ in first }
        }
        // Each group's PayBook: where you stand with each person by its entries alone (what is not zero).
        if !asCSVCarriesIt {
            if !groups.isEmpty { figures["paybook groups"] = groups.joined(separator: ", ") }
            for group in groups {
                for currency in Set(state.splits.map(\.currency) + state.settlements.map(\.currency)) {
                    for person in pairs(currency: currency) {
                        let owed = owedToMe(by: person, currency: currency, group: group)
                        if owed != 0 {
                            figures[
                                "paybook group \(group.lowercased())/\(state.people[person] ?? person) \(currency)"] =
                                String(owed)
                        }
                    }
                }
            }
        }
        return figures
    }

    /// What hledger must show of spendrop's export of this ledger: each account's balance and
    /// each person's (what they owe you, as `assets:receivable:`), by commodity, and spending and
    /// income by month and commodity (hledger writes income below zero); zeros left out.
    func hledgerFigures() -> [String: String] {
        var figures: [String: String] = [:]
        func add(_ key: String, _ amount: Int) {
            let sum = (Int(figures[key] ?? "0") ?? 0) + amount
            figures[key] = sum == 0 ? nil : String(sum)
        }
        for (index, account) in state.accounts.enumerated() {
            add("hledger/assets:\(account.name) \(account.currency)", balance(of: index))
        }
        for currency in Set(state.splits.map(\.currency) + state.settlements.map(\.currency)) {
            for person in pairs(currency: currency) {
                add(
                    "hledger/assets:receivable:\(state.people[person] ?? person) \(currency)",
                    owedToMe(by: person, currency: currency))
            }
        }
        for item in spending() { add("hledger/expenses \(item.day.monthText) \(item.currency)", item.amount) }
        for transaction in allTransactions where transaction.kind == .moneyIn {
            add(
                "hledger/income \(transaction.day.monthText) \(transaction.currency)",
                -(transaction.amount - transaction.othersShare))
        }
        return figures
    }

    /// 10,000 basis points shared in proportion to `amounts`, rounded down, the leftover one each
    /// to the largest remainders (ties: the earlier row).
    static func basisPoints(_ amounts: [Int], total: Int) -> [Int] {
        guard total > 0 else { return amounts.map { _ in 0 } }
        var points = amounts.map { $0 * 10_000 / total }
        let remainders = amounts.map { $0 * 10_000 % total }
        let order = amounts.indices.sorted {
            remainders[$0] != remainders[$1] ? remainders[$0] > remainders[$1] : $0 < $1
        }
        for index in order.prefix(10_000 - points.reduce(0, +)) { points[index] += 1 }
        return points
    }
}
