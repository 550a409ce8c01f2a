import Basics
import SpenDropCore
import SpenDropStore

/// `spendrop accounts` lists accounts with their balances and a total per currency;
/// `spendrop accounts add NAME [--currency CODE] [--opening AMOUNT]` opens one;
/// `spendrop accounts rename OLD NEW` renames one; `close`, `reopen` and `delete` (only an
/// account with no transactions) end and restart its use.
enum AccountsCommand: AppCommand {
    static let spec = CommandSpec(
        ["accounts"], "your accounts with their balances and a total per currency",
        options: [asOf], flags: [all, convert], json: true,
        subcommands: [
            addSpec,
            renameSpec,
            editSpec,
            CommandSpec(
                ["accounts", "close"],
                "hide an account from lists and new entries; its history stays in reports (refused while it holds money)",
                positionals: [.init("NAME", "the account's name")], flags: [writeOff]),
            CommandSpec(
                ["accounts", "reopen"], "take a closed account back into use",
                positionals: [.init("NAME", "the account's name")]),
            CommandSpec(
                ["accounts", "delete"], "remove an account that has no transactions (close one that has)",
                positionals: [.init("NAME", "the account's name")]),
        ])

    struct AccountJSON: Encodable {
        let id: Int64
        let name: String
        let currency: String
        let closed: Bool
        let opening: MoneyJSON
        let balance: MoneyJSON
        /// With `--convert`: the balance in your currency, with the rate and its day (absent without a rate).
        let converted: ConvertedJSON?
    }

    struct ConvertedJSON: Encodable {
        let amount: MoneyJSON
        let rate: String?
        let rate_day: String?
    }

    static let convert = CommandSpec.Flag(
        "--convert", "also each balance and the net worth in your currency, at the rate in force on the day shown")

    struct ScreenJSON: Encodable {
        let screen = "accounts"
        /// The day the balances are as of: null for now (everything recorded, later days included).
        let as_of: String?
        let accounts: [AccountJSON]
        let totals: [MoneyJSON]
        /// With `--convert`: every listed balance in your currency, null when a rate is missing.
        let net_worth: MoneyJSON?
        let missing_rates: [String]?
    }

    static let asOf = CommandOption.day(
        "--as-of", "the balances as they stood at the end of that day (where each transaction happened)")

    static let all = CommandSpec.Flag("--all", "closed accounts too")
    static let writeOff = CommandSpec.Flag(
        "--write-off", "record what it holds as spent (or, below zero, as received) today, and close it")
    static let addSpec = CommandSpec(
        ["accounts", "add"], "open an account", positionals: [.init("NAME", "the account's name")],
        options: [currency, opening])
    static let currency = CommandOption("--currency", "CODE", "its ISO 4217 currency (default: the currency setting)")
    static let opening = CommandOption("--opening", "AMOUNT", "its balance before any transaction (default 0)")
    static let renameSpec = CommandSpec(
        ["accounts", "rename"], "give an account another name; its transactions follow",
        positionals: [.init("OLD", "the account's name now"), .init("NEW", "its new name")])
    static let editSpec = CommandSpec(
        ["accounts", "edit"], "change an account's opening balance (the Cash spendrop made for you included)",
        positionals: [.init("NAME", "the account's name")], options: [editedOpening])
    static let editedOpening = CommandOption(
        "--opening", "AMOUNT", "its balance before any transaction, in its currency")

    static func run(_ words: [String], context: AppContext) throws {
        if words.first == "add" { return try add(Array(words.dropFirst()), context: context) }
        if words.first == "rename" { return try rename(Array(words.dropFirst()), context: context) }
        if words.first == "edit" { return try editOpening(Array(words.dropFirst()), context: context) }
        if let word = words.first, ["close", "reopen", "delete"].contains(word) {
            return try changeUse(word, Array(words.dropFirst()), context: context)
        }
        let arguments = try CommandArguments(words, spec: spec)
        let store = try context.readableStore()
        let accounts: [Account]
        let balances: [AccountID: Money]
        accounts = try store.accounts()
        let asOf = try arguments.value(Self.asOf)
        if let asOf {
            balances = try store.balances(atEndOf: [asOf]).compactMapValues(\.first)
        } else {
            balances = try store.accountBalances()
        }
        let listed = accounts.filter { arguments.has(Self.all) || !$0.isClosed }
        var totals: [Money] = []
        for currency in Set(listed.map(\.currency)).sorted(by: { $0.code < $1.code }) {
            var total = Money.zero(currency)
            for account in listed where account.currency == currency {
                do { total = try total.adding(balances[account.id]!) } catch {
                    throw AppError.refused("the total in \(currency.code) does not fit in an amount")
                }
            }
            totals.append(total)
        }
        let shown = listed
        let day = asOf ?? context.today
        let worth =
            arguments.has(Self.convert)
            ? NetWorth(
                balances: shown.map { balances[$0.id]! }, home: context.defaultCurrency, rates: try store.rates(),
                on: day) : nil
        if arguments.wantsJSON {
            JSONOutput.write(
                ScreenJSON(
                    as_of: asOf?.description,
                    accounts: shown.enumerated().map { index, account in
                        AccountJSON(
                            id: account.id.rawValue, name: account.name, currency: account.currency.code,
                            closed: account.isClosed, opening: MoneyJSON(account.openingBalance),
                            balance: MoneyJSON(balances[account.id]!),
                            converted: worth?.converted[index].map {
                                ConvertedJSON(
                                    amount: MoneyJSON($0.amount), rate: $0.rate?.text,
                                    rate_day: $0.rate?.day.description)
                            })
                    }, totals: totals.map(MoneyJSON.init), net_worth: worth?.total.map(MoneyJSON.init),
                    missing_rates: worth.map { $0.missing.map(\.code) }), to: context.output)
            return
        }
        let style = TerminalStyle(context)
        context.output.line(style.bold("Accounts") + (asOf.map { " — as of the end of \($0)" } ?? ""))
        if accounts.isEmpty { context.output.line("No accounts yet: 'spendrop accounts add NAME' opens one.") }
        // Names cut to 28 columns, balances right-aligned so their digits line up.
        let rows: [(String, String, String)] =
            shown.enumerated().map { index, account in
                var converted = ""
                if let worth, account.currency != context.defaultCurrency {
                    if let item = worth.converted[index], let rate = item.rate {
                        converted = "≈ \(MoneyFormatter.format(item.amount)) at \(rate.text) on \(rate.day)"
                    } else if let item = worth.converted[index] {
                        converted = "≈ \(MoneyFormatter.format(item.amount))"
                    } else {
                        converted = "(no \(account.currency.code) rate on or before \(day))"
                    }
                }
                return (
                    TerminalText.visible(account.name) + (account.isClosed ? " (closed)" : ""),
                    MoneyFormatter.format(balances[account.id]!), converted
                )
            }
            + totals.map { ("Total \($0.currency.code)", MoneyFormatter.format($0), "") }
        let nameWidth = min(28, rows.map { DisplayWidth.of($0.0) }.max() ?? 0)
        let amountWidth = rows.map { DisplayWidth.of($0.1) }.max() ?? 0
        for (name, amount, converted) in rows {
            context.output.line(
                "  \(DisplayWidth.cell(name, width: nameWidth))  \(DisplayWidth.rightAligned(amount, to: amountWidth))"
                    + (converted.isEmpty ? "" : "  " + converted))
        }
        if let worth {
            if let total = worth.total {
                context.output.line("  Net worth in \(context.defaultCurrency.code): \(MoneyFormatter.format(total))")
            } else {
                let codes = worth.missing.map(\.code)
                context.output.line(
                    "  Net worth in \(context.defaultCurrency.code) cannot be given: no "
                        + "\(codes.joined(separator: ", ")) rate on or before \(day); 'spendrop rates set "
                        + "\(codes.first ?? "CODE") RATE --date DAY' records one")
            }
        }
        let hidden = accounts.count - shown.count
        if hidden > 0 { context.output.line("\(Counted.text(hidden, "closed account")) not shown; --all shows them.") }
    }

    /// `accounts close|reopen|delete NAME`.
    static func changeUse(_ word: String, _ words: [String], context: AppContext) throws {
        let arguments = try CommandArguments(words, spec: spec.subcommand(word)!)
        let name = try InputReading.text(arguments.positional[0], field: "account's name")
        let store = try context.store()
        let sentence = try ChangeRecording.run(
            store, context: context,
            { () throws -> String in
                switch word {
                case "close":
                    let closed = try store.setAccountReportingWriteOff(
                        name, closed: true,
                        writeOff: arguments.has(Self.writeOff)
                            ? Moment(context.now, in: context.calendar.timeZone) : nil)
                    let account = closed.account
                    let wrote =
                        closed.writeOff.map {
                            "Wrote off \(MoneyFormatter.format($0.amount)) as \($0.kind == .moneyOut ? "spent" : "received") (\($0.id)). "
                        } ?? ""
                    return wrote
                        + "Closed account \(account.name): it stays in history and reports; 'spendrop accounts reopen \(account.name)' opens it again."
                case "reopen":
                    return "Reopened account \(try store.setAccount(name, closed: false).name)."
                default:
                    return "Deleted account \(try store.deleteAccount(name).name)."
                }
            }, summary: { $0 })
        context.output.line(TerminalText.visible(sentence))
    }

    static func add(_ words: [String], context: AppContext) throws {
        let arguments = try CommandArguments(words, spec: addSpec)
        let accountName = try InputReading.text(arguments.positional[0], field: "account's name")
        var currency = context.defaultCurrency
        if let code = try arguments.value(Self.currency) {
            guard let known = Currency(code: code) else {
                throw AppError.usage(
                    "'\(code)' is not a currency spendrop knows; use an ISO code such as MYR, SGD or USD")
            }
            currency = known
        }
        var opening = Money.zero(currency)
        if let text = try arguments.value(Self.opening) {
            opening = try InputReading.amount(
                text.contains(where: \.isLetter) ? text : "\(currency.code) \(text)", context: context)
            if opening.currency != currency {
                throw AppError.usage("the opening balance \(MoneyFormatter.format(opening)) is not in \(currency.code)")
            }
        }
        let store = try context.store()
        let sentence = "Opened account \(accountName) in \(currency.code) with \(MoneyFormatter.format(opening))."
        try ChangeRecording.run(
            store, context: context,
            { () throws in
                try store.openAccount(name: accountName, openingBalance: opening)
            }, summary: { sentence })
        context.output.line(TerminalText.visible(sentence))
    }

    /// `accounts edit NAME --opening AMOUNT`: one change `undo` takes back.
    static func editOpening(_ words: [String], context: AppContext) throws {
        let arguments = try CommandArguments(words, spec: editSpec)
        let name = try InputReading.text(arguments.positional[0], field: "account's name")
        guard let text = try arguments.value(Self.editedOpening) else {
            throw AppError.usage("say what to change: --opening AMOUNT")
        }
        let store = try context.store()
        let sentence = try ChangeRecording.run(
            store, context: context,
            { () throws -> String in
                let currency =
                    try AccountChoice.currency(ofAccountNamed: name, store: store, context: context)
                    ?? context.defaultCurrency
                let opening = try InputReading.amount(
                    text.contains(where: \.isLetter) ? text : "\(currency.code) \(text)", context: context)
                guard opening.currency == currency else {
                    throw AppError.usage(
                        "the opening balance \(MoneyFormatter.format(opening)) is not in \(currency.code), the currency of '\(name)'"
                    )
                }
                let changed: (was: Money, now: Account) = try store.setOpeningBalance(of: name, to: opening)
                return
                    "Account \(changed.now.name) now opens with \(MoneyFormatter.format(changed.now.openingBalance)) (it opened with \(MoneyFormatter.format(changed.was)))."
            }, summary: { $0 })
        context.output.line(TerminalText.visible(sentence))
    }

    static func rename(_ words: [String], context: AppContext) throws {
        let arguments = try CommandArguments(words, spec: renameSpec)
        let old = try InputReading.text(arguments.positional[0], field: "account's name")
        let new = try InputReading.text(arguments.positional[1], field: "new name")
        let store = try context.store()
        let sentence = try ChangeRecording.run(
            store, context: context,
            { () throws -> String in
                let renamed: (was: String, now: Account) = try store.renameAccount(old, to: new)
                return "Renamed account '\(renamed.was)' to '\(renamed.now.name)'."
            }, summary: { $0 })
        context.output.line(TerminalText.visible(sentence))
    }
}
