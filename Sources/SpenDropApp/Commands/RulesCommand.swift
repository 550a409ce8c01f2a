import Basics
import Foundation
import SpenDropCore
import SpenDropStore

/// `spendrop rules` lists the rules that set a category or merchant on what comes in from a bank,
/// in the order they apply; `rules add --if-merchant-matches PATTERN --set-category C
/// [--set-merchant NAME]` adds one after the others; `rules remove ID` takes one away. Every
/// statement import and `parse --save` applies them (`ImportRule.apply`), before the category
/// learned from earlier choices.
enum RulesCommand: AppCommand {
    static let spec = CommandSpec(
        ["rules"], "rules that set the category or merchant of what a statement or a parsed text brings in",
        json: true, subcommands: [addSpec, removeSpec])
    static let addSpec = CommandSpec(
        ["rules", "add"], "add a rule, applied after the ones there are",
        options: [pattern, category, merchant])
    static let pattern = CommandOption(
        "--if-merchant-matches", "PATTERN",
        "a regular expression found anywhere in the merchant, ignoring case (grab, ^shell , tesco|aeon)",
        required: true)
    static let category = CommandOption.text(
        "--set-category", "CATEGORY", "the category it sets", field: "category", required: false)
    static let merchant = CommandOption.text(
        "--set-merchant", "NAME", "the merchant it sets", field: "merchant", required: false)
    static let removeSpec = CommandSpec(
        ["rules", "remove"], "remove a rule", positionals: [.init("ID", "the rule's number, as 'spendrop rules' shows")]
    )

    struct RuleJSON: Encodable {
        let id: Int64
        let if_merchant_matches: String
        let set_category: String?
        let set_merchant: String?
    }

    struct ScreenJSON: Encodable {
        let screen = "rules"
        let rules: [RuleJSON]
    }

    static func run(_ words: [String], context: AppContext) throws {
        if words.first == "add" { return try add(Array(words.dropFirst()), context: context) }
        if words.first == "remove" { return try remove(Array(words.dropFirst()), context: context) }
        let arguments = try CommandArguments(words, spec: spec)
        let rules = try context.readableStore().importRules()
        if arguments.wantsJSON {
            JSONOutput.write(
                ScreenJSON(
                    rules: rules.map {
                        RuleJSON(
                            id: $0.id, if_merchant_matches: $0.pattern, set_category: $0.category,
                            set_merchant: $0.merchant)
                    }), to: context.output)
            return
        }
        context.output.line(TerminalStyle(context).bold("Rules") + " — applied in this order; a later one wins")
        if rules.isEmpty {
            context.output.line("  None yet: 'spendrop rules add --if-merchant-matches grab --set-category Transport'.")
        }
        for rule in rules { context.output.line(TerminalText.visible("  #\(rule.id)  \(describe(rule))")) }
    }

    static func describe(_ rule: ImportRule) -> String {
        let sets = [rule.category.map { "category \($0)" }, rule.merchant.map { "merchant \($0)" }].compactMap { $0 }
        return "merchant matches \(rule.pattern) → " + sets.joined(separator: ", ")
    }

    static func add(_ words: [String], context: AppContext) throws {
        let arguments = try CommandArguments(words, spec: addSpec)
        guard let pattern = try arguments.value(Self.pattern) else {
            throw AppError.usage("a rule needs --if-merchant-matches PATTERN")
        }
        let category = try arguments.value(Self.category)
        let merchant = try arguments.value(Self.merchant)
        do throws(ImportRuleError) {
            _ = try ImportRule(id: 0, pattern: pattern, category: category, merchant: merchant)
        } catch { throw AppError.usage(error.description) }
        let store = try context.store()
        let rule = try ChangeRecording.run(
            store, context: context,
            { try store.addImportRule(pattern: pattern, category: category, merchant: merchant) },
            summary: { "Added rule #\($0.id): \(describe($0))" })
        context.output.line(TerminalText.visible("Added rule #\(rule.id): \(describe(rule))."))
    }

    static func remove(_ words: [String], context: AppContext) throws {
        let arguments = try CommandArguments(words, spec: removeSpec)
        let written = arguments.positional[0]
        guard let id = Int64(written.hasPrefix("#") ? String(written.dropFirst()) : written), id > 0 else {
            throw AppError.usage("'\(written)' is not a rule's number; 'spendrop rules' lists them")
        }
        let store = try context.store()
        let rule = try ChangeRecording.run(
            store, context: context, { try store.removeImportRule(id) },
            summary: { "Removed rule #\($0.id): \(describe($0))" })
        context.output.line(TerminalText.visible("Removed rule #\(rule.id): \(describe(rule))."))
    }
}
