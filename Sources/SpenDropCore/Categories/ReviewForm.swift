/// The fields a person checks before a parsed transaction is saved: what the review screen and
/// `spendrop parse` show.
///
/// Promises: a plain value. `applying(draft:suggestion:)` is a pure function of the form, the
/// draft and the suggestion; it cannot reach a store (SpenDropCore does not know one exists),
/// so the caller looks the suggestion up first and passes it in.
public struct ReviewForm: Hashable, Sendable {
    /// Where the form's category came from.
    public enum CategoryOrigin: Hashable, Sendable {
        /// No category yet.
        case none
        /// Filled in from a `CategorySuggestion`; the next suggestion may replace it.
        case suggested(CategorySuggestion.Basis)
        /// Typed or picked by the user; a suggestion never replaces it.
        case chosenByUser
    }

    public var amount: Money?
    public var direction: TransactionDraft.Direction
    public var merchant: String
    public var category: String?
    public var categoryOrigin: CategoryOrigin
    /// Today until a draft gives a day.
    public var date: CalendarDay
    public var time: TimeOfDay?
    public var reference: String
    public var accountHint: AccountHint?
    /// What the user should check, from the last draft applied.
    public var warnings: [DraftWarning]

    /// An empty form for a new transaction on `today`; its optional fields (amount, category,
    /// time, account) start as nil.
    public init(today: CalendarDay) {
        direction = .moneyOut
        merchant = ""
        categoryOrigin = .none
        date = today
        reference = ""
        warnings = []
    }

    /// The user picks a category themselves: later suggestions leave it alone.
    public func choosingCategory(_ category: String) -> ReviewForm {
        var form = self
        form.category = category
        form.categoryOrigin = .chosenByUser
        return form
    }

    /// The form with the draft's fields filled in and the suggested category, if any.
    ///
    /// Fields the draft lacks keep the form's values (a draft with no date keeps today, and its
    /// `.dateMissing` warning stays in `warnings`). A category the user chose is kept; otherwise
    /// the suggestion's category is used, and with no suggestion the category is cleared rather
    /// than guessed.
    public func applying(draft: TransactionDraft, suggestion: CategorySuggestion?) -> ReviewForm {
        var form = self
        form.amount = draft.amount
        form.direction = draft.direction
        if let merchant = draft.merchant { form.merchant = merchant }
        if let date = draft.date { form.date = date }
        if let time = draft.time { form.time = time }
        if let reference = draft.reference { form.reference = reference }
        if let hint = draft.accountHint { form.accountHint = hint }
        form.warnings = draft.warnings
        if form.categoryOrigin != .chosenByUser {
            form.category = suggestion?.category
            form.categoryOrigin = suggestion.map { .suggested($0.basis) } ?? .none
        }
        return form
    }
}
