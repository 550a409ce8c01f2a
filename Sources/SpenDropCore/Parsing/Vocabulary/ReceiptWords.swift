/// The kinds of word a receipt line's label is made of (`ROUNDED TOTAL (RM)` is rounded and
/// total), as one bit each, so a line is classified without comparing strings.
///
/// Promises: `byWord` and `wideLabelTable` hold every language's receipt label words
/// (`VocabularyLanguage`); `Lexicon` gives every token its bits when the text is scanned.
struct ReceiptWords: OptionSet, Sendable {
    let rawValue: UInt32

    static let total = ReceiptWords(rawValue: 1 << 0)
    static let subtotal = ReceiptWords(rawValue: 1 << 1)
    static let sub = ReceiptWords(rawValue: 1 << 2)
    static let excluding = ReceiptWords(rawValue: 1 << 3)
    /// `QTY`, `ITEMS`, `SAVINGS`, `DISCOUNT`: with `TOTAL`, a total that is not money due.
    static let count = ReceiptWords(rawValue: 1 << 4)
    /// `ROUNDED`, `FINAL`: the amount after every adjustment.
    static let rounded = ReceiptWords(rawValue: 1 << 5)
    static let after = ReceiptWords(rawValue: 1 << 6)
    static let rounding = ReceiptWords(rawValue: 1 << 7)
    static let nett = ReceiptWords(rawValue: 1 << 8)
    static let net = ReceiptWords(rawValue: 1 << 9)
    static let grand = ReceiptWords(rawValue: 1 << 10)
    static let due = ReceiptWords(rawValue: 1 << 11)
    static let amount = ReceiptWords(rawValue: 1 << 12)
    static let payable = ReceiptWords(rawValue: 1 << 13)
    static let jumlah = ReceiptWords(rawValue: 1 << 14)
    /// `BERSIH`, `BESAR`: with `JUMLAH`, the final amount.
    static let jumlahQualifier = ReceiptWords(rawValue: 1 << 15)
    static let adjustment = ReceiptWords(rawValue: 1 << 16)
    static let including = ReceiptWords(rawValue: 1 << 17)
    /// `SST`, `GST`, `TAX`, `SERVICE`, `SVC`, `CUKAI`, `SVR`: tax or a service charge, and with
    /// `TOTAL` (`JUMLAH CUKAI`, `TOTAL SVC`) and no `INCL` still a tax line, never the bill.
    static let tax = ReceiptWords(rawValue: 1 << 18)
    static let change = ReceiptWords(rawValue: 1 << 19)
    static let cash = ReceiptWords(rawValue: 1 << 20)
    /// Card, wallet or other non-cash tender.
    static let tender = ReceiptWords(rawValue: 1 << 21)
    /// `SUMMARY`, `ANALYSIS`, `CODE`: with a tax word, the heading of the tax table printed after
    /// the amount due, whose own TOTAL row sums the tax, never the bill.
    static let summary = ReceiptWords(rawValue: 1 << 22)
    /// `DISCOUNT`, `DISC`, `SAVINGS`: money taken off the bill (also a `count`, so with `TOTAL` not
    /// the money due), where `QTY`, `ITEMS` count things.
    static let discount = ReceiptWords(rawValue: 1 << 24)
    /// `BALANCE`, `BAL`, `BAKI`: alone (also a `change` word) the change given, as Malaysian
    /// receipts print it; with `DUE` (`BALANCE DUE`) the amount still to pay, as American ones do.
    static let balance = ReceiptWords(rawValue: 1 << 25)
    /// `PAID`, `TENDERED`: with `TOTAL` (`TOTAL PAID`, `TotalTendered`) what the customer handed
    /// over, a payment line, not the bill.
    static let handedOver = ReceiptWords(rawValue: 1 << 26)
    /// `領収書`, `領収証`, `レシート`: the paper's title, which only a receipt prints (no kind of money line).
    static let heading = ReceiptWords(rawValue: 1 << 27)

    /// Every language's labels written without spaces (`VocabularyLanguage.runLabels`: `合計`, `お釣り`).
    static let wideLabelTable: [(label: String, kinds: ReceiptWords)] = VocabularyLanguage.all.flatMap { language in
        language.runLabels.flatMap { kinds, labels in labels.map { ($0, kinds) } }
    }

    /// The kinds of the labels of `wideLabelTable` that `run` holds, the spaces between its
    /// characters left out: tills space a label's characters to fill the column (`合 計`, `小　計`).
    static func wideLabels(in run: String) -> ReceiptWords {
        let joined = run.contains(" ") ? run.filter { $0 != " " } : run
        var kinds: ReceiptWords = []
        for (label, labelKinds) in wideLabelTable where joined.contains(label) { kinds.formUnion(labelKinds) }
        return kinds
    }

    /// Every language's receipt label words (`VocabularyLanguage.receiptLabels`) with all their kinds.
    static let byWord: [String: ReceiptWords] = {
        var words: [String: ReceiptWords] = [:]
        for language in VocabularyLanguage.all {
            for (kinds, list) in language.receiptLabels {
                for word in list { words[word, default: []].formUnion(kinds) }
            }
        }
        return words
    }()
}
