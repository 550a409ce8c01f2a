import Foundation
import Testing

/// The six process-level flows of the app, each through `AppLaunchFactory`.
@Suite struct AppFlowTests {
    @Test func theFiveTabsInOrderShowTheirTitlesAndJSONKeys() throws {
        let app = AppLaunchFactory(fixture: "three-items")
        let tabs: [(words: [String], title: String, keys: Set<String>)] = [
            (
                [], "Home",
                ["screen", "title", "cash_flow", "other_currencies", "recent", "budgets_to_watch", "due_soon"]
            ),
            (["transactions"], "Transactions", ["screen", "title", "filters", "count", "totals", "transactions"]),
            (["paybook"], "PayBook", ["screen", "title", "balances", "suggested_payments"]),
            (
                ["breakdown"], "Breakdown",
                [
                    "screen", "title", "period", "total", "categories", "cash_flow", "other_currency_transactions",
                    "other_currencies",
                ]
            ),
            (["account"], "Account", ["screen", "title", "state", "message"]),
        ]
        for tab in tabs {
            let screen = try app.launch(tab.words)
            try app.expect(
                screen.status == 0 && screen.lines.first?.hasPrefix(tab.title) == true,
                "\(tab.title) tab: exit \(screen.status), first line \(screen.lines.first ?? "none")")
            let object = try app.json(tab.words)
            try app.expect(Set(object.keys) == tab.keys, "\(tab.title) JSON keys: \(object.keys.sorted())")
            try app.expect(object["title"] as? String == tab.title, "\(tab.title) JSON title")
        }
    }

    @Test func anExpenseShowsInTransactionsAndOnTheCashFlowCard() throws {
        let app = AppLaunchFactory(fixture: "three-items")
        let before = try app.json([])
        let added = try app.launch(["add", "RM 12.50", "Mamak Corner", "--category", "Food"])
        try app.expect(
            added.status == 0 && added.output.contains("Money Out RM 12.50 at Mamak Corner"),
            added.output + added.errors)
        let list = try app.json(["transactions"])
        let rows = list["transactions"] as? [[String: Any]] ?? []
        try app.expect(
            rows.first?["merchant"] as? String == "Mamak Corner" && minorUnits(rows.first?["amount"]) == 1_250,
            "newest transaction: \(rows.first ?? [:])")
        try app.expect(list["count"] as? Int == 4, "count \(list["count"] ?? "none")")
        let card = { (object: [String: Any]) in minorUnits((object["cash_flow"] as? [String: Any])?["money_out"]) ?? -1
        }
        let after = try app.json([])
        try app.expect(card(after) == card(before) + 1_250, "money out \(card(before)) → \(card(after))")
    }

    @Test func splittingThirtyRinggitWithANewPersonShowsTheyOweFifteen() throws {
        let app = AppLaunchFactory(fixture: "empty-project")
        let split = try app.launch(["split", "30", "Dinner", "--with", "Aisyah"])
        try app.expect(split.status == 0, split.errors)
        let paybook = try app.launch(["paybook"])
        try app.expect(paybook.lines.contains("  Aisyah owes you RM 15.00"), paybook.output)
        let balances = try app.json(["paybook"])["balances"] as? [[String: Any]] ?? []
        try app.expect(
            balances.first?["text"] as? String == "Aisyah owes you RM 15.00"
                && minorUnits(balances.first?["amount"]) == 1_500,
            "\(balances)")
    }

    @Test func twoAccountsWithMoneyInAndATransferFilterAndTotalRight() throws {
        let app = AppLaunchFactory(fixture: "two-accounts")
        for words in [
            ["income", "3500", "ACME Sdn Bhd", "--account", "Maybank", "--category", "Salary"],
            ["transfer", "200", "--from", "Maybank", "--to", "Touch 'n Go"],
            ["add", "18", "ZUS Coffee", "--account", "Touch 'n Go", "--category", "Food"],
        ] {
            let result = try app.launch(words)
            try app.expect(result.status == 0, "\(words): \(result.errors)")
        }
        let wallet =
            try app.json(["transactions", "--account", "Touch 'n Go"])["transactions"] as? [[String: Any]] ?? []
        try app.expect(wallet.map { $0["type"] as? String ?? "" } == ["out", "transfer"], "wallet rows \(wallet)")
        let incoming = try app.json(["transactions", "--type", "in"])["transactions"] as? [[String: Any]] ?? []
        try app.expect(
            incoming.count == 1 && incoming.first?["account"] as? String == "Maybank", "money in rows \(incoming)")
        let accounts = try app.json(["accounts"])
        let balances = (accounts["accounts"] as? [[String: Any]] ?? []).map {
            ($0["name"] as? String ?? "", minorUnits($0["balance"]) ?? 0)
        }
        try app.expect(
            balances.map(\.0) == ["Maybank", "Touch 'n Go"] && balances.map(\.1) == [430_000, 23_200],
            "balances \(balances)")
        let total = (accounts["totals"] as? [[String: Any]] ?? []).first.flatMap { minorUnits($0) }
        try app.expect(total == 453_200, "total \(accounts["totals"] ?? "")")
    }

    @Test func theCashFlowCardAndTheBreakdownViewAgreeForTheMonth() throws {
        let app = AppLaunchFactory(fixture: "month-of-spending")
        let card = try app.json([])["cash_flow"] as? [String: Any] ?? [:]
        let breakdown = try app.json(["breakdown"])
        let flows = breakdown["cash_flow"] as? [[String: Any]] ?? []
        let moneyIn = flows.compactMap { minorUnits($0["money_in"]) }.reduce(0, +)
        let moneyOut = flows.compactMap { minorUnits($0["money_out"]) }.reduce(0, +)
        try app.expect(
            minorUnits(card["money_in"]) == moneyIn && minorUnits(card["money_out"]) == moneyOut,
            "card in \(card["money_in"] ?? "") out \(card["money_out"] ?? ""); breakdown in \(moneyIn) out \(moneyOut)")
        try app.expect(
            minorUnits(breakdown["total"]) == moneyOut && moneyOut > 0, "breakdown total \(breakdown["total"] ?? "")")
        try app.expect(breakdown["period"] as? String == card["period"] as? String, "periods")
    }

    @Test func theAccountScreenSaysCloudBackupIsNotConfigured() throws {
        let app = AppLaunchFactory(fixture: "empty-project")
        let screen = try app.launch(["account"])
        try app.expect(screen.output.contains("Cloud backup is not configured."), screen.output)
        try app.expect(try app.json(["account"])["state"] as? String == "not_configured", "state")
    }

    @Test func aNormalLaunchWithNoTestArgumentsReachesHome() throws {
        let sandbox = Sandbox()
        let result = try SpendropBinary.run([], environment: sandbox.environment)
        #expect(result.status == 0)
        #expect(result.lines.first?.hasPrefix("Home") == true)
        #expect(
            FileManager().fileExists(atPath: sandbox.home.appendingPathComponent("data/spendrop/spendrop.sqlite").path))
    }

    @Test func aValidFixtureReachesItsFirstScreen() throws {
        let app = AppLaunchFactory(fixture: "three-items")
        let home = try app.launch([])
        try app.expect(home.lines.first?.hasPrefix("Home") == true, home.output)
        for merchant in ["Nasi Lemak Antarabangsa", "Grab ride", "Watsons"] {
            try app.expect(home.output.contains(merchant), "\(merchant) on Home")
        }
    }

    @Test func anInvalidFixtureFailsExplicitlyAndCreatesNothing() throws {
        let sandbox = Sandbox()
        var environment = sandbox.environment
        environment["UITEST_FIXTURE"] = "nine-items"
        environment["UITEST_RUN_ID"] = "flow-invalid"
        let result = try SpendropBinary.run(["-ui-testing", "-reset-state"], environment: environment)
        #expect(result.status == 2)
        #expect(result.errors.contains("nine-items"))
        #expect(result.output.isEmpty)
        #expect(try FileManager().contentsOfDirectory(atPath: sandbox.temporaryRoot.path) == [])
    }
}
