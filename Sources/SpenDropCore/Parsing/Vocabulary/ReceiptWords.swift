/// The kinds of word a receipt line's label is made of (`ROUNDED TOTAL (RM)` is rounded and
/// total), as one bit each, so a line is classified without comparing strings.
///
/// Promises: `byWord` is the one list of receipt label words; `Lexicon` gives every token its
/// bits when the text is scanned.
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

    /// Japanese and Chinese (simplified and traditional) receipt labels, found inside a run of
    /// ideographs and kana: a run holding one has its kinds. `税込` (tax included) is read as
    /// including, so `合計(税込)` stays the total.
    static let wideLabelTable: [(label: String, kinds: ReceiptWords)] = [
        ("合計", .total), ("総計", .total), ("合计", .total), ("总计", .total), ("總計", .total),
        ("小計", .subtotal), ("小计", .subtotal),
        ("税込", .including), ("内税", .including), ("消費税", .tax), ("外税", .tax), ("税", .tax), ("税额", .tax),
        ("お釣", .change), ("釣銭", .change), ("おつり", .change), ("找零", .change), ("找贖", .change),
        ("お預", .cash), ("預り", .cash), ("現金", .cash), ("现金", .cash), ("实收", .cash), ("實收", .cash),
        ("应付", .payable), ("應付", .payable), ("お支払", .payable), ("請求", .payable),
    ]

    /// The kinds of the labels of `wideLabelTable` that `run` holds.
    static func wideLabels(in run: String) -> ReceiptWords {
        var kinds: ReceiptWords = []
        for (label, labelKinds) in wideLabelTable where run.contains(label) { kinds.formUnion(labelKinds) }
        return kinds
    }

    static let byWord: [String: ReceiptWords] = {
        var words: [String: ReceiptWords] = ["jumlah": [.total, .jumlah]]
        func add(_ kind: ReceiptWords, _ list: [String]) {
            for word in list { words[word, default: []].insert(kind) }
        }
        // English and Malay, then the same labels as receipts print them in French, German, Italian and Spanish.
        add(.total, ["total", "ttl", "tl", "somme", "summe", "gesamt", "totale", "importe"])
        add(.subtotal, ["subtotal", "소계"])
        // Korean labels are words of their own: 합계 total, 거스름돈 change, 현금 cash, 부가세 VAT.
        add(.total, ["합계", "총액"])
        add(.change, ["거스름돈"])
        add(.cash, ["현금"])
        add(.tax, ["부가세"])
        add(.sub, ["sub"])
        add(.excluding, ["excl", "exclusive", "excluding", "before"])
        add(
            .count,
            [
                "qty", "quantity", "items", "item", "pcs", "units", "savings", "saving", "saved", "discount", "disc",
                "points", "pts", "weight", "volume",
            ])
        add(.discount, ["savings", "saving", "saved", "discount", "disc"])
        add(.rounded, ["rounded", "final"])
        add(.after, ["after"])
        add(.rounding, ["rounding", "round", "pengenapan"])
        add(.nett, ["nett"])
        add(.net, ["net"])
        add(.grand, ["grand"])
        add(.due, ["due"])
        add(.amount, ["amount"])
        add(.payable, ["payable"])
        add(.jumlahQualifier, ["bersih", "besar"])
        add(.adjustment, ["adj", "adjustment"])
        add(.including, ["incl", "inclusive", "including", "inc", "include", "includes"])
        add(
            .tax, ["sst", "gst", "tax", "taxes", "service", "svc", "cukai", "svr", "vat", "tva", "mwst", "ust", "iva"])
        add(.summary, ["summary", "analysis", "code"])
        add(.change, ["change", "baki", "balance", "bal", "rendu", "rückgeld", "wechselgeld", "cambio"])
        add(.balance, ["baki", "balance", "bal"])
        add(.cash, ["cash", "tunai", "espèces", "especes", "efectivo", "contanti"])
        add(
            .tender,
            [
                "tendered", "tender", "paid", "visa", "mastercard", "master", "card", "debit", "credit", "ewallet",
                "tng",
                "grabpay", "boost", "duitnow", "qr", "payment", "amex", "shopeepay", "mydebit",
            ])
        return words
    }()
}
