import Basics
import SpenDropCore
import SpenDropStore

/// `spendrop edit ID [--amount] [--merchant] [--category] [--date] [--account] [--note]`: corrects
/// one transaction as one change that `undo` reverts; a new category teaches later suggestions.
enum EditCommand: AppCommand {
    static let spec = CommandSpec(
        ["edit"], "correct a transaction; 'spendrop undo' puts it back",
        positionals: [
            .init("ID", "the transaction's id as lists show it: 1042 or #1042")
        ], options: [amount, merchant, category, date, account, note, tag, untag], flags: [force], json: true)
    static let force = CommandSpec.Flag(
        "--force", "change the amount, day or account of a transaction a reconciliation locked")
    /// Read against the store: a bare number is in the currency of the account the transaction will be in.
    static let amount = CommandOption("--amount", "AMOUNT", "the amount; a bare number is in the account's currency")
    static let merchant = CommandOption.text(
        "--merchant", "TEXT", "where the money went, or who paid you", field: "merchant")
    static let category = CommandOption.text(
        "--category", "C", "the category; the merchant's new category teaches later suggestions", field: "category")
    static let date = CommandOption.day("--date", "the day; the time of day is kept")
    static let account = CommandOption("--account", "A", "the account it left or reached")
    static let note = CommandOption.text(
        "--note", "N", "the note; an empty one clears it", field: "note", required: false)
    static let tag = CommandOption("--tag", "T", "add a tag; repeat for more")
    static let untag = CommandOption("--untag", "T", "take a tag off; repeat for more")
    /// What a bill someone else paid cannot change, each with the way to change it.
    static let refusedForBills: [(option: CommandOption<String>, reason: @Sendable (TransactionID) -> String)] = [
        (
            amount,
            { "its amount and everyone's share are the split's: 'spendrop delete \($0.rawValue)' and split it again" }
        ),
        (account, { _ in "it left no account of yours" }),
        (note, { _ in "it takes no note" }),
    ]

    struct EditedJSON: Encodable {
        let edited: TransactionJSON
        let changed: [String]
    }

    static func run(_ words: [String], context: AppContext) throws {
        let arguments = try CommandArguments(words, spec: spec)
        let id = try InputReading.transactionID(arguments.positional[0])
        // The amount and the account are read against the store below.
        var edit = TransactionEdit(
            merchant: try arguments.value(Self.merchant), category: try arguments.value(Self.category),
            day: try arguments.value(Self.date), note: try arguments.value(Self.note),
            addTags: try InputReading.tags(arguments.values(Self.tag)),
            removeTags: try InputReading.tags(arguments.values(Self.untag)))
        let amountText = try arguments.value(Self.amount)
        // Words spendrop cannot read are refused before the store is asked anything.
        if let amountText { _ = try InputReading.positiveAmount(amountText, context: context) }
        let accountName = try arguments.value(Self.account)
        if edit.isEmpty && amountText == nil && accountName == nil {
            let names = spec.options.map(\.name)
            throw AppError.usage("say what to change: \(names.dropLast().joined(separator: ", ")) or \(names.last!)")
        }
        let store = try context.store()
        let bill: OthersPaidBill? = try store.othersPaidBill(id)
        if let bill { return try editBill(bill, edit, arguments: arguments, store: store, context: context) }
        let result = try ChangeRecording.run(
            store, context: context,
            {
                () throws -> (
                    before: Transaction, after: Transaction, changed: [String], accounts: [AccountID: Account]
                ) in
                let before: Transaction
                let accounts: [AccountID: Account]
                guard let found = try store.transaction(id) else { throw StoreError.refusal(.noTransaction(id)) }
                before = found
                accounts = Dictionary(uniqueKeysWithValues: try store.accounts().map { ($0.id, $0) })
                if let accountName {
                    guard
                        let account = accounts.values.first(where: { $0.name.lowercased() == accountName.lowercased() })
                    else {
                        throw AppError.refused(
                            "there is no account named '\(accountName)'; 'spendrop accounts' lists them")
                    }
                    if account.isClosed && account.id != before.account {
                        throw AppError.refused(AccountChoice.closedRefusal(account))
                    }
                    edit.account = account.id
                }
                if let amountText {
                    // A bare amount is in the currency of the account the transaction will be in.
                    edit.amount = try InputReading.positiveAmount(
                        amountText, context: context,
                        defaultCurrency: accounts[edit.account ?? before.account]?.currency)
                }
                let after = edit.applied(to: before, calendar: context.calendar)
                let changed = differences(before, after, accounts: accounts, context: context)
                if changed.isEmpty { return (before, after, [], accounts) }
                // What the bank's statement showed is locked once reconciled; the words about it are not.
                if before.status == .reconciled, !arguments.has(Self.force),
                    before.amount != after.amount || before.day != after.day || before.account != after.account
                        || before.kind != after.kind
                {
                    throw StoreError.refusal(.reconciled([id]))
                }
                try save(
                    { () throws(StoreError) in try store.replace(after) }, learning: edit, merchant: after.merchant,
                    changed: after.category != before.category || after.merchant != before.merchant, store: store,
                    context: context)
                return (before, after, changed, accounts)
            }, summary: { "Edited \(id): \($0.changed.joined(separator: "; "))." })
        answer(
            id, changed: result.changed,
            edited: TransactionJSON(result.after, accounts: result.accounts, calendar: context.calendar),
            arguments: arguments, context: context)
    }

    /// Writes the edited row with `replace`; a category the edit gives a merchant (`changed`: its
    /// category or merchant is new) teaches later suggestions.
    static func save(
        _ replace: () throws(StoreError) -> Void, learning edit: TransactionEdit, merchant: String, changed: Bool,
        store: Store, context: AppContext
    ) throws {
        try replace()
        if let category = edit.category, changed, !merchant.isEmpty {
            try store.recordCategoryChoice(
                merchantKey: MerchantNormaliser.key(for: merchant), category: category, day: context.today)
        }
    }

    /// What an edit answers: the edited row with what changed (`--json`), or a sentence.
    static func answer(
        _ id: TransactionID, changed: [String], edited: TransactionJSON, arguments: CommandArguments,
        context: AppContext
    ) {
        if arguments.wantsJSON {
            JSONOutput.write(EditedJSON(edited: edited, changed: changed), to: context.output)
        } else if changed.isEmpty {
            context.output.line("\(id) already has those values; nothing changed.")
        } else {
            context.output.line(TerminalText.visible("Edited \(id): \(changed.joined(separator: "; "))."))
        }
    }

    /// `edit` of a bill someone else paid: its merchant, category, day and tags; what it lacks is refused
    /// with the way to change it.
    static func editBill(
        _ before: OthersPaidBill, _ edit: TransactionEdit, arguments: CommandArguments, store: Store,
        context: AppContext
    ) throws {
        let id = before.id
        // Its amount and shares are the PayBook's, and it has no account of mine or note.
        if let refused = refusedForBills.first(where: { arguments.isGiven($0.option) }) {
            throw AppError.refused(
                "\(id) is a bill \(before.paidBy) paid, so \(refused.option.name) cannot change it: \(refused.reason(id))"
            )
        }
        let after = edit.applied(to: before)
        var changed: [String] = []
        func note(_ field: String, _ old: String, _ new: String) {
            if old != new { changed.append("\(field) \(old) → \(new)") }
        }
        note("merchant", quoted(before.merchant), quoted(after.merchant))
        note("category", before.category ?? "none", after.category ?? "none")
        note("date", before.day.description, after.day.description)
        note(
            "tags", before.tags.isEmpty ? "none" : before.tags.joined(separator: ", "),
            after.tags.isEmpty ? "none" : after.tags.joined(separator: ", "))
        if !changed.isEmpty {
            _ = try ChangeRecording.run(
                store, context: context,
                { () throws -> Bool in
                    try save(
                        { () throws(StoreError) in try store.replace(after) }, learning: edit, merchant: after.merchant,
                        changed: after.category != before.category || after.merchant != before.merchant, store: store,
                        context: context)
                    return true
                }, summary: { _ in "Edited \(id): \(changed.joined(separator: "; "))." })
        }
        answer(id, changed: changed, edited: TransactionJSON(after), arguments: arguments, context: context)
    }

    /// One phrase per field that differs: `amount RM 12.00 → RM 21.00`.
    static func differences(
        _ before: Transaction, _ after: Transaction, accounts: [AccountID: Account], context: AppContext
    ) -> [String] {
        var changed: [String] = []
        func note(_ field: String, _ old: String, _ new: String) {
            if old != new { changed.append("\(field) \(old) → \(new)") }
        }
        note("amount", MoneyFormatter.format(before.amount), MoneyFormatter.format(after.amount))
        note("merchant", quoted(before.merchant), quoted(after.merchant))
        note("category", before.category ?? "none", after.category ?? "none")
        note("date", before.day.description, after.day.description)
        note(
            "account", accounts[before.account]?.name ?? before.account.description,
            accounts[after.account]?.name ?? after.account.description)
        note("note", quoted(before.note), quoted(after.note))
        note(
            "tags", before.tags.isEmpty ? "none" : before.tags.joined(separator: ", "),
            after.tags.isEmpty ? "none" : after.tags.joined(separator: ", "))
        return changed
    }

    private static func quoted(_ text: String) -> String { "'\(text)'" }
}
