/// Reads the shop's name from the header of a receipt: the first line that is not a title
/// (`TAX INVOICE`), a registration or tax number, an address, a phone number or a notice.
///
/// Promises: `WELCOME TO` before a name is dropped, and so is a registration number in brackets
/// after it (`MAMAK CORNER SDN BHD (1234567-X)`); the search stops at the first line with an
/// amount, a date or a time, so an item is never taken for the shop.
enum ReceiptHeader {
    /// The first header line that names the shop.
    static func merchant(_ evidence: TextEvidence, _ lines: [ReceiptReader.ReceiptLine]) -> String? {
        let text = evidence.text
        for line in 0..<lines.count {
            let range = text.lines[line]
            if range.isEmpty { continue }
            if lines[line].value != nil { return nil }
            if lines[line].role != .other { continue }
            if DateScanner.firstDate(in: text, range: range, reference: evidence.referenceDay) != nil
                || DateScanner.firstTime(in: text, range: range) != nil {
                return nil
            }
            guard let name = headerName(text, range) else { continue }
            return name
        }
        return nil
    }

    /// The shop's name on a header line, or nil when the line is a title, registration number,
    /// address, phone number or notice.
    private static func headerName(_ text: ScannedText, _ range: Range<Int>) -> String? {
        var start = range.lowerBound
        var end = range.upperBound
        var words = 0
        var places = 0
        var numbersOrCommas = 0
        for index in range {
            let token = text.tokens[index]
            if token.kind == .number && token.end - token.start == 5 { return nil }
            if token.kind == .number || text.isSymbol(index, ",") { numbersOrCommas += 1 }
            guard token.kind == .word else { continue }
            let word = text.words[index]
            if headerSkipWords.contains(word) || streetWords.contains(word) { return nil }
            if placeWords.contains(word) { places += 1 }
            if !headerTitleWords.contains(word) { words += 1 }
        }
        // `Petaling Jaya, Selangor` is an address; `RESTORAN SRI MELAKA` is a name.
        guard words > 0, places == 0 || numbersOrCommas == 0 else { return nil }
        // `WELCOME TO MAMAK CORNER` names the shop after the greeting.
        if text.isWord(start, "welcome") { start += text.isWord(start + 1, "to") ? 2 : 1 }
        while start < end, text.tokens[start].kind == .symbol { start += 1 }
        // `MAMAK CORNER SDN BHD (1234567-X)`: drop a registration number in brackets.
        var open = start
        while open < end {
            if text.isSymbol(open, "(") {
                let close = (open..<end).first { text.isSymbol($0, ")") } ?? end
                if (open..<close).contains(where: { text.tokens[$0].kind == .number }) {
                    end = open
                    break
                }
            }
            open += 1
        }
        while end > start, text.tokens[end - 1].kind == .symbol, !text.isSymbol(end - 1, ")"), !text.isSymbol(end - 1, ".") { end -= 1 }
        guard end > start else { return nil }
        return text.text(from: start, through: end - 1)
    }

    /// Header lines with these words are not the shop's name.
    static let headerSkipWords: Set<String> = [
        "invoice", "receipt", "resit", "reg", "roc", "gst", "sst", "tin", "brn", "ssm", "registration", "company",
        "tel", "fax", "phone", "hp", "email", "www", "http", "https", "com", "my", "cashier", "counter", "table", "pax",
        "server", "terminal", "member", "staff", "thank", "reprint", "duplicate", "copy", "bill", "order", "no",
        "cash", "sales", "sale", "date", "time",
    ]

    /// Words of a title line that do not make it a name (`TAX INVOICE`, `OFFICIAL RECEIPT`).
    static let headerTitleWords: Set<String> = ["tax", "official", "simplified", "welcome", "to", "e"]

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
