import Foundation
import SpenDropCore
import Testing

/// Lists line up as a terminal draws them, measured by the C library's widths: Chinese names and
/// emoji keep amounts in their column, long names are cut with `…`, amounts are right-aligned,
/// a column of shares has one format, and Home welcomes only a store with nothing in it.
@Suite struct ScreenAlignmentTests {
    static let names = [
        ("海底捞火锅 Haidilao", "餐饮"), ("☕ Kopi 🍩", "Café ☕"), ("Mamak Corner", "Food"),
        ("A merchant whose name goes on well past the column it is given", "A category with a very long name indeed"),
    ]

    static func sandboxWithNames() throws -> Sandbox {
        let sandbox = Sandbox()
        for (index, (merchant, category)) in names.enumerated() {
            let amount = ["30", "8", "12.50", "1234.56"][index]
            let added = try SpendropBinary.run(
                ["add", amount, merchant, "--category", category], environment: sandbox.environment)
            #expect(added.status == 0, "\(added.errors)")
        }
        for (name, opening) in [("储蓄 Savings", "12345.67"), ("Maybank", "5")] {
            #expect(
                try SpendropBinary.run(
                    ["accounts", "add", name, "--opening", opening], environment: sandbox.environment
                ).status == 0)
        }
        return sandbox
    }

    /// The column (counted as the C library counts) at which `piece` ends on `line`.
    static func columnEnding(_ piece: String, on line: String) -> Int? {
        guard let range = line.range(of: piece, options: .backwards) else { return nil }
        return CLibraryWidth.of(String(line[..<range.upperBound]))
    }

    @Test func transactionsKeepTheirAmountsInOneColumnWhateverTheNames() throws {
        let sandbox = try Self.sandboxWithNames()
        let rows = try SpendropBinary.run(["transactions"], environment: sandbox.environment).lines.filter {
            $0.hasPrefix("  #")
        }
        #expect(rows.count == 4)
        let ends = Set(rows.map { CLibraryWidth.of($0) })
        #expect(ends.count == 1, "rows end at columns \(ends.sorted()): \(rows)")
        #expect(rows.contains { $0.contains("A merchant whose name goes on well past…") }, "\(rows)")
    }

    @Test func accountsRightAlignTheirBalancesAndTotals() throws {
        let sandbox = try Self.sandboxWithNames()
        let lines = try SpendropBinary.run(["accounts"], environment: sandbox.environment).lines.dropFirst()
        let ends = lines.map { line in
            Self.columnEnding(line.split(separator: " ").last.map(String.init) ?? "", on: line)
        }
        #expect(lines.count == 4 && Set(ends).count == 1, "balances end at \(ends): \(Array(lines))")
        #expect(
            lines.contains { $0.contains("储蓄 Savings") && $0.hasSuffix("RM 12,345.67") }
                && lines.contains { $0.hasSuffix(" RM 5.00") }, "\(Array(lines))")
    }

    @Test func breakdownGivesEveryShareOneDecimalAndCutsLongCategories() throws {
        let sandbox = try Self.sandboxWithNames()
        let lines = try SpendropBinary.run(["breakdown"], environment: sandbox.environment).lines
        let rows = Array(lines.dropFirst().prefix { !$0.hasPrefix("Cash flow") })
        #expect(rows.count == 4, "\(lines)")
        let shares = rows.compactMap { $0.split(separator: " ").first { $0.hasSuffix("%") }.map(String.init) }
        #expect(shares == ["96.1%", "2.3%", "1.0%", "0.6%"], "\(rows)")
        let shareEnds = Set(zip(rows, shares).compactMap { Self.columnEnding($1, on: $0) })
        let amountEnds = Set(
            rows.compactMap { row in
                row.range(of: #"RM [0-9,.]+"#, options: .regularExpression).map {
                    CLibraryWidth.of(String(row[..<$0.upperBound]))
                }
            })
        #expect(
            shareEnds.count == 1 && amountEnds.count == 1,
            "amounts end at \(amountEnds.sorted()), shares at \(shareEnds.sorted()): \(rows)")
        #expect(rows[0].hasPrefix("  A category with a very…   RM"), "\(rows[0])")
    }

    @Test func homeWelcomesAnEmptyStoreButNotOneThatHoldsTransactions() throws {
        let sandbox = Sandbox()
        let file = sandbox.root.appendingPathComponent("old.csv")
        try "date,type,account,amount,merchant\n2024-03-01,out,Cash,5,Kopi\n2024-03-02,in,Cash,3500,Salary\n".write(
            to: file, atomically: true, encoding: .utf8)
        let imported = try SpendropBinary.run(["import", "csv", file.path], environment: sandbox.environment)
        #expect(imported.status == 0, "\(imported.errors)")
        let home = try SpendropBinary.run([], environment: sandbox.environment).output
        #expect(!home.contains("Welcome") && home.contains("#2  2024-03-02"), "\(home)")
    }
}

/// A share in a column is written with one decimal, and a share too small for that is not zero.
@Test(arguments: [
    (1080, "10.8%"), (900, "9.0%"), (3029, "30.3%"), (3050, "30.5%"), (5, "0.1%"), (4, "<0.1%"), (0, "0.0%"),
    (10_000, "100.0%"),
])
func sharesHaveOneDecimal(basisPoints: Int, text: String) {
    #expect(BasisPoints.tenthsText(basisPoints) == text)
}
