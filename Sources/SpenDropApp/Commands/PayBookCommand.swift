import Basics
import SpenDropCore
import SpenDropStore

/// `spendrop paybook`: who owes whom, in sentences ("Aisyah owes you RM 15.00"), and the fewest
/// payments that would settle everyone.
enum PayBookCommand: AppCommand {
    static let spec = CommandSpec(
        ["paybook"], "who owes whom: \"Aisyah owes you RM 15.00\", \"You owe Ben RM 4.50\"",
        positionals: [.init("PERSON", "everything shared with this person, with the running balance", optional: true)],
        options: [asOf], json: true)
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

    struct HistoryLineJSON: Encodable {
        let day: String
        let what: String
        let change: MoneyJSON
        let balance: MoneyJSON
        let text: String
    }

    struct HistoryJSON: Encodable {
        let screen = "paybook"
        let title = "PayBook"
        let person: String
        let as_of: String?
        let history: [HistoryLineJSON]
    }

    static func run(_ words: [String], context: AppContext) throws {
        let arguments = try CommandArguments(words, spec: spec)
        if let name = arguments.positional.first {
            return try history(with: name, arguments: arguments, context: context)
        }
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

    /// `paybook PERSON`: every split and settlement shared with them, oldest first, each with what
    /// it moved between you and where you stood after it.
    static func history(with name: String, arguments: CommandArguments, context: AppContext) throws {
        let asOf = try arguments.value(Self.asOf)
        let record = try context.readableStore().payBookRecord()
        let people = record.flatMap { entry -> [Person] in
            switch entry.entry.record {
            case .split(let split): [split.paidBy] + split.participants
            case .settlement(let settlement): [settlement.from, settlement.to]
            }
        }
        let wanted = Person(name)
        guard let person = people.first(where: { $0 == wanted && !$0.isMe }) else {
            throw AppError.refused(
                "you share nothing with anyone named '\(name)'; 'spendrop paybook' lists who you share bills with")
        }
        let kept = record.filter { item in asOf.map { item.entry.day <= $0 } ?? true }
        let lines: [PersonalHistory.Line]
        do throws(PayBookError) {
            lines = try PersonalHistory.lines(with: person, entries: kept.map(\.entry))
        } catch { throw AppError.refused("the PayBook cannot be replayed: \(error)") }
        let descriptions = Dictionary(kept.map { ($0.entry.id, $0.description) }) { first, _ in first }
        func what(_ entry: PayBookEntry) -> String {
            switch entry.record {
            case .split(let split):
                let bill = descriptions[entry.id].flatMap { $0.isEmpty ? nil : $0 } ?? "a bill"
                return "\(bill): \(split.total) paid by \(split.paidBy.isMe ? "you" : split.paidBy.description)"
            case .settlement(let settlement):
                return settlement.description.replacingOccurrences(of: " pays ", with: " paid ")
                    .replacingOccurrences(of: "You pay ", with: "You paid ")
            }
        }
        if arguments.wantsJSON {
            JSONOutput.write(
                HistoryJSON(
                    person: person.description, as_of: asOf?.description,
                    history: lines.map { line in
                        HistoryLineJSON(
                            day: line.entry.day.description, what: what(line.entry), change: MoneyJSON(line.change),
                            balance: MoneyJSON(line.balance.amount), text: line.balance.description)
                    }), to: context.output)
            return
        }
        let style = TerminalStyle(context)
        context.output.line(
            style.bold("PayBook with \(TerminalText.visible(person.description))")
                + (asOf.map { " — as of the end of \($0)" } ?? ""))
        if lines.isEmpty { context.output.line("  Nothing shared yet.") }
        let rows = lines.map { line in
            (
                line.entry.day.description, TerminalText.visible(what(line.entry)),
                (line.change.minorUnits > 0 ? "+" : "") + MoneyFormatter.format(line.change),
                line.balance.description
            )
        }
        let whatWidth = rows.map { DisplayWidth.of($0.1) }.max() ?? 0
        let changeWidth = rows.map { DisplayWidth.of($0.2) }.max() ?? 0
        for row in rows {
            context.output.line(
                "  \(row.0)  \(DisplayWidth.padded(row.1, to: whatWidth))  "
                    + "\(DisplayWidth.rightAligned(row.2, to: changeWidth))  \(row.3)")
        }
    }
}
