/// Puts a draft together from what a reader found, adding the warnings every reader shares.
///
/// Promises: warnings come out in the order of `DraftWarning.allCases`, each at most once; a
/// missing date is a warning and stays nil, and the amount is always positive.
struct DraftAssembler {
    var amount: AmountCandidate
    var direction: DirectionReader.Reading
    var merchant: String?
    var date: DateScanner.FoundDate?
    var time: DateScanner.FoundTime?
    var reference: String?
    var accountHint: AccountHint?
    var currency: Currency?
    var extraWarnings: Set<DraftWarning> = []
    var totalConfirmation: TotalConfirmation?

    func draft(referenceDay: CalendarDay) -> TransactionDraft {
        var warnings = extraWarnings
        if let date {
            if date.yearAssumed { warnings.insert(.yearAssumed) }
            if date.day > referenceDay { warnings.insert(.dateInFuture) }
        } else {
            warnings.insert(.dateMissing)
        }
        if merchant == nil { warnings.insert(.merchantMissing) }
        if !amount.currencyWritten && currency == nil { warnings.insert(.currencyAssumed) }
        if direction.assumed { warnings.insert(.directionAssumed) }
        if amount.corrected { warnings.insert(.amountCorrected) }
        if direction.reload { warnings.insert(.possibleTransfer) }
        let money =
            amount.currencyWritten || currency == nil
            ? amount.money
            : Money(minorUnits: amount.minorUnits, currency: currency ?? amount.currency)
        return TransactionDraft(
            amount: money, direction: direction.direction, merchant: merchant.map(Self.tidy),
            date: date?.day, time: time?.time, reference: reference, accountHint: accountHint,
            warnings: DraftWarning.allCases.filter(warnings.contains), totalConfirmation: totalConfirmation)
    }

    /// This draft with what `other` (the same movement, said again) found where this found
    /// nothing: its date, time, reference and account.
    func filled(from other: DraftAssembler) -> DraftAssembler {
        var filled = self
        filled.date = date ?? other.date
        filled.time = time ?? other.time
        filled.reference = reference ?? other.reference
        filled.accountHint = accountHint ?? other.accountHint
        return filled
    }

    /// Trims spaces and punctuation a name should not end or start with.
    static func tidy(_ name: String) -> String {
        var characters = Substring(name)
        while let first = characters.first, first == " " || first == "-" || first == ":" || first == "," {
            characters.removeFirst()
        }
        while let last = characters.last, last == " " || last == "-" || last == ":" || last == "," {
            characters.removeLast()
        }
        return String(characters)
    }
}
