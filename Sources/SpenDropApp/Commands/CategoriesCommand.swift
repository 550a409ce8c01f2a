import Basics
import SpenDropCore
import SpenDropStore

/// `spendrop categories` lists every category (one whatever its case or accents) with how many
/// transactions use it and what was spent in it; `categories rename A B` gives it another name;
/// `categories merge A B` puts A's transactions, bills, budgets and learned choices into B.
enum CategoriesCommand: AppCommand {
    static let spec = CommandSpec(
        ["categories"], "every category with its transactions and what was spent in it", json: true,
        subcommands: [renameSpec, mergeSpec])
    static let renameSpec = CommandSpec(
        ["categories", "rename"], "give a category another name, every spelling of it",
        positionals: [.init("OLD", "the category now"), .init("NEW", "its new name")])
    static let mergeSpec = CommandSpec(
        ["categories", "merge"], "put one category into another",
        positionals: [.init("FROM", "the category that goes"), .init("INTO", "the category it joins")])

    struct CategoryJSON: Encodable {
        let name: String
        let spellings: [String]
        let transactions: Int
        let spent: [MoneyJSON]
    }

    struct ScreenJSON: Encodable {
        let screen = "categories"
        let categories: [CategoryJSON]
    }

    static func run(_ words: [String], context: AppContext) throws {
        if let word = words.first, ["rename", "merge"].contains(word) {
            return try rename(word, Array(words.dropFirst()), context: context)
        }
        let arguments = try CommandArguments(words, spec: spec)
        let store = try context.readableStore()
        let categories: [CategorySummary] = try store.categorySummaries()
        if arguments.wantsJSON {
            JSONOutput.write(
                ScreenJSON(
                    categories: categories.map {
                        CategoryJSON(
                            name: $0.name, spellings: $0.spellings, transactions: $0.transactionCount,
                            spent: $0.spent.map(MoneyJSON.init))
                    }), to: context.output)
            return
        }
        let style = TerminalStyle(context)
        context.output.line(style.bold("Categories"))
        if categories.isEmpty {
            context.output.line("  None yet: 'spendrop add 12.50 Kopi --category Food' gives a transaction one.")
        }
        for category in categories {
            let others = category.spellings.filter { $0 != category.name }
            let spent =
                category.spent.isEmpty
                ? "nothing spent" : category.spent.map(MoneyFormatter.format).joined(separator: " + ") + " spent"
            context.output.line(
                "  \(TerminalText.visible(category.name)) · \(Counted.text(category.transactionCount, "transaction")) · \(spent)"
                    + (others.isEmpty ? "" : " (also written \(TerminalText.visible(others.joined(separator: ", "))))"))
        }
    }

    static func rename(_ word: String, _ words: [String], context: AppContext) throws {
        let arguments = try CommandArguments(words, spec: word == "rename" ? renameSpec : mergeSpec)
        let old = try InputReading.text(arguments.positional[0], field: "category")
        let new = try InputReading.text(arguments.positional[1], field: "new category")
        let store = try context.store()
        let sentence = try ChangeRecording.run(
            store, context: context,
            { () throws -> String in
                let changed: Int = try store.renameCategory(old, to: new, merging: word == "merge")
                return word == "merge"
                    ? "Merged \(old) into \(new) (\(Counted.text(changed, "row")) changed)."
                    : "Renamed category \(old) to \(new) (\(Counted.text(changed, "row")) changed)."
            }, summary: { $0 })
        context.output.line(TerminalText.visible(sentence))
    }
}
