import Foundation
import SpenDropStore
import Testing

/// Recurring bills booked by real launches: two launches at once book every due day once, and a
/// launch killed while booking leaves none or all.
@Suite(.serialized) struct RecurringProcessTests {
    /// Booked transactions and booking rows, read with a connection of this process.
    static func counts(_ sandbox: Sandbox) throws -> (transactions: Int64, occurrences: Int64, distinct: Int64) {
        let path = sandbox.home.appendingPathComponent("data/spendrop/spendrop.sqlite").path
        let database = try SQLiteDatabase(path: path, mode: .readWrite)
        let row = try database.textRows(
            sql: """
                SELECT (SELECT count(*) FROM transactions), (SELECT count(*) FROM recurring_occurrences),
                       (SELECT count(*) FROM (SELECT DISTINCT rule_id, due_day FROM recurring_occurrences))
                """)[0]
        return (Int64(row[0] ?? "") ?? -1, Int64(row[1] ?? "") ?? -1, Int64(row[2] ?? "") ?? -1)
    }

    /// Days from `from` to today, both included, in the machine's time zone (as spendrop counts them).
    static func daysSince(_ from: String) -> Int64 {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        let start = calendar.date(
            from: DateComponents(
                year: Int(from.prefix(4)), month: Int(from.dropFirst(5).prefix(2)), day: Int(from.suffix(2))))!
        return Int64(calendar.dateComponents([.day], from: start, to: calendar.startOfDay(for: Date())).day!) + 1
    }

    /// A store whose one daily bill from `from` has booked nothing yet (adding it books nothing).
    static func storeWithDailyBill(from: String) throws -> Sandbox {
        let sandbox = Sandbox()
        for words in [
            ["accounts", "add", "Cash", "--opening", "1000000"],
            ["recurring", "add", "1", "Kopi", "--every", "day", "--from", from],
        ] {
            let result = try SpendropBinary.run(words, environment: sandbox.environment)
            #expect(result.status == 0, "\(words): \(result.errors)")
        }
        return sandbox
    }

    @Test func twoLaunchesAtOnceBookEveryDueDayOnce() throws {
        let sandbox = try Self.storeWithDailyBill(from: "2020-01-01")
        let expected = Self.daysSince("2020-01-01")
        let launches = try [0, 1].map { _ in
            try SpendropBinary.start(["transactions", "--limit", "1"], environment: sandbox.environment)
        }
        for launch in launches { launch.waitUntilExit() }
        #expect(launches.map(\.terminationStatus) == [0, 0])
        let after = try Self.counts(sandbox)
        #expect(
            after.transactions == expected && after.occurrences == expected && after.distinct == expected,
            "\(after), expected \(expected)")
        // A third launch has nothing left to book.
        #expect(try SpendropBinary.run(["home"], environment: sandbox.environment).status == 0)
        #expect(try Self.counts(sandbox).transactions == expected)
    }

    @Test func aLaunchKilledWhileBookingLeavesNoneOrAll() throws {
        let expected = Self.daysSince("2000-01-01")
        var outcomes: [String] = []
        for delay in [20, 60, 150, 300, 600, 1_200] {
            let sandbox = try Self.storeWithDailyBill(from: "2000-01-01")
            let launch = try SpendropBinary.start(["home"], environment: sandbox.environment)
            Thread.sleep(forTimeInterval: Double(delay) / 1_000)
            kill(launch.processIdentifier, SIGKILL)
            launch.waitUntilExit()
            let after = try Self.counts(sandbox)
            let none = after.transactions == 0 && after.occurrences == 0
            let all = after.transactions == expected && after.occurrences == expected && after.distinct == expected
            outcomes.append("\(delay) ms: \(none ? "none" : all ? "all" : "PART \(after)")")
            #expect(none || all, "killed after \(delay) ms: \(after)")
            // The next launch books what is left, once.
            #expect(try SpendropBinary.run(["home"], environment: sandbox.environment).status == 0)
            let finally = try Self.counts(sandbox)
            #expect(
                finally.transactions == expected && finally.distinct == expected,
                "after \(delay) ms and one more launch: \(finally)")
        }
        #expect(outcomes.contains { $0.hasSuffix("none") }, "\(outcomes)")
    }
}
