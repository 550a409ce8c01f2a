/// The sums a receipt prints, gathered in one pass over its lines, so each amount weighed as the
/// total is checked against them without reading the receipt again (`confirmations`).
///
/// Promises: a receipt's sums are gathered once per currency its candidates write (amounts that
/// write none count with every currency of as many decimals, `ReceiptReader.sameMoney`).
struct ReceiptSums {
    private let lines: [ReceiptLine]
    private let paid: Int64?
    /// For each line, the last subtotal above nothing before it.
    private let lastSubtotalBefore: [Int?]
    /// The lines of each amount.
    private let linesByAmount: [Int64: [Int]]
    /// Tax, rounding and item sums before each line, per currency a candidate writes (a receipt
    /// has one or two: a list, searched in order).
    private var sumsByMoney: [(key: MoneyKey, running: Running)] = []

    typealias ReceiptLine = ReceiptReader.ReceiptLine

    private struct MoneyKey: Equatable {
        let currency: Currency
        let written: Bool
    }

    private struct Running {
        /// `tax[i]`: the tax lines' amounts before line i; `rounding` likewise.
        var tax: [Int64]
        var rounding: [Int64]
        /// `items[i]`: the item prices and discounts before line i, and the last such line.
        var items: [(sum: Int64, last: Int?)]
    }

    init(_ lines: [ReceiptLine]) {
        self.lines = lines
        paid = ReceiptReader.paidByCash(lines)
        var lastSubtotal: Int?
        var before: [Int?] = []
        before.reserveCapacity(lines.count + 1)
        var byAmount: [Int64: [Int]] = [:]
        for index in lines.indices {
            before.append(lastSubtotal)
            if let value = lines[index].value {
                byAmount[value.minorUnits, default: []].append(index)
                if lines[index].role == .subtotal, value.minorUnits > 0 { lastSubtotal = index }
            }
        }
        before.append(lastSubtotal)
        lastSubtotalBefore = before
        linesByAmount = byAmount
    }

    /// The sums before each line, of the amounts in `chosen`'s money (`ReceiptReader.sameMoney`).
    private mutating func running(for chosen: AmountCandidate) -> Running {
        let key = MoneyKey(currency: chosen.currency, written: chosen.currencyWritten)
        if let known = sumsByMoney.first(where: { $0.key == key }) { return known.running }
        var running = Running(tax: [0], rounding: [0], items: [(0, nil)])
        var tax: Int64 = 0, rounding: Int64 = 0, items: Int64 = 0
        var lastItem: Int?
        for index in lines.indices {
            let line = lines[index]
            if let value = line.value, ReceiptReader.sameMoney(value, chosen) {
                if line.role == .tax { tax += value.signedMinorUnits }
                if line.role == .rounding { rounding += value.signedMinorUnits }
                // Items, and what is taken off them (`DISCOUNT -5.00`); a price that is the sum of
                // those above it is a subtotal printed without its label.
                if line.hasItemPrice || (line.role == .ignoredTotal && value.sign < 0),
                    !(lastItem != nil && value.signedMinorUnits == items)
                {
                    items += value.signedMinorUnits
                    lastItem = index
                }
            }
            running.tax.append(tax)
            running.rounding.append(rounding)
            running.items.append((items, lastItem))
        }
        sumsByMoney.append((key, running))
        return running
    }

    /// What else on the receipt makes `total` (or the amount `chosen` on line `chosenLine` printed
    /// before a rounding after it made `total`), each way that does: the cash less the change; the
    /// last subtotal before it, or the item prices and discounts before it (a price that is the sum
    /// of those above it is a subtotal printed without its label, not an item), with the tax and
    /// rounding lines between them and the total, or the tax lines printed after it (a tax
    /// summary); another total, payment or line after it of the same amount.
    mutating func confirmations(
        of total: Int64, from chosen: AmountCandidate, at chosenLine: Int
    ) -> CaseBits<TotalConfirmation> {
        var found: CaseBits<TotalConfirmation> = []
        if paid == total { found.insert(.cashLessChange) }
        let running = running(for: chosen)
        let end = min(chosenLine, lines.count)
        let taxAfter = running.tax[lines.count] - running.tax[min(chosenLine + 1, lines.count)]
        func addsUp(_ base: Int64, after start: Int) -> Bool {
            let tax = running.tax[end] - running.tax[min(start, end)]
            let rounding = running.rounding[end] - running.rounding[min(start, end)]
            // The total as printed, or as the rounding after it made it.
            let sums = [base, base + tax, base + rounding, base + tax + rounding, base + taxAfter]
            return sums.contains(total) || sums.contains(chosen.minorUnits)
        }
        if let subtotalLine = lastSubtotalBefore[end], let subtotal = lines[subtotalLine].value,
            addsUp(subtotal.minorUnits, after: subtotalLine + 1)
        {
            found.insert(.subtotalAddsUp)
        }
        let items = running.items[end]
        if let lastItem = items.last, addsUp(items.sum, after: lastItem + 1) { found.insert(.itemsAddUp) }
        let again = [total, chosen.minorUnits].contains { amount in
            (linesByAmount[amount] ?? []).contains { index in
                guard index != chosenLine else { return false }
                switch lines[index].role {
                case .due, .finalDue, .tender: return true
                case .other: return index > chosenLine
                default: return false
                }
            }
        }
        if again { found.insert(.printedAgain) }
        return found
    }
}
