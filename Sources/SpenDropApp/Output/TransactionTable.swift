import SpenDropCore

/// Transactions as a table for people: `#id`, day, kind, what (merchant · account, category), and
/// the amount right-aligned in its column.
///
/// Promises: every row has the same columns; a label longer than `labelWidth` is cut with `…`;
/// stored text is shown with its control characters visible.
struct TransactionTable {
    static let labelWidth = 40

    let rows: [TransactionJSON]

    var lines: [String] {
        let idWidth = rows.map { String($0.id).count + 1 }.max() ?? 2
        let amounts = rows.map(\.signedDisplay)
        let amountWidth = amounts.map(\.count).max() ?? 0
        return zip(rows, amounts).map { row, amount in
            let id = "#\(row.id)".padding(toLength: idWidth, withPad: " ", startingAt: 0)
            let label = TransactionTable.cut(row.label, to: TransactionTable.labelWidth)
                .padding(toLength: TransactionTable.labelWidth, withPad: " ", startingAt: 0)
            let type = row.type.padding(toLength: 8, withPad: " ", startingAt: 0)
            return "\(id)  \(row.date)  \(type)  \(label)  \(String(repeating: " ", count: amountWidth - amount.count))\(amount)"
        }
    }

    /// `text` in at most `width` characters, its end replaced by `…` when it is longer.
    static func cut(_ text: String, to width: Int) -> String {
        text.count <= width ? text : String(text.prefix(width - 1)) + "…"
    }
}
