/// One language's words as the parser reads them, each with its role: the cues of notifications
/// (`Cue`), the kinds of receipt label words (`ReceiptWords`) and the month names. The parser's
/// tables (`ParserVocabulary.cueTable`, `ReceiptWords.byWord`, `ParserVocabulary.months`) are the
/// union of `all`, so adding a language is adding one table to `all`.
///
/// Promises: phrases and words are lower case as `ScannedText` splits them; `months`, when not
/// empty, holds twelve entries, January first, each the spellings of that month.
struct VocabularyLanguage: Sendable {
    let name: String
    /// Notification phrases by the cue each gives.
    var cues: [(cue: Cue, phrases: [String])] = []
    /// Receipt label words (written between spaces) by their kinds.
    var receiptLabels: [(kinds: ReceiptWords, words: [String])] = []
    /// Receipt labels of a language written without spaces, found inside a run of ideographs and
    /// kana (`合計(税込)`): a run holding one has its kinds.
    var runLabels: [(kinds: ReceiptWords, labels: [String])] = []
    /// Words that only qualify a receipt label (`ORDER TOTAL`, Spanish `TOTAL A PAGAR`): a
    /// run-together word may hold them beside label words, and they carry no kind of their own.
    var labelCompanions: [String] = []
    /// Words that label the day of a sale or payment (`DATE`, `TARIKH`, `DATUM`).
    var dateLabels: [String] = []
    /// Words that label another day printed on a receipt (`EXPIRY`, `VALID`, `DELIVERY`).
    var otherDayLabels: [String] = []
    /// The names of the days of the week and their abbreviations, which receipts print glued to
    /// the date (`Tue09/20/16`, `jeudi23juin2016`).
    var weekdays: [String] = []
    /// The spellings of each month, January first; empty when the language shares another's. An
    /// abbreviation that is also a common word next to a number elsewhere (Portuguese `out`,
    /// Italian `set`, Spanish `ago`, Indonesian `des`, which French writes for "of the") is left
    /// out: `Money out 12.50` is no date.
    var months: [[String]] = []
    /// Words a date written in words puts between its day, month and year (Spanish and Portuguese
    /// `16 de octubre de 2020`).
    var dateConnectors: [String] = []
    /// Words that follow a number to count the things bought (`2 items`, `3 pcs`, Japanese `2点`):
    /// `TOTAL 2 items 19.40` is the total of two things, where `TOTAL ITEMS 2` counts them.
    var countUnits: [String] = []
    /// Eras that count years from their own first year (Japanese `令和`, whose year 1 is 2019),
    /// each by its name and the initial receipts print for it (`R6.12.4`).
    var eras: [(name: String, initial: String, firstYear: Int)] = []
    /// The words written in place of an era's year number for its first year (`令和元年`).
    var eraFirstYearWords: [String] = []
    /// The words that say a 12-hour time is before or after noon, and whether they stand before the
    /// time (Korean `오후 1:45`, Chinese `下午1:45`) or after it (`1:45 PM`, Malay `1:45 PTG`).
    var meridiems: [(word: String, afterNoon: Bool, beforeTime: Bool)] = []

    /// Every language the parser reads, in the order their phrases are tried.
    static let all: [VocabularyLanguage] = [
        .english, .malay, .indonesian, .chinese, .japanese, .korean, .french, .german, .dutch, .spanish, .italian,
        .portuguese, .croatian,
    ]
}
