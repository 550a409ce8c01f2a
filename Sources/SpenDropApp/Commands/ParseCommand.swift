import Foundation
import SpenDropCore
import SpenDropStore

/// `spendrop parse [FILE|-] [--save [--yes]] [--json]`: the text of a bank or e-wallet
/// notification, or the OCR text of a screenshot or receipt, in; transaction drafts out, each with
/// a category suggested from your own earlier choices and, for a receipt, what confirms its total.
/// `--save` records them all (or none), each in the account the text names, through the same
/// review step (`ReviewForm`) the app uses, skipping any the store already holds; a draft with a
/// warning is saved only with `--yes`, after the user has seen it.
enum ParseCommand: AppCommand {
    static let spec = CommandSpec(
        ["parse"], "a bank or e-wallet notification, or a screenshot's OCR text, in; drafted transactions out",
        positionals: [.init("FILE", "the text to read; - or none for standard input", optional: true)],
        options: [format, image, ocrTimeout, account], flags: [save, yes, allowDuplicates, explain], json: true)
    static let format = CommandOption(
        "--format", "FORMAT",
        "how the text is laid out (default: told apart by itself): plain text, "
            + "OCR box lines x1,y1,…,x4,y4,text, or tesseract TSV; positioned words are rebuilt into the rows on the page",
        allowed: ["text", "boxes", "tsv"]
    ) { (text: String) throws(AppError) in
        guard let layout = NotificationParser.Layout(rawValue: text) else {
            throw AppError.usage("--format takes text, boxes or tsv, not '\(text)'")
        }
        return layout
    }
    static let image = CommandOption(
        "--image", "FILE",
        "a PNG or JPEG screenshot or receipt photo, read with tesseract (apt-get install tesseract-ocr)")
    static let ocrTimeout = CommandOption("--ocr-timeout", "SECONDS", "stop tesseract after this long (default 60)") {
        (text: String) throws(AppError) in
        guard let seconds = Double(text), seconds > 0, seconds.isFinite else {
            throw AppError.usage("--ocr-timeout takes a number of seconds above 0, not '\(text)'")
        }
        return seconds
    }
    static let account = CommandOption(
        "--account", "A",
        "with --save, the account to record in (default: the one the text names, "
            + "else the first in the amount's currency)")
    static let save = CommandSpec.Flag(
        "--save", "record every draft (all or none), skipping any the store already holds")
    static let yes = CommandSpec.Flag(
        "--yes", "with --save, save drafts that carry a warning too (read the warnings first)")
    static let explain = CommandSpec.Flag(
        "--explain", "also list each amount and date that could be a receipt's total and day, with evidence and score")
    static let allowDuplicates = CommandSpec.Flag(
        "--allow-duplicates", "with --save, record drafts the store already holds as well")

    struct DraftJSON: Encodable {
        let amount: MoneyJSON
        let direction: String
        @NullWhenAbsent var merchant: String?
        @NullWhenAbsent var date: String?
        @NullWhenAbsent var time: String?
        @NullWhenAbsent var reference: String?
        @NullWhenAbsent var account_hint: String?
        @NullWhenAbsent var suggested_category: String?
        @NullWhenAbsent var total_confirmed_by: String?
        let warnings: [String]
    }

    struct ReasonJSON: Encodable {
        let code: String
        let message: String
    }

    struct OutcomeJSON: Encodable {
        let drafts: [DraftJSON]
        @NullWhenAbsent var reason: ReasonJSON?
        let saved: Int
        let skipped_duplicates: Int
        /// Only with `--explain` (the keys are left out otherwise).
        let total_candidates: [CandidateJSON]?
        let date_candidates: [DateCandidateJSON]?
        let merchant_candidates: [MerchantCandidateJSON]?
    }

    /// One name weighed as a receipt's shop (`--explain`).
    struct MerchantCandidateJSON: Encodable {
        let name: String
        /// The line of the text its first line stands on, from 1 (of the rows rebuilt, for positioned OCR).
        let line: Int
        let evidence: [String]
        /// The sum of the evidence's weights, to two decimals.
        let score: Double
        let chosen: Bool
    }

    /// One date weighed as a receipt's day of sale (`--explain`).
    struct DateCandidateJSON: Encodable {
        let date: String
        /// The line of the text, from 1 (of the rows rebuilt, for positioned OCR).
        let line: Int
        let evidence: [String]
        /// The sum of the evidence's weights, to two decimals.
        let score: Double
        let chosen: Bool
    }

    /// One amount weighed as a receipt's total (`--explain`).
    struct CandidateJSON: Encodable {
        let amount: MoneyJSON
        /// The line of the text, from 1 (of the rows rebuilt, for positioned OCR).
        let line: Int
        let evidence: [String]
        /// The sum of the evidence's weights, to two decimals.
        let score: Double
        let chosen: Bool
    }

    /// A candidate's score as `--explain` shows it: to two decimals.
    private static func twoDecimals(_ score: Double) -> Double { (score * 100).rounded() / 100 }

    /// `--explain`'s list of what was weighed for one field, best first, the chosen one starred:
    /// nothing when nothing was.
    private static func printWeighed(
        _ title: String, context: AppContext, _ rows: [(shown: String, line: Int, score: Double, evidence: [String])]
    ) {
        guard !rows.isEmpty else { return }
        context.output.line("\(title), best first (score: evidence):")
        for (rank, row) in rows.enumerated() {
            context.output.line(
                "  \(rank == 0 ? "*" : " ") \(row.shown) on line \(row.line + 1), \(twoDecimals(row.score)): "
                    + (row.evidence.isEmpty ? "no evidence" : row.evidence.joined(separator: ", ")))
        }
    }

    static func run(_ words: [String], context: AppContext) throws {
        let arguments = try CommandArguments(words, spec: spec)
        let parser = NotificationParser(referenceDay: context.today, defaultCurrency: context.defaultCurrency)
        let outcome: ParseOutcome
        // The text the outcome was read from, for `--explain`.
        let read: (text: String, layout: NotificationParser.Layout)
        if let image = try arguments.value(Self.image) {
            guard arguments.positional.isEmpty else {
                throw AppError.usage("'parse' reads a FILE or an --image, not both")
            }
            let timeout = try arguments.value(Self.ocrTimeout) ?? 60
            let ocr = TesseractOCR(searchPath: context.executableSearchPath, timeoutSeconds: timeout)
            try ocr.check(image: image, fileManager: context.fileManager)
            let fileID = context.makeID()
            let grey = PhotoPreparer.readablePath(for: image, scratch: context.scratch, fileID: fileID)
            // The black-and-white copy is made when a pass first asks for it; nil inside when it cannot be.
            var binarised: String??
            func copy(_ kind: PhotoPass.Copy) -> String? {
                switch kind {
                case .grey: return grey
                case .binarised:
                    if binarised == nil {
                        binarised = PhotoPreparer.binarisedPath(
                            of: grey, original: image, scratch: context.scratch, fileID: fileID)
                    }
                    return binarised ?? nil
                }
            }
            var tsvs: [String] = []
            // Read the photo pass by pass while no reading is certain and no two agree on the
            // total; keep the reading the others bear out.
            var readings: [ReadingChoice.Reading] = []
            for pass in PhotoPass.plan where readings.isEmpty || ReadingChoice.readsAgain(after: readings) {
                guard let path = copy(pass.copy) else { continue }
                let tsv = try ocr.tsv(
                    ofImage: path, shownAs: image, fileManager: context.fileManager,
                    mode: String(pass.pageSegmentationMode))
                tsvs.append(tsv)
                readings.append(
                    ReadingChoice.Reading(
                        outcome: parser.parse(tsv, layout: .tsv),
                        weighedTotals: parser.totalCandidates(tsv, layout: .tsv).map(\.amount)))
            }
            let preferred = ReadingChoice.preferred(readings)
            outcome = ReadingChoice.agreed(readings, keeping: preferred)
            read = (tsvs[preferred], .tsv)
        } else {
            let text = try readText(arguments.positional.first ?? "-", context: context)
            let layout = try arguments.value(Self.format) ?? .detect
            if layout == .boxes || layout == .tsv, NotificationParser.positionedWords(text, layout: layout) == nil {
                throw AppError.usage(
                    layout == .boxes
                        ? "--format boxes needs OCR box lines (x1,y1,x2,y2,x3,y3,x4,y4,text); this text has few or none"
                        : "--format tsv needs tesseract's TSV output, starting with its header row")
            }
            outcome = parser.parse(text, layout: layout)
            read = (text, layout)
        }
        let store = try context.store()
        let history: [CategoryChoice] = try store.categoryChoices().enumerated().map { index, choice in
            CategoryChoice(merchant: choice.merchantKey, category: choice.category, day: choice.day, sequence: index)
        }
        // The user's rules first (their merchant, their category), then the category learned
        // from earlier choices for the merchant as the rules left it.
        let rules = try store.importRules()
        var drafts = outcome.drafts
        var ruleCategories: [String?] = []
        for index in drafts.indices {
            guard let merchant = drafts[index].merchant else {
                ruleCategories.append(nil)
                continue
            }
            let ruled = ImportRule.apply(rules, to: merchant)
            drafts[index].merchant = ruled.merchant
            ruleCategories.append(ruled.category)
        }
        let suggestions = zip(drafts, ruleCategories).map { draft, ruled in
            ruled == nil ? CategorySuggester.suggestion(for: draft, history: history) : nil
        }
        var saved = 0, skipped = 0
        let unconfirmed = drafts.indices.filter { !drafts[$0].warnings.isEmpty }
        let refusedSave = arguments.has(Self.save) && !arguments.has(Self.yes) && !unconfirmed.isEmpty
        if arguments.has(Self.save), !drafts.isEmpty, !refusedSave {
            (saved, skipped) = try save(
                drafts, suggestions: suggestions, ruleCategories: ruleCategories,
                accountName: try arguments.value(Self.account),
                allowDuplicates: arguments.has(Self.allowDuplicates), store: store, context: context)
        }
        let shown = zip(drafts, zip(suggestions, ruleCategories)).map { draft, chosen in
            let (suggestion, ruled) = chosen
            return DraftJSON(
                amount: MoneyJSON(draft.amount), direction: draft.direction.rawValue, merchant: draft.merchant,
                date: draft.date?.description, time: draft.time?.description, reference: draft.reference,
                account_hint: draft.accountHint?.description, suggested_category: ruled ?? suggestion?.category,
                total_confirmed_by: draft.totalConfirmation?.rawValue, warnings: draft.warnings.map(\.rawValue))
        }
        let candidates = arguments.has(Self.explain) ? parser.totalCandidates(read.text, layout: read.layout) : nil
        let dates = arguments.has(Self.explain) ? parser.dateCandidates(read.text, layout: read.layout) : nil
        let names = arguments.has(Self.explain) ? parser.merchantCandidates(read.text, layout: read.layout) : nil
        if arguments.wantsJSON {
            JSONOutput.write(
                OutcomeJSON(
                    drafts: shown,
                    reason: outcome.reason.map { ReasonJSON(code: $0.rawValue, message: $0.description) },
                    saved: saved, skipped_duplicates: skipped,
                    total_candidates: candidates.map { candidates in
                        candidates.enumerated().map { rank, candidate in
                            CandidateJSON(
                                amount: MoneyJSON(candidate.amount), line: candidate.line + 1,
                                evidence: candidate.evidence.map(\.rawValue),
                                score: twoDecimals(candidate.score), chosen: rank == 0)
                        }
                    },
                    date_candidates: dates.map { dates in
                        dates.enumerated().map { rank, candidate in
                            DateCandidateJSON(
                                date: candidate.day.description, line: candidate.line + 1,
                                evidence: candidate.evidence.map(\.rawValue),
                                score: twoDecimals(candidate.score), chosen: rank == 0)
                        }
                    },
                    merchant_candidates: names.map { names in
                        names.enumerated().map { rank, candidate in
                            MerchantCandidateJSON(
                                name: candidate.name, line: candidate.line + 1,
                                evidence: candidate.evidence.map(\.rawValue),
                                score: twoDecimals(candidate.score), chosen: rank == 0)
                        }
                    }), to: context.output)
        } else {
            for (index, draft) in zip(drafts, shown).enumerated() {
                let kind = draft.0.direction == .moneyIn ? "Money In" : "Money Out"
                let when = [draft.1.date, draft.1.time].compactMap { $0 }.joined(separator: " ")
                context.output.line(
                    "Draft \(index + 1): \(kind) \(draft.1.amount.display)\(draft.1.merchant.map { " · \($0)" } ?? "")\(when.isEmpty ? "" : " on \(when)")"
                )
                var facts: [String] = []
                if let reference = draft.1.reference { facts.append("reference \(reference)") }
                if let hint = draft.1.account_hint { facts.append("account \(hint)") }
                if let confirmation = draft.0.totalConfirmation { facts.append("total confirmed by \(confirmation)") }
                facts.append(
                    ruleCategories[index].map { "category \($0) by your rules" }
                        ?? draft.1.suggested_category.map { "suggested category \($0)" } ?? "no category suggestion yet"
                )
                context.output.line("  " + facts.joined(separator: " · "))
                for warning in draft.0.warnings { context.output.line("  warning: \(warning.description)") }
            }
            if let candidates {
                if candidates.isEmpty {
                    context.output.line("No receipt total was weighed: the text does not read as a receipt.")
                }
                printWeighed(
                    "Amounts weighed as the receipt's total", context: context,
                    candidates.map {
                        (MoneyFormatter.format($0.amount), $0.line, $0.score, $0.evidence.map(\.rawValue))
                    })
            }
            printWeighed(
                "Dates weighed as the day of the sale", context: context,
                (dates ?? []).map { ($0.day.description, $0.line, $0.score, $0.evidence.map(\.rawValue)) })
            printWeighed(
                "Names weighed as the shop's", context: context,
                (names ?? []).map { ($0.name, $0.line, $0.score, $0.evidence.map(\.rawValue)) })
            if saved > 0 { context.output.line("Saved \(Counted.text(saved, "transaction")).") }
            if skipped > 0 {
                context.output.line(
                    "Skipped \(Counted.text(skipped, "transaction")) the store already held; --allow-duplicates saves them as well."
                )
            }
        }
        if let reason = outcome.reason { throw AppError.refused("no transaction drafted: \(reason.description)") }
        if refusedSave {
            let which = unconfirmed.map { "draft \($0 + 1)" }.joined(separator: ", ")
            throw AppError.refused(
                "nothing was saved: \(which) \(unconfirmed.count == 1 ? "carries" : "carry") a warning; check the draft, then run again with --yes to save it as it is, or add it by hand"
            )
        }
    }

    /// The most text `parse` reads: a notification, a receipt or a long history fits many times over.
    static let largestInputBytes = 1 << 20

    static func readText(_ source: String, context: AppContext) throws -> String {
        let data: Data
        if source == "-" {
            let read = try? context.standardInput.read(upToCount: largestInputBytes + 1)
            data = read ?? Data()
        } else {
            guard let handle = FileHandle(forReadingAtPath: source),
                let read = try? handle.read(upToCount: largestInputBytes + 1) ?? Data()
            else {
                throw AppError.refused("cannot read '\(source)'; give a text file, or '-' for standard input")
            }
            try? handle.close()
            data = read
        }
        guard data.count <= largestInputBytes else {
            throw AppError.usage(
                "the text is over 1 MB; a notification, receipt or history screen is far smaller, so nothing was read")
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// Records every draft as a transaction in one go, each through the review form (the
    /// suggested category, the drafted day and time, today when the text had none) into the
    /// account `accountFor` picks; drafts the store already holds are skipped unless
    /// `allowDuplicates`. - Returns: how many were saved and skipped.
    static func save(
        _ drafts: [TransactionDraft], suggestions: [CategorySuggestion?], ruleCategories: [String?],
        accountName: String?,
        allowDuplicates: Bool,
        store: Store, context: AppContext
    ) throws -> (saved: Int, skipped: Int) {
        let (stored, skipped) = try ChangeRecording.run(
            store, context: context,
            { () throws -> ([Transaction], Int) in
                var transactions: [Transaction] = []
                var skipped = 0
                for (draft, (suggestion, ruleCategory)) in zip(drafts, zip(suggestions, ruleCategories)) {
                    // A payment of nothing is a misreading, refused like `add 0`; the parser gives none.
                    guard draft.amount.minorUnits > 0 else {
                        throw AppError.usage(
                            "a drafted amount of \(MoneyFormatter.format(draft.amount)) cannot be saved; nothing was saved"
                        )
                    }
                    let form = ReviewForm(today: context.today).applying(draft: draft, suggestion: suggestion)
                    let amount = form.amount ?? draft.amount
                    let account = try accountFor(
                        form.accountHint, named: accountName, currency: amount.currency, store: store, context: context)
                    var moment = InputReading.moment(on: draft.date == nil ? nil : form.date, context: context)
                    if let time = form.time {
                        moment = Moment(
                            context.calendar.start(of: form.date).addingTimeInterval(
                                TimeInterval(time.hour * 3600 + time.minute * 60)),
                            in: context.calendar.timeZone)
                    }
                    let reference = form.reference.isEmpty ? nil : form.reference
                    let transaction = Transaction(
                        id: TransactionID(0), kind: form.direction == .moneyIn ? .moneyIn : .moneyOut,
                        account: account.id, amount: amount,
                        occurredAt: moment.instant, utcOffset: moment.utcOffset,
                        merchant: form.merchant.isEmpty ? "Unknown" : form.merchant,
                        category: ruleCategory ?? form.category,
                        note: reference.map { "ref \($0)" } ?? "")
                    if !allowDuplicates {
                        let held: Bool = try store.holdsDuplicate(
                            of: transaction, reference: reference, sameInstant: form.time != nil)
                        if held {
                            skipped += 1
                            continue
                        }
                    }
                    transactions.append(transaction)
                }
                return (try store.record(all: transactions), skipped)
            },
            summary: { stored, _ in
                "Saved \(Counted.text(stored.count, "transaction")) from a parsed text: "
                    + stored.map { "\($0.id) \(MoneyFormatter.format($0.amount)) \($0.merchant)" }.joined(
                        separator: ", ") + "."
            })
        return (stored.count, skipped)
    }

    /// The account a draft is saved in: the one named with `--account`; else the one the text's
    /// hint names (`AccountMatch`), refused with the choices when several or none fit; else the
    /// first in the amount's currency. A store with no account yet opens one named after the
    /// bank the text names.
    static func accountFor(
        _ hint: AccountHint?, named: String?, currency: Currency, store: Store,
        context: AppContext
    ) throws -> Account {
        if let named { return try AccountChoice.resolve(named, currency: currency, store: store, context: context) }
        guard let hint else {
            return try AccountChoice.resolve(nil, currency: currency, store: store, context: context)
        }
        let accounts: [Account] = try store.accounts()
        let inCurrency = accounts.filter { $0.currency == currency && !$0.isClosed }
        switch AccountMatch.matching(hint, among: inCurrency) {
        case .one(let account):
            return account
        case .several(let candidates):
            throw AppError.refused(
                "the text names \(hint), which could be \(candidates.map { "'\($0.name)'" }.joined(separator: " or ")); "
                    + "choose one with --account; nothing was saved")
        case .none:
            if accounts.isEmpty, let institution = hint.institution {
                return try store.openAccount(name: institution, openingBalance: .zero(currency))
            }
            let choices =
                inCurrency.isEmpty
                ? "you have no \(currency.code) account yet"
                : "your \(currency.code) accounts are \(inCurrency.map { "'\($0.name)'" }.joined(separator: ", "))"
            throw AppError.refused(
                "the text names \(hint), but no account's name says so (\(choices)); choose one with --account, "
                    + "or open or rename an account after it; nothing was saved")
        }
    }
}
