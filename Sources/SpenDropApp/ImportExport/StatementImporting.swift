import Basics
import Foundation
import SpenDropCore
import SpenDropStore

/// `spendrop import ofx|qfx|qif FILE` and `import csv FILE --rules RULES`: a bank's statement in,
/// all or nothing, with what the store already holds left out.
///
/// Promises: each statement account goes to the account `--account` names, else the one it went
/// to before, else a new one named after the bank and the id's last digits, which opens with the
/// balance that makes it end the statement's day at the statement's closing balance; lines the
/// store holds (by the bank's id, else day, amount and text) are counted, not added; every line
/// added is cleared; a closing balance the file states is compared with spendrop's on that day
/// and any difference said; a file that cannot be read, or an account that cannot be chosen,
/// changes nothing and names the line.
enum StatementImporting {
    /// What importing one statement account did.
    struct AccountOutcome {
        let name: String
        let added: Int
        let alreadyThere: Int
        /// For an account the statement opened: the balance it opened with.
        let openedWith: Money?
        /// The statement's closing balance, its day, and spendrop's balance of the account then.
        let ledger: (stated: Money, day: CalendarDay, spendrop: Money)?
    }

    static func run(
        format: String, path: String, handle: FileHandle, rulesPath: String?, accountName: String?,
        context: AppContext
    ) throws {
        let statement = try read(format: format, path: path, handle: handle, rulesPath: rulesPath, context: context)
        // A day no one keeps accounts for is a misreading, said as `--date` says it.
        for account in statement.accounts {
            if let outside = account.transactions.first(where: { !InputReading.days.contains($0.day) }) {
                throw AppError.refused(
                    "\(path): line \(outside.line): \(outside.day) is outside \(InputReading.days.lowerBound) to "
                        + "\(InputReading.days.upperBound); check the year; nothing was imported")
            }
        }
        guard !statement.accounts.isEmpty else {
            throw AppError.refused("\(path) holds no bank or card statement; nothing was imported")
        }
        if statement.accounts.allSatisfy({ $0.kind == .investment && $0.transactions.isEmpty }) {
            let trades = statement.accounts.reduce(0) { $0 + $1.investmentRecordCount }
            throw AppError.refused(
                "\(path) is an investment statement (\(Counted.text(trades, "trade or holding record"))) with no "
                    + "cash moving in or out of an account; spendrop records money, so nothing was imported")
        }
        if let accountName, statement.accounts.count > 1 {
            let ids = statement.accounts.map { $0.id ?? "unnamed" }.joined(separator: ", ")
            throw AppError.usage(
                "\(path) holds \(statement.accounts.count) accounts (\(ids)); --account '\(accountName)' can take "
                    + "only one, so import the file without it: each account goes to its own")
        }
        let store = try context.store()
        let outcomes = try ChangeRecording.run(
            store, context: context, bulk: true,
            { () throws -> [AccountOutcome] in
                try importAll(statement, path: path, accountName: accountName, store: store, context: context)
            },
            summary: { outcomes in
                "Imported \(path): " + outcomes.map { "\($0.added) new in \($0.name)" }.joined(separator: ", ")
            })
        let added = outcomes.reduce(0) { $0 + $1.added }
        let already = outcomes.reduce(0) { $0 + $1.alreadyThere }
        context.output.line(TerminalText.visible("Imported \(path): \(added) new, \(already) already there."))
        for outcome in outcomes {
            var line = "  \(outcome.name): \(outcome.added) new, \(outcome.alreadyThere) already there"
            if let opening = outcome.openedWith {
                line += "; opened with a balance of \(MoneyFormatter.format(opening))"
            }
            context.output.line(TerminalText.visible(line + "."))
        }
        for outcome in outcomes {
            guard let ledger = outcome.ledger else { continue }
            if ledger.stated == ledger.spendrop {
                context.output.line(
                    TerminalText.visible(
                        "The statement's balance of \(outcome.name) on \(ledger.day), "
                            + "\(MoneyFormatter.format(ledger.stated)), is spendrop's too."))
            } else {
                let difference = Money(
                    minorUnits: ledger.spendrop.minorUnits &- ledger.stated.minorUnits, currency: ledger.stated.currency
                )
                context.output.line(
                    TerminalText.visible(
                        "The statement says \(outcome.name) held \(MoneyFormatter.format(ledger.stated)) on "
                            + "\(ledger.day), but spendrop has \(MoneyFormatter.format(ledger.spendrop)) "
                            + "(\(MoneyFormatter.format(difference)) off); 'spendrop reconcile \(outcome.name) "
                            + "--balance \(MoneyFormatter.plainNumber(ledger.stated)) --as-of \(ledger.day)' lists "
                            + "what is not cleared."))
            }
        }
    }

    /// The statement the file holds, or a refusal naming the file and line.
    private static func read(
        format: String, path: String, handle: FileHandle, rulesPath: String?, context: AppContext
    ) throws -> Statement {
        let bytes: [UInt8]
        do { bytes = [UInt8](try handle.readToEnd() ?? Data()) } catch {
            throw AppError.refused("cannot read \(path) (\(error.localizedDescription)); nothing was imported")
        }
        do {
            switch format {
            case "qif": return try QIFStatementReader.read(bytes, defaultCurrency: context.defaultCurrency)
            case "csv":
                guard let rulesPath else {
                    throw AppError.usage("statement CSV needs --rules")
                }
                guard let rulesData = context.fileManager.contents(atPath: rulesPath) else {
                    throw AppError.refused("cannot read the rules file \(rulesPath); nothing was imported")
                }
                let rules: CSVRules
                do throws(CSVRulesError) {
                    rules = try CSVRules(StatementText.decode([UInt8](rulesData)))
                } catch {
                    throw AppError.refused("\(rulesPath): \(error.description); nothing was imported")
                }
                return try CSVRulesReader.read(
                    StatementText.decode(bytes), rules: rules, defaultCurrency: context.defaultCurrency)
            default: return try OFXStatementReader.read(bytes, defaultCurrency: context.defaultCurrency)
            }
        } catch let error as StatementError {
            throw AppError.refused("\(path): \(error.description); nothing was imported")
        } catch let error as CSVRulesError {
            throw AppError.refused("\(path): \(error.description); nothing was imported")
        } catch let error as CSVReader.Failure {
            throw AppError.refused("\(path): \(error); nothing was imported")
        }
    }

    /// Imports every account of `statement`, inside the change `run` records.
    private static func importAll(
        _ statement: Statement, path: String, accountName: String?, store: Store, context: AppContext
    ) throws -> [AccountOutcome] {
        let rules = try store.importRules()
        let history = try store.categoryChoices().enumerated().map { index, choice in
            CategoryChoice(merchant: choice.merchantKey, category: choice.category, day: choice.day, sequence: index)
        }
        var byKey: [String: [CategoryChoice]] = [:]
        for choice in history { byKey[MerchantNormaliser.key(for: choice.merchant), default: []].append(choice) }
        let learned = { (merchant: String) -> String? in
            CategorySuggester.suggestion(
                for: merchant, history: byKey[MerchantNormaliser.key(for: merchant)] ?? [])?.category
        }
        let existing = try store.accounts()
        var taken = Set(existing.map { $0.name.lowercased() })
        let dates = TransactionDates(calendar: context.calendar)

        struct Planned {
            let name: String
            let key: String?
            let opening: Money?
            let isNew: Bool
            var lines: [StatementImport.Line]
            var alreadyThere: Int
            /// The last of the file's statements of this account that states a closing balance
            /// (else the first).
            var statementAccount: Statement.Account
            /// Every line of the file's statements of this account so far, as a later statement of
            /// it in the same file (two statements in one response) is matched against them.
            var shown: [StatementImport.Key]
        }
        func keys(_ lines: [StatementImport.Line]) -> [StatementImport.Key] {
            lines.map { StatementImport.Key(day: $0.day, minorUnits: $0.amount.minorUnits, bankLine: $0.bankLine) }
        }
        var planned: [Planned] = []
        for account in statement.accounts {
            let key = account.id.flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 }
            if let key, let earlier = planned.firstIndex(where: { $0.key == key }) {
                // Another statement of an account the file showed already: into the same account,
                // less what the store holds and what the file's earlier statements of it showed.
                let plan = planned[earlier]
                let target = existing.first { $0.name == plan.name }
                let inCurrency = try restamped(account, in: plan.opening?.currency ?? target!.currency, path: path)
                let lines = StatementImport.lines(of: inCurrency, rules: rules, learned: learned)
                var held = plan.shown
                if let target, let first = lines.map(\.day).min(), let last = lines.map(\.day).max() {
                    held += try store.heldStatementKeys(account: target.id, from: first, through: last)
                }
                let (new, already) = StatementImport.newLines(lines, held: held)
                planned[earlier].lines += new
                planned[earlier].alreadyThere += already
                planned[earlier].shown += keys(lines)
                if inCurrency.ledgerBalance != nil { planned[earlier].statementAccount = inCurrency }
                continue
            }
            let currency = account.currency ?? context.defaultCurrency
            var target: Account?
            var newName: String?
            if let accountName {
                let trimmed = accountName.trimmingCharacters(in: .whitespaces)
                target = existing.first { $0.name.lowercased() == trimmed.lowercased() }
                if target == nil { newName = trimmed }
            } else if let key, let remembered = try store.account(forStatementAccount: key) {
                target = remembered
            } else if key == nil {
                let line = account.transactions.first?.line ?? 1
                throw AppError.refused(
                    "\(path): line \(line): the statement names no account; say which with --account NAME; "
                        + "nothing was imported")
            } else {
                newName = StatementImport.accountName(for: account, institution: statement.institution, taken: taken)
            }
            if let target {
                if target.isClosed {
                    throw AppError.refused(
                        "\(path): '\(target.name)' is closed; 'spendrop accounts reopen \(target.name)' opens it "
                            + "again; nothing was imported")
                }
                guard target.currency == currency || account.currency == nil else {
                    throw AppError.refused(
                        "\(path): the statement\(key.map { " of \($0)" } ?? "") is in \(currency.code), but "
                            + "'\(target.name)' keeps \(target.currency.code); nothing was imported")
                }
            }
            let accountCurrency = target?.currency ?? currency
            let inCurrency = try restamped(account, in: accountCurrency, path: path)
            let lines = StatementImport.lines(of: inCurrency, rules: rules, learned: learned)
            if let target {
                let days = lines.map(\.day)
                var held: [StatementImport.Key] = []
                if let first = days.min(), let last = days.max() {
                    held = try store.heldStatementKeys(account: target.id, from: first, through: last)
                }
                let (new, already) = StatementImport.newLines(lines, held: held)
                planned.append(
                    Planned(
                        name: target.name, key: key, opening: nil, isNew: false, lines: new, alreadyThere: already,
                        statementAccount: inCurrency, shown: keys(lines)))
            } else if let newName {
                taken.insert(newName.lowercased())
                planned.append(
                    Planned(
                        name: newName, key: key,
                        opening: StatementImport.openingBalance(for: inCurrency) ?? .zero(accountCurrency), isNew: true,
                        lines: lines, alreadyThere: 0, statementAccount: inCurrency, shown: keys(lines)))
            }
        }

        var records: [TransactionRecord] = []
        for plan in planned {
            if plan.isNew, let opening = plan.opening {
                records.append(
                    TransactionRecord(
                        kind: .opening, account: plan.name, toAccount: nil, amount: opening, occurredAt: 0,
                        utcOffset: 0, merchant: "", category: nil, note: ""))
            }
            for line in plan.lines {
                let moment = try dates.moment(line.day.description)
                records.append(
                    TransactionRecord(
                        line: line.fileLine, kind: line.amount.minorUnits >= 0 ? .moneyIn : .moneyOut,
                        account: plan.name, toAccount: nil,
                        amount: Money(minorUnits: abs(line.amount.minorUnits), currency: line.amount.currency),
                        occurredAt: moment.seconds, utcOffset: moment.utcOffset, merchant: line.merchant,
                        category: line.category, note: line.note, bankLine: line.bankLine, status: .cleared))
            }
        }
        var next = records.makeIterator()
        do throws(StoreError) {
            _ = try store.importTransactions({ next.next() }, skippingDuplicates: false)
        } catch {
            throw AppError.refused(
                "\(path): \(AppFailure.of(error, context: context).description); nothing was imported")
        }

        var outcomes: [AccountOutcome] = []
        for plan in planned {
            guard let account = try store.account(named: plan.name) else { continue }
            if let key = plan.key { try store.rememberStatementAccount(key, account: account.id) }
            var ledger: (Money, CalendarDay, Money)?
            if let stated = plan.statementAccount.ledgerBalance,
                let day = plan.statementAccount.ledgerDay ?? plan.statementAccount.transactions.map(\.day).max()
            {
                ledger = (stated, day, try store.balance(of: account, through: day))
            }
            outcomes.append(
                AccountOutcome(
                    name: account.name, added: plan.lines.count,
                    alreadyThere: plan.alreadyThere, openedWith: plan.isNew ? plan.opening : nil, ledger: ledger))
        }
        return outcomes
    }

    /// `account` with its amounts in `currency`: a file that names no currency (QIF) was read in
    /// the default one, and an account of another currency with as many decimals takes them as
    /// they were written.
    private static func restamped(
        _ account: Statement.Account, in currency: Currency, path: String
    ) throws -> Statement.Account {
        guard account.currency == nil, currency != (account.transactions.first?.amount.currency ?? currency) else {
            return account
        }
        let read = account.transactions.first?.amount.currency ?? currency
        guard read.minorUnitDigits == currency.minorUnitDigits else {
            throw AppError.refused(
                "\(path) names no currency and was read in \(read.code); the account keeps \(currency.code), which "
                    + "has another number of decimals; nothing was imported")
        }
        func money(_ amount: Money) -> Money { Money(minorUnits: amount.minorUnits, currency: currency) }
        return Statement.Account(
            id: account.id, kind: account.kind, currency: currency,
            transactions: account.transactions.map {
                Statement.Transaction(
                    bankID: $0.bankID, day: $0.day, amount: money($0.amount), payee: $0.payee, memo: $0.memo,
                    typeLabel: $0.typeLabel, category: $0.category, line: $0.line)
            }, ledgerBalance: account.ledgerBalance.map(money), ledgerDay: account.ledgerDay,
            investmentRecordCount: account.investmentRecordCount)
    }
}
