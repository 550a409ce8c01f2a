import SelfTestRunner
import SpenDropCore

/// Properties over a fixed pseudo-random sample: 500 splits (every mode, 1-8 people, totals from
/// one minor unit to near the largest, currencies with 0, 2 and 3 minor digits) and 300 sets of
/// balances. Each check reports the first failing case in `actual`.
enum SplitPropertyChecks {
    private static let seed: UInt64 = 0x5EED_0000_5B11
    private static let splitCount = 500
    private static let balanceSetCount = 300

    static var all: [SelfTestCheck] {
        [
            SelfTestCheck(
                "over the random splits and settlements, each person's history (paybook PERSON) adds up to where you stand with them, and its last line says it"
            ) { _ in
                guard case .success(let books) = replayIntoPayBooks(), let book = books.first else {
                    return .that(false, expected: "the samples replay", actual: "a replay failed")
                }
                var wrong: [String] = []
                for person in people where !person.isMe {
                    let lines = try PersonalHistory.lines(with: person, entries: book.entries)
                    for currency in book.currencies {
                        let own = lines.filter { $0.entry.currency == currency }
                        let changes = own.reduce(Int64(0)) { $0 &+ $1.change.minorUnits }
                        let standing = book.balance(with: person, in: currency)
                        if changes != standing.amount.minorUnits || (own.last.map { $0.balance != standing } ?? false) {
                            wrong.append(
                                "\(person) in \(currency.code): \(changes) against \(standing.amount.minorUnits)")
                        }
                    }
                }
                return .equal(wrong, [], "people whose history does not add up to their balance")
            },
            SelfTestCheck("500 random splits: parts name each person in order and add up to the total") { _ in
                for sample in randomSplits() {
                    let split: Split
                    do { split = try sample.split() } catch { return failure(sample, "refused: \(error)") }
                    if split.participants != sample.participants {
                        return failure(sample, "people \(split.participants)")
                    }
                    var sum: Int64 = 0
                    for part in split.parts {
                        guard part.amount.currency == sample.total.currency, part.amount.minorUnits >= 0 else {
                            return failure(sample, "part \(part.amount)")
                        }
                        let (next, overflow) = sum.addingReportingOverflow(part.amount.minorUnits)
                        if overflow { return failure(sample, "parts overflow") }
                        sum = next
                    }
                    if sum != sample.total.minorUnits { return failure(sample, "parts add up to \(sum) minor units") }
                }
                return pass("\(splitCount) splits, every one exact")
            },
            SelfTestCheck("500 random splits: each part is its exact share rounded down or up") { _ in
                for sample in randomSplits() {
                    let split: Split
                    do { split = try sample.split() } catch { return failure(sample, "refused: \(error)") }
                    for (index, part) in split.parts.enumerated() {
                        let share = sample.exactShare(of: index)
                        let allowed = share.remainder == 0 ? [share.floor] : [share.floor, share.floor + 1]
                        if !allowed.contains(part.amount.minorUnits) {
                            return failure(sample, "part \(index) is \(part.amount.minorUnits), allowed \(allowed)")
                        }
                    }
                }
                return pass("\(splitCount) splits, every part within one minor unit")
            },
            SelfTestCheck("500 random splits: extra units go to larger remainders, then payer, then order") { _ in
                for sample in randomSplits() where !sample.isExact {
                    let split: Split
                    do { split = try sample.split() } catch { return failure(sample, "refused: \(error)") }
                    let shares = split.parts.indices.map { sample.exactShare(of: $0) }
                    let roundedUp = split.parts.indices.filter { split.parts[$0].amount.minorUnits > shares[$0].floor }
                    let payerIndex = sample.participants.firstIndex(of: sample.payer)
                    for up in roundedUp {
                        for down in split.parts.indices where !roundedUp.contains(down) && shares[down].remainder > 0 {
                            let (upRemainder, downRemainder) = (shares[up].remainder, shares[down].remainder)
                            let deserved =
                                upRemainder > downRemainder
                                || (upRemainder == downRemainder
                                    && (up == payerIndex || (down != payerIndex && up < down)))
                            if !deserved {
                                return failure(sample, "part \(up) got an extra unit before part \(down)")
                            }
                        }
                    }
                }
                return pass("every extra unit went by remainder, payer, order")
            },
            SelfTestCheck("500 random splits and settlements: PayBook balances sum to zero") { _ in
                switch replayIntoPayBooks() {
                case .failure(let failure):
                    return .that(false, expected: "every net balance set sums to zero", actual: failure.message)
                case .success(let books):
                    for book in books {
                        for currency in book.currencies {
                            let nets = book.netBalances(in: currency)
                            guard let sum = try? Money.sum(nets.values, in: currency), sum.isZero else {
                                return .that(false, expected: "nets sum to zero in \(currency)", actual: "\(nets)")
                            }
                        }
                    }
                    return pass("\(books.count) PayBooks, every currency sums to zero")
                }
            },
            SelfTestCheck(
                "500 random splits and settlements: summing the entries (a group's PayBook) owes what replaying them owes"
            ) { _ in
                switch replayIntoPayBooks() {
                case .failure(let failure):
                    return .that(false, expected: "a consistent PayBook", actual: failure.message)
                case .success(let books):
                    for book in books {
                        let summed = try PayBook(summing: book.entries)
                        for currency in book.currencies {
                            for debtor in people {
                                for creditor in people where creditor != debtor {
                                    let replayed = book.owed(by: debtor, to: creditor, in: currency)
                                    let added = summed.owed(by: debtor, to: creditor, in: currency)
                                    if replayed != added {
                                        return .that(
                                            false, expected: "\(debtor) owes \(creditor) \(replayed)",
                                            actual: "summed: \(added)")
                                    }
                                }
                            }
                        }
                        if summed.balancesWithMe() != book.balancesWithMe() {
                            return .that(
                                false, expected: "\(book.balancesWithMe())", actual: "\(summed.balancesWithMe())")
                        }
                    }
                    return pass("\(books.count) PayBooks: every pair owes the same, summed or replayed")
                }
            },
            SelfTestCheck("500 random splits and settlements: each net balance is what others owe") { _ in
                switch replayIntoPayBooks() {
                case .failure(let failure):
                    return .that(false, expected: "a consistent PayBook", actual: failure.message)
                case .success(let books):
                    for book in books {
                        for currency in book.currencies {
                            for (person, net) in book.netBalances(in: currency) {
                                var owedToThem = Money.zero(currency)
                                for other in people where other != person {
                                    owedToThem = try owedToThem.adding(book.owed(by: other, to: person, in: currency))
                                }
                                if owedToThem != net {
                                    return .that(
                                        false, expected: "\(person)'s net \(net) in \(currency)",
                                        actual: "others owe \(owedToThem)")
                                }
                            }
                        }
                    }
                    return pass("every net balance matches the debts towards that person")
                }
            },
            SelfTestCheck("300 random balance sets: transfers zero every balance, at most n-1 of them") { _ in
                for sample in randomBalanceSets() {
                    let transfers: [Settlement]
                    do { transfers = try DebtSimplifier.transfers(settling: sample.balances) } catch {
                        return balanceFailure(sample, "refused: \(error)")
                    }
                    var remaining = sample.balances.mapValues(\.minorUnits)
                    for transfer in transfers {
                        guard transfer.amount.minorUnits > 0, transfer.from != transfer.to,
                            transfer.amount.currency == sample.currency,
                            let from = remaining[transfer.from], let to = remaining[transfer.to],
                            from <= -transfer.amount.minorUnits, to >= transfer.amount.minorUnits
                        else {
                            return balanceFailure(sample, "transfer \(transfer) overshoots or is empty")
                        }
                        remaining[transfer.from] = from + transfer.amount.minorUnits
                        remaining[transfer.to] = to - transfer.amount.minorUnits
                    }
                    let nonZero = sample.balances.values.filter { !$0.isZero }.count
                    if remaining.values.contains(where: { $0 != 0 }) {
                        return balanceFailure(sample, "left \(remaining.filter { $0.value != 0 })")
                    }
                    if transfers.count > max(0, nonZero - 1) {
                        return balanceFailure(sample, "\(transfers.count) transfers for \(nonZero) non-zero balances")
                    }
                }
                return pass("\(balanceSetCount) balance sets zeroed within n-1 transfers")
            },
            SelfTestCheck("300 random balance sets: the same transfers whatever the input order") { _ in
                for sample in randomBalanceSets() {
                    var reversed: [Person: Money] = [:]
                    for person in sample.insertionOrder.reversed() { reversed[person] = sample.balances[person] }
                    let first = try DebtSimplifier.transfers(settling: sample.balances)
                    let second = try DebtSimplifier.transfers(settling: reversed)
                    if first != second { return balanceFailure(sample, "\(first) then \(second)") }
                }
                return pass("\(balanceSetCount) balance sets, one answer each")
            },
        ]
    }

    // MARK: - Samples

    private static let people: [Person] =
        [.me]
        + ["Aisyah", "Ben", "Chen", "Dan", "Eva", "Farah", "Gopal", "Hui"]
        .map(Person.named)
    private static let currencies: [Currency] = [.myr, .jpy, .bhd, .krw, .kwd, .sgd]

    /// One random split to make: what the calculator is given.
    private struct SplitSample: CustomStringConvertible {
        let index: Int
        let total: Money
        let participants: [Person]
        let payer: Person
        let mode: SplitMode

        var description: String {
            "case \(index): \(total.minorUnits) \(total.currency) minor units among "
                + "\(participants.map(\.description).joined(separator: ", ")) paid by \(payer), \(mode)"
        }

        var isExact: Bool {
            if case .exact = mode { return true }
            return false
        }

        func split() throws(SplitError) -> Split {
            try SplitCalculator.split(total, among: participants, paidBy: payer, mode: mode)
        }

        /// The exact share of participant `index` as whole minor units and a remainder over the
        /// weight sum; an exact part is its own share.
        func exactShare(of index: Int) -> (floor: Int64, remainder: UInt64) {
            let weights: [UInt64]
            switch mode {
            case .equal: weights = participants.map { _ in 1 }
            case .exact(let parts): return (parts[index].minorUnits, 0)
            case .percent(let basisPoints): weights = basisPoints.map { UInt64($0) }
            case .shares(let shares): weights = shares.map { UInt64($0) }
            }
            let weightSum = weights.reduce(0, +)
            let (quotient, remainder) = weightSum.dividingFullWidth(
                UInt64(total.minorUnits).multipliedFullWidth(by: weights[index]))
            return (Int64(quotient), remainder)
        }
    }

    private static func randomSplits() -> [SplitSample] {
        var random = SplitMix64(seed: seed)
        return (0..<splitCount).map { index in
            let currency = currencies[random.index(currencies.count)]
            let minorUnits: Int64
            switch random.next(below: 10) {
            case 0: minorUnits = 1
            case 1: minorUnits = Int64.max - Int64(random.next(below: 1000))
            case 2, 3, 4: minorUnits = 1 + Int64(random.next(below: 10_000))
            case 5, 6, 7: minorUnits = 1 + Int64(random.next(below: 1_000_000_000))
            default: minorUnits = 1 + Int64(random.next(below: 1_000_000_000_000_000))
            }
            let total = Money(minorUnits: minorUnits, currency: currency)
            let pool = random.shuffled(people)
            let participants = Array(pool.prefix(1 + random.index(8)))
            let payer =
                random.next(below: 10) == 0 ? pool[participants.count] : participants[random.index(participants.count)]
            let mode: SplitMode
            switch random.next(below: 4) {
            case 0:
                mode = .equal
            case 1:
                mode = .exact(
                    random.composition(of: UInt64(minorUnits), into: participants.count)
                        .map { Money(minorUnits: Int64($0), currency: currency) })
            case 2:
                mode = .percent(basisPoints: random.composition(of: 10_000, into: participants.count).map { Int($0) })
            default:
                let largest: UInt64 = random.next(below: 2) == 0 ? 10 : 1_000_000
                mode = .shares(participants.map { _ in 1 + Int(random.next(below: largest)) })
            }
            return SplitSample(index: index, total: total, participants: participants, payer: payer, mode: mode)
        }
    }

    /// Records every sample split into PayBooks, with a random settlement after about a third of
    /// them: one PayBook for ordinary totals, a fresh one for each total near the largest amount.
    private static func replayIntoPayBooks() -> Result<[PayBook], ReplayFailure> {
        var random = SplitMix64(seed: seed ^ 0xB00C)
        var shared = PayBook()
        var books: [PayBook] = []
        for sample in randomSplits() {
            let isHuge = sample.total.minorUnits > 1_000_000_000_000_000
            var own = PayBook()
            // The shared book is changed in place: a copy of it per sample would copy every entry
            // recorded so far (quadratic in the number of samples).
            func replay(into book: inout PayBook) throws {
                let split = try sample.split()
                try book.recordSplit(split, id: PayBookEntryID("s\(sample.index)"), day: SplitFixtures.day)
                let debtors = split.participants.filter {
                    book.owed(by: $0, to: split.paidBy, in: sample.total.currency).minorUnits > 0
                }
                if !debtors.isEmpty && random.next(below: 3) == 0 {
                    let debtor = debtors[random.index(debtors.count)]
                    let owed = book.owed(by: debtor, to: split.paidBy, in: sample.total.currency).minorUnits
                    let amount = Money(
                        minorUnits: 1 + Int64(random.next(below: UInt64(owed))), currency: sample.total.currency)
                    try book.recordSettlement(
                        Settlement(from: debtor, to: split.paidBy, amount: amount),
                        id: PayBookEntryID("p\(sample.index)"), day: SplitFixtures.day)
                }
            }
            do {
                if isHuge { try replay(into: &own) } else { try replay(into: &shared) }
            } catch {
                return .failure(ReplayFailure(message: "\(sample.description): \(error)"))
            }
            if isHuge { books.append(own) }
        }
        return .success([shared] + books)
    }

    private struct ReplayFailure: Error {
        let message: String
    }

    /// One random set of net balances in one currency that sums to zero.
    private struct BalanceSample {
        let index: Int
        let currency: Currency
        let insertionOrder: [Person]
        let balances: [Person: Money]
    }

    private static func randomBalanceSets() -> [BalanceSample] {
        var random = SplitMix64(seed: seed ^ 0xBA1A_7CE5)
        return (0..<balanceSetCount).map { index in
            let currency = currencies[random.index(currencies.count)]
            let group = Array(random.shuffled(people).prefix(random.index(people.count + 1)))
            var values: [Int64] = []
            if group.count >= 2 && random.next(below: 20) == 0 {
                let sign: Int64 = random.next(below: 2) == 0 ? 1 : -1
                let largest = Int64.max - Int64(random.next(below: 1000))
                values.append(sign * largest)
                var left = largest
                for _ in 0..<(group.count - 2) {
                    let value = Int64(random.next(below: UInt64(min(left, 1_000_000)) + 1))
                    values.append(-sign * value)
                    left -= value
                }
                values.append(-sign * left)
            } else if !group.isEmpty {
                var sum: Int64 = 0
                for _ in 0..<(group.count - 1) {
                    let scale: UInt64 = random.next(below: 2) == 0 ? 1_000 : 1_000_000_000_000_000
                    let value = random.next(below: 5) == 0 ? 0 : Int64(random.next(below: scale)) - Int64(scale / 2)
                    values.append(value)
                    sum += value
                }
                values.append(-sum)
            }
            var balances: [Person: Money] = [:]
            for (person, value) in zip(group, values) {
                balances[person] = Money(minorUnits: value, currency: currency)
            }
            return BalanceSample(index: index, currency: currency, insertionOrder: group, balances: balances)
        }
    }

    // MARK: - Verdicts

    private static func pass(_ summary: String) -> CheckVerdict {
        .that(true, expected: "the property holds for every case", actual: summary, "seed \(seed)")
    }

    private static func failure(_ sample: SplitSample, _ problem: String) -> CheckVerdict {
        .that(
            false, expected: "the property holds for every case", actual: "\(sample.description): \(problem)",
            "seed \(seed)")
    }

    private static func balanceFailure(_ sample: BalanceSample, _ problem: String) -> CheckVerdict {
        let written = sample.insertionOrder.map { "\($0) \(sample.balances[$0]!.minorUnits)" }.joined(separator: ", ")
        return .that(
            false, expected: "the property holds for every case",
            actual: "set \(sample.index) in \(sample.currency) [\(written)]: \(problem)", "seed \(seed)")
    }
}
