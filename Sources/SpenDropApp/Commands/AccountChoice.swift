import SpenDropCore
import SpenDropStore

/// Which account a command means: the one named, or else the first open account in the amount's
/// currency; a closed account is refused. A store with no account at all gets a `Cash` account in that currency, so the very
/// first `spendrop add` just works.
enum AccountChoice {
    /// The currency of the account `name` names, so a bare amount (`add 20 Amazon --account Wise`)
    /// is read in it; nil when no account is named, or none has that name (resolving says so).
    static func currency(ofAccountNamed name: String?, store: Store, context: AppContext) throws -> Currency? {
        guard let name else { return nil }
        return try store.account(named: name)?.currency
    }

    /// Why a closed account takes nothing new, and how to open it again.
    static func closedRefusal(_ account: Account) -> String {
        "'\(account.name)' is closed; 'spendrop accounts reopen \(account.name)' opens it again"
    }

    static func resolve(_ name: String?, currency: Currency, store: Store, context: AppContext) throws -> Account {
        let accounts: [Account] = try store.accounts()
        if let name {
            guard let account = accounts.first(where: { $0.name.lowercased() == name.lowercased() }) else {
                throw AppError.refused("there is no account named '\(name)'; 'spendrop accounts' lists them")
            }
            if account.isClosed { throw AppError.refused(closedRefusal(account)) }
            return account
        }
        if let account = accounts.first(where: { $0.currency == currency && !$0.isClosed }) { return account }
        guard accounts.isEmpty else {
            throw AppError.refused(
                "no account keeps \(currency.code); add one with 'spendrop accounts add NAME --currency \(currency.code)' or name one with --account"
            )
        }
        return try store.openAccount(name: "Cash", openingBalance: .zero(currency))
    }
}
