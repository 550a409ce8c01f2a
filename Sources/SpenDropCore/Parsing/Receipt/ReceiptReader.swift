/// Reads the amount due, the merchant and the date from the text of a printed receipt.
///
/// Promises:
/// - Each line gets a role from its label words (`role`): a final total (`ROUNDED TOTAL`,
///   `NETT TOTAL`, `GRAND TOTAL`, `AMOUNT DUE`, `BALANCE DUE`, `TOTAL PAYABLE`), a total (`TOTAL`,
///   `TOTAL INCL. SST`, `JUMLAH`), a subtotal, tax, rounding, a tender, the change, a count
///   (`TOTAL QTY`, `TOTAL SAVINGS`) or none. The amount due is the line amount whose evidence
///   (`TotalEvidence`: its role, being the last so labelled, the sums on the receipt that make it)
///   weighs most by the fitted weights (`TotalCandidate`), never by a fixed order of labels; a tax,
///   rounding or count line is never a candidate.
/// - A total of 0.00 is never the amount due: the last total with a value above zero is.
/// - A `ROUNDING ADJ` line printed after the chosen total, with no total after it, is added to
///   it (`TOTAL 12.53`, `ROUNDING ADJ -0.03` gives 12.50) when it is an adjustment (at most a tenth
///   of the currency's unit); a rounding line whose value is the total within that much is the
///   rounded total itself and replaces it; any other value on a rounding line is not used.
/// - A label and its value may sit on separate lines, or as a column of labels followed by a
///   column of values (two-column receipts read by OCR); they pair in order. When that finds no
///   total to pay and the values are fewer than the labels, they pair from the bottom instead
///   (the first labels printed no value).
/// - After the change is given, an ordinary total (`TOTAL INCLUDES 6% GST 0.53`) is a note, not
///   the amount due; a final one (`NETT TOTAL`) still is.
/// - Below a tax table's heading (`GST SUMMARY`, `TAX CODE`, `SST ANALYSIS`) a TOTAL row sums the
///   table (the tax and the amount before it) and is never the amount due.
/// - The merchant is read by `ReceiptHeader`. The day of the sale is the date whose evidence
///   (`DateEvidence`: its label, a time beside it, where it stands, how it is written) weighs most
///   by the fitted weights (`scoredDates`), the earlier among equals.
/// - A cancellation word on a line of its own (`*** VOID ***`) cancels the sale; one beside an
///   amount (`VOID $0.00`) takes an item off (`isCancelled`).
/// - When the amount taken is not the receipt's last final total (else its last total), the draft
///   says the totals conflict; when the cash tendered less the change is another amount, it says
///   the total is not what was paid; when nothing else on the receipt makes the amount, it says
///   the total is unconfirmed (`TotalConfirmation`).
/// - A receipt that prints no total (read both ways) takes the best-weighed amount its payment
///   confirms (`readWithoutTotal`); otherwise it gives no draft.
enum ReceiptReader {
    enum Role: Equatable {
        /// The amount due after rounding or adjustments (`label-final` evidence).
        case finalDue
        case due
        case subtotal
        case tax
        case rounding
        case tender(cash: Bool)
        case change
        /// `TOTAL QTY`, `TOTAL SAVINGS`: totals that are not money due.
        case ignoredTotal
        case other
    }

    struct ReceiptLine {
        let role: Role
        var value: AmountCandidate?
        let labelOnly: Bool
        let valueOnly: Bool
        var hasItemPrice: Bool
        /// Whether the line titles the paper a receipt (`領収書`, `レシート`; `ReceiptWords.heading`).
        var heading = false
        /// Whether the line holds words and nothing else: no label, number or amount (`おにぎり`,
        /// an item's name whose price an OCR put on the next line).
        var wordsOnly = false
    }

    /// How a column of labels takes a shorter column of values below it.
    enum ColumnPairing {
        /// The n-th label takes the n-th value: the first reading.
        case fromTop
        /// The last labels take the values, the first labels none: the second reading, for a
        /// receipt whose first labels printed no value, so pairing from the top shifted every value.
        case fromBottom
    }

    /// Lines classified, with labels paired to values on other lines.
    static func lines(_ evidence: TextEvidence, pairing: ColumnPairing = .fromTop) -> [ReceiptLine] {
        let text = evidence.text
        var result: [ReceiptLine] = []
        result.reserveCapacity(text.lines.count)
        var amountIndex = 0
        var inTaxTable = false
        var sawAmountDue = false
        for line in 0..<text.lines.count {
            let range = text.lines[line]
            var onLine: [AmountCandidate] = []
            while amountIndex < evidence.amounts.count, evidence.amounts[amountIndex].line <= line {
                if evidence.amounts[amountIndex].line == line { onLine.append(evidence.amounts[amountIndex]) }
                amountIndex += 1
            }
            var value = onLine.last
            var labelKinds: ReceiptWords = []
            var hasLabelWords = false
            var otherNumbers = false
            // Words before a standalone number label that number (`QTY : 1 TOTAL RM : 8.30`): the
            // value's label starts after it.
            var afterNumber = false
            // Chinese and Japanese labels are runs of ideographs and kana (`合計`, `お釣り`), each
            // ideograph a token of its own: read as one run.
            var wideRun: Range<Int>?
            func closeWideRun() {
                guard let run = wideRun else { return }
                labelKinds.formUnion(
                    ReceiptWords.wideLabels(in: text.text(from: run.lowerBound, through: run.upperBound - 1)))
                wideRun = nil
            }
            // `合計 2点 ¥1,940`, `TOTAL 2 items 19.40`: the count of things bought sits inside the
            // label of a value; with no value on the line (`TOTAL 12 ITEMS`) the line counts them.
            let countsInsideLabel = value != nil
            for index in range where index < (value?.start ?? range.upperBound) {
                if countsInsideLabel, isCountUnit(text, index) { continue }
                switch text.tokens[index].kind {
                case .word:
                    if afterNumber {
                        labelKinds = []
                        afterNumber = false
                    }
                    labelKinds.formUnion(text.facts[index].receipt)
                    hasLabelWords = true
                    if text.bytes[text.tokens[index].start] >= 0xE3 {
                        wideRun = (wideRun?.lowerBound ?? index)..<(index + 1)
                    } else {
                        closeWideRun()
                    }
                case .number:
                    closeWideRun()
                    if !text.isSymbol(index + 1, "%"), !(countsInsideLabel && isCountUnit(text, index + 1)) {
                        otherNumbers = true
                        afterNumber = true
                    }
                case .symbol: closeWideRun()
                }
            }
            closeWideRun()
            // A tax summary table (`GST SUMMARY`, `TAX CODE … AMT TAX`) printed after the amount due
            // repeats totals of its own; an items table's `TAX CODE` column before it does not.
            if sawAmountDue, labelKinds.contains(.summary), labelKinds.contains(.tax) { inTaxTable = true }
            var role = self.role(labelKinds)
            if inTaxTable, role == .due || role == .finalDue { role = .ignoredTotal }
            // A money line whose value is in no shape a bare amount has (`GRAND TOTAL 92 80`,
            // `Total2.67`, `GrandTotal 1108`): its label says it is one.
            if value == nil, role != .other, role != .ignoredTotal {
                value = AmountScanner.labelledAmount(in: text, line: range, currency: evidence.defaultCurrency)
            }
            if role == .due || role == .finalDue { sawAmountDue = true }
            let valueOnly =
                value.map { value in
                    onLine.count == 1
                        && range.allSatisfy { index in
                            text.tokens[index].kind != .word || (value.start..<value.end).contains(index)
                                || isCountUnit(text, index)
                                || isTaxMark(text, index, after: value, end: range.upperBound)
                        }
                } ?? false
            // `TOTAL QTY`, `TOTAL ITEMS`: a count, whose value (`5`) is no amount, takes none from a column of them.
            let countsItems = labelKinds.contains(.count) && !labelKinds.contains(.discount)
            let labelOnly = value == nil && role != .other && !otherNumbers && !countsItems
            let hasItemPrice = value != nil && role == .other && hasLabelWords
            result.append(
                ReceiptLine(
                    role: valueOnly ? .other : role, value: value,
                    labelOnly: labelOnly, valueOnly: valueOnly, hasItemPrice: hasItemPrice,
                    heading: labelKinds.contains(.heading),
                    wordsOnly: hasLabelWords && labelKinds.isEmpty && value == nil && !otherNumbers))
        }
        pairLabelsWithValues(&result, pairing)
        pricesBelowNames(&result)
        ignoreTotalsAfterChange(&result)
        return result
    }

    /// A value left alone on its line right below a line of words and nothing else is that item's
    /// price (`おにぎり` / `¥150`): OCR engines give an item's name and its price as two lines.
    private static func pricesBelowNames(_ lines: inout [ReceiptLine]) {
        for index in lines.indices.dropFirst()
        where lines[index].valueOnly && lines[index].value != nil && lines[index - 1].wordsOnly {
            lines[index].hasItemPrice = true
        }
    }

    /// Whether token `index` counts the things bought after the number before it (`2点`, `2 items`):
    /// part of a line's label, neither a label word of its own nor the start of another.
    private static func isCountUnit(_ text: ScannedText, _ index: Int) -> Bool {
        index > 0 && index < text.tokens.count && text.facts[index].flags.contains(.countUnit)
            && text.tokens[index - 1].kind == .number && text.tokens[index].line == text.tokens[index - 1].line
    }

    /// Whether token `index` is one character printed after a line's value and ending the line
    /// (`end`, the index after its last token): the tax rate the price falls under (`¥114軽`,
    /// `1,49 A`, `3.50 T`, `¥150※`), no label.
    private static func isTaxMark(_ text: ScannedText, _ index: Int, after value: AmountCandidate, end: Int) -> Bool {
        guard index == value.end, index == end - 1, text.tokens[index].kind == .word else { return false }
        // One character: as many bytes as UTF-8 writes the character its first byte starts.
        let lead = text.bytes[text.tokens[index].start]
        let characterLength = lead < 0xC0 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        return text.length(index) == characterLength
    }

    /// Once the change is given after a total, the sale is over: a later ordinary total is a note
    /// or a tax row (`TOTAL INCLUDES 6% GST 0.53`), not the amount due; a final one still counts.
    private static func ignoreTotalsAfterChange(_ lines: inout [ReceiptLine]) {
        var sawTotal = false
        var sawChange = false
        for index in lines.indices where lines[index].value != nil {
            switch lines[index].role {
            case .due where sawChange:
                lines[index] = ReceiptLine(
                    role: .ignoredTotal, value: lines[index].value, labelOnly: lines[index].labelOnly,
                    valueOnly: lines[index].valueOnly, hasItemPrice: lines[index].hasItemPrice,
                    heading: lines[index].heading, wordsOnly: lines[index].wordsOnly)
            case .due, .finalDue: sawTotal = true
            case .change where sawTotal: sawChange = true
            default: break
            }
        }
    }

    /// A run of label-only lines followed by value-only lines: the n-th label takes the n-th value,
    /// or, paired from the bottom, the last labels take the values.
    private static func pairLabelsWithValues(_ lines: inout [ReceiptLine], _ pairing: ColumnPairing) {
        var index = 0
        while index < lines.count {
            guard lines[index].labelOnly else {
                index += 1
                continue
            }
            var labels: [Int] = []
            var position = index
            while position < lines.count, lines[position].labelOnly || isBlank(lines[position]) {
                if lines[position].labelOnly { labels.append(position) }
                position += 1
            }
            var values: [Int] = []
            while position < lines.count,
                values.count < labels.count,
                lines[position].valueOnly || isBlank(lines[position])
            {
                if lines[position].valueOnly { values.append(position) }
                position += 1
            }
            let paired = pairing == .fromBottom ? Array(labels.suffix(values.count)) : labels
            for (label, value) in zip(paired, values) {
                lines[label].value = lines[value].value
                lines[value].value = nil
            }
            index = max(position, index + 1)
        }
    }

    private static func isBlank(_ line: ReceiptLine) -> Bool {
        line.role == .other && line.value == nil && !line.labelOnly && !line.valueOnly && !line.hasItemPrice
    }

    /// What a line's label words make it.
    static func role(_ words: ReceiptWords) -> Role {
        func has(_ kind: ReceiptWords) -> Bool { !words.isDisjoint(with: kind) }
        let total = has([.total, .subtotal])
        // `TOTAL EXCL. TAX`, `TOTAL HT`, `GROSS AMOUNT`: the amount before tax.
        if has(.subtotal) || (has(.sub) && total) || ((total || has(.amount)) && has(.excluding)) { return .subtotal }
        // `TOTAL PAID`, `TOTAL TENDERED`: what was handed over, a payment.
        if total && has(.handedOver) && !has([.due, .payable]) {
            return has(.cash) ? .tender(cash: true) : .tender(cash: false)
        }
        // `TOTAL SAVINGS`, `TOTAL QTY`: not money due; `TOTAL AFTER DISCOUNT` is.
        if total && has(.count) && !has(.after) { return .ignoredTotal }
        // `DISCOUNT :`: money taken off, never the bill, and a label of its own in a column of them.
        if has(.discount), words.subtracting([.discount, .count]).isEmpty { return .ignoredTotal }
        // `残高 ¥1,420`: a balance alone (no change, nothing due) is what is left on a card or wallet.
        if words == .balance { return .ignoredTotal }
        // `GST PAYABLE (6%)`: the tax that is payable, not the bill.
        if !total, has(.payable), has(.tax) { return .tax }
        // `DUE 25.15`: a label that is only "due" names the amount due.
        if words == .due { return .finalDue }
        if has([.rounded, .nett, .payable]) || (total && has(.after) && has([.rounding, .adjustment]))
            || ((total || has(.amount)) && has([.net, .grand]))
            || (has(.due) && (total || has(.amount) || has(.balance))) || (has(.jumlah) && has(.jumlahQualifier))
        {
            return .finalDue
        }
        if has([.rounding, .adjustment]) { return .rounding }
        if total && has(.including) { return .due }
        if total && has(.tax) { return .tax }
        if total { return .due }
        if has(.change) { return .change }
        if has(.tax) { return .tax }
        if has(.cash) { return .tender(cash: true) }
        if has(.tender) { return .tender(cash: false) }
        return .other
    }

    /// Whether the receipt says the sale was cancelled: a cancellation word on a line with no
    /// amount (`*** VOID ***`), not one beside an amount (`VOID $0.00`, an item taken off the bill).
    static func isCancelled(_ evidence: TextEvidence) -> Bool {
        evidence.hits.contains { hit in
            let line = evidence.text.tokens[hit.start].line
            return hit.cue == .cancellation && !evidence.amounts.contains { $0.line == line }
        }
    }

    /// A receipt with a total prints at least a heading, the total and one more line.
    static let fewestReceiptLines = 3
    /// Kinds of receipt line (`markers` in `looksLikeReceipt`) that make a receipt with no total
    /// printed: one or two (a tax line, a cash line) also end many notifications.
    static let fewestMarkersWithoutTotal = 3

    /// Whether the text reads as a receipt: a total with at least one other receipt line
    /// (subtotal, tax, rounding, tender, change, two item prices, or a receipt heading), or
    /// three such lines with no total.
    static func looksLikeReceipt(_ evidence: TextEvidence, _ lines: [ReceiptLine]) -> Bool {
        var hasDue = false
        var markers: Set<String> = []
        var items = 0
        for line in lines {
            if line.heading { markers.insert("heading") }
            switch line.role {
            case .finalDue, .due: if line.value != nil { hasDue = true }
            case .subtotal: markers.insert("subtotal")
            case .tax: if line.value != nil { markers.insert("tax") }
            case .rounding: markers.insert("rounding")
            case .tender: if line.value != nil { markers.insert("tender") }
            case .change: if line.value != nil { markers.insert("change") }
            case .ignoredTotal: markers.insert("count")
            case .other: if line.hasItemPrice { items += 1 }
            }
        }
        if items >= 2 { markers.insert("items") }
        let text = evidence.text
        if text.facts.contains(where: { $0.flags.contains(.receiptHeading) }) { markers.insert("heading") }
        return (hasDue && !markers.isEmpty && text.lines.count >= fewestReceiptLines)
            || markers.count >= fewestMarkersWithoutTotal
    }

    /// The receipt's draft as `parse` gives it, with the lines its amount was weighed on: read with
    /// its columns paired from the top; when that finds no total, paired from the bottom (for a
    /// receipt whose first labels printed no value); when that finds none either, read without a
    /// total (`readWithoutTotal`) from the first pairing.
    static func readReceipt(
        _ evidence: TextEvidence, _ lines: [ReceiptLine]
    ) -> (outcome: ParseOutcome, weighed: [ReceiptLine]) {
        let outcome = read(evidence, lines)
        guard outcome.reason == .noReceiptTotal else { return (outcome, lines) }
        let fromBottom = self.lines(evidence, pairing: .fromBottom)
        if looksLikeReceipt(evidence, fromBottom) {
            let second = read(evidence, fromBottom)
            if !second.drafts.isEmpty { return (second, fromBottom) }
        }
        return (readWithoutTotal(evidence, lines), lines)
    }

    /// The receipt's draft: of the amounts that could be its total (`scoredTotals`), the one with
    /// the most weighty evidence. A receipt with no total above nothing has none here.
    static func read(_ evidence: TextEvidence, _ lines: [ReceiptLine]) -> ParseOutcome {
        // A total of 0.00 (a voided or blank total row) is never the amount due.
        guard lines.contains(where: { ($0.role == .due || $0.role == .finalDue) && hasNonZeroValue($0) }),
            let chosen = best(scoredTotals(lines))
        else {
            return .rejected(.noReceiptTotal)
        }
        // The receipt's own last word on its total (its last final total, else its last total)
        // is another amount: the receipt disagrees with itself, and the draft says so.
        let printed =
            lines.lastIndex { $0.role == .finalDue && hasNonZeroValue($0) }
            ?? lines.lastIndex { $0.role == .due && hasNonZeroValue($0) }
        let conflict =
            printed.map { index in
                lines[index].value.map { adjustedByRounding($0, at: index, lines) } != chosen.minorUnits
            } ?? false
        return draft(evidence, lines, chosen, totalsConflict: conflict)
    }

    /// The cash tendered minus the change, when the receipt prints both (the first of each).
    static func paidByCash(_ lines: [ReceiptLine]) -> Int64? {
        guard let cash = lines.first(where: { $0.role == .tender(cash: true) && $0.value != nil })?.value,
            let change = lines.first(where: { $0.role == .change && $0.value != nil })?.value
        else { return nil }
        return cash.minorUnits - change.minorUnits
    }

    /// The amount due of a receipt that prints no total, read both ways without one: of the amounts
    /// that could be it (`scoredTotals`), the one whose evidence weighs most among those the payment
    /// confirms (the cash less the change, a payment or change line printing it again), a subtotal
    /// with a payment or the change printed after it (the sale closed on it), or a sum of a subtotal
    /// with what follows it (a `BALANCE` the subtotal and tax make), or an amount printed with no
    /// label that the items add up to (a total whose label the OCR lost); no draft when none is.
    /// Items adding up to an amount labelled a subtotal only make it a subtotal, not what was paid.
    static func readWithoutTotal(_ evidence: TextEvidence, _ lines: [ReceiptLine]) -> ParseOutcome {
        let paid: CaseBits<TotalEvidence> = [.cashLessChange, .printedAgain, .subtotalAddsUp]
        let confirmed = scoredTotals(lines).filter { candidate in
            candidate.evidence.intersects(paid) || candidate.evidence.isSuperset(of: [.labelSubtotal, .paymentAfter])
                || candidate.evidence.isSuperset(of: [.unlabelled, .itemsAddUp])
        }
        guard let chosen = best(confirmed) else { return .rejected(.noReceiptTotal) }
        return draft(evidence, lines, chosen)
    }

    /// The chosen amount with a `ROUNDING ADJ` line printed after it (and no total after that) applied.
    static func adjustedByRounding(
        _ chosen: AmountCandidate, at chosenLine: Int, _ lines: [ReceiptLine]
    ) -> Int64 {
        var minorUnits = chosen.minorUnits
        if let rounding = lines.lastIndex(where: { $0.role == .rounding && $0.value != nil }), rounding > chosenLine,
            !lines[(rounding + 1)...].contains(where: {
                ($0.role == .due || $0.role == .finalDue) && hasNonZeroValue($0)
            }),
            let adjustment = lines[rounding].value, sameMoney(adjustment, chosen)
        {
            let tenth = Int64(chosen.currency.minorUnitsPerMajor / 10)
            if abs(adjustment.signedMinorUnits) <= tenth {
                minorUnits += adjustment.signedMinorUnits
            } else if abs(adjustment.minorUnits - chosen.minorUnits) <= tenth {
                minorUnits = adjustment.minorUnits
            }
        }
        return minorUnits
    }

    /// The draft for the candidate `scored`, with the receipt's merchant, date and details and
    /// what confirms its total; it warns when two totals conflicted, when the cash tendered minus
    /// the change is another amount, or when nothing confirms the total.
    private static func draft(
        _ evidence: TextEvidence, _ lines: [ReceiptLine], _ scored: ScoredTotal, totalsConflict: Bool = false
    ) -> ParseOutcome {
        let text = evidence.text
        let chosen = scored.value, minorUnits = scored.minorUnits
        guard minorUnits > 0 else { return .rejected(.noReceiptTotal) }
        let amount = AmountCandidate(
            minorUnits: minorUnits, currency: chosen.currency, currencyWritten: chosen.currencyWritten,
            sign: 0, start: chosen.start, end: chosen.end, line: chosen.line, corrected: chosen.corrected)

        let all = 0..<text.tokens.count
        var assembler = DraftAssembler(
            amount: amount, direction: .init(direction: .moneyOut, assumed: false, reload: false))
        assembler.currency = writtenCurrency(evidence, chosen: chosen)
        assembler.merchant = ReceiptHeader.merchant(evidence, lines)
        let date = bestDate(scoredDates(evidence, lines))?.found
        assembler.date = date
        assembler.time = DateScanner.time(of: date, in: text, range: all)
        assembler.reference = ReferenceScanner.firstReference(evidence, in: all)
        assembler.accountHint = AccountHintScanner.hint(evidence, in: all)
        if totalsConflict {
            assembler.extraWarnings.insert(.receiptTotalsConflict)
        } else if let paid = paidByCash(lines), paid != minorUnits {
            assembler.extraWarnings.insert(.receiptTotalsDisagree)
        }
        assembler.totalConfirmation = scored.confirmations.elements.first
        if assembler.totalConfirmation == nil { assembler.extraWarnings.insert(.totalUnconfirmed) }
        return .drafted([assembler.draft(referenceDay: evidence.referenceDay)])
    }

    /// Whether two amounts of a receipt are in one currency: the same where both write theirs; one
    /// that writes none is in the receipt's (`TOTAL EUR 3.60` under items of `1.20`).
    static func sameMoney(_ one: AmountCandidate, _ other: AmountCandidate) -> Bool {
        one.currency.minorUnitDigits == other.currency.minorUnitDigits
            && (one.currency == other.currency || !one.currencyWritten || !other.currencyWritten)
    }

    static func hasNonZeroValue(_ line: ReceiptLine) -> Bool {
        (line.value?.minorUnits ?? 0) > 0
    }

    /// The currency of the receipt (`TOTAL (RM)`, `RM 5.50`) with the same decimals as the amount,
    /// so the amount keeps its value: the one written beside the amount itself, else the one
    /// written beside most amounts (the first of equals; one misread sign among many is outvoted).
    private static func writtenCurrency(_ evidence: TextEvidence, chosen: AmountCandidate) -> Currency? {
        let matching = chosen.currency
        if chosen.currencyWritten { return chosen.currency }
        var counts: [Currency: Int] = [:]
        var order: [Currency] = []
        for amount in evidence.amounts where amount.currencyWritten {
            if counts[amount.currency] == nil { order.append(amount.currency) }
            counts[amount.currency, default: 0] += 1
        }
        if let written = order.max(by: { counts[$0]! < counts[$1]! }) {
            return written.minorUnitDigits == matching.minorUnitDigits ? written : nil
        }
        let text = evidence.text
        for index in 0..<text.tokens.count where text.tokens[index].kind == .word {
            if let currency = ParserVocabulary.currencyWords[text.words[index]],
                text.words[index] == "rm" || text.words[index] == "myr"
            {
                return currency.minorUnitDigits == matching.minorUnitDigits ? currency : nil
            }
        }
        return nil
    }

}
