import Basics
import SpenDropCore
import SpenDropStore

/// `spendrop paybook`: who owes whom, in sentences ("Aisyah owes you RM 15.00"), and the fewest
/// payments that would settle everyone; `--group NAME` the same within one group's splits and
/// settlements (a trip's), and `paybook PERSON` one person's history.
enum PayBookCommand: AppCommand {
    static let spec = CommandSpec(
        ["paybook"], "who owes whom: \"Aisyah owes you RM 15.00\", \"You owe Ben RM 4.50\"",
        positionals: [.init("PERSON", "everything shared with this person, with the running balance", optional: true)],
        options: [asOf, group], json: true)
    static let group = CommandOption.text(
        "--group", "NAME", "only the splits and settlements recorded in that group (split … --group NAME)",
        field: "group name")
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
        /// The group shown; absent for the whole PayBook, so the tab's keys stay as they were.
        let group: String?
        let balances: [BalanceJSON]
        let suggested_payments: [String]
        /// Every group, as first spelt (with `--group`, only that one); absent while there is none.
        let groups: [String]?
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
        let group: String?
        let history: [HistoryLineJSON]
    }

    static func run(_ words: [String], context: AppContext) throws {
        let arguments = try CommandArguments(words, spec: spec)
        if let name = arguments.positional.first {
            return try history(with: name, arguments: arguments, context: context)
        }
        let asOf = try arguments.value(Self.asOf)
        let store = try context.readableStore()
        let groups = try store.payBookGroups()
        let group = try arguments.value(Self.group).map { (name: String) throws in
            try groupSpelling(name, among: groups)
        }
        let book =
            try group.map { (name: String) throws in try groupBook(name, through: asOf, store: store) }
            ?? store.payBookBalances(through: asOf)
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
                    as_of: asOf?.description, group: group,
                    balances: zip(balances, sentences).map { balance, sentence in
                        BalanceJSON(
                            person: balance.person.description, amount: MoneyJSON(balance.amount), text: sentence)
                    }, suggested_payments: suggestions,
                    groups: group.map { [$0] } ?? (groups.isEmpty ? nil : groups)), to: context.output)
            return
        }
        let style = TerminalStyle(context)
        context.output.line(
            style.bold("PayBook") + (group.map { " — \(TerminalText.visible($0))" } ?? "")
                + (asOf.map { " — as of the end of \($0)" } ?? ""))
        if balances.isEmpty, group != nil {
            context.output.line("  Nothing shared in this group by then.")
        } else if balances.isEmpty {
            context.output.line("  No shared bills yet: 'spendrop split 30 Dinner --with Aisyah' splits one.")
        }
        for sentence in sentences { context.output.line("  \(TerminalText.visible(sentence))") }
        if !suggestions.isEmpty {
            context.output.line(style.bold("To settle everyone"))
            for suggestion in suggestions { context.output.line("  \(TerminalText.visible(suggestion))") }
        }
        if group == nil, !groups.isEmpty {
            context.output.line(
                "Groups: \(groups.map(TerminalText.visible).joined(separator: ", ")) ('spendrop paybook --group NAME' shows one)"
            )
        }
    }

    /// The group named `name` as the store first spelt it; `name` itself for a new group.
    static func spelling(ofGroup name: String?, store: Store) throws -> String? {
        guard let name else { return nil }
        return try store.payBookGroups().first { $0.lowercased() == name.lowercased() } ?? name
    }

    /// The group named `name` as first spelt, or a refusal that names the groups there are.
    static func groupSpelling(_ name: String, among groups: [String]) throws -> String {
        guard let spelt = groups.first(where: { $0.lowercased() == name.lowercased() }) else {
            throw AppError.refused(
                "no split or settlement is in a group named '\(name)'; "
                    + (groups.isEmpty
                        ? "'spendrop split 30 Dinner --with Aisyah --group \(name)' starts one"
                        : "the groups are \(groups.joined(separator: ", "))"))
        }
        return spelt
    }

    /// The balances the splits and settlements of group `name` leave, those of `day` and before
    /// when given.
    static func groupBook(_ name: String, through day: CalendarDay?, store: Store) throws -> PayBook {
        let entries = try store.payBookRecord().map(\.entry).filter { entry in
            entry.isIn(group: name) && day.map { entry.day <= $0 } != false
        }
        do { return try PayBook(summing: entries) } catch {
            throw AppError.refused("the PayBook of \(name) cannot be added up: \(error)")
        }
    }

    /// `paybook PERSON`: every split and settlement shared with them, oldest first, each with what
    /// it moved between you and where you stood after it.
    static func history(with name: String, arguments: CommandArguments, context: AppContext) throws {
        let asOf = try arguments.value(Self.asOf)
        let store = try context.readableStore()
        let group = try arguments.value(Self.group).map { (name: String) throws in
            try groupSpelling(name, among: try store.payBookGroups())
        }
        let record = try store.payBookRecord()
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
        let kept = record.filter { item in
            asOf.map { item.entry.day <= $0 } ?? true && group.map { item.entry.isIn(group: $0) } ?? true
        }
        let lines: [PersonalHistory.Line]
        do throws(PayBookError) {
            lines = try PersonalHistory.lines(with: person, entries: kept.map(\.entry))
        } catch { throw AppError.refused("the PayBook cannot be replayed: \(error)") }
        let inGroup = group.map { " in \(TerminalText.visible($0))" } ?? ""
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
                    person: person.description, as_of: asOf?.description, group: group,
                    history: lines.map { line in
                        HistoryLineJSON(
                            day: line.entry.day.description, what: what(line.entry), change: MoneyJSON(line.change),
                            balance: MoneyJSON(line.balance.amount), text: line.balance.description)
                    }), to: context.output)
            return
        }
        let style = TerminalStyle(context)
        context.output.line(
            style.bold("PayBook with \(TerminalText.visible(person.description))\(inGroup)")
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
