/// What parsing one text gave: one draft per transaction it shows, or the reason there is none.
///
/// Promises: exactly one of the two holds: `drafts` is non-empty and `reason` is nil, or
/// `drafts` is empty and `reason` says why. A history screen gives its drafts in the order its
/// rows appear; rows that failed or were cancelled are left out.
public struct ParseOutcome: Hashable, Sendable {
    public let drafts: [TransactionDraft]
    public let reason: ParseRejection?

    private init(drafts: [TransactionDraft], reason: ParseRejection?) {
        self.drafts = drafts
        self.reason = reason
    }

    /// The drafts read, less any of zero (no money moved, so there is nothing to record, whichever
    /// reader found it); an empty list becomes `.noAmount`, so an outcome is never empty-handed.
    public static func drafted(_ drafts: [TransactionDraft]) -> ParseOutcome {
        // Most draft lists have no empty amount: keep them as they are rather than copy them.
        let noneEmpty = drafts.allSatisfy { $0.amount.minorUnits > 0 }
        let moved = noneEmpty ? drafts : drafts.filter { $0.amount.minorUnits > 0 }
        return moved.isEmpty ? ParseOutcome(drafts: [], reason: .noAmount) : ParseOutcome(drafts: moved, reason: nil)
    }

    /// No draft, for `reason`.
    public static func rejected(_ reason: ParseRejection) -> ParseOutcome {
        ParseOutcome(drafts: [], reason: reason)
    }
}
