/// The `Label: value` pairs of an app's detail screen or a notification, including the layouts
/// OCR gives: the value on the line after its label, and a column of labels followed by a
/// column of values.
///
/// Promises: a label counts only at the start of a line and only when a `:` follows it or it
/// stands alone on its line, so `To unsubscribe…` is not a label. Columns pair in order.
struct LabelledFields {
    enum Field: Sendable {
        /// Who was paid: `Merchant`, `Paid to`, `Recipient`.
        case merchant
        /// Who paid the user: `From`, `Sender`.
        case sender
        case amount
        /// `Reference No.`, `Transaction ID`: read by `ReferenceScanner` from the paired value.
        case reference
        /// A label whose value the parser reads elsewhere or not at all (`Date`, `Status`,
        /// `Payment method`); it still takes its line out of the merchant's way.
        case other
    }

    struct Pair {
        let field: Field
        let labelLine: Int
        /// Token range of the value: the rest of the label's line, or a whole later line.
        let value: Range<Int>
        let valueLine: Int
        /// The currency the label names (`Amount (RM):`, `Amount MYR:`), nil when it names none.
        let currency: Currency?
    }

    private(set) var pairs: [Pair] = []
    /// Lines that are labels, or values paired with a label.
    private(set) var labelledLines: Set<Int> = []

    static let labels: PhraseTable<Field> = {
        var table = PhraseTable<Field>(gate: .startsLabel)
        table.add(
            .merchant,
            [
                "merchant", "merchant name", "paid to", "pay to", "recipient", "recipient name", "receiver",
                "beneficiary",
                "beneficiary name", "payee", "biller", "transfer to", "to", "store", "outlet", "kepada", "penerima",
                "description", "transferred to", "sent to", "bayar kepada",
            ])
        table.add(
            .sender,
            ["from", "sender", "sender name", "received from", "transfer from", "payer", "daripada", "pengirim"])
        table.add(
            .amount,
            [
                "amount", "amt", "total amount", "transaction amount", "amount paid", "jumlah", "total", "amaun",
                "payment amount", "amount rm", "amount myr",
            ])
        table.add(
            .other,
            [
                "date", "time", "date time", "date and time", "transaction date", "transaction time", "tarikh", "masa",
                "status", "transaction status", "type", "transaction type", "payment method", "paid with", "pay with",
                "paid by", "funding source", "card", "card no", "card number", "account", "from account",
                "to account", "account no", "account number", "recipient reference", "payment details",
                "remarks", "details", "note", "channel", "debit from", "bank", "recipient bank", "jenis", "category",
                "fee",
            ])
        table.add(
            .reference,
            [
                "ref", "ref no", "reference", "reference no", "reference number", "reference id", "transaction id",
                "transaction no", "transaction number", "wallet ref", "order id", "approval code", "rujukan",
                "no rujukan",
                "receipt no", "invoice no", "trans no", "txn id",
            ])
        return table
    }()

    init(_ text: ScannedText) {
        var pendingLabels: [(line: Int, field: Field, currency: Currency?)] = []
        var line = 0
        while line < text.lines.count {
            let range = text.lines[line]
            if range.isEmpty {
                line += 1
                continue
            }
            if let label = LabelledFields.label(in: text, range: range) {
                labelledLines.insert(line)
                if label.valueStart < range.upperBound {
                    pairs.append(
                        Pair(
                            field: label.field, labelLine: line, value: label.valueStart..<range.upperBound,
                            valueLine: line,
                            currency: label.currency))
                    pendingLabels.removeAll()
                } else {
                    pendingLabels.append((line, label.field, label.currency))
                }
                line += 1
                continue
            }
            guard !pendingLabels.isEmpty else {
                line += 1
                continue
            }
            // A label alone on its line, or a column of them: the values are the lines below, in order.
            var valueLine = line
            for label in pendingLabels {
                while valueLine < text.lines.count && text.lines[valueLine].isEmpty { valueLine += 1 }
                guard valueLine < text.lines.count, LabelledFields.label(in: text, range: text.lines[valueLine]) == nil
                else { break }
                pairs.append(
                    Pair(
                        field: label.field, labelLine: label.line, value: text.lines[valueLine], valueLine: valueLine,
                        currency: label.currency))
                labelledLines.insert(valueLine)
                valueLine += 1
            }
            pendingLabels.removeAll()
            // Past this line: it is neither empty nor a label, so the first label took it as its value.
            line = valueLine
        }
    }

    /// The label at the start of a line, where its value starts and the currency it names, when
    /// the line has one.
    static func label(in text: ScannedText, range: Range<Int>) -> (field: Field, valueStart: Int, currency: Currency?)?
    {
        var index = range.lowerBound
        while index < range.upperBound && text.tokens[index].kind == .symbol { index += 1 }
        // A label ends on its own line: `Amount` above `RM 15.90` is the label `amount`, not `amount rm`.
        guard index < range.upperBound, let match = labels.longestMatch(in: text, at: index, endingBy: range.upperBound)
        else {
            return nil
        }
        var valueStart = match.end
        // `Amount MYR` names its currency; so does `(RM)` after a label, which belongs to it.
        var currency = AmountScanner.currencyWord(text, match.end - 1)?.0
        // `Amount (RM):` matches `amount rm` (punctuation between a phrase's words is skipped): its `)` goes with it.
        if currency != nil, text.isSymbol(valueStart, ")") { valueStart += 1 }
        if text.isSymbol(valueStart, "("), valueStart + 2 < range.upperBound,
            let named = AmountScanner.currencyWord(text, valueStart + 1),
            text.isSymbol(valueStart + 2, ")")
        {
            currency = named.0
            valueStart += 3
        }
        while text.isSymbol(valueStart, "."), valueStart < range.upperBound { valueStart += 1 }
        if valueStart == range.upperBound { return (match.value, valueStart, currency) }
        guard text.isSymbol(valueStart, ":") || text.isSymbol(valueStart, "=") else { return nil }
        valueStart += 1
        while valueStart < range.upperBound && text.tokens[valueStart].kind == .symbol
            && !text.isSymbol(valueStart, "-") && !text.isSymbol(valueStart, "+") && !text.isSymbol(valueStart, "(")
        {
            valueStart += 1
        }
        return (match.value, valueStart, currency)
    }

    /// The first pair for `field`.
    func first(_ field: Field) -> Pair? {
        pairs.first { pair in
            switch (pair.field, field) {
            case (.merchant, .merchant), (.sender, .sender), (.amount, .amount), (.reference, .reference),
                (.other, .other):
                return true
            default: return false
            }
        }
    }
}
