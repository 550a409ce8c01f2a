/// The never-invent rules: which texts give no draft, and the reason each gives.
///
/// Promises, in the order they are applied:
/// 1. A one-time password, TAC, login or approval message is rejected, unless it only mentions
///    such a word in passing (`never share your TAC`) after a payment that went through.
/// 2. A failed, declined or unsuccessful payment is rejected, then a cancelled, reversed or
///    voided one, whatever else the text says.
/// 3. A promotion, a bill reminder, a money request, money that moves on a later day (`will be
///    debited`), money only held (`on hold`) or a rewards notice is rejected when nothing in the text says money moved (`paid`,
///    `received`, `successful`, …).
/// 4. When no usable amount is left (balances, limits, fees, cashback and points never count),
///    the reason names what the text was about, or says no amount could be read.
enum RejectionRules {
    /// Rules 1 and 2: reasons that hold whatever amounts the text shows.
    static func overridingReason(_ evidence: TextEvidence, in range: Range<Int>? = nil) -> ParseRejection? {
        let moneyMoved = evidence.has(in: range) { $0.isStrongMovement }
        for hit in evidence.hits(in: range) where hit.cue == .security {
            if !moneyMoved || codeFollows(hit, in: evidence.text) { return .securityMessage }
        }
        if evidence.has(.failure, in: range) { return .paymentFailed }
        if evidence.has(.cancellation, in: range) { return .paymentCancelled }
        return nil
    }

    /// Rule 3: an announcement with no sign that money moved.
    static func announcementReason(_ evidence: TextEvidence) -> ParseRejection? {
        if evidence.has({ $0.isStrongMovement }) { return nil }
        if evidence.has(.promotion) { return .promotion }
        if evidence.has(.futureMovement) { return .futureDebit }
        if evidence.has(.hold) { return .hold }
        if evidence.has(.reminder) { return .requestOrReminder }
        // Points earned, with what they are worth, and no word of a payment at all.
        if evidence.has(.rewards),
            !evidence.has({
                switch $0 {
                case .moneyIn, .moneyOut, .reload: return true
                default: return false
                }
            })
        {
            return .rewards
        }
        return nil
    }

    /// Rule 4: the reason when no amount can be drafted.
    static func reasonForNoAmount(_ evidence: TextEvidence) -> ParseRejection {
        if evidence.has(.rewards) { return .rewards }
        if evidence.has(.balance) { return .balanceNotice }
        if evidence.has(.promotion) { return .promotion }
        if evidence.has(.reminder) { return .requestOrReminder }
        for amount in evidence.amounts {
            if let reason = evidence.exclusion(of: amount), reason != .noAmount { return reason }
        }
        return .noAmount
    }

    /// Whether a code of four to eight digits follows the security word on its line (`TAC is
    /// 123456`, `OTP: 123456`).
    private static func codeFollows(_ hit: CueHit, in text: ScannedText) -> Bool {
        let line = text.tokens[hit.start].line
        var index = hit.end
        var seen = 0
        while index < text.tokens.count, text.tokens[index].line == line, seen < 6 {
            if text.tokens[index].kind == .number, (4...8).contains(text.length(index)),
                !(text.isSymbol(index + 1, ".") && text.isJoined(index + 1))
            {
                return true
            }
            if text.tokens[index].kind != .symbol { seen += 1 }
            index += 1
        }
        return false
    }
}
