import Foundation
import SelfTestRunner
import SpenDropApp
import SpenDropStore

/// No total can pass what 64 bits hold: a write that would take one currency's amounts past
/// what spendrop adds up is refused whole, a store at the limit shows every screen, and a store
/// an older spendrop let grow past it is named by doctor and refused by screens, never crashed on.
enum CapacityChecks {
    /// Adds `count` transactions of the largest ringgit amount (`kind` in or out) straight into the
    /// store, as a bulk load by hand would: no check runs.
    static func load(_ location: StoreLocation, count: Int, kind: String, firstDay: Int = 0) throws {
        let database = try SQLiteDatabase(path: location.databaseURL.path, mode: .readWrite)
        defer { database.close() }
        try database.execute(
            sql: """
                WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < \(count))
                INSERT INTO transactions (kind, account_id, amount_minor, currency, occurred_at, merchant)
                SELECT '\(kind)', 1, 99999999999999, 'MYR', 1796100000 + (\(firstDay) * 86400) + i * 60, 'Big ' || i FROM n
                """)
    }

    static var all: [SelfTestCheck] {
        [
            SelfTestCheck(
                "a write that would take one currency's amounts past what spendrop can add up is refused whole with the limit named; at the limit, every screen adds up"
            ) { context in
                let location = try AppHarness.emptyStore(context, "capacity")
                let harness = AppHarness(location: location)
                _ = harness.run(["accounts", "add", "Cash"])
                // 23,058 of the largest amounts, money in and out, stay RM 430,092,136,939.51 under the
                // limit of RM 23,058,430,092,136,939.51: one more of them does not fit, RM 1.00 does.
                try load(location, count: 11_529, kind: "in")
                try load(location, count: 11_529, kind: "out", firstDay: 9)
                let before = try AppHarness.census(location.databaseURL)[0]
                let refused = harness.run(["add", "999999999999.99", "One too many"])
                let small = harness.run(["add", "1", "Kopi"])
                var screens: [CheckVerdict] = []
                for words in [
                    ["home", "--json"], ["accounts", "--json"], ["breakdown", "--json"], ["transactions", "--json"],
                    ["paybook"], ["budget"],
                ] {
                    let run = harness.run(words)
                    screens.append(.equal(run.status, 0, "\(words.joined(separator: " ")): \(run.errors)"))
                }
                return .all(
                    [
                        .that(
                            refused.status == 1 && refused.errors.contains("more than RM 23,058,430,092,136,939.51"),
                            expected: "refused: … more than RM 23,058,430,092,136,939.51 …", actual: refused.errors),
                        .equal(small.status, 0, "a small add still fits: \(small.errors)"),
                    ] + screens + [
                        .equal(
                            try AppHarness.census(location.databaseURL)[0][0], "\(Int(before[0] ?? "0")! + 1)",
                            "transactions: the small add only")
                    ])
            },
            SelfTestCheck(
                "a store an older spendrop let grow past the limit: doctor names it, screens say what to do instead of an SQLite error or a crash, a delete goes through and an add does not"
            ) { context in
                let location = try AppHarness.emptyStore(context, "past-capacity")
                let harness = AppHarness(location: location)
                _ = harness.run(["accounts", "add", "Cash"])
                try load(location, count: 30_000, kind: "out")
                let doctor = harness.run(["doctor"])
                let home = harness.run([])
                let accounts = harness.run(["accounts", "--json"])
                let add = harness.run(["add", "1", "Kopi"])
                let delete = harness.run(["delete", "1"])
                return .all([
                    .that(
                        doctor.status == 1
                            && doctor.output.contains(
                                "the MYR amounts in the store add up to more than RM 23,058,430,092,136,939.51"),
                        expected: "doctor: … MYR amounts … add up to more than RM 23,058,430,092,136,939.51 …",
                        actual: doctor.output),
                    .that(
                        home.status == 1 && home.errors.contains("this screen cannot be shown")
                            && !home.errors.contains("SQLite error"),
                        expected: "Home: this screen cannot be shown: …", actual: home.errors),
                    .that(
                        accounts.status == 1 && accounts.errors.contains("this screen cannot be shown"),
                        expected: "accounts: this screen cannot be shown", actual: accounts.errors),
                    .that(
                        add.status == 1 && add.errors.contains("more than spendrop can add up"),
                        expected: "an add refused", actual: add.errors + add.output),
                    .equal(delete.status, 0, "a delete: \(delete.errors)"),
                ])
            },
            SelfTestCheck("import json takes no amount beyond the largest one any command takes, and names where it is")
            { context in
                let source = try AppHarness.emptyStore(context, "json-cap-source"),
                    location = try AppHarness.emptyStore(context, "json-cap")
                let file = source.directory.appendingPathComponent("export.json")
                _ = AppHarness(location: source).run(["add", "5", "Big"])
                _ = AppHarness(location: source).run(["export", "json", file.path])
                let written = String(decoding: try Data(contentsOf: file), as: UTF8.self)
                guard written.contains("\"minor\": 500}") else {
                    return .that(false, expected: "an export with \"minor\": 500}", actual: written)
                }
                try Data(written.replacingOccurrences(of: "\"minor\": 500}", with: "\"minor\": 100000000000000}").utf8)
                    .write(to: file)
                let run = AppHarness(location: location).run(["import", "json", file.path])
                return .that(
                    run.status != 0 && run.errors.contains("transactions[0].amount")
                        && run.errors.contains("RM 999,999,999,999.99"),
                    expected: "refused: transactions[0].amount: … beyond RM 999,999,999,999.99 …", actual: run.errors)
            },
        ]
    }
}
