import Basics
import SpenDropCore
import SpenDropStore

/// `spendrop paybook`: who owes whom, in sentences ("Aisyah owes you RM 15.00"), and the fewest
/// payments that would settle everyone.
enum PayBookCommand: AppCommand {
    static let spec = CommandSpec(
        ["paybook"], "who owes whom: \"Aisyah owes you RM 15.00\", \"You owe Ben RM 4.50\"", options: [asOf],
        json: true)
    static let asOf = CommandOption.day(
        "--as-of", "who owed whom at the end of that day (the splits and settlements of that day and before)")

    struct BalanceJSON: Encodable {
        let person: String
        let amount: MoneyJSON
        let text: String
    }

    struct ScreenJSON: Encodable {
        let screen = "paybook"
        let title = "PayBook"
        /// The day it stood so at the end of: null for now.
        let as_of: String?
        let balances: [BalanceJSON]
        let suggested_payments: [String]
    }

    static func run(_ words: [String], context: AppContext) throws {
        let arguments = try CommandArguments(words, spec: spec)
        let asOf = try arguments.value(Self.asOf)
        let book = try context.readableStore().payBookBalances(through: asOf)
        let balances = book.balancesWithMe()
        var suggestions: [String] = []
        for currency in book.currencies {
            let transfers = (try? DebtSimplifier.transfers(settling: book.netBalances(in: currency))) ?? []
            suggestions += transfers.map(\.description)
        }
        let sentences = PersonalBalance.sentences(balances)
        if arguments.wantsJSON {
            JSONOutput.write(
                ScreenJSON(
                    as_of: asOf?.description,
                    balances: zip(balances, sentences).map { balance, sentence in
                        BalanceJSON(
                            person: balance.person.description, amount: MoneyJSON(balance.amount), text: sentence)
                    }, suggested_payments: suggestions), to: context.output)
            return
        }
        let style = TerminalStyle(context)
        context.output.line(style.bold("PayBook") + (asOf.map { " — as of the end of \($0)" } ?? ""))
        if balances.isEmpty {
            context.output.line("  No shared bills yet: 'spendrop split 30 Dinner --with Aisyah' splits one.")
        }
        for sentence in sentences { context.output.line("  \(TerminalText.visible(sentence))") }
        if !suggestions.isEmpty {
            context.output.line(style.bold("To settle everyone"))
            for suggestion in suggestions { context.output.line("  \(TerminalText.visible(suggestion))") }
        }
    }
}
