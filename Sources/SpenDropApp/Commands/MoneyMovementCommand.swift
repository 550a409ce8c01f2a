import SpenDropCore
import SpenDropStore

/// `spendrop add AMOUNT MERCHANT` (Money Out) and `spendrop income AMOUNT SOURCE` (Money In).
enum MoneyMovementCommand {
    static func record(_ kind: Transaction.Kind, command: String, words: [String], context: AppContext) throws(AppError) {
        let arguments = try CommandArguments(words, command: command,
                                             options: ["--category", "--account", "--date", "--note"], flags: ["--json"])
        let positional = try arguments.requirePositional(["amount", kind == .moneyIn ? "source" : "merchant"], command: command)
        let amount = try InputReading.amount(positional[0], context: context)
        let day = try arguments.value("--date").map { (text: String) throws(AppError) in try InputReading.day(text) }
        let store = try context.store()
        let account = try AccountChoice.resolve(arguments.value("--account"), currency: amount.currency, store: store, context: context)
        let draft = Transaction(id: TransactionID(0), kind: kind, account: account.id, amount: amount,
                                occurredAt: InputReading.instant(on: day, context: context), merchant: positional[1],
                                category: arguments.value("--category"), note: arguments.value("--note") ?? "")
        let stored: Transaction
        do {
            stored = try store.record(draft)
            if let category = stored.category, !stored.merchant.isEmpty {
                try store.recordCategoryChoice(merchantKey: MerchantNormaliser.key(for: stored.merchant), category: category,
                                               day: context.calendar.day(of: stored.occurredAt))
            }
        } catch { throw InputReading.storeFailure(error, context: context) }
        let what = kind == .moneyIn ? "Money In \(MoneyFormatter.format(amount)) from \(stored.merchant) to"
            : "Money Out \(MoneyFormatter.format(amount)) at \(stored.merchant) from"
        let category = stored.category.map { " (\($0))" } ?? ""
        context.output.line("Added \(what) \(account.name)\(category) on \(context.calendar.day(of: stored.occurredAt)).")
    }
}

/// `spendrop add AMOUNT MERCHANT`: Money Out.
enum AddCommand: AppCommand {
    static let name = "add"
    static let usage = "add AMOUNT MERCHANT [--category C] [--account A] [--date YYYY-MM-DD] [--note N]   Money Out"

    static func run(_ words: [String], context: AppContext) throws(AppError) {
        try MoneyMovementCommand.record(.moneyOut, command: name, words: words, context: context)
    }
}

/// `spendrop income AMOUNT SOURCE`: Money In.
enum IncomeCommand: AppCommand {
    static let name = "income"
    static let usage = "income AMOUNT SOURCE [--category C] [--account A] [--date YYYY-MM-DD] [--note N]   Money In"

    static func run(_ words: [String], context: AppContext) throws(AppError) {
        try MoneyMovementCommand.record(.moneyIn, command: name, words: words, context: context)
    }
}
