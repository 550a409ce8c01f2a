import SpenDropCore

/// Transactions as a table for people: `#id`, day, kind, what (merchant · account, category), and
/// the amount right-aligned in its column.
///
/// Promises: every row has the same columns, measured in terminal columns (`DisplayWidth`), so
/// Chinese names and emoji keep the amounts in line; a label wider than `labelWidth` is cut with
/// `…`; stored text is shown with its control characters visible.
struct TransactionTable {
    static let labelWidth = 40

    let rows: [TransactionJSON]

    var lines: [String] {
        let idWidth = rows.map { String($0.id).count + 1 }.max() ?? 2
        let amounts = rows.map(\.signedDisplay)
        let amountWidth = amounts.map(DisplayWidth.of).max() ?? 0
        return zip(rows, amounts).map { row, amount in
            let id = DisplayWidth.padded("#\(row.id)", to: idWidth)
            let label = DisplayWidth.cell(row.label, width: TransactionTable.labelWidth)
            let type = DisplayWidth.padded(row.type, to: 8)
            return "\(id)  \(row.date)  \(type)  \(label)  \(DisplayWidth.rightAligned(amount, to: amountWidth))"
        }
    }
}
