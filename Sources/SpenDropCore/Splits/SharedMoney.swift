import Foundation

/// The one rule for money shared with other people, which Home, Breakdown, the accounts and the
/// PayBook all follow:
///
/// - A bill I paid for others leaves my account whole, but only my share of it is my spending;
///   the others' shares are money lent, which the PayBook shows as owed to me.
/// - A settlement moves real money: when someone pays me back, Money In to an account; when I pay
///   someone, Money Out of one. It is neither income nor spending: its whole amount is other
///   people's money (it returns a loan or pays a debt), so the PayBook and the balances agree.
///
/// - A bill someone else paid moves none of my money, but my share of it is my spending on the
///   bill's day (an `OwedShare`), and what I owe the payer is in the PayBook until I settle; paying
///   them back is then neither income nor spending, so the bill is counted once.
///
/// Promises: every figure is exact integer minor units in the bill's or settlement's currency.
public enum SharedMoney {
    /// Other people's part of a bill `split` says I paid: everything but my own share; zero for a
    /// bill someone else paid.
    public static func othersShare(of split: Split) -> Int64 {
        guard split.paidBy.isMe else { return 0 }
        return split.total.minorUnits - (split.part(of: .me)?.minorUnits ?? 0)
    }

    /// My share of a bill someone else paid, counted as my spending at the start of `day` in
    /// `calendar`; nil when I paid the bill or have no part of it.
    public static func owedShare(
        of split: Split, day: CalendarDay, category: String?, calendar: ReportingCalendar
    ) -> OwedShare? {
        guard !split.paidBy.isMe, let mine = split.part(of: .me), mine.minorUnits > 0 else { return nil }
        return OwedShare(
            amount: mine, day: day, occurredAt: calendar.start(of: day), category: category, payer: split.paidBy)
    }

    /// The bill I paid, as the Money Out that records it: the whole amount leaves `account`, and
    /// the others' shares are marked as theirs.
    public static func bill(
        _ split: Split, account: AccountID, at instant: Date, utcOffset: Int32, merchant: String, category: String?,
        note: String
    ) -> Transaction {
        Transaction(
            id: TransactionID(0), kind: .moneyOut, account: account, amount: split.total, occurredAt: instant,
            utcOffset: utcOffset,
            merchant: merchant, category: category, note: note, othersShare: othersShare(of: split))
    }

    /// The movement of money a settlement is, in `account`: Money In when the other person paid
    /// me, Money Out when I paid them; all of it other people's money, so it counts as neither
    /// income nor spending.
    public static func movement(
        of settlement: Settlement, account: AccountID, at instant: Date, utcOffset: Int32
    ) -> Transaction {
        let paidMe = settlement.to.isMe
        let other = paidMe ? settlement.from : settlement.to
        return Transaction(
            id: TransactionID(0), kind: paidMe ? .moneyIn : .moneyOut, account: account, amount: settlement.amount,
            occurredAt: instant, utcOffset: utcOffset, merchant: other.description, category: nil,
            note: paidMe ? "settled: \(other) paid you" : "settled: you paid \(other)",
            othersShare: settlement.amount.minorUnits)
    }
}
