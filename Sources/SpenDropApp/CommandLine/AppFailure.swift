import SpenDropCore
import SpenDropStore

/// The one place an error a command ends with becomes what the person sees: one sentence and one
/// exit status (`AppError`). Commands throw what went wrong as it was found (the store's
/// `StoreError`, a preference's, a refusal of their own); nothing between them and this edge
/// turns an error into a sentence.
///
/// Promises: every error maps to a non-zero status; a fault of the machine (disk full, read-only,
/// locked, I/O) is a refusal with its own sentence and exit 1; damage SQLite reports is safe mode
/// (exit 3) with the advice to run `doctor` before anything else.
enum AppFailure {
    static func of(_ error: any Error, context: AppContext) -> AppError {
        switch error {
        case let error as AppError: return error
        case let error as StoreError: return store(error, context: context)
        case let error as SQLiteError: return store(.sqlite(error), context: context)
        case let error as ExitStatusError:
            switch error.exitStatus {
            case .usage: return .usage(error.description)
            case .safeMode: return .safeMode(error.description)
            default: return .refused(error.description)
            }
        default: return .refused("\(error)")
        }
    }

    private static func store(_ error: StoreError, context: AppContext) -> AppError {
        switch error {
        case .refused(let reason): return .refused(reason)
        case .refusal(let refusal): return .refused(sentence(refusal))
        case .other(let error): return of(error, context: context)
        case .unreadable: return .refused("the store could not do that: \(error); run 'spendrop doctor'")
        case .problem(let problem): return .safeMode(problem.sentence)
        case .sqlite(let failure):
            let problem = StoreProblem.from(
                failure, url: context.storeLocation.databaseURL,
                waitedMilliseconds: Int(StoreOpener.busyTimeoutMilliseconds))
            if problem.isAboutTheFile { return .safeMode("the store is in safe mode: \(problem.sentence)") }
            if case .unexpected = problem { return .refused("the store could not do that: \(error)") }
            return .refused(problem.sentence)
        default: return .refused("the store could not do that: \(error)")
        }
    }

    /// What a refusal of the store says, with the command that is the way forward.
    static func sentence(_ refusal: StoreRefusal) -> String {
        switch refusal {
        case .noTransaction(let id):
            return "there is no transaction \(id); 'spendrop transactions' lists them with their ids"
        case .noAccount(let name, let amongClosed):
            return "there is no account named '\(name)'; 'spendrop accounts\(amongClosed ? " --all" : "")' lists them"
        case .accountHoldsMoney(let name, let balance):
            let word = name.contains(" ") ? "\"\(name)\"" : name
            return "'\(name)' holds \(MoneyFormatter.format(balance)); move it to another account first "
                + (balance.minorUnits > 0
                    ? "('spendrop transfer \(MoneyFormatter.plainNumber(balance)) --from \(word) --to ACCOUNT'), " : "")
                + "or close it with --write-off to record \(balance.minorUnits > 0 ? "it as spent" : "the debt as received")"
        case .accountHasTransactions(let name, let count):
            return
                "'\(name)' has \(count == 1 ? "1 transaction" : "\(count) transactions"); 'spendrop accounts close \(name)' hides it and keeps its history"
        case .closedAccountInImport(let line, let name):
            return "line \(line): '\(name)' is closed; 'spendrop accounts reopen \(name)' opens it again"
        case .splitBillAmount(let id, let others, let total):
            return "\(id) is the bill of a split with \(others.joined(separator: ", ")), whose shares add up to "
                + "\(MoneyFormatter.format(total)); delete it with 'spendrop delete \(id.rawValue) --with-split' and split again"
        case .splitBillAlone(let id, let others):
            return "\(id) is the bill of a split with \(others.joined(separator: ", ")); deleting it alone would "
                + "leave them owing for a bill that is gone: 'spendrop delete \(id.rawValue) --with-split' deletes both"
        case .noRecurringBill(let id):
            return "there is no recurring bill #\(id); 'spendrop recurring' lists them"
        case .noCategory(let name):
            return "no transaction uses the category '\(name)'; 'spendrop categories' lists them"
        case .categoryExists(let old, let target):
            return
                "'\(target)' is a category already; 'spendrop categories merge \(old) \(target)' puts the two together"
        case .notAnotherCategory(let old, let new):
            return
                "'\(new)' is not another category in use; 'spendrop categories rename \(old) \(new)' gives it that name"
        case .noImportRule(let id):
            return "there is no rule #\(id); 'spendrop rules' lists them"
        case .reconciled(let ids):
            let named = ids.prefix(5).map(\.description).joined(separator: ", ") + (ids.count > 5 ? ", …" : "")
            return "\(named) \(ids.count == 1 ? "was" : "were") reconciled with the bank's statement and "
                + "\(ids.count == 1 ? "is" : "are") locked; add --force to change \(ids.count == 1 ? "it" : "them") anyway"
        }
    }
}
