import Foundation
import Testing

/// How the everyday commands read what people type about money and accounts.
@Suite struct LedgerInputTests {
    @Test func aBareAmountIsInTheCurrencyOfTheAccountItIsFor() throws {
        let sandbox = Sandbox()
        for words in [["accounts", "add", "Wise", "--currency", "USD"], ["accounts", "add", "Wise Pot", "--currency", "USD"],
                      ["accounts", "add", "Cash"]] {
            let made = try SpendropBinary.run(words, environment: sandbox.environment)
            #expect(made.status == 0, "\(words): \(made.errors)")
        }
        let bought = try SpendropBinary.run(["add", "20", "Amazon", "--account", "wise"], environment: sandbox.environment)
        #expect(bought.status == 0, "\(bought.errors)")
        #expect(bought.output.contains("Added Money Out US$20.00 at Amazon from Wise"), "\(bought.output)")
        let moved = try SpendropBinary.run(["transfer", "5", "--from", "Wise", "--to", "Wise Pot"], environment: sandbox.environment)
        #expect(moved.output == "Moved US$5.00 from Wise to Wise Pot.\n", "\(moved.output)\(moved.errors)")
        let local = try SpendropBinary.run(["add", "8.50", "Kopi"], environment: sandbox.environment)
        #expect(local.output.contains("Added Money Out RM 8.50 at Kopi from Cash"), "\(local.output)")
        // A currency written beside the amount still has to match the account.
        let mismatched = try SpendropBinary.run(["add", "RM 20", "Amazon", "--account", "Wise"], environment: sandbox.environment)
        #expect(mismatched.status == 1)
        #expect(mismatched.errors.contains("'Wise' keeps USD but the amount is in MYR"), "\(mismatched.errors)")
    }
}
