/// The parser's vocabulary around a payee's or sender's name: the prepositions before it, the
/// verbs and the screen's own words beside it. Readers hold no words of their own.
extension ParserVocabulary {
    /// Prepositions before the merchant of Money Out, tried group by group: `to`/`at` (Malay
    /// `kepada`, `di`; Indonesian `ke`; German `bei`; French `chez`), then `for`, then `from` right
    /// after `order` (`GrabFood order from McDonald's`), then `with` right after `transaction`
    /// (`a $9.17 transaction with TACO BELL`).
    static let merchantPrepositions: [(words: Set<String>, after: Set<String>?)] = [
        (["to", "at", "kepada", "di", "ke", "bei", "chez", "给", "向", "在"], nil), (["for"], nil),
        (["from"], ["order", "ordered"]), (["with"], ["transaction", "purchase", "payment"]),
    ]

    /// Prepositions before the sender of Money In: `from`, then `to` (`refunded ... to`).
    static let senderPrepositions: [(words: Set<String>, after: Set<String>?)] = [
        (["from", "daripada", "by", "自", "从"], nil), (["to", "kepada"], nil),
    ]

    /// Words between a sender and their verb (`ALI has sent you`, `SITI telah menghantar`).
    static let auxiliaryVerbs: Set<String> = ["has", "have", "had", "just", "telah"]

    /// Words naming one of the user's own accounts after `to` or `from`, never a payee.
    static let ownAccountWords: Set<String> = [
        "wallet", "ewallet", "account", "acct", "a", "card", "balance", "savings", "current", "app",
    ]

    /// Words of notification banners and app chrome that never name a merchant.
    static let screenChromeWords: Set<String> = [
        "wallet", "now", "just", "ago", "min", "mins", "minutes", "notification", "notifications", "alert", "alerts",
        "sms", "message", "messages", "inbox", "new", "am", "pm", "h", "m", "s", "x", "bank", "app", "ewallet", "e",
    ]
    static let historyRowPrepositions: Set<String> = ["to", "from", "via", "at", "kepada", "daripada"]
    static let historyChromeWords: Set<String> = [
        "transaction", "transactions", "history", "all", "filter", "filters", "recent", "activity", "activities",
        "view",
        "more", "see", "details", "this", "month", "week", "sort", "by", "search", "ewallet", "wallet", "my", "home",
        "statement", "account", "accounts", "e", "sejarah", "transaksi", "semua", "back", "done", "latest", "list",
        "date", "description", "amount", "type", "status", "debit", "credit", "keterangan", "tarikh", "amaun",
    ]

    /// Words that may follow `to you` when it names the user (`to you on 04/12`, `to you via DuitNow`);
    /// any other word makes `you` the start of a name (`to YOU TIAO SHOP`).
    static let wordsAfterToYou: Set<String> = [
        "on", "via", "at", "from", "for", "by", "using", "through", "with", "in", "pada", "melalui", "dari",
        "daripada", "untuk", "and", "dan",
    ]
}
