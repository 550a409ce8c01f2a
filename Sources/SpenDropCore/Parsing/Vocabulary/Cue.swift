/// What a word or phrase of a notification tells the parser.
enum Cue: Hashable, Sendable {
    /// Money went out: `paid`, `debited` (strong, the payment happened) or `payment`, `purchase`
    /// (weak, the word names the kind of movement).
    case moneyOut(strong: Bool)
    /// Money came in: `received`, `credited` (strong) or `deposit` (weak).
    case moneyIn(strong: Bool)
    /// A reload or top-up, money in to a wallet from another of the user's accounts: `done` when the words say it happened (`reloaded`, `topped up`); the bare
    /// verb (`reload`, `top up`, `tambah nilai`, `充值`) is as often an offer's call to act.
    case reload(done: Bool)
    /// `successful`, `approved`: the movement went through.
    case completed
    /// One-time password, TAC, login, approval request.
    case security
    case failure
    case cancellation
    case promotion
    case rewards
    /// Balance, available or credit limit: amounts in its clause are not the transaction's.
    case balance
    case reminder
    /// `will be debited`, `akan didebitkan`: money that moves on a later day, not yet.
    case futureMovement
    /// `on hold`, `pre-authorisation`: money held or authorised, not taken yet.
    case hold
    /// `to you`, `kepada anda`, `给您`: the user is who the money went to, whoever sent it.
    case toYou
    /// A fee or charge: amounts in its clause are not the transaction's.
    case fee
    /// `this month`, `so far this week`: an amount in its clause sums a period's spending, no
    /// one payment.
    case period
    /// A bank, wallet or pay app, by its display name.
    case institution(String, isPayApp: Bool)
    /// `Ref`, `Transaction ID`, `Receipt No`: a reference number follows.
    case referenceLabel
    /// A free-text field whose value is the user's own words, never a reference.
    case note
    /// `ending`, `ending with`: the last digits of a card or account follow.
    case cardEnding

    /// Whether the cue says money moved (the opposite of a promotion or a notice).
    var isStrongMovement: Bool {
        switch self {
        case .moneyOut(strong: true), .moneyIn(strong: true), .reload(done: true), .completed: return true
        default: return false
        }
    }
}

/// One place in a text where a cue phrase was found.
struct CueHit {
    let cue: Cue
    /// First token of the phrase, and the index after its last token.
    let start: Int
    let end: Int
}
