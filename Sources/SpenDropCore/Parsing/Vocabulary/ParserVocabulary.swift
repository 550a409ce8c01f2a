/// The words and phrases the parser recognises, and the cue each one gives: with its extensions
/// beside it (names, dates, receipts) and `ReceiptWords`, the parser's one vocabulary, so a new
/// bank's wording or a new language is added in one folder; the readers hold no words.
///
/// Promises: phrases are lower-case words as `ScannedText` splits them (punctuation between
/// words is skipped, so `a/c` is `a c` and `you've` is `you ve`); where two phrases start at the
/// same word, the longer one is tried first.
enum ParserVocabulary {
    static let cueTable: PhraseTable<Cue> = {
        var table = PhraseTable<Cue>(gate: .startsCue)
        table.add(
            .moneyOut(strong: true),
            [
                "paid", "spent", "debited", "charged", "deducted", "sent", "transferred", "purchased", "withdrawn",
                "withdrew", "used at", "made a payment", "made a purchase", "dibayar", "telah membayar", "dipindahkan",
                "you ve paid", "you have paid", "has been debited", "付款", "支付", "消费", "扣款", "已付款", "已支付",
                // Said by the payee: "we have received your payment"; Malay "deducted from the account".
                "received your payment", "ditolak dari akaun", "ditolak daripada akaun", "telah ditolak dari akaun",
                // German and French.
                "abgebucht", "belastet", "débité", "payé",
            ])
        table.add(
            .moneyIn(strong: true),
            [
                "received", "credited", "refunded", "refund", "deposited", "sent you", "transferred to you",
                "transferred to your", "credited to your", "diterima", "menerima", "incoming", "money in",
                "you ve received", "you have received", "paid you", "has paid you", "transferred you", "menerima wang",
                "added to your balance", "added to your account", "added to your wallet", "added to your ewallet",
                "收到", "收款", "入账", "退款", "支入", "存入", "转账给您", "转给您", "给您转账",
                // Malay "has come into your account".
                "telah masuk", "masuk ke akaun", "masuk ke dalam akaun",
                // German and French.
                "eingegangen", "gutschrift", "crédité", "reçu",
            ])
        table.add(.reload(done: false), ["reload", "top up", "topup", "cash in", "add money", "tambah nilai", "充值"])
        table.add(.reload(done: true), ["reloaded", "topped up", "added money", "已充值", "充值成功"])
        table.add(
            .moneyOut(strong: false),
            [
                "payment", "pay", "purchase", "transaction", "transfer", "debit", "bayaran", "pembayaran", "pindahan",
                "duitnow qr", "duitnow transfer", "qr payment", "withdrawal", "money out", "fpx", "transaksi",
                "pembelian", "card", "visa", "mastercard",
                "debit card", "credit card", "转账",
                // German and French.
                "kartenumsatz", "kartenzahlung", "zahlung", "lastschrift", "überweisung", "virement", "paiement",
            ])
        table.add(.moneyIn(strong: false), ["deposit", "transfer from", "duitnow received"])
        table.add(
            .completed, ["successful", "successfully", "success", "completed", "approved", "berjaya", "berhasil", "成功"])
        table.add(
            .security,
            [
                "otp", "tac", "one time password", "verification code", "security code", "activation code",
                "secure 2 u", "secure2u", "login", "log in", "logged in", "new device", "password", "kod pengesahan",
                "kata laluan", "验证码", "密码", "动态码",
            ])
        table.add(
            .failure,
            [
                "failed", "fail", "unsuccessful", "not successful", "declined", "rejected", "insufficient",
                "could not be processed", "was not processed", "could not be completed", "was not completed",
                "not completed",
                "gagal", "ditolak", "tidak berjaya", "tidak dapat diproses", "失败", "不成功", "未成功",
            ])
        table.add(
            .cancellation,
            [
                "cancelled", "canceled", "cancellation", "reversed", "reversal", "voided", "void", "dibatalkan",
                "取消", "已取消", "撤销",
            ])
        table.add(
            .promotion,
            [
                "promo", "promotion", "promotions", "promocode", "promo code", "voucher", "vouchers", "deal", "deals",
                "offer", "offers", "discount", "off", "sale", "win", "giveaway", "contest", "free", "limited time",
                "hurry", "t c", "tnc", "unsubscribe", "shop now", "download", "exclusive", "up to", "enjoy", "claim",
                "don t miss", "stand a chance", "lucky draw", "special", "jimat", "percuma", "rebate",
                "baucar", "tawaran", "promosi", "diskaun", "dapatkan", "peraduan", "优惠", "优惠券", "折扣", "免费", "活动",
                "赢取", "抽奖", "立即",
            ])
        table.add(
            .rewards,
            [
                "points", "point", "pts", "rewards", "reward", "stars", "coins", "miles", "cashback", "cash back",
                "stamps", "grabrewards", "mata ganjaran", "ganjaran", "积分", "回扣", "现金回扣", "奖励",
            ])
        table.add(
            .balance,
            [
                "balance", "bal", "available limit", "credit limit", "limit", "available", "avail", "avl", "baki", "余额",
                "可用额度", "额度",
            ])
        table.add(
            .reminder,
            [
                "due", "due date", "reminder", "request", "requested", "requesting", "requests", "overdue",
                "please pay",
                "pay now", "pay before", "bill is ready", "statement", "please make payment", "make payment",
                "sila buat bayaran",
                // A request received is no money received; a payment named only as a condition is none made.
                "you have received a request", "you have received a payment request",
                "you have received a collect request",
                "you have received a money request", "received a request", "received a payment request",
                "received a collect request",
                "received a money request", "collect request", "if paid", "if already paid", "ignore if paid",
                "if you have paid",
                "if you have already paid", "peringatan", "tarikh akhir", "perlu dibayar", "sila bayar", "提醒", "到期",
                "请付款",
            ])
        table.add(
            .futureMovement,
            [
                "will be debited", "will be charged", "will be deducted", "will be auto debited", "will be paid",
                "scheduled to be debited",
                "akan didebitkan", "akan didebit", "akan ditolak", "将扣款", "将从您的账户扣除",
            ])
        table.add(
            .hold,
            [
                "on hold", "has been held", "is held", "been put on hold", "hold placed", "authorisation hold",
                "authorization hold", "pre authorisation", "pre authorization", "preauthorisation", "preauthorization",
                "pre auth", "temporary hold", "temporarily held", "amount blocked", "has been blocked", "ditahan",
                "预授权", "冻结",
            ])
        table.add(.toYou, ["to you", "kepada anda", "给您", "给你"])
        table.add(.fee, ["fee", "fees", "service charge", "charges", "caj"])
        table.add(
            .referenceLabel,
            [
                "ref", "ref no", "ref num", "reference", "reference no", "reference number", "reference id",
                "transaction id", "transaction no", "transaction number", "transaction ref", "transaction reference",
                "txn id", "txn no", "txn ref", "trans id", "trans no", "trx id", "tran id", "approval code",
                "auth code",
                "receipt no", "rcpt no", "invoice no", "inv no", "bill no", "doc no", "order id", "order no",
                "no rujukan", "wallet ref", "wallet reference", "ref id", "trace no", "rujukan", "参考编号", "交易编号",
                "参考号",
            ])
        table.add(.note, ["recipient reference", "payment details", "remarks", "remark", "other payment details"])
        table.add(
            .cardEnding,
            ["ending", "ending with", "ending in", "ends with", "ends in", "berakhir", "berakhir dengan", "尾号"])
        for (name, phrases, isPayApp) in institutions {
            table.add(.institution(name, isPayApp: isPayApp), phrases)
        }
        return table
    }()

    /// Display name, the ways texts write it, and whether it is a pay app that sits in front of
    /// a card (Apple Pay, Google Wallet) rather than an account of its own.
    static let institutions: [(String, [String], Bool)] = [
        (
            "Touch 'n Go eWallet",
            [
                "touch n go", "touch n go ewallet", "touchngo", "tng", "tng ewallet", "tng digital",
                "touch n go digital",
            ], false
        ),
        ("MAE", ["mae", "mae by maybank2u", "mae by maybank 2 u"], false),
        ("Maybank", ["maybank", "maybank2u", "maybank 2 u", "m2u", "m 2 u", "mbb"], false),
        ("CIMB", ["cimb", "cimb clicks", "cimb octo", "octo", "cimb bank"], false),
        ("RHB", ["rhb", "rhb bank", "rhb now"], false),
        ("Public Bank", ["public bank", "publicbank", "pbe", "pb engage", "pbb", "pb enterprise"], false),
        ("Hong Leong Bank", ["hong leong", "hong leong bank", "hlb", "hlb connect"], false),
        ("AmBank", ["ambank", "amonline"], false),
        ("Bank Islam", ["bank islam", "go by bank islam"], false),
        ("UOB", ["uob"], false),
        ("OCBC", ["ocbc"], false),
        ("HSBC", ["hsbc"], false),
        ("GrabPay", ["grabpay", "grab pay"], false),
        ("Boost", ["boost", "boost ewallet"], false),
        ("ShopeePay", ["shopeepay", "shopee pay"], false),
        ("WeChat Pay", ["wechat pay", "weixin pay", "微信支付", "微信"], false),
        ("Alipay", ["alipay", "支付宝"], false),
        ("Apple Pay", ["apple pay"], true),
        ("Google Wallet", ["google wallet", "google pay", "gpay"], true),
    ]

    /// Words a merchant or sender phrase never runs through.
    static let merchantStopWords: Set<String> = [
        "on", "via", "using", "with", "ref", "reference", "is", "was", "has", "have", "had", "and", "dated", "date",
        "time", "amount", "amt", "successful", "successfully", "into", "pada", "melalui", "telah", "thru", "through",
        "please", "if", "thank", "thanks", "txn", "trx", "for", "at", "from", "to", "bal", "balance", "avail",
        "available", "transaction", "approval", "your", "status", "kepada", "daripada", "di", "will", "are",
        "approved", "declined", "berjaya", "gagal", "completed", "menggunakan", "dengan", "berakhir", "untuk", "dan",
        "ending", "sent", "paid", "transferred", "refunded", "credited", "received", "debited", "charged", "deducted",
        "的", "于", "日", "期", "您", "你", "berhasil",
        // German `am 02.12.2026`: the day follows the name.
        "am",
        // A day's name starts the date after a name (`BLUE BOTTLE Tuesday, November 24th`).
        "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "isnin", "selasa", "rabu",
        "khamis", "jumaat", "sabtu", "ahad",
    ]

    /// Words that lead into an amount right after a name (`to SITI AMINAH of RM50.00`, `kepada KEDAI
    /// ALI sebanyak RM50.00`): never the end of the name, though `of` may sit inside one (`BANK OF CHINA`).
    static let amountLeadWords: Set<String> = ["of", "sebanyak", "berjumlah", "amounting", "totalling", "totaling"]

    /// Words that end a merchant phrase with a full stop after them when they are abbreviations.
    static let abbreviations: Set<String> = [
        "sdn", "bhd", "co", "ent", "pte", "ltd", "inc", "corp", "plt", "bros", "st", "jln", "dr", "mr", "mrs",
        "ms", "no", "bt", "bte", "mt", "jr", "sr",
    ]

    /// Words that never start a merchant after `to`, `at`, `for` or `from`.
    static let notAMerchantStart: Set<String> = [
        "your", "you", "yourself", "ur", "account", "a", "an", "the", "be", "pay", "make", "avoid", "continue", "view",
        "check", "confirm", "unsubscribe", "stop", "reply", "call", "us", "our", "enjoy", "more", "details", "this",
        "that", "another", "other", "anda", "akaun", "order", "orders", "toll", "reload", "top",
    ]

    /// ISO 4217 codes that are also words a text writes beside numbers (English, Malay, French,
    /// receipts' own abbreviations): read as a currency only where `Currency` says so.
    static let codesThatAreWords: Set<String> = [
        "all", "top", "cup", "try", "pen", "mop", "bob", "rub", "mad", "gel", "bam", "svc", "sos", "che", "lak",
        "ern", "ves", "dop", "nad", "pab", "ron", "cop", "mur", "sle", "kes", "amd", "chw", "cou", "bov", "mxv",
        "uyw", "std", "ils", "mga",
    ]

    /// Currency words that may stand before or after an amount, in lower case: every ISO 4217 code
    /// but `codesThatAreWords` (those `Currency` reads in text stay), and the signs no other
    /// currency writes.
    static let currencyWords: [String: Currency] = {
        var words: [String: Currency] = ["rm": .myr]
        words["rs"] = Currency(code: "INR")
        words["rp"] = Currency(code: "IDR")
        for currency in Currency.known
        where currency.isReadInText || !codesThatAreWords.contains(currency.code.lowercased()) {
            words[currency.code.lowercased()] = currency
            // A symbol of its own that is no ASCII (`€`, `₹`, `฿`, `¥`), which the scanner keeps as a word.
            let symbol = currency.symbol
            if !symbol.unicodeScalars.contains(where: \.isASCII), words[symbol] == nil { words[symbol] = currency }
        }
        words["円"] = Currency(code: "JPY")
        words["元"] = Currency(code: "CNY")
        words["원"] = Currency(code: "KRW")
        return words
    }()

    /// The currencies that write `$` alone: with one of them as the account's currency `$` is it,
    /// else US dollars, the one most texts mean.
    static let dollarCurrencies: Set<String> = ["USD", "SGD", "AUD", "CAD", "NZD", "HKD", "TWD", "BND", "MXN"]

    /// The currency a lone `$` writes for a person whose currency is `home`.
    static func dollar(home: Currency) -> Currency {
        dollarCurrencies.contains(home.code) ? home : .usd
    }

    /// Currencies of countries that write a date month first (`12/03/2018` is 3 December): a text
    /// whose written amounts are all in one of them reads `03/12/18` as 12 March when both readings
    /// are days. Ringgit, pounds, euros or rupees anywhere on it keep it day first.
    static let monthFirstCurrencies: Set<String> = ["USD", "PHP"]

    /// Currencies whose countries write thousands with a point and decimals with a comma
    /// (`Rp35.000`, `€1.234,56`, `R$ 1.234,56`); elsewhere (`Rs. 5.000`) a point marks decimals.
    static let pointGroupedCurrencies: Set<String> = [
        "IDR", "EUR", "VND", "BRL", "ARS", "CLP", "COP", "PYG", "UYU", "TRY", "DKK", "NOK", "ISK", "RSD", "BAM",
    ]

    /// Company forms that only one country's companies take, with that country's currency: what a
    /// lone `$` on a receipt that prints one means.
    static let companyFormCurrencies: [(words: [String], code: String)] = [
        (["sdn", "bhd"], "MYR"), (["pte", "ltd"], "SGD"),
    ]

    /// Letters glued before `$` that name whose dollar it is (`S$`, `US$`, `HK$`, `A$`, `NZ$`).
    static let dollarPrefixes: [String: String] = [
        "s": "SGD", "us": "USD", "hk": "HKD", "a": "AUD", "au": "AUD", "nz": "NZD", "nt": "TWD", "c": "CAD",
        "ca": "CAD", "r": "BRL", "b": "BND", "mx": "MXN",
    ]

    /// Currency words written as abbreviations, whose dot may stand between them and the number
    /// (`Rs.25.00`, `Rp.35.000`).
    static let currencyAbbreviations: Set<String> = ["rs", "rp"]

    /// Month names and abbreviations to their number, per language. An abbreviation that is also
    /// a common word next to a number elsewhere (Portuguese `out`, Italian `set`, Spanish `ago`,
    /// Indonesian `des`, which French writes for "of the")
    /// is left out: `Money out 12.50` is no date.
    static let monthsByLanguage: [(language: String, months: [[String]])] = [
        (
            "English",
            [
                ["jan", "january"], ["feb", "february"], ["mar", "march"], ["apr", "april"], ["may"],
                ["jun", "june"], ["jul", "july"], ["aug", "august"], ["sep", "sept", "september"],
                ["oct", "october"], ["nov", "november"], ["dec", "december"],
            ]
        ),
        (
            "Malay",
            [
                ["januari"], ["februari"], ["mac"], ["april"], ["mei"], ["jun"], ["julai"], ["ogo", "ogos"],
                ["september"], ["okt", "oktober"], ["november"], ["dis", "disember"],
            ]
        ),
        (
            "Indonesian",
            [
                ["januari"], ["februari"], ["maret"], ["april"], ["mei"], ["juni"], ["juli"], ["agu", "agustus"],
                ["september"], ["oktober"], ["november"], ["desember"],
            ]
        ),
        (
            "French",
            [
                ["janv", "janvier"], ["févr", "fevr", "février", "fevrier"], ["mars"], ["avr", "avril"], ["mai"],
                ["juin"], ["juil", "juillet"], ["août", "aout"], ["septembre"], ["octobre"], ["novembre"],
                ["déc", "décembre", "decembre"],
            ]
        ),
        (
            "German",
            [
                ["januar", "jänner"], ["februar"], ["märz", "maerz", "mrz"], ["april"], ["mai"], ["juni"], ["juli"],
                ["august"], ["september"], ["oktober"], ["november"], ["dez", "dezember"],
            ]
        ),
        (
            "Dutch",
            [
                ["januari"], ["februari"], ["maart", "mrt"], ["april"], ["mei"], ["juni"], ["juli"], ["augustus"],
                ["september"], ["oktober"], ["november"], ["december"],
            ]
        ),
        (
            "Spanish",
            [
                ["ene", "enero"], ["febrero"], ["marzo"], ["abr", "abril"], ["mayo"], ["junio"], ["julio"],
                ["agosto"], ["septiembre", "setiembre"], ["octubre"], ["noviembre"], ["dic", "diciembre"],
            ]
        ),
        (
            "Italian",
            [
                ["gennaio"], ["febbraio"], ["marzo"], ["aprile"], ["maggio"], ["giugno"], ["luglio"], ["agosto"],
                ["settembre"], ["ott", "ottobre"], ["novembre"], ["dicembre"],
            ]
        ),
        (
            "Portuguese",
            [
                ["janeiro"], ["fev", "fevereiro"], ["março", "marco"], ["abril"], ["maio"], ["junho"], ["julho"],
                ["agosto"], ["setembro"], ["outubro"], ["novembro"], ["dezembro"],
            ]
        ),
    ]

    /// Every month name and abbreviation of `monthsByLanguage`, lower case, to its number.
    static let months: [String: Int] = {
        var months: [String: Int] = [:]
        for (_, names) in monthsByLanguage {
            for (index, spellings) in names.enumerated() {
                for spelling in spellings { months[spelling] = index + 1 }
            }
        }
        return months
    }()

    /// What follows a day's number as an ordinal: `27th`, `1st`, `2nd`, `3rd`.
    static let ordinalSuffixes: Set<String> = ["st", "nd", "rd", "th"]

    /// The words a CJK date writes after its year, month and day: `2026年12月4日`, `2026년 12월 4일`.
    static let cjkDateMarks: (year: Set<String>, month: Set<String>, day: Set<String>) = (
        ["年", "년"], ["月", "월"], ["日", "일"]
    )
}

/// Phrases of lower-case words mapped to a value, looked up by their first word.
///
/// - Complexity: one dictionary lookup per token, then a comparison per phrase that starts with
///   that token's word.
struct PhraseTable<Value: Sendable>: Sendable {
    struct Entry: Sendable {
        let words: [String]
        let value: Value
    }

    private(set) var entriesByFirstWord: [String: [Entry]] = [:]
    /// The flag `Lexicon` gives every first word of this table; a token without it is skipped
    /// without a lookup.
    let gate: WordFlags

    init(gate: WordFlags) {
        self.gate = gate
    }

    var firstWords: Dictionary<String, [Entry]>.Keys { entriesByFirstWord.keys }

    mutating func add(_ value: Value, _ phrases: [String]) {
        for phrase in phrases {
            // Chinese is written without spaces and read one ideograph a word (see `ScannedText`).
            let words = phrase.split(separator: " ").flatMap { word -> [String] in
                word.unicodeScalars.allSatisfy { ScannedText.isIdeograph($0.value) }
                    ? word.map(String.init) : [String(word)]
            }
            guard let first = words.first else { continue }
            var entries = entriesByFirstWord[first] ?? []
            entries.append(Entry(words: words, value: value))
            entries.sort { $0.words.count > $1.words.count }
            entriesByFirstWord[first] = entries
        }
    }

    /// The longest phrase that starts at token `index` and ends by token `limit`, with the index
    /// after it: a shorter phrase when a longer one would run past `limit`.
    func longestMatch(in text: ScannedText, at index: Int, endingBy limit: Int) -> (value: Value, end: Int)? {
        guard text.facts[index].flags.contains(gate), let entries = entriesByFirstWord[text.words[index]] else {
            return nil
        }
        for entry in entries {
            if let end = text.match(entry.words, at: index), end <= limit { return (entry.value, end) }
        }
        return nil
    }

    /// Every phrase found in tokens `range`, left to right, without overlaps.
    func hits(in text: ScannedText, range: Range<Int>) -> [(value: Value, start: Int, end: Int)] {
        var found: [(value: Value, start: Int, end: Int)] = []
        var index = range.lowerBound
        while index < range.upperBound {
            if let match = longestMatch(in: text, at: index, endingBy: range.upperBound) {
                found.append((match.value, index, match.end))
                index = match.end
            } else {
                index += 1
            }
        }
        return found
    }
}
