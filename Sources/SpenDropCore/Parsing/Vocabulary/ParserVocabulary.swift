/// The words and phrases the parser recognises, and the cue each one gives: with its extensions
/// beside it (names, dates, receipts) and `ReceiptWords`, the parser's one vocabulary, so a new
/// bank's wording is added in one folder and a new language is one table of `VocabularyLanguage`
/// (`Languages/`); the readers hold no words.
///
/// Promises: phrases are lower-case words as `ScannedText` splits them (punctuation between
/// words is skipped, so `a/c` is `a c` and `you've` is `you ve`); where two phrases start at the
/// same word, the longer one is tried first.
enum ParserVocabulary {
    /// Every language's cue phrases (`VocabularyLanguage.all`), and the banks and wallets by name.
    static let cueTable: PhraseTable<Cue> = {
        var table = PhraseTable<Cue>(gate: .startsCue)
        for language in VocabularyLanguage.all {
            for (cue, phrases) in language.cues { table.add(cue, phrases) }
        }
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

    /// Currencies of countries that write a two-digit year first (`25/06/02`): Japan and Korea.
    static let yearFirstCurrencies: Set<String> = ["JPY", "KRW"]

    /// Currencies whose countries write thousands with a point and decimals with a comma
    /// (`Rp35.000`, `€1.234,56`, `R$ 1.234,56`); elsewhere (`Rs. 5.000`) a point marks decimals.
    static let pointGroupedCurrencies: Set<String> = [
        "IDR", "EUR", "VND", "BRL", "ARS", "CLP", "COP", "PYG", "UYU", "TRY", "DKK", "NOK", "ISK", "RSD", "BAM",
    ]

    /// Currencies whose countries group the digits above the thousands in twos (`₹13,30,614.75`,
    /// the Indian lakh and crore).
    static let lakhGroupedCurrencies: Set<String> = ["INR", "PKR", "NPR", "BDT", "LKR"]

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

    /// Every month name and abbreviation of every language (`VocabularyLanguage.months`), lower
    /// case, to its number.
    static let months: [String: Int] = {
        var months: [String: Int] = [:]
        for language in VocabularyLanguage.all {
            for (index, spellings) in language.months.enumerated() {
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
