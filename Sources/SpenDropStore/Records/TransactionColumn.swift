import Foundation
import SpenDropCore

/// One column of the `transactions` table, declared once: its name, its SQL type, how a
/// `Transaction` fills it and, through `SQLiteRow`, how it is read back by name.
///
/// Promises: `allCases` is every column in the order every SELECT, INSERT, UPDATE, the import's
/// staging table and the undo capture list them; they are all computed from it, so adding a
/// column is one case here (the compiler then asks for its type and value) plus its migration.
enum TransactionColumn: String, CaseIterable, Sendable {
    case id
    case kind
    case accountID = "account_id"
    case destinationAccountID = "destination_account_id"
    case amountMinor = "amount_minor"
    case currency
    case occurredAt = "occurred_at"
    case merchant
    case category
    case note
    case othersMinor = "others_minor"
    case receivedMinor = "received_minor"
    case receivedCurrency = "received_currency"
    case utcOffset = "utc_offset"
    case bankID = "bank_id"
    case bankText = "bank_text"
    case status

    /// `allCases`, made once (a hot loop reads it for every row).
    static let all = allCases

    /// Where the column is in a row read with `selectList`.
    var index: Int32 { TransactionColumn.indexes[self]! }

    private static let indexes = Dictionary(uniqueKeysWithValues: all.enumerated().map { ($1, Int32($0)) })

    /// `id, kind, account_id, …`: every column, in order.
    static let selectList = all.map(\.rawValue).joined(separator: ", ")

    /// `INSERT INTO transactions (…) VALUES (?, …)`: one row with every column.
    static let insertSQL = "INSERT INTO transactions (\(selectList)) VALUES (\(placeholders(all.count)))"

    /// `UPDATE transactions SET kind = ?, … WHERE id = ?`, whose arguments are `updateValues(of:)`.
    static let updateSQL =
        "UPDATE transactions SET " + all.filter { $0 != .id }.map { "\($0.rawValue) = ?" }.joined(separator: ", ")
        + " WHERE id = ?"

    /// `kind TEXT, account_id INTEGER, …`: the columns as a table that stages rows declares them.
    static let declarations = all.map { "\($0.rawValue) \($0.sqlType)" }.joined(separator: ", ")

    static func placeholders(_ count: Int) -> String {
        Array(repeating: "?", count: count).joined(separator: ", ")
    }

    /// The SQL type the schema gives it.
    var sqlType: String {
        switch self {
        case .kind, .currency, .merchant, .category, .note, .receivedCurrency, .bankID, .bankText, .status: "TEXT"
        case .id, .accountID, .destinationAccountID, .amountMinor, .occurredAt, .othersMinor, .receivedMinor,
            .utcOffset:
            "INTEGER"
        }
    }

    /// What `transaction` stores in this column.
    func value(of transaction: Transaction) -> SQLiteValue {
        switch self {
        case .id: .integer(transaction.id.rawValue)
        case .kind: .text(Store.columns(for: transaction.kind).0)
        case .accountID: .integer(transaction.account.rawValue)
        case .destinationAccountID: .optionalInteger(Store.columns(for: transaction.kind).1)
        case .amountMinor: .integer(transaction.amount.minorUnits)
        case .currency: .text(transaction.amount.currency.code)
        // Whole seconds: the store keeps no fraction of one.
        case .occurredAt: .integer(Int64(transaction.occurredAt.timeIntervalSince1970.rounded(.down)))
        case .merchant: .text(transaction.merchant)
        case .category: .optionalText(Store.normalisedCategory(transaction.category))
        case .note: .text(transaction.note)
        case .othersMinor: .integer(transaction.othersShare)
        case .receivedMinor: .optionalInteger(transaction.received?.minorUnits)
        case .receivedCurrency: .optionalText(transaction.received?.currency.code)
        case .utcOffset: .integer(Int64(transaction.utcOffset))
        case .bankID: .optionalText(transaction.bankLine?.id)
        case .bankText: .optionalText(transaction.bankLine?.text)
        case .status: transaction.status == .unmarked ? .null : .text(transaction.status.rawValue)
        }
    }

    /// Every column's value, in order: the arguments of `insertSQL`.
    static func values(of transaction: Transaction) -> [SQLiteValue] {
        all.map { $0.value(of: transaction) }
    }

    /// The arguments of `updateSQL`: every column but the id, then the id.
    static func updateValues(of transaction: Transaction) -> [SQLiteValue] {
        all.filter { $0 != .id }.map { $0.value(of: transaction) } + [TransactionColumn.id.value(of: transaction)]
    }

    /// The transaction a row read with `selectList` holds (its tags are kept apart).
    static func transaction(from row: SQLiteRow) throws -> Transaction {
        let id = row.int64(.id)
        let kind: Transaction.Kind
        switch row.text(.kind) {
        case "in": kind = .moneyIn
        case "out": kind = .moneyOut
        case "transfer":
            guard let destination = row.optionalInt64(.destinationAccountID) else {
                throw StoreError.unreadable("transfer \(id) has no destination")
            }
            kind = .transfer(destination: AccountID(destination))
        default:
            throw StoreError.unreadable("transaction \(id) has an unknown kind '\(row.text(.kind) ?? "")'")
        }
        let code = row.text(.currency) ?? ""
        guard let currency = Currency(code: code) else {
            throw StoreError.unreadable("transaction \(id) has an unknown currency '\(code)'")
        }
        var received: Money?
        if let minorUnits = row.optionalInt64(.receivedMinor) {
            guard let receivedCurrency = Currency(code: row.text(.receivedCurrency) ?? "") else {
                throw StoreError.unreadable("transfer \(id) has an unknown currency received")
            }
            received = Money(minorUnits: minorUnits, currency: receivedCurrency)
        }
        return Transaction(
            id: TransactionID(id), kind: kind, account: AccountID(row.int64(.accountID)),
            amount: Money(minorUnits: row.int64(.amountMinor), currency: currency),
            occurredAt: Date(timeIntervalSince1970: TimeInterval(row.int64(.occurredAt))),
            utcOffset: Int32(clamping: row.int64(.utcOffset)),
            merchant: row.text(.merchant) ?? "", category: row.text(.category), note: row.text(.note) ?? "",
            othersShare: row.int64(.othersMinor), received: received,
            bankLine: row.text(.bankText) == nil && row.text(.bankID) == nil
                ? nil : BankLine(id: row.text(.bankID), text: row.text(.bankText) ?? ""),
            status: row.text(.status).flatMap(Transaction.Status.init(rawValue:)) ?? .unmarked)
    }
}

extension SQLiteRow {
    func int64(_ column: TransactionColumn) -> Int64 { int64(column.index) }
    func text(_ column: TransactionColumn) -> String? { text(column.index) }
    func optionalInt64(_ column: TransactionColumn) -> Int64? { optionalInt64(column.index) }
}
