import Basics
import Foundation
import SpenDropCore

/// One transaction, or one bill someone else paid, as the JSON screens list it. A bill someone
/// else paid is Money Out from no account of mine (`account` null) with `paid_by` the person who
/// paid; for both, `amount` less `others_share` is my spending.
struct TransactionJSON: Encodable {
    let id: Int64
    let type: String
    let date: String
    @NullWhenAbsent var account: String?
    @NullWhenAbsent var paid_by: String?
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

    init(_ bill: OthersPaidBill) {
        id = bill.id.rawValue
        type = "out"
        date = bill.day.description
        account = nil
        paid_by = bill.paidBy.description
        to_account = nil
        amount = MoneyJSON(bill.total)
        others_share = MoneyJSON(Money(minorUnits: bill.othersShare, currency: bill.total.currency))
        merchant = bill.merchant
        category = bill.category
        note = ""
        tags = bill.tags
        received = nil
    }

    init(_ entry: ListedEntry, accounts: [AccountID: Account], calendar: ReportingCalendar) {
        switch entry {
        case .transaction(let transaction): self.init(transaction, accounts: accounts, calendar: calendar)
        case .bill(let bill): self.init(bill)
        }
    }

    /// What the row is about, for people: `Mamak Corner · Cash (Food) #penang`, `Maybank → Cash`,
    /// with stored control characters made visible so none can act on the terminal.
    /// A bill someone else paid says who paid it: `ZUS · Ben paid RM 9.00 (Coffee)`.
    var label: String {
        let merchant = TerminalText.visible(merchant)
        let account =
            paid_by.map { "\(TerminalText.visible($0)) paid \(amount.display)" } ?? TerminalText.visible(account ?? "")
        let what: String
        switch type {
        case "transfer":
            what =
                "\(account) → \(TerminalText.visible(to_account ?? ""))"
                + (received.map { " (\($0.display) in)" } ?? "")
        default: what = merchant.isEmpty ? account : "\(merchant) · \(account)"
        }
        let tagged = tags.map { " #" + TerminalText.visible($0) }.joined()
        return (category.map { "\(what) (\(TerminalText.visible($0)))" } ?? what) + tagged
    }

    /// The amount with its direction: `-RM 12.50` out, `+RM 3,500.00` in, `RM 200.00` moved; for
    /// a bill someone else paid, my share of it.
    var signedDisplay: String {
        if paid_by != nil, let currency = Currency(code: amount.currency) {
            return "-" + MoneyFormatter.format(Money(minorUnits: amount.minor - others_share.minor, currency: currency))
        }
        return (type == "out" ? "-" : type == "in" ? "+" : "") + amount.display
    }
}
