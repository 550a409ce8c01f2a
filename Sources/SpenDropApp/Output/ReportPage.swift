import Basics
import SpenDropCore

/// `report --html`'s page: one self-contained HTML file (no script, no network: inline CSS and
/// SVG) with spending by category per month as stacked bars, net worth over the months as a line,
/// and each budget against what was spent in the last month.
///
/// Promises: every text from the store is escaped; each chart is an `<svg>` with an `id`
/// (`spending`, `net-worth`, `budgets`) and a `<title>` on every mark naming what it shows, so
/// a browser draws it and a person can read the figures behind it; a chart with nothing to show
/// says so in words instead.
struct ReportPage {
    let months: [BudgetMonth]
    /// The statement in your currency, if anything moved in it.
    let statement: MonthlyStatement?
    /// What your accounts held at each month's end, in your currency.
    let netWorth: [Money]
    /// Whether `netWorth` counts accounts in other currencies, converted; else it is your currency's accounts alone.
    let netWorthConverted: Bool
    /// The last month's budgets.
    let budgets: [BudgetStatus]

    /// The most categories a month's bar stacks; the rest are one "Other" band.
    static let stackedCategories = 8
    static let palette = [
        "#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2", "#7f7f7f", "#bcbd22",
    ]

    func html() -> String {
        let range = "\(months.first?.description ?? "") to \(months.last?.description ?? "")"
        return """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>spendrop report \(range)</title>
            <style>
            body { font-family: system-ui, sans-serif; margin: 2em; color: #222; }
            figure { margin: 0 0 2.5em 0; } figcaption { font-weight: bold; margin-bottom: .5em; }
            svg text { font-size: 12px; fill: #444; } .empty { color: #777; }
            </style></head><body>
            <h1>Report — \(range)</h1>
            \(spendingChart())
            \(netWorthChart())
            \(budgetChart())
            </body></html>

            """
    }

    private static func escape(_ text: String) -> String { TextEscaping.xml(text) }

    /// Spending per month, stacked by category, largest categories at the bottom.
    func spendingChart() -> String {
        guard let statement, !statement.spending.isEmpty else {
            return
                "<figure><figcaption>Spending by category</figcaption><p class=\"empty\">No spending in these months.</p></figure>"
        }
        let rows = Array(statement.spending.prefix(Self.stackedCategories))
        let rest = statement.spending.dropFirst(Self.stackedCategories)
        var bands: [(name: String, amounts: [Int64])] = rows.map {
            ($0.category ?? "Uncategorised", $0.amounts.map(\.minorUnits))
        }
        if !rest.isEmpty {
            bands.append(
                ("Other", (0..<months.count).map { index in rest.reduce(0) { $0 + $1.amounts[index].minorUnits } }))
        }
        let highest = max(1, statement.spendingTotal.amounts.map(\.minorUnits).max() ?? 1)
        let (width, height, left, bottom) = (720.0, 300.0, 60.0, 30.0)
        let slot = (width - left) / Double(max(1, months.count))
        var marks = ""
        for (index, month) in months.enumerated() {
            var base = height - bottom
            for (bandIndex, band) in bands.enumerated() where band.amounts[index] > 0 {
                let size = Double(band.amounts[index]) / Double(highest) * (height - bottom - 10)
                base -= size
                let amount = MoneyFormatter.format(Money(minorUnits: band.amounts[index], currency: statement.currency))
                marks +=
                    "<rect x=\"\(Self.fixed(left + Double(index) * slot + slot * 0.15))\" y=\"\(Self.fixed(base))\" "
                    + "width=\"\(Self.fixed(slot * 0.7))\" height=\"\(Self.fixed(size))\" "
                    + "fill=\"\(Self.palette[bandIndex % Self.palette.count])\"><title>\(month) \(Self.escape(band.name)): "
                    + "\(Self.escape(amount))</title></rect>"
            }
            marks +=
                "<text x=\"\(Self.fixed(left + Double(index) * slot + slot / 2))\" y=\"\(Self.fixed(height - 10))\" "
                + "text-anchor=\"middle\">\(month)</text>"
        }
        let legend = bands.enumerated().map { index, band in
            "<span style=\"color:\(Self.palette[index % Self.palette.count])\">■</span> \(Self.escape(band.name))"
        }.joined(separator: " &nbsp; ")
        return """
            <figure><figcaption>Spending by category (\(statement.currency.code))</figcaption>
            <svg id="spending" xmlns="http://www.w3.org/2000/svg" width="\(Int(width))" height="\(Int(height))" viewBox="0 0 \(Int(width)) \(Int(height))">
            <line x1="\(Int(left))" y1="\(Int(height - bottom))" x2="\(Int(width))" y2="\(Int(height - bottom))" stroke="#999"/>
            <text x="0" y="14">\(Self.escape(MoneyFormatter.format(Money(minorUnits: highest, currency: statement.currency))))</text>
            \(marks)</svg><div>\(legend)</div></figure>
            """
    }

    /// Net worth in your currency at each month's end, as a line with a point per month.
    func netWorthChart() -> String {
        guard !netWorth.isEmpty, let currency = netWorth.first?.currency else {
            return "<figure><figcaption>Net worth</figcaption><p class=\"empty\">No accounts yet.</p></figure>"
        }
        let values = netWorth.map(\.minorUnits)
        let low = min(0, values.min() ?? 0), high = max(1, values.max() ?? 1)
        let (width, height, left, bottom) = (720.0, 240.0, 60.0, 30.0)
        let slot = (width - left) / Double(max(1, months.count))
        func y(_ value: Int64) -> Double {
            (height - bottom) - Double(value - low) / Double(high - low) * (height - bottom - 10)
        }
        let points = values.enumerated().map { index, value in
            (left + Double(index) * slot + slot / 2, y(value))
        }
        let line = points.map { "\(Self.fixed($0.0)),\(Self.fixed($0.1))" }.joined(separator: " ")
        let caption =
            netWorthConverted
            ? "Net worth in \(currency.code) at each month's end, every account at that day's rate"
            : "Net worth of your \(currency.code) accounts at each month's end"
        let dots = zip(points, zip(months, netWorth)).map { point, item in
            "<circle cx=\"\(Self.fixed(point.0))\" cy=\"\(Self.fixed(point.1))\" r=\"4\" fill=\"#1f77b4\"><title>\(item.0): "
                + "\(Self.escape(MoneyFormatter.format(item.1)))</title></circle>"
                + "<text x=\"\(Self.fixed(point.0))\" y=\"\(Self.fixed(height - 10))\" text-anchor=\"middle\">\(item.0)</text>"
        }.joined()
        return """
            <figure><figcaption>\(caption)</figcaption>
            <svg id="net-worth" xmlns="http://www.w3.org/2000/svg" width="\(Int(width))" height="\(Int(height))" viewBox="0 0 \(Int(width)) \(Int(height))">
            <line x1="\(Int(left))" y1="\(Self.fixed(y(0)))" x2="\(Int(width))" y2="\(Self.fixed(y(0)))" stroke="#999"/>
            <polyline points="\(line)" fill="none" stroke="#1f77b4" stroke-width="2"/>\(dots)</svg></figure>
            """
    }

    /// Each budget of the last month: its limit as a pale bar, what was spent over it.
    func budgetChart() -> String {
        guard !budgets.isEmpty, let month = months.last else {
            return
                "<figure><figcaption>Budgets</figcaption><p class=\"empty\">No budget in \(months.last?.description ?? "these months").</p></figure>"
        }
        let highest = max(1, budgets.map { max($0.limit.minorUnits, $0.spent.minorUnits) }.max() ?? 1)
        let (width, row, left) = (720.0, 28.0, 140.0)
        let height = row * Double(budgets.count) + 10
        var marks = ""
        for (index, status) in budgets.enumerated() {
            let top = Double(index) * row + 5
            let scale = (width - left - 10) / Double(highest)
            let name = Self.escape(status.category)
            marks +=
                "<text x=\"0\" y=\"\(Self.fixed(top + 16))\">\(name)</text>"
                + "<rect x=\"\(Int(left))\" y=\"\(Self.fixed(top))\" width=\"\(Self.fixed(Double(max(0, status.limit.minorUnits)) * scale))\" "
                + "height=\"20\" fill=\"#c6dbef\"><title>\(name) limit: \(Self.escape(MoneyFormatter.format(status.limit)))</title></rect>"
                + "<rect x=\"\(Int(left))\" y=\"\(Self.fixed(top + 5))\" width=\"\(Self.fixed(Double(max(0, status.spent.minorUnits)) * scale))\" "
                + "height=\"10\" fill=\"\(status.spent.minorUnits > status.limit.minorUnits ? "#d62728" : "#2171b5")\">"
                + "<title>\(name) spent: \(Self.escape(MoneyFormatter.format(status.spent)))</title></rect>"
        }
        return """
            <figure><figcaption>Budgets against spending, \(month)</figcaption>
            <svg id="budgets" xmlns="http://www.w3.org/2000/svg" width="\(Int(width))" height="\(Int(height))" viewBox="0 0 \(Int(width)) \(Int(height))">
            \(marks)</svg></figure>
            """
    }

    /// A coordinate with one decimal.
    private static func fixed(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return (tenths < 0 ? "-" : "") + "\(abs(tenths) / 10).\(abs(tenths) % 10)"
    }
}
