/// Turns the text of a Malaysian bank or e-wallet notification, the OCR text of a screenshot, or
/// a printed receipt into transaction drafts, or says why it cannot.
///
/// Reads Touch 'n Go eWallet, Maybank / MAE, CIMB, RHB, Public Bank, Hong Leong Bank, DuitNow
/// QR and transfers, GrabPay, Boost, ShopeePay, card notifications (Apple Pay, Google Wallet
/// and bank card alerts), history screens with several rows, and supermarket, restaurant and
/// petrol receipts, in English and in the common Malay wording.
///
/// Promises:
/// - Pure: no files, no clock, no environment. Dates like `Today` count from `referenceDay`,
///   which the caller passes in; a text with no date gives a nil date and a warning.
/// - Never invents: promotions, balance and limit notices, points and rewards, one-time
///   passwords and other security messages, failed, declined, cancelled or reversed payments,
///   and texts with no readable amount give no draft and a `ParseRejection` (see
///   `RejectionRules` for the order the rules apply in).
/// - Money is read as integers (never `Double`) and is always positive in a draft; whether it
///   came in or went out is `TransactionDraft.direction`.
/// - Complexity: linear in the length of the text, with no regular expressions; a release
///   build reads well over 50,000 notifications a second on one core (`scripts/bench`).
///
/// From a command, with the user's category choices loaded beforehand:
///
///     let outcome = NotificationParser(referenceDay: today).parse(text)
///     if let reason = outcome.reason { /* print reason.description on stderr, exit 1 */ }
///     for draft in outcome.drafts {
///         let suggestion = CategorySuggester.suggestion(for: draft, history: choices)
///         let form = ReviewForm(today: today).applying(draft: draft, suggestion: suggestion)
///     }
public struct NotificationParser: Sendable {
    /// The day the text is read on: `Today` in a text means this day.
    public var referenceDay: CalendarDay
    /// The currency of an amount written without one (`TOTAL 12.50`).
    public var defaultCurrency: Currency

    public init(referenceDay: CalendarDay, defaultCurrency: Currency = .myr) {
        self.referenceDay = referenceDay
        self.defaultCurrency = defaultCurrency
    }

    /// How a text is laid out.
    public enum Layout: String, Sendable, CaseIterable {
        /// Positioned OCR box lines when most lines are (`OCRBoxes`), plain text otherwise.
        case detect
        /// Plain text, read line by line as given.
        case text
        /// OCR box lines, rebuilt into the rows a person sees (`VisualRows`) before reading.
        case boxes
        /// tesseract's TSV output, its words rebuilt into rows the same way.
        case tsv
    }

    /// The positioned words of `text` in `layout`, nil when it is plain text.
    public static func positionedWords(_ text: String, layout: Layout) -> [PositionedWord]? {
        switch layout {
        case .text: return nil
        case .boxes: return OCRBoxes.read(text)
        case .tsv: return TesseractTSV.read(text)
        case .detect: return TesseractTSV.read(text) ?? OCRBoxes.read(text)
        }
    }

    /// The drafts `text` shows, or the reason it shows none. Positioned OCR input is rebuilt into
    /// visual rows first, so a label and its value printed in two columns are read as one line.
    public func parse(_ text: String, layout: Layout = .detect) -> ParseOutcome {
        read(text, layout: layout).outcome
    }

    /// The text as the lines it is read as, and what they give. Positioned OCR words are rebuilt
    /// into the rows on the page; where the OCR's own lines show the photo was taken at a slant
    /// (`PageSlant`), also along that slant, and the rebuild that reads better is kept
    /// (`ReadingChoice.score`): an OCR that joined words across rows shows a slant the print does
    /// not have, so the level rebuild stays in the running. Among equals the slanted one is kept (on
    /// the WildReceipt photos' first readings, 108 right totals against 107). Plain text is read as
    /// it is; a receipt in it that looks turned (`readPlain`) is also read from its last line up,
    /// and that reading kept when its cash and change or its subtotal confirm its total, which
    /// nothing in the first reading did: OCR engines give the lines of a turned or curled receipt
    /// bottom to top, its head last and its values above their labels.
    /// Positioned input that holds no words is read as nothing.
    private func read(_ text: String, layout: Layout) -> (lines: String, outcome: ParseOutcome) {
        guard let words = Self.positionedWords(text, layout: layout) else {
            let lines = layout == .text || layout == .detect ? text : ""
            let forward = readPlain(lines)
            guard forward.looksTurned else { return (lines, forward.outcome) }
            let bottomUp = lines.split(separator: "\n", omittingEmptySubsequences: false).reversed()
                .joined(separator: "\n")
            let backward = readPlain(bottomUp)
            // The items alone may be one price equal to the total, which any reading finds.
            let onlyDraft = backward.outcome.drafts.count == 1 ? backward.outcome.drafts.first : nil
            return [.cashLessChange, .subtotalAddsUp].contains(onlyDraft?.totalConfirmation)
                ? (bottomUp, backward.outcome) : (lines, forward.outcome)
        }
        let level = VisualRows.text(words)
        let slant = PageSlant.measure(words)
        guard slant != .level else { return (level, parsePlain(level)) }
        let slanted = VisualRows.text(words, slant: slant)
        let levelOutcome = parsePlain(level), slantedOutcome = parsePlain(slanted)
        return ReadingChoice.score(slantedOutcome) >= ReadingChoice.score(levelOutcome)
            ? (slanted, slantedOutcome) : (level, levelOutcome)
    }

    /// The amounts that could be the total of the receipt `text` shows, with their evidence and
    /// score, best first (the later line among equals): what `parse` weighed to take its total.
    /// Empty when the text does not read as a receipt.
    public func totalCandidates(_ text: String, layout: Layout = .detect) -> [TotalCandidate] {
        guard let receipt = weighedReceipt(text, layout: layout) else { return [] }
        return ReceiptReader.scoredTotals(receipt.lines).sorted {
            $0.score > $1.score || ($0.score == $1.score && $0.line > $1.line)
        }
        .map(\.candidate)
    }

    /// Every date of a receipt weighed as the day of the sale, best first, as `parse --explain`
    /// shows them; empty when the text does not read as a receipt.
    public func dateCandidates(_ text: String, layout: Layout = .detect) -> [DateCandidate] {
        guard let receipt = weighedReceipt(text, layout: layout) else { return [] }
        return ReceiptReader.scoredDates(receipt.evidence, receipt.lines).sorted {
            $0.score > $1.score || ($0.score == $1.score && $0.found.start < $1.found.start)
        }
        .map(\.candidate)
    }

    /// Every name of a receipt's header weighed as the shop's, best first, as `parse --explain`
    /// shows them; empty when the text does not read as a receipt or its header names no shop.
    public func merchantCandidates(_ text: String, layout: Layout = .detect) -> [MerchantCandidate] {
        guard let receipt = weighedReceipt(text, layout: layout) else { return [] }
        return ReceiptHeader.scoredMerchants(receipt.evidence, receipt.lines).sorted {
            $0.score > $1.score || ($0.score == $1.score && $0.line < $1.line)
        }
    }

    /// The receipt `text` shows, read as `parse` reads it: its evidence and the lines its total and
    /// day were weighed on; nil when the text does not read as a receipt.
    private func weighedReceipt(
        _ text: String, layout: Layout
    ) -> (evidence: TextEvidence, lines: [ReceiptReader.ReceiptLine])? {
        let evidence = TextEvidence(
            ScannedText(read(text, layout: layout).lines), defaultCurrency: defaultCurrency,
            referenceDay: referenceDay)
        let lines = ReceiptReader.lines(evidence)
        guard ReceiptReader.looksLikeReceipt(evidence, lines) else { return nil }
        return (evidence, ReceiptReader.readReceipt(evidence, lines).weighed)
    }

    private func parsePlain(_ text: String) -> ParseOutcome { readPlain(text).outcome }

    /// What `text` gives, and whether it looks like a receipt read bottom to top: a receipt whose
    /// total nothing confirms (or that shows none) and whose first date is printed below its last
    /// amount, where a receipt prints its day above its money.
    private func readPlain(_ text: String) -> (outcome: ParseOutcome, looksTurned: Bool) {
        let scanned = ScannedText(text)
        guard !scanned.isEmpty else { return (.rejected(.emptyText), false) }
        let evidence = TextEvidence(scanned, defaultCurrency: defaultCurrency, referenceDay: referenceDay)

        // A receipt is read by its own reader: its amount due is the proof money moved, so a
        // password or a survey in its small print refuses nothing; only a failed or cancelled
        // payment does. Otherwise a security message is refused whatever its layout; a history
        // screen is read by its own reader (it refuses failed rows one by one); anything else is
        // one notification, refused first if it failed, was cancelled, or only announces something.
        let receiptLines = ReceiptReader.lines(evidence)
        if ReceiptReader.looksLikeReceipt(evidence, receiptLines) {
            if evidence.has(.failure) { return (.rejected(.paymentFailed), false) }
            if ReceiptReader.isCancelled(evidence) { return (.rejected(.paymentCancelled), false) }
            let outcome = ReceiptReader.readReceipt(evidence, receiptLines).outcome
            let unconfirmed =
                outcome.reason == .noReceiptTotal
                || (outcome.drafts.count == 1 && outcome.drafts[0].totalConfirmation == nil)
            guard unconfirmed, let lastAmount = evidence.amounts.last,
                let firstDate = DateScanner.firstDate(
                    in: scanned, range: 0..<scanned.tokens.count, reference: referenceDay, order: evidence.dateOrder)
            else { return (outcome, false) }
            return (outcome, scanned.tokens[firstDate.start].line > lastAmount.line)
        }
        if evidence.has(.security), let reason = RejectionRules.overridingReason(evidence), reason == .securityMessage {
            return (.rejected(reason), false)
        }
        let historyLines = HistoryReader.classify(evidence)
        if HistoryReader.looksLikeHistory(historyLines) {
            return (HistoryReader.read(evidence, historyLines), false)
        }
        if let reason = RejectionRules.overridingReason(evidence) ?? RejectionRules.announcementReason(evidence) {
            return (.rejected(reason), false)
        }
        return (NotificationReader.read(evidence), false)
    }
}
