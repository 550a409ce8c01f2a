import Foundation
import SpenDropCore
import SpenDropStore

/// `spendrop parse [FILE|-] [--save] [--json]`: the text of a bank or e-wallet notification, or
/// the OCR text of a screenshot or receipt, in; transaction drafts out, each with a category
/// suggested from your own earlier choices. `--save` records them all (or none).
enum ParseCommand: AppCommand {
    static let name = "parse"
    static let spec = CommandSpec(["parse"], "a bank or e-wallet notification, or a screenshot's OCR text, in; drafted transactions out",
                                  positionals: [.init("FILE", "the text to read; - or none for standard input", optional: true)],
                                  options: [.init("--format", "FORMAT", "how the text is laid out (default: told apart by itself): plain text, "
                                                  + "OCR box lines x1,y1,…,x4,y4,text, or tesseract TSV; positioned words are rebuilt into the rows on the page",
                                                  allowed: ["text", "boxes", "tsv"]),
                                            .init("--image", "FILE", "a PNG or JPEG screenshot or receipt photo, read with tesseract (apt-get install tesseract-ocr)"),
                                            .init("--ocr-timeout", "SECONDS", "stop tesseract after this long (default 60)")],
                                  flags: [.init("--save", "record every draft (all or none)")], json: true)

    struct DraftJSON: Encodable {
        let amount: MoneyJSON
        let direction: String
        @NullWhenAbsent var merchant: String?
        @NullWhenAbsent var date: String?
        @NullWhenAbsent var time: String?
        @NullWhenAbsent var reference: String?
        @NullWhenAbsent var account_hint: String?
        @NullWhenAbsent var suggested_category: String?
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
    }

    static func run(_ words: [String], context: AppContext) throws(AppError) {
        let arguments = try CommandArguments(words, spec: spec)
        let text: String
        var layout = arguments.value("--format").flatMap(NotificationParser.Layout.init(rawValue:)) ?? .detect
        if let image = arguments.value("--image") {
            guard arguments.positional.isEmpty else { throw .usage("'parse' reads a FILE or an --image, not both") }
            let timeout = try arguments.value("--ocr-timeout").map { (text: String) throws(AppError) -> Double in
                guard let seconds = Double(text), seconds > 0, seconds.isFinite else { throw .usage("--ocr-timeout takes a number of seconds above 0, not '\(text)'") }
                return seconds
            } ?? 60
            text = try TesseractOCR(searchPath: context.executableSearchPath, timeoutSeconds: timeout).tsv(ofImage: image, fileManager: context.fileManager)
            layout = .tsv
        } else {
            text = try readText(arguments.positional.first ?? "-", context: context)
        }
        if layout == .boxes || layout == .tsv, NotificationParser.positionedWords(text, layout: layout) == nil {
            throw .usage(layout == .boxes ? "--format boxes needs OCR box lines (x1,y1,x2,y2,x3,y3,x4,y4,text); this text has few or none"
                                          : "--format tsv needs tesseract's TSV output, starting with its header row")
        }
        let outcome = NotificationParser(referenceDay: context.today, defaultCurrency: context.defaultCurrency).parse(text, layout: layout)
        let store = try context.store()
        let history: [CategoryChoice]
        do {
            history = try store.categoryChoices().enumerated().map { index, choice in
                CategoryChoice(merchant: choice.merchantKey, category: choice.category, day: choice.day, sequence: index)
            }
        } catch { throw InputReading.storeFailure(error, context: context) }
        let suggestions = outcome.drafts.map { CategorySuggester.suggestion(for: $0, history: history) }
        var saved = 0
        if arguments.has("--save"), !outcome.drafts.isEmpty {
            saved = try save(outcome.drafts, suggestions: suggestions, store: store, context: context)
        }
        let drafts = zip(outcome.drafts, suggestions).map { draft, suggestion in
            DraftJSON(amount: MoneyJSON(draft.amount), direction: draft.direction.rawValue, merchant: draft.merchant,
                      date: draft.date?.description, time: draft.time?.description, reference: draft.reference,
                      account_hint: draft.accountHint?.description, suggested_category: suggestion?.category,
                      warnings: draft.warnings.map(\.rawValue))
        }
        if arguments.has("--json") {
            JSONOutput.write(OutcomeJSON(drafts: drafts, reason: outcome.reason.map { ReasonJSON(code: $0.rawValue, message: $0.description) },
                                         saved: saved), to: context.output)
        } else {
            for (index, draft) in zip(outcome.drafts, drafts).enumerated() {
                let kind = draft.0.direction == .moneyIn ? "Money In" : "Money Out"
                let when = [draft.1.date, draft.1.time].compactMap { $0 }.joined(separator: " ")
                context.output.line("Draft \(index + 1): \(kind) \(draft.1.amount.display)\(draft.1.merchant.map { " · \($0)" } ?? "")\(when.isEmpty ? "" : " on \(when)")")
                var facts: [String] = []
                if let reference = draft.1.reference { facts.append("reference \(reference)") }
                if let hint = draft.1.account_hint { facts.append("account \(hint)") }
                facts.append(draft.1.suggested_category.map { "suggested category \($0)" } ?? "no category suggestion yet")
                context.output.line("  " + facts.joined(separator: " · "))
                for warning in draft.0.warnings { context.output.line("  warning: \(warning.description)") }
            }
            if saved > 0 { context.output.line("Saved \(saved) transaction\(saved == 1 ? "" : "s").") }
        }
        if let reason = outcome.reason { throw .refused("no transaction drafted: \(reason.description)") }
    }

    /// The most text `parse` reads: a notification, a receipt or a long history fits many times over.
    static let largestInputBytes = 1 << 20

    static func readText(_ source: String, context: AppContext) throws(AppError) -> String {
        let data: Data
        if source == "-" {
            let read = try? context.standardInput.read(upToCount: largestInputBytes + 1)
            data = read ?? Data()
        } else {
            guard let handle = FileHandle(forReadingAtPath: source), let read = try? handle.read(upToCount: largestInputBytes + 1) ?? Data() else {
                throw .refused("cannot read '\(source)'; give a text file, or '-' for standard input")
            }
            try? handle.close()
            data = read
        }
        guard data.count <= largestInputBytes else {
            throw .usage("the text is over 1 MB; a notification, receipt or history screen is far smaller, so nothing was read")
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// Records every draft as a transaction in one go: the first account in its currency, the
    /// suggested category, the drafted day and time (today when the text had none).
    static func save(_ drafts: [TransactionDraft], suggestions: [CategorySuggestion?], store: Store,
                     context: AppContext) throws(AppError) -> Int {
        let stored = try ChangeRecording.run(store, context: context, { () throws(AppError) -> [Transaction] in
            var transactions: [Transaction] = []
            for (draft, suggestion) in zip(drafts, suggestions) {
                // A payment of nothing is a misreading, refused like `add 0`; the parser gives none.
                guard draft.amount.minorUnits > 0 else {
                    throw .usage("a drafted amount of \(MoneyFormatter.format(draft.amount)) cannot be saved; nothing was saved")
                }
                let account = try AccountChoice.resolve(nil, currency: draft.amount.currency, store: store, context: context)
                var instant = InputReading.instant(on: draft.date, context: context)
                if let time = draft.time {
                    instant = context.calendar.start(of: draft.date ?? context.today)
                        .addingTimeInterval(TimeInterval(time.hour * 3600 + time.minute * 60))
                }
                transactions.append(Transaction(
                    id: TransactionID(0), kind: draft.direction == .moneyIn ? .moneyIn : .moneyOut, account: account.id,
                    amount: draft.amount, occurredAt: instant, merchant: draft.merchant ?? "Unknown", category: suggestion?.category,
                    note: draft.reference.map { "ref \($0)" } ?? ""))
            }
            do throws(StoreError) { return try store.record(all: transactions) } catch { throw InputReading.storeFailure(error, context: context) }
        }, summary: { stored in
            "Saved \(Counted.text(stored.count, "transaction")) from a parsed text: "
                + stored.map { "\($0.id) \(MoneyFormatter.format($0.amount)) \($0.merchant)" }.joined(separator: ", ") + "."
        })
        return stored.count
    }
}
