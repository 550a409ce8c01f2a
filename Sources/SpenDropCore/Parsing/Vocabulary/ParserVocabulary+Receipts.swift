/// The parser's vocabulary of a receipt's header and labels: headings, titles, company forms,
/// addresses (the labels' kinds are `ReceiptWords`).
extension ParserVocabulary {
    /// Words that only qualify a receipt label, in every language (`VocabularyLanguage.labelCompanions`):
    /// a run-together word may hold them beside label words, and they carry no kind of their own.
    /// Currency words count among them (`TOTALEUR`, `GRANDTOTALUSD`, `TOTALEUROS`, `UKUPNOKN`).
    static let receiptLabelCompanions: Set<String> = Set(VocabularyLanguage.all.flatMap(\.labelCompanions))
        .union(
            ParserVocabulary.currencyWords.keys.filter { word in
                word.utf8.count >= 3 && word.utf8.allSatisfy { $0 >= 0x61 && $0 <= 0x7A }
            })

    /// Every language's words that count the things bought after a number (`VocabularyLanguage.countUnits`).
    static let countUnits: Set<String> = Set(VocabularyLanguage.all.flatMap(\.countUnits))

    /// Words only receipts print.
    static let receiptHeadingWords: Set<String> = [
        "cashier", "counter", "pax", "qty", "terminal", "pump", "receipt", "invoice", "resit",
    ]

    /// Words of the line that titles the document after the shop's header.
    static let documentTitleWords: Set<String> = ["invoice", "receipt", "resit", "customer", "bill"]

    /// Words that end a company's legal name in Malaysia.
    static let legalSuffixWords: Set<String> = [
        "bhd", "berhad", "sdn", "enterprise", "enterprises", "trading", "plt", "llp",
    ]

    /// Header lines with these words are not the shop's name.
    static let receiptHeaderSkipWords: Set<String> = [
        "invoice", "receipt", "resit", "reg", "roc", "gst", "sst", "tin", "brn", "ssm", "registration",
        "tel", "fax", "phone", "hp", "email", "www", "http", "https", "com", "my", "cashier", "counter", "table", "pax",
        "server", "terminal", "member", "staff", "thank", "reprint", "duplicate", "copy", "bill", "order", "no",
        "cash", "sales", "sale", "date", "time",
    ]

    /// Words of a title line that do not make it a name (`TAX INVOICE`, `OFFICIAL RECEIPT`).
    static let receiptHeaderTitleWords: Set<String> = ["tax", "official", "simplified", "welcome", "to", "e"]

    /// Words that only an address line has.
    static let streetWords: Set<String> = [
        "jalan", "jln", "lorong", "lrg", "taman", "tmn", "lot", "kampung", "kg", "persiaran", "lebuh", "blok",
        "block", "level", "floor", "aras", "seksyen", "section", "road", "street", "unit",
    ]

    /// States and cities: an address when the line also has a number or a comma.
    static let placeWords: Set<String> = [
        "selangor", "lumpur", "johor", "penang", "pinang", "perak", "sabah", "sarawak", "melaka", "malacca", "pahang",
        "kedah", "kelantan", "terengganu", "sembilan", "perlis", "putrajaya", "labuan", "persekutuan", "petaling",
        "jaya", "subang", "bandar", "shah", "alam", "klang", "ipoh", "bahru",
    ]
}
