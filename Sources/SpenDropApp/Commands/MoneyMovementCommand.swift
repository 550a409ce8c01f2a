import Basics
import SpenDropCore
import SpenDropStore

/// `spendrop add AMOUNT MERCHANT` (Money Out) and `spendrop income AMOUNT SOURCE` (Money In).
enum MoneyMovementCommand {
    /// The declaration `add` and `income` share but for their words.
    static func spec(_ word: String, party: String, summary: String) -> CommandSpec {
        CommandSpec(
            [word], summary,
            positionals: [
                .init("AMOUNT", "30, 30.5, RM30, RM 1,234.50 or MYR 12.50; the currency setting when none is written"),
                .init(party, party == "SOURCE" ? "who paid you" : "where the money went"),
            ], options: [category, account, date, note, tag])
    }

    static let category = CommandOption.text(
        "--category", "C", "the category; a merchant's choice teaches later suggestions", field: "category")
    static let account = CommandOption("--account", "A", "the account (default: the first in the amount's currency)")
    static let date = CommandOption.day("--date", "the day (default: today)")
    static let note = CommandOption.text("--note", "N", "a note", field: "note", required: false)
    static let tag = CommandOption(
        "--tag", "T", "a tag that cuts across categories (a trip, a project); repeat for more")

    static func record(_ kind: Transaction.Kind, spec: CommandSpec, words: [String], context: AppContext) throws {
        let arguments = try CommandArguments(words, spec: spec)
        let positional = arguments.positional
        // `add "Nasi lemak" 12.50`: the two words the wrong way round, said as such.
        if (try? InputReading.amount(positional[0], context: context)) == nil,
            (try? InputReading.amount(positional[1], context: context)) != nil
        {
            let party = positional[0].contains(" ") ? "\"\(positional[0])\"" : positional[0]
            throw AppError.usage("the amount comes first: spendrop \(spec.path[0]) \(positional[1]) \(party)")
        }
        // Checked before the store is opened; with --account it is read in that account's currency.
        let accountName = try arguments.value(Self.account)
        if accountName == nil { _ = try InputReading.positiveAmount(positional[0], context: context) }
        let party = try InputReading.text(positional[1], field: kind == .moneyIn ? "source" : "merchant")
        let category = try arguments.value(Self.category)
        let note = try arguments.value(Self.note) ?? ""
        let day = try arguments.value(Self.date)
        let tags = try InputReading.tags(arguments.values(Self.tag))
        let store = try context.store()
        let added = try ChangeRecording.run(
            store, context: context,
            { () throws -> (Transaction, Account) in
                let accountCurrency = try AccountChoice.currency(
                    ofAccountNamed: accountName, store: store, context: context)
                let amount = try InputReading.positiveAmount(
                    positional[0], context: context, defaultCurrency: accountCurrency)
                let account = try AccountChoice.resolve(
                    accountName, currency: amount.currency, store: store, context: context)
                let moment = InputReading.moment(on: day, context: context)
                let draft = Transaction(
                    id: TransactionID(0), kind: kind, account: account.id, amount: amount,
                    occurredAt: moment.instant, utcOffset: moment.utcOffset, merchant: party,
                    category: category, note: note, tags: tags)
                let stored = try store.record(draft)
                if let category = stored.category, !stored.merchant.isEmpty {
                    try store.recordCategoryChoice(
                        merchantKey: MerchantNormaliser.key(for: stored.merchant), category: category,
                        day: stored.day)
                }
                return (stored, account)
            }, summary: { sentence($0.0, account: $0.1, context: context) })
        context.output.line(TerminalText.visible(sentence(added.0, account: added.1, context: context)))
    }

    /// "Added #12 Money Out RM 8.50 at Kopi from Cash (Food) on 2026-12-02.": the confirmation, and
    /// the change's line in `history`.
    static func sentence(_ stored: Transaction, account: Account, context: AppContext) -> String {
        let amount = MoneyFormatter.format(stored.amount)
        let what =
            stored.kind == .moneyIn
            ? "Money In \(amount) from \(stored.merchant) to" : "Money Out \(amount) at \(stored.merchant) from"
        let category = stored.category.map { " (\($0))" } ?? ""
        return "Added \(stored.id) \(what) \(account.name)\(category) on \(stored.day)."
    }
}

/// `spendrop add AMOUNT MERCHANT`: Money Out.
enum AddCommand: AppCommand {
    static let spec = MoneyMovementCommand.spec("add", party: "MERCHANT", summary: "record Money Out")

    static func run(_ words: [String], context: AppContext) throws {
        try MoneyMovementCommand.record(.moneyOut, spec: spec, words: words, context: context)
    }
}

/// `spendrop income AMOUNT SOURCE`: Money In.
enum IncomeCommand: AppCommand {
    static let spec = MoneyMovementCommand.spec("income", party: "SOURCE", summary: "record Money In")

    static func run(_ words: [String], context: AppContext) throws {
        try MoneyMovementCommand.record(.moneyIn, spec: spec, words: words, context: context)
    }
}
