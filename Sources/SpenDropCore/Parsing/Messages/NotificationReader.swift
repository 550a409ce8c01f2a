/// Reads one transaction from a bank or e-wallet notification, an SMS, or an app's detail
/// screen.
///
/// Promises: the amount is the labelled one (`Amount: RM12.50`) or else the first usable one,
/// preferring an amount with a written currency; balances, limits, fees, cashback and points
/// never count. The merchant comes from a label, then from `to`/`at`/`for` (Money Out) or
/// `from` (Money In) in the sentence, then from a wallet notification's title line.
enum NotificationReader {
    static func read(_ evidence: TextEvidence) -> ParseOutcome {
        let text = evidence.text
        let all = 0..<text.tokens.count
        guard let amount = mainAmount(evidence) else { return .rejected(RejectionRules.reasonForNoAmount(evidence)) }
        var direction = DirectionReader.read(evidence, sign: amount.sign, in: all)
        // A detail screen that only says `Merchant:` or `From:` still says which way money went.
        if direction.assumed, evidence.fields.first(.merchant) != nil || evidence.fields.first(.sender) != nil {
            direction = .init(
                direction: evidence.fields.first(.merchant) != nil ? .moneyOut : .moneyIn, assumed: false,
                reload: direction.reload)
        }
        var assembler = DraftAssembler(amount: amount, direction: direction)
        assembler.merchant = merchant(evidence, amount: amount, direction: direction.direction)
        let date = DateScanner.firstDate(
            in: text, range: all, reference: evidence.referenceDay, order: evidence.dateOrder)
        assembler.date = date
        assembler.time = DateScanner.time(of: date, in: text, range: all)
        assembler.reference = ReferenceScanner.firstReference(evidence, in: all)
        assembler.accountHint = AccountHintScanner.hint(evidence, in: all)
        return .drafted([assembler.draft(referenceDay: evidence.referenceDay)])
    }

    static func mainAmount(_ evidence: TextEvidence) -> AmountCandidate? {
        if let pair = evidence.fields.first(.amount) {
            let labelled = evidence.usableAmounts(in: pair.value).first
            if let labelled, labelled.currencyWritten || pair.currency == nil { return labelled }
            // No currency beside the number: the label's (`Amount (RM): 15.90`), else the default.
            var index = labelled?.start ?? pair.value.lowerBound
            while index < pair.value.upperBound, evidence.text.tokens[index].kind == .symbol { index += 1 }
            let currency = pair.currency ?? evidence.defaultCurrency
            if index < pair.value.upperBound,
                let number = AmountScanner.readNumber(evidence.text, at: index, currency: currency, lenient: true)
            {
                return AmountCandidate(
                    minorUnits: number.minorUnits, currency: currency, currencyWritten: pair.currency != nil,
                    sign: labelled?.sign ?? 0, start: labelled?.start ?? index, end: number.end,
                    line: evidence.text.tokens[index].line,
                    corrected: number.slipped || evidence.text.wasRepaired(from: index, through: number.end - 1))
            }
            if let labelled { return labelled }
        }
        let usable = evidence.usableAmounts(in: 0..<evidence.text.tokens.count)
        return usable.first(where: \.currencyWritten) ?? usable.first
    }

    private static func merchant(
        _ evidence: TextEvidence, amount: AmountCandidate,
        direction: TransactionDraft.Direction
    ) -> String? {
        let preferred: [LabelledFields.Field] = direction == .moneyOut ? [.merchant, .sender] : [.sender, .merchant]
        for field in preferred {
            if let pair = evidence.fields.first(field), let name = MerchantScanner.name(evidence, in: pair.value) {
                return name
            }
        }
        return MerchantScanner.afterPreposition(evidence, amount: amount, direction: direction)
            ?? MerchantScanner.titleLine(evidence, before: amount)
    }
}
