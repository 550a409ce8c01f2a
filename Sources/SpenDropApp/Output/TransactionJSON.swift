import Foundation
import SpenDropCore

/// One transaction as the JSON screens list it.
struct TransactionJSON: Encodable {
    let id: Int64
    let type: String
    let date: String
    let account: String
    let to_account: String?
    let amount: MoneyJSON
    /// Other people's part of the amount (their shares of a bill I paid, a debt settled): what
    /// reports leave out.
    let others_share: MoneyJSON
    let merchant: String
    let category: String?
    let note: String
    let tags: [String]
    /// For a transfer between currencies: what reached the account it went to.
    let received: MoneyJSON?

    init(_ transaction: Transaction, accounts: [AccountID: Account], calendar: ReportingCalendar) {
        id = transaction.id.rawValue
        date = transaction.day.description
        account = accounts[transaction.account]?.name ?? transaction.account.description
        switch transaction.kind {
        case .moneyIn:
            type = "in"
            to_account = nil
        case .moneyOut:
            type = "out"
            to_account = nil
        case .transfer(let destination):
            type = "transfer"
            to_account = accounts[destination]?.name ?? destination.description
        }
        amount = MoneyJSON(transaction.amount)
        others_share = MoneyJSON(Money(minorUnits: transaction.othersShare, currency: transaction.amount.currency))
        merchant = transaction.merchant
        category = transaction.category
        note = transaction.note
        tags = transaction.tags
        received = transaction.received.map(MoneyJSON.init)
    }

    /// What the row is about, for people: `Mamak Corner · Cash (Food) #penang`, `Maybank → Cash`,
    /// with stored control characters made visible so none can act on the terminal.
    var label: String {
        let (account, merchant) = (TerminalText.visible(account), TerminalText.visible(merchant))
        let what: String
        switch type {
        case "transfer": what = "\(account) → \(TerminalText.visible(to_account ?? ""))" + (received.map { " (\($0.display) in)" } ?? "")
        default: what = merchant.isEmpty ? account : "\(merchant) · \(account)"
        }
        let tagged = tags.map { " #" + TerminalText.visible($0) }.joined()
        return (category.map { "\(what) (\(TerminalText.visible($0)))" } ?? what) + tagged
    }

    /// The amount with its direction: `-RM 12.50` out, `+RM 3,500.00` in, `RM 200.00` moved.
    var signedDisplay: String {
        (type == "out" ? "-" : type == "in" ? "+" : "") + amount.display
    }
}
