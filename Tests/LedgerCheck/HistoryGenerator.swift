/// Random histories of the commands that move money or change what a screen shows, as a person
/// in Kuala Lumpur might type them over a few months: mostly right, sometimes refused.
///
/// Promises: the same seed gives the same history; a history starts with no account, so its
/// first command may create Cash; names, categories and tags come from small pools so commands
/// meet each other (the same account, person or category again, in another case).
struct HistoryGenerator {
    private var random: SplitMix
    /// The transactions the history has made so far, as `Operation.edit`/`delete` name them, with
    /// their currency and whether they are a split's bill or a settlement.
    private var made: [(currency: String, plain: Bool)] = []
    private var accounts: [(name: String, currency: String)] = []

    static let currencies = ["MYR", "MYR", "MYR", "USD", "SGD", "JPY", "EUR"]
    static let people = ["Aisyah", "Ben", "Chong", "aisyah", "Devi"]
    static let categories = ["Food", "food", "Transport", "Bills", "Groceries", "FOOD"]
    static let tags = ["trip", "lunch", "work"]
    /// Groups, one in two spellings.
    static let groups = ["Langkawi", "langkawi", "Office"]
    static let merchants = ["Mamak Corner", "Grab", "Tealive", "TNB", "Jaya Grocer", "Nasi Lemak", "Ramen Ya"]

    init(seed: UInt64) {
        random = SplitMix(seed: seed)
    }

    /// Days from 1 September to 15 December 2026, the launch's today.
    mutating func day() -> Day {
        let month = random.int(in: 9...12)
        return Day(
            year: 2026, month: month, day: random.int(in: 1...(month == 12 ? 15 : month == 9 || month == 11 ? 30 : 31)))
    }

    mutating func amount(_ currency: String) -> Int {
        switch random.int(in: 0...9) {
        case 0: return random.int(in: 1...9)
        case 1: return random.int(in: 100_000...2_000_000)
        default: return currency == "JPY" ? random.int(in: 100...20_000) : random.int(in: 100...25_000)
        }
    }

    /// True `percent` times in a hundred.
    mutating func chance(_ percent: Int) -> Bool {
        random.int(in: 1...100) <= percent
    }

    mutating func pick<T>(_ values: [T]) -> T { values[random.int(in: 0...(values.count - 1))] }

    /// An account of `currency` the history opened, or (now and then) any name at all.
    mutating func account(for currency: String) -> String? {
        let matching = accounts.filter { $0.currency == currency }.map(\.name)
        switch random.int(in: 0...9) {
        case 0...3: return nil
        case 4...8: return matching.isEmpty ? nil : pick(matching)
        default: return accounts.isEmpty ? nil : pick(accounts).name.lowercased()
        }
    }

    /// The lines of the statements imported so far, by statement account id: a later statement
    /// repeats some of them, as real statements overlap.
    private var statementLines: [String: [Operation.StatementLine]] = [:]

    /// A statement of one of the history's accounts: a few lines, some with the bank's id, some
    /// repeated on one day, some shown before by an earlier statement of the same account.
    mutating func statement() -> Operation {
        let account = pick(accounts)
        let statementID = "5140\(account.name.utf8.reduce(0) { $0 &* 31 &+ Int($1) } % 100_000)"
        var lines: [Operation.StatementLine] = []
        let earlier = statementLines[statementID] ?? []
        for _ in 0..<random.int(in: 0...5) {
            if !earlier.isEmpty, chance(40) {
                lines.append(pick(earlier))
                continue
            }
            let amount = self.amount(account.currency)
            lines.append(
                Operation.StatementLine(
                    day: day(), amount: chance(75) ? -amount : amount,
                    bankID: chance(50) ? "F\(random.int(in: 1...40))" : nil,
                    text: pick(["STMT KOPI", "STMT PETROL", "STMT SALARY", "STMT ATM"])))
            if chance(15) { lines.append(lines[lines.count - 1]) }
        }
        statementLines[statementID, default: []] += lines
        return .importStatement(
            account: account.name, statementID: statementID, currency: chance(90) ? account.currency : "USD",
            lines: lines)
    }

    mutating func history(operations count: Int) -> [Operation] {
        var operations: [Operation] = []
        let bankNames = ["Maybank", "CIMB", "Wise", "TNG", "Cash"]
        while operations.count < count {
            let roll = random.int(in: 0...121)
            let operation: Operation
            switch roll {
            case 0...7:
                let name = pick(bankNames) + (random.int(in: 0...3) == 0 ? " \(random.int(in: 2...3))" : "")
                let currency = pick(HistoryGenerator.currencies)
                operation = .openAccount(
                    name: name, currency: currency, opening: random.int(in: 0...2) == 0 ? 0 : amount(currency))
                accounts.append((name, currency))
            case 8...35:
                let currency = pick(HistoryGenerator.currencies)
                operation = .spend(
                    amount: amount(currency), currency: currency, merchant: pick(HistoryGenerator.merchants),
                    category: (chance(80) ? pick(HistoryGenerator.categories) : nil), account: account(for: currency),
                    day: day(), tag: (chance(30) ? pick(HistoryGenerator.tags) : nil))
                made.append((currency, true))
            case 36...45:
                let currency = pick(HistoryGenerator.currencies)
                operation = .earn(
                    amount: amount(currency), currency: currency, source: pick(["Salary", "Refund", "Freelance"]),
                    category: (chance(60) ? pick(["Salary", "salary", "Gifts"]) : nil), account: account(for: currency),
                    day: day(), tag: (chance(10) ? pick(HistoryGenerator.tags) : nil))
                made.append((currency, true))
            case 46...53:
                guard accounts.count >= 2 else { continue }
                let from = pick(accounts), to = pick(accounts)
                let amount = amount(from.currency)
                let crosses = from.currency != to.currency
                operation = .transfer(
                    amount: amount, currency: from.currency, from: from.name, to: to.name,
                    received: crosses ? self.amount(to.currency) : nil, receivedCurrency: crosses ? to.currency : nil,
                    day: day())
                made.append((from.currency, true))
            case 54...69:
                let currency = pick(["MYR", "MYR", "USD", "JPY"])
                var with: [String] = []
                for _ in 0...random.int(in: 0...2) {
                    let person = pick(HistoryGenerator.people)
                    if !with.contains(where: { $0.lowercased() == person.lowercased() }) { with.append(person) }
                }
                if random.int(in: 0...19) == 0 { with.append(with[0].uppercased()) }
                let total = amount(currency)
                let mode = pick([Operation.SplitMode.equal, .equal, .exact, .percent, .shares])
                let people = with.count + 1
                var parts: [Int] = []
                switch mode {
                case .equal: break
                case .exact:
                    var left = total
                    for index in 0..<people {
                        let part = index == people - 1 ? left : random.int(in: 0...left)
                        parts.append(part)
                        left -= part
                    }
                    if random.int(in: 0...9) == 0 { parts[0] += 1 }
                case .percent:
                    var left = 100
                    for index in 0..<people {
                        let part = index == people - 1 ? left : random.int(in: 0...left)
                        parts.append(part)
                        left -= part
                    }
                case .shares:
                    parts = (0..<people).map { _ in random.int(in: 1...4) }
                }
                let paidBy: String? = random.int(in: 0...2) == 0 ? pick(with) : nil
                let tag: String? = chance(40) ? pick(HistoryGenerator.tags) : nil
                operation = .split(
                    amount: total, currency: currency, merchant: pick(HistoryGenerator.merchants), with: with,
                    mode: mode,
                    parts: parts, paidBy: paidBy, account: paidBy == nil ? account(for: currency) : nil, day: day(),
                    category: (chance(80) ? pick(HistoryGenerator.categories) : nil), tag: tag,
                    group: chance(35) ? pick(HistoryGenerator.groups) : nil)
                made.append((currency, false))
            case 70...77:
                let currency = pick(["MYR", "MYR", "USD", "JPY"])
                operation = .settle(
                    person: pick(HistoryGenerator.people), amount: amount(currency) / 4 + 1, currency: currency,
                    account: account(for: currency), day: day(), group: chance(35) ? pick(HistoryGenerator.groups) : nil
                )
                made.append((currency, false))
            case 78...85:
                guard !made.isEmpty else { continue }
                let target = random.int(in: 0...(made.count - 1))
                operation = .edit(
                    target: target, amount: (chance(30) ? amount(made[target].currency) : nil),
                    currency: made[target].currency,
                    category: (chance(40) ? pick(HistoryGenerator.categories) : nil), day: (chance(30) ? day() : nil),
                    tag: (chance(30) ? pick(HistoryGenerator.tags) : nil),
                    untag: (chance(20) ? pick(HistoryGenerator.tags) : nil))
            case 86...89:
                guard !made.isEmpty else { continue }
                operation = .delete(target: random.int(in: 0...(made.count - 1)))
            case 90...92:
                operation = .undo
            case 93...94:
                operation = .redo
            case 100...103:
                let currency = pick(["MYR", "MYR", "USD"])
                operation = .addRecurring(
                    amount: amount(currency), currency: currency,
                    merchant: pick(["Netflix", "Gym", "Spotify", "Rent"]),
                    every: pick(["day", "week", "month"]), from: day(), account: account(for: currency),
                    category: (chance(70) ? pick(HistoryGenerator.categories) : nil))
            case 104...108:
                operation = .setBudget(
                    category: pick(HistoryGenerator.categories), amount: amount("MYR"),
                    from: "2026-\(Day.two(random.int(in: 9...12)))",
                    rollover: chance(50), carryOverspending: chance(20))
            case 109:
                operation = .unsetBudget(
                    category: pick(HistoryGenerator.categories), from: "2026-\(Day.two(random.int(in: 9...12)))")
            case 110...117:
                guard !accounts.isEmpty else { continue }
                operation = statement()
            case 118...121:
                let currency = pick(["USD", "SGD", "JPY", "EUR"])
                // Around what a unit was worth in ringgit, to six decimals.
                let around = ["USD": 4_450_000, "SGD": 3_300_000, "JPY": 30_100, "EUR": 4_800_000][currency]!
                operation = .setRate(
                    currency: currency, millionths: around / 2 + random.int(in: 1...around), day: day())
            case 95...96:
                guard !accounts.isEmpty else { continue }
                let index = random.int(in: 0...(accounts.count - 1))
                let new = pick(bankNames) + " \(random.int(in: 4...9))"
                operation = .renameAccount(old: accounts[index].name, new: new)
                accounts[index].name = new
            case 97...98:
                guard !accounts.isEmpty else { continue }
                operation = .closeAccount(name: pick(accounts).name)
            default:
                guard !accounts.isEmpty else { continue }
                operation = .reopenAccount(name: pick(accounts).name)
            }
            operations.append(operation)
        }
        return operations
    }
}

/// SplitMix64: a small, seedable generator, so a history is reproduced from its seed alone.
struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
    }
}
